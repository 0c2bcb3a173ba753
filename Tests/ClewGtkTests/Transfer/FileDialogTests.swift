import CGtk
import CGtkTestShim
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Glibc
import Testing

/// What the app's file-dialog calls returned, in order.
@MainActor
final class Answers<Value> {
    var values: [Value] = []
    var errors: [FileDialogError] = []
}

/// Clew's file dialogs, answered and cancelled through the driver; the real GTK 4.8 dialog shown
/// and closed once.
@Suite @MainActor
struct FileDialogs {
    private let cards = FileFilter("Contact cards", patterns: ["*.vcf", "*.vcard"], mimeTypes: ["text/vcard"])

    /// A page with one button that runs `body` in a task, as an app's button does.
    private func page(_ title: String, _ body: @escaping @MainActor (Window?) async -> Void, in app: GtkTestWindow) {
        let button = Button(title) { [weak window = app.window] _ in Task { @MainActor in await body(window) } }
        app.router.navigate(to: ScreenBuilder(TestPage(button)).pushRoute(isAnimated: false))
    }

    @Test func openingOneFileIsAnsweredAfterTheDialogOpens() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            let answers = Answers<String?>()
            let dialog = FileDialog(title: "Import Contacts", acceptLabel: "Import", filters: [cards])
            page("Import…", { answers.values.append(try? await dialog.openFile(in: $0)) }, in: app)
            try app.renderer.tapButton("Import…")
            let request = try #require(await FileDialogDriver.waitForDialog())
            #expect(
                request
                    == FileDialogRequest(
                        kind: .openFile, title: "Import Contacts", acceptLabel: "Import", filters: [cards]))
            try FileDialogDriver.answer(with: ["/tmp/ada.vcf"])
            #expect(await GtkTestHost.runUntil { answers.values == ["/tmp/ada.vcf"] })
            #expect(FileDialogDriver.openRequest == nil)
            #expect(FileDialogDriver.requests.map(\.kind) == [.openFile])
            await app.close()
        }
    }

    @Test func openingSeveralFilesTakesAnAnswerGivenBeforeTheDialogOpens() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            let answers = Answers<[String]?>()
            page(
                "Add Photos…", { answers.values.append(try? await FileDialog(title: "Add Photos").openFiles(in: $0)) },
                in: app)
            try FileDialogDriver.answer(with: ["/tmp/a.png", "/tmp/b.png"])
            try app.renderer.tapButton("Add Photos…")
            #expect(await GtkTestHost.runUntil { answers.values == [["/tmp/a.png", "/tmp/b.png"]] })
            #expect(FileDialogDriver.requests.map(\.kind) == [.openFiles])
            await app.close()
        }
    }

    @Test func savingProposesTheSuggestedNameAndACancelledDialogGivesNil() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            let answers = Answers<String?>()
            page(
                "Export…",
                {
                    answers.values.append(
                        try? await FileDialog(title: "Export").save(suggestedName: "contacts.vcf", in: $0))
                }, in: app)
            try app.renderer.tapButton("Export…")
            let request = try #require(await FileDialogDriver.waitForDialog())
            #expect(request.kind == .save)
            #expect(request.suggestedName == "contacts.vcf")
            try FileDialogDriver.answer(with: ["/tmp/out/contacts.vcf"])
            #expect(await GtkTestHost.runUntil { answers.values.count == 1 })
            try app.renderer.tapButton("Export…")
            _ = await FileDialogDriver.waitForDialog()
            FileDialogDriver.cancel()
            #expect(await GtkTestHost.runUntil { answers.values.count == 2 })
            #expect(answers.values == ["/tmp/out/contacts.vcf", nil])
            await app.close()
        }
    }

    @Test func selectingAFolderAnsweredAndCancelled() async throws {
        try await GtkTestHost.run {
            let answers = Answers<String?>()
            let choose = FileDialog(title: "Choose a Library")
            FileDialogDriver.cancel()
            answers.values.append(try await choose.selectFolder())
            try FileDialogDriver.answer(with: ["/tmp/library"])
            answers.values.append(try await choose.selectFolder())
            #expect(answers.values == [nil, "/tmp/library"])
            #expect(FileDialogDriver.requests.map(\.kind) == [.selectFolder, .selectFolder])
        }
    }

    @Test func badInputGivesTypedErrors() async throws {
        try await GtkTestHost.run {
            let save = FileDialog(title: "Export")
            for name in ["", "a/b.vcf", "a\0b"] {
                await #expect(throws: FileDialogError.invalidSuggestedName(name)) {
                    try await save.save(suggestedName: name)
                }
            }
            #expect(FileDialogDriver.requests.isEmpty)
            // An answer that does not fit: refused by the driver when the dialog is open…
            let answers = Answers<String?>()
            let opening = Task { @MainActor in
                do { answers.values.append(try await FileDialog(title: "Open").openFile()) } catch let error
                    as FileDialogError
                { answers.errors.append(error) } catch {}
            }
            _ = try #require(await FileDialogDriver.waitForDialog())
            let refused = #expect(throws: GtkDriverError.self) { try FileDialogDriver.answer(with: ["/a", "/b"]) }
            #expect(refused?.description.contains("takes one path; got 2") == true)
            #expect(throws: GtkDriverError.self) { try FileDialogDriver.answer(with: []) }
            FileDialogDriver.cancel()
            await opening.value
            // …and a typed error for the app when it was given before.
            try FileDialogDriver.answer(with: [])
            await #expect(throws: FileDialogError.answerDoesNotFit(kind: .openFiles, count: 0)) {
                try await FileDialog(title: "Open").openFiles()
            }
            #expect(answers.values == [nil])
            #expect(answers.errors.isEmpty)
            #expect(FileDialogError.failed("portal\ngone").description == "The file dialog failed: portal\\ngone")
        }
    }

    @Test func theDialogIsChosenByWhatTheRunningGtkHas() {
        #expect(FileDialogBackend.choose(hasFileDialog: true) == .fileDialog)
        #expect(FileDialogBackend.choose(hasFileDialog: false) == .fileChooserNative)
        let hasFileDialog = gtk_get_major_version() > 4 || gtk_get_minor_version() >= 10
        #expect(FileDialogBackend.current == (hasFileDialog ? .fileDialog : .fileChooserNative))
    }

    /// With the seam off, the real dialog of the running GTK opens (GTK 4.8: GtkFileChooserNative,
    /// which outside a sandbox shows GTK's own chooser window); closing it returns nil, and every
    /// handler and reference is returned (GtkTestHost checks the handlers).
    @Test func theRealDialogOpensAndClosingItCancels() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            FileDialogSeam.isIntercepting = false
            let answers = Answers<String?>()
            let opening = Task { @MainActor in
                answers.values.append(
                    try? await FileDialog(title: "Real Chooser 36", filters: [cards]).openFile(in: app.window))
            }
            var chooser: UnsafeMutablePointer<GtkWindow>?
            let shown = await GtkTestHost.runUntil(timeout: .seconds(10)) {
                chooser = toplevel(titled: "Real Chooser 36")
                return chooser.map { gtk_widget_get_mapped(gcast($0)) != 0 } ?? false
            }
            #expect(shown)
            if let chooser { gtk_window_close(chooser) }
            await opening.value
            #expect(answers.values == [nil])
            #expect(await GtkTestHost.runUntil { toplevel(titled: "Real Chooser 36") == nil })
            await app.close()
        }
    }

    /// The real save dialog gets the suggested name and the filters, and its accepted answer comes
    /// back as a path (GTK 4.8's GtkFileChooserNative; GTK's own chooser window outside a sandbox).
    @Test(
        .enabled(if: gtk_get_minor_version() < 10, "GtkFileChooserNative is GTK 4.8's dialog"))
    func theRealSaveDialogProposesTheNameAndReturnsThePath()
        async throws
    {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            FileDialogSeam.isIntercepting = false
            let answers = Answers<String?>()
            let saving = Task { @MainActor in
                let dialog = FileDialog(
                    title: "Real Save 36", filters: [cards, FileFilter("All files", patterns: ["*"])])
                answers.values.append(try? await dialog.save(suggestedName: "contacts.vcf", in: app.window))
            }
            var chooser: UnsafeMutablePointer<GtkWindow>?
            let shown = await GtkTestHost.runUntil(timeout: .seconds(10)) {
                chooser = toplevel(titled: "Real Save 36")
                return chooser.map { gtk_widget_get_mapped(gcast($0)) != 0 } ?? false
            }
            let window = try #require(shown ? chooser : nil)
            let name = clew_test_file_chooser_current_name(window)
            defer { g_free(name) }
            #expect(name.map { String(cString: $0) } == "contacts.vcf")
            #expect(clew_test_file_chooser_filter_count(window) == 2)
            let fileName = "clew-36-export-\(getpid()).vcf"
            // The chooser may refuse an accept while it is still loading its folder: press again until it answers.
            // Bounded: should it never answer, closing it cancels, so the test never hangs.
            var answered = false
            for _ in 0..<20 where !answered {
                if toplevel(titled: "Real Save 36") != nil { clew_test_file_chooser_save_as(window, fileName) }
                answered = await GtkTestHost.runUntil(timeout: .milliseconds(500)) { !answers.values.isEmpty }
            }
            if !answered, let still = toplevel(titled: "Real Save 36") { gtk_window_close(still) }
            await saving.value
            #expect(answered)
            // In the folder the chooser shows (its start folder depends on the machine): an absolute path.
            let path = try #require(answers.values.first ?? nil)
            #expect(path.hasPrefix("/") && path.hasSuffix("/\(fileName)"))
            await app.close()
        }
    }

    /// The toplevel window titled `title`, if any.
    private func toplevel(titled title: String) -> UnsafeMutablePointer<GtkWindow>? {
        let windows = gtk_window_get_toplevels()!
        for index in 0..<g_list_model_get_n_items(windows) {
            let window = g_list_model_get_item(windows, index)!
            g_object_unref(window)
            let gtkWindow = window.assumingMemoryBound(to: GtkWindow.self)
            if let current = gtk_window_get_title(gtkWindow), String(cString: current) == title { return gtkWindow }
        }
        return nil
    }
}

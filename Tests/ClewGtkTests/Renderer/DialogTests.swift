import CGtk
import CGtkShim
import CGtkTestShim
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// Present routes with an AlertModel become modal GNOME-style dialogs.
@Suite @MainActor
struct Dialogs {
    func leaveAlert(router: Router, log: @escaping @MainActor (String) -> Void) -> AlertModel {
        let alert = AlertModel(
            title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!")
        alert.actions.append(.init(title: "No", style: .cancel) { _ in log("No") })
        alert.actions.append(
            .init(
                title: "Leave", style: .destructive,
                handler: { [unowned router] _ in
                    log("Leave")
                    router.navigate(to: router.popToRootRoute())
                }))
        return alert
    }

    @Test func theDialogIsModalTransientAndShowsTheModel() async throws {
        try await RendererFixture.run { fixture in
            let alert = leaveAlert(router: fixture.router) { _ in }
            let keep = AlertActionModel(title: "Keep playing")
            keep.isPreferredAction = true
            alert.actions.append(keep)
            fixture.router.navigate(to: AlertBuilder().presentRoute(), with: alert)

            let dialog = try #require(fixture.topDialog)
            let dialogWindow = gcast(dialog, to: GtkWindow.self)
            #expect(gtk_window_get_modal(dialogWindow) != 0)
            #expect(gtk_window_get_transient_for(dialogWindow) == fixture.window.pointer(as: GtkWindow.self))
            #expect(await GtkTestHost.runUntil { gtk_widget_get_mapped(dialog) != 0 })

            #expect(
                WidgetQueries.labelTexts(in: dialog).prefix(2)
                    == ["Are you sure you want to leave?", "Any unsaved progress will be lost!"])
            let buttons = WidgetQueries.buttons(in: dialog)
            #expect(buttons.map(\.title) == ["No", "Leave", "Keep playing"])
            #expect(!WidgetQueries.cssClasses(of: buttons[0].button).contains("destructive-action"))
            #expect(WidgetQueries.cssClasses(of: buttons[1].button).contains("destructive-action"))
            #expect(WidgetQueries.cssClasses(of: buttons[2].button).contains("suggested-action"))
            #expect(gtk_window_get_default_widget(dialogWindow) == buttons[2].button.gtkWidget)
            #expect(WidgetQueries.cssClasses(of: dialog).contains("message"))
        }
    }

    @Test func clickingLeaveRunsTheHandlerOnceAndClosesTheDialog() async throws {
        try await RendererFixture.run { fixture in
            _ = await fixture.router.navigate(to: TitledScreenBuilder().pushRoute(), with: "Level 3").outcome
            await fixture.router.waitUntilSettled()
            #expect(fixture.renderer.backButton.isVisible)
            var log: [String] = []
            fixture.router.navigate(
                to: AlertBuilder().presentRoute(), with: leaveAlert(router: fixture.router) { log.append($0) })
            let dialog = try #require(fixture.topDialog)
            let probe = FinalizeProbe(UnsafeMutableRawPointer(dialog))

            WidgetQueries.click(try #require(WidgetQueries.button("Leave", in: dialog)))

            #expect(log == ["Leave"])
            #expect(fixture.renderer.presentedWindows.isEmpty)
            #expect(fixture.router.navigationStack.map(\.title) == ["Game"])
            #expect(!fixture.renderer.backButton.isVisible)
            #expect(await GtkTestHost.runUntil { probe.finalized })
        }
    }

    @Test func escapeRunsTheCancelHandler() async throws {
        try await RendererFixture.run { fixture in
            var log: [String] = []
            fixture.router.navigate(
                to: AlertBuilder().presentRoute(), with: leaveAlert(router: fixture.router) { log.append($0) })
            let dialog = try #require(fixture.topDialog)
            #expect(WidgetQueries.pressEscape(in: dialog))
            #expect(log == ["No"])
            #expect(fixture.renderer.presentedWindows.isEmpty)
        }
    }

    @Test func closingTheWindowRunsTheCancelHandler() async throws {
        try await RendererFixture.run { fixture in
            var log: [String] = []
            fixture.router.navigate(
                to: AlertBuilder().presentRoute(), with: leaveAlert(router: fixture.router) { log.append($0) })
            let dialog = try #require(fixture.topDialog)
            gtk_window_close(gcast(dialog, to: GtkWindow.self))
            #expect(log == ["No"])
            #expect(fixture.renderer.presentedWindows.isEmpty)
        }
    }

    @Test func withoutACancelActionEscapeAndCloseKeepTheDialog() async throws {
        try await RendererFixture.run { fixture in
            var chosen: Int?
            AlertBuilder().title("Question").message("Do you like apples?")
                .buttonTitles("Yes, I do!", "More or less", "I hate it!")
                .show(on: fixture.router) { chosen = $0 }
            let dialog = try #require(fixture.topDialog)
            WidgetQueries.pressEscape(in: dialog)
            gtk_window_close(gcast(dialog, to: GtkWindow.self))
            GtkTestHost.drainPending()
            #expect(fixture.topDialog == dialog)
            #expect(chosen == nil)
            WidgetQueries.click(try #require(WidgetQueries.button("More or less", in: dialog)))
            #expect(chosen == 1)
            #expect(fixture.topDialog == nil)
        }
    }

    @Test func enterChoosesThePreferredAction() async throws {
        try await RendererFixture.run { fixture in
            var log: [String] = []
            let alert = AlertModel(title: "Save changes?")
            alert.actions.append(.init(title: "Cancel", style: .cancel) { _ in log.append("Cancel") })
            let save = AlertActionModel(title: "Save") { _ in log.append("Save") }
            save.isPreferredAction = true
            alert.actions.append(save)
            fixture.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
            let dialog = try #require(fixture.topDialog)
            // Enter is GtkWindow's "activate-default" key binding.
            #expect(gtk_window_get_default_widget(gcast(dialog, to: GtkWindow.self)) != nil)
            clew_signal_emit_void(dialog, "activate-default")
            // The default button shows its press for 250 ms before it emits `clicked`.
            #expect(await GtkTestHost.runUntil { log == ["Save"] })
            #expect(fixture.topDialog == nil)
        }
    }

    @Test func textFieldsBecomeEntriesAndTheirValuesReachTheHandler() async throws {
        try await RendererFixture.run { fixture in
            var values: [String] = []
            let signIn = AlertModel(title: "Sign in")
            signIn.textFields.append(.init(placeholder: "User name", text: "ada"))
            signIn.textFields.append(.init(placeholder: "Password", isSecure: true))
            signIn.actions.append(.init(title: "Cancel", style: .cancel))
            signIn.actions.append(.init(title: "Sign In") { values = $0.textFieldValues })
            fixture.router.navigate(to: AlertBuilder().presentRoute(), with: signIn)
            let dialog = try #require(fixture.topDialog)

            let all = WidgetQueries.descendants(of: dialog)
            let entries = all.filter { WidgetQueries.isA($0, gtk_entry_get_type()) }
            let passwords = all.filter { WidgetQueries.isA($0, gtk_password_entry_get_type()) }
            #expect(entries.count == 1)
            #expect(passwords.count == 1)
            gtk_editable_set_text(passwords[0].opaque, "lovelace")
            WidgetQueries.click(try #require(WidgetQueries.button("Sign In", in: dialog)))
            #expect(values == ["ada", "lovelace"])
        }
    }

    @Test func aSecondAlertWaitsUntilTheFirstCloses() async throws {
        try await RendererFixture.run { fixture in
            for title in ["First", "Second"] {
                let alert = AlertModel(title: title)
                alert.actions.append(.init(title: "OK", style: .cancel))
                fixture.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
            }
            #expect(fixture.renderer.presentedWindows.count == 1)
            let first = try #require(fixture.topDialog)
            #expect(WidgetQueries.labelTexts(in: first).first == "First")
            WidgetQueries.click(try #require(WidgetQueries.button("OK", in: first)))
            let second = try #require(fixture.topDialog)
            #expect(WidgetQueries.labelTexts(in: second).first == "Second")
        }
    }
}

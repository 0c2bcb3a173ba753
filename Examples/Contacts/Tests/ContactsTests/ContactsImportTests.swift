import Clew
import ClewGtk
import ClewGtkTesting
import ContactsApp
import Glibc
import Testing

/// vCards come in through the file chooser and by drag and drop, a long import notifies and its notification
/// brings the imported contacts back, and the sort order lives in GSettings: all driven as a person would.
///
/// Serialized: the settings' memory backend is one per process (`GSETTINGS_BACKEND=memory`).
@Suite(.serialized) @MainActor
struct ContactsImportTests {
    /// A private folder of vCard files for one test.
    final class CardFolder {
        let path = "/tmp/clew-contacts-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        private var names: [String] = []

        init() { mkdir(path, 0o700) }

        deinit {
            for name in names { unlink(path + "/" + name) }
            rmdir(path)
        }

        /// Writes `text` to `name`; returns its path.
        func write(_ name: String, _ text: String) -> String {
            names.append(name)
            let file = fopen(path + "/" + name, "w")
            fputs(text, file)
            fclose(file)
            return path + "/" + name
        }

        /// `count` vCard 4 cards, `Imported 0`…
        static func cards(_ count: Int, prefix: String = "Imported") -> String {
            (0..<count).map {
                "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:\(prefix) \($0)\r\nEMAIL:person\($0)@example.org\r\n"
                    + "ADR:;;\($0) High Street;Oxford;;OX1 1AA;UK\r\nEND:VCARD\r\n"
            }.joined()
        }
    }

    /// The example's schema, compiled for the tests, on the memory backend, at its defaults.
    static func settings() throws -> Settings {
        setenv("GSETTINGS_BACKEND", "memory", 0)
        let folder = try SettingsSchemaFolder.compiled(
            from: ContactsPreferences.resourcesFolder, cacheName: "clew-contacts-tests")
        let settings = try Settings(schema: ContactsPreferences.schemaID, folder: folder)
        try settings.reset(ContactsPreferences.sortOrderKey)
        return settings
    }

    @Test func cardsAreImportedByTheChooserAndByADropAndALongImportNotifies() async throws {
        let folder = CardFolder()
        let two = folder.write("two.vcf", CardFolder.cards(2, prefix: "Chosen"))
        let old = folder.write("old.vcf", "BEGIN:VCARD\nVERSION:2.1\nFN:Old\nEND:VCARD\n")
        let many = folder.write("many.vcf", CardFolder.cards(12))
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 720, height: 560)
            var sent: [Notification] = []
            ContactsApp.start(in: app.window, router: app.router, book: .sample(count: 20)) { sent.append($0) }
            #expect(await app.renderer.waitUntilSettled())
            let screen = try #require(app.router.navigationStack.first as? ContactsScreen)
            screen.notifyAfterCount = 10  // the app's 100, made small to keep the test fast

            // Import…: a chooser of several vCard files, answered with a good file and a vCard 2.1 one.
            try app.renderer.tapButton("Import…")
            let request = try #require(await FileDialogDriver.waitForDialog())
            #expect(request.kind == .openFiles)
            #expect(request.title == "Import Contacts")
            #expect(request.filters.map(\.name) == ["Contact cards"])
            try FileDialogDriver.answer(with: [two, old])
            #expect(await GtkTestHost.runUntil { screen.lastImport != nil })
            #expect(screen.lastImport?.imported == 2)
            #expect(screen.lastImport?.errors == [.unsupportedVersion(file: old, line: 2, version: "2.1")])
            #expect(screen.shownNames.filter { $0.hasPrefix("Chosen") } == ["Chosen 0", "Chosen 1"])
            #expect(sent.isEmpty, "two contacts are no long import")

            // Dropped on the list: 12 cards, more than the threshold, so a notification.
            let zone = try #require(
                app.window.descendants.first { widget in
                    widget.isMapped && widget.dropTargets.contains { $0.kinds.contains(.files) }
                })
            #expect(zone.accessibleDescription == "Drop vCard files here to import them")
            #expect(try DropDriver.drop(.files([many]), on: zone))
            #expect(await GtkTestHost.runUntil { screen.lastImport?.name == "import-2" })
            #expect(screen.lastImport?.imported == 12)
            #expect(screen.shownNames.count == 20 + 2 + 12)
            let notification = try #require(sent.first)
            #expect(notification.title == "Import finished")
            #expect(notification.body == "12 contacts imported.")
            #expect(notification.defaultAction == "app.show-import")
            #expect(notification.target == "import-2")
            // Text is not a card file: the list's drop target takes files only.
            #expect(throws: GtkDriverError.self) { try DropDriver.drop(.text("Ada"), on: zone) }

            // Clicking the notification runs app.show-import with its target: the imported contacts alone.
            try app.renderer.activateRow(containing: "Ada Lovelace")
            #expect(await app.renderer.waitUntilSettled())
            let showImport = try #require(ContactsApp.actions(for: app.router).first)
            #expect(showImport.name == ContactsApp.showImportAction)
            showImport.activate("import-2")
            #expect(await app.renderer.waitUntilSettled())
            #expect(app.router.navigationStack.count == 1, "back at the list")
            #expect(screen.shownImport == "import-2")
            #expect(screen.shownNames.count == 12)
            #expect(app.renderer.visiblePageTexts.contains("12 imported contacts"))
            try app.renderer.tapButton("Show All")
            #expect(screen.shownNames.count == 34)
            #expect(await app.close())
        }
    }

    @Test func theSortOrderIsKeptInGSettingsAndFollowsItsChanges() async throws {
        try await GtkTestHost.run {
            // Made inside the host: the list's handler on it lives as long as the settings do.
            let settings = try Self.settings()
            let app = await GtkTestWindow(width: 720, height: 560)
            ContactsApp.start(
                in: app.window, router: app.router, book: .sample(count: 20),
                preferences: ContactsPreferences(settings: settings))
            #expect(await app.renderer.waitUntilSettled())
            let screen = try #require(app.router.navigationStack.first as? ContactsScreen)
            #expect(screen.sortOrder == .name)
            #expect(screen.shownNames.first == "Ada Hopper")

            try app.renderer.choose("City", inDropDownNamed: "Sort by")
            #expect(try settings.value(of: ContactsPreferences.sortOrderKey) == .city)
            #expect(screen.shownNames.first == "Grace Lovelace", "Arlington first")

            // Changed from outside (gsettings, dconf-editor): the list follows.
            try settings.set(ContactsPreferences.sortOrderKey, to: .email)
            #expect(await GtkTestHost.runUntil { screen.shownNames.first == "Ada Hopper" })
            #expect(screen.sortOrder == .email)
            #expect(await app.close())
        }
        // The next run starts in the saved order.
        let next = ContactsPreferences(settings: try Self.settings(keeping: true))
        #expect(next.sortOrder == .email)
        try next.settings?.reset(ContactsPreferences.sortOrderKey)
    }
}

extension ContactsImportTests {
    /// The settings again, without resetting them (the app's next run).
    static func settings(keeping: Bool) throws -> Settings {
        let folder = try SettingsSchemaFolder.compiled(
            from: ContactsPreferences.resourcesFolder, cacheName: "clew-contacts-tests")
        return try Settings(schema: ContactsPreferences.schemaID, folder: folder)
    }
}

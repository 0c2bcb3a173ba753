import Clew
import ClewGtk
import ClewGtkTesting
import ContactsApp
import Glibc

// The Contacts app as it runs (`ContactsApp.run`: a registered `Application` whose long imports end in
// `Application.send`), driven through ClewGtkTesting: the vCard file named first on the command line is dropped on
// the list (DropDriver); once the import has ended, the desktop's notification service
// (ContactsNotificationProcessTests' fake `org.freedesktop.Notifications`) clicks the notification, whose action
// must bring the app back on the imported contacts. Prints what happened, one line each:
//
//   DROPPED <taken>  IMPORTED <name> <count>  SHOWN <import> <names shown>  or FAILED <why> / TIMED_OUT
//
// and exits 0 once the notification's click showed the import, else 1 (after 10 s at most).
guard CommandLine.arguments.count > 1 else {
    print("usage: ContactsNotificationDrive VCARD-FILE")
    exit(2)
}
let cards = CommandLine.arguments[1]
// An id of its own: a Contacts the person runs is never the primary instance this one talks to.
let app = Application(id: "io.github.clew.Contacts.NotificationDrive")
let status = ContactsApp.run(app, book: .sample(count: 20), preferences: ContactsPreferences(settings: nil)) {
    window, router in
    Task { @MainActor in
        @MainActor func fail(_ why: String) {
            print("FAILED \(why)")
            app.quit(status: 1)
        }
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        @MainActor func waitFor(_ condition: @MainActor () -> Bool) async -> Bool {
            while !condition() {
                if ContinuousClock.now >= deadline { return false }
                try? await Task.sleep(for: .milliseconds(10))
            }
            return true
        }
        guard let screen = router.navigationStack.first as? ContactsScreen else { return fail("no contacts screen") }
        screen.notifyAfterCount = 10  // the app's 100, made small to keep the drive fast
        var zone: Widget?
        guard
            await waitFor({
                zone = window.descendants.first { widget in
                    widget.isMapped && widget.size.width > 0
                        && widget.dropTargets.contains { $0.kinds.contains(.files) }
                }
                return zone != nil
            }), let zone
        else { return fail("no drop zone on screen") }
        do throws(GtkDriverError) {
            print("DROPPED \(try DropDriver.drop(.files([cards]), on: zone))")
        } catch {
            return fail(error.description)
        }
        guard await waitFor({ screen.lastImport != nil }), let report = screen.lastImport else {
            print("TIMED_OUT waiting for the import")
            return app.quit(status: 1)
        }
        print("IMPORTED \(report.name) \(report.imported)")
        // The notification went out through Application.send; the service clicks it, which runs app.show-import.
        guard await waitFor({ screen.shownImport != nil }) else {
            print("TIMED_OUT waiting for the notification's click")
            return app.quit(status: 1)
        }
        print("SHOWN \(screen.shownImport ?? "") \(screen.shownNames.count)")
        app.quit(status: screen.shownImport == report.name ? 0 : 1)
    }
}
exit(status)

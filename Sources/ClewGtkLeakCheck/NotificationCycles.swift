internal import CGtk
import Clew
import ClewGtk
import Glibc

/// Leak-check mode `notifications`: an ``Application`` sends and withdraws N notifications with buttons and a
/// default action, then sends two that the fake `org.freedesktop.Notifications` service
/// (`Tests/ClewGtkTests/Support/fake-notifications.py`, with `GNOTIFICATION_BACKEND=freedesktop`) clicks: the
/// first's body, the second's first button; the third is withdrawn once the first was clicked. Prints `ACTION <name> <target>` for each action run, and quits once
/// both ran (or after 10 s, failing).
@MainActor
enum NotificationCycles {
    static func run(_ count: Int) -> Bool {
        let app = Application(id: "io.github.clew.LeakCheck.Notifications")
        var heard: [String] = []
        var failure: NotificationError?
        let status = app.run { [unowned app] window, _ in
            window.title = "Notifications"
            for name in ["open", "archive"] {
                app.add(
                    Action(name, parameter: String.self) { action, target in
                        print("ACTION \(action.name) \(target)")
                        heard.append(action.name)
                        // By now the service has numbered the third: withdrawing it closes it there.
                        if action.name == "open" { app.withdrawNotification(id: "third") }
                        if heard.count == 2 { app.quit() }
                    })
            }
            do throws(NotificationError) {
                for round in 0..<count {
                    try app.send(notification("Round \(round)"), id: "round")
                    app.withdrawNotification(id: "round")
                }
                try app.send(notification("Third"), id: "third")
                try app.send(notification("First"), id: "first")
                try app.send(notification("Second"), id: "second")
            } catch {
                failure = error
                app.quit(status: 1)
            }
            g_timeout_add_seconds(
                10,
                { _ in
                    MainActor.assumeIsolated { print("TIMED_OUT") }
                    exit(1)
                }, nil)
        }
        if let failure { print("FAILED \(failure)") }
        return status == 0 && heard.count == 2
    }

    private static func notification(_ title: String) -> Notification {
        Notification(
            title, body: "42 contacts imported.", iconName: "x-office-address-book", priority: .high,
            defaultAction: "app.open", target: "clew://contacts/42",
            buttons: [Notification.Button("Archive", action: "app.archive", target: "7")])
    }
}

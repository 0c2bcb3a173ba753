import ClewGtkTesting
import Foundation
import Testing

/// `Application.send(_:id:)` against a fake `org.freedesktop.Notifications` service on a session bus of the test's
/// own (a `dbus-daemon` the service starts and waits for, `GNOTIFICATION_BACKEND=freedesktop`): the service sees the title, body, icon, urgency
/// and actions; it clicks one notification's body and another's button, and the app's actions run with their
/// targets; a withdrawn notification is closed there.
@Suite struct NotificationProcess {
    @Test func theServiceGetsWhatWasSentAndItsClicksRunTheAppActions() async throws {
        let service = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Support/fake-notifications.py").path
        let process = Process()
        // The service runs its own bus daemon and waits for it: no dbus-daemon outlives the test.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [service, "--", siblingExecutablePath("ClewGtkLeakCheck"), "notifications", "3"]
        process.environment = childEnvironment([:])
        // Into a file, not a pipe: a process the bus started could hold a pipe open past the service's end.
        let log = NSTemporaryDirectory() + "clew-notifications-\(getpid()).log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: log) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        var output: (status: Int32, text: String) = (-1, "")
        try await GtkTestHost.run(checkingLeaks: false) {
            output = try await withCheckedThrowingContinuation { continuation in
                Thread.detachNewThread {
                    continuation.resume(
                        with: Result {
                            try process.run()
                            process.waitUntilExit()
                            try handle.close()
                            return (process.terminationStatus, try String(contentsOfFile: log, encoding: .utf8))
                        })
                }
            }
        }
        let text = output.text
        #expect(output.status == 0, "\(text)")
        let notified = text.split(separator: "\n").filter { $0.hasPrefix("NOTIFY ") }
        // Three rounds sent and withdrawn, then Third, First and Second.
        #expect(notified.count >= 4, "\(text)")
        let first = try #require(notified.first { $0.contains("summary=First ") }, "\(text)")
        #expect(first.contains("body=42 contacts imported."), "\(first)")
        #expect(first.contains("actions=default||app.archive::7|Archive"), "\(first)")
        #expect(first.contains("urgency=1"), "high is the specification's normal urgency: \(first)")
        #expect(first.contains("image=x-office-address-book"), "\(first)")
        #expect(text.contains("ACTION open clew://contacts/42"), "the body's click ran app.open: \(text)")
        #expect(text.contains("ACTION archive 7"), "the button's click ran app.archive: \(text)")
        let third = try #require(notified.first { $0.contains("summary=Third ") }, "\(text)")
        let thirdID = third.split(separator: " ")[1]
        #expect(text.contains("CLOSE \(thirdID)\n"), "withdrawing closed it: \(text)")
        #expect(!text.contains("TIMED_OUT"), "\(text)")
    }
}

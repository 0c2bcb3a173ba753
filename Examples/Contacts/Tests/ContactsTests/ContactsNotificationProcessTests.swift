import ClewGtkTesting
import Foundation
import Testing

/// The notification at the end of a long import, through the real path: the app as it runs
/// (`ContactsNotificationDrive`, a registered `Application` made by `ContactsApp.run`) has a vCard file of 12 contacts
/// dropped on its list by `DropDriver`; the notification goes out through `Application.send` to a fake
/// `org.freedesktop.Notifications` service on a session bus of the test's own (`GNOTIFICATION_BACKEND=freedesktop`,
/// `Tests/ClewGtkTests/Support/fake-notifications.py`), which clicks it; its `app.show-import` action brings the app
/// back on the imported contacts.
@Suite struct ContactsNotificationProcessTests {
    @Test func aLongImportsNotificationGoesToTheDesktopAndItsClickShowsTheImport() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let service = root.appendingPathComponent("Tests/ClewGtkTests/Support/fake-notifications.py").path
        let drive = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("ContactsNotificationDrive").path
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("clew-contacts-notify-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cards = folder.appendingPathComponent("many.vcf").path
        try ContactsImportTests.CardFolder.cards(12).write(toFile: cards, atomically: true, encoding: .utf8)
        // Into a file, not a pipe: a process the bus started could hold a pipe open past the service's end.
        let log = folder.appendingPathComponent("output.log").path
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [service, "--", drive, cards]
        var environment = ProcessInfo.processInfo.environment
        environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
        environment["GTK_A11Y"] = "none"
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["LANGUAGE"] = nil
        environment["LC_ALL"] = "C.UTF-8"
        environment["CLEW_FAKE_NOTIFICATIONS_CLICK"] = "Import finished"
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        var output: (status: Int32, text: String) = (-1, "")
        // The child's window gets the display to itself, as every GTK test does.
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
        #expect(text.contains("DROPPED true"), "\(text)")
        #expect(text.contains("IMPORTED import-1 12"), "\(text)")
        let notified = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("NOTIFY ") }, "nothing reached the service: \(text)")
        #expect(notified.contains("summary=Import finished "), "\(notified)")
        #expect(notified.contains("body=12 contacts imported. "), "\(notified)")
        #expect(notified.contains("actions=default|"), "a click on the body runs the app's action: \(notified)")
        #expect(text.contains("SHOWN import-1 12"), "the click showed the 12 imported contacts: \(text)")
        #expect(!text.contains("TIMED_OUT"), "\(text)")
    }
}

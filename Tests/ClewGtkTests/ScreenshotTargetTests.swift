import ClewGtk
import Foundation
import Testing

/// A screenshot replaces its path (GDK writes a temporary file and renames it), so it is written
/// only where nothing is, or over a regular file.
@MainActor
@Suite struct ScreenshotTargetTests {
    @Test func aNewPathOrARegularFileMayBeWritten() throws {
        let path = NSTemporaryDirectory() + "clew-shot-target-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try WindowScreenshot.checkTarget(path)
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        try WindowScreenshot.checkTarget(path)
    }

    @Test(arguments: [("/dev/null", FileKind.characterDevice), ("/tmp", .directory)])
    func devicesAndDirectoriesAreRefused(path: String, kind: FileKind) {
        #expect(throws: WindowScreenshot.Failure.notARegularFile(path: path, kind: kind)) {
            try WindowScreenshot.checkTarget(path)
        }
        #expect(
            WindowScreenshot.Failure.notARegularFile(path: path, kind: kind).description
                == "\(path) is \(kind), not a regular file; it was left alone")
    }

    @Test func aLinkOrAPipeIsRefusedAndLeftAlone() throws {
        let directory = NSTemporaryDirectory() + "clew-shot-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let link = directory + "/link.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        #expect(throws: WindowScreenshot.Failure.notARegularFile(path: link, kind: .symbolicLink)) {
            try WindowScreenshot.checkTarget(link)
        }
        let pipe = directory + "/pipe.png"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: WindowScreenshot.Failure.notARegularFile(path: pipe, kind: .namedPipe)) {
            try WindowScreenshot.checkTarget(pipe)
        }
    }

    @Test func aHostilePathIsEscaped() {
        let message = WindowScreenshot.Failure.saveFailed("/tmp/\u{1B}]0;x\u{7}\n\u{202E}.png").description
        #expect(message == #"/tmp/\u{1B}]0;x\u{7}\n\u{202E}.png could not be written"#)
    }
}

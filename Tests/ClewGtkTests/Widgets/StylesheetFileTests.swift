import ClewGtk
import Foundation
import Testing

/// A style sheet read by name is read as the state file is: a named pipe does not hang it, a link to a
/// device does not grow it without bound, a huge file is refused from its size.
@Suite @MainActor
struct StylesheetFileTests {
    private func withFolder(_ body: (String) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "clew-css-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    @Test func aNamedPipeIsRefusedWithoutWaiting() throws {
        try withFolder { folder in
            let path = folder + "/style.css"
            #expect(mkfifo(path, 0o600) == 0)
            let error = #expect(throws: Stylesheet.LoadError.self) { try Stylesheet(contentsOfFile: path) }
            #expect(error?.reason == .notARegularFile(.namedPipe))
            #expect(
                error?.description
                    == "The stylesheet \(path) is a named pipe (FIFO), not a regular file; it was not read.")
        }
    }

    @Test func aLinkToADeviceIsNotFollowed() throws {
        try withFolder { folder in
            let path = folder + "/style.css"
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
            let error = #expect(throws: Stylesheet.LoadError.self) { try Stylesheet(contentsOfFile: path) }
            #expect(error?.reason == .notARegularFile(.symbolicLink))
        }
    }

    @Test func aFileOverTheLimitIsRefusedFromItsSize() throws {
        try withFolder { folder in
            let path = folder + "/style.css"
            let size = Stylesheet.maximumSize + 1
            #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x20, count: size)))
            let error = #expect(throws: Stylesheet.LoadError.self) { try Stylesheet(contentsOfFile: path) }
            #expect(error?.reason == .tooLarge(size: size))
            #expect(error?.description.hasSuffix("is larger than 1024 KB (\(size) bytes); it was not read.") == true)
        }
    }

    @Test func aRegularFileIsRead() throws {
        try withFolder { folder in
            let path = folder + "/style.css"
            #expect(FileManager.default.createFile(atPath: path, contents: Data(".title { color: red; }".utf8)))
            _ = try Stylesheet(contentsOfFile: path)
            #expect(FileManager.default.createFile(atPath: path, contents: Data([0xFF, 0xFE, 0x00])))
            let error = #expect(throws: Stylesheet.LoadError.self) { try Stylesheet(contentsOfFile: path) }
            #expect(error?.reason == .notText)
        }
    }
}

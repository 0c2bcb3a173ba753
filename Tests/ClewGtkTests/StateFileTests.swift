import CGtk
import ClewGtk
import Foundation
import Testing

/// The state file: GLib's helpers, an atomic replace, readable by the user only; read only from a
/// small regular file, written only over one (or nothing).
@Suite
struct StateFileTests {
    let directory = NSTemporaryDirectory() + "clew-state-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

    @Test func writesAtomicallyAndReadsBack() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/app/navigation-state")
        #expect(try file.read() == nil, "no file yet")
        try file.write("clew-navigation-state 1\n")
        try file.write("clew-navigation-state 1\nselected settings\n")
        #expect(try file.read() == "clew-navigation-state 1\nselected settings\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        // The atomic replace leaves no temporary file behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/app") == ["navigation-state"])
    }

    @Test func aFileThatIsNotTextIsAFailureNotACrash() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/navigation-state"
        #expect(FileManager.default.createFile(atPath: path, contents: Data([0xFF, 0xFE, 0x00, 0x41])))
        do {
            _ = try StateFile(path: path).read()
            Issue.record("bytes that are not UTF-8 were read as text")
        } catch {
            #expect(error.description == "\(path) is not UTF-8 text.")
        }
    }

    @Test func anUnwritablePlaceSaysWhy() {
        let file = StateFile(path: "/proc/clew/navigation-state")
        #expect(throws: StateFile.Failure.self) { try file.write("x") }
    }

    /// Makes the test's directory and returns the path of a state file in it (not created).
    private func freshPath() throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory + "/navigation-state"
    }

    private func readFailure(_ path: String) -> StateFile.Failure? {
        do {
            _ = try StateFile(path: path).read()
            return nil
        } catch {
            return error
        }
    }

    @Test func aNamedPipeIsRefusedWithoutBlocking() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try freshPath()
        #expect(mkfifo(path, 0o600) == 0)
        let failure = try #require(readFailure(path))
        #expect(failure.reason == .notARegularFile(.namedPipe))
        #expect(failure.description == "\(path) is a named pipe (FIFO), not a regular file; it was not read.")
    }

    @Test func aSymbolicLinkToADeviceIsNotFollowed() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try freshPath()
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        let failure = try #require(readFailure(path))
        #expect(failure.reason == .notARegularFile(.symbolicLink))
        #expect(failure.description == "\(path) is a symbolic link, not a regular file; it was not read.")
    }

    @Test(arguments: [("/dev/zero", FileKind.characterDevice), ("/tmp", .directory)])
    func devicesAndDirectoriesAreRefused(path: String, kind: FileKind) throws {
        let failure = try #require(readFailure(path))
        #expect(failure.reason == .notARegularFile(kind))
    }

    @Test func aHugeFileIsRefusedFromItsSize() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try freshPath()
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x41, count: 1 << 20)))
        let failure = try #require(readFailure(path))
        #expect(failure.reason == .tooLarge(size: 1 << 20))
        #expect(failure.description == "\(path) is larger than 64 KB (1048576 bytes); it was not read.")
        // Exactly the limit is read.
        #expect(
            FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x41, count: StateFile.maximumSize)))
        #expect(try StateFile(path: path).read()?.utf8.count == StateFile.maximumSize)
    }

    /// A file whose size fstat does not know (procfs says 0) is read whole, in a buffer that grows from that size,
    /// not one of the limit's size made up front.
    @Test func aFileThatSaysSizeZeroIsReadWhole() throws {
        let text = try #require(try StateFile(path: "/proc/self/status").read())
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("\nPid:\t\(getpid())\n"))
    }

    /// ... and one that goes on past the limit is refused once it has read one byte more than the limit.
    @Test func aFileThatSaysSizeZeroButIsLongIsRefusedAtTheLimit() throws {
        // The test process's mappings: hundreds of them (GTK, GLib, Foundation), about a kilobyte each.
        let failure = try #require(readFailure("/proc/self/smaps"))
        #expect(failure.reason == .tooLarge(size: StateFile.maximumSize + 1))
    }

    @Test func binaryBytesAreNotText() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try freshPath()
        #expect(FileManager.default.createFile(atPath: path, contents: Data((0..<4096).map { UInt8($0 % 256) })))
        #expect(readFailure(path)?.reason == .notText)
    }

    @Test func aHostilePathIsEscapedInTheMessage() throws {
        let path = "/nonexistent-\u{1B}[2J\n\u{202E}/" + String(repeating: "d", count: 5000) + "/state"
        let failure = try #require(readFailure(path))
        #expect(failure.reason == .system)
        #expect(!failure.description.contains("\u{1B}") && !failure.description.contains("\n"))
        #expect(!failure.description.contains("\u{202E}"))
        #expect(failure.description.contains(#"/nonexistent-\u{1B}[2J\n\u{202E}/ddd"#))
        #expect(failure.description.unicodeScalars.count < 400)
    }

    @Test func savingLeavesALinkAPipeOrADirectoryAlone() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try freshPath()
        let target = directory + "/target"
        #expect(FileManager.default.createFile(atPath: target, contents: Data("keep".utf8)))
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        #expect(throws: StateFile.Failure.self) { try StateFile(path: path).write("x") }
        #expect(FileManager.default.contents(atPath: target) == Data("keep".utf8))
        #expect(FileKind.at(path) == .symbolicLink)
        do {
            try StateFile(path: path).write("x")
        } catch {
            #expect(error.reason == .notARegularFile(.symbolicLink))
            #expect(
                error.description
                    == "\(path) is a symbolic link, not a regular file; it was left alone and nothing was saved.")
        }
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: StateFile.Failure.self) { try StateFile(path: path).write("x") }
        #expect(FileKind.at(path) == .namedPipe)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: StateFile.Failure.self) { try StateFile(path: path).write("x") }
        #expect(FileKind.at(path) == .directory)
    }
}

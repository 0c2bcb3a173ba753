import CGtk
import ClewGtk
import Foundation
import Testing

/// The state file: GLib's helpers, an atomic replace, readable by the user only.
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
}

import ClewGObject
import ClewGio
import Testing

/// GLib's records bound by hand (`DateTime`, `KeyFile`) and GLib's enums, through generated GIO API.
@MainActor
@Suite struct GLibRecordTests {
    @Test func aDateTimeRoundTripsThroughAFileInfo() throws {
        let info = FileInfo()
        #expect(info.getModificationDateTime() == nil)
        let moment = try #require(DateTime(iso8601: "2024-05-01T12:30:15.25Z"))
        info.setModificationDateTime(moment)
        let back = try #require(info.getModificationDateTime())
        #expect(back == moment)
        #expect(back.unixTime == 1_714_566_615)
        #expect(back.microsecond == 250_000)
        #expect((back.year, back.month, back.day, back.hour, back.minute, back.second) == (2024, 5, 1, 12, 30, 15))
        #expect(back.description == "2024-05-01T12:30:15.250000Z")
    }

    @Test func aKeyFileLoadsOrThrowsTheGLibError() throws {
        let file = KeyFile()
        do {
            try file.load(fromData: "not a key file\n")
            Issue.record("a text with no group was accepted")
        } catch {
            #expect(error.domain == "g-key-file-error-quark")
            #expect(!error.message.isEmpty)
        }
        try file.load(fromData: "[Desktop Entry]\nType=Application\nName=Clew Test\nExec=true\n")
        #expect(try file.string(group: "Desktop Entry", key: "Name") == "Clew Test")
        #expect(throws: GLibError.self) { _ = try file.string(group: "Desktop Entry", key: "Missing") }
        // A generated constructor that takes the key file.
        let info = try #require(DesktopAppInfo(keyfile: file))
        #expect(info.getName() == "Clew Test")
    }

    @Test func glibEnumsReachGeneratedMethods() throws {
        let stream = MemoryInputStream(bytes: Bytes([1, 2, 3, 4, 5]))
        try stream.seek(offset: 3, type: .set)
        #expect(stream.tell() == 3)
        try stream.seek(offset: -1, type: .cur)
        #expect(stream.tell() == 2)
        try stream.seek(offset: 0, type: .end)
        #expect(stream.tell() == 5)
        #expect(IOCondition.in.union(.out).rawValue == 5)
    }
}

/// A Swift closure as a C callback that runs only during the call (scope `call`): no box outlives it.
@MainActor
@Suite struct CallCallbackTests {
    @Test func aCopysProgressCallbackRunsDuringTheCall() throws {
        let name = "clew-copy-\(UInt32.random(in: 0...UInt32.max))"
        let source = AnyFile.newForPath("/tmp/\(name)-a")
        let destination = AnyFile.newForPath("/tmp/\(name)-b")
        defer {
            _ = try? source.delete()
            _ = try? destination.delete()
        }
        _ = try source.replaceContents(Array(repeating: 7, count: 100_000), makeBackup: false, flags: [])
        let before = GObjectRef.liveCallbackCount
        var reports: [(Int64, Int64)] = []
        try source.copy(destination: destination, flags: []) { current, total in reports.append((current, total)) }
        #expect(!reports.isEmpty)
        #expect(reports.last?.0 == 100_000 && reports.last?.1 == 100_000)
        #expect(GObjectRef.liveCallbackCount == before)
        let (contents, _) = try destination.loadContents()
        #expect(contents.count == 100_000)
    }
}

import ClewGio
import Testing

/// C arrays with a length parameter (GIR's `length`): Swift arrays going in (the length parameter gone from the
/// signature), arrays coming back from a returned buffer or one the caller allocates, and `GByteArray` values.
@MainActor
@Suite struct CountedArrayTests {
    @Test func bytesGoInAndComeBackFromACallerAllocatedBuffer() throws {
        let output = MemoryOutputStream()
        #expect(try output.write(buffer: [0, 1, 254, 255]) == 4)
        #expect(try output.writeAll(buffer: []) == 0)
        try output.close()
        let input = MemoryInputStream(bytes: output.stealAsBytes())
        let first = try input.read(count: 3)
        #expect(first.result == 3)
        #expect(first.buffer == [0, 1, 254])
        let rest = try input.read(count: 8)
        #expect(rest.result == 1)
        #expect(rest.buffer.count == 8)  // the whole buffer asked for; `result` says how much of it was read
        #expect(rest.buffer.first == 255)
    }

    @Test func aReturnedBufferComesBackWithItsLength() throws {
        let made = try AnyFile.newTmp("clew-counted-array-XXXXXX")
        let file = made.result
        try made.iostream.close()
        defer { _ = try? file.delete() }
        let contents: [UInt8] = [0, 10, 13, 0, 200]  // NULs and newlines: a counted array, not a string
        _ = try file.replaceContents(contents, makeBackup: false, flags: [])
        let loaded = try file.loadContents()
        #expect(loaded.contents == contents)
        #expect(loaded.etagOut?.isEmpty == false)
    }

    @Test func countedStringsGoIn() {
        let icon = ThemedIcon(names: ["edit-copy", "document-open", ""])
        // GThemedIcon adds each name's `-symbolic` variant after the names given.
        #expect(icon.getNames().filter { !$0.hasSuffix("-symbolic") } == ["edit-copy", "document-open", ""])
    }

    @Test func aByteArrayPropertyReads() {
        let address = UnixSocketAddress(path: "/tmp/clew-socket")
        #expect(address.pathAsArray == Array("/tmp/clew-socket".utf8))
    }
}

import ClewGObject
import ClewGio
import Testing

/// `GError **` becomes a typed throw.
@MainActor
@Suite struct ErrorTests {
    @Test func readingAMissingFileThrowsTheGIOError() {
        let file = AnyFile.newForPath("/nonexistent/clew-\(UInt32.random(in: 0...UInt32.max))")
        #expect(throws: GLibError.self) { _ = try file.read() }
        do {
            _ = try file.read()
        } catch {
            #expect(error.domain == "g-io-error-quark")
            #expect(error.code == IOErrorEnum.notFound.rawValue)
            #expect(error.message.contains("No such file"))
        }
    }

    @Test func aMessageIsOneLineAndCapped() {
        let error = GLibError(
            domain: "d", code: 1, message: "line one\nline two\u{7}" + String(repeating: "x", count: 900))
        #expect(!error.message.contains("\n"))
        #expect(error.message.hasPrefix("line one\\u{a}line two\\u{7}"))
        #expect(error.message.unicodeScalars.count <= GLibError.maximumMessageLength + 1)
        #expect(error.message.hasSuffix("…"))
    }
}

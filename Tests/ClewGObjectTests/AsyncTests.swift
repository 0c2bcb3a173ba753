import CGio
import ClewGio
import Testing

/// A GIO `_async` function and its `_finish` as one Swift `async` method, results delivered by the
/// GLib main context (turned here as an app's main loop would).
@MainActor
@Suite struct AsyncTests {
    /// Awaits `operation` while iterating GLib's default main context, for at most `seconds`.
    func turningTheMainContext<T>(
        seconds: Double = 10, _ operation: @escaping @MainActor () async throws(GLibError) -> T
    ) async -> Result<T, GLibError>? {
        var outcome: Result<T, GLibError>?
        Task { @MainActor in
            do throws(GLibError) {
                outcome = .success(try await operation())
            } catch {
                outcome = .failure(error)
            }
        }
        var waited = 0.0
        while outcome == nil, waited < seconds {
            if g_main_context_iteration(nil, 0) == 0 {
                g_usleep(1000)
                waited += 0.001
            }
            await Task.yield()
        }
        return outcome
    }

    @Test func anAsyncReadOfAnExistingFileGivesAStream() async throws {
        let file = AnyFile.newForPath("/etc/passwd")
        let outcome = await turningTheMainContext { () throws(GLibError) in try await file.read(ioPriority: 0) }
        let stream = try #require(try outcome?.get())
        let bytes = try stream.readBytes(count: 4)
        #expect(bytes.count == 4)
    }

    @Test func anAsyncReadOfAMissingFileThrowsTheGIOError() async {
        let file = AnyFile.newForPath("/nonexistent/clew-async")
        let outcome = await turningTheMainContext { () throws(GLibError) in try await file.read(ioPriority: 0) }
        guard case .failure(let error)? = outcome else {
            Issue.record("expected a failure, got \(String(describing: outcome))")
            return
        }
        #expect(error.domain == "g-io-error-quark")
        #expect(error.code == IOErrorEnum.notFound.rawValue)
    }

    @Test func anAsyncStreamReadGivesTheBytes() async throws {
        let stream = MemoryInputStream(bytes: Bytes([4, 5, 6]))
        let outcome = await turningTheMainContext { () throws(GLibError) in
            try await stream.readBytes(count: 8, ioPriority: 0)
        }
        #expect(try outcome?.get().array == [4, 5, 6])
    }
}

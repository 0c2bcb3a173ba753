// `package` import: the generated async methods (in ClewGio and later modules) pass this file's
// C callback to GIO's `_async` functions. Still no C type in a public signature.
package import CGio

// A GIO `_async` function and its `_finish` as one Swift `async` call: the `GAsyncReadyCallback`
// below gets the box through `user_data` (passed retained, released once when it runs) and calls
// the generated `…Finish` method with the `GAsyncResult`, which resumes the caller. GIO calls it
// from the thread-default main context of the call, the main thread's for Clew, once the main
// loop runs.

/// The completion of one asynchronous call, alive until GIO reports the result.
private final class AsyncCompletion {
    let complete: @MainActor (UnsafeMutableRawPointer) -> Void
    init(_ complete: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) { self.complete = complete }
}

private let asyncReady: GAsyncReadyCallback = { _, result, data in
    // Pointers are not Sendable, so they cross into the main actor's closure as addresses.
    let box = UInt(bitPattern: data)
    let resultAddress = UInt(bitPattern: result)
    MainActor.assumeIsolated {
        let completion = Unmanaged<AsyncCompletion>.fromOpaque(UnsafeRawPointer(bitPattern: box)!)
            .takeRetainedValue()
        completion.complete(UnsafeMutableRawPointer(bitPattern: resultAddress)!)
    }
}

/// Starts an operation with `start(callback, userData)` and returns what `finish` makes of its
/// `GAsyncResult *` (generated code only).
@MainActor
package func asyncCall<T>(
    _ start: (GAsyncReadyCallback, gpointer) -> Void,
    finish: @escaping @MainActor (UnsafeMutableRawPointer) throws(GLibError) -> sending T
) async throws(GLibError) -> T {
    let outcome: Result<T, GLibError> = await withCheckedContinuation(isolation: MainActor.shared) { continuation in
        let completion = AsyncCompletion { result in
            do throws(GLibError) {
                continuation.resume(returning: .success(try finish(result)))
            } catch {
                continuation.resume(returning: .failure(error))
            }
        }
        start(asyncReady, Unmanaged.passRetained(completion).toOpaque())
    }
    return try outcome.get()
}

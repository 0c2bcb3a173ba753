extension TestResponse {
    /// Headers claiming `declaredLength` bytes, then `prefix` (empty: no body at all), then silence
    /// with the connection held open until the client closes it or the server stops. For idle-read
    /// timeouts and cancellation: the server records when the client closed.
    public static func stalled(after prefix: [UInt8] = [], declaredLength: Int, type: String = "image/png")
        -> TestResponse
    {
        TestResponse(headers: ["Content-Type": type], body: prefix, declaredLength: declaredLength, ending: .hold)
    }

    /// Headers, then `prefix`, then one `byte` every `interval` until the client closes: a body that
    /// never completes yet never goes idle, for total-time limits. With `declaredLength` nil there is
    /// no `Content-Length` (the body would end at the close).
    public static func trickle(
        after prefix: [UInt8] = [], every interval: Duration, byte: UInt8 = 0, declaredLength: Int? = nil,
        type: String = "image/png"
    ) -> TestResponse {
        TestResponse(
            headers: ["Content-Type": type], body: prefix, sendsContentLength: declaredLength != nil,
            declaredLength: declaredLength, ending: .trickle(byte: byte, every: interval)
        )
    }

    /// Reads the request and never answers, not even the status line; the connection stays open
    /// until the client closes it or the server stops. For time-to-first-byte timeouts.
    public static var unanswered: TestResponse { TestResponse(delay: .forever) }
}

extension Duration {
    /// Longer than any test runs (a thousand years), and still safe to add to `ContinuousClock.now`.
    static var forever: Duration { .seconds(1000 * 365 * 86_400) }
}

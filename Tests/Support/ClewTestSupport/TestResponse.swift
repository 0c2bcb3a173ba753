/// What the test server sends for one path.
///
/// In order: wait `delay`, send the status line and headers (with `Content-Length` unless
/// `sendsContentLength` is false), send `body` (at once or by `drip`), then do what `ending` says.
/// Every wait watches the connection: when the client closes it, the server records when
/// (`TestHTTPServer.clientCloseTimes(_:)`) and gives up on the response.
public struct TestResponse: Sendable {
    /// What the server does once the body has been sent.
    public enum Ending: Sendable, Equatable {
        /// Close the connection (the default).
        case close
        /// Send nothing more and keep the connection open until the client closes it or the server stops.
        case hold
        /// Send `byte` every `interval`, forever, until the client closes or the server stops.
        case trickle(byte: UInt8, every: Duration)
    }

    public var status: Int = 200
    public var headers: [String: String] = [:]
    public var body: [UInt8] = []
    /// Send `Content-Length` (otherwise the body ends when the connection closes).
    public var sendsContentLength = true
    /// Claim this Content-Length instead of the real one (to cut a body short).
    public var declaredLength: Int?
    /// Wait this long before sending anything.
    public var delay: Duration = .zero
    /// Send the body in pieces of `drip.bytes` every `drip.interval` instead of at once.
    public var drip: (bytes: Int, interval: Duration)?
    /// What happens after the body.
    public var ending: Ending = .close

    public init(
        status: Int = 200, headers: [String: String] = [:], body: [UInt8] = [], sendsContentLength: Bool = true,
        declaredLength: Int? = nil, delay: Duration = .zero, drip: (bytes: Int, interval: Duration)? = nil,
        ending: Ending = .close
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.sendsContentLength = sendsContentLength
        self.declaredLength = declaredLength
        self.delay = delay
        self.drip = drip
        self.ending = ending
    }

    public static func image(_ bytes: [UInt8], type: String = "image/png") -> TestResponse {
        TestResponse(headers: ["Content-Type": type], body: bytes)
    }

    public static func status(_ code: Int) -> TestResponse {
        TestResponse(status: code, headers: ["Content-Type": "text/plain"], body: Array("status \(code)\n".utf8))
    }

    /// A redirect whose `Location` is sent exactly as given, so it may be absolute or relative and
    /// any scheme: `"/b.png"`, `"b.png"`, `"../img/b.png"`, `"//127.0.0.1:\(port)/b.png"`,
    /// `"ftp://127.0.0.1/b.png"`, `"file:///etc/passwd"`, `"data:image/png;base64,..."`.
    /// Relative values resolve against the request URL (RFC 3986 §5), so `"../img/b.png"` from
    /// `/a/c.png` is `/img/b.png`.
    public static func redirect(to location: String, status: Int = 302) -> TestResponse {
        TestResponse(status: status, headers: ["Location": location])
    }
}

import Foundation

/// The routes as `tls_server.py` reads them from its `--routes` file.
struct TLSServerConfig: Encodable {
    struct Route: Encodable {
        var status: Int
        var headers: [String: String]
        var body: Data  // base64 in JSON
        var contentLength: Int?
        var delay: Double

        init(_ response: TestResponse) {
            precondition(response.drip == nil && response.ending == .close, "TestTLSServer sends whole bodies only")
            status = response.status
            headers = response.headers
            body = Data(response.body)
            contentLength = response.sendsContentLength ? response.declaredLength ?? response.body.count : nil
            let delay = response.delay.components
            self.delay = Double(delay.seconds) + Double(delay.attoseconds) / 1e18
        }
    }

    var routes: [String: Route]
}

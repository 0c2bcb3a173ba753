import ClewImages
import ClewSoup
import ClewTestSupport
import Testing

/// What a hostile or careless server or caller sends must end in a typed error, never a trap.
@Suite("libsoup loader: hostile input and extreme limits")
struct SoupHostileInputTests {
    @Test func anAbsurdContentLengthOnACompressedBodyDoesNotTrap() async throws {
        // The declared length is only a sizing hint for an encoded body (it used to overflow when
        // doubled); the body itself is a complete gzip stream whose checksum vouches for it.
        let png = TestImages.png(width: 16, height: 16)
        var response = TestResponse.compressed(png)
        response.declaredLength = Int(Int64.max)
        try await withTestServer(["/liar.png": response]) { server in
            let image = try await SoupImageLoader().loadImage(from: server.url("/liar.png"), limits: .default) { _ in }
            #expect(Array(image.bytes) == png)
        }
    }

    @Test func anAbsurdPlainContentLengthFailsBeforeTheBody() async throws {
        var response = TestResponse.image(TestImages.png(width: 16, height: 16))
        response.declaredLength = Int(Int64.max)
        try await withTestServer(["/liar.png": response]) { server in
            _ = await #expect(throws: ImageDownloadError.tooLarge(limit: ImageDownloadLimits.default.maxBytes)) {
                try await SoupImageLoader().loadImage(from: server.url("/liar.png"), limits: .default) { _ in }
            }
        }
    }

    @Test func limitsAtTheirExtremesMeanNoLimitNotATrap() async throws {
        let unlimited = ImageDownloadLimits(
            maxBytes: .max, maxPixelWidth: .max, maxPixelHeight: .max,
            timeout: .seconds(Int64.max), connectTimeout: .seconds(Int64.max), idleTimeout: .seconds(Int64.max)
        )
        try await withTestServer(Fixtures.routes) { server in
            let image = try await SoupImageLoader().loadImage(from: server.url("/big-unsized.png"), limits: unlimited) {
                _ in
            }
            #expect(Array(image.bytes) == Fixtures.largePNG)
        }
    }

    @Test func manyDownloadsFromOneHostAllFinish() async throws {
        let routes: [String: TestResponse] = (0..<6).reduce(into: [:]) { routes, index in
            routes["/slow-\(index).png"] = TestResponse(
                headers: ["Content-Type": "image/png"], body: Fixtures.png,
                delay: .seconds(2))
        }
        try await withTestServer(routes) { server in
            let loader = SoupImageLoader()
            // Shorter than each answer, long enough to connect on a loaded machine (200 ms was not,
            // once, when every suite starts at once).
            let limits = ImageDownloadLimits(connectTimeout: .milliseconds(1500))
            try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<6 {
                    group.addTask {
                        try await loader.loadImage(from: server.url("/slow-\(index).png"), limits: limits) { _ in }
                            .bytes.count
                    }
                }
                for try await count in group { #expect(count == Fixtures.png.count) }
            }
        }
    }
}

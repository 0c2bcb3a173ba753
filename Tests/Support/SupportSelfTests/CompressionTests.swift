import ClewTestSupport
import Testing

@Suite("Compressed bodies")
struct CompressionTests {
    let body = TestImages.png(width: 64, height: 64, seed: 5) + [UInt8](repeating: 7, count: 4096)

    @Test func gzipHasTheGzipMagicAndRoundTrips() throws {
        let compressed = TestCompression.compress(body, as: .gzip)
        #expect(compressed.prefix(3) == [0x1F, 0x8B, 0x08])
        #expect(compressed.count < body.count)
        #expect(try TestCompression.decompress(compressed) == body)
    }

    @Test func deflateIsZlibWrapped() throws {
        let compressed = TestCompression.compress(body, as: .deflate)
        // RFC 1950: CM 8 with a 32 KiB window, and the two header bytes a multiple of 31.
        #expect(compressed[0] == 0x78)
        #expect((Int(compressed[0]) << 8 | Int(compressed[1])) % 31 == 0)
        #expect(try TestCompression.decompress(compressed) == body)
    }

    @Test func aTruncatedStreamDoesNotDecompress() {
        let compressed = TestCompression.compress(body, as: .gzip)
        #expect(throws: TestCompression.Failure.self) { try TestCompression.decompress(Array(compressed.dropLast(8))) }
    }

    @Test func theBombIsSmallOnTheWireAndHugeUnpacked() throws {
        let prefix = TestImages.pngHeader(width: 8, height: 8)
        let bomb = TestResponse.compressionBomb(after: prefix)
        #expect(bomb.headers["Content-Encoding"] == "gzip")
        #expect(bomb.body.count < 100 * 1024)
        let unpacked = try TestCompression.decompress(bomb.body)
        #expect(unpacked.count == 64 << 20)
        #expect(unpacked.starts(with: prefix))
    }

    @Test(arguments: TestContentCoding.allCases)
    func aSmallBombIsThePrefixThenZeros(_ coding: TestContentCoding) throws {
        let prefix: [UInt8] = [1, 2, 3]
        let bomb = TestResponse.compressionBomb(decompressedSize: 3 << 20, after: prefix, as: coding)
        #expect(bomb.headers["Content-Encoding"] == coding.rawValue)
        #expect(try TestCompression.decompress(bomb.body) == prefix + [UInt8](repeating: 0, count: (3 << 20) - 3))
    }

    @Test(arguments: TestContentCoding.allCases)
    func theServerSendsTheCompressedBytesWithTheirLength(_ coding: TestContentCoding) async throws {
        try await withTestServer(["/z.png": .compressed(body, as: coding)]) { server in
            let client = try #require(RawClient(port: server.port))
            client.get("/z.png", headers: ["Accept-Encoding: gzip, deflate"])
            let response = client.response()
            #expect(response.head.first == "HTTP/1.1 200 OK")
            #expect(response.head.header("Content-Encoding") == coding.rawValue)
            #expect(response.head.header("Content-Length") == "\(response.body.count)")
            #expect(try TestCompression.decompress(response.body) == body)
            #expect(server.requests("/z.png").first?.headers["accept-encoding"] == "gzip, deflate")
        }
    }
}

extension TestResponse {
    /// `body` compressed with zlib and sent with `Content-Encoding: gzip` or `deflate` (zlib-wrapped,
    /// RFC 1950); `Content-Length` is the compressed length. The server sends it whatever the
    /// request's `Accept-Encoding` says.
    public static func compressed(_ body: [UInt8], as coding: TestContentCoding = .gzip, type: String = "image/png")
        -> TestResponse
    {
        TestResponse(
            headers: ["Content-Type": type, "Content-Encoding": coding.rawValue],
            body: TestCompression.compress(body, as: coding)
        )
    }

    /// A "zip bomb" for decompressed-size caps: `prefix` (say, a PNG header, so the body starts like
    /// an image) padded with zeros to `decompressedSize` bytes, compressed. The default 64 MiB is
    /// about 64 KiB on the wire; building it takes a few hundred milliseconds, so build it once.
    public static func compressionBomb(
        decompressedSize: Int = 64 << 20, after prefix: [UInt8] = [], as coding: TestContentCoding = .gzip,
        type: String = "image/png"
    ) -> TestResponse {
        TestResponse(
            headers: ["Content-Type": type, "Content-Encoding": coding.rawValue],
            body: TestCompression.compressedZeros(max(0, decompressedSize - prefix.count), after: prefix, as: coding)
        )
    }
}

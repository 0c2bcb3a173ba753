/// PNG: the signature is followed by the IHDR chunk, whose first eight bytes are width and height.
enum PNGHeader {
    static func parse(_ bytes: UnsafeRawBufferPointer) -> ImageHeaderParseResult {
        // 8 signature + 4 length + 4 "IHDR" + 4 width + 4 height
        guard bytes.count >= 24 else { return .needMoreData }
        guard bytes.hasBytes(Array("IHDR".utf8), at: 12) else { return .failure(.corruptImage(.png)) }
        let width = bytes.bigEndian32(at: 16)
        let height = bytes.bigEndian32(at: 20)
        guard width > 0, height > 0 else { return .failure(.corruptImage(.png)) }
        return .header(ImageHeader(format: .png, pixelWidth: width, pixelHeight: height))
    }
}

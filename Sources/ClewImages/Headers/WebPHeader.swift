/// WebP: the first RIFF chunk after "WEBP" is `VP8 ` (lossy), `VP8L` (lossless) or `VP8X` (extended).
enum WebPHeader {
    static func parse(_ bytes: UnsafeRawBufferPointer) -> ImageHeaderParseResult {
        guard bytes.count >= 16 else { return .needMoreData }
        if bytes.hasBytes(Array("VP8 ".utf8), at: 12) {
            // chunk size(4) at 16, frame tag(3) at 20, start code 9D 01 2A at 23, sizes at 26 and 28
            guard bytes.count >= 30 else { return .needMoreData }
            guard bytes.hasBytes([0x9D, 0x01, 0x2A], at: 23) else { return .failure(.corruptImage(.webp)) }
            return header(width: bytes.littleEndian16(at: 26) & 0x3FFF, height: bytes.littleEndian16(at: 28) & 0x3FFF)
        }
        if bytes.hasBytes(Array("VP8L".utf8), at: 12) {
            // signature 0x2F at 20, then 14 bits width-1 and 14 bits height-1
            guard bytes.count >= 25 else { return .needMoreData }
            guard bytes[20] == 0x2F else { return .failure(.corruptImage(.webp)) }
            let bits = bytes.littleEndian32(at: 21)
            return header(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        }
        if bytes.hasBytes(Array("VP8X".utf8), at: 12) {
            // flags(4) at 20, canvas width-1 (24 bits) at 24, height-1 at 27
            guard bytes.count >= 30 else { return .needMoreData }
            return header(width: bytes.littleEndian24(at: 24) + 1, height: bytes.littleEndian24(at: 27) + 1)
        }
        return .failure(.corruptImage(.webp))
    }

    private static func header(width: Int, height: Int) -> ImageHeaderParseResult {
        guard width > 0, height > 0 else { return .failure(.corruptImage(.webp)) }
        return .header(ImageHeader(format: .webp, pixelWidth: width, pixelHeight: height))
    }
}

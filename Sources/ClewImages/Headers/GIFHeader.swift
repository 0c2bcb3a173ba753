/// GIF: the logical screen descriptor follows the six-byte signature, little-endian.
enum GIFHeader {
    static func parse(_ bytes: UnsafeRawBufferPointer) -> ImageHeaderParseResult {
        guard bytes.count >= 10 else { return .needMoreData }
        let width = bytes.littleEndian16(at: 6)
        let height = bytes.littleEndian16(at: 8)
        guard width > 0, height > 0 else { return .failure(.corruptImage(.gif)) }
        return .header(ImageHeader(format: .gif, pixelWidth: width, pixelHeight: height))
    }
}

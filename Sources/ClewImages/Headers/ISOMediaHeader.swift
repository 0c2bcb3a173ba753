/// ISO base media (`ftyp` box): names HEIF and AVIF so the error can say which format is unsupported.
enum ISOMediaHeader {
    static func parse(_ bytes: UnsafeRawBufferPointer) -> ImageHeaderParseResult {
        let brand = String(decoding: bytes[8..<12], as: UTF8.self)
        switch brand {
        case "avif", "avis":
            return .failure(.unsupportedFormat("AVIF"))
        case "heic", "heix", "hevc", "heim", "heis", "mif1", "msf1":
            return .failure(.unsupportedFormat("HEIF"))
        default:
            return .failure(.notAnImage)
        }
    }
}

/// Reads an image's format and pixel size from its first bytes, in pure Swift.
///
/// The parser never decodes pixels and never allocates more than a few bytes, so loaders can call
/// it after every received chunk and reject an image (wrong type, too many pixels) long before the
/// body has arrived. It understands PNG, JPEG (by scanning to the SOFn marker), GIF and WebP
/// (`VP8 `, `VP8L`, `VP8X`); it recognises BMP, TIFF and HEIF/AVIF only to name them as unsupported.
///
/// ```swift
/// let result = ImageHeaderParser.parse(firstBytes)
/// if case .header(let header) = result, header.pixelWidth > 4096 { cancelDownload() }
/// ```
public enum ImageHeaderParser {
    /// Looks at the bytes received so far.
    ///
    /// Returns ``ImageHeaderParseResult/needMoreData`` while `bytes` is a valid but incomplete
    /// beginning, so it is safe to call with a growing buffer.
    ///
    /// ```swift
    /// ImageHeaderParser.parse([0x89, 0x50])          // .needMoreData
    /// ImageHeaderParser.parse(Array("<html>".utf8))  // .failure(.notAnImage)
    /// ```
    public static func parse(_ bytes: [UInt8]) -> ImageHeaderParseResult {
        bytes.withUnsafeBytes { parse($0) }
    }

    /// Looks at the bytes received so far, in place: what streaming loaders call on their buffer.
    ///
    /// ```swift
    /// let result = buffer.withUnsafeBytes { ImageHeaderParser.parse($0) }
    /// ```
    public static func parse(_ bytes: UnsafeRawBufferPointer) -> ImageHeaderParseResult {
        guard !bytes.isEmpty else { return .needMoreData }
        var sawPartialMatch = false
        for signature in Signature.all {
            switch signature.match(bytes) {
            case .full:
                return signature.parse(bytes)
            case .partial:
                sawPartialMatch = true
            case .mismatch:
                continue
            }
        }
        return sawPartialMatch ? .needMoreData : .failure(.notAnImage)
    }
}

/// A magic-number pattern (`nil` bytes are wildcards) and the parser it leads to.
struct Signature: Sendable {
    enum Match { case full, partial, mismatch }

    let pattern: [UInt8?]
    let parse: @Sendable (UnsafeRawBufferPointer) -> ImageHeaderParseResult

    func match(_ bytes: UnsafeRawBufferPointer) -> Match {
        for (index, expected) in pattern.enumerated() {
            guard index < bytes.count else { return .partial }
            if let expected, bytes[index] != expected { return .mismatch }
        }
        return .full
    }

    static let all: [Signature] = [
        Signature(pattern: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], parse: PNGHeader.parse),
        Signature(pattern: [0xFF, 0xD8, 0xFF], parse: JPEGHeader.parse),
        Signature(pattern: Array("GIF87a".utf8), parse: GIFHeader.parse),
        Signature(pattern: Array("GIF89a".utf8), parse: GIFHeader.parse),
        Signature(pattern: Array("RIFF".utf8) + [nil, nil, nil, nil] + Array("WEBP".utf8), parse: WebPHeader.parse),
        Signature(pattern: Array("BM".utf8), parse: { _ in .failure(.unsupportedFormat("BMP")) }),
        Signature(pattern: [0x49, 0x49, 0x2A, 0x00], parse: { _ in .failure(.unsupportedFormat("TIFF")) }),
        Signature(pattern: [0x4D, 0x4D, 0x00, 0x2A], parse: { _ in .failure(.unsupportedFormat("TIFF")) }),
        Signature(
            pattern: [0x00, nil, nil, nil] + Array("ftyp".utf8) + [nil, nil, nil, nil], parse: ISOMediaHeader.parse),
    ]
}

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

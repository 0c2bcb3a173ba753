/// JPEG: walks the marker segments after SOI until a start-of-frame (SOFn) marker gives the size.
enum JPEGHeader {
    static func parse(_ bytes: UnsafeRawBufferPointer) -> ImageHeaderParseResult {
        var index = 2
        while true {
            guard index < bytes.count else { return .needMoreData }
            guard bytes[index] == 0xFF else { return .failure(.corruptImage(.jpeg)) }
            while index < bytes.count, bytes[index] == 0xFF { index += 1 }  // fill bytes
            guard index < bytes.count else { return .needMoreData }
            let marker = bytes[index]
            index += 1
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue  // standalone markers carry no length
            case 0x00, 0xD8, 0xD9, 0xDA:
                return .failure(.corruptImage(.jpeg))  // no frame header before data / end
            default:
                guard index + 2 <= bytes.count else { return .needMoreData }
                let length = bytes.bigEndian16(at: index)
                guard length >= 2 else { return .failure(.corruptImage(.jpeg)) }
                if isStartOfFrame(marker) {
                    // length(2) precision(1) height(2) width(2)
                    guard index + 7 <= bytes.count else { return .needMoreData }
                    let height = bytes.bigEndian16(at: index + 3)
                    let width = bytes.bigEndian16(at: index + 5)
                    guard width > 0, height > 0 else { return .failure(.corruptImage(.jpeg)) }
                    return .header(ImageHeader(format: .jpeg, pixelWidth: width, pixelHeight: height))
                }
                index += length
            }
        }
    }

    /// SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isStartOfFrame(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }
}

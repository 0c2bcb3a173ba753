import Clew
import ClewImages
import ClewTestSupport
import Testing

@Suite("Image header parser")
struct ImageHeaderParserTests {
    @Test func readsPNGSizeFromIHDR() throws {
        let header = try ImageHeader(bytes: TestImages.png(width: 640, height: 480))
        #expect(header == ImageHeader(format: .png, pixelWidth: 640, pixelHeight: 480))
    }

    @Test func readsJPEGSizeFromStartOfFrame() throws {
        let header = try ImageHeader(bytes: TestImages.jpeg)
        #expect(header == ImageHeader(format: .jpeg, pixelWidth: 3, pixelHeight: 2))
    }

    @Test func skipsJPEGSegmentsBeforeTheFrameAndAsksForMoreUntilItArrives() {
        // SOI, APP1 (300 bytes of payload), fill byte, SOF2 (progressive) 1000 × 700.
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0x01, 0x2E] + [UInt8](repeating: 0x45, count: 300)
        bytes += [0xFF, 0xFF, 0xC2, 0x00, 0x11, 0x08, 0x02, 0xBC, 0x03, 0xE8, 0x03]
        for length in 1..<(bytes.count - 1) {
            #expect(ImageHeaderParser.parse(Array(bytes.prefix(length))) == .needMoreData, "prefix \(length)")
        }
        #expect(
            ImageHeaderParser.parse(bytes) == .header(ImageHeader(format: .jpeg, pixelWidth: 1000, pixelHeight: 700)))
    }

    @Test func rejectsJPEGWhoseScanStartsBeforeAnyFrame() {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x08]
        #expect(ImageHeaderParser.parse(bytes) == .failure(.corruptImage(.jpeg)))
    }

    @Test func readsGIFLogicalScreen() throws {
        let bytes = Array("GIF89a".utf8) + [0x2C, 0x01, 0xC8, 0x00, 0xF7, 0, 0]
        #expect(try ImageHeader(bytes: bytes) == ImageHeader(format: .gif, pixelWidth: 300, pixelHeight: 200))
    }

    @Test func readsLossyWebP() throws {
        var bytes = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [0, 0, 0, 0]
        bytes += [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A, 0x80, 0x02, 0xE0, 0x01]  // 640 × 480
        #expect(try ImageHeader(bytes: bytes) == ImageHeader(format: .webp, pixelWidth: 640, pixelHeight: 480))
    }

    @Test func readsLosslessWebP() throws {
        // width-1 = 99, height-1 = 49 packed as 14 + 14 bits little-endian
        let packed = UInt32(99) | UInt32(49) << 14
        var bytes = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8L".utf8) + [0, 0, 0, 0, 0x2F]
        bytes += [UInt8(packed & 0xFF), UInt8(packed >> 8 & 0xFF), UInt8(packed >> 16 & 0xFF), UInt8(packed >> 24)]
        #expect(try ImageHeader(bytes: bytes) == ImageHeader(format: .webp, pixelWidth: 100, pixelHeight: 50))
    }

    @Test func readsExtendedWebPCanvas() throws {
        var bytes = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0x10, 0, 0, 0]
        bytes += [0x3F, 0x42, 0x0F, 0x1F, 0x00, 0x00]  // width-1 = 999_999, height-1 = 31
        #expect(try ImageHeader(bytes: bytes) == ImageHeader(format: .webp, pixelWidth: 1_000_000, pixelHeight: 32))
    }

    @Test func htmlIsNotAnImage() {
        #expect(ImageHeaderParser.parse(Fixtures.html) == .failure(.notAnImage))
        #expect(throws: ImageDownloadError.notAnImage) { try ImageHeader(bytes: []) }
    }

    @Test func namesFormatsItDoesNotSupport() {
        #expect(ImageHeaderParser.parse(Array("BM".utf8) + [0, 0, 0, 0]) == .failure(.unsupportedFormat("BMP")))
        #expect(ImageHeaderParser.parse([0x49, 0x49, 0x2A, 0x00, 8, 0]) == .failure(.unsupportedFormat("TIFF")))
        let avif: [UInt8] = [0, 0, 0, 0x1C] + Array("ftypavif".utf8) + [0, 0, 0, 0]
        #expect(ImageHeaderParser.parse(avif) == .failure(.unsupportedFormat("AVIF")))
    }

    @Test func aHeaderCutShortIsTruncated() {
        let png = TestImages.png(width: 8, height: 8)
        for length in 1..<24 {
            #expect(ImageHeaderParser.parse(Array(png.prefix(length))) == .needMoreData)
        }
        #expect(throws: ImageDownloadError.truncatedImage) { try ImageHeader(bytes: Array(png.prefix(20))) }
    }

    @Test func aPNGWithoutIHDRIsCorrupt() {
        var png = TestImages.png(width: 8, height: 8)
        png[12] = UInt8(ascii: "X")
        #expect(ImageHeaderParser.parse(png) == .failure(.corruptImage(.png)))
    }
}

@Suite("Image body accumulator")
struct ImageBodyAccumulatorTests {
    @Test func rejectsADeclaredLengthOverTheCapBeforeAnyByte() {
        let limits = ImageDownloadLimits(maxBytes: 100)
        #expect(throws: ImageDownloadError.tooLarge(limit: 100)) {
            try ImageBodyAccumulator(limits: limits, expectedLength: 101)
        }
    }

    @Test func rejectsOversizedDimensionsFromTheFirstChunk() throws {
        let body = try ImageBodyAccumulator(limits: .default, expectedLength: nil)
        #expect(throws: ImageDownloadError.dimensionsTooLarge(width: 20_000, height: 10)) {
            try body.append(contentsOf: TestImages.pngHeader(width: 20_000, height: 10))
        }
    }

    @Test func reportsWholePercentProgressAndFinishes() throws {
        let png = TestImages.png(width: 64, height: 64)
        let body = try ImageBodyAccumulator(limits: .default, expectedLength: png.count)
        var fractions: [Double] = []
        for start in stride(from: 0, to: png.count, by: 100) {
            if let fraction = try body.append(contentsOf: Array(png[start..<min(start + 100, png.count)])) {
                fractions.append(fraction)
            }
        }
        #expect(fractions == fractions.sorted())
        #expect(fractions.last == 1)
        #expect(Set(fractions.map { Int($0 * 100) }).count == fractions.count)
        let image = try body.finish()
        #expect(Array(image.bytes) == png)
        #expect(image.header == ImageHeader(format: .png, pixelWidth: 64, pixelHeight: 64))
    }

    @Test func aBodyShorterThanDeclaredIsTruncated() throws {
        let png = TestImages.png(width: 4, height: 4)
        let body = try ImageBodyAccumulator(limits: .default, expectedLength: png.count)
        _ = try body.append(contentsOf: Array(png.prefix(png.count - 1)))
        #expect(throws: ImageDownloadError.truncatedImage) { try body.finish() }
    }
}

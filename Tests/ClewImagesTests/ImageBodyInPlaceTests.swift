import ClewImages
import ClewTestSupport
import Testing

@Suite("Image body accumulator: writing in place")
struct ImageBodyInPlaceTests {
    @Test func aKnownLengthIsAllocatedOnceAndHandedOverWithoutACopy() throws {
        let png = TestImages.png(width: 64, height: 64)
        let body = try ImageBodyAccumulator(limits: .default, expectedLength: png.count)
        var addresses: Set<UnsafeMutableRawPointer?> = []
        var offset = 0
        while offset < png.count {
            let space = try body.reserveSpace(preferred: 1000)
            addresses.insert(space.baseAddress.map { $0 - offset })
            let count = min(space.count, png.count - offset)
            png[offset..<offset + count].withUnsafeBytes {
                space.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: count)
            }
            try body.commit(count)
            offset += count
        }
        #expect(addresses.count == 1)  // the buffer never moved
        #expect(body.hasReceivedExpectedLength)
        let image = try body.finish()
        #expect(Array(image.bytes) == png)
        image.bytes.withUnsafeBytes { raw in
            #expect(addresses.contains(UnsafeMutableRawPointer(mutating: raw.baseAddress)))
        }
    }

    @Test func anUnknownLengthGrowsAndStopsOneBytePastTheCap() throws {
        let limits = ImageDownloadLimits(maxBytes: 10_000)
        let body = try ImageBodyAccumulator(limits: limits, expectedLength: nil, capacityHint: 100)
        let source = TestImages.pngHeader(width: 8, height: 8, padding: 20_000)
        #expect(throws: ImageDownloadError.tooLarge(limit: 10_000)) {
            while true {
                let space = try body.reserveSpace(preferred: 4096)
                #expect(space.count <= 10_001 - body.count)
                let start = body.count
                source[start..<start + space.count].withUnsafeBytes { space.copyMemory(from: $0) }
                try body.commit(space.count)
            }
        }
    }

    @Test func progressCanBeMeasuredOnTheWire() throws {
        let body = try ImageBodyAccumulator(limits: .default, expectedLength: nil)
        #expect(body.progress(received: 10, of: 1000) == 0.01)
        #expect(body.progress(received: 11, of: 1000) == nil)  // same whole percent
        #expect(body.progress(received: 2000, of: 1000) == 1)
    }
}

import ClewImages
import ClewTestSupport
import Testing

/// Storage that counts how often it is freed, to prove hand-overs do not copy or leak.
final class CountingStorage: ImageByteStorage, @unchecked Sendable {
    nonisolated(unsafe) static var freed = 0
    let bytes: UnsafeRawBufferPointer
    private let owned: UnsafeMutableRawBufferPointer

    init(_ values: [UInt8]) {
        owned = .allocate(byteCount: values.count, alignment: 1)
        owned.copyBytes(from: values)
        bytes = UnsafeRawBufferPointer(owned)
    }

    deinit {
        owned.deallocate()
        Self.freed += 1
    }
}

@Suite("ImageBytes: shared, immutable, compared by contents")
struct ImageBytesTests {
    @Test func readsLikeAnArray() {
        let bytes = ImageBytes([1, 2, 3, 250])
        #expect(bytes.count == 4)
        #expect(Array(bytes) == [1, 2, 3, 250])
        #expect(bytes[3] == 250)
        #expect(bytes.description == "4 bytes")
    }

    @Test func equalityComparesContentsWhateverTheStorage() {
        let png = TestImages.png(width: 9, height: 7)
        let copy = ImageBytes(png)
        let wrapped = ImageBytes(storage: CountingStorage(png))
        #expect(copy == wrapped)
        #expect(copy.hashValue == wrapped.hashValue)
        var changed = png
        changed[png.count / 2] ^= 1
        #expect(copy != ImageBytes(changed))
        #expect(copy != ImageBytes(Array(png.dropLast())))
    }

    @Test func wrappingStorageDoesNotCopyAndFreesItOnce() {
        let before = CountingStorage.freed
        do {
            let storage = CountingStorage([7, 8, 9])
            let bytes = ImageBytes(storage: storage)
            bytes.withUnsafeBytes { raw in #expect(raw.baseAddress == storage.bytes.baseAddress) }
            let image = DownloadedImage(bytes: bytes, header: ImageHeader(format: .gif, pixelWidth: 1, pixelHeight: 1))
            #expect(image.bytes.storage === storage)
        }
        #expect(CountingStorage.freed == before + 1)
    }

    @Test func aDownloadedImageReadsItsHeaderInPlace() throws {
        let image = try DownloadedImage(bytes: ImageBytes(TestImages.png(width: 30, height: 20)))
        #expect(image.header == ImageHeader(format: .png, pixelWidth: 30, pixelHeight: 20))
    }
}

import CGtk
import ClewImages
import ClewTestSupport
import Testing

@testable import ClewImagesGtk

/// A storage that records when it is freed.
private final class ProbeStorage: ImageByteStorage, @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    private let owned: UnsafeMutableRawBufferPointer
    let onFree: @Sendable () -> Void

    init(_ values: [UInt8], onFree: @escaping @Sendable () -> Void) {
        owned = .allocate(byteCount: values.count, alignment: 1)
        owned.copyBytes(from: values)
        bytes = UnsafeRawBufferPointer(owned)
        self.onFree = onFree
    }

    deinit {
        owned.deallocate()
        onFree()
    }
}

/// A flag set from a deinit.
private final class Flag: @unchecked Sendable {
    var count = 0
}

/// GTK is handed the downloaded buffer itself, and the buffer lives exactly as long as GLib needs it.
/// (GLib and GDK only: no display, so this suite runs in parallel with the others.)
@Suite("GBytes view of downloaded images")
struct GBytesViewTests {
    @Test func theGBytesPointsIntoTheImageAndReleasesItOnce() {
        let freed = Flag()
        var gbytes: OpaquePointer?
        var address: UnsafeRawPointer?
        do {
            let storage = ProbeStorage(TestImages.png(width: 12, height: 10)) { freed.count += 1 }
            address = storage.bytes.baseAddress
            gbytes = GBytesView.make(ImageBytes(storage: storage))
        }
        #expect(freed.count == 0)  // GLib still holds it
        var size: gsize = 0
        let data = g_bytes_get_data(gbytes, &size)
        #expect(UnsafeRawPointer(data) == address)
        #expect(Int(size) == TestImages.png(width: 12, height: 10).count)
        g_bytes_unref(gbytes)
        #expect(freed.count == 1)
    }

    @Test func gdkDecodesATextureFromTheView() {
        let freed = Flag()
        do {
            let bytes = ImageBytes(storage: ProbeStorage(TestImages.png(width: 12, height: 10)) { freed.count += 1 })
            let gbytes = GBytesView.make(bytes)
            var error: UnsafeMutablePointer<GError>?
            let texture = gdk_texture_new_from_bytes(gbytes, &error)
            g_bytes_unref(gbytes)
            #expect(error == nil)
            #expect(texture.map { gdk_texture_get_width($0) } == 12)
            if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
        }
        #expect(freed.count == 1)
    }
}

import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// The display's real clipboard: set through Clew, read back asynchronously as any app reads it.
@Suite(.serialized) @MainActor
struct ClipboardOnGtk {
    @Test func textRoundTripsAndReadsAsNothingOfAnotherKind() async throws {
        try await GtkTestHost.run {
            Clipboard.standard.setText("1 Main Street\nSpringfield")
            let copied = try await ClipboardDriver.text()
            #expect(copied == "1 Main Street\nSpringfield")
            let image = try await Clipboard.standard.readImage()
            #expect(image == nil)
            let files = try await Clipboard.standard.readFiles()
            #expect(files == nil)
        }
    }

    @Test func clearingEmptiesItAndTheNextCopyIsReadEveryTime() async throws {
        try await GtkTestHost.run {
            // Clear and copy back to back, as an app may: no late event of the clearing drops the copy.
            for round in 0..<10 {
                Clipboard.standard.clear()
                #expect(Clipboard.standard.mimeTypes.isEmpty)
                let nothing = try await Clipboard.standard.readText()
                #expect(nothing == nil)
                Clipboard.standard.setText("round \(round)")
                let copied = try await ClipboardDriver.text()
                #expect(copied == "round \(round)")
            }
            Clipboard.standard.clear()
            // The display has taken the empty claim too: a short rest, then still nothing to read.
            await GtkTestHost.pump(for: .milliseconds(50))
            #expect(Clipboard.standard.mimeTypes.isEmpty)
            let text = try await Clipboard.standard.readText()
            #expect(text == nil)
        }
    }

    @Test func filesRoundTripAsPathsAndAsURIs() async throws {
        try await GtkTestHost.run {
            Clipboard.standard.setFiles(["/tmp/ada.vcf", "/tmp/a b.vcf"])
            let paths = try await ClipboardDriver.files()
            #expect(paths == ["/tmp/ada.vcf", "/tmp/a b.vcf"])
            let uris = try await Clipboard.standard.readURIs()
            #expect(uris == ["file:///tmp/ada.vcf", "file:///tmp/a%20b.vcf"])
            // A link has no local path: it reads as a URI only.
            Clipboard.standard.setContent(.uris(["https://gnome.org/"]))
            let linkAsFiles = try await Clipboard.standard.readFiles()
            #expect(linkAsFiles == nil)
            let linkAsURIs = try await Clipboard.standard.readURIs()
            #expect(linkAsURIs == ["https://gnome.org/"])
        }
    }

    @Test func anImageRoundTripsPixelForPixel() async throws {
        try await GtkTestHost.run {
            var pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
            let bytes = g_bytes_new(&pixels, gsize(pixels.count))
            defer { g_bytes_unref(bytes) }
            let made = Texture(
                UnsafeMutableRawPointer(gdk_memory_texture_new(2, 2, GDK_MEMORY_R8G8B8A8, bytes, 8)!), transfer: .full)
            let png = made.pngBytes
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let decoded = try Texture(encoded: png)
            #expect((decoded.width, decoded.height) == (2, 2))
            Clipboard.standard.setImage(decoded)
            let read = try #require(try await ClipboardDriver.image())
            #expect((read.width, read.height) == (2, 2))
            #expect(read.pngBytes == png)
        }
    }

    @Test func bytesThatAreNoImageGiveATypedError() async throws {
        try await GtkTestHost.run {
            let error = #expect(throws: Texture.Failure.self) {
                try Texture(encoded: Array("not a png\n\u{1B}[2J".utf8))
            }
            #expect(error?.description.contains("\u{1B}") == false)
        }
    }
}

import CGtk
import ClewGtk
import ClewGtkTesting
import Glibc
import Testing

/// Textures decoded off the main thread, and shown by a `Picture`.
@Suite(.serialized) @MainActor
struct TextureDecodingOnGtk {
    @Test func bytesDecodeOffTheMainThreadWhileItKeepsRunning() async throws {
        try await GtkTestHost.run {
            let png = solidTexture(width: 1600, height: 1200).pngBytes
            var decoded: Texture?
            let decoding = Task { @MainActor in decoded = try await Texture.decoded(from: png) }
            // Were the decode on the main actor, no turn of this loop would run until it ended.
            var turns = 0
            while decoded == nil {
                turns += 1
                await Task.yield()
                if turns > 50_000_000 { break }
            }
            try await decoding.value
            let texture = try #require(decoded)
            #expect((texture.width, texture.height) == (1600, 1200))
            #expect(turns > 2)
        }
    }

    @Test func aFileLoadsOffTheMainThreadAndShowsInAPicture() async throws {
        try await GtkTestHost.run {
            let path = "/tmp/clew-texture-\(getpid()).png"
            let png = solidTexture(width: 64, height: 48).pngBytes
            #expect(g_file_set_contents(path, png.map { CChar(bitPattern: $0) }, gssize(png.count), nil) != 0)
            defer { unlink(path) }
            let texture = try await Texture.loaded(fromFile: path)
            #expect((texture.width, texture.height) == (64, 48))
            let picture = Picture(texture: texture)
            #expect(picture.texture?.raw == texture.raw)
            picture.setTexture(nil)
            #expect(picture.texture == nil)
            picture.alternativeText = "A swatch"
            #expect(picture.alternativeText == "A swatch")
        }
    }

    @Test func aMissingFileOrBytesThatAreNoImageGiveTypedErrors() async throws {
        try await GtkTestHost.run {
            do throws(Texture.Failure) {
                _ = try await Texture.loaded(fromFile: "/nonexistent/clew/\u{1B}[2Jphoto.png")
                Issue.record("a missing file loaded")
            } catch {
                guard case .unreadable(let message) = error else { throw error }
                #expect(message.contains("photo.png"))
                #expect(!message.contains("\u{1B}"))
            }
            do throws(Texture.Failure) {
                _ = try await Texture.decoded(from: Array("not a png".utf8))
                Issue.record("text decoded as an image")
            } catch {
                guard case .undecodable = error else { throw error }
            }
        }
    }
}

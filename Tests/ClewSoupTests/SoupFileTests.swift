import Clew
import ClewImages
import ClewSoup
import ClewTestSupport
import Foundation
import Testing

@Suite("Image download from file URLs")
@MainActor
struct FileURLImageTests {
    @Test func loadsAFileURLOffTheMainActorWithProgress() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clew-\(UUID().uuidString).png").path
        try Data(Fixtures.largePNG).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }

        let recorder = Recorder()
        let viewModel = ImageDownloadViewModel {
            BackgroundImage().onProgress { recorder.progress.append($0) }
        }
        await viewModel.download(url: URL(fileURLWithPath: path).absoluteString)
        #expect(viewModel.image.map { Array($0.bytes) } == Fixtures.largePNG)
        #expect(viewModel.image?.header == ImageHeader(format: .png, pixelWidth: 256, pixelHeight: 256))
        #expect(recorder.progress.last == 1)
    }

    @Test func aMissingFileIsReportedAndKeepsTheImage() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clew-\(UUID().uuidString).png").path
        try Data(Fixtures.png).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let viewModel = ImageDownloadViewModel()
        await viewModel.download(url: "file://\(path)")
        #expect(viewModel.image == Fixtures.pngImage)

        await viewModel.download(url: "file:///nonexistent/clew/missing.png")
        #expect(viewModel.state == .failed(.fileNotReadable(path: "/nonexistent/clew/missing.png")))
        #expect(viewModel.image == Fixtures.pngImage)
    }

    @Test func aFileOverTheByteCapIsRefused() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clew-\(UUID().uuidString).png").path
        try Data(Fixtures.largePNG).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let viewModel = ImageDownloadViewModel(limits: ImageDownloadLimits(maxBytes: 1000))
        await viewModel.download(url: "file://\(path)")
        #expect(viewModel.state == .failed(.tooLarge(limit: 1000)))
    }
}

/// Files that are not regular files fail at once instead of blocking a GIO thread.
@Suite("libsoup loader: files that are not images")
struct SoupSpecialFileTests {
    @Test func aFIFOWithNoWriterFailsAtOnce() async throws {
        let path = NSTemporaryDirectory() + "clew-fifo-\(UUID().uuidString)"
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        // A FIFO opened for reading blocks until a writer comes: this error (not a hang, nor the
        // overall limit's `timedOut`) says the loader looked before it opened.
        await #expect(throws: ImageDownloadError.fileNotReadable(path: path)) {
            try await SoupImageLoader().loadImage(from: "file://\(path)", limits: .default) { _ in }
        }
    }

    @Test func aDirectoryIsNotReadableAsAnImage() async {
        await #expect(throws: ImageDownloadError.fileNotReadable(path: "/tmp")) {
            try await SoupImageLoader().loadImage(from: "file:///tmp", limits: .default) { _ in }
        }
    }

    @Test func anEmptyFileIsNotAnImage() async throws {
        let path = NSTemporaryDirectory() + "clew-empty-\(UUID().uuidString).png"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: path) }
        await #expect(throws: ImageDownloadError.notAnImage) {
            try await SoupImageLoader().loadImage(from: "file://\(path)", limits: .default) { _ in }
        }
    }
}

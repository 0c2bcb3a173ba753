import Clew
import ClewImages
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

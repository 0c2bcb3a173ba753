import ClewGtk
import ClewImages
import ClewImagesGtk
import ClewImagesTesting
import ClewTesting
import Testing

/// Types that moved to another product leave an unavailable stub in their old module. A file that
/// imports both the old and the new module (as an upgraded app does) sees only the moved type: the
/// new module imports the old one, so its declaration shadows the stub. This file compiling is
/// half of the test; an app that imports only the old module gets “moved to ClewImagesGtk”.
@Suite @MainActor
struct MovedTypesTests {
    @Test func scriptedImageLoaderIsFoundWithClewTestingImportedToo() async {
        let loader: ScriptedImageLoader = ScriptedImageLoader([
            "https://example.org/gone.png": .failure(.serverResponse(statusCode: 404))
        ])
        let viewModel = ImageDownloadViewModel(loader: loader)
        await viewModel.download(url: "https://example.org/gone.png")
        #expect(viewModel.networkError == "The server responded with status 404.")
    }

    @Test func imageViewIsFoundWithClewGtkImportedToo() {
        // A type position, where an ambiguous name would not compile; no widget is made (no display needed).
        let kind: ImageView.Type = ImageView.self
        let drawing: ImageDownloadWidget.Type = ImageDownloadWidget.self
        #expect("\(kind)" == "ImageView" && "\(drawing)" == "ImageDownloadWidget")
    }
}

import Clew
import ClewImages
import ClewTestSupport
import ClewTesting
import Testing

/// Alt text: what a picture shows, for people who cannot see it; a content image without any is
/// a warning in debug builds (tests are debug builds).
@MainActor
@Suite("Image alt text")
struct ImageAltTextTests {
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
    }

    /// Collects the warnings about `title` (other suites may push image screens meanwhile).
    func warnings(about title: String, while body: () -> Void) -> [String] {
        var collected: [String] = []
        ClewWarnings.handler = { message in
            if message.contains("“\(title)”") { collected.append(message) }
        }
        defer { ClewWarnings.handler = ClewWarnings.standardError }
        body()
        return collected
    }

    @Test func anImageScreenWithoutAltTextIsAWarningThatStillShowsIt() {
        let screen = ImageScreen(
            title: "Alt-less", viewModel: ImageDownloadViewModel(loader: StubImageLoader(answers: [:])))
        let warnings = warnings(about: "Alt-less") { router.navigate(to: ScreenBuilder(screen).pushRoute()) }
        #expect(
            warnings == [
                "The image screen “Alt-less” has no alt text: set ImageScreen.altText (or BackgroundImage().altText) "
                    + "to what the picture shows, or \"\" if it is decoration."
            ])
        #expect(router.navigationStack.last === screen)
    }

    @Test(arguments: ["A lighthouse at dusk", ""])
    func altTextOrDecorationIsNoWarning(altText: String) {
        let screen = ImageScreen(
            title: "Described", altText: altText,
            viewModel: ImageDownloadViewModel(loader: StubImageLoader(answers: [:])))
        #expect(warnings(about: "Described") { router.navigate(to: ScreenBuilder(screen).pushRoute()) }.isEmpty)
        #expect(screen.altText == altText)
    }

    @Test func backgroundImageGivesTheViewModelItsAltText() {
        let viewModel = ImageDownloadViewModel(loader: StubImageLoader(answers: [:])) {
            BackgroundImage().altText("A lighthouse at dusk").onError { _ in }
        }
        #expect(viewModel.altText == "A lighthouse at dusk")
        #expect(ImageScreen(title: "Lighthouse", viewModel: viewModel).altText == "A lighthouse at dusk")
    }
}

import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import ClewImages
@_spi(Testing) import ClewImagesGtk
import ClewSoup
import ClewTestSupport
import Testing

/// An image inside any screen: it downloads when it joins a window and cancels when it leaves.
@Suite @MainActor
struct ImageViewInAScreen {
    @Test func anImageViewOnAPageDownloadsAndDrawsWithTheRestOfThePage() async throws {
        try await withTestServer(["/cover.png": .image(TestImages.png(width: 120, height: 80))]) { server in
            try await GtkTestHost.run {
                let app = await GtkTestWindow()
                let cover = ImageView(url: server.url("/cover.png"), altText: "Cover of Dune")
                let page = Box(.vertical, spacing: 12) {
                    Label("Dune")
                    cover
                    Label("Notes")
                }
                #expect(cover.viewModel.state == .idle)  // not in a window yet: nothing asked
                app.router.navigate(to: ScreenBuilder(TestPage(page)).pushRoute(isAnimated: false))
                #expect(await GtkTestHost.runUntil { cover.content.textureSize != nil })
                #expect(cover.content.textureSize?.width == 120)
                #expect(!cover.content.spinner.isVisible)
                #expect(app.renderer.visiblePageTexts.contains("Dune"))
                #expect(cover.content.picture.accessibleLabel == "Cover of Dune")
                #expect(page.children[1] === cover)
                await app.close()
            }
        }
    }

    /// A photo that drags out its address (as Contacts' does) goes with its window: the view, its drag source and
    /// their handlers. (The two handlers once seen alive after Contacts' photo test were another suite's: two
    /// settings handlers connected outside the host, counted beside it.)
    @Test func anImageViewWithADragSourceGoesWithItsWindow() async throws {
        try await withTestServer(["/photo.png": .image(TestImages.png(width: 40, height: 40))]) { server in
            try await GtkTestHost.run {
                var probes: [FinalizeProbe] = []
                var window: Window? = Window(title: "Photo")
                do {
                    let photo = ImageView(url: server.url("/photo.png"), altText: "Photo of Ada")
                    photo.addController(DragSource { _ in .text("Ada <ada@example.org>") })
                    window?.child = Box(.vertical) { photo }
                    window?.present()
                    #expect(await GtkTestHost.runUntil { photo.content.textureSize != nil })
                    #expect(try DropDriver.dragContent(from: photo) == .text("Ada <ada@example.org>"))
                    let source = try #require(photo.dragSources.first)
                    probes = [FinalizeProbe(photo.raw), FinalizeProbe(source.raw)]
                }
                window?.destroy()
                window = nil
                #expect(await GtkTestHost.runUntil { probes.allSatisfy(\.finalized) })
            }
        }
    }

    @Test func leavingTheWindowCancelsTheDownloadInFlight() async throws {
        try await withTestServer(["/slow.png": .stalled(declaredLength: 100_000)]) { server in
            try await GtkTestHost.run {
                let app = await GtkTestWindow()
                let cover = ImageView(url: server.url("/slow.png"), altText: "")
                app.router.navigate(to: ScreenBuilder(TestPage(Label("Home"))).pushRoute(isAnimated: false))
                app.router.navigate(to: ScreenBuilder(TestPage(Box(.vertical) { cover })).pushRoute(isAnimated: false))
                #expect(await GtkTestHost.runUntil { cover.viewModel.isDownloadingData })
                #expect(cover.content.spinner.isVisible)
                // Covered by another page, it keeps downloading: the person may come back to it.
                app.router.navigate(to: ScreenBuilder(TestPage(Label("Other"))).pushRoute(isAnimated: false))
                await app.renderer.waitUntilSettled()
                #expect(cover.viewModel.isDownloadingData)
                // Popped, it has left the window: the download is cancelled.
                app.router.navigate(to: Router.popToRootRoute(isAnimated: false))
                #expect(await GtkTestHost.runUntil { !cover.viewModel.isDownloadingData })
                #expect(cover.viewModel.error == .cancelled)
                await app.close()
            }
        }
    }

    @Test func aFailureShowsTheErrorWithRetry() async throws {
        try await withTestServer(["/missing.png": .status(404)]) { server in
            try await GtkTestHost.run {
                let app = await GtkTestWindow()
                let cover = ImageView(url: server.url("/missing.png"), altText: "Cover")
                app.router.navigate(to: ScreenBuilder(TestPage(Box(.vertical) { cover })).pushRoute(isAnimated: false))
                #expect(await GtkTestHost.runUntil { cover.content.errorLabel.isVisible })
                #expect(cover.content.retryButton.isVisible)
                #expect(cover.content.errorLabel.text == ImageDownloadError.serverResponse(statusCode: 404).description)
                await app.close()
            }
        }
    }
}

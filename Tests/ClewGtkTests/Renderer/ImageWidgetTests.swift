import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import ClewImages
@_spi(Testing) import ClewImagesGtk
import ClewTestSupport
import Testing

/// ImageScreen on GTK: picture, spinner, progress, error label and Retry, with a real server.
@Suite @MainActor
struct ImageWidget {
    @Test func aDownloadFromALoopbackServerShowsItsTexture() async throws {
        try await withTestServer(["/bg.png": .image(TestImages.png(width: 320, height: 180))]) { server in
            try await RendererFixture.run { fixture in
                let screen = ImageScreen(title: "Background", url: server.url("/bg.png"), showsURLEntry: true)
                fixture.router.navigate(to: ScreenBuilder(screen).pushRoute())
                let widget = try #require(fixture.renderer.imageWidget(for: screen))
                #expect(widget.spinner.isVisible)
                #expect(gtk_spinner_get_spinning(widget.spinner.opaque) != 0)

                // The download and the decode finish on other threads; @MainActor brings them here.
                #expect(await GtkTestHost.runUntil { widget.textureSize != nil })
                #expect(widget.textureSize?.width == 320 && widget.textureSize?.height == 180)
                #expect(gtk_picture_get_paintable(widget.picture.opaque) != nil)
                #expect(gtk_picture_get_content_fit(widget.picture.opaque) == GTK_CONTENT_FIT_CONTAIN)
                #expect(!widget.spinner.isVisible)
                #expect(!widget.progressBar.isVisible)
                #expect(!widget.errorLabel.isVisible)
                #expect(
                    fixture.renderer.events.suffix(2) == [
                        .image(.downloading, on: "Background"),
                        .image(.loaded(width: 320, height: 180, format: "png"), on: "Background"),
                    ])
            }
        }
    }

    @Test func a404ShowsTheErrorAndKeepsTheLastImage() async throws {
        try await withTestServer([
            "/bg.png": .image(TestImages.png(width: 64, height: 48)), "/missing.png": .status(404),
        ]) { server in
            try await RendererFixture.run { fixture in
                let screen = ImageScreen(title: "Background", url: server.url("/bg.png"), showsURLEntry: true)
                fixture.router.navigate(to: ScreenBuilder(screen).pushRoute())
                let widget = try #require(fixture.renderer.imageWidget(for: screen))
                #expect(await GtkTestHost.runUntil { widget.textureSize != nil })
                let paintable = gtk_picture_get_paintable(widget.picture.opaque)

                // Type another URL and press Load, as a person would.
                let entry = try #require(widget.urlEntry)
                gtk_editable_set_text(entry.opaque, server.url("/missing.png"))
                WidgetQueries.click(try #require(widget.loadButton))
                #expect(await GtkTestHost.runUntil { widget.errorLabel.isVisible })

                let text = String(cString: gtk_label_get_text(widget.errorLabel.opaque))
                #expect(text == ImageDownloadError.serverResponse(statusCode: 404).description)
                #expect(WidgetQueries.cssClasses(of: widget.errorLabel.gtkWidget).contains("error"))
                #expect(widget.retryButton.isVisible)
                #expect(gtk_picture_get_paintable(widget.picture.opaque) == paintable)
                #expect(widget.textureSize?.width == 64)

                WidgetQueries.click(widget.retryButton)
                #expect(
                    await GtkTestHost.runUntil { server.requestedPaths.filter { $0 == "/missing.png" }.count == 2 })
                #expect(await GtkTestHost.runUntil { widget.errorLabel.isVisible && !widget.spinner.isVisible })
            }
        }
    }

    @Test func bytesThatAreNotAnImageAreReportedAsAnError() async throws {
        try await withTestServer([
            "/page": TestResponse(headers: ["Content-Type": "text/html"], body: Array("<html></html>".utf8))
        ]) { server in
            try await RendererFixture.run { fixture in
                let screen = ImageScreen(title: "Background", url: server.url("/page"))
                fixture.router.navigate(to: ScreenBuilder(screen).pushRoute())
                let widget = try #require(fixture.renderer.imageWidget(for: screen))
                #expect(widget.urlEntry == nil)
                #expect(await GtkTestHost.runUntil { widget.errorLabel.isVisible })
                #expect(
                    String(cString: gtk_label_get_text(widget.errorLabel.opaque))
                        == ImageDownloadError.notAnImage.description)
                #expect(widget.textureSize == nil)
            }
        }
    }
}

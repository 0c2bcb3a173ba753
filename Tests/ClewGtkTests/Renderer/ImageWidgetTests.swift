import CGtk
import Clew
import ClewAdwaita
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

    /// An app that draws errors itself (libadwaita's StatusPage here) gets the error and Retry in
    /// the picture's place while no image is shown. Screenshot: /tmp/clew-image-error-status.png.
    @Test func anAppsErrorDrawingTakesThePicturesPlace() async throws {
        try await withTestServer(["/missing.png": .status(404)]) { server in
            try await RendererFixture.run(renderer: RendererToolkit.adwaita.makeRenderer) { fixture in
                ImageDownloadWidget.errorDrawing = { message, retry in
                    StatusPage(
                        iconName: "image-missing-symbolic", title: "Could Not Load the Image", description: message
                    ) {
                        if let retry { Button("Retry") { _ in retry() }.cssClasses("pill", "suggested-action") }
                    }
                }
                defer { ImageDownloadWidget.errorDrawing = nil }
                let screen = ImageScreen(title: "Background", url: server.url("/missing.png"))
                fixture.router.navigate(to: ScreenBuilder(screen).pushRoute())
                let widget = try #require(fixture.renderer.imageWidget(for: screen))
                #expect(await GtkTestHost.runUntil { widget.errorPlaceholder.isVisible })
                let message = ImageDownloadError.serverResponse(statusCode: 404).description
                #expect(widget.errorText == message)
                #expect(!widget.errorRow.isVisible)
                #expect(WidgetQueries.labelTexts(in: widget.errorPlaceholder).contains("Could Not Load the Image"))
                #expect(WidgetQueries.labelTexts(in: widget.errorPlaceholder).contains(message))
                #expect(widget.errorPlaceholder.accessibleLabel == message)
                #expect(
                    gtk_accessible_get_accessible_role(OpaquePointer(widget.errorPlaceholder.gtkWidget))
                        == GTK_ACCESSIBLE_ROLE_ALERT)
                #expect(await fixture.renderer.waitUntilSettled())
                try await fixture.renderer.screenshot(to: "/tmp/clew-image-error-status.png")

                // The driver finds Retry where a person sees it.
                try fixture.renderer.tapButton("Retry")
                #expect(
                    await GtkTestHost.runUntil { server.requestedPaths.filter { $0 == "/missing.png" }.count == 2 })
                #expect(await GtkTestHost.runUntil { widget.errorPlaceholder.isVisible && !widget.spinner.isVisible })
            }
        }
    }
}

import CGtk
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Glibc
import Testing

/// Rendering a real window under Xvfb to a PNG.
@Suite @MainActor
struct Snapshots {
    @Test func windowWithLabelAndButtonRendersToPNG() async throws {
        try await GtkTestHost.run {
            // Read back below: a name of this process's own, as the Wayland lane runs this suite at the same time.
            let path = "/tmp/clew-gtk-shot-\(getpid()).png"
            unlink(path)
            let window = Widget(new: gtk_window_new())
            let gtkWindow = window.pointer(as: GtkWindow.self)
            gtk_window_set_title(gtkWindow, "Clew")
            gtk_window_set_default_size(gtkWindow, 320, 200)
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
            gtk_widget_set_margin_top(box, 24)
            gtk_widget_set_margin_bottom(box, 24)
            gtk_widget_set_margin_start(box, 24)
            gtk_widget_set_margin_end(box, 24)
            gtk_box_append(gcast(box, to: GtkBox.self), gtk_label_new("Hello from Clew"))
            gtk_box_append(gcast(box, to: GtkBox.self), gtk_button_new_with_label("Press me"))
            gtk_window_set_child(gtkWindow, box)
            gtk_window_present(gtkWindow)
            #expect(await GtkTestHost.runUntil { window.isMapped && window.size.width > 0 })
            await GtkTestHost.pump(for: .milliseconds(200))  // let a frame lay out and draw

            let texture = try WidgetSnapshot.render(window)
            let textureProbe = FinalizeProbe(texture.raw)
            #expect(texture.refCount == 1)
            _ = consume texture
            #expect(textureProbe.finalized)

            let size = try WidgetSnapshot.savePNG(window, to: path)
            let png = try #require(pngSize(atPath: path))
            print(
                "screenshot \(path): png \(png.width)x\(png.height), window \(window.size.width)x\(window.size.height)"
            )
            #expect(png.width == window.size.width && png.height == window.size.height)
            #expect(png.width == size.width && png.height == size.height)
            #expect(png.width >= 320 && png.height >= 200)
            gtk_window_destroy(gtkWindow)
        }
    }

    @Test func unrealizedWidgetIsRejected() async throws {
        try await GtkTestHost.run {
            let label = Widget(new: gtk_label_new("nowhere"))
            #expect(throws: WidgetSnapshot.Failure.notLaidOut) { try WidgetSnapshot.render(label) }
        }
    }
}

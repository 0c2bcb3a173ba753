import CGtk
import CGtkTestShim
import ClewGtk
import ClewGtkTesting
import Glibc
import Testing

/// The zoomable picture on real widgets: best fit, zoom and clamp, the keys, Ctrl+scroll, a pinch
/// and a drag, all through GTK's controllers.
@Suite(.serialized) @MainActor
struct ZoomablePictureOnGtk {
    @Test func aSmallImageAtBestFitIsShownAt100PercentInTheMiddle() async throws {
        try await GtkTestHost.run {
            let viewer = ZoomablePicture(texture: solidTexture(width: 100, height: 50), accessibleLabel: "A small icon")
            let window = await showInWindow(viewer)
            defer { window.destroy() }
            #expect(await GtkTestHost.runUntil { viewer.size.width > 100 })
            #expect(viewer.isBestFit)
            #expect(viewer.zoomLevel == 1)
            #expect(viewer.displayedSize == (100, 50))
            // Centred: the picture is drawn where the margins put it, not stretched to the view.
            let picture = try #require(viewer.descendants.first(where: { $0 is Picture }))
            #expect(await GtkTestHost.runUntil { picture.size == (100, 50) })
            let (width, height) = viewer.size
            #expect(gtk_widget_get_margin_start(picture.gtkWidget) == Int32((width - 100) / 2))
            #expect(gtk_widget_get_margin_top(picture.gtkWidget) == Int32((height - 50) / 2))
        }
    }

    @Test func aLargeImageFitsTheViewAndRefitsWhenItResizes() async throws {
        try await GtkTestHost.run {
            let viewer = ZoomablePicture(texture: solidTexture(width: 1600, height: 1200), accessibleLabel: "A photo")
            var changes = 0
            viewer.onZoomChange { _ in changes += 1 }
            let window = await showInWindow(viewer)
            defer { window.destroy() }
            #expect(await GtkTestHost.runUntil { viewer.zoomLevel < 1 })
            let (width, height) = viewer.size
            let fit = min(Double(width) / 1600, Double(height) / 1200)
            #expect(abs(viewer.zoomLevel - fit) < 0.001)
            #expect(viewer.displayedSize.width <= width && viewer.displayedSize.height <= height)
            #expect(changes >= 1)
            window.setDefaultSize(width: 800, height: 700)
            #expect(await GtkTestHost.runUntil { viewer.size.width >= 790 })
            let (wider, taller) = viewer.size
            #expect(
                await GtkTestHost.runUntil {
                    abs(viewer.zoomLevel - min(Double(wider) / 1600, Double(taller) / 1200)) < 0.001
                })
            #expect(viewer.isBestFit)
        }
    }

    @Test func zoomIsClampedToTheRangeAndBestFitComesBack() async throws {
        try await GtkTestHost.run {
            let viewer = ZoomablePicture(texture: solidTexture(width: 200, height: 100), accessibleLabel: "A chart")
            var seen: [Double] = []
            viewer.onZoomChange { viewer in seen.append(viewer.zoomLevel) }
            viewer.zoomRange = 0.5...4
            viewer.setZoom(100)
            #expect(viewer.zoomLevel == 4)
            #expect(!viewer.isBestFit)
            #expect(viewer.displayedSize == (800, 400))
            viewer.setZoom(0.01)
            #expect(viewer.zoomLevel == 0.5)
            viewer.zoomIn()
            #expect(viewer.zoomLevel == 0.625)
            viewer.zoomOut()
            #expect(viewer.zoomLevel == 0.5)
            viewer.setZoom(.nan)
            #expect(viewer.zoomLevel == 0.5)
            viewer.zoomToFit()
            #expect(viewer.isBestFit)
            #expect(viewer.zoomLevel == 1)  // a 200 × 100 image in an unsized view: never enlarged
            #expect(seen == [4, 0.5, 0.625, 0.5, 1])
        }
    }

    @Test func keysZoomInOutFitAndShowActualSize() async throws {
        try await GtkTestHost.run {
            let viewer = ZoomablePicture(texture: solidTexture(width: 1600, height: 1200), accessibleLabel: "A photo")
            let window = await showInWindow(viewer)
            defer { window.destroy() }
            #expect(await GtkTestHost.runUntil { viewer.zoomLevel < 1 })
            let fit = viewer.zoomLevel
            let keys = try #require(controller(of: gtk_event_controller_key_get_type(), on: viewer))
            func press(_ key: Int32, _ modifiers: GdkModifierType = GdkModifierType(rawValue: 0)) -> Bool {
                clew_signal_emit_key_pressed(OpaquePointer(keys), guint(key), 0, modifiers) != 0
            }
            #expect(press(GDK_KEY_plus))
            #expect(abs(viewer.zoomLevel - fit * 1.25) < 1e-9)
            #expect(press(GDK_KEY_KP_Subtract))
            #expect(abs(viewer.zoomLevel - fit) < 1e-9)
            #expect(!viewer.isBestFit)
            #expect(press(GDK_KEY_1, GDK_CONTROL_MASK))
            #expect(viewer.zoomLevel == 1)
            #expect(viewer.displayedSize == (1600, 1200))
            #expect(press(GDK_KEY_0))
            #expect(viewer.isBestFit)
            #expect(viewer.zoomLevel == fit)
            #expect(!press(GDK_KEY_a))
            #expect(!press(GDK_KEY_plus, GDK_ALT_MASK))  // Alt+plus is someone else's shortcut
            // Keyboard users reach it: it takes focus, and a screen reader hears its name.
            #expect(viewer.isFocusable)
            #expect(viewer.grabFocus())
            #expect(viewer.accessibleLabel == "A photo")
        }
    }

    @Test func zoomingKeepsThePointUnderThePointerInPlace() async throws {
        try await GtkTestHost.run {
            let viewer = ZoomablePicture(texture: solidTexture(width: 1000, height: 1000), accessibleLabel: "A map")
            let window = await showInWindow(viewer)
            defer { window.destroy() }
            viewer.showActualSize()
            #expect(await GtkTestHost.runUntil { gtk_adjustment_get_upper(vertical(of: viewer)) >= 1000 })
            viewer.scrollOffset = DropPoint(x: 200, y: 300)
            let pointer = DropPoint(x: 100, y: 80)
            // The image pixel under the pointer: (300, 380). At 200% it is drawn at (600, 760).
            viewer.setZoom(2, around: pointer)
            #expect(viewer.scrollOffset == DropPoint(x: 500, y: 680))
            await GtkTestHost.pump(for: .milliseconds(50))  // a layout: the position stays
            #expect(viewer.scrollOffset == DropPoint(x: 500, y: 680))
            #expect(viewer.displayedSize == (2000, 2000))
        }
    }

    @Test(.enabled(if: GtkTestKeyboard.canPressRealKeys))
    func ctrlScrollZoomsAndAPlainScrollScrolls() async throws {
        try await GtkTestHost.run {
            let viewer = ZoomablePicture(texture: solidTexture(width: 1600, height: 1200), accessibleLabel: "A photo")
            let window = await showInWindow(viewer)
            defer { window.destroy() }
            viewer.showActualSize()
            #expect(await GtkTestHost.runUntil { gtk_adjustment_get_upper(vertical(of: viewer)) >= 1200 })
            let before = viewer.scrollOffset
            #expect(
                clew_test_scroll_wheel(viewer.gtkWidget, 50, 50, 1, GdkModifierType(rawValue: 0)) == CLEW_KEY_PRESS_SENT
            )
            #expect(await GtkTestHost.runUntil { viewer.scrollOffset.y > before.y })
            #expect(viewer.zoomLevel == 1)
            #expect(clew_test_scroll_wheel(viewer.gtkWidget, 50, 50, -1, GDK_CONTROL_MASK) == CLEW_KEY_PRESS_SENT)
            #expect(await GtkTestHost.runUntil { viewer.zoomLevel > 1 })
            #expect(abs(viewer.zoomLevel - 1.25) < 1e-9)
        }
    }

    @Test func aPinchZoomsFromWhereItStartedAndADragPans() async throws {
        try await GtkTestHost.run {
            let viewer = ZoomablePicture(texture: solidTexture(width: 1600, height: 1200), accessibleLabel: "A photo")
            let window = await showInWindow(viewer)
            defer { window.destroy() }
            viewer.setZoom(0.5)
            let pinch = try #require(controller(of: gtk_gesture_zoom_get_type(), on: viewer))
            clew_signal_emit_sequence(pinch, "begin")
            clew_signal_emit_double(pinch, "scale-changed", 1.5)
            #expect(viewer.zoomLevel == 0.75)
            clew_signal_emit_double(pinch, "scale-changed", 3)
            #expect(viewer.zoomLevel == 1.5)
            clew_signal_emit_sequence(pinch, "end")
            #expect(await GtkTestHost.runUntil { gtk_adjustment_get_upper(vertical(of: viewer)) >= 1800 })
            viewer.scrollOffset = DropPoint(x: 200, y: 300)
            let drag = try #require(controller(of: gtk_gesture_drag_get_type(), on: viewer))
            clew_signal_emit_point(drag, "drag-begin", 150, 150)
            clew_signal_emit_point(drag, "drag-update", -40, 25)
            #expect(viewer.scrollOffset == DropPoint(x: 240, y: 275))
            clew_signal_emit_point(drag, "drag-end", -40, 25)
            #expect(viewer.scrollOffset == DropPoint(x: 240, y: 275))
        }
    }
}

extension ZoomablePictureOnGtk {
    /// What a person sees at 1600%: each image pixel a 16 × 16 block of its colour, in the middle of
    /// the view. GTK 4.8 draws a picture with linear filtering, so neighbouring blocks blend at their
    /// edges (sharp blocks need `GSK_SCALING_FILTER_NEAREST`, GTK 4.10): the colours are sampled at
    /// each block's centre. `CLEW_TEST_SCREENSHOTS=folder` keeps the picture as `zoomable-picture.png`.
    @Test func zoomedInEachImagePixelIsDrawnAsABlock() async throws {
        try await GtkTestHost.run {
            let viewer = ZoomablePicture(texture: checkerboard(side: 8), accessibleLabel: "A checkerboard")
            let window = await showInWindow(viewer)
            defer { window.destroy() }
            viewer.setZoom(16)
            let picture = try #require(viewer.descendants.first(where: { $0 is Picture }))
            #expect(await GtkTestHost.runUntil { picture.size == (128, 128) })
            await GtkTestHost.pump(for: .milliseconds(30))
            let shot = try WidgetSnapshot.render(viewer)
            if let folder = getenv("CLEW_TEST_SCREENSHOTS") {
                gdk_texture_save_to_png(shot.opaque, String(cString: folder) + "/zoomable-picture.png")
            }
            let pixels = RGBPixels(shot)
            let left = (viewer.size.width - 128) / 2
            let top = (viewer.size.height - 128) / 2
            for row in 0..<8 {
                for column in 0..<8 {
                    // Sample inside each block, away from the edges that filtering blends.
                    let (red, _, blue) = pixels.rgb(x: left + column * 16 + 8, y: top + row * 16 + 8)
                    let isRed = (row + column) % 2 == 0
                    // Clearly one colour or the other (the renderer's filtering blends only near the edges).
                    #expect(isRed ? red > 180 && blue < 80 : blue > 180 && red < 80, "block \(row), \(column)")
                }
            }
            // Outside the picture: the view's background, not the image stretched.
            let outside = pixels.rgb(x: left - 20, y: top + 8)
            #expect(!(outside.0 > 180 && outside.2 < 80))
        }
    }
}

/// An 8 × 8 (or `side` × `side`) checkerboard of red and blue pixels.
@MainActor
private func checkerboard(side: Int) -> Texture {
    var pixels: [UInt8] = []
    for row in 0..<side {
        for column in 0..<side {
            pixels += (row + column) % 2 == 0 ? [230, 30, 30, 255] : [30, 30, 230, 255]
        }
    }
    let bytes = g_bytes_new(&pixels, gsize(pixels.count))
    defer { g_bytes_unref(bytes) }
    let texture = gdk_memory_texture_new(Int32(side), Int32(side), GDK_MEMORY_R8G8B8A8, bytes, gsize(side * 4))!
    return Texture(UnsafeMutableRawPointer(texture), transfer: .full)
}

/// A rendered texture's pixels as red, green, blue.
@MainActor
private struct RGBPixels {
    let width: Int
    private let bytes: [UInt8]

    init(_ texture: GObjectRef) {
        let texture = texture.opaque
        let (width, height) = (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        (self.width, self.bytes) = (width, bytes)
    }

    /// Cairo's ARGB32 as GDK downloads it: B, G, R, A per pixel on little-endian machines.
    func rgb(x: Int, y: Int) -> (Int, Int, Int) {
        let offset = (y * width + x) * 4
        return (Int(bytes[offset + 2]), Int(bytes[offset + 1]), Int(bytes[offset]))
    }
}

@MainActor
private func vertical(of viewer: ZoomablePicture) -> UnsafeMutablePointer<GtkAdjustment>? {
    gtk_scrolled_window_get_vadjustment(OpaquePointer(viewer.gtkWidget))
}

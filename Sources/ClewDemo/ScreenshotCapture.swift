import CGtk
import Clew
import ClewGtk

/// `--screenshot PATH`: waits until the scenario is drawn (and its image loaded), then writes a
/// PNG of the window as a person sees it — the main window with its dialogs and popovers.
///
/// Dialogs and popovers are separate surfaces, so they are composited here: a popover at the
/// position GDK gave its surface, a modal dialog centred over a dimmed window, as GNOME's window
/// manager attaches it. This needs no window manager, works on X11 and Wayland alike, and
/// leaves the window's own surface untouched.
@MainActor
final class ScreenshotCapture {
    private unowned let app: DemoApp
    private let path: String
    private var waited = 0
    private var settledPolls = 0
    private var renderAttempts = 0
    /// A widget that has not drawn since its last change renders nothing; wait a frame and retry.
    private let maximumRenderAttempts = 40

    /// Polls every 50 ms; gives up waiting (and captures what is there) after 20 s.
    private let pollMilliseconds: UInt32 = 50
    private let maximumPolls = 400

    init(app: DemoApp, path: String) {
        self.app = app
        self.path = path
    }

    func start() {
        GLibMainLoop.after(.milliseconds(pollMilliseconds)) { [weak self] in self?.poll() }
    }

    private func poll() {
        waited += 1
        settledPolls = isDrawn ? settledPolls + 1 : 0
        // A few settled polls in a row: the last frames (spinner stop, popover slide) are painted.
        if settledPolls >= 4 || waited >= maximumPolls {
            if waited >= maximumPolls {
                StandardError.print(
                    "clew-demo: warning: the scenario did not finish drawing in time; capturing it as it is.")
            }
            capture()
            return
        }
        GLibMainLoop.after(.milliseconds(pollMilliseconds)) { [weak self] in self?.poll() }
    }

    /// Everything mapped, nothing animating out, and the image (if any) decoded or failed.
    private var isDrawn: Bool {
        guard let window = app.window, window.isMapped, app.renderer.hasFinishedClosing, !app.renderer.isTransitioning
        else {
            return false
        }
        // The page on top has been laid out (its first allocation comes with the next frame).
        guard let page = app.renderer.visiblePage, page.isMapped, page.size.width > 0 else { return false }
        let surfaces = app.renderer.presentedWindows + app.renderer.presentedPopovers
        guard surfaces.allSatisfy({ $0.isMapped && $0.size.width > 0 }) else { return false }
        if let screen = app.imageScreen, let widget = app.renderer.imageWidget(for: screen) {
            let settled =
                !screen.viewModel.isDownloadingData && (widget.textureSize != nil || widget.errorLabel.isVisible)
            if !settled { return false }
        }
        return true
    }

    private func capture() {
        do {
            renderAttempts += 1
            let size = try Screenshot.write(window: app.window, renderer: app.renderer, to: path)
            print("clew-demo: wrote \(path) (\(size.width)×\(size.height))")
            app.quit()
        } catch .snapshot(let failure) where failure.isWorthWaitingFor && renderAttempts < maximumRenderAttempts {
            GLibMainLoop.after(.milliseconds(pollMilliseconds)) { [weak self] in self?.capture() }
        } catch {
            StandardError.print("clew-demo: could not write the screenshot: \(error)")
            app.quit(status: 1)
        }
    }
}

/// Composites the window, its dialogs and popovers into one PNG.
@MainActor
enum Screenshot {
    enum Failure: Error, CustomStringConvertible {
        case snapshot(WidgetSnapshot.Failure)
        case saveFailed(String)

        var description: String {
            switch self {
            case .snapshot(let failure): "the window could not be rendered (\(failure))"
            case .saveFailed(let path): "\(path) could not be written"
            }
        }
    }

    static func write(window: WidgetRef, renderer: GtkRenderer, to path: String) throws(Failure) -> (
        width: Int, height: Int
    ) {
        let (width, height) = window.size
        let snapshot = gtk_snapshot_new()!
        do {
            try append(window, at: (0, 0), to: snapshot)
            for dialog in renderer.presentedWindows {
                dim(width: width, height: height, snapshot: snapshot)
                let (dialogWidth, dialogHeight) = dialog.size
                try append(dialog, at: ((width - dialogWidth) / 2, max(0, (height - dialogHeight) / 2)), to: snapshot)
            }
            for popover in renderer.presentedPopovers {
                try append(popover, at: position(of: popover, in: window), to: snapshot)
            }
        } catch {
            if let unused = gtk_snapshot_free_to_node(snapshot) { gsk_render_node_unref(unused) }
            throw .snapshot(error)
        }
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw .snapshot(.emptyRender) }
        defer { gsk_render_node_unref(node) }
        guard let native = gtk_widget_get_native(window.widget), let gskRenderer = gtk_native_get_renderer(native)
        else {
            throw .snapshot(.noRenderer)
        }
        var viewport = graphene_rect_t()
        graphene_rect_init(&viewport, 0, 0, Float(width), Float(height))
        guard let texture = gsk_renderer_render_texture(gskRenderer, node, &viewport) else {
            throw .snapshot(.emptyRender)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else { throw .saveFailed(path) }
        return (width, height)
    }

    private static func append(_ widget: WidgetRef, at origin: (x: Int, y: Int), to snapshot: OpaquePointer)
        throws(WidgetSnapshot.Failure)
    {
        let texture = try WidgetSnapshot.render(widget)
        let (width, height) = widget.size
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, Float(origin.x), Float(origin.y), Float(width), Float(height))
        gtk_snapshot_append_texture(snapshot, texture.opaque, &bounds)
    }

    private static func dim(width: Int, height: Int, snapshot: OpaquePointer) {
        var shade = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0.3)
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        gtk_snapshot_append_color(snapshot, &shade, &bounds)
    }

    /// Where the popover's widget is, in the window widget's coordinates: its surface's position
    /// relative to the window's surface, plus each widget's offset inside its own surface.
    private static func position(of popover: WidgetRef, in window: WidgetRef) -> (x: Int, y: Int) {
        guard let surface = gtk_native_get_surface(OpaquePointer(popover.raw)) else { return (0, 0) }
        let popupX = Int(gdk_popup_get_position_x(surface))
        let popupY = Int(gdk_popup_get_position_y(surface))
        var popoverOffset = (x: 0.0, y: 0.0)
        gtk_native_get_surface_transform(OpaquePointer(popover.raw), &popoverOffset.x, &popoverOffset.y)
        var windowOffset = (x: 0.0, y: 0.0)
        gtk_native_get_surface_transform(OpaquePointer(window.raw), &windowOffset.x, &windowOffset.y)
        return (popupX + Int(popoverOffset.x - windowOffset.x), popupY + Int(popoverOffset.y - windowOffset.y))
    }
}

extension WidgetSnapshot.Failure {
    /// Failures that the next frame may cure: nothing drawn yet, or no size yet.
    var isWorthWaitingFor: Bool {
        switch self {
        case .emptyRender, .notLaidOut: true
        case .noRenderer, .saveFailed: false
        }
    }
}

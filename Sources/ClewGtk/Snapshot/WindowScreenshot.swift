internal import CGtk
import Clew

/// A PNG of a renderer's window as a person sees it: the main window with its dialogs and
/// popovers, once everything has finished moving and loading.
///
/// ```swift
/// // In a running app (the GLib loop is running):
/// WindowScreenshot.writeWhenSettled(of: renderer, to: "/tmp/notes.png") { result in
///     print(result)   // .success((width: 720, height: 560)) or a Failure with its reason
/// }
/// ```
///
/// Dialogs and popovers are separate surfaces, so they are composited here: a popover at the
/// position GDK gave its surface, a modal dialog centred over a dimmed window, as GNOME's window
/// manager attaches it. This needs no window manager, works on X11 and Wayland alike, and leaves
/// the window's own surface untouched. In tests, `ClewGtkTesting`'s driver waits and calls ``write(of:to:)``.
@MainActor
public enum WindowScreenshot {
    /// Why a screenshot could not be written.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// A surface could not be rendered.
        case snapshot(WidgetSnapshot.Failure)
        /// The PNG could not be written to this path.
        case saveFailed(String)
        /// The window did not settle in time (a download or an animation that never ended).
        case timedOut(seconds: Int)
        /// Something other than a regular file is at the path (a device, a named pipe, a link, a
        /// directory); it was left alone, since writing the PNG would replace it.
        case notARegularFile(path: String, kind: FileKind)

        public var description: String {
            switch self {
            case .snapshot(let failure): "the window could not be rendered (\(failure))"
            case .saveFailed(let path): "\(Self.shown(path)) could not be written"
            case .timedOut(let seconds): "the window was still changing after \(seconds) s"
            case .notARegularFile(let path, let kind):
                "\(Self.shown(path)) is \(kind), not a regular file; it was left alone"
            }
        }

        private static func shown(_ path: String) -> String {
            UntrustedText.escaped(path, limit: UntrustedText.longLimit)
        }

        /// Failures that the next frame may cure: nothing drawn yet, or no size yet.
        var isWorthWaitingFor: Bool {
            if case .snapshot(let failure) = self { return failure == .emptyRender || failure == .notLaidOut }
            return false
        }
    }

    /// Whether the window shows its final state: mapped, nothing moving or loading
    /// (``GtkRenderer/isSettled``), the top page laid out, and every dialog and popover mapped.
    public static func isReady(_ renderer: GtkRenderer) -> Bool {
        guard renderer.window.isMapped, renderer.isSettled else { return false }
        guard let page = renderer.visiblePage, page.isMapped, page.size.width > 0 else { return false }
        let surfaces: [Widget] = renderer.presentedWindows + renderer.presentedPopovers
        return surfaces.allSatisfy { $0.isMapped && $0.size.width > 0 }
    }

    /// Whether a PNG may be written at `path`: nothing is there yet, or a regular file. GDK
    /// writes a temporary file and renames it over the path, which would replace a device node,
    /// a named pipe or a symbolic link (run as root, `/dev/sda`): those are refused.
    ///
    /// ```swift
    /// try WindowScreenshot.checkTarget("/tmp/shot.png")   // fine
    /// try WindowScreenshot.checkTarget("/dev/null")       // throws .notARegularFile(path:kind: .characterDevice)
    /// ```
    public static func checkTarget(_ path: String) throws(Failure) {
        if let kind = FileKind.at(path), kind != .regular { throw .notARegularFile(path: path, kind: kind) }
    }

    /// Composites and writes the PNG now, to a regular file or a new one (``checkTarget(_:)``);
    /// returns its size in pixels.
    @discardableResult
    public static func write(of renderer: GtkRenderer, to path: String) throws(Failure) -> (width: Int, height: Int) {
        try checkTarget(path)
        let window = renderer.window
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
            // The snapshot must be freed; what it made so far (possibly nothing) is dropped.
            if let unused = gtk_snapshot_free_to_node(snapshot) { gsk_render_node_unref(unused) }
            throw .snapshot(error)
        }
        guard let native = gtk_widget_get_native(window.gtkWidget), let gskRenderer = gtk_native_get_renderer(native)
        else {
            if let unused = gtk_snapshot_free_to_node(snapshot) { gsk_render_node_unref(unused) }
            throw .snapshot(.noRenderer)
        }
        let texture: GObjectRef
        do {
            texture = try WidgetSnapshot.texture(of: snapshot, width: width, height: height, renderer: gskRenderer)
        } catch {
            throw .snapshot(error)
        }
        guard gdk_texture_save_to_png(texture.opaque, path) != 0 else { throw .saveFailed(path) }
        return (width, height)
    }

    /// Waits on the GLib loop until the window ``isReady(_:)`` for a few polls in a row (the last
    /// frames painted), then writes the PNG; retries while a widget has not drawn yet. Calls
    /// `completion` once. Needs the GLib main loop running (an app, not a test).
    public static func writeWhenSettled(
        of renderer: GtkRenderer,
        to path: String,
        timeout: Duration = .seconds(20),
        completion: @escaping @MainActor (Result<(width: Int, height: Int), Failure>) -> Void
    ) {
        SettledCapture(renderer: renderer, path: path, timeout: timeout, completion: completion).poll()
    }

    /// ``writeWhenSettled(of:to:timeout:completion:)`` awaited: the size written, or the failure.
    ///
    /// ```swift
    /// let size = try await WindowScreenshot.writeWhenSettled(of: renderer, to: "/tmp/notes.png")
    /// ```
    @discardableResult
    public static func writeWhenSettled(
        of renderer: GtkRenderer, to path: String, timeout: Duration = .seconds(20)
    ) async throws(Failure) -> (width: Int, height: Int) {
        let result = await withCheckedContinuation { continuation in
            writeWhenSettled(of: renderer, to: path, timeout: timeout) { continuation.resume(returning: $0) }
        }
        return try result.get()
    }

    private static func append(_ widget: Widget, at origin: (x: Int, y: Int), to snapshot: OpaquePointer)
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
    private static func position(of popover: Widget, in window: Widget) -> (x: Int, y: Int) {
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

/// One ``WindowScreenshot/writeWhenSettled(of:to:timeout:completion:)`` in progress: polls every
/// 50 ms on the GLib loop (keeping itself alive through the scheduled closure).
@MainActor
private final class SettledCapture {
    private let renderer: GtkRenderer
    private let path: String
    private let maximumPolls: Int
    private let timeoutSeconds: Int
    private let completion: @MainActor (Result<(width: Int, height: Int), WindowScreenshot.Failure>) -> Void
    private var polls = 0
    private var settledPolls = 0
    private var renderAttempts = 0
    private static let pollInterval = Duration.milliseconds(50)

    init(
        renderer: GtkRenderer, path: String, timeout: Duration,
        completion: @escaping @MainActor (Result<(width: Int, height: Int), WindowScreenshot.Failure>) -> Void
    ) {
        self.renderer = renderer
        self.path = path
        timeoutSeconds = Int(timeout.components.seconds)
        maximumPolls = max(1, Int(timeout / Self.pollInterval))
        self.completion = completion
    }

    func poll() {
        polls += 1
        settledPolls = WindowScreenshot.isReady(renderer) ? settledPolls + 1 : 0
        // A few ready polls in a row: the last frames (a spinner stopping, a popover sliding) are painted.
        if settledPolls >= 4 {
            capture()
        } else if polls >= maximumPolls {
            completion(.failure(.timedOut(seconds: timeoutSeconds)))
        } else {
            GLibMainLoop.after(Self.pollInterval) { self.poll() }
        }
    }

    private func capture() {
        renderAttempts += 1
        do {
            completion(.success(try WindowScreenshot.write(of: renderer, to: path)))
        } catch  where error.isWorthWaitingFor && renderAttempts < 40 {
            // A widget that has not drawn since its last change renders nothing: wait a frame.
            GLibMainLoop.after(Self.pollInterval) { self.capture() }
        } catch {
            completion(.failure(error))
        }
    }
}

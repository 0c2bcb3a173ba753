internal import CGtk
internal import ClewGtkCore
import Glibc

/// A picture to look at closely (`GtkScrolledWindow` + `GtkPicture` + gesture controllers): it
/// opens at best fit, zooms with Ctrl+scroll around the pointer, a pinch, and the keys + − 0 1,
/// and pans by dragging or scrolling.
///
/// - **Best fit** (0, Ctrl+0, ``zoomToFit()``): the whole image in view, never enlarged: a small
///   image stays at 100% in the middle, not stretched. It follows the view's size.
/// - **Zoomed** (+ −, Ctrl+scroll, a pinch, 1 or Ctrl+1 for 100%, ``setZoom(_:around:)``): the
///   image at ``zoomLevel`` (1 = one image pixel per logical pixel), clamped to ``zoomRange``,
///   with the point under the pointer (the fingers, the view's centre for keys) kept in place.
///
/// The view takes keyboard focus (a click or a drag focuses it) and is named for screen readers by
/// its accessible label, which is also the picture's alternative text.
///
/// <!-- doc-test:
/// let pngBytes: [UInt8] = []
/// let zoomLabel = Label("")
/// -->
/// ```swift
/// let viewer = ZoomablePicture(accessibleLabel: "Lighthouse at dusk")
/// viewer.texture = try await Texture.decoded(from: pngBytes)
/// viewer.onZoomChange { viewer in
///     zoomLabel.text = viewer.isBestFit ? "Best Fit" : "\(Int((viewer.zoomLevel * 100).rounded()))%"
/// }
/// viewer.setZoom(2)   // 200%, around the centre
/// ```
public final class ZoomablePicture: Widget {
    /// The picture inside the scrolled window.
    private var picture: Picture!
    private var state = ZoomState()
    private var observers: [@MainActor (ZoomablePicture) -> Void] = []
    private var isNotifying = false
    private var changedWhileNotifying = false
    /// Where the pointer is over the view, for Ctrl+scroll.
    private var pointer: DropPoint?
    /// The scroll position when a drag began, and the zoom when a pinch began.
    private var panStart: DropPoint?
    private var pinchStart: Double?
    private var isRefitScheduled = false

    /// An empty viewer named `accessibleLabel` for screen readers; give it a ``texture``.
    public convenience init(texture: Texture? = nil, accessibleLabel: String) {
        self.init(new: gtk_scrolled_window_new())
        let picture = Picture()
        gtk_picture_set_content_fit(picture.opaque, GTK_CONTENT_FIT_FILL)
        self.picture = picture
        gtk_scrolled_window_set_policy(opaque, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(opaque, picture.gtkWidget)
        isFocusable = true
        setAccessibleLabel(accessibleLabel)
        picture.alternativeText = accessibleLabel
        addCSSClass("clew-zoomable-picture")
        attachInput()
        followViewSize()
        self.texture = texture
    }

    // MARK: State

    /// The image shown; setting one shows it at best fit.
    public var texture: Texture? {
        get { picture.texture }
        set {
            state.imageSize = newValue.map { (width: Double($0.width), height: Double($0.height)) }
            state.isBestFit = true
            picture.setTexture(newValue)
            apply(scrollingTo: nil)
        }
    }

    /// The zoom shown now: 1 is 100% (one image pixel per logical pixel), 2 is 200%. At best fit, the
    /// fitting zoom (at most 1).
    public var zoomLevel: Double { state.zoom }

    /// Whether the image is shown at best fit (and refits when the view's size changes).
    public var isBestFit: Bool { state.isBestFit }

    /// The zoom at best fit for the view's size now: at most 1, so that a small image is not enlarged.
    public var bestFitZoom: Double { state.fitZoom }

    /// The smallest and largest zoom (1 is 100%); by default 5% to 1600%. Best fit goes below the
    /// smallest zoom when a very large image needs it.
    public var zoomRange: ClosedRange<Double> {
        get { state.range }
        set {
            state.range =
                max(newValue.lowerBound, .leastNonzeroMagnitude)...max(newValue.upperBound, .leastNonzeroMagnitude)
            if !state.isBestFit { setZoom(state.zoom) }
        }
    }

    /// How much one step of + or − (or of the mouse wheel with Ctrl) zooms: 1.25 by default.
    public var zoomStep: Double = 1.25

    /// How far the view is scrolled: the image point (in logical pixels of the zoomed image) at the
    /// view's top-left corner. Setting it pans, within the image.
    public var scrollOffset: DropPoint {
        get { DropPoint(x: gtk_adjustment_get_value(horizontal), y: gtk_adjustment_get_value(vertical)) }
        set {
            gtk_adjustment_set_value(horizontal, newValue.x)
            gtk_adjustment_set_value(vertical, newValue.y)
        }
    }

    /// The size the image is drawn at now, in logical pixels (zero with no image).
    public var displayedSize: (width: Int, height: Int) { state.contentSize }

    /// Calls `handler` after each change of ``zoomLevel`` or ``isBestFit`` (by the person or by code),
    /// with the view.
    public func onZoomChange(_ handler: @escaping @MainActor (ZoomablePicture) -> Void) {
        observers.append(handler)
    }

    // MARK: Zooming

    /// Shows the image at `zoom` (1 is 100%), clamped to ``zoomRange``, keeping the image point at
    /// `point` (in the view's coordinates; the centre by default) where it is.
    public func setZoom(_ zoom: Double, around point: DropPoint? = nil) {
        guard zoom.isFinite, zoom > 0 else { return }
        let anchor = point ?? viewCentre
        let before = imagePoint(at: anchor)
        state.isBestFit = false
        state.zoom = state.clamped(zoom)
        apply(scrollingTo: before.map { (image: $0, view: anchor) })
    }

    /// Zooms in one ``zoomStep`` around `point` (the centre by default).
    public func zoomIn(around point: DropPoint? = nil) { setZoom(state.zoom * zoomStep, around: point) }

    /// Zooms out one ``zoomStep`` around `point` (the centre by default).
    public func zoomOut(around point: DropPoint? = nil) { setZoom(state.zoom / zoomStep, around: point) }

    /// Shows the whole image, enlarged never (best fit).
    public func zoomToFit() {
        state.isBestFit = true
        apply(scrollingTo: nil)
    }

    /// Shows the image at 100%, around the centre.
    public func showActualSize() { setZoom(1) }

    // MARK: Applying the state to the widgets

    private var horizontal: UnsafeMutablePointer<GtkAdjustment> { gtk_scrolled_window_get_hadjustment(opaque)! }
    private var vertical: UnsafeMutablePointer<GtkAdjustment> { gtk_scrolled_window_get_vadjustment(opaque)! }

    private var viewCentre: DropPoint {
        DropPoint(x: state.viewSize.width / 2, y: state.viewSize.height / 2)
    }

    /// The image pixel under `point` of the view, if an image is shown.
    private func imagePoint(at point: DropPoint) -> DropPoint? {
        guard state.imageSize != nil, state.zoom > 0 else { return nil }
        let margins = state.margins
        return DropPoint(
            x: (gtk_adjustment_get_value(horizontal) + point.x - Double(margins.x)) / state.zoom,
            y: (gtk_adjustment_get_value(vertical) + point.y - Double(margins.y)) / state.zoom)
    }

    /// Sizes and centres the picture for the state, scrolls so that `anchor.image` is under
    /// `anchor.view`, then tells the observers.
    private func apply(scrollingTo anchor: (image: DropPoint, view: DropPoint)?) {
        let previous = (state.appliedZoom, state.appliedBestFit)
        state.refit()
        let (width, height) = state.contentSize
        let margins = state.margins
        gtk_widget_set_size_request(picture.gtkWidget, Int32(width), Int32(height))
        gtk_widget_set_margin_start(picture.gtkWidget, Int32(margins.x))
        gtk_widget_set_margin_top(picture.gtkWidget, Int32(margins.y))
        gtk_widget_set_margin_end(picture.gtkWidget, Int32(margins.trailingX))
        gtk_widget_set_margin_bottom(picture.gtkWidget, Int32(margins.bottomY))
        if let anchor {
            // The viewport learns the new size at the next layout; the range is widened now so that
            // the position is not clamped to the old one.
            scroll(horizontal, to: anchor.image.x * state.zoom + Double(margins.x) - anchor.view.x, extent: width)
            scroll(vertical, to: anchor.image.y * state.zoom + Double(margins.y) - anchor.view.y, extent: height)
        }
        state.appliedZoom = state.zoom
        state.appliedBestFit = state.isBestFit
        if previous.0 != state.zoom || previous.1 != state.isBestFit { notifyObservers() }
    }

    private func scroll(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, to value: Double, extent: Int) {
        let page = gtk_adjustment_get_page_size(adjustment)
        gtk_adjustment_set_upper(adjustment, max(Double(extent), page))
        gtk_adjustment_set_value(adjustment, value)
    }

    private func notifyObservers() {
        guard !isNotifying else {
            changedWhileNotifying = true
            return
        }
        isNotifying = true
        defer { isNotifying = false }
        repeat {
            changedWhileNotifying = false
            for observer in observers { observer(self) }
        } while changedWhileNotifying
    }

    /// Refits (best fit) and recentres whenever the view's size changes.
    private func followViewSize() {
        for adjustment in [horizontal, vertical] {
            let wrapper = ClewGtkCore.Adjustment(UnsafeMutableRawPointer(adjustment), transfer: .none)
            wrapper.connectPageSizeChanged(counted { [weak self] _ in self?.viewResized() })
        }
    }

    /// The view's size changes while GTK lays it out: the picture is resized right after (on the
    /// next turn of the loop), not in the middle of the layout that would otherwise lose it.
    private func viewResized() {
        guard !isRefitScheduled else { return }
        isRefitScheduled = true
        GLibMainLoop.whenIdle { [weak self] in
            self?.isRefitScheduled = false
            self?.refitToView()
        }
    }

    private func refitToView() {
        let size = (width: gtk_adjustment_get_page_size(horizontal), height: gtk_adjustment_get_page_size(vertical))
        guard size.width != state.viewSize.width || size.height != state.viewSize.height else { return }
        let centre = imagePoint(at: viewCentre)
        state.viewSize = size
        apply(scrollingTo: state.isBestFit ? nil : centre.map { (image: $0, view: viewCentre) })
    }

    // MARK: Input

    private func attachInput() {
        let wheel = ScrollController(.bothAxes, phase: .capture)
        wheel.onScroll { [weak self] scroll in self?.handle(scroll) ?? false }
        addController(wheel)

        let motion = MotionController()
        motion.onEnter { [weak self] point in self?.pointer = point }
        motion.onMotion { [weak self] point in self?.pointer = point }
        motion.onLeave { [weak self] in self?.pointer = nil }
        addController(motion)

        let pinch = ZoomGesture()
        pinch.onBegin { [weak self] in self?.pinchStart = self?.zoomLevel }
        pinch.onScaleChanged { [weak self] step in self?.pinched(to: step.scale, centre: step.center) }
        pinch.onEnd { [weak self] in self?.pinchStart = nil }
        addController(pinch)

        let pan = DragGesture(button: 1)
        pan.onBegin { [weak self] _ in self?.beginPan() }
        pan.onUpdate { [weak self] offset in self?.pan(by: offset) }
        pan.onEnd { [weak self] _ in self?.endPan() }
        addController(pan)

        let keys = KeyController()
        keys.onKeyPressed { [weak self] press in self?.handle(press) ?? false }
        addController(keys)
    }

    private func handle(_ scroll: ScrollEvent) -> Bool {
        guard scroll.isZoom, state.imageSize != nil, scroll.deltaY != 0 else { return false }
        // A wheel click is one step; a touchpad's pixels zoom a step per ten.
        let steps = scroll.unit == .wheel ? -scroll.deltaY : -scroll.deltaY / 10
        setZoom(state.zoom * pow(zoomStep, steps), around: pointer)
        return true
    }

    private func pinched(to scale: Double, centre: DropPoint?) {
        if pinchStart == nil { pinchStart = zoomLevel }
        guard let start = pinchStart else { return }
        setZoom(start * scale, around: centre)
    }

    private func beginPan() {
        grabFocus()
        panStart = scrollOffset
        gtk_widget_set_cursor_from_name(gtkWidget, "grabbing")
    }

    private func pan(by offset: DropPoint) {
        guard let start = panStart else { return }
        scrollOffset = DropPoint(x: start.x - offset.x, y: start.y - offset.y)
    }

    private func endPan() {
        panStart = nil
        gtk_widget_set_cursor(gtkWidget, nil)
    }

    private func handle(_ press: KeyPress) -> Bool {
        let held = press.modifierKeys.subtracting([.shift, .control])
        guard held.isEmpty, state.imageSize != nil else { return false }
        switch Int32(bitPattern: press.keyval) {
        case GDK_KEY_plus, GDK_KEY_equal, GDK_KEY_KP_Add: zoomIn()
        case GDK_KEY_minus, GDK_KEY_underscore, GDK_KEY_KP_Subtract: zoomOut()
        case GDK_KEY_0, GDK_KEY_KP_0: zoomToFit()
        case GDK_KEY_1, GDK_KEY_KP_1: showActualSize()
        default: return false
        }
        return true
    }
}

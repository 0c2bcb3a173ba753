internal import CGtk
internal import ClewGtkCore

/// One scroll of a mouse wheel or a touchpad (`GtkEventControllerScroll::scroll`), typed.
public struct ScrollEvent: Sendable, Equatable {
    /// What the deltas count.
    public enum Unit: Sendable, Equatable {
        /// Wheel clicks (a mouse wheel: usually whole steps, 1 per click; down and right positive).
        case wheel
        /// Pixels, from a touchpad or a smooth-scrolling wheel.
        case surface
    }

    /// Horizontal movement, right positive.
    public var deltaX: Double
    /// Vertical movement, down (towards the person) positive.
    public var deltaY: Double
    /// The modifier keys held: Ctrl+scroll zooms in GNOME apps.
    public var modifiers: ModifierKeys
    /// What ``deltaX`` and ``deltaY`` count.
    public var unit: Unit

    /// A scroll (GTK builds these for you; tests build them too).
    public init(deltaX: Double = 0, deltaY: Double, modifiers: ModifierKeys = [], unit: Unit = .wheel) {
        self.deltaX = deltaX
        self.deltaY = deltaY
        self.modifiers = modifiers
        self.unit = unit
    }

    /// Whether this scroll asks to zoom rather than to move (Ctrl held, as in every GNOME viewer).
    public var isZoom: Bool { modifiers.contains(.control) }
}

/// Reports mouse-wheel and touchpad scrolls on the widget it is added to (`GtkEventControllerScroll`).
///
/// The handler returns `true` when it used the scroll, so the widgets behind it (a scrolled window)
/// do not scroll too; add the controller in the `.capture` phase to see scrolls before a scrolled
/// window inside the widget does.
///
/// <!-- doc-test:
/// let photo = Picture()
/// func zoom(by factor: Double) {}
/// -->
/// ```swift
/// let wheel = ScrollController([.vertical, .discrete], phase: .capture)
/// wheel.onScroll { scroll in
///     guard scroll.isZoom else { return false }   // plain scrolls scroll
///     zoom(by: scroll.deltaY < 0 ? 1.25 : 0.8)
///     return true
/// }
/// photo.addController(wheel)
/// ```
public final class ScrollController: GObjectRef, EventController {
    /// Which scrolls the controller reports, and how (`GtkEventControllerScrollFlags`).
    public struct Options: OptionSet, Sendable, Hashable {
        /// The `GtkEventControllerScrollFlags` bits.
        public let rawValue: UInt32
        /// Options from `GtkEventControllerScrollFlags` bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Vertical scrolls (`GTK_EVENT_CONTROLLER_SCROLL_VERTICAL`).
        public static let vertical = Options(rawValue: GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue)
        /// Horizontal scrolls (`GTK_EVENT_CONTROLLER_SCROLL_HORIZONTAL`).
        public static let horizontal = Options(rawValue: GTK_EVENT_CONTROLLER_SCROLL_HORIZONTAL.rawValue)
        /// Whole steps only: a touchpad's pixels are summed into steps of 1 (`GTK_EVENT_CONTROLLER_SCROLL_DISCRETE`).
        public static let discrete = Options(rawValue: GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue)
        /// Kinetic scrolling: a touchpad swipe keeps going after the fingers lift
        /// (`GTK_EVENT_CONTROLLER_SCROLL_KINETIC`; GTK reports the speed through `decelerate`).
        public static let kinetic = Options(rawValue: GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
        /// Both directions (`GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES`).
        public static let bothAxes: Options = [.vertical, .horizontal]
    }

    /// A controller reporting `options`' scrolls; add it with ``Widget/addController(_:)-(EventController)``.
    public convenience init(_ options: Options = .bothAxes, phase: KeyController.Phase = .bubble) {
        let flags = GtkEventControllerScrollFlags(rawValue: options.rawValue)
        self.init(UnsafeMutableRawPointer(gtk_event_controller_scroll_new(flags)!), transfer: .full)
        gtk_event_controller_set_propagation_phase(opaque, phase.gtk)
    }

    /// Which scrolls are reported (`gtk_event_controller_scroll_set_flags`).
    public var options: Options {
        get { Options(rawValue: gtk_event_controller_scroll_get_flags(opaque).rawValue) }
        set {
            gtk_event_controller_scroll_set_flags(opaque, GtkEventControllerScrollFlags(rawValue: newValue.rawValue))
        }
    }

    /// Calls `handler` for each scroll, with the keys held; return `true` when it used the scroll.
    @discardableResult
    public func onScroll(_ handler: @escaping @MainActor (ScrollEvent) -> Bool) -> SignalConnection {
        generated(as: ClewGtkCore.EventControllerScroll.self).connectScroll(
            counted { scroll, dx, dy in
                let controller = OpaquePointer(scroll.raw)
                let state = gtk_event_controller_get_current_event_state(controller).rawValue
                let unit: ScrollEvent.Unit =
                    gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_SURFACE ? .surface : .wheel
                let modifiers = ModifierKeys(rawValue: state).intersection(.shortcutKeys)
                return handler(ScrollEvent(deltaX: dx, deltaY: dy, modifiers: modifiers, unit: unit))
            })
    }
}

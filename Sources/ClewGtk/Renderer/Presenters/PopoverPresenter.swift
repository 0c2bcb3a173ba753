internal import CGtk
import Clew

/// Why ``GtkRenderer`` could not show something.
public enum GtkRendererError: Error, Equatable, CustomStringConvertible {
    /// A popover's anchor must be a GTK widget (a ``Widget``).
    case anchorIsNotAWidget(String)

    public var description: String {
        switch self {
        case .anchorIsNotAWidget(let anchor):
            "The popover anchor “\(anchor)” is not a GTK widget; GtkRenderer can only point popovers at a Widget."
        }
    }
}

/// Popovers: a `GtkPopover` parented to the anchor widget per presentation. The anchor's handle
/// is kept while the popover is up, so the popover cannot lose what it points at.
@MainActor
final class PopoverPresenter {
    /// A popover on screen (or closing).
    private final class Shown {
        let presentation: Presentation
        let popover: Popover
        let anchor: Widget
        let widgets: PresentationWidgets
        /// Set while the renderer itself closes the popover, so `closed` is not reported as the user's.
        var isClosingByRenderer = false
        /// While the anchor's window is not on screen yet: the frame clock watched until it is.
        var waitingForAnchor: (clock: FrameClock, connection: SignalConnection)?

        init(presentation: Presentation, popover: Popover, anchor: Widget, widgets: PresentationWidgets) {
            self.presentation = presentation
            self.popover = popover
            self.anchor = anchor
            self.widgets = widgets
        }
    }

    private let host: PresenterHost
    private var shown: [PresentationID: Shown] = [:]
    private var closing: [Shown] = []

    init(host: PresenterHost) {
        self.host = host
    }

    /// Shows `presentation` in a popover on `anchor`. `.up` (the arrow points up at the anchor)
    /// puts the popover below the anchor, as in UIKit. Escape and clicks outside close it and
    /// report ``UserResponse/dismiss``.
    func present(_ presentation: Presentation, configuration: PopoverConfiguration, anchor: any PopoverAnchor)
        throws(GtkRendererError)
    {
        guard let anchor = anchor as? Widget else { throw .anchorIsNotAWidget(anchor.anchorDescription) }
        let id = presentation.id
        let widgets = host.widgets(for: presentation, compact: true) { [weak self] index in
            self?.choose(index, in: id)
        }
        let popover = Popover(child: widgets.root)
        popover.attach(to: anchor)
        popover.position = Self.position(
            for: configuration.permittedArrowDirections,
            rightToLeft: gtk_widget_get_direction(anchor.gtkWidget) == GTK_TEXT_DIR_RTL)
        let record = Shown(presentation: presentation, popover: popover, anchor: anchor, widgets: widgets)
        popover.connect(.closed) { [weak self, weak record] _ in
            guard let self, let record, !record.isClosingByRenderer else { return }
            // A popover cannot refuse to close: the router always accepts this.
            _ = self.host.respond(.dismiss, id)
        }
        shown[id] = record
        host.record(.presented(presentation.content.summary, presentation.style.summary))
        popUpWhenAnchorIsOnScreen(record)
    }

    /// Pops the popover up once its anchor's window is on screen. On Wayland a popup is a surface
    /// placed against its parent's, which the compositor maps only after answering the window's
    /// first configure: a popover shown earlier (a scenario or a link opening it as the window
    /// maps) leaves GTK 4.8 never acknowledging that configure, and neither surface is ever laid
    /// out or drawn. So until the window's surface is mapped and the anchor laid out in it, this
    /// waits for painted frames, then pops up once the loop is idle. On X11 the surface is mapped
    /// as the window maps: nothing waits.
    private func popUpWhenAnchorIsOnScreen(_ record: Shown) {
        guard !record.anchor.isOnMappedSurface, let clock = record.anchor.frameClock else { return popUp(record) }
        let connection = clock.connect(.afterPaint) { [weak self, weak record] _ in
            guard let self, let record, record.anchor.isOnMappedSurface, record.anchor.size.width > 0 else { return }
            self.stopWaiting(for: record)
            // Not inside the frame: a popover shown while its window paints waited for a frame that
            // never came (weston paints nothing more until something changes).
            GLibMainLoop.whenIdle { [weak self, weak record] in
                guard let self, let record, self.shown[record.presentation.id] === record else { return }
                self.popUp(record)
            }
        }
        record.waitingForAnchor = (clock, connection)
    }

    private func popUp(_ record: Shown) {
        // A display with no seat (weston's headless backend has no input at all) has nothing to grab,
        // and GTK 4.8 never shows a popover that would grab one there: it is shown without the grab.
        if gdk_display_get_default_seat(gtk_widget_get_display(record.anchor.gtkWidget)) == nil {
            record.popover.closesOnClickOutside = false
        }
        record.popover.popup()
        // Keyboard users start on the current choice (or the preferred action), not the first button.
        record.widgets.initialFocus?.grabFocus()
    }

    private func stopWaiting(for record: Shown) {
        guard let (clock, connection) = record.waitingForAnchor else { return }
        record.waitingForAnchor = nil
        clock.disconnect(connection)
    }

    /// Pops the popover down, then detaches it from its anchor and lets it be freed.
    func dismiss(_ presentation: Presentation) {
        guard let record = shown.removeValue(forKey: presentation.id) else { return }
        if case .screen(let screen) = presentation.content { host.screens.forget(screen) }
        host.record(.dismissed(presentation.content.summary))
        record.widgets.stopFollowingModel()
        stopWaiting(for: record)
        record.isClosingByRenderer = true
        record.popover.popdown()
        // A shown popover holds two references on itself that GTK 4.8 drops only when the X
        // server confirms the unmap; unparenting before that strands them and the popover is never
        // freed (measured here). So it leaves its anchor once only our reference and its parent's
        // remain, checked every 10 ms for up to 3 s: on a loaded machine (or under meson's
        // MALLOC_PERTURB_) the confirmation took longer than the 0.5 s this waited before.
        closing.append(record)
        finishClosing(record, attemptsLeft: 300)
    }

    /// The popovers on screen, oldest first.
    var popovers: [Popover] {
        shown.values.sorted { $0.presentation.id.rawValue < $1.presentation.id.rawValue }.map(\.popover)
    }

    /// What assistive technology is told about the newest popover's alert, if it shows one.
    var topAlertAccessibility: AlertAccessibility? {
        shown.values.max { $0.presentation.id.rawValue < $1.presentation.id.rawValue }?.widgets
            .alertAccessibility(window: nil)
    }

    /// Whether closed popovers have all left their anchors.
    var hasFinishedClosing: Bool { closing.isEmpty }

    /// Detaches every popover at once (the renderer is going away).
    func detachAll() {
        for record in Array(shown.values) + closing where record.popover.isAttached {
            stopWaiting(for: record)
            record.widgets.stopFollowingModel()
            record.isClosingByRenderer = true
            record.popover.detach()
        }
        shown.removeAll()
        closing.removeAll()
    }

    private func finishClosing(_ record: Shown, attemptsLeft: Int) {
        guard closing.contains(where: { $0 === record }) else { return }
        let referencesOfOursAndParent: UInt32 = record.popover.isAttached ? 2 : 1
        if record.popover.refCount > referencesOfOursAndParent, attemptsLeft > 0 {
            GLibMainLoop.after(.milliseconds(10)) { [weak self] in
                self?.finishClosing(record, attemptsLeft: attemptsLeft - 1)
            }
            return
        }
        closing.removeAll { $0 === record }
        record.popover.detach()
        if closing.isEmpty { host.transitionMayHaveEnded() }
    }

    private func choose(_ index: Int, in id: PresentationID) {
        guard let record = shown[id] else { return }
        host.choose(index, in: record.presentation, widgets: record.widgets)
    }

    /// UIKit's arrow direction → GTK's popover position: the arrow points at the anchor, so an
    /// `.up` arrow means the popover is below it. Right to left, sideways positions mirror (GTK
    /// does not flip them itself): the popover opens on the side text reads towards.
    static func position(for directions: ArrowDirections, rightToLeft: Bool = false) -> GtkPositionType {
        switch directions.preferred {
        case .down: GTK_POS_TOP
        case .left: rightToLeft ? GTK_POS_LEFT : GTK_POS_RIGHT
        case .right: rightToLeft ? GTK_POS_RIGHT : GTK_POS_LEFT
        default: GTK_POS_BOTTOM
        }
    }
}

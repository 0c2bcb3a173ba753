import CGtk
import Clew

/// A popover on screen.
@MainActor
final class ShownPopover {
    let presentation: Presentation
    let popover: WidgetRef
    let widgets: PresentationWidgets
    /// Set while the renderer itself closes the popover, so `closed` is not reported as the user's.
    var isClosingByRenderer = false

    init(presentation: Presentation, popover: WidgetRef, widgets: PresentationWidgets) {
        self.presentation = presentation
        self.popover = popover
        self.widgets = widgets
    }
}

/// Why ``GtkRenderer`` could not show something.
public enum GtkRendererError: Error, Equatable, CustomStringConvertible {
    /// A popover's anchor must be a GTK widget (a ``WidgetRef``).
    case anchorIsNotAWidget(String)

    public var description: String {
        switch self {
        case .anchorIsNotAWidget(let anchor):
            "The popover anchor “\(anchor)” is not a GTK widget; GtkRenderer can only point popovers at a WidgetRef."
        }
    }
}

extension GtkRenderer: PopoverRendering {
    /// Shows the presentation in a `GtkPopover` parented to the anchor widget. `.up` (the arrow
    /// points up at the anchor) puts the popover below the anchor, as in UIKit. Escape and clicks
    /// outside close it and report ``UserResponse/dismiss``.
    public func presentPopover(
        _ presentation: Presentation,
        configuration: PopoverConfiguration,
        anchor: any PopoverAnchor
    ) throws {
        guard let anchorWidget = anchor as? WidgetRef else {
            throw GtkRendererError.anchorIsNotAWidget(anchor.anchorDescription)
        }
        let id = presentation.id
        let widgets = PresentationWidgets.make(for: presentation.content, compact: true, screenWidget: makeWidget(for:))
        { [weak self] index in
            self?.userChose(index, in: id)
        }
        let popover = WidgetRef(new: gtk_popover_new())
        let gtkPopover = popover.pointer(as: GtkPopover.self)
        gtk_popover_set_child(gtkPopover, widgets.root)
        gtk_widget_set_parent(popover.widget, anchorWidget.widget)
        gtk_popover_set_position(gtkPopover, Self.position(for: configuration.permittedArrowDirections))
        // Point at the anchor's bounds; before its first layout GTK's default (the whole parent) is right.
        let (width, height) = anchorWidget.size
        if width > 0, height > 0 {
            var bounds = GdkRectangle(x: 0, y: 0, width: Int32(width), height: Int32(height))
            gtk_popover_set_pointing_to(gtkPopover, &bounds)
        }
        gtk_popover_set_autohide(gtkPopover, 1)

        let shown = ShownPopover(presentation: presentation, popover: popover, widgets: widgets)
        popover.connect(.closed) { [weak self, weak shown] in
            guard let self, let shown, !shown.isClosingByRenderer else { return }
            // A popover cannot refuse to close: the router always accepts this.
            self.send(.dismiss, for: id)
        }
        popovers[id] = shown
        record(.presented(presentation.content.summary, presentation.style.summary))
        gtk_popover_popup(gtkPopover)
    }

    /// Pops the popover down, then unparents it and lets it be freed.
    public func dismissPopover(_ presentation: Presentation) {
        guard let shown = popovers.removeValue(forKey: presentation.id) else { return }
        record(.dismissed(presentation.content.summary))
        shown.isClosingByRenderer = true
        gtk_popover_popdown(shown.popover.pointer(as: GtkPopover.self))
        // A shown popover holds two references on itself that GTK 4.8 drops only when the X
        // server confirms the unmap; unparenting before that strands them and the popover is never
        // freed (measured here). So it leaves its anchor once only our reference and its parent's
        // remain, checked every 10 ms for up to 3 s: on a loaded machine (or under meson's
        // MALLOC_PERTURB_) the confirmation took longer than the 0.5 s this waited before.
        closingPopovers.append(shown)
        finishClosing(shown, attemptsLeft: 300)
    }

    private func finishClosing(_ shown: ShownPopover, attemptsLeft: Int) {
        guard closingPopovers.contains(where: { $0 === shown }) else { return }
        let referencesOfOursAndParent: UInt32 = gtk_widget_get_parent(shown.popover.widget) == nil ? 1 : 2
        if shown.popover.refCount > referencesOfOursAndParent, attemptsLeft > 0 {
            GLibMainLoop.after(.milliseconds(10)) { [weak self] in
                self?.finishClosing(shown, attemptsLeft: attemptsLeft - 1)
            }
            return
        }
        closingPopovers.removeAll { $0 === shown }
        if gtk_widget_get_parent(shown.popover.widget) != nil {
            gtk_widget_unparent(shown.popover.widget)
        }
    }

    /// UIKit's arrow direction → GTK's popover position: the arrow points at the anchor, so an
    /// `.up` arrow means the popover is below it.
    static func position(for directions: ArrowDirections) -> GtkPositionType {
        switch directions.preferred {
        case .down: GTK_POS_TOP
        case .left: GTK_POS_RIGHT
        case .right: GTK_POS_LEFT
        default: GTK_POS_BOTTOM
        }
    }

    /// The popovers on screen, oldest first (for tests and screenshots).
    public var presentedPopovers: [WidgetRef] {
        popovers.values.sorted { $0.presentation.id.rawValue < $1.presentation.id.rawValue }.map(\.popover)
    }
}

import CGtk
import Clew
import ClewImages

/// Renders Clew's routes with GTK 4 widgets in one window.
///
/// - ``PresentationStyle/dialog`` presentations become modal windows transient for this window, and
///   ``PresentationStyle/sheet`` ones (action sheets) cards at its bottom over a scrim (``ModalRendering``);
/// - popover presentations become `GtkPopover`s parented to the anchor widget (``PopoverRendering``);
/// - pushed screens go on a `GtkStack` with slide transitions, and the header bar's back button
///   appears when there is something to go back to (``NavigationStackRendering``).
///
/// ```swift
/// let window = WidgetRef(new: gtk_application_window_new(application))
/// let renderer = GtkRenderer(window: window)
/// let router = Router(renderer: renderer)
/// router.navigate(to: HomeBuilder().pushRoute(), with: deps)
/// gtk_window_present(window.pointer(as: GtkWindow.self))
/// ```
///
/// It keeps the same ``events`` log as `RecordingRenderer`, so a scenario driven on both
/// renderers can be compared event for event.
@MainActor
public final class GtkRenderer: Renderer {
    public weak var responder: (any RendererResponder)?

    /// The window that hosts the navigation stack and parents every dialog.
    public let window: WidgetRef
    /// The header bar: title and back button.
    public let headerBar: WidgetRef
    /// The back button in the header bar; visible only when there is something to go back to.
    public let backButton: WidgetRef
    /// The label in the header bar that shows the top screen's title.
    public let titleLabel: WidgetRef
    /// The `GtkStack` of pushed screens.
    public let stack: WidgetRef
    /// The overlay around the stack that holds sheets and their scrim.
    public let overlay: WidgetRef

    /// Everything rendered, and every choice the user made, in order: as much as
    /// ``eventRetention`` keeps (the newest 256 by default, so a running app's log stays small).
    public var events: [RenderEvent] { log.events }
    /// How much of ``events`` is kept; set it in `init`.
    public var eventRetention: RenderEventLog.Retention { log.retention }
    var log: RenderEventLog

    var modals: [PresentationID: ShownModal] = [:]
    var popovers: [PresentationID: ShownPopover] = [:]
    var closingPopovers: [ShownPopover] = []
    var pages: [ObjectIdentifier: WidgetRef] = [:]
    var screenOrder: [ObjectIdentifier] = []
    var pagesLeaving: [WidgetRef] = []
    var imageWidgets: [ObjectIdentifier: ImageDownloadWidget] = [:]

    /// Takes over `window`'s title bar and content: a header bar with a back button, and a stack.
    ///
    /// - Parameter eventRetention: how much of the ``events`` log to keep: `.all` in tests and
    ///   screenshots, `.none` where nobody reads it.
    public init(window: WidgetRef, eventRetention: RenderEventLog.Retention = .last(256)) {
        RendererStylesheet.installOnce()
        log = RenderEventLog(retention: eventRetention)
        self.window = window
        headerBar = WidgetRef(new: gtk_header_bar_new())
        backButton = WidgetRef(new: gtk_button_new_from_icon_name("go-previous-symbolic"))
        titleLabel = WidgetRef(new: gtk_label_new(""))
        stack = WidgetRef(new: gtk_stack_new())
        overlay = WidgetRef(new: gtk_overlay_new())

        gtk_widget_set_tooltip_text(backButton.widget, "Back")
        backButton.isVisible = false
        gtk_widget_add_css_class(titleLabel.widget, "title")
        gtk_header_bar_pack_start(headerBar.opaque, backButton.widget)
        gtk_header_bar_set_title_widget(headerBar.opaque, titleLabel.widget)
        gtk_stack_set_transition_duration(stack.opaque, 200)
        gtk_widget_set_vexpand(stack.widget, 1)
        gtk_window_set_titlebar(gtkWindow, headerBar.widget)
        gtk_overlay_set_child(overlay.opaque, stack.widget)
        gtk_window_set_child(gtkWindow, overlay.widget)

        backButton.connect(.clicked) { [weak self] in
            guard let self else { return }
            self.responder?.rendererDidRequestBack(self)
        }
        installSheetEscape()
    }

    // Dialogs and popovers go before the window they belong to: a dialog finalized after its
    // transient parent makes GTK disconnect signals from a freed object.
    isolated deinit {
        for shown in modals.values where !shown.isSheet {
            gtk_window_destroy(shown.root.pointer(as: GtkWindow.self))
        }
        modals.removeAll()
        for shown in Array(popovers.values) + closingPopovers where gtk_widget_get_parent(shown.popover.widget) != nil {
            shown.isClosingByRenderer = true
            gtk_widget_unparent(shown.popover.widget)
        }
        popovers.removeAll()
        closingPopovers.removeAll()
    }

    var gtkWindow: UnsafeMutablePointer<GtkWindow> { window.pointer(as: GtkWindow.self) }

    func record(_ event: RenderEvent) {
        log.record(event)
    }

    /// Whether closed popovers and popped pages have finished leaving. They go a moment after
    /// the router closes them (see `dismissPopover(_:)`); tests wait for this before counting leaks.
    public var hasFinishedClosing: Bool {
        closingPopovers.isEmpty && pagesLeaving.isEmpty
    }

    /// Whether the navigation stack is sliding from one page to another.
    public var isTransitioning: Bool {
        gtk_stack_get_transition_running(stack.opaque) != 0
    }

    /// Forgets the recorded events (not what is on screen).
    public func clearEvents() {
        log.clear()
    }

    /// Tells the router what the user did; returns whether the presentation closed.
    @discardableResult
    func send(_ response: UserResponse, for id: PresentationID) -> ResponseOutcome {
        guard let responder else { return .refused("No router is listening to this renderer.") }
        return responder.renderer(self, didReceive: response, in: id)
    }
}

// The compiler checks here that GtkRenderer implements every capability the core can ask for.
@MainActor private func gtkRendererIsComplete(_ renderer: GtkRenderer) -> any FullRenderer { renderer }

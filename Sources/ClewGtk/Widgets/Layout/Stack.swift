internal import CGtk
internal import ClewGtkCore

/// Shows one of several children at a time, with a transition between them (`GtkStack`); a
/// ``StackSwitcher`` or ``StackSidebar`` lets the user choose.
///
/// <!-- doc-test:
/// let inbox = ListBox(), archive = ListBox()
/// -->
/// ```swift
/// let pages = Stack(transition: .crossfade)
/// pages.add(inbox, name: "inbox", title: "Inbox")
/// pages.add(archive, name: "archive", title: "Archive")
/// header.setTitleWidget(StackSwitcher(stack: pages))
/// pages.visibleChildName = "archive"
/// ```
public final class Stack: Widget {
    /// How the stack moves from one child to the next.
    public enum Transition: Sendable {
        /// At once.
        case none
        /// The old child fades out as the new one fades in.
        case crossfade
        /// The new child slides in from the right (from the left right to left).
        case slideLeft
        /// The new child slides in from the left.
        case slideRight
        /// Slides left or right depending on the children's order.
        case slideLeftRight
        /// Slides up or down depending on the children's order.
        case slideUpDown

        var gtk: GtkStackTransitionType {
            switch self {
            case .none: GTK_STACK_TRANSITION_TYPE_NONE
            case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
            case .slideLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
            case .slideRight: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
            case .slideLeftRight: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT
            case .slideUpDown: GTK_STACK_TRANSITION_TYPE_SLIDE_UP_DOWN
            }
        }
    }

    /// An empty stack.
    public convenience init(transition: Transition = .none, duration: Duration = .milliseconds(200)) {
        self.init(new: gtk_stack_new())
        self.transition = transition
        self.transitionDuration = duration
    }

    var stack: OpaquePointer { opaque }

    /// Adds `child`, named `name` (for ``visibleChildName`` and links), titled `title` (what a
    /// switcher shows), with an optional icon.
    public func add(_ child: Widget, name: String? = nil, title: String? = nil, iconName: String? = nil) {
        let page = gtk_stack_add_titled(stack, child.gtkWidget, name, title)
        if let iconName, let page { gtk_stack_page_set_icon_name(page, iconName) }
    }

    /// Takes `child` out of the stack.
    public func remove(_ child: Widget) { gtk_stack_remove(stack, child.gtkWidget) }

    /// The child shown.
    public var visibleChild: Widget? {
        get { gtk_stack_get_visible_child(stack).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) } }
        set { if let newValue { gtk_stack_set_visible_child(stack, newValue.gtkWidget) } }
    }

    /// The name of the child shown; setting a name no child has changes nothing.
    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(stack).map { String(cString: $0) } }
        set {
            guard let newValue, gtk_stack_get_child_by_name(stack, newValue) != nil else { return }
            gtk_stack_set_visible_child_name(stack, newValue)
        }
    }

    /// Shows `child` with `transition` instead of the stack's own.
    public func show(_ child: Widget, transition: Transition) {
        let usual = gtk_stack_get_transition_type(stack)
        gtk_stack_set_transition_type(stack, transition.gtk)
        gtk_stack_set_visible_child(stack, child.gtkWidget)
        gtk_stack_set_transition_type(stack, usual)
    }

    /// The title given to `child` when it was added.
    public func title(of child: Widget) -> String? {
        gtk_stack_get_page(stack, child.gtkWidget).flatMap { gtk_stack_page_get_title($0) }.map { String(cString: $0) }
    }

    /// The transition used when the visible child changes.
    public var transition: Transition {
        get {
            switch gtk_stack_get_transition_type(stack) {
            case GTK_STACK_TRANSITION_TYPE_CROSSFADE: .crossfade
            case GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT: .slideLeft
            case GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT: .slideRight
            case GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT: .slideLeftRight
            case GTK_STACK_TRANSITION_TYPE_SLIDE_UP_DOWN: .slideUpDown
            default: .none
            }
        }
        set { gtk_stack_set_transition_type(stack, newValue.gtk) }
    }

    /// How long a transition takes.
    public var transitionDuration: Duration {
        get { .milliseconds(Int(gtk_stack_get_transition_duration(stack))) }
        set {
            let (seconds, attoseconds) = newValue.components
            let milliseconds = max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
            gtk_stack_set_transition_duration(stack, guint(clamping: milliseconds))
        }
    }

    /// Whether a transition is running.
    public var isTransitionRunning: Bool { gtk_stack_get_transition_running(stack) != 0 }

    /// Calls `handler` whenever the visible child changes.
    @discardableResult
    public func onVisibleChildChange(_ handler: @escaping @MainActor (Stack) -> Void) -> SignalConnection {
        connectGenerated(as: ClewGtkCore.Stack.self, handler) { $0.connectVisibleChildChanged($1) }
    }

    /// Calls `handler` when a transition starts or ends (see ``isTransitionRunning``).
    @discardableResult
    public func onTransitionRunningChange(_ handler: @escaping @MainActor (Stack) -> Void) -> SignalConnection {
        connectGenerated(as: ClewGtkCore.Stack.self, handler) { $0.connectIsTransitionRunningChanged($1) }
    }
}

/// A row of buttons, one per child of a ``Stack``, titled by the children's titles
/// (`GtkStackSwitcher`): a view switcher in the header bar.
///
/// <!-- doc-test:
/// let pages = Stack()
/// -->
/// ```swift
/// header.setTitleWidget(StackSwitcher(stack: pages))
/// ```
public final class StackSwitcher: Widget {
    /// A switcher for `stack`.
    public convenience init(stack: Stack) {
        self.init(new: gtk_stack_switcher_new())
        gtk_stack_switcher_set_stack(opaque, stack.stack)
    }
}

/// A sidebar list of a ``Stack``'s children by title (`GtkStackSidebar`): settings categories.
///
/// <!-- doc-test:
/// let categories = Stack()
/// -->
/// ```swift
/// Paned(.horizontal, start: StackSidebar(stack: categories), end: categories)
/// ```
public final class StackSidebar: Widget {
    /// A sidebar for `stack`.
    public convenience init(stack: Stack) {
        self.init(new: gtk_stack_sidebar_new())
        gtk_stack_sidebar_set_stack(opaque, stack.stack)
    }
}

/// Two children side by side (or one above the other) with a handle between them that the user
/// drags (`GtkPaned`).
///
/// <!-- doc-test:
/// let sidebar = ListBox(), content = Label("Groceries")
/// -->
/// ```swift
/// let split = Paned(.horizontal, start: sidebar, end: content)
/// split.position = 240
/// split.startChildResizes = false     // the sidebar keeps its width when the window grows
/// ```
public final class Paned: Widget {
    /// A paned with `start` and `end`.
    public convenience init(_ orientation: Box.Orientation = .horizontal, start: Widget? = nil, end: Widget? = nil) {
        self.init(new: gtk_paned_new(orientation.gtk))
        self.start = start
        self.end = end
    }

    private var paned: OpaquePointer { opaque }

    /// The first child (left, or top).
    public var start: Widget? {
        get { gtk_paned_get_start_child(paned).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) } }
        set { gtk_paned_set_start_child(paned, newValue?.gtkWidget) }
    }

    /// The second child (right, or bottom).
    public var end: Widget? {
        get { gtk_paned_get_end_child(paned).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) } }
        set { gtk_paned_set_end_child(paned, newValue?.gtkWidget) }
    }

    /// Where the handle is, in pixels from the start.
    public var position: Int {
        get { Int(gtk_paned_get_position(paned)) }
        set { gtk_paned_set_position(paned, Int32(newValue)) }
    }

    /// Whether the start child grows and shrinks with the paned.
    public var startChildResizes: Bool {
        get { gtk_paned_get_resize_start_child(paned) != 0 }
        set { gtk_paned_set_resize_start_child(paned, newValue ? 1 : 0) }
    }

    /// Whether the end child grows and shrinks with the paned.
    public var endChildResizes: Bool {
        get { gtk_paned_get_resize_end_child(paned) != 0 }
        set { gtk_paned_set_resize_end_child(paned, newValue ? 1 : 0) }
    }

    /// Whether the start child may be made smaller than it asks for.
    public var startChildShrinks: Bool {
        get { gtk_paned_get_shrink_start_child(paned) != 0 }
        set { gtk_paned_set_shrink_start_child(paned, newValue ? 1 : 0) }
    }

    /// Whether the end child may be made smaller than it asks for.
    public var endChildShrinks: Bool {
        get { gtk_paned_get_shrink_end_child(paned) != 0 }
        set { gtk_paned_set_shrink_end_child(paned, newValue ? 1 : 0) }
    }

    /// Whether the handle is wide (easier to grab, as between a sidebar and content).
    public var hasWideHandle: Bool {
        get { gtk_paned_get_wide_handle(paned) != 0 }
        set { gtk_paned_set_wide_handle(paned, newValue ? 1 : 0) }
    }
}

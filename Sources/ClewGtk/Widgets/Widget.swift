internal import CGtk
internal import CGtkShim

/// A GTK widget: the base of ClewGtk's widget vocabulary (``Box``, ``Label``, ``Button``, …).
///
/// A `Widget` you make is the widget's one Swift object: it lives as long as the widget does (in
/// a window, in a container, or in your variables), so a `weak` capture of it stays valid while
/// the widget is on screen, and lookups such as ``children`` give the same object back (see
/// ``GObjectRef`` for the rule). Build
/// screens from the typed widgets and their modifiers; reach for ``gtkWidget`` (the raw
/// `GtkWidget *`) only for what the vocabulary does not cover.
///
/// ```swift
/// let page = Box(.vertical, spacing: 12) {
///     Label("Clew Premium").cssClasses("title-1")
///     Button("Not Now") { _ in router.navigate(to: router.dismissRoute()) }
/// }
/// .margins(24)
/// ```
@MainActor
open class Widget: GObjectRef {
    /// Widgets keep identity: one Swift object per widget made from Swift.
    open override class var keepsIdentity: Bool { true }

    /// Wraps a newly created widget: its floating reference becomes this handle's. Each module that calls GTK
    /// has its own (`Widget+C.swift`): C types stay out of the public API.
    convenience init(new pointer: UnsafeMutablePointer<GtkWidget>) {
        self.init(UnsafeMutableRawPointer(pointer), transfer: .floating)
    }

    /// The `GtkWidget *`, for this module's GTK calls (each module that calls GTK has its own, `Widget+C.swift`:
    /// C types stay out of the public API).
    final var gtkWidget: UnsafeMutablePointer<GtkWidget> { pointer(as: GtkWidget.self) }

    /// Whether the widget is shown (`gtk_widget_set_visible`).
    public final var isVisible: Bool {
        get { gtk_widget_get_visible(gtkWidget) != 0 }
        set { gtk_widget_set_visible(gtkWidget, newValue ? 1 : 0) }
    }

    /// Whether the widget reacts to input (`gtk_widget_set_sensitive`).
    public final var isSensitive: Bool {
        get { gtk_widget_get_sensitive(gtkWidget) != 0 }
        set { gtk_widget_set_sensitive(gtkWidget, newValue ? 1 : 0) }
    }

    /// Whether the widget can take keyboard focus (`gtk_widget_set_focusable`).
    public final var isFocusable: Bool {
        get { gtk_widget_get_focusable(gtkWidget) != 0 }
        set { gtk_widget_set_focusable(gtkWidget, newValue ? 1 : 0) }
    }

    /// True once the widget is mapped (shown on screen).
    public final var isMapped: Bool { gtk_widget_get_mapped(gtkWidget) != 0 }

    /// Whether the widget is mapped in a window whose surface the display server has mapped too:
    /// on X11 as the window maps, on Wayland only once the compositor's first configure is answered.
    final var isOnMappedSurface: Bool {
        guard isMapped, let native = gtk_widget_get_native(gtkWidget), let surface = gtk_native_get_surface(native)
        else { return false }
        return gdk_surface_get_mapped(surface) != 0
    }

    /// Allocated size in logical pixels (0 before the first layout).
    public final var size: (width: Int, height: Int) {
        (Int(gtk_widget_get_width(gtkWidget)), Int(gtk_widget_get_height(gtkWidget)))
    }

    /// The tooltip (`gtk_widget_set_tooltip_text`).
    public final var tooltipText: String? {
        get { gtk_widget_get_tooltip_text(gtkWidget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(gtkWidget, newValue) }
    }

    /// The widget's name (`gtk_widget_set_name`): a CSS id and the name in logs and errors.
    public final var name: String {
        get { String(cString: gtk_widget_get_name(gtkWidget)) }
        set { gtk_widget_set_name(gtkWidget, newValue) }
    }

    /// The opacity, 0 to 1.
    public final var opacity: Double {
        get { gtk_widget_get_opacity(gtkWidget) }
        set { gtk_widget_set_opacity(gtkWidget, newValue) }
    }

    /// The CSS classes on the widget, in order.
    public final var cssClassNames: [String] {
        guard let classes = gtk_widget_get_css_classes(gtkWidget) else { return [] }
        defer { g_strfreev(classes) }
        var names: [String] = []
        var index = 0
        while let name = classes[index] {
            names.append(String(cString: name))
            index += 1
        }
        return names
    }

    /// Whether the widget has the CSS class `name`.
    public final func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(gtkWidget, name) != 0 }

    /// Adds a CSS class (`gtk_widget_add_css_class`).
    public final func addCSSClass(_ name: String) { gtk_widget_add_css_class(gtkWidget, name) }

    /// Removes a CSS class.
    public final func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(gtkWidget, name) }

    /// Gives the widget keyboard focus; false if it cannot take it.
    @discardableResult
    public final func grabFocus() -> Bool { gtk_widget_grab_focus(gtkWidget) != 0 }

    /// The widget's children, in order (`gtk_widget_get_first_child` and its siblings).
    public final var children: [Widget] {
        var children: [Widget] = []
        var child = gtk_widget_get_first_child(gtkWidget)
        while let current = child {
            children.append(Widget.wrapper(of: UnsafeMutableRawPointer(current)))
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    /// Everything under the widget, depth first.
    public final var descendants: [Widget] {
        children.flatMap { [$0] + $0.descendants }
    }

    /// The widget's parent, if it is in a container.
    public final var parent: Widget? {
        gtk_widget_get_parent(gtkWidget).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) }
    }

    /// The name a screen reader speaks for the widget (`GTK_ACCESSIBLE_PROPERTY_LABEL`); icon-only
    /// controls need one.
    public final func setAccessibleLabel(_ label: String) {
        clew_accessible_set_label(gtkWidget, label)
    }

    /// The accessible name set through Clew (``setAccessibleLabel(_:)``), if any: GTK 4.8 cannot
    /// read it back, so Clew keeps a copy.
    public final var accessibleLabel: String? {
        clew_accessible_get_label(gtkWidget).map { String(cString: $0) }
    }

    /// The frame clock that paints the widget, once it is realized.
    public final var frameClock: FrameClock? {
        gtk_widget_get_frame_clock(gtkWidget).map { FrameClock(UnsafeMutableRawPointer($0), transfer: .none) }
    }

    /// Adds an event controller (`gtk_widget_add_controller`, which takes its own reference).
    public final func addController(_ controller: KeyController) {
        gtk_widget_add_controller(gtkWidget, OpaquePointer(g_object_ref(controller.raw)))
    }

    /// Adds a click gesture (`gtk_widget_add_controller`, which takes its own reference).
    public final func addController(_ gesture: ClickGesture) {
        gtk_widget_add_controller(gtkWidget, OpaquePointer(g_object_ref(gesture.raw)))
    }
}

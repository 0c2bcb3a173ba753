internal import CGtk

/// Where a widget sits in the space its parent gives it (`GtkAlign`).
public enum Alignment: Sendable {
    /// Take all the space.
    case fill
    /// At the start (left in left-to-right locales, top).
    case start
    /// At the end.
    case end
    /// Centred.
    case center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}

// Modifiers return the widget itself, so a screen reads top-down:
// `Label("Scenarios").cssClasses("heading").aligned(horizontal: .start)`.
extension Widget {
    /// Adds CSS classes, e.g. `"title-1"`, `"dim-label"`, `"suggested-action"`, `"flat"`.
    @discardableResult
    public func cssClasses(_ names: String...) -> Self {
        for name in names { addCSSClass(name) }
        return self
    }

    /// Sets the same margin on all four edges.
    @discardableResult
    public func margins(_ all: Int) -> Self {
        margins(top: all, bottom: all, start: all, end: all)
    }

    /// Sets the margins of the edges given.
    @discardableResult
    public func margins(top: Int? = nil, bottom: Int? = nil, start: Int? = nil, end: Int? = nil) -> Self {
        if let top { gtk_widget_set_margin_top(gtkWidget, Int32(top)) }
        if let bottom { gtk_widget_set_margin_bottom(gtkWidget, Int32(bottom)) }
        if let start { gtk_widget_set_margin_start(gtkWidget, Int32(start)) }
        if let end { gtk_widget_set_margin_end(gtkWidget, Int32(end)) }
        return self
    }

    /// Aligns the widget in its parent's space.
    @discardableResult
    public func aligned(horizontal: Alignment? = nil, vertical: Alignment? = nil) -> Self {
        if let horizontal { gtk_widget_set_halign(gtkWidget, horizontal.gtk) }
        if let vertical { gtk_widget_set_valign(gtkWidget, vertical.gtk) }
        return self
    }

    /// Lets the widget take extra space in its parent.
    @discardableResult
    public func expanding(horizontally: Bool? = nil, vertically: Bool? = nil) -> Self {
        if let horizontally { gtk_widget_set_hexpand(gtkWidget, horizontally ? 1 : 0) }
        if let vertically { gtk_widget_set_vexpand(gtkWidget, vertically ? 1 : 0) }
        return self
    }

    /// Asks for at least this size (`gtk_widget_set_size_request`; -1 leaves a side natural).
    @discardableResult
    public func minimumSize(width: Int = -1, height: Int = -1) -> Self {
        gtk_widget_set_size_request(gtkWidget, Int32(width), Int32(height))
        return self
    }

    /// Sets the tooltip.
    @discardableResult
    public func tooltip(_ text: String) -> Self {
        tooltipText = text
        return self
    }

    /// Sets the widget's name (a CSS id, and the name in logs and popover errors).
    @discardableResult
    public func named(_ name: String) -> Self {
        self.name = name
        return self
    }

    /// Sets the name a screen reader speaks (see ``setAccessibleLabel(_:)``).
    @discardableResult
    public func accessibleLabel(_ label: String) -> Self {
        setAccessibleLabel(label)
        return self
    }

    /// Sets the opacity, 0 to 1 (0 hides the widget but keeps its space).
    @discardableResult
    public func opacity(_ value: Double) -> Self {
        opacity = value
        return self
    }

    /// Shows or hides the widget.
    @discardableResult
    public func visible(_ isVisible: Bool) -> Self {
        self.isVisible = isVisible
        return self
    }
}

internal import CGtk

/// Text (`GtkLabel`).
///
/// ```swift
/// Label("No notes yet").cssClasses("dim-label").wrapping()
/// ```
public final class Label: Widget {
    /// A label showing `text`.
    public convenience init(_ text: String = "") {
        self.init(new: gtk_label_new(text))
    }

    private var label: OpaquePointer { opaque }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(label)) }
        set { gtk_label_set_text(label, newValue) }
    }

    /// Where the text sits horizontally: 0 at the start, 0.5 centred, 1 at the end.
    public var xAlignment: Float {
        get { gtk_label_get_xalign(label) }
        set { gtk_label_set_xalign(label, newValue) }
    }

    /// Whether the user can select (and copy) the text.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(label) != 0 }
        set { gtk_label_set_selectable(label, newValue ? 1 : 0) }
    }

    /// Puts the text at the start of the label's space (left-aligned in left-to-right locales).
    @discardableResult
    public func leading() -> Self {
        xAlignment = 0
        return self
    }

    /// Wraps long text onto more lines, at most `maxWidthChars` wide; `centered` centres each line.
    @discardableResult
    public func wrapping(maxWidthChars: Int? = nil, centered: Bool = false) -> Self {
        gtk_label_set_wrap(label, 1)
        if let maxWidthChars { gtk_label_set_max_width_chars(label, Int32(maxWidthChars)) }
        if centered { gtk_label_set_justify(label, GTK_JUSTIFY_CENTER) }
        return self
    }
}

internal import ClewGObject
internal import ClewGtkCore

extension EditableText {
    /// The `GtkText` this field edits through: the field itself when it is one, else the end of its chain of
    /// `gtk_editable_get_delegate` (a `GtkEntry`, `GtkSpinButton` or `GtkEditableLabel` delegates to its own
    /// `GtkText`; an app's own editable to a GTK field or text). Nil when the chain ends elsewhere.
    func delegateText() -> ClewGtkCore.Text? {
        if isInstance(of: ClewGtkCore.Text.self) { return generated(as: ClewGtkCore.Text.self) }
        var delegate = generated(as: AnyEditable.self).getDelegate()
        // A bounded walk: a chain is one or two links long, and a cycle must not hang.
        for _ in 0..<8 {
            guard let current = delegate else { return nil }
            if current.isInstance(of: ClewGtkCore.Text.self) { return current.generated(as: ClewGtkCore.Text.self) }
            delegate = current.generated(as: AnyEditable.self).getDelegate()
        }
        return nil
    }
}

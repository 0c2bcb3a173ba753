internal import CGtk
internal import CGtkShim
import Clew
internal import ClewGtkCore

/// A widget whose text the user edits (`GtkEditable`): ``Entry`` and ``PasswordEntry``.
/// Both emit ``VoidSignal/activate`` (Enter) and ``VoidSignal/changed``.
@MainActor
public protocol EditableText: Widget {}

extension EditableText {
    /// The text in the field.
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    /// Makes Enter in the field activate the window's default button (a dialog's preferred action): the
    /// field's own `activates-default` (`GtkEntry`, `GtkPasswordEntry`, `GtkSearchEntry`, `GtkText`), else that
    /// of the `GtkText` it delegates to (a field with none has no Enter to pass on).
    @discardableResult
    public func activatingDefault(_ activates: Bool = true) -> Self {
        if isInstance(of: ClewGtkCore.Entry.self) {
            generated(as: ClewGtkCore.Entry.self).isActivatesDefault = activates
        } else if isInstance(of: ClewGtkCore.PasswordEntry.self) {
            generated(as: ClewGtkCore.PasswordEntry.self).isActivatesDefault = activates
        } else if isInstance(of: ClewGtkCore.SearchEntry.self) {
            generated(as: ClewGtkCore.SearchEntry.self).isActivatesDefault = activates
        } else {
            delegateText()?.isActivatesDefault = activates
        }
        return self
    }
}

/// A one-line text field (`GtkEntry`).
///
/// ```swift
/// let title = Entry(text: note.title, placeholder: "Title")
/// title.connect(.activate) { entry in store.rename(note, to: entry.text) }
/// ```
public final class Entry: Widget, EditableText {
    /// A field showing `text`, with `placeholder` while it is empty. Screen readers hear it by
    /// `accessibleLabel`, else by its placeholder (GTK 4.8 names a field by nothing).
    public convenience init(text: String = "", placeholder: String? = nil, accessibleLabel: String? = nil) {
        self.init(new: gtk_entry_new())
        self.text = text
        self.placeholder = placeholder
        if let name = accessibleLabel ?? placeholder, !name.isEmpty { setAccessibleLabel(name) }
    }

    /// The grey hint shown while the field is empty.
    public var placeholder: String? {
        get { gtk_entry_get_placeholder_text(pointer(as: GtkEntry.self)).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(pointer(as: GtkEntry.self), newValue) }
    }
}

/// A field for secrets: shows dots, with an optional eye icon to peek (`GtkPasswordEntry`).
public final class PasswordEntry: Widget, EditableText {
    /// A password field with `placeholder` while it is empty, heard by `accessibleLabel` or else
    /// its placeholder.
    public convenience init(placeholder: String? = nil, showsPeekIcon: Bool = true, accessibleLabel: String? = nil) {
        self.init(new: gtk_password_entry_new())
        if let placeholder { generated(as: ClewGtkCore.PasswordEntry.self).placeholderText = placeholder }
        if let name = accessibleLabel ?? placeholder, !name.isEmpty { setAccessibleLabel(name) }
        gtk_password_entry_set_show_peek_icon(opaque, showsPeekIcon ? 1 : 0)
        // GTK 4.8's peek icon is a bare GtkImage: name it for what clicking it does.
        for child in children where clew_instance_is_a(child.gtkWidget, gtk_image_get_type()) != 0 {
            child.setAccessibleLabel(tr("Show Password"))
        }
    }
}

internal import CAdw
internal import CGtk
import Clew
import ClewGtk

/// A button's content of an icon beside a label (`AdwButtonContent`), as GNOME's “＋ New Note”
/// buttons show it; put it in a ``Button``.
///
/// ```swift
/// Button(child: ButtonContent(iconName: "list-add-symbolic", label: "_New Note", usesUnderline: true)) { _ in
///     store.add()   // Alt+N
/// }
/// ButtonContent(iconName: "document-open-symbolic", label: "Open my_notes.txt")   // shown as typed
/// ```
public final class ButtonContent: Widget {
    /// An icon and a label, shown as typed; with `usesUnderline`, `_` marks the mnemonic.
    public convenience init(iconName: String, label: String, usesUnderline: Bool = false) {
        Adwaita.startOnce()
        self.init(new: adw_button_content_new())
        adw_button_content_set_icon_name(opaque, iconName)
        adw_button_content_set_label(opaque, label)
        adw_button_content_set_use_underline(opaque, usesUnderline ? 1 : 0)
    }

    /// The label.
    public var label: String { adw_button_content_get_label(opaque).map { String(cString: $0) } ?? "" }
}

/// A button with a second part that opens a menu (`AdwSplitButton`): a main action and its
/// variants (“Save” and “Save As…”).
///
/// <!-- doc-test:
/// let saveMenu = Menu { MenuItem("Save As…", action: "win.save-as") }
/// -->
/// ```swift
/// SplitButton("Save", menu: Menu { MenuItem("Save As…", action: "win.save-as") }) { _ in document.save() }
/// SplitButton("_Save", menu: saveMenu, usesUnderline: true) { _ in document.save() }   // Alt+S
/// ```
public final class SplitButton: Widget {
    /// A button labelled `label` (as typed; with `usesUnderline`, `_` marks the mnemonic) that runs
    /// `action`, with an arrow opening `menu`; `dropdownTooltip` names the arrow for screen readers
    /// (nil: “More Options” in the user's language).
    public convenience init(
        _ label: String, menu: Menu, dropdownTooltip: String? = nil, usesUnderline: Bool = false,
        action: @escaping @MainActor (SplitButton) -> Void
    ) {
        Adwaita.startOnce()
        self.init(new: adw_split_button_new())
        adw_split_button_set_label(opaque, label)
        adw_split_button_set_use_underline(opaque, usesUnderline ? 1 : 0)
        adw_split_button_set_menu_model(opaque, menu.pointer(as: GMenuModel.self))
        adw_split_button_set_dropdown_tooltip(opaque, dropdownTooltip ?? tr("More Options"))
        AdwaitaSignals.onClicked(of: self, action)
    }

    /// The label.
    public var label: String { adw_split_button_get_label(opaque).map { String(cString: $0) } ?? "" }
}

/// A round picture of a person (`AdwAvatar`): their initials on a colour from their name, or an
/// icon, at `size` pixels. It names the person to screen readers.
///
/// ```swift
/// Avatar(name: contact.name, size: 48)
/// ```
public final class Avatar: Widget {
    /// `name`'s avatar (initials shown unless `showsInitials` is false).
    public convenience init(name: String, size: Int = 32, showsInitials: Bool = true) {
        Adwaita.startOnce()
        self.init(new: adw_avatar_new(Int32(size), name, showsInitials ? 1 : 0))
        setAccessibleLabel(name)
    }

    /// The person's name its initials and colour come from.
    public var personName: String { adw_avatar_get_text(opaque).map { String(cString: $0) } ?? "" }

    /// Its size in pixels.
    public var pixelSize: Int { Int(adw_avatar_get_size(opaque)) }
}

internal import CGtk

extension Window {
    /// Makes `shortcuts` this window's keyboard-shortcuts window, as GNOME apps have: the action
    /// `win.show-help-overlay` shows it over this window (point a “Keyboard Shortcuts” menu item at it),
    /// and Ctrl+? and Ctrl+/ trigger it anywhere in the window; Escape closes it again.
    ///
    /// <!-- doc-test: gtk
    /// let shortcuts = try ShortcutsWindow(sections: [])
    /// -->
    /// ```swift
    /// window.setHelpOverlay(shortcuts)
    /// let menu = Menu { MenuItem("Keyboard Shortcuts", action: "win.show-help-overlay") }
    /// ```
    ///
    /// On an ``ApplicationWindow`` the action is one of the window's own (`win.`) actions and the keys are
    /// also the application's accelerators for it, so a menu item shows them; on another window it is in an
    /// action group under the `win` prefix. A second call replaces the shortcuts window the action shows.
    public func setHelpOverlay(_ shortcuts: ShortcutsWindow) {
        // The action holds `shortcuts` (which holds only its own window, destroyed with this one): no cycle.
        let action = Action(Self.helpOverlayAction) { [weak self] _ in
            guard let self else { return }
            shortcuts.present(over: self)
        }
        if let applicationWindow = self as? ApplicationWindow {
            applicationWindow.add(action, accelerators: Self.helpOverlayAccelerators)
        } else {
            let group = ActionGroup()
            group.add(action)
            insertActionGroup(group, prefix: "win")
        }
        if !hasHelpOverlayKeys {
            hasHelpOverlayKeys = true
            for accelerator in Self.helpOverlayAccelerators {
                addShortcut(accelerator, action: "win.\(Self.helpOverlayAction)", scope: .window)
            }
        }
    }

    /// GNOME's name for the action that shows the shortcuts window.
    static let helpOverlayAction = "show-help-overlay"
    /// Ctrl+? as GNOME apps have it, and Ctrl+/ for keyboards where ? needs another modifier.
    static let helpOverlayAccelerators = ["<Control>question", "<Control>slash"]

    /// Whether the keys of ``setHelpOverlay(_:)`` are on the window already (kept on the GTK object).
    private var hasHelpOverlayKeys: Bool {
        get { g_object_get_data(object, "clew-help-overlay-keys") != nil }
        set {
            g_object_set_data(object, "clew-help-overlay-keys", newValue ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
        }
    }
}

import ClewGtk

/// clew-demo's keyboard shortcuts window (Ctrl+?): every key the demo answers to, in GNOME's groups.
@MainActor
enum DemoShortcuts {
    /// The window's description: the demo's real keys, from ClewGtk's app, window and navigation handling.
    static var sections: [ShortcutsWindow.Section] {
        [
            .init(groups: [
                .init(
                    tr("General"),
                    shortcuts: [
                        .init(tr("Keyboard Shortcuts"), accelerator: "<Control>question"),
                        .init(tr("Close Window"), accelerator: "<Control>w"),
                        .init(tr("Quit"), accelerator: "<Control>q"),
                    ]),
                .init(
                    tr("Navigation"),
                    shortcuts: [
                        .init(tr("Go Back"), accelerator: "<Alt>Left"),
                        .init(tr("Close Dialog, Sheet or Popover"), accelerator: "Escape"),
                        .init(tr("Open Context Menu"), accelerators: ["<Shift>F10", "Menu"]),
                    ]),
            ])
        ]
    }

    /// Gives `window` the shortcuts window, shown by `win.show-help-overlay` and Ctrl+?.
    static func install(on window: Window) {
        do throws(ShortcutsWindow.Failure) {
            window.setHelpOverlay(try ShortcutsWindow(sections: sections))
        } catch {
            StandardError.print("clew-demo: \(error)")
        }
    }
}

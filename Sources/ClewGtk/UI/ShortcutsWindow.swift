internal import CGtk
import Clew

/// The window of an app's keyboard shortcuts that GNOME apps open with Ctrl+? (`GtkShortcutsWindow`),
/// made from a Swift description: sections of titled groups, each a list of shortcuts with their titles and
/// accelerators.
///
/// ```swift
/// let shortcuts = try ShortcutsWindow(sections: [
///     .init(groups: [
///         .init("General", shortcuts: [
///             .init("Keyboard Shortcuts", accelerator: "<Control>question"),
///             .init("Quit", accelerator: "<Control>q"),
///         ]),
///         .init("Notes", shortcuts: [
///             .init("New Note", accelerator: "<Control>n"),
///             .init("Find", accelerator: "<Control>f"),
///         ]),
///     ])
/// ])
/// window.setHelpOverlay(shortcuts)   // win.show-help-overlay, on Ctrl+? and Ctrl+/
/// ```
///
/// GTK 4.8 can put a shortcuts window's sections and groups together only through GtkBuilder, so the
/// description is written out as a UI definition (every title XML-escaped) and loaded. Titles show as typed:
/// no markup, no mnemonics. GTK 4.18 deprecates `GtkShortcutsWindow`; this type is the one place that
/// knows it, so an app's description stays as it is when the window it makes changes.
@MainActor
public final class ShortcutsWindow {
    /// One shortcut: what it does and the keys that do it.
    public struct Shortcut: Equatable, Sendable {
        /// What the shortcut does (“Quit”), shown as typed.
        public var title: String
        /// The keys in GTK's syntax (`"<Control>q"`); more than one are shown side by side.
        public var accelerators: [String]

        /// A shortcut titled `title` on the keys `accelerators`.
        ///
        /// ```swift
        /// let find = ShortcutsWindow.Shortcut("Find", accelerators: ["<Control>f", "slash"])
        /// ```
        public init(_ title: String, accelerators: [String]) {
            self.title = title
            self.accelerators = accelerators
        }

        /// A shortcut titled `title` on one accelerator.
        ///
        /// ```swift
        /// let quit = ShortcutsWindow.Shortcut("Quit", accelerator: "<Control>q")
        /// ```
        public init(_ title: String, accelerator: String) {
            self.init(title, accelerators: [accelerator])
        }
    }

    /// Shortcuts under a heading (“Editing”).
    public struct Group: Equatable, Sendable {
        /// The heading, shown as typed.
        public var title: String
        /// The group's shortcuts, in order.
        public var shortcuts: [Shortcut]

        /// A group titled `title`.
        ///
        /// ```swift
        /// let general = ShortcutsWindow.Group("General", shortcuts: [.init("Quit", accelerator: "<Control>q")])
        /// ```
        public init(_ title: String, shortcuts: [Shortcut]) {
            self.title = title
            self.shortcuts = shortcuts
        }
    }

    /// A page of groups; with more than one, the window offers a switch between them by title.
    public struct Section: Equatable, Sendable {
        /// The page's title (shown only when there are several sections).
        public var title: String
        /// The section's groups, in order.
        public var groups: [Group]

        /// A section of `groups`, titled `title`.
        ///
        /// ```swift
        /// let editor = ShortcutsWindow.Section("Editor", groups: [.init("Text", shortcuts: [])])
        /// ```
        public init(_ title: String = "", groups: [Group]) {
            self.title = title
            self.groups = groups
        }
    }

    /// Why a description could not be made into a window.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// GTK cannot parse this accelerator of the shortcut titled `shortcut`.
        case invalidAccelerator(String, shortcut: String)

        public var description: String {
            switch self {
            case .invalidAccelerator(let accelerator, let shortcut):
                "\(UntrustedText.quoted(accelerator)) (for the shortcut \(UntrustedText.quoted(shortcut))) is not "
                    + "a keyboard shortcut GTK understands; write it as “<Control>q”, “<Control><Shift>z” or “F1”."
            }
        }
    }

    /// The description it shows.
    public let sections: [Section]
    /// The window's title.
    public let title: String
    /// The window, once made, while GTK keeps it (its list of windows holds it until it is destroyed, with its
    /// parent at the latest). Weak: a strong reference kept the GTK window past its parent's end, and finalized
    /// later it read its freed parent (`gtk_window_set_transient_for(NULL)` in dispose; valgrind, `ClewGtkLeakCheck
    /// ui`). Once destroyed, the next use makes it again.
    private weak var made: Window?

    /// The GTK window, made at first use (``present(over:)`` makes it): GtkBuilder takes tens of
    /// milliseconds over it, which an app's start need not wait for.
    public var window: Window { made ?? makeWindow() }

    /// A shortcuts window showing `sections`, titled `title`; by default “Shortcuts”, in GTK's own
    /// translation, as its header bar says (screen readers and the window switcher read the title).
    /// The accelerators are checked now; the GTK window is made when first shown.
    ///
    /// ```swift
    /// let shortcuts = try ShortcutsWindow(sections: [
    ///     .init(groups: [.init("General", shortcuts: [.init("Quit", accelerator: "<Control>q")])])
    /// ])
    /// ```
    ///
    /// - Throws: ``Failure/invalidAccelerator(_:shortcut:)`` for an accelerator GTK cannot parse.
    public init(title: String? = nil, sections: [Section]) throws(Failure) {
        for shortcut in sections.flatMap(\.groups).flatMap(\.shortcuts) {
            for accelerator in shortcut.accelerators where !Accelerator.isValid(accelerator) {
                throw .invalidAccelerator(accelerator, shortcut: shortcut.title)
            }
        }
        self.sections = sections
        // GTK's header label is `_("Shortcuts")` in its own text domain; the window has no title of its own.
        self.title = title ?? Self.gtkTranslation("Shortcuts")
    }

    /// The `GtkShortcutsWindow` of the description, hidden, hidden again (not destroyed) when closed.
    private func makeWindow() -> Window {
        let window: Window
        do throws(UIDefinitionError) {
            window = try UIDefinition(string: Self.definition(title: title, sections: sections))
                .object("shortcuts", as: Window.self)
        } catch {
            // The definition is Clew's own, every text escaped: GtkBuilder refusing it is a bug in Clew.
            ClewWarnings.warn("The keyboard shortcuts window could not be made (please report it): \(error)")
            window = Window(title: title)
        }
        gtk_window_set_hide_on_close(window.window, 1)
        made = window
        nameControlsForAssistiveTechnology()
        return window
    }

    /// Shows the window over `parent` (modal, transient for it); Escape or its close button hides it.
    public func present(over parent: Window) {
        if gtk_window_get_transient_for(window.window) != parent.window {
            window.makeModal(over: parent)
        }
        window.present()
    }

    /// Hides the window (it can be shown again).
    public func close() { made?.close() }

    /// Whether the window is on screen.
    public var isVisible: Bool { made?.isVisible ?? false }
}

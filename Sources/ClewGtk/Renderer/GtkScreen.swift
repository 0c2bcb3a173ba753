internal import CGtk
import Clew

/// A ``Screen`` that draws itself with GTK widgets, and may put buttons in the header bar.
///
/// ```swift
/// final class NoteScreen: GtkScreen {
///     let title = "Note"
///     let headerItems: HeaderItems
///     init(router: Router) {
///         headerItems = HeaderItems(end: [
///             Button(iconName: "user-trash-symbolic", accessibleLabel: "Delete") { _ in confirmDelete() }
///         ])
///     }
///     func makeWidget() -> Widget {
///         Label("Ada Lovelace").margins(24)
///     }
///     func viewLifecycleDidChange(_ event: ViewLifecycleEvent, renderer: any Renderer) {
///         if event == .reappeared { refresh() }   // back from a pushed screen
///     }
/// }
/// ```
///
/// ``GtkRenderer`` calls ``makeWidget()`` each time the screen is pushed or presented, and again
/// on every update of it by an ``UpdatingRoute`` (the page is rebuilt with the new state), and
/// shows ``headerItems`` while the screen is on top (or in its dialog's header bar). Screens that
/// are not `GtkScreen`s get a page that shows their title, which is enough to prototype a flow
/// before its screens are drawn. A screen learns when it appears, reappears (something above it
/// closed) and is removed through `viewLifecycleDidChange(_:renderer:)`, as every Clew view does.
@MainActor
public protocol GtkScreen: Screen {
    /// Makes the screen's content.
    func makeWidget() -> Widget
    /// Buttons for the header bar while this screen is on top; none by default. Return the same
    /// widgets each time (store them), as the renderer adds and removes them as screens change.
    var headerItems: HeaderItems { get }
}

extension GtkScreen {
    public var headerItems: HeaderItems { HeaderItems() }
}

/// A screen's header-bar items: `start` after the back button, `end` before the window buttons,
/// each in reading order.
@MainActor
public struct HeaderItems {
    /// Items at the start of the header bar.
    public var start: [Widget]
    /// Items at the end of the header bar.
    public var end: [Widget]

    /// Items for the start and the end of the header bar.
    public init(start: [Widget] = [], end: [Widget] = []) {
        self.start = start
        self.end = end
    }

    /// Whether there are none.
    public var isEmpty: Bool { start.isEmpty && end.isEmpty }

    /// Every item, start first.
    var all: [Widget] { start + end }
}

extension Screen {
    /// The screen's widget: its own for a ``GtkScreen``, else a page with its title.
    @MainActor
    func makeRenderedWidget() -> Widget {
        if let gtkScreen = self as? any GtkScreen {
            return gtkScreen.makeWidget()
        }
        return Box(.vertical, spacing: 12) { Label(title).cssClasses("title-1") }
            .cssClasses("clew-placeholder-page").aligned(vertical: .center)
    }
}

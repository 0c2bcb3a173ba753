internal import CGtk
internal import ClewGtkCore

/// Where a split view's two panes live: the sidebar beside the content pane when the window is
/// wide, one at a time when it is narrow (folded). Plain GTK's is ``PanedSplit``; another
/// toolkit's renderer brings its own (ClewAdwaita's `AdwLeaflet`).
@MainActor
package protocol SplitContainer: AnyObject {
    /// What goes under the header bar. Made from the sidebar's pane (styled, of a minimum width)
    /// and the content's page stack.
    var root: Widget { get }
    /// Whether the window is too narrow for both panes, so one shows at a time.
    var isFolded: Bool { get }
    /// Which pane a folded split view shows: the content pane, or the sidebar.
    func showContentPane(_ showsContent: Bool)
    /// Calls `handler` when the split view folds or unfolds.
    func onFoldChange(_ handler: @escaping @MainActor () -> Void)
    /// Calls `handler` with whether the content pane shows, when the user changes the pane
    /// itself (a swipe back to the sidebar); never for ``showContentPane(_:)``.
    func onUserChangedPane(_ handler: @escaping @MainActor (_ showsContent: Bool) -> Void)
}

/// A split view on plain GTK 4.8: a `GtkPaned` with the sidebar's pane at its start, folded below
/// ``collapseWidth`` (GTK 4.8 has no breakpoints: the window's width is watched).
@MainActor
package final class PanedSplit: SplitContainer {
    /// Below this width one pane shows at a time (libadwaita's breakpoint is 400 sp; the demo's rows need more).
    package static let collapseWidth = 600

    private let window: Window
    private let sidebar: Widget
    private let content: Widget
    private let paned: Paned
    private var showsContent = false
    private var foldChanged: [@MainActor () -> Void] = []
    package private(set) var isFolded = false

    package init(window: Window, sidebar: Widget, content: Widget) {
        self.window = window
        self.sidebar = sidebar
        self.content = content
        paned = Paned(.horizontal, start: sidebar, end: content)
        paned.startChildResizes = false
        paned.startChildShrinks = false
        paned.endChildShrinks = false
        // The window's width decides between one pane and two, now and whenever it is resized.
        _ = window.connectGenerated(as: ClewGtkCore.Window.self, { [weak self] _ in self?.update() }) {
            $0.connectDefaultWidthChanged($1)
        }
        update()
    }

    package var root: Widget { paned }

    package func showContentPane(_ showsContent: Bool) {
        self.showsContent = showsContent
        update()
    }

    package func onFoldChange(_ handler: @escaping @MainActor () -> Void) {
        foldChanged.append(handler)
    }

    /// A GtkPaned has no gesture of its own to change panes.
    package func onUserChangedPane(_ handler: @escaping @MainActor (Bool) -> Void) {}

    private func update() {
        // Both out-parameters: GTK 4.8 writes the height without checking for NULL.
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window.pointer(as: GtkWindow.self), &width, &height)
        let folded = width > 0 && width < Int32(Self.collapseWidth)
        sidebar.isVisible = !folded || !showsContent
        content.isVisible = !folded || showsContent
        guard folded != isFolded else { return }
        isFolded = folded
        for handler in foldChanged { handler() }
    }
}

/// The parts of ``GtkRenderer`` that a toolkit on GTK draws its own way: plain GTK's (``gtk``), or
/// another's (ClewAdwaita's libadwaita parts). Everything else (pages, sheets, popovers, focus,
/// the event log) is shared.
@MainActor
package struct RendererParts {
    /// Dialog windows for ``Clew/PresentationStyle/dialog`` presentations.
    package var dialogs: @MainActor (_ parent: Window, _ host: PresenterHost) -> any DialogPresenting
    /// Toasts, over the pages.
    package var toasts: @MainActor (_ overlay: Overlay, _ host: ToastHost) -> any ToastPresenting
    /// The tabs' container and switchers.
    package var tabs: @MainActor () -> any TabContainer
    /// A split view's two panes.
    package var split: @MainActor (_ window: Window, _ sidebar: Widget, _ content: Widget) -> any SplitContainer
    /// The header bar's title and subtitle.
    package var title: @MainActor () -> any PageTitleView
    /// The main window's header bar.
    package var header: @MainActor () -> any HeaderBarView

    package init(
        dialogs: @escaping @MainActor (Window, PresenterHost) -> any DialogPresenting,
        toasts: @escaping @MainActor (Overlay, ToastHost) -> any ToastPresenting,
        tabs: @escaping @MainActor () -> any TabContainer,
        split: @escaping @MainActor (Window, Widget, Widget) -> any SplitContainer,
        title: @escaping @MainActor () -> any PageTitleView,
        header: @escaping @MainActor () -> any HeaderBarView
    ) {
        self.dialogs = dialogs
        self.toasts = toasts
        self.tabs = tabs
        self.split = split
        self.title = title
        self.header = header
    }

    /// Plain GTK 4.8's parts.
    package static var gtk: RendererParts {
        RendererParts(
            dialogs: DialogPresenter.init, toasts: ToastPresenter.init, tabs: StackTabs.init,
            split: PanedSplit.init, title: LabelsTitleView.init, header: GtkHeaderBarView.init)
    }
}

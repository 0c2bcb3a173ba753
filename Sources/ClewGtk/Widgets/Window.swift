internal import CGtk
internal import CGtkShim
internal import ClewGtkCore

/// A top-level window (`GtkWindow`). ``Application`` makes an app's main window; dialogs are
/// windows made modal and transient for it.
///
/// GTK keeps every top-level window alive until ``destroy()`` (or a close that is not vetoed),
/// whether or not a Swift handle remains.
open class Window: Widget {
    /// A new, hidden window titled `title`.
    public convenience init(title: String = "") {
        self.init(new: gtk_window_new())
        self.title = title
    }

    /// A new, hidden window that assistive technology sees in `role` (a dialog, an alert dialog)
    /// rather than as a plain window: the role can only be given when the window is made.
    convenience init(title: String = "", accessibleRole: GtkAccessibleRole) {
        self.init(new: clew_widget_new_with_role(gtk_window_get_type(), accessibleRole))
        self.title = title
    }

    final var window: UnsafeMutablePointer<GtkWindow> { pointer(as: GtkWindow.self) }

    /// The title in the title bar (and in the window switcher).
    public final var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    /// The size the window opens at.
    public final func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, Int32(width), Int32(height))
    }

    /// The window's content.
    public final var child: Widget? {
        get { gtk_window_get_child(window).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) } }
        set { gtk_window_set_child(window, newValue?.gtkWidget) }
    }

    /// The widget in the title bar's place (a ``HeaderBar``).
    public final func setTitlebar(_ titlebar: Widget?) { gtk_window_set_titlebar(window, titlebar?.gtkWidget) }

    /// The themed icon name (usually the application id).
    public final var iconName: String? {
        get { gtk_window_get_icon_name(window).map { String(cString: $0) } }
        set { gtk_window_set_icon_name(window, newValue) }
    }

    /// Whether the window blocks input to the window it is transient for.
    public final var isModal: Bool {
        get { gtk_window_get_modal(window) != 0 }
        set { gtk_window_set_modal(window, newValue ? 1 : 0) }
    }

    /// Whether the user can resize the window.
    public final var isResizable: Bool {
        get { gtk_window_get_resizable(window) != 0 }
        set { gtk_window_set_resizable(window, newValue ? 1 : 0) }
    }

    /// The application the window belongs to: its `app.` actions and their shortcuts (Ctrl+Q)
    /// work in it, and the app runs while it is open.
    public final var application: Application? {
        get { gtk_window_get_application(window).map { Application.wrapper(of: UnsafeMutableRawPointer($0)) } }
        set { gtk_window_set_application(window, newValue?.application) }
    }

    /// The window this one belongs to (a dialog's parent); it is destroyed with it.
    public final func setTransientParent(_ parent: Window?) {
        gtk_window_set_transient_for(window, parent?.window)
        gtk_window_set_destroy_with_parent(window, parent == nil ? 0 : 1)
    }

    /// Makes this a modal window over `parent` that belongs to `parent`'s application, so app
    /// shortcuts (Ctrl+Q) work while it has focus: dialogs, About and settings windows.
    package final func makeModal(over parent: Window) {
        setTransientParent(parent)
        isModal = true
        gtk_window_set_application(window, gtk_window_get_application(parent.window))
    }

    /// The window this one is transient for.
    public final var transientParent: Window? {
        gtk_window_get_transient_for(window).map { Window.wrapper(of: UnsafeMutableRawPointer($0)) }
    }

    /// The button Enter activates.
    public final var defaultWidget: Widget? {
        get { gtk_window_get_default_widget(window).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) } }
        set { gtk_window_set_default_widget(window, newValue?.gtkWidget) }
    }

    /// Shows the window and raises it.
    public final func present() { gtk_window_present(window) }

    /// Runs `body` once the window is on screen: at once if it is, else when it is first mapped.
    /// Popover routes need their anchor on screen, so a popover opened at start waits here:
    ///
    /// <!-- doc-test:
    /// let home = GameScreen()
    /// -->
    /// ```swift
    /// Application(id: "org.example.Game").run { window, router in
    ///     router.navigate(to: ScreenBuilder(home).pushRoute(isAnimated: false))
    ///     window.whenShown { home.showDifficultyPicker() }   // a popover on a home-page button
    /// }
    /// ```
    public final func whenShown(_ body: @escaping @MainActor () -> Void) {
        guard !isMapped else { return body() }
        var connection: SignalConnection?
        connection = connect(.map) { window in
            // Once: a window that is hidden and shown again maps again.
            if let once = connection { window.disconnect(once) }
            connection = nil
            body()
        }
    }

    /// Asks to close, as the title bar's close button does: ``BoolSignal/closeRequest`` may refuse.
    public final func close() { gtk_window_close(window) }

    /// Closes the window for good, whatever the handlers say.
    public final func destroy() { gtk_window_destroy(window) }
}

/// The main window of an ``Application`` (`GtkApplicationWindow`): the app runs while it is open.
public final class ApplicationWindow: Window {
    /// A new window belonging to `application`.
    public convenience init(application: Application) {
        self.init(new: gtk_application_window_new(application.application))
    }
}

/// A window's title bar with buttons at its start and end (`GtkHeaderBar`).
public final class HeaderBar: Widget {
    /// An empty header bar with the window's close button.
    public convenience init() {
        self.init(new: gtk_header_bar_new())
    }

    /// Adds `widget` at the start (left in left-to-right locales), after the ones already there.
    public func packStart(_ widget: Widget) { gtk_header_bar_pack_start(opaque, widget.gtkWidget) }

    /// Adds `widget` at the end, before the ones already there.
    public func packEnd(_ widget: Widget) { gtk_header_bar_pack_end(opaque, widget.gtkWidget) }

    /// Takes a packed widget out.
    public func remove(_ widget: Widget) { gtk_header_bar_remove(opaque, widget.gtkWidget) }

    /// The widget in the middle (by default the window's title).
    public func setTitleWidget(_ widget: Widget?) { gtk_header_bar_set_title_widget(opaque, widget?.gtkWidget) }

    /// Whether the window's close (and minimise, maximise) buttons show.
    public var showsTitleButtons: Bool {
        get { gtk_header_bar_get_show_title_buttons(opaque) != 0 }
        set { gtk_header_bar_set_show_title_buttons(opaque, newValue ? 1 : 0) }
    }
}

extension Window {
    /// Calls `handler` whenever the widget with the keyboard focus in this window changes (`notify::focus-widget`);
    /// quiet while a ``ListRow`` around the window is bound, as every change handler is.
    package func onFocusWidgetChange(_ handler: @escaping @MainActor (Window) -> Void) -> SignalConnection {
        connectGenerated(as: ClewGtkCore.Window.self, handler) { $0.connectFocusWidgetChanged($1) }
    }
}

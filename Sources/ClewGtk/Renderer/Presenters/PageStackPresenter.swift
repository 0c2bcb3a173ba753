import CGtk
import Clew

/// The navigation stack in the main window: a `GtkStack` of pages under a header bar whose title
/// follows the top screen, whose back button appears when there is somewhere to go back to, and
/// whose start and end items are the top screen's ``GtkScreen/headerItems``.
@MainActor
final class PageStackPresenter {
    /// One pushed screen's widgets.
    private struct Page {
        let widget: Widget
        let headerItems: HeaderItems
    }

    let headerBar = HeaderBar()
    let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: "Back")
    let titleLabel = Label().cssClasses("title")
    /// The `GtkStack` (no typed wrapper: only this presenter drives it).
    let stack = Widget(new: gtk_stack_new())
    /// The overlay around the stack, where sheets go.
    let overlay: Overlay

    private let host: PresenterHost
    private var pages: [ObjectIdentifier: Page] = [:]
    private var order: [ObjectIdentifier] = []
    /// Popped pages still sliding out; they leave the stack when the slide has ended.
    private var leaving: [Widget] = []
    /// The header items on the bar now.
    private var shownHeaderItems = HeaderItems()
    /// The window, to read and give keyboard focus.
    private let window: Window
    /// What had keyboard focus on each covered page, to give it back when the page is revealed.
    private var focusToRestore: [ObjectIdentifier: Widget] = [:]

    init(window: Window, host: PresenterHost, onBack: @escaping @MainActor () -> Void) {
        self.host = host
        self.window = window
        overlay = Overlay(child: stack)
        backButton.isVisible = false
        backButton.connect(.clicked) { _ in onBack() }
        headerBar.packStart(backButton)
        headerBar.setTitleWidget(titleLabel)
        gtk_stack_set_transition_duration(stack.opaque, 200)
        // GTK notifies from inside the stack's frame tick; the router may start the next slide in
        // response, so it hears of the end once that tick is over.
        stack.connect(PropertyChange<Widget>("transition-running")) { stack in
            guard gtk_stack_get_transition_running(stack.opaque) == 0 else { return }
            GLibMainLoop.after(.zero) { host.transitionMayHaveEnded() }
        }
        stack.expanding(vertically: true)
        window.setTitlebar(headerBar)
        window.child = overlay
        // Alt+Left (Alt+Right right to left), a keyboard's Back key and the mouse's back button go
        // back, as in every GNOME app.
        let keys = KeyController()
        keys.onKeyPressed { [weak self] press in
            guard let self, press.isBackShortcut(rightToLeft: self.isRightToLeft), self.canGoBack else { return false }
            onBack()
            return true
        }
        window.addController(keys)
        let backClicks = ClickGesture(button: 8, phase: .capture)
        backClicks.onPressed { [weak self] _ in
            guard let self, self.canGoBack else { return }
            onBack()
        }
        window.addController(backClicks)
    }

    /// Adds the screen's page and slides it in.
    func push(_ screen: any Screen, animated: Bool) {
        let page = makePage(for: screen)
        let isRoot = pages.isEmpty
        if let covered = order.last, let coveredPage = pages[covered] { rememberFocus(in: coveredPage, of: covered) }
        pages[ObjectIdentifier(screen)] = page
        order.append(ObjectIdentifier(screen))
        add(page, titled: screen.title)
        show(page, of: screen, transition: animated && !isRoot ? GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT : nil)
        host.record(.pushed(screen.title))
    }

    /// Slides back to `revealed`, then removes the popped screens' pages.
    func pop(_ removed: [any Screen], revealing revealed: any Screen, animated: Bool) {
        guard let revealedPage = pages[ObjectIdentifier(revealed)] else { return }
        for screen in removed {
            let key = ObjectIdentifier(screen)
            // Popped screens are the top ones: O(1) at any depth.
            if order.last == key { order.removeLast() } else { order.removeAll { $0 == key } }
            if let page = pages.removeValue(forKey: key) { removeAfterTransition(page.widget) }
            focusToRestore[key] = nil
            host.screens.forget(screen)
            host.record(.popped(screen.title))
        }
        show(revealedPage, of: revealed, transition: animated ? GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT : nil)
        restoreFocus(in: revealedPage, of: ObjectIdentifier(revealed))
    }

    /// Keeps what has keyboard focus in `page`, which a push is about to cover.
    private func rememberFocus(in page: Page, of key: ObjectIdentifier) {
        guard let focus = gtk_window_get_focus(window.pointer(as: GtkWindow.self)),
            gtk_widget_is_ancestor(focus, page.widget.gtkWidget) != 0
        else { return }
        focusToRestore[key] = Widget(UnsafeMutableRawPointer(focus), transfer: .none)
    }

    /// Gives keyboard focus back to the control that had it when `page` was covered (the row or
    /// button that opened what was just popped), if it is still there.
    private func restoreFocus(in page: Page, of key: ObjectIdentifier) {
        guard let focus = focusToRestore.removeValue(forKey: key),
            gtk_widget_is_ancestor(focus.gtkWidget, page.widget.gtkWidget) != 0
        else { return }
        focus.grabFocus()
    }

    /// Crossfades to the new screen and removes the old one.
    func replace(_ old: any Screen, with new: any Screen, animated: Bool) {
        let oldKey = ObjectIdentifier(old)
        let page = makePage(for: new)
        pages[ObjectIdentifier(new)] = page
        if order.last == oldKey {
            order[order.count - 1] = ObjectIdentifier(new)
        } else if let index = order.lastIndex(of: oldKey) {
            order[index] = ObjectIdentifier(new)
        }
        add(page, titled: new.title)
        if let oldPage = pages.removeValue(forKey: oldKey) { removeAfterTransition(oldPage.widget) }
        host.screens.forget(old)
        show(page, of: new, transition: animated ? GTK_STACK_TRANSITION_TYPE_CROSSFADE : nil)
        host.record(.replaced(old.title, with: new.title))
    }

    /// Crossfades to `root`'s page, the only one left; the others leave once the fade is over.
    func replaceRoot(_ removed: [any Screen], with root: any Screen, animated: Bool) {
        let page = makePage(for: root)
        add(page, titled: root.title)
        for screen in removed {
            if let old = pages.removeValue(forKey: ObjectIdentifier(screen)) { removeAfterTransition(old.widget) }
            host.screens.forget(screen)
        }
        pages[ObjectIdentifier(root)] = page
        order = [ObjectIdentifier(root)]
        show(page, of: root, transition: animated ? GTK_STACK_TRANSITION_TYPE_CROSSFADE : nil)
        host.record(.rootReplaced(with: root.title))
    }

    /// Swaps the screen's page for a new one drawn from its updated state, in place: no transition.
    func update(_ screen: any Screen) {
        let key = ObjectIdentifier(screen)
        guard let old = pages[key] else { return }
        let page = makePage(for: screen)
        pages[key] = page
        add(page, titled: screen.title)
        if order.last == key { show(page, of: screen, transition: nil) }
        // Not at once: a popover that the update came from may still point into the old page.
        removeAfterTransition(old.widget)
        host.record(.updated(screen.title))
    }

    /// Whether the back button is there to press (not covered by a sheet).
    private var canGoBack: Bool { backButton.isVisible && backButton.isSensitive }

    /// Whether the window is laid out right to left (Arabic, Hebrew).
    private var isRightToLeft: Bool { gtk_widget_get_direction(window.gtkWidget) == GTK_TEXT_DIR_RTL }

    /// Blocks the pages and the back button while a sheet covers them.
    func setCovered(_ covered: Bool) {
        stack.isSensitive = !covered
        backButton.isSensitive = !covered
    }

    /// The page of the screen on top.
    var visiblePage: Widget? { order.last.flatMap { pages[$0]?.widget } }

    /// Whether the stack is sliding from one page to another.
    var isTransitioning: Bool { gtk_stack_get_transition_running(stack.opaque) != 0 }

    /// Whether popped pages have all left.
    var hasFinishedLeaving: Bool { leaving.isEmpty }

    /// Puts the page in the stack under the screen's title, which assistive technology reads as
    /// the page's name (rather than “GtkStackPage”).
    private func add(_ page: Page, titled title: String) {
        _ = gtk_stack_add_titled(stack.opaque, page.widget.gtkWidget, nil, title)
    }

    private func makePage(for screen: any Screen) -> Page {
        Page(
            widget: host.screens.makeWidget(for: screen),
            headerItems: (screen as? any GtkScreen)?.headerItems ?? .init())
    }

    private func show(_ page: Page, of screen: any Screen, transition: GtkStackTransitionType?) {
        gtk_stack_set_transition_type(stack.opaque, transition ?? GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_stack_set_visible_child(stack.opaque, page.widget.gtkWidget)
        titleLabel.text = screen.title
        backButton.isVisible = order.count > 1
        showHeaderItems(page.headerItems)
    }

    /// Swaps the header bar's items for the top screen's.
    private func showHeaderItems(_ items: HeaderItems) {
        for item in shownHeaderItems.all where item.parent != nil {
            headerBar.remove(item)
        }
        headerBar.pack(items)
        shownHeaderItems = items
    }

    /// Removing the outgoing page at once would cut its slide short, so it leaves the stack when
    /// the transition has had time to finish.
    private func removeAfterTransition(_ page: Widget) {
        leaving.append(page)
        let duration = Int(gtk_stack_get_transition_duration(stack.opaque))
        GLibMainLoop.after(.milliseconds(duration + 50)) { [weak self] in
            self?.finishRemoving(page)
        }
    }

    private func finishRemoving(_ page: Widget) {
        guard let index = leaving.firstIndex(where: { $0 === page }) else { return }
        leaving.remove(at: index)
        if gtk_widget_get_parent(page.gtkWidget) == stack.gtkWidget {
            gtk_stack_remove(stack.opaque, page.gtkWidget)
        }
    }
}

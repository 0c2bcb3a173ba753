internal import CGtk
import Clew

/// One navigation stack's pages: a `GtkStack` of screen widgets in push order, the pages still
/// sliding out, and what had keyboard focus on each covered page. The window has one, or one per
/// tab (``PageStackPresenter`` keeps them).
@MainActor
final class PageSet {
    /// One pushed screen's widgets.
    struct Page {
        let widget: Widget
        let headerItems: HeaderItems
        /// Its screen's subtitle, for the header bar.
        var subtitle: String? = nil
    }

    /// The pages, one stack child per pushed screen.
    let stack = Stack(transition: .none, duration: .milliseconds(200))
    private(set) var pages: [ObjectIdentifier: Page] = [:]
    private(set) var order: [ObjectIdentifier] = []
    /// Popped pages still sliding out; they leave the stack when the slide has ended.
    private var leaving: [Widget] = []
    /// What had keyboard focus on each covered page, to give it back when the page is revealed.
    private var focusToRestore: [ObjectIdentifier: Widget] = [:]

    init(onTransitionEnd: @escaping @MainActor () -> Void) {
        // GTK notifies from inside the stack's frame tick; the router may start the next slide in
        // response, so it hears of the end once that tick is over.
        stack.onTransitionRunningChange { stack in
            guard !stack.isTransitionRunning else { return }
            GLibMainLoop.after(.zero) { onTransitionEnd() }
        }
        stack.expanding(vertically: true)
    }

    /// The page of the screen on top.
    var visiblePage: Widget? { order.last.flatMap { pages[$0]?.widget } }
    /// The top page's record.
    var topPage: Page? { order.last.flatMap { pages[$0] } }
    /// How many screens the stack holds.
    var depth: Int { order.count }
    /// Whether the stack is sliding from one page to another.
    var isTransitioning: Bool { stack.isTransitionRunning }
    /// Whether popped pages have all left.
    var hasFinishedLeaving: Bool { leaving.isEmpty }

    func page(of screen: any Screen) -> Page? { pages[ObjectIdentifier(screen)] }

    /// Adds `page` for `screen` on top (or in place of the top when `replacing` is its key).
    func append(_ page: Page, for screen: any Screen, titled title: String) {
        pages[ObjectIdentifier(screen)] = page
        order.append(ObjectIdentifier(screen))
        add(page, titled: title)
    }

    /// Puts `page` for `new` where `old` was.
    func replace(_ old: any Screen, with new: any Screen, page: Page) {
        let oldKey = ObjectIdentifier(old)
        pages[ObjectIdentifier(new)] = page
        if order.last == oldKey {
            order[order.count - 1] = ObjectIdentifier(new)
        } else if let index = order.lastIndex(of: oldKey) {
            order[index] = ObjectIdentifier(new)
        }
        add(page, titled: new.title)
        if let oldPage = pages.removeValue(forKey: oldKey) { removeAfterTransition(oldPage.widget) }
    }

    /// Removes `screen`'s page after the running slide; returns whether it had one.
    @discardableResult
    func remove(_ screen: any Screen) -> Bool {
        let key = ObjectIdentifier(screen)
        // Popped screens are the top ones: O(1) at any depth.
        if order.last == key { order.removeLast() } else { order.removeAll { $0 == key } }
        focusToRestore[key] = nil
        guard let page = pages.removeValue(forKey: key) else { return false }
        removeAfterTransition(page.widget)
        return true
    }

    /// Makes `root`'s page the only one; the others leave after the fade.
    func resetRoot(_ root: any Screen, page: Page, removing removed: [any Screen]) {
        add(page, titled: root.title)
        for screen in removed {
            if let old = pages.removeValue(forKey: ObjectIdentifier(screen)) { removeAfterTransition(old.widget) }
        }
        pages[ObjectIdentifier(root)] = page
        order = [ObjectIdentifier(root)]
        focusToRestore.removeAll()
    }

    /// Swaps `screen`'s page for `page` (an update in place); returns whether it is the top one.
    func swapPage(of screen: any Screen, for page: Page) -> Bool {
        let key = ObjectIdentifier(screen)
        guard let old = pages[key] else { return false }
        pages[key] = page
        add(page, titled: screen.title)
        // Not at once: a popover that the update came from may still point into the old page.
        removeAfterTransition(old.widget)
        return order.last == key
    }

    /// Shows `page` with `transition` (none: at once).
    func show(_ page: Page, transition: Stack.Transition?) {
        stack.transition = transition ?? .none
        stack.visibleChild = page.widget
    }

    /// Keeps what has keyboard focus in the top page of this set, which a push is about to cover.
    func rememberFocus(in window: Window) {
        guard let key = order.last, let page = pages[key],
            let focus = gtk_window_get_focus(window.pointer(as: GtkWindow.self)),
            gtk_widget_is_ancestor(focus, page.widget.gtkWidget) != 0
        else { return }
        focusToRestore[key] = Widget.wrapper(of: UnsafeMutableRawPointer(focus))
    }

    /// Gives keyboard focus back to the control that had it when `screen`'s page was covered (the
    /// row or button that opened what was just popped), if it is still there.
    func restoreFocus(of screen: any Screen) {
        let key = ObjectIdentifier(screen)
        guard let page = pages[key], let focus = focusToRestore.removeValue(forKey: key),
            gtk_widget_is_ancestor(focus.gtkWidget, page.widget.gtkWidget) != 0
        else { return }
        focus.grabFocus()
    }

    /// Puts the page in the stack under the screen's title, which assistive technology reads as
    /// the page's name (rather than “GtkStackPage”).
    private func add(_ page: Page, titled title: String) {
        stack.add(page.widget, title: title)
    }

    /// Removing the outgoing page at once would cut its slide short, so it leaves the stack when
    /// the transition has had time to finish.
    private func removeAfterTransition(_ page: Widget) {
        leaving.append(page)
        GLibMainLoop.after(stack.transitionDuration + .milliseconds(50)) { [weak self] in
            self?.finishRemoving(page)
        }
    }

    private func finishRemoving(_ page: Widget) {
        guard let index = leaving.firstIndex(where: { $0 === page }) else { return }
        leaving.remove(at: index)
        if gtk_widget_get_parent(page.gtkWidget) == stack.gtkWidget {
            stack.remove(page)
        }
    }
}

internal import CGtk
internal import CGtkShim
internal import CGtkTestShim
import Clew
@_spi(Testing) import ClewGtk

/// Leak-check modes through the whole stack: Router → GtkRenderer → real dialogs and popovers,
/// chosen by emitting `clicked` on their real buttons.
@MainActor
enum RendererCycles {
    /// N alerts presented through the router and answered by clicking their button.
    static func dialogs(_ count: Int, toolkit: Toolkit = .gtk) -> Bool {
        releasedEverything(after: runDialogs(count, toolkit: toolkit))
    }

    /// N pickers in popovers presented through the router and answered by clicking an option.
    static func popovers(_ count: Int, toolkit: Toolkit = .gtk) -> Bool {
        releasedEverything(after: runPopovers(count, toolkit: toolkit))
    }

    /// N rounds of the stack's own changes through the router: push a page with a button, update
    /// it in place, chain a second push, pop to the root, then a root transition and back, each
    /// waiting for its slide as the router's queue does.
    static func stack(_ count: Int, toolkit: Toolkit = .gtk) -> Bool {
        releasedEverything(after: runStack(count, toolkit: toolkit))
    }

    /// N toasts through the router, ended in turn by their action, their close button, their
    /// timeout (20 ms) and the app; each one's buttons and timer must be gone with it.
    static func toasts(_ count: Int, toolkit: Toolkit = .gtk) -> Bool {
        releasedEverything(after: runToasts(count, toolkit: toolkit))
    }

    /// N windows with a split view (a GtkPaned, or libadwaita's AdwLeaflet): a detail shown, the
    /// window made narrow (folded), Back to the sidebar, wide again, then destroyed.
    static func split(_ count: Int, toolkit: Toolkit = .gtk) -> Bool {
        releasedEverything(after: runSplit(count, toolkit: toolkit))
    }

    private static func runSplit(_ count: Int, toolkit: Toolkit) -> Bool {
        guard gtk_init_check() != 0 else {
            print("NO_DISPLAY")
            return false
        }
        var rounds = 0
        for round in 0..<count {
            let window = Window(title: "Split \(round)")
            window.setDefaultSize(width: 900, height: 400)
            let renderer = toolkit.makeRenderer(window, .none)
            let router = Router(renderer: renderer)
            router.setSplitView(sidebar: PlainPage("Sidebar"), content: PlainPage("Welcome"))
            window.present()
            pump(seconds: 5, until: { window.isMapped })
            router.navigate(to: ScreenBuilder(PlainPage("Detail \(round)")).showDetailRoute())
            pump(seconds: 5, until: { router.isSettled && renderer.isSettled })
            window.setDefaultSize(width: 300, height: 400)
            pump(seconds: 0.3, until: { false })
            if renderer.backButton.isVisible { clew_signal_emit_void(renderer.backButton.gtkWidget, "clicked") }
            pump(seconds: 0.3, until: { false })
            window.setDefaultSize(width: 900, height: 400)
            pump(seconds: 0.3, until: { false })
            guard router.navigationStack.map(\.title) == ["Detail \(round)"] else { break }
            window.destroy()
            pump(until: { false })
            rounds += 1
        }
        print("CYCLES_OK=\(rounds)/\(count)")
        return rounds == count
    }

    /// Once the host (window, renderer, router) is gone, no handler box may be left.
    private static func releasedEverything(after cyclesPassed: Bool) -> Bool {
        pump(until: { false })
        print("LIVE_BOXES_AFTER_CLOSE=\(SignalHandlerBox.liveCount)")
        return cyclesPassed && SignalHandlerBox.liveCount == 0
    }

    private static func runDialogs(_ count: Int, toolkit: Toolkit) -> Bool {
        guard let host = Host(toolkit: toolkit) else { return false }
        var chosen = 0
        for index in 0..<count {
            let alert = AlertModel(title: "Cycle \(index)", message: "Choose one")
            alert.actions.append(.init(title: "Cancel", style: .cancel))
            alert.actions.append(.init(title: "OK") { _ in chosen += 1 })
            host.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
            guard let dialog = host.renderer.presentedWindows.last, let ok = button("OK", in: dialog.gtkWidget) else {
                break
            }
            clew_signal_emit_void(ok, "clicked")
            pump(seconds: 0, until: { false })
        }
        return host.finish(cycles: chosen, of: count)
    }

    private static func runPopovers(_ count: Int, toolkit: Toolkit) -> Bool {
        guard let host = Host(toolkit: toolkit) else { return false }
        var chosen = 0
        for _ in 0..<count {
            let picker = PickerConfiguration(
                title: "Difficulty", options: ["Easy", "Normal", "Hard"], selectedIndex: 1
            ) { _ in chosen += 1 }
            // The last popover finishes closing first: the router's turn.
            pump(seconds: 5, until: { host.router.isSettled })
            host.router.navigate(to: PickerBuilder().popoverRoute(from: host.anchor), with: picker)
            guard let popover = host.renderer.presentedPopovers.last else { break }
            pump(seconds: 5, until: { popover.isMapped })  // a loaded machine takes longer than 20 ms
            guard let hard = button("Hard", in: popover.gtkWidget) else { break }
            clew_signal_emit_void(hard, "clicked")
        }
        return host.finish(cycles: chosen, of: count)
    }

    private static func runToasts(_ count: Int, toolkit: Toolkit) -> Bool {
        guard let host = Host(toolkit: toolkit) else { return false }
        var ended = 0
        for index in 0..<count {
            var undone = false
            let toast = Toast("Toast \(index)", actionTitle: "Undo", timeout: .milliseconds(20)) { undone = true }
                .onDismissal { _ in ended += 1 }
            host.router.showToast(toast)
            guard let bubble = host.renderer.presentedToastBubble else { break }
            switch index % 4 {
            case 0:
                guard let undo = button("Undo", in: bubble.gtkWidget) else { break }
                clew_signal_emit_void(undo, "clicked")
                if !undone { return host.finish(cycles: 0, of: count) }
            case 1:
                guard let close = host.renderer.toastCloseButton else { break }
                clew_signal_emit_void(close.gtkWidget, "clicked")
            case 2:
                pump(seconds: 5, until: { host.renderer.presentedToastBubble == nil })
            default:
                host.router.dismissToast(toast)
            }
        }
        return host.finish(cycles: ended, of: count)
    }

    private static func runStack(_ count: Int, toolkit: Toolkit) -> Bool {
        guard let host = Host(toolkit: toolkit) else { return false }
        var rounds = 0
        let update = ScreenBuilder(CounterPage(0)).pushRoute().asUpdatingRoute()
        for round in 0..<count {
            let page = CounterPage(round)
            host.router.navigate(to: ScreenBuilder(page).pushRoute())
            host.router.navigate(to: update)  // the top page is a CounterPage: updated in place
            host.router.navigate(
                to: ScreenBuilder(CounterPage(-1)).pushRoute().chained(with: Router.popToRootRoute()))
            host.router.navigate(to: ScreenBuilder(PlainPage("Signed in")).rootRoute())
            host.router.navigate(to: ScreenBuilder(PlainPage("Home")).rootRoute())
            pump(seconds: 5, until: { host.router.isSettled && host.renderer.isSettled })
            guard host.router.navigationStack.count == 1, page.updates == 1 else { break }
            rounds += 1
        }
        return host.finish(cycles: rounds, of: count)
    }

    /// A page with a button (a signal handler) that an updating route can change.
    @MainActor
    private final class CounterPage: GtkScreen, ContextUpdatable {
        private(set) var value: Int
        private(set) var updates = 0
        init(_ value: Int) { self.value = value }
        var title: String { "Page \(value)" }
        func update(with context: Void) { updates += 1 }
        func makeWidget() -> Widget { Button("Page \(value) (\(updates))") { _ in } }
    }

    /// A page with only a label, so the window's own handlers are all that is left at the end.
    @MainActor
    private final class PlainPage: GtkScreen {
        let title: String
        init(_ title: String) { self.title = title }
        func makeWidget() -> Widget { Label(title) }
    }

    /// A window with a renderer, a router and an anchor button, on screen.
    @MainActor
    private final class Host {
        let window: Window
        let renderer: GtkRenderer
        let router: Router
        let anchor: Widget

        init?(toolkit: Toolkit) {
            // GTK first: no widget may exist before gtk_init.
            guard gtk_init_check() != 0 else {
                print("NO_DISPLAY")
                return nil
            }
            window = Window(title: "Leak check")
            anchor = Widget(new: gtk_button_new_with_label("Difficulty"))
            renderer = toolkit.makeRenderer(window, .none)  // a leak check reads no log
            router = Router(renderer: renderer)
            router.navigate(to: ScreenBuilder(AnchorScreen(anchor: anchor)).pushRoute())
            gtk_window_present(window.pointer(as: GtkWindow.self))
            RendererCycles.pump(until: { self.anchor.isMapped && self.anchor.size.width > 0 })
        }

        func finish(cycles: Int, of count: Int) -> Bool {
            RendererCycles.pump(
                seconds: 10, until: { self.renderer.hasFinishedClosing && SignalHandlerBox.liveCount <= 5 })
            // What remains belongs to the window itself (the back button's click handler, its
            // Alt+Left key handler, the mouse back button's gesture, the sheets' Escape key
            // handler and the stack's transition watcher): note it, then close.
            let whileOpen = SignalHandlerBox.liveCount
            window.destroy()
            RendererCycles.pump(until: { false })
            print("CYCLES_OK=\(cycles)/\(count) LIVE_BOXES_WHILE_WINDOW_OPEN=\(whileOpen)")
            return cycles == count && whileOpen <= 5
        }

    }

    @MainActor
    private final class AnchorScreen: GtkScreen {
        let title = "Leak check"
        let anchor: Widget
        init(anchor: Widget) { self.anchor = anchor }
        func makeWidget() -> Widget { anchor }
    }

    private static func button(_ title: String, in root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
        GtkWidget
    >? {
        var stack = [root]
        while let widget = stack.popLast() {
            if clew_instance_is_a(widget, gtk_button_get_type()) != 0, label(of: widget) == title {
                return widget
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                stack.append(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        return nil
    }

    /// The text a person reads on `button`: its label widget's (“Leave”, where the button's label is “_Leave”).
    private static func label(of button: UnsafeMutablePointer<GtkWidget>) -> String? {
        var child = gtk_widget_get_first_child(button)
        while let current = child {
            if clew_instance_is_a(current, gtk_label_get_type()) != 0 {
                return String(cString: gtk_label_get_text(OpaquePointer(current)))
            }
            child = gtk_widget_get_first_child(current)
        }
        return nil
    }

    /// Runs the GLib loop until `condition` holds (or a short default wait passes).
    fileprivate static func pump(seconds: Double = 0.02, until condition: () -> Bool) {
        var waited = 0.0
        while !condition(), waited < seconds {
            while g_main_context_iteration(nil, 0) != 0 {}
            g_usleep(1000)
            waited += 0.001
        }
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}

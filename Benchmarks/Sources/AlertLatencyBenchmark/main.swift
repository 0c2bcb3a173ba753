// Presentation latency: `router.navigate(to: AlertBuilder().presentRoute(), with: alert)` → the
// alert's window painted its first frame (its GdkFrameClock's first "after-paint"), against the
// same dialog made by direct C calls in the same process, alternating, one toolkit per process:
//
//   AlertLatencyBenchmark adwaita [rounds]   the libadwaita renderer vs adw_message_dialog_new(…)
//   AlertLatencyBenchmark gtk [rounds]       the GTK renderer vs the same window, box, labels and
//                                            buttons made with gtk_* calls
//
// Prints the median milliseconds of each and the ratio; run by scripts/bench-alert-latency.
import CAdwBench
import Clew
import ClewAdwaita
@_spi(Testing) import ClewGtk
import Glibc

let arguments = CommandLine.arguments
let toolkit = arguments.count > 1 ? arguments[1] : "adwaita"
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 40 : 40

guard gtk_init_check() != 0 else {
    print("NO_DISPLAY")
    exit(1)
}

/// Runs the GLib loop until `condition` holds or `seconds` pass.
@MainActor
func pump(seconds: Double = 5, until condition: () -> Bool) {
    let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
    while !condition(), g_get_monotonic_time() < deadline {
        while g_main_context_iteration(nil, 0) != 0 {}
        g_usleep(200)
    }
    while g_main_context_iteration(nil, 0) != 0 {}
}

/// Milliseconds from `open` (which makes and presents a dialog, and returns its window) to the
/// dialog's first painted frame; then `close` takes it away.
@MainActor
func timeToFirstFrame(open: () -> UnsafeMutablePointer<GtkWidget>?, close: () -> Void) -> Double {
    let start = g_get_monotonic_time()
    guard let dialog = open(), let clock = gtk_widget_get_frame_clock(dialog) else {
        print("no dialog window")
        exit(1)
    }
    var painted = 0
    let box = Unmanaged.passRetained(PaintBox { painted = g_get_monotonic_time() })
    let handler = g_signal_connect_data(
        UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(afterPaint, to: GCallback.self),
        box.toOpaque(), nil, GConnectFlags(rawValue: 0))
    pump(until: { painted != 0 })
    g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler)
    box.release()
    close()
    pump(seconds: 0.05, until: { false })
    return Double(painted - start) / 1000
}

final class PaintBox {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

let afterPaint: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    guard let data else { return }
    Unmanaged<PaintBox>.fromOpaque(data).takeUnretainedValue().body()
}

@MainActor
func run() {
    let window = Window(title: "Alert latency")
    window.setDefaultSize(width: 640, height: 480)
    let renderer =
        toolkit == "gtk"
        ? GtkRenderer(window: window, eventRetention: .none)
        : GtkRenderer.adwaita(window: window, eventRetention: .none)
    let router = Router(renderer: renderer)
    router.navigate(to: ScreenBuilder(Page()).pushRoute(isAnimated: false))
    window.present()
    pump(until: { window.isMapped })
    pump(seconds: 0.5, until: { false })

    let parent = window.pointer(as: GtkWindow.self)
    func clewOpen() -> UnsafeMutablePointer<GtkWidget>? {
        let alert = AlertModel(title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!")
        alert.actions.append(.init(title: "No", style: .cancel))
        alert.actions.append(.init(title: "Leave", style: .destructive))
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)
        return renderer.presentedWindows.last?.pointer(as: GtkWidget.self)
    }
    func clewClose() { router.navigate(to: Router.dismissRoute()) }

    var made: UnsafeMutablePointer<GtkWidget>?
    func cOpen() -> UnsafeMutablePointer<GtkWidget>? {
        made = toolkit == "gtk" ? makeGtkDialog(parent: parent) : makeMessageDialog(parent: parent)
        gtk_window_present(UnsafeMutablePointer(OpaquePointer(made)))
        return made
    }
    func cClose() { gtk_window_destroy(UnsafeMutablePointer(OpaquePointer(made))) }

    // Warm both paths (fonts, CSS, icon theme), then alternate.
    for _ in 0..<3 {
        _ = timeToFirstFrame(open: clewOpen, close: clewClose)
        _ = timeToFirstFrame(open: cOpen, close: cClose)
    }
    var clew: [Double] = []
    var direct: [Double] = []
    for _ in 0..<rounds {
        clew.append(timeToFirstFrame(open: clewOpen, close: clewClose))
        direct.append(timeToFirstFrame(open: cOpen, close: cClose))
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let (clewMs, cMs) = (median(clew), median(direct))
    func format(_ value: Double) -> String { String(Double(Int(value * 100)) / 100) }
    let baseline = toolkit == "gtk" ? "gtk_* window" : "adw_message_dialog_new"
    print(
        "\(toolkit): navigate → first frame \(format(clewMs)) ms, \(baseline) → first frame \(format(cMs)) ms (medians of \(rounds))"
    )
    print("\(toolkit): ratio \(format(clewMs / cMs))× (goal ≤ 1.1×)")
    window.destroy()
}

/// The alert as libadwaita's C API makes it: heading, body, two responses, close response.
@MainActor
func makeMessageDialog(parent: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<GtkWidget> {
    let dialog = adw_message_dialog_new(
        parent, "Are you sure you want to leave?", "Any unsaved progress will be lost!")!
    let message = UnsafeMutablePointer<AdwMessageDialog>(OpaquePointer(dialog))
    adw_message_dialog_add_response(message, "0", "_No")
    adw_message_dialog_add_response(message, "1", "_Leave")
    adw_message_dialog_set_response_appearance(message, "1", ADW_RESPONSE_DESTRUCTIVE)
    adw_message_dialog_set_close_response(message, "0")
    return dialog
}

/// The alert as plain GTK makes it, as ClewGtk's dialog does: a modal window with an empty title
/// bar, a title and a body label, and two buttons in an action area.
@MainActor
func makeGtkDialog(parent: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<GtkWidget> {
    let dialog = gtk_window_new()!
    let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(dialog))
    gtk_window_set_modal(window, 1)
    gtk_window_set_transient_for(window, parent)
    gtk_widget_add_css_class(dialog, "dialog")
    gtk_widget_add_css_class(dialog, "message")
    gtk_window_set_resizable(window, 0)
    let titlebar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    gtk_widget_add_css_class(titlebar, "titlebar")
    gtk_window_set_titlebar(window, titlebar)
    gtk_window_set_default_size(window, 360, -1)
    let title = gtk_label_new("Are you sure you want to leave?")!
    gtk_widget_add_css_class(title, "title")
    gtk_label_set_wrap(OpaquePointer(title), 1)
    gtk_label_set_max_width_chars(OpaquePointer(title), 40)
    gtk_label_set_justify(OpaquePointer(title), GTK_JUSTIFY_CENTER)
    let body = gtk_label_new("Any unsaved progress will be lost!")!
    gtk_widget_add_css_class(body, "body")
    gtk_label_set_wrap(OpaquePointer(body), 1)
    gtk_label_set_max_width_chars(OpaquePointer(body), 40)
    gtk_label_set_justify(OpaquePointer(body), GTK_JUSTIFY_CENTER)
    let vbox = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
    gtk_widget_add_css_class(vbox, "dialog-vbox")
    for margin in [
        gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
        gtk_widget_set_margin_end,
    ] { margin(vbox, 24) }
    gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(vbox)), title)
    gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(vbox)), body)
    let actions = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    gtk_widget_add_css_class(actions, "dialog-action-area")
    gtk_box_set_homogeneous(UnsafeMutablePointer<GtkBox>(OpaquePointer(actions)), 1)
    for (label, style) in [("_No", nil), ("_Leave", "destructive-action")] {
        let button = gtk_button_new_with_mnemonic(label)!
        gtk_widget_set_hexpand(button, 1)
        if let style { gtk_widget_add_css_class(button, style) }
        gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(actions)), button)
    }
    let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(root)), vbox)
    gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(root)), actions)
    gtk_window_set_child(window, root)
    return dialog
}

@MainActor
final class Page: GtkScreen {
    let title = "Game"
    func makeWidget() -> Widget { Label("Level 3") }
}

MainActor.assumeIsolated { run() }

// App-style driver: top-level code runs synchronously on the OS main thread
// (no `await` here, so the runtime never enters dispatch_main()). Used by
// scripts/valgrind-gtk and by the bridge test, which spawns it.
//
//   ClewGtkLeakCheck signals [N]    N button cycles, prints LIVE_BOXES
//   ClewGtkLeakCheck popovers [N]   N popover cycles on a window
//   ClewGtkLeakCheck bridge         main-loop bridge check + idle CPU
//   ClewGtkLeakCheck dialogs [N]    N alerts through Router + GtkRenderer, answered by click
//   ClewGtkLeakCheck router-popovers [N]  N picker popovers through Router + GtkRenderer
//   ClewGtkLeakCheck router-stack [N]  N rounds of push, update, chain, pop to root, root transitions
//   ClewGtkLeakCheck toasts [N]     N toasts through Router + GtkRenderer: Undo, close, timeout, dismissed
//   ClewGtkLeakCheck widgets [N]    N windows of widgets, actions, menus and shortcuts, changed and destroyed
//   ClewGtkLeakCheck lists [N]      N windows of list, grid and column views: filter, widen, sort, scroll, destroy
//   ClewGtkLeakCheck transfer [N]   N windows of drop targets, drag sources, clipboard reads and an answered file dialog
//   ClewGtkLeakCheck downloads N URL FILE-URL  N libsoup downloads: http, file, cancelled (no GTK)
//   ClewGtkLeakCheck generated [N]   N cycles over the generated GObject/GIO layer (no GTK)
//   ClewGtkLeakCheck generated-gtk [N]  N windows of generated GTK/libadwaita widgets, signals, builder objects
//   ClewGtkLeakCheck split [N]       N windows with a split view: detail, narrow, Back, wide, destroyed
//   ClewGtkLeakCheck settings [N]    N settings bound to a widget, observed, written, unbound (GSETTINGS_BACKEND=memory)
//   ClewGtkLeakCheck notifications [N]  N notifications sent and withdrawn, then two clicked by the fake service
//   ClewGtkLeakCheck ui [N]          N UI definitions (typed lookups, errors), resource bundles and shortcuts windows
//   ClewGtkLeakCheck adwaita-dialogs|adwaita-router-popovers|adwaita-router-stack|adwaita-toasts|adwaita-split [N]
//                                   the same through the libadwaita renderer (AdwMessageDialog, AdwToast, AdwLeaflet)
internal import CGtk
import ClewAdwaita
import ClewGtk
import Glibc

let arguments = CommandLine.arguments
let requestedMode = arguments.count > 1 ? arguments[1] : "signals"
// "adwaita-toasts" is "toasts" on the libadwaita renderer.
let toolkit: Toolkit = requestedMode.hasPrefix("adwaita-") ? .adwaita : .gtk
let mode = requestedMode.hasPrefix("adwaita-") ? String(requestedMode.dropFirst("adwaita-".count)) : requestedMode
let count = arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000

switch mode {
case "bridge":
    exit(BridgeCheck.run() ? 0 : 1)
case "signals":
    exit(LeakCheck.signals(count) ? 0 : 1)
case "popovers":
    exit(LeakCheck.popovers(count) ? 0 : 1)
case "dialogs":
    exit(RendererCycles.dialogs(count, toolkit: toolkit) ? 0 : 1)
case "router-popovers":
    exit(RendererCycles.popovers(count, toolkit: toolkit) ? 0 : 1)
case "router-stack":
    exit(RendererCycles.stack(count, toolkit: toolkit) ? 0 : 1)
case "lists":
    exit(ListCycles.run(count) ? 0 : 1)
case "widgets":
    exit(WidgetCycles.run(count) ? 0 : 1)
case "toasts":
    exit(RendererCycles.toasts(count, toolkit: toolkit) ? 0 : 1)
case "transfer":
    exit(TransferCycles.run(count) ? 0 : 1)
case "split":
    exit(RendererCycles.split(count, toolkit: toolkit) ? 0 : 1)
case "generated":
    exit(GeneratedCycles.run(count) ? 0 : 1)
case "generated-gtk":
    exit(GeneratedGtkCycles.run(count) ? 0 : 1)
case "settings":
    let sources = getenv("CLEW_DEMO_DATADIR").map { String(cString: $0) } ?? "Resources"
    exit(SettingsCycles.run(count, sources: sources) ? 0 : 1)
case "notifications":
    exit(NotificationCycles.run(count) ? 0 : 1)
case "ui":
    exit(UICycles.run(count) ? 0 : 1)
case "downloads":
    guard arguments.count > 4 else {
        print("usage: ClewGtkLeakCheck downloads N URL FILE-URL")
        exit(2)
    }
    exit(DownloadCycles.run(count, url: arguments[3], fileURL: arguments[4]) ? 0 : 1)
default:
    print("unknown mode \(mode)")
    exit(2)
}

// A list of N rows (two labels each) in a window, measured from inside the process:
//   first_frame_ms   main() → the first painted frame
//   filter_ms        keeping every tenth row (as typing one character of a search would) → the next painted frame
//   scroll_median_ms the median time between painted frames while the list scrolls a page per frame
// Run by scripts/bench-lists against Benchmarks/Lists/baseline.c, which does the same in C.
//
//   ListBenchmark listview N     ClewGtk's ListView over a ListModel of N Ints
//   ListBenchmark listbox N      ClewGtk's ListBox with N rows, filtered by rebuilding (what apps did before)
import CGdk
import ClewGtk
import Glibc

let started = g_get_monotonic_time()
let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "listview"
let count = arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000

guard gtk_init_check() != 0 else {
    print("NO_DISPLAY")
    exit(1)
}

@MainActor
func milliseconds(since start: Int) -> Double { Double(g_get_monotonic_time() - start) / 1000 }

@MainActor
final class Bench {
    let window = Window(title: "Lists")
    var scrolled: ScrolledWindow!
    var filter: (() -> Void)!
    var phase = 0
    var filterStart: Int = 0
    var lastFrame: Int = 0
    var frameTimes: [Double] = []
    var scrollSteps = 0

    init() {
        window.setDefaultSize(width: 480, height: 640)
        let content: Widget
        if mode == "listbox" {
            let list = ListBox()
            func fill(_ values: some Sequence<Int>) {
                for value in values { list.append(Self.row(value)) }
            }
            fill(0..<count)
            filter = {
                list.removeAll()
                fill(stride(from: 7, to: count, by: 10))
            }
            content = list
        } else {
            let model = ListModel(Array(0..<count))
            let list = ListView(model: model, selection: .single) {
                Box(.vertical) {
                    Label("").leading()
                    Label("").leading().cssClasses("dim-label")
                }.margins(6)
            } bind: { row, value in
                let labels = row.children
                (labels[0] as? Label)?.text = "Row \(value)"
                (labels[1] as? Label)?.text = "Detail \(value)"
            }
            filter = { model.update(model.elements.filter { $0 % 10 == 7 }) }
            content = list
        }
        scrolled = ScrolledWindow(child: content)
        window.child = scrolled
        window.connect(.realize) { window in
            window.frameClock?.connect(.afterPaint) { _ in MainActor.assumeIsolated { bench.painted() } }
        }
        window.present()
    }

    static func row(_ value: Int) -> Widget {
        Box(.vertical) {
            Label("Row \(value)").leading()
            Label("Detail \(value)").leading().cssClasses("dim-label")
        }
        .margins(6)
    }

    func painted() {
        let now = g_get_monotonic_time()
        switch phase {
        case 0:
            print("first_frame_ms \(milliseconds(since: started))")
            phase = 1
            GLibMainLoop.whenIdle { [self] in
                filterStart = g_get_monotonic_time()
                filter()
                phase = 2
            }
        case 2:
            print("filter_ms \(milliseconds(since: filterStart))")
            phase = 3
            lastFrame = now
            scrollOnePage()
        case 3:
            frameTimes.append(Double(now - lastFrame) / 1000)
            lastFrame = now
            scrollSteps += 1
            if scrollSteps < 120 {
                scrollOnePage()
            } else {
                let sorted = frameTimes.sorted()
                print("scroll_median_ms \(sorted[sorted.count / 2])")
                exit(0)
            }
        default:
            break
        }
    }

    func scrollOnePage() {
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.opaque)
        let value = gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment)
        gtk_adjustment_set_value(adjustment, value)
    }
}

MainActor.assumeIsolated {
    bench = Bench()
}
while true { _ = g_main_context_iteration(nil, 1) }

nonisolated(unsafe) var bench: Bench!

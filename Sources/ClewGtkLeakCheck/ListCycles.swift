internal import CGtk
internal import CGtkShim
import ClewGtk

/// Leak-check mode `lists`: windows with a list view, a grid view, a column view and a list of typed
/// rows (``ListRow``, with change handlers) in an empty-state placeholder over Swift models,
/// filtered, widened, emptied, sorted, scrolled and destroyed, N times. Afterwards no handler box,
/// no identity wrapper and no row object may be left.
@MainActor
enum ListCycles {
    static func run(_ count: Int) -> Bool {
        guard gtk_init_check() != 0 else {
            print("NO_DISPLAY")
            return false
        }
        let rowsBefore = clew_list_row_live_count()
        let slotsBefore = GObjectRef.liveIdentityCount
        var ok = 0
        for _ in 0..<count where cycle() { ok += 1 }
        Cycles.drainPending()
        let boxes = SignalHandlerBox.liveCount
        let rows = Int(clew_list_row_live_count()) - Int(rowsBefore)
        let slots = GObjectRef.liveIdentityCount - slotsBefore
        print("CYCLES_OK=\(ok)/\(count) LIVE_BOXES_AFTER_CLOSE=\(boxes) LIVE_ROWS=\(rows) LIVE_IDENTITIES=\(slots)")
        return ok == count && boxes == 0 && rows == 0 && slots == 0
    }

    private static func cycle() -> Bool {
        let window = Window(title: "Lists")
        window.setDefaultSize(width: 400, height: 400)
        let numbers = ListModel(Array(0..<10_000))
        let list = ListView(model: numbers) {
            Label("")
        } bind: { label, value in
            label.text = "Row \(value)"
        }
        var activated = 0
        list.onActivate { _, _ in activated += 1 }
        let grid = GridView(model: numbers, maxColumns: 4) {
            Label("")
        } bind: { label, value in
            label.text = "\(value)"
        }
        let table = ColumnView(
            model: numbers,
            columns: [
                .init("Value", text: { "\($0)" }, sortedBy: { $0 < $1 }), .init("Square", text: { "\($0 * $0)" }),
            ])
        var checked = 0
        let typed = ListView(model: numbers, selection: .none) {
            let row = CycleRow()
            row.onChange(of: row.check) { _, _ in checked += 1 }
            return row
        }
        let typedPage = typed.scrolled(placeholder: Label("Nothing"))
        window.child = Box(.vertical) {
            ScrolledWindow(child: list).expanding(vertically: true)
            typedPage
            ScrolledWindow(child: grid).expanding(vertically: true)
            ScrolledWindow(child: table).expanding(vertically: true)
        }
        window.present()
        Cycles.drainPending()
        list.selectedIndex = 501
        numbers.update(Array(0..<10_000).filter { $0 % 10 == 1 })  // narrower: 1,000 runs
        Cycles.drainPending()
        numbers.update(Array(0..<10_000))  // wider again
        table.sort(byColumnTitled: "Value", ascending: false)
        list.scrollTo(9_999)
        grid.scrollTo(5_000)
        Cycles.drainPending()
        list.activate(0)
        typed.scrollTo(4_000)
        Cycles.drainPending()
        let selectionKept = list.selectedItem == 501 && activated == 1
        numbers.update([])  // empty: the placeholder
        Cycles.drainPending()
        let kept = selectionKept && typedPage.isShowingPlaceholder && checked == 0
        window.destroy()
        Cycles.drainPending()
        return kept
    }
}

/// A typed row of the leak check: a label and a check box, checked for odd numbers.
final class CycleRow: ListRow<Int> {
    let title = Label("")
    let check = CheckButton("Odd")

    override func bind(_ value: Int) {
        title.text = "Row \(value)"
        check.isActive = value % 2 == 1
    }
}

import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// The scroll position when a list's model changes: a change that moves rows shows the first row;
/// appending rows and redrawing them in place keep the position (``ListModel``, ``ListView``).
@Suite(.serialized) @MainActor
struct ListScrollPosition {
    /// The label text of the row at the top of `list`'s viewport (the shown cell across its first pixel).
    private func topRow(of list: Widget) -> String? {
        list.children.first { cell in
            var bounds = graphene_rect_t()
            return cell.isMapped && gtk_widget_get_child_visible(cell.gtkWidget) != 0
                && gtk_widget_compute_bounds(cell.gtkWidget, list.gtkWidget, &bounds) != 0
                && bounds.origin.y <= 1 && bounds.origin.y + bounds.size.height > 1
        }
        .flatMap { WidgetQueries.labelTexts(in: $0).first }
    }

    private func scrollValue(of list: Widget) -> Double {
        gtk_adjustment_get_value(gtk_scrollable_get_vadjustment(OpaquePointer(list.raw)))
    }

    /// A list of `model`'s strings, scrolled, pushed in `app` and settled.
    private func showList(of model: ListModel<String>, in app: GtkTestWindow) async -> ListView<String, Label> {
        let list = ListView(model: model) {
            Label("").leading().margins(8)
        } bind: {
            $0.text = $1
        }
        app.router.navigate(
            to: ScreenBuilder(TestPage(ScrolledWindow(child: list).expanding(vertically: true))).pushRoute(
                isAnimated: false))
        #expect(await app.renderer.waitUntilSettled())
        return list
    }

    @Test func clearingASearchShowsTheFirstRowOnEveryRun() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 320, height: 300)
            let all = (0..<200).map { "Row \($0)" }
            let model = ListModel(all)
            let list = await showList(of: model, in: app)
            var tops: [String?] = []
            for run in 0..<3 {
                // Search, scroll down the results (a different way each run), then clear the search.
                model.update(all.filter { $0.hasSuffix("1") })
                await GtkTestHost.pump(for: .milliseconds(50))
                list.scrollTo(run == 0 ? 19 : 10 + run)
                await GtkTestHost.pump(for: .milliseconds(100))
                #expect(scrollValue(of: list) > 0, "run \(run): the results scrolled")
                model.update(all)
                await GtkTestHost.pump(for: .milliseconds(100))
                tops.append(topRow(of: list))
                #expect(scrollValue(of: list) == 0)
            }
            #expect(tops == ["Row 0", "Row 0", "Row 0"])
            await app.close()
        }
    }

    @Test func appendingRowsAndRedrawingThemKeepThePosition() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 320, height: 300)
            var rows = (0..<200).map { "Row \($0)" }
            let model = ListModel(rows)
            let list = await showList(of: model, in: app)
            list.scrollTo(120)
            await GtkTestHost.pump(for: .milliseconds(100))
            let top = topRow(of: list)
            #expect(top != nil && top != "Row 0")
            rows += (200..<250).map { "Row \($0)" }
            model.update(rows)  // more rows loaded at the end
            await GtkTestHost.pump(for: .milliseconds(100))
            #expect(topRow(of: list) == top)
            model.replace(at: 120, with: "Row 120 (edited)")  // one row redrawn in place
            await GtkTestHost.pump(for: .milliseconds(100))
            #expect(topRow(of: list) == top)
            model.update(rows.reversed())  // a new order: back to the first row
            await GtkTestHost.pump(for: .milliseconds(100))
            #expect(topRow(of: list) == "Row 249")
            await app.close()
        }
    }
}

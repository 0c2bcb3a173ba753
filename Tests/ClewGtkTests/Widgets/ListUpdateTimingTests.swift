import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// A list model may change at any time: from a row's `bind` (the usual "load more when the last row
/// appears", which aborted GTK 4.8 with `gtk_widget_root: assertion failed`), or from an activation. The
/// Swift model changes at once; GTK hears of it on the next main-loop turn and shows it.
@Suite(.serialized) @MainActor
struct ListUpdateTiming {
    /// The rows GTK's model has (it lags the Swift model while a change waits for the next turn).
    private func gtkCount<Element>(_ model: ListModel<Element>) -> Int {
        Int(g_list_model_get_n_items(OpaquePointer(model.object.raw)))
    }

    @Test func loadingMoreFromBindWhenTheLastRowAppears() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 320, height: 300)
            let model = ListModel((0..<20).map { "Row \($0)" })
            var seenInBind: [(swift: Int, gtk: Int)] = []
            let list = ListView(model: model) {
                Label("")
            } bind: { label, title in
                label.text = title
                // The last row is on screen: load the next page, up to 100 rows.
                guard title == model.elements.last, model.count < 100 else { return }
                let count = model.count
                model.update(model.elements + (count..<(count + 20)).map { "Row \($0)" })
                seenInBind.append((model.count, gtkCount(model)))
            }
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: list).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            await app.renderer.waitUntilSettled()
            for _ in 0..<10 where model.count < 100 || gtkCount(model) < 100 {
                try app.renderer.scrollList(toRowAt: gtkCount(model) - 1)
                await GtkTestHost.pump(for: .milliseconds(50))
            }
            #expect(model.count == 100)
            #expect(gtkCount(model) == 100)
            // In bind the Swift model was already the new one; GTK still had the rows it was told of.
            #expect(!seenInBind.isEmpty)
            for seen in seenInBind { #expect(seen.gtk == seen.swift - 20, "\(seenInBind)") }
            try app.renderer.scrollList(toRowAt: 99)
            #expect(await GtkTestHost.runUntil { app.renderer.visibleRows.contains { $0.texts == ["Row 99"] } })
            await app.close()
        }
    }

    @Test func removingRowsFromBindAndChangingOneTwice() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 320, height: 300)
            let model = ListModel((0..<30).map { "Row \($0)" })
            var removed = false
            let list = ListView(model: model) {
                Label("")
            } bind: { label, title in
                label.text = title
                guard title == "Row 3", !removed else { return }
                removed = true
                // Rows GTK is laying out go, and a second change follows before GTK hears of the first.
                model.update(model.elements.filter { $0 != "Row 0" && $0 != "Row 1" })
                model.update(model.elements.filter { $0 != "Row 2" })
                #expect(model.elements.first == "Row 3" && model.count == 27)
                model.replace(at: 0, with: "Row 3")  // same id: redrawn when GTK hears
            }
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: list).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            await app.renderer.waitUntilSettled()
            #expect(removed)
            #expect(await GtkTestHost.runUntil { gtkCount(model) == 27 })
            #expect(await GtkTestHost.runUntil { app.renderer.visibleRows.first?.texts == ["Row 3"] })
            await app.close()
        }
    }

    @Test func activatingARowRemovesIt() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 320, height: 300)
            let model = ListModel((0..<10).map { "Row \($0)" })
            let list = ListView(model: model) {
                Label("")
            } bind: { label, title in
                label.text = title
            }
            var countsInHandler: [Int] = []
            list.onActivate { view, position in
                guard let title = view.model?[position] else { return }
                model.update(model.elements.filter { $0 != title })
                countsInHandler.append(model.count)
            }
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: list).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            await app.renderer.waitUntilSettled()
            try app.renderer.activateRow(containing: "Row 2")
            #expect(countsInHandler == [9])
            #expect(await GtkTestHost.runUntil { gtkCount(model) == 9 })
            #expect(await GtkTestHost.runUntil { !app.renderer.visiblePageTexts.contains("Row 2") })
            try app.renderer.activateRow(containing: "Row 3")
            #expect(await GtkTestHost.runUntil { gtkCount(model) == 8 })
            #expect(model.elements == ["Row 0", "Row 1", "Row 4", "Row 5", "Row 6", "Row 7", "Row 8", "Row 9"])
            await app.close()
        }
    }
}

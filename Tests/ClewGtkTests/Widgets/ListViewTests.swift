import CGtk
import CGtkShim
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// Records a model's items-changed signals (position, removed, added).
@MainActor
final class ItemsChangedRecorder {
    nonisolated(unsafe) static var changes: [[UInt32]] = []

    init(_ model: GObjectRef) {
        Self.changes = []
        let callback: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = {
            _, position, removed, added, _ in
            ItemsChangedRecorder.changes.append([position, removed, added])
        }
        g_signal_connect_data(
            model.raw, "items-changed", unsafeBitCast(callback, to: GCallback.self), nil, nil,
            GConnectFlags(rawValue: 0))
    }
}

/// List views over Swift models: no GObject per element, the smallest changes, selection kept.
@Suite(.serialized) @MainActor
struct ListViews {
    @Test func changesAreAnnouncedAsTheSmallestRuns() async throws {
        try await GtkTestHost.run {
            let model = ListModel(Array(0..<10))
            _ = ItemsChangedRecorder(model.object)
            model.update([0, 1, 3, 4, 7, 8, 9])  // a narrower filter: runs 2 and 5..<7 go
            #expect(ItemsChangedRecorder.changes == [[5, 2, 0], [2, 1, 0]])
            #expect(model.elements == [0, 1, 3, 4, 7, 8, 9])
            model.update(Array(0..<10))  // wider again: the same runs come back
            #expect(ItemsChangedRecorder.changes.suffix(2) == [[2, 0, 1], [5, 0, 2]])
            model.update([0, 1, 2, 3, 4, 5, 6, 7, 9, 8])  // a new order: only the changed middle
            #expect(ItemsChangedRecorder.changes.last == [8, 2, 2])
            model.update([0, 1, 2, 3, 4, 5, 6, 7, 9, 8])  // nothing changed: nothing said
            #expect(ItemsChangedRecorder.changes.count == 5)
            model.replace(at: 0, with: 0)
            #expect(ItemsChangedRecorder.changes.last == [0, 1, 1])
        }
    }

    @Test func gtkReadsEachStepOfAChangeAsItIsAnnounced() async throws {
        try await GtkTestHost.run {
            // A copy of the list kept only from the signals and what the model says during each one
            // (as GTK keeps its rows) must equal the model after every change.
            let model = ListModel(Array(0..<50))
            MirrorOfModel.mirror = Array(0..<50)
            let callback: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = {
                list, position, removed, added, _ in
                let start = Int(position)
                MirrorOfModel.mirror.removeSubrange(start..<(start + Int(removed)))
                for offset in 0..<Int(added) {
                    let row = g_list_model_get_item(OpaquePointer(list), guint(start + offset))!
                    let value = MainActor.assumeIsolated { ListModel<Int>.element(ofRow: row) }
                    MirrorOfModel.mirror.insert(value ?? -1, at: start + offset)
                    g_object_unref(row)
                }
            }
            g_signal_connect_data(
                model.object.raw, "items-changed", unsafeBitCast(callback, to: GCallback.self), nil, nil,
                GConnectFlags(rawValue: 0))
            let steps = [
                [1, 3, 5, 7, 11, 13, 17, 19, 23, 29], Array(0..<50), Array(0..<50).filter { $0 % 3 == 0 },
                Array((0..<50).reversed()), [7], [], Array(0..<50),
            ]
            for step in steps {
                model.update(step)
                #expect(MirrorOfModel.mirror == step)
            }
        }
    }

    @Test func aMillionElementsMakeRowsOnlyForWhatIsOnScreen() async throws {
        try await GtkTestHost.run {
            let rowsBefore = clew_list_row_live_count()
            let model = ListModel(Array(0..<1_000_000))
            #expect(clew_list_row_live_count() == rowsBefore)
            let app = await GtkTestWindow(width: 320, height: 400)
            let list = ListView(model: model) {
                Label("")
            } bind: { label, value in
                label.text = "Row \(value)"
            }
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: list).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            await app.renderer.waitUntilSettled()
            await GtkTestHost.pump(for: .milliseconds(100))
            let rows = clew_list_row_live_count() - rowsBefore
            #expect(rows > 0 && rows < 400, "rows made: \(rows)")
            #expect(app.renderer.visiblePageTexts.prefix(3) == ["Row 0", "Row 1", "Row 2"])
            list.scrollTo(999_999)
            await GtkTestHost.pump(for: .milliseconds(100))
            #expect(app.renderer.visiblePageTexts.contains("Row 999999"))
            await app.close()
        }
    }

    @Test func filteringAndSortingKeepTheSelection() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 320, height: 400)
            let model = ListModel(Array(0..<1000))
            let list = ListView(model: model) {
                Label("")
            } bind: { label, value in
                label.text = "Row \(value)"
            }
            var activated: [Int] = []
            list.onActivate { _, position in activated.append(position) }
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: list).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            await app.renderer.waitUntilSettled()
            list.selectedIndex = 501
            #expect(list.selectedItem == 501)
            model.update(Array(0..<1000).filter { $0 % 2 == 1 })  // 500 runs: minimal removals
            #expect(list.selectedItem == 501 && list.selectedIndex == 250)
            model.maximumRuns = 10
            model.update(Array(0..<1000))  // 500 runs, above the limit: one replacement, selection restored
            #expect(list.selectedItem == 501)
            model.update(Array((0..<1000).reversed()))  // a new order
            #expect(list.selectedItem == 501 && list.selectedIndex == 498)
            list.activate(3)
            #expect(activated == [3])
            await app.close()
        }
    }

    @Test func rowsAreNamedForScreenReaders() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 320, height: 300)
            let model = ListModel(["Groceries", "Ideas"])
            let list = ListView(model: model) {
                Box(.horizontal) {
                    Label("title")
                    Label("detail")
                }
            } bind: { row, title in
                let labels = row.children.compactMap { $0 as? Label }
                labels[0].text = title
                labels[1].text = "\(title.count) letters"
            }
            app.router.navigate(to: ScreenBuilder(TestPage(list)).pushRoute(isAnimated: false))
            await app.renderer.waitUntilSettled()
            let cells = WidgetQueries.descendants(of: list).filter { $0.accessibleLabel == "Groceries" }
            #expect(cells.count == 1)
            #expect(cells.first.map { String(cString: clew_accessible_get_description($0.gtkWidget)) } == "9 letters")
            await app.close()
        }
    }

    @Test func theDriverReadsScrollsSelectsAndActivatesListViewRows() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 320, height: 300)
            let model = ListModel((0..<5000).map { "Note \($0)" })
            let list = ListView(model: model) {
                Label("")
            } bind: { label, title in
                label.text = title
            }
            var opened: [String] = []
            list.onActivate { view, position in opened.append(view.model?[position] ?? "") }
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: list).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            await app.renderer.waitUntilSettled()
            #expect(app.renderer.visibleRows.first?.texts == ["Note 0"])
            try app.renderer.activateRow(containing: "Note 2")
            #expect(opened == ["Note 2"])
            try app.renderer.scrollList(toRowAt: 4321)
            #expect(await GtkTestHost.runUntil { app.renderer.visibleRows.contains { $0.texts == ["Note 4321"] } })
            try app.renderer.selectRow(containing: "Note 4321")
            #expect(list.selectedItem == "Note 4321")
            // Scrolled away: its row is no longer made, as for a person who cannot see it.
            #expect(throws: GtkDriverError.self) { try app.renderer.activateRow(containing: "Note 0") }
            await app.close()
        }
    }

    @Test(.enabled(if: GtkTestKeyboard.canPressRealKeys, "real keys need X11 (XTest)"))
    func theKeyboardMovesThroughRowsAndActivatesThem() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 320, height: 300)
            let model = ListModel((0..<100).map { "Row \($0)" })
            let list = ListView(model: model) {
                Label("")
            } bind: { label, title in
                label.text = title
            }
            var opened: [Int] = []
            list.onActivate { _, position in opened.append(position) }
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: list).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            await app.renderer.waitUntilSettled()
            list.grabFocus()
            try GtkTestKeyboard.press("Down", in: app.window)
            try GtkTestKeyboard.press("Down", in: app.window)
            try GtkTestKeyboard.press("Return", in: app.window)
            #expect(await GtkTestHost.runUntil(timeout: .seconds(2)) { !opened.isEmpty })
            // The first Down takes the focus into the list's first row, the second moves to row 1.
            #expect(opened == [1])
            try GtkTestKeyboard.press("End", in: app.window)
            #expect(
                await GtkTestHost.runUntil(timeout: .seconds(2)) { app.renderer.visiblePageTexts.contains("Row 99") })
            await app.close()
        }
    }

    @Test func aGridShowsCellsAndActivatesThem() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 400, height: 300)
            let model = ListModel((0..<200).map { "Photo \($0)" })
            let grid = GridView(model: model, selection: .multiple, maxColumns: 4) {
                Label("").margins(12)
            } bind: { label, title in
                label.text = title
            }
            var opened: [Int] = []
            grid.onActivate { _, position in opened.append(position) }
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: grid).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            await app.renderer.waitUntilSettled()
            #expect(app.renderer.visiblePageTexts.prefix(4) == ["Photo 0", "Photo 1", "Photo 2", "Photo 3"])
            try app.renderer.activateRow(containing: "Photo 5")
            grid.activate(7)
            #expect(opened == [5, 7])
            grid.select([1, 3])
            #expect(grid.selectedIndices == [1, 3])
            grid.scrollTo(199)
            #expect(await GtkTestHost.runUntil { app.renderer.visiblePageTexts.contains("Photo 199") })
            await app.close()
        }
    }

    @Test func aTableSortsByItsColumnsAndReportsElements() async throws {
        struct Contact: Equatable {
            let name: String
            let city: String
        }
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 400, height: 300)
            let model = ListModel(
                [
                    Contact(name: "Grace", city: "Arlington"), Contact(name: "Ada", city: "London"),
                    Contact(name: "Margaret", city: "Boston"),
                ], id: \.name)
            let table = ColumnView(
                model: model,
                columns: [
                    .init("Name", expands: true, text: \.name, sortedBy: { $0.name < $1.name }),
                    .init("City", text: \.city, sortedBy: { $0.city < $1.city }),
                ])
            var opened: [String] = []
            table.onActivate { _, contact in opened.append(contact.name) }
            app.router.navigate(
                to: ScreenBuilder(TestPage(table.expanding(vertically: true))).pushRoute(isAnimated: false))
            await app.renderer.waitUntilSettled()
            #expect(table.shownElements.map(\.name) == ["Grace", "Ada", "Margaret"])  // the model's order
            table.sort(byColumnTitled: "Name")
            #expect(table.shownElements.map(\.name) == ["Ada", "Grace", "Margaret"])
            table.sort(byColumnTitled: "City", ascending: false)
            #expect(table.shownElements.map(\.city) == ["London", "Boston", "Arlington"])
            await GtkTestHost.pump(for: .milliseconds(50))
            #expect(app.renderer.visiblePageTexts.contains("London"))
            try app.renderer.activateRow(containing: "Boston")
            #expect(opened == ["Margaret"])
            model.update(model.elements + [Contact(name: "Barbara", city: "Cambridge")])
            #expect(table.shownElements.map(\.city) == ["London", "Cambridge", "Boston", "Arlington"])
            await app.close()
        }
    }
}

/// The copy kept by `gtkReadsEachStepOfAChangeAsItIsAnnounced`.
enum MirrorOfModel {
    nonisolated(unsafe) static var mirror: [Int] = []
}

import Clew
import ClewGtk
import ClewGtkTesting
import Testing

/// The driver's context menus and multiple selection on real list, grid and column views.
@Suite(.serialized) @MainActor
struct ListDrivers {
    /// A row with a context menu whose items record which row they ran for.
    final class NoteRow: ListRow<String> {
        let title = Label("").leading()
        var chosen: ((String, String) -> Void)?

        override func makeContent() -> Widget {
            let actions = ActionGroup()
            for name in ["pin", "delete"] {
                actions.add(
                    Action(name) { [weak self] _ in
                        guard let self, let note = self.element else { return }
                        self.chosen?(name, note)
                    })
            }
            let greyed = Action("archive", isEnabled: false) { _ in }
            actions.add(greyed)
            let content = Box(.horizontal) { title.expanding(horizontally: true) }.margins(6)
            content.insertActionGroup(actions, prefix: "note")
            return content.contextMenu(
                Menu {
                    MenuItem("Pin", action: "note.pin")
                    MenuItem("Delete", action: "note.delete")
                    MenuItem("Archive", action: "note.archive")
                })
        }

        override func bind(_ note: String) { title.text = note }
    }

    @Test func aRowsContextMenuItemIsChosenByItsLabel() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 320, height: 300)
            let model = ListModel((0..<20).map { "Note \($0)" })
            var chosen: [String] = []
            let list = ListView(model: model) {
                let row = NoteRow()
                row.chosen = { action, note in chosen.append("\(action) \(note)") }
                return row
            }
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: list).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            await app.renderer.waitUntilSettled()
            try app.renderer.chooseContextMenuItem("Delete", onRowContaining: "Note 3")
            try app.renderer.chooseContextMenuItem("Pin", onRowContaining: "Note 1")
            #expect(chosen == ["delete Note 3", "pin Note 1"])

            let missing = #expect(throws: GtkDriverError.self) {
                try app.renderer.chooseContextMenuItem("Rename", onRowContaining: "Note 1")
            }
            #expect(missing?.description.contains("[\"Pin\", \"Delete\", \"Archive\"]") == true)
            let greyed = #expect(throws: GtkDriverError.self) {
                try app.renderer.chooseContextMenuItem("Archive", onRowContaining: "Note 1")
            }
            #expect(greyed?.description.contains("greyed out") == true)
            #expect(throws: GtkDriverError.self) {
                try app.renderer.chooseContextMenuItem("Pin", onRowContaining: "Note 999")
            }
            #expect(chosen.count == 2)
            await app.close()
        }
    }

    @Test func aRowWithoutAContextMenuAndAnAmbiguousRowAreTypedErrors() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 320, height: 300)
            struct Item {
                let id: Int
                let title: String
            }
            let items = ListModel(
                [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs"), Item(id: 3, title: "Milk")], id: \.id)
            let list = ListView(model: items) {
                Label("")
            } bind: { label, item in
                label.text = item.title
            }
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: list).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            await app.renderer.waitUntilSettled()
            let none = #expect(throws: GtkDriverError.self) {
                try app.renderer.chooseContextMenuItem("Pin", onRowContaining: "Eggs")
            }
            #expect(none?.description.contains("has no context menu") == true)
            let ambiguous = #expect(throws: GtkDriverError.self) {
                try app.renderer.chooseContextMenuItem("Pin", onRowContaining: "Milk")
            }
            #expect(ambiguous?.ambiguity == GtkDriverError.Ambiguity(name: "Milk", count: 2))
            await app.close()
        }
    }

    @Test func severalRowsAreSelectedAndReadInListsGridsAndTables() async throws {
        struct Person: Equatable {
            let name: String
            let city: String
        }
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 640, height: 400)
            let notes = ListModel((0..<10).map { "Note \($0)" })
            let list = ListView(model: notes, selection: .multiple) {
                Label("")
            } bind: { label, title in
                label.text = title
            }
            let photos = ListModel((0..<8).map { "Photo \($0)" })
            let grid = GridView(model: photos, selection: .multiple, maxColumns: 4) {
                Label("").margins(6)
            } bind: { label, title in
                label.text = title
            }
            let people = ListModel(
                [Person(name: "Ada", city: "London"), Person(name: "Grace", city: "Arlington")], id: \.name)
            let table = ColumnView(
                model: people, columns: [.init("Name", text: \.name), .init("City", text: \.city)],
                selection: .multiple)
            let single = ListView(model: ListModel(["Only one"]), selection: .single) {
                Label("")
            } bind: { label, title in
                label.text = title
            }
            let several = Box(.horizontal, spacing: 6) {
                ScrolledWindow(child: list).expanding(horizontally: true, vertically: true)
                ScrolledWindow(child: grid).expanding(horizontally: true, vertically: true)
                table.expanding(horizontally: true, vertically: true)
            }
            let columns = Box(.vertical, spacing: 6) {
                several.expanding(vertically: true)
                single
            }
            app.router.navigate(to: ScreenBuilder(TestPage(columns)).pushRoute(isAnimated: false))
            await app.renderer.waitUntilSettled()

            try app.renderer.selectRows(containing: ["Note 2", "Note 5", "Note 7"])
            #expect(list.selectedIndices == [2, 5, 7])
            try app.renderer.selectRows(containing: ["Photo 1", "Photo 6"])
            #expect(grid.selectedIndices == [1, 6])
            try app.renderer.selectRows(containing: ["Grace", "London"])
            #expect(table.selectedItems.map(\.name) == ["Ada", "Grace"])
            let selected = app.renderer.within(several).selectedRows
            #expect(
                selected.map(\.texts) == [
                    ["Note 2"], ["Note 5"], ["Note 7"], ["Photo 1"], ["Photo 6"], ["Ada", "London"],
                    ["Grace", "Arlington"],
                ])
            // Selecting again replaces the selection, as a plain click does.
            try app.renderer.selectRows(containing: ["Note 1"])
            #expect(list.selectedIndices == [1])

            let single1 = #expect(throws: GtkDriverError.self) {
                try app.renderer.selectRows(containing: ["Only one"])
            }
            #expect(single1?.description.contains("one selected row at most") == true)
            let mixed = #expect(throws: GtkDriverError.self) {
                try app.renderer.selectRows(containing: ["Note 3", "Photo 2"])
            }
            #expect(mixed?.description.contains("not all in one list") == true)
            #expect(throws: GtkDriverError.self) { try app.renderer.selectRows(containing: ["Note 99"]) }
            #expect(list.selectedIndices == [1], "a failed call changed nothing")
            await app.close()
        }
    }
}

import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// A task of the typed-row tests: a title and a check box.
struct ListTask: Equatable {
    var id: Int
    var title: String
    var isDone: Bool
}

/// A typed row with named parts: the title and a Done check box.
final class ListTaskRow: ListRow<ListTask> {
    let title = Label("").leading()
    let done = CheckButton("Done")

    override func bind(_ task: ListTask) {
        title.text = task.title
        done.isActive = task.isDone  // quiet: the row is being bound
    }
}

/// A typed row with a text view: its body is the task's title again, as an editable text.
final class ListNoteRow: ListRow<ListTask> {
    let title = Label("").leading()
    let body = TextView(text: "", accessibleLabel: "Body")

    override func bind(_ task: ListTask) {
        title.text = task.title
        body.text = "About \(task.title)"  // quiet: the row is being bound
    }
}

/// Typed rows: parts by name, the element known to the row, no change reported while binding.
@Suite(.serialized) @MainActor
struct ListRows {
    @Test func valuesSetWhileBindingFireNoChangeAndARowsControlKnowsItsElement() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 320, height: 300)
            let model = ListModel(
                (0..<1000).map { ListTask(id: $0, title: "Task \($0)", isDone: $0 % 2 == 0) }, id: \.id)
            var plainChanges = 0
            var rowChanges: [String] = []
            var made: [ListTaskRow] = []
            let list = ListView(model: model, selection: .none) {
                let row = ListTaskRow()
                row.done.onChange { _ in plainChanges += 1 }
                row.onChange(of: row.done) { box, task in rowChanges.append("\(task.title): \(box.isActive)") }
                made.append(row)
                return row
            }
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: list).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            #expect(await app.renderer.waitUntilSettled())
            await GtkTestHost.pump(for: .milliseconds(50))
            // Half the rows are bound to done tasks: none of that is a change.
            #expect(!made.isEmpty && made.count < 400, "rows made: \(made.count)")
            #expect(plainChanges == 0 && rowChanges.isEmpty)
            // Scrolling recycles rows onto other tasks, with other values: still no change.
            list.scrollTo(751)
            await GtkTestHost.pump(for: .milliseconds(100))
            #expect(app.renderer.visiblePageTexts.contains("Task 751"))
            #expect(plainChanges == 0 && rowChanges.isEmpty)
            // Every row shown knows its element: its title is its element's.
            let shown = made.filter { $0.element != nil && $0.isMapped }
            #expect(!shown.isEmpty)
            #expect(shown.allSatisfy { $0.title.text == $0.element?.title && !$0.isBinding })
            // The person's click reaches both handlers, the row's with the task it stands for.
            let isDone = try app.renderer.inRow(containing: "Task 751").toggle("Done")
            #expect(isDone)
            #expect(rowChanges == ["Task 751: true"])
            #expect(plainChanges == 1)
            // “Done” names a check box in every row: a clear error, not the first one.
            let error = #expect(throws: GtkDriverError.self) { try app.renderer.toggle("Done") }
            #expect(error?.ambiguity?.name == "Done")
            #expect((error?.ambiguity?.count ?? 0) > 1)
            #expect(rowChanges.count == 1)
            await app.close()
        }
    }

    @Test func aRowWithoutALayoutPutsItsPartsSideBySide() async throws {
        try await GtkTestHost.run {
            let row = ListTaskRow()
            let content = try #require(row.children.first)
            #expect(content.children.count == 2)
            #expect(content.children.first === row.title)
            #expect(content.children.last === row.done)
            #expect(row.element == nil && !row.isBinding)
        }
    }

    /// A text view's buffer is quiet too while its row is bound; a person's edit is heard, with the element.
    @Test func aTextViewInARowReportsOnlyThePersonsEdits() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 320, height: 300)
            let model = ListModel((0..<20).map { ListTask(id: $0, title: "Note \($0)", isDone: false) }, id: \.id)
            var edits: [String] = []
            let list = ListView(model: model, selection: .none) {
                let row = ListNoteRow()
                row.body.buffer.onChange { [unowned row] buffer in
                    edits.append("\(row.element?.title ?? "?"): \(buffer.text)")
                }
                return row
            }
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: list).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            #expect(await app.renderer.waitUntilSettled())
            #expect(edits.isEmpty, "binding set every row's text: \(edits.prefix(3))")
            try app.renderer.inRow(containing: "Note 2").enterText("Milk", intoFieldNamed: "Body")
            // Replacing a buffer's text is two changes in GTK: the old text goes, the new comes.
            #expect(edits == ["Note 2: ", "Note 2: Milk"])
            #expect(try app.renderer.inRow(containing: "Note 2").text(ofFieldNamed: "Body") == "Milk")
            await app.close()
        }
    }

    @Test func aGridOfTypedCellsBindsEachCell() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 480, height: 300)
            let model = ListModel((0..<30).map { ListTask(id: $0, title: "Card \($0)", isDone: false) }, id: \.id)
            var starred: [Int] = []
            let grid = GridView(model: model, maxColumns: 3) {
                let cell = ListTaskRow()
                cell.onChange(of: cell.done) { _, task in starred.append(task.id) }
                return cell
            }
            #expect(grid.maxColumns == 3)
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: grid).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            #expect(await app.renderer.waitUntilSettled())
            #expect(app.renderer.visiblePageTexts.prefix(2) == ["Card 0", "Done"])
            try app.renderer.inRow(containing: "Card 4").toggle("Done")
            #expect(starred == [4])
            await app.close()
        }
    }
}

/// The Read column's cell of the table test: a check box.
final class ListReadCell: ListRow<ListTask> {
    let done = CheckButton("Done")

    override func bind(_ task: ListTask) { done.isActive = task.isDone }
}

/// Typed cells in a column view's column; the driver's rows of a table are its rows, all columns.
@Suite(.serialized) @MainActor
struct ColumnViewCells {
    @Test func aColumnOfTypedCellsKnowsEachRowsElement() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 400, height: 300)
            let model = ListModel((0..<50).map { ListTask(id: $0, title: "Task \($0)", isDone: $0 == 1) }, id: \.id)
            var changes: [String] = []
            let table = ColumnView(
                model: model,
                columns: [
                    .init("Title", expands: true, text: \.title, sortedBy: { $0.title < $1.title }),
                    .init("Done") {
                        let cell = ListReadCell()
                        cell.onChange(of: cell.done) { box, task in changes.append("\(task.title): \(box.isActive)") }
                        return cell
                    },
                ])
            app.router.navigate(
                to: ScreenBuilder(TestPage(ScrolledWindow(child: table).expanding(vertically: true))).pushRoute(
                    isAnimated: false))
            #expect(await app.renderer.waitUntilSettled())
            #expect(changes.isEmpty, "Task 1's box was checked while bound")
            #expect(app.renderer.visibleRows.first?.texts == ["Task 0", "Done"])
            let checked = try app.renderer.inRow(containing: "Task 3").toggle("Done")
            #expect(checked)
            #expect(changes == ["Task 3: true"])
            var opened: [String] = []
            table.onActivate { _, task in opened.append(task.title) }
            try app.renderer.activateRow(containing: "Task 2")
            #expect(opened == ["Task 2"])
            await app.close()
        }
    }
}

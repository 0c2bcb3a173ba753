import Clew
import ClewTesting
import NotesApp
import Testing

/// The notes app's navigation, with no display: RecordingRenderer stands in for GTK.
@Suite @MainActor
struct NotesHeadlessTests {
    let store = NoteStore.sample()
    let renderer = RecordingRenderer()
    let router: Router
    let list: NotesListScreen

    init() throws {
        router = Router(renderer: renderer)
        let started = router.navigate(to: NotesListBuilder().pushRoute(isAnimated: false), with: (store, router))
        #expect(started.state == .finished(.success(.pushed)))
        list = try #require(renderer.visibleScreen as? NotesListScreen)
    }

    @Test func deletingANoteAsksFirstThenPopsBackToAShorterList() throws {
        #expect(list.shownTitles == ["Books", "Ideas", "Groceries"])
        list.open(at: 2)
        let note = try #require(renderer.visibleScreen as? NoteScreen)
        #expect(note.title == "Groceries")

        note.confirmDelete()
        #expect(renderer.presentedAlert?.title == "Delete “Groceries”?")
        try renderer.tap(actionTitled: "Cancel")
        #expect(store.notes.count == 3)

        note.confirmDelete()
        try renderer.tap(actionTitled: "Delete")
        #expect(renderer.visibleScreen === list)
        #expect(list.shownTitles == ["Books", "Ideas"])
        let alert = RenderedContent.alert(
            title: "Delete “Groceries”?", message: "This cannot be undone.", actions: ["Cancel", "Delete"])
        // The action's handler pops while the alert is still up; the alert closes after its handler.
        #expect(renderer.events.suffix(3) == [.chose("Delete", in: alert), .popped("Groceries"), .dismissed(alert)])
    }

    @Test func openingAndGoingBackIsExactlyTwoEvents() throws {
        let store = TestStore(renderer)
        try store.step("open Ideas", expecting: [.pushed("Ideas")]) { list.open(at: 1) }
        try store.step("back", expecting: [.popped("Ideas")]) { try renderer.tapBack() }
        try store.finish()
    }

    @Test func sortingIsAPickerInAPopoverOnTheSortButton() throws {
        list.showSortOptions(from: TestAnchor("Sort"))
        #expect(renderer.presentedPopover?.anchorDescription == "Sort")
        #expect(renderer.presentedPicker?.options == ["Newest first", "By title"])
        try renderer.tap(actionTitled: "By title")
        #expect(renderer.presentedPopover == nil)
        #expect(list.shownTitles == ["Books", "Groceries", "Ideas"])
    }
}

import Clew
import ClewGtk

/// The list of notes. A row opens the note; the header's Sort button offers the order in a
/// popover on itself. The list refreshes whenever it is back on top.
@MainActor
public final class NotesListScreen: GtkScreen {
    public let title = "Notes"
    public private(set) lazy var headerItems = HeaderItems(end: [
        Button(iconName: "view-sort-descending-symbolic", accessibleLabel: "Sort") { [weak self] button in
            self?.showSortOptions(from: button)
        }
    ])
    private let store: NoteStore
    private unowned let router: Router
    /// Kept to refresh it: a handle must be held strongly (the widget's own handlers hold only the screen, weakly).
    private var list: ListBox?

    public init(store: NoteStore, router: Router) {
        self.store = store
        self.router = router
    }

    /// The titles in the order shown.
    public var shownTitles: [String] { store.sorted.map(\.title) }

    /// Opens the note at `index` of the list.
    public func open(at index: Int) {
        let notes = store.sorted
        guard notes.indices.contains(index) else { return }
        router.navigate(
            to: NoteBuilder().pushRoute(), with: NoteContext(note: notes[index], store: store, router: router))
    }

    /// The Sort picker, in a popover pointing at `anchor`.
    public func showSortOptions(from anchor: any PopoverAnchor) {
        let picker = PickerConfiguration(
            title: "Sort", options: NoteOrder.allCases.map(\.name), selectedIndex: store.order.rawValue
        ) { [weak self] index in
            self?.store.order = NoteOrder(rawValue: index) ?? .newestFirst
            self?.reload()
        }
        router.navigate(to: PickerBuilder().popoverRoute(from: anchor, permittedArrowDirections: .up), with: picker)
    }

    public func makeWidget() -> Widget {
        let list = ListBox().cssClasses("boxed-list")
        list.setPlaceholder(Label("No notes").cssClasses("dim-label").margins(24))
        list.connect(.rowActivated) { [weak self] _, row in self?.open(at: row.index) }
        self.list = list
        reload()
        return ScrolledWindow(child: list.margins(12))
    }

    public func viewLifecycleDidChange(_ event: ViewLifecycleEvent, renderer: any Renderer) {
        if event == .reappeared { reload() }  // a note may have been deleted
    }

    private func reload() {
        guard let list else { return }
        list.removeAll()
        for note in store.sorted {
            list.append(Label(note.title).leading().margins(12))
        }
    }
}

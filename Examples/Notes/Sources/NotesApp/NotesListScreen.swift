import Clew
import ClewGtk

/// The list of notes. A row opens the note; the header's Sort button offers the order in a
/// popover on itself, and the primary menu offers it too, with Search (Ctrl+F) and Quit (Ctrl+Q).
/// The search bar filters as you type. The list refreshes whenever it is back on top.
@MainActor
public final class NotesListScreen: GtkScreen {
    public var title: String { tr("Notes") }
    public private(set) lazy var headerItems = HeaderItems(end: [
        primaryMenu,
        Button(iconName: "view-sort-descending-symbolic", accessibleLabel: tr("Sort")) { [weak self] button in
            self?.showSortOptions(from: button)
        },
    ])
    /// The screen's commands, for the window to insert (`notes.sort`, `notes.search`) before the
    /// header bar shows the menu that uses them.
    public private(set) lazy var actions = makeActions()
    private let store: NoteStore
    private unowned let router: Router
    /// The notes the list shows: changed in place as the search or the store changes, so rows that
    /// stay keep their widgets, selection and scroll position.
    private lazy var notes = ListModel(shownNotes, id: \.number)
    private var isDrawn = false
    /// What the search bar filters by. Widgets are made only when the screen is drawn, so the
    /// screen also works headless (RecordingRenderer, no display).
    private var searchText = ""
    private lazy var searchEntry = SearchEntry(placeholder: tr("Search notes"))
    private lazy var searchBar = SearchBar(entry: searchEntry)

    private lazy var primaryMenu: MenuButton = {
        let menu = Menu {
            MenuSection(tr("Sort")) {
                for order in NoteOrder.allCases { MenuItem(order.name, action: "notes.sort", target: order.id) }
            }
            MenuSection {
                MenuItem(tr("Search"), action: "notes.search")
                MenuItem(tr("Quit"), action: "app.quit")
            }
        }
        let button = MenuButton(iconName: "open-menu-symbolic", accessibleLabel: tr("Main Menu"), menu: menu)
        button.isPrimary = true
        return button
    }()

    public init(store: NoteStore, router: Router) {
        self.store = store
        self.router = router
    }

    /// The notes as the list shows them: in order, pinned first, matching the search.
    private var shownNotes: [Note] { store.matching(searchText) }

    /// The titles in the order shown.
    public var shownTitles: [String] { shownNotes.map(\.title) }

    /// Opens the note at `index` of the list as shown.
    public func open(at index: Int) {
        let notes = shownNotes
        guard notes.indices.contains(index) else { return }
        router.navigate(
            to: NoteBuilder().pushRoute(), with: NoteContext(note: notes[index], store: store, router: router))
    }

    /// The Sort picker, in a popover pointing at `anchor`.
    public func showSortOptions(from anchor: any PopoverAnchor) {
        let picker = PickerConfiguration(
            title: tr("Sort"), options: NoteOrder.allCases.map(\.name), selectedIndex: store.order.rawValue
        ) { [weak self] index in
            self?.sort(by: NoteOrder(rawValue: index) ?? .newestFirst)
        }
        router.navigate(to: PickerBuilder().popoverRoute(from: anchor, permittedArrowDirections: .up), with: picker)
    }

    /// Sorts the list (the picker and the menu's radio items both come here).
    public func sort(by order: NoteOrder) {
        store.order = order
        actions.action(named: "sort")?.choice = order.id
        reload()
    }

    public func makeWidget() -> Widget {
        let list = ListView(model: notes, selection: .none) { NoteRow() }
        list.activatesOnSingleClick = true
        list.onActivate { [weak self] _, position in self?.open(at: position) }
        list.addCSSClass("boxed-list")
        searchEntry.onSearchChanged { [weak self] entry in
            self?.searchText = entry.text
            self?.reload()
        }
        searchEntry.connect(.stopSearch) { [weak self] _ in self?.searchBar.isSearchModeEnabled = false }
        isDrawn = true
        reload()
        // No notes at all, or none matching the search: the words take the list's place.
        let placeholder = Label(tr("No notes")).cssClasses("dim-label", "title-3")
        return Box(.vertical) {
            searchBar
            EmptyStateStack(content: ScrolledWindow(child: list.margins(12)), placeholder: placeholder, model: notes)
        }
    }

    public func viewLifecycleDidChange(_ event: ViewLifecycleEvent, renderer: any Renderer) {
        if event == .reappeared { reload() }  // a note may have been deleted, pinned or edited
    }

    private func makeActions() -> ActionGroup {
        let actions = ActionGroup()
        actions.add(
            Action("sort", choice: store.order.id) { [weak self] _, id in
                self?.sort(by: NoteOrder.allCases.first { $0.id == id } ?? .newestFirst)
            })
        actions.add(Action("search") { [weak self] _ in self?.startSearch() })
        return actions
    }

    private func startSearch() {
        searchBar.isSearchModeEnabled = true
        searchEntry.grabFocus()
    }

    /// Shows the store's notes as they are now: only what changed is redrawn.
    private func reload() {
        guard isDrawn else { return }
        notes.update(shownNotes)
    }
}

/// A row of the notes list: the title, and “Pinned” when the note is.
final class NoteRow: ListRow<Note> {
    let title = Label("").leading()
    let pinned = Label(tr("Pinned")).cssClasses("dim-label")

    override func bind(_ note: Note) {
        title.text = note.title
        pinned.isVisible = note.isPinned
    }
}

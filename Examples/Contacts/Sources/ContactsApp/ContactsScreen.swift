import Clew
import ClewGtk
import ClewImagesGtk

/// The contacts as a table or a grid of cards (the header's Grid toggle), with a search field that filters
/// both as you type, a Sort drop-down whose choice is kept in GSettings, and a Columns spin button for the
/// grid. Each card has a star; activating a contact opens it; a name's context menu copies the contact's
/// address or email. vCard files come in by Import… (a file chooser, several files at once) or dropped on the
/// list; a long import ends with a desktop notification that brings the app back to the imported contacts.
@MainActor
public final class ContactsScreen: GtkScreen {
    public let title = "Contacts"
    public private(set) lazy var headerItems = HeaderItems(start: [importButton], end: [gridToggle])
    private var book: AddressBook
    private unowned let router: Router
    private let preferences: ContactsPreferences
    private let notify: (@MainActor (Notification) -> Void)?
    /// One model behind both views: a search changes it in place.
    private lazy var contacts = ListModel(book.contacts, id: \.id)
    private lazy var gridToggle: ToggleButton = {
        let toggle = ToggleButton(iconName: "view-grid-symbolic", accessibleLabel: "Grid")
        toggle.onChange { [weak self] toggle in self?.pages.visibleChildName = toggle.isActive ? "grid" : "table" }
        return toggle
    }()
    private lazy var importButton = Button("Import…") { [weak self] _ in
        guard let self else { return }
        Task { await self.chooseAndImport() }
    }
    private lazy var pages = Stack(transition: .crossfade)
    private lazy var importedBar = Box(.horizontal, spacing: 6) {
        self.importedLabel.expanding(horizontally: true)
        Button("Show All") { [weak self] _ in self?.showAll() }
    }
    .margins(top: 0, start: 12, end: 12)
    .visible(false)
    private let importedLabel = Label("").leading()
    private var searchText = ""
    /// The window file choosers are attached to.
    weak var window: Window?
    /// The ids of each import's contacts, by the import's name (`import-1`…).
    private var imports: [String: Set<Int>] = [:]

    /// An import of more contacts than this, or taking longer than ``notifyAfterDuration``, ends with a
    /// desktop notification.
    public var notifyAfterCount = 100
    /// See ``notifyAfterCount``.
    public var notifyAfterDuration: Duration = .seconds(2)

    /// What an import brought in, and what it could not.
    public struct ImportReport: Equatable, Sendable {
        /// The import's name (the target of its notification's action).
        public var name: String
        /// How many contacts it added.
        public var imported: Int
        /// The files it could not import, and why.
        public var errors: [VCardError]
    }

    /// The last import's report.
    public private(set) var lastImport: ImportReport?

    /// The import whose contacts alone are shown (after its notification was clicked), if any.
    public private(set) var shownImport: String?

    public init(
        book: AddressBook, router: Router, preferences: ContactsPreferences = ContactsPreferences(settings: nil),
        notify: (@MainActor (Notification) -> Void)? = nil
    ) {
        self.book = book
        self.router = router
        self.preferences = preferences
        self.notify = notify
        self.book.sort(by: preferences.sortOrder)
    }

    /// The names in the model's current order (the search and the sort order applied).
    public var shownNames: [String] { contacts.elements.map(\.name) }

    /// The names of the starred contacts, in the book's order.
    public var favouriteNames: [String] { book.contacts.filter(\.isFavourite).map(\.name) }

    /// How many cards the grid puts in a row at most (the Columns spin button).
    public private(set) var gridColumns = 6

    /// The order the contacts are listed in (the Sort drop-down; saved in GSettings).
    public var sortOrder: SortOrder { preferences.sortOrder }

    /// Stars or unstars `contact` (its card's star), in the book and in the list.
    public func setFavourite(_ isFavourite: Bool, for contact: Contact) {
        book.setFavourite(isFavourite, for: contact.id)
        guard let position = contacts.position(ofID: contact.id) else { return }
        var changed = contacts[position]
        changed.isFavourite = isFavourite
        contacts.replace(at: position, with: changed)
    }

    /// Shows the contacts matching `text`.
    public func search(_ text: String) {
        searchText = text
        refresh()
    }

    /// Lists the contacts in `order`, and saves it.
    public func sort(by order: SortOrder) {
        if preferences.sortOrder != order { preferences.sortOrder = order }
        book.sort(by: order)
        refresh()
    }

    /// Opens `contact`.
    public func open(_ contact: Contact) {
        router.navigate(to: ScreenBuilder(ContactScreen(contact)).pushRoute())
    }

    /// Puts `contact`'s postal address on the clipboard (its email when it has none).
    public func copyAddress(of contact: Contact) {
        Clipboard.standard.setText(contact.address.isEmpty ? contact.email : contact.address)
    }

    /// Shows only the contacts the import `name` added (its notification's action), back at the list.
    public func showImport(_ name: String) {
        if router.navigationStack.count > 1 { router.popTo(self) }
        guard let ids = imports[name] else { return showAll() }
        shownImport = name
        importedLabel.text = "\(ids.count) imported contacts"
        importedBar.isVisible = true
        refresh()
    }

    /// Shows every contact again.
    public func showAll() {
        shownImport = nil
        importedBar.isVisible = false
        refresh()
    }

    /// Asks for vCard files (several at once) and imports them.
    public func chooseAndImport() async {
        let cards = FileFilter("Contact cards", patterns: ["*.vcf", "*.vcard"], mimeTypes: ["text/vcard"])
        let dialog = FileDialog(title: "Import Contacts", acceptLabel: "Import", filters: [cards])
        do throws(FileDialogError) {
            guard let paths = try await dialog.openFiles(in: window) else { return }
            await importCards(from: paths)
        } catch {
            router.showToast(Toast(error.description))
        }
    }

    /// Imports the vCard files at `paths` (read off the main thread): their contacts join the book, the files
    /// that cannot be imported are named in a toast, and a long import ends with a notification.
    public func importCards(from paths: [String]) async {
        let started = ContinuousClock.now
        let results = await CardFile.read(paths)
        var cards: [ImportedCard] = []
        var errors: [VCardError] = []
        for result in results {
            switch result {
            case .success(let read): cards += read
            case .failure(let error): errors.append(error)
            }
        }
        // State first: the contacts and the report.
        let name = "import-\(imports.count + 1)"
        if !cards.isEmpty {
            imports[name] = Set(book.add(cards))
            book.sort(by: preferences.sortOrder)
            refresh()
        }
        let report = ImportReport(name: name, imported: cards.count, errors: errors)
        lastImport = report
        // Then what the person sees.
        if let first = errors.first {
            let more = errors.count > 1 ? " (\(errors.count - 1) more files not imported)" : ""
            router.showToast(Toast(first.description + more, timeout: nil))
        } else {
            router.showToast(Toast(cards.count == 1 ? "1 contact imported" : "\(cards.count) contacts imported"))
        }
        let elapsed = started.duration(to: .now)
        if !cards.isEmpty, cards.count > notifyAfterCount || elapsed > notifyAfterDuration {
            notify?(
                Notification(
                    "Import finished", body: "\(cards.count) contacts imported.", iconName: "x-office-address-book",
                    defaultAction: "app.\(ContactsApp.showImportAction)", target: name))
        }
    }

    private func refresh() {
        var shown = book.matching(searchText)
        if let shownImport, let ids = imports[shownImport] { shown = shown.filter { ids.contains($0.id) } }
        contacts.update(shown)
    }

    public func makeWidget() -> Widget {
        let table = ColumnView(
            model: contacts,
            columns: [
                .init("Name", expands: true) { [weak self] in
                    let cell = ContactNameCell()
                    cell.copyAddress = { contact in self?.copyAddress(of: contact) }
                    return cell
                },
                .init("Email", expands: true, text: \.email),
                .init("City", text: \.city),
            ])
        table.onActivate { [weak self] _, contact in self?.open(contact) }
        let grid = GridView(model: contacts, maxColumns: gridColumns) { [weak self] in
            let card = ContactCard()
            card.onChange(of: card.star) { star, contact in self?.setFavourite(star.isActive, for: contact) }
            return card
        }
        grid.onActivate { [weak self] view, position in
            guard let contact = view.model?[position] else { return }
            self?.open(contact)
        }
        let noContacts = { Label("No contacts").cssClasses("dim-label", "title-3") }
        pages.add(table.scrolled(placeholder: noContacts()), name: "table", title: "Table")
        pages.add(grid.scrolled(placeholder: noContacts()), name: "grid", title: "Grid")
        // vCard files dropped on the list are imported, as Import… does; the drop zone says so to screen readers.
        pages.setAccessibleDescription("Drop vCard files here to import them")
        pages.addController(
            DropTarget(accepting: [.files]) { [weak self] content, _ in
                guard let self, case .files(let paths) = content, !paths.isEmpty else { return false }
                Task { await self.importCards(from: paths) }
                return true
            })
        let search = SearchEntry(placeholder: "Search contacts")
        search.onSearchChanged { [weak self] entry in self?.search(entry.text) }
        let sort = ItemDropDown(SortOrder.allCases, selectedItem: preferences.sortOrder, accessibleLabel: "Sort by") {
            $0.title
        }
        sort.onChange { [weak self] dropDown in
            guard let order = dropDown.selectedItem else { return }
            self?.sort(by: order)
        }
        // Changed elsewhere (`gsettings set io.github.clew.Contacts sort-order city`): the list and the drop-down follow.
        preferences.onSortOrderChange { [weak self, weak sort] order in
            if sort?.selectedItem != order { sort?.selectedItem = order }
            self?.book.sort(by: order)
            self?.refresh()
        }
        let columns = SpinButton(range: 1...6, value: gridColumns, accessibleLabel: "Columns")
        columns.onChange { [weak self, weak grid] spin in
            self?.gridColumns = spin.integerValue
            grid?.maxColumns = spin.integerValue
        }
        return Box(.vertical, spacing: 6) {
            Box(.horizontal, spacing: 6) {
                search.expanding(horizontally: true)
                Label("Sort").cssClasses("dim-label")
                sort
                Label("Columns").cssClasses("dim-label")
                columns
            }
            .margins(top: 6, start: 12, end: 12)
            importedBar
            pages.expanding(vertically: true)
        }
    }
}

/// The Name cell of the table: the name, and a context menu (right click, long press, Menu or Shift+F10) whose
/// Copy Address and Copy Email put the row's contact on the clipboard.
final class ContactNameCell: ListRow<Contact> {
    let fullName = Label("").leading()
    var copyAddress: (@MainActor (Contact) -> Void)?

    override func makeContent() -> Widget {
        let actions = ActionGroup()
        actions.add(
            Action("copy-address") { [weak self] _ in
                guard let self, let contact = self.element else { return }
                self.copyAddress?(contact)
            })
        actions.add(
            Action("copy-email") { [weak self] _ in
                guard let contact = self?.element else { return }
                Clipboard.standard.setText(contact.email)
            })
        let content = Box(.horizontal) { fullName.expanding(horizontally: true) }
        content.insertActionGroup(actions, prefix: "contact")
        return content.contextMenu(
            Menu {
                MenuItem("Copy Address", action: "contact.copy-address")
                MenuItem("Copy Email", action: "contact.copy-email")
            })
    }

    override func bind(_ contact: Contact) {
        fullName.text = contact.name
    }
}

/// A card of the grid: an avatar, the name, and a star to mark a favourite.
final class ContactCard: ListRow<Contact> {
    let fullName = Label("").wrapping(maxWidthChars: 12, centered: true)
    let star = ToggleButton(iconName: "starred-symbolic", accessibleLabel: "Favourite").cssClasses("flat")

    override func makeContent() -> Widget {
        Box(.vertical, spacing: 6) {
            Image(iconName: "avatar-default-symbolic").sized(48)
            fullName
            star.aligned(horizontal: .center)
        }
        .margins(12)
    }

    override func bind(_ contact: Contact) {
        fullName.text = contact.name
        star.isActive = contact.isFavourite  // the row is being bound: no onChange
    }
}

/// One contact's page: Copy Email puts the address on the clipboard, and the photo (or the avatar) drags out
/// as “Name <email>”.
@MainActor
public final class ContactScreen: GtkScreen {
    public let title: String
    private let contact: Contact

    init(_ contact: Contact) {
        self.contact = contact
        title = contact.name
    }

    public func makeWidget() -> Widget {
        let details = Grid(rowSpacing: 8, columnSpacing: 12)
        let fields = [
            ("Email", contact.email), ("Phone", contact.phone), ("Address", contact.address), ("City", contact.city),
        ]
        for (row, (label, value)) in fields.filter({ !$0.1.isEmpty }).enumerated() {
            details.attach(Label(label).cssClasses("dim-label").leading(), column: 0, row: row)
            details.attach(Label(value).leading(), column: 1, row: row)
        }
        let photo: Widget =
            if let url = contact.photoURL {
                ImageView(url: url, altText: "Photo of \(contact.name)").minimumSize(width: 160, height: 160)
                    .expanding(vertically: true)
            } else {
                Image(iconName: "avatar-default-symbolic", accessibleLabel: contact.name).sized(96)
            }
        // Drag the photo or the avatar out (into a mail composer, a text field) as “Name <email>”.
        let address = "\(contact.name) <\(contact.email)>"
        photo.addController(DragSource { _ in .text(address) })
        let email = contact.email
        return Box(.vertical, spacing: 18) {
            photo
            Label(contact.name).cssClasses("title-1")
            details.aligned(horizontal: .center)
            Button("Copy Email") { _ in Clipboard.standard.setText(email) }.aligned(horizontal: .center)
        }
        // A photo takes the height the details leave it; an icon sits with them in the middle.
        .aligned(vertical: contact.photoURL == nil ? .center : .fill)
        .margins(contact.photoURL == nil ? 0 : 12)
    }
}

/// Starts the app's navigation in a window: the contacts at the root.
@MainActor
public enum ContactsApp {
    /// The `app.` action a finished import's notification runs, with the import's name: the app comes back
    /// showing the contacts it added.
    public static let showImportAction = "show-import"

    /// Shows `book` in `window`: `preferences` keep the sort order, `notify` sends the notification of a long
    /// import (`Application.send`; nil sends none).
    public static func start(
        in window: Window, router: Router, book: AddressBook,
        preferences: ContactsPreferences = ContactsPreferences(settings: nil),
        notify: (@MainActor (Notification) -> Void)? = nil
    ) {
        window.title = "Contacts"
        window.setDefaultSize(width: 720, height: 560)
        let screen = ContactsScreen(book: book, router: router, preferences: preferences, notify: notify)
        screen.window = window
        router.navigate(to: ScreenBuilder(screen).pushRoute(isAnimated: false))
    }

    /// Runs the whole app in `app`: its actions added, `book` shown in the window `run` activates, the sort order
    /// kept by `preferences` (by default in GSettings, ``ContactsPreferences/load(resources:)``), and a long import ending in a desktop notification sent by `app`
    /// (`Application.send`, id `import`: a later one replaces it). `shown` runs once the contacts are in the window
    /// (a test drives the app from there). Returns the exit status.
    ///
    /// ```swift
    /// exit(ContactsApp.run(Application(id: "io.github.clew.Contacts")))
    /// ```
    public static func run(
        _ app: Application, book: AddressBook = .sample(), preferences: ContactsPreferences? = nil,
        shown: (@MainActor (Window, Router) -> Void)? = nil
    ) -> Int32 {
        app.run { [unowned app] window, router in
            for action in actions(for: router) { app.add(action) }
            start(in: window, router: router, book: book, preferences: preferences ?? .load()) { notification in
                do throws(NotificationError) {
                    try app.send(notification, id: "import")
                } catch {
                    print("Contacts: the notification was not sent: \(error.description)")
                }
            }
            shown?(window, router)
        }
    }

    /// The app's actions, for `Application.add(_:accelerators:)`: ``showImportAction``.
    public static func actions(for router: Router) -> [Action] {
        [
            Action(showImportAction, parameter: String.self) { [weak router] _, name in
                (router?.navigationStack.first as? ContactsScreen)?.showImport(name)
            }
        ]
    }
}

import Clew
import ClewGtk

/// The contacts as a sortable table or a grid of cards (the header's Grid toggle), with a search
/// field that filters both as you type. Activating a contact opens it.
@MainActor
public final class ContactsScreen: GtkScreen {
    public let title = "Contacts"
    public private(set) lazy var headerItems = HeaderItems(end: [gridToggle])
    private let book: AddressBook
    private unowned let router: Router
    /// One model behind both views: a search changes it in place.
    private lazy var contacts = ListModel(book.contacts, id: \.id)
    private lazy var gridToggle: ToggleButton = {
        let toggle = ToggleButton(iconName: "view-grid-symbolic", accessibleLabel: "Grid")
        toggle.onChange { [weak self] toggle in self?.pages.visibleChildName = toggle.isActive ? "grid" : "table" }
        return toggle
    }()
    private lazy var pages = Stack(transition: .crossfade)

    public init(book: AddressBook, router: Router) {
        self.book = book
        self.router = router
    }

    /// The names in the model's current order (the search applied, not the table's sorting).
    public var shownNames: [String] { contacts.elements.map(\.name) }

    /// Shows the contacts matching `text`.
    public func search(_ text: String) {
        contacts.update(book.matching(text))
    }

    /// Opens `contact`.
    public func open(_ contact: Contact) {
        router.navigate(to: ScreenBuilder(ContactScreen(contact)).pushRoute())
    }

    public func makeWidget() -> Widget {
        let table = ColumnView(
            model: contacts,
            columns: [
                .init("Name", expands: true, text: \.name, sortedBy: { $0.name < $1.name }),
                .init("Email", expands: true, text: \.email, sortedBy: { $0.email < $1.email }),
                .init("City", text: \.city, sortedBy: { $0.city < $1.city }),
            ])
        table.onActivate { [weak self] _, contact in self?.open(contact) }
        let grid = GridView(model: contacts, maxColumns: 6) {
            Box(.vertical, spacing: 6) {
                Image(iconName: "avatar-default-symbolic").sized(48)
                Label("").wrapping(maxWidthChars: 12, centered: true)
            }
            .margins(12)
        } bind: { card, contact in
            (card.children.last as? Label)?.text = contact.name
        }
        grid.onActivate { [weak self] view, position in
            guard let contact = view.model?[position] else { return }
            self?.open(contact)
        }
        pages.add(ScrolledWindow(child: table), name: "table", title: "Table")
        pages.add(ScrolledWindow(child: grid), name: "grid", title: "Grid")
        let search = SearchEntry(placeholder: "Search contacts")
        search.onSearchChanged { [weak self] entry in self?.search(entry.text) }
        return Box(.vertical, spacing: 6) {
            search.margins(top: 6, start: 12, end: 12)
            pages.expanding(vertically: true)
        }
    }
}

/// One contact's page: Copy Email puts the address on the clipboard, and the avatar drags out as
/// “Name <email>”.
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
        for (row, (label, value)) in [("Email", contact.email), ("City", contact.city)].enumerated() {
            details.attach(Label(label).cssClasses("dim-label").leading(), column: 0, row: row)
            details.attach(Label(value).leading(), column: 1, row: row)
        }
        // Drag the contact out (into a mail composer, a text field) as “Name <email>”.
        let avatar = Image(iconName: "avatar-default-symbolic", accessibleLabel: contact.name).sized(96)
        let address = "\(contact.name) <\(contact.email)>"
        avatar.addController(DragSource { _ in .text(address) })
        let email = contact.email
        return Box(.vertical, spacing: 18) {
            avatar
            Label(contact.name).cssClasses("title-1")
            details.aligned(horizontal: .center)
            Button("Copy Email") { _ in Clipboard.standard.setText(email) }.aligned(horizontal: .center)
        }
        .aligned(vertical: .center)
    }
}

/// Starts the app's navigation in a window: the contacts at the root.
@MainActor
public enum ContactsApp {
    public static func start(in window: Window, router: Router, book: AddressBook) {
        window.title = "Contacts"
        window.setDefaultSize(width: 720, height: 560)
        router.navigate(to: ScreenBuilder(ContactsScreen(book: book, router: router)).pushRoute(isAnimated: false))
    }
}

import Clew
import ClewGtk
import ClewImagesGtk

/// The contacts as a sortable table or a grid of cards (the header's Grid toggle), with a search
/// field that filters both as you type and a Columns spin button for the grid. Each card has a
/// star; activating a contact opens it. A search that matches no one shows “No contacts”.
@MainActor
public final class ContactsScreen: GtkScreen {
    public let title = "Contacts"
    public private(set) lazy var headerItems = HeaderItems(end: [gridToggle])
    private var book: AddressBook
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

    /// The names of the starred contacts, in the book's order.
    public var favouriteNames: [String] { book.contacts.filter(\.isFavourite).map(\.name) }

    /// How many cards the grid puts in a row at most (the Columns spin button).
    public private(set) var gridColumns = 6

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
        let search = SearchEntry(placeholder: "Search contacts")
        search.onSearchChanged { [weak self] entry in self?.search(entry.text) }
        let columns = SpinButton(range: 1...6, value: gridColumns, accessibleLabel: "Columns")
        columns.onChange { [weak self, weak grid] spin in
            self?.gridColumns = spin.integerValue
            grid?.maxColumns = spin.integerValue
        }
        return Box(.vertical, spacing: 6) {
            Box(.horizontal, spacing: 6) {
                search.expanding(horizontally: true)
                Label("Columns").cssClasses("dim-label")
                columns
            }
            .margins(top: 6, start: 12, end: 12)
            pages.expanding(vertically: true)
        }
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
        for (row, (label, value)) in [("Email", contact.email), ("City", contact.city)].enumerated() {
            details.attach(Label(label).cssClasses("dim-label").leading(), column: 0, row: row)
            details.attach(Label(value).leading(), column: 1, row: row)
        }
        // Drag the avatar out (into a mail composer, a text field) as “Name <email>”.
        let address = "\(contact.name) <\(contact.email)>"
        let photo: Widget
        if let url = contact.photoURL {
            photo = ImageView(url: url, altText: "Photo of \(contact.name)").minimumSize(width: 160, height: 160)
                .expanding(vertically: true)
        } else {
            let avatar = Image(iconName: "avatar-default-symbolic", accessibleLabel: contact.name).sized(96)
            avatar.addController(DragSource { _ in .text(address) })
            photo = avatar
        }
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
    public static func start(in window: Window, router: Router, book: AddressBook) {
        window.title = "Contacts"
        window.setDefaultSize(width: 720, height: 560)
        router.navigate(to: ScreenBuilder(ContactsScreen(book: book, router: router)).pushRoute(isAnimated: false))
    }
}

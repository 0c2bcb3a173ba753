/// A contact: what the table's columns and the grid's cards show.
public struct Contact: Equatable, Sendable {
    public let id: Int
    public var name: String
    public var email: String
    public var city: String
    /// Whether the person starred the contact (the star on its card).
    public var isFavourite: Bool
    /// Where the contact's photo is (`file://` or `https://`), if it has one.
    public var photoURL: String?
    /// The phone number, as written.
    public var phone: String
    /// The postal address on one line (what Copy Address copies).
    public var address: String

    public init(
        id: Int, name: String, email: String, city: String, isFavourite: Bool = false, photoURL: String? = nil,
        phone: String = "", address: String = ""
    ) {
        self.id = id
        self.name = name
        self.email = email
        self.city = city
        self.isFavourite = isFavourite
        self.photoURL = photoURL
        self.phone = phone
        self.address = address
    }
}

/// The orders the contacts list can be in (kept in GSettings, key `sort-order`).
public enum SortOrder: String, Sendable, CaseIterable {
    case name, email, city

    /// The title the Sort drop-down shows.
    public var title: String {
        switch self {
        case .name: "Name"
        case .email: "Email"
        case .city: "City"
        }
    }

    /// Whether `a` goes before `b` in this order (ties by name, then id).
    public func isBefore(_ a: Contact, _ b: Contact) -> Bool {
        let (keyA, keyB) =
            switch self {
            case .name: (a.name, b.name)
            case .email: (a.email, b.email)
            case .city: (a.city, b.city)
            }
        if keyA != keyB { return keyA < keyB }
        return a.name != b.name ? a.name < b.name : a.id < b.id
    }
}

/// The contacts, in memory: the app's whole model.
public struct AddressBook: Sendable {
    public var contacts: [Contact]

    public init(contacts: [Contact]) {
        self.contacts = contacts
    }

    /// `count` made-up contacts, the same every time (names from two lists, cycling).
    public static func sample(count: Int = 500) -> AddressBook {
        let first = ["Ada", "Grace", "Margaret", "Katherine", "Barbara", "Frances", "Radia", "Hedy", "Annie", "Joan"]
        let last = [
            "Lovelace", "Hopper", "Hamilton", "Johnson", "Liskov", "Allen", "Perlman", "Lamarr", "Easley", "Clarke",
        ]
        let cities = ["London", "Arlington", "Boston", "Cleveland", "Cambridge", "Paris", "Vienna", "Seattle"]
        return AddressBook(
            contacts: (0..<count).map { index in
                let name = "\(first[index % first.count]) \(last[(index / first.count) % last.count])"
                let suffix = index < first.count * last.count ? "" : " \(index / (first.count * last.count) + 1)"
                let email =
                    name.lowercased().replacing(" ", with: ".") + "\(suffix.isEmpty ? "" : "\(index)")@example.org"
                let city = cities[index % cities.count]
                return Contact(
                    id: index, name: name + suffix, email: email, city: city,
                    address: "\(index + 1) Main Street, \(city)")
            })
    }

    /// Adds imported cards as new contacts; returns their ids.
    public mutating func add(_ cards: [ImportedCard]) -> [Int] {
        var next = (contacts.map(\.id).max() ?? -1) + 1
        let added = cards.map { card in
            defer { next += 1 }
            return Contact(
                id: next, name: card.name, email: card.email, city: card.city, phone: card.phone,
                address: card.address)
        }
        contacts += added
        return added.map(\.id)
    }

    /// Puts the contacts in `order`.
    public mutating func sort(by order: SortOrder) {
        contacts.sort(by: order.isBefore)
    }

    /// Stars or unstars the contact `id`.
    public mutating func setFavourite(_ isFavourite: Bool, for id: Int) {
        guard let index = contacts.firstIndex(where: { $0.id == id }) else { return }
        contacts[index].isFavourite = isFavourite
    }

    /// The contacts whose name, email or city contains `text` (any case); all of them for "".
    public func matching(_ text: String) -> [Contact] {
        let needle = text.lowercased()
        guard !needle.isEmpty else { return contacts }
        return contacts.filter {
            $0.name.lowercased().contains(needle) || $0.email.lowercased().contains(needle)
                || $0.city.lowercased().contains(needle)
        }
    }
}

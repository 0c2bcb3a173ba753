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

    public init(
        id: Int, name: String, email: String, city: String, isFavourite: Bool = false, photoURL: String? = nil
    ) {
        self.id = id
        self.name = name
        self.email = email
        self.city = city
        self.isFavourite = isFavourite
        self.photoURL = photoURL
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
                return Contact(id: index, name: name + suffix, email: email, city: cities[index % cities.count])
            })
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

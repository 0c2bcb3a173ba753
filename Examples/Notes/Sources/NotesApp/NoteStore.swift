/// A note: a title and a body. `number` orders notes by age (higher is newer).
public struct Note: Equatable, Sendable {
    public let number: Int
    public var title: String
    public var body: String

    public init(number: Int, title: String, body: String) {
        self.number = number
        self.title = title
        self.body = body
    }
}

/// How the list is sorted.
public enum NoteOrder: Int, CaseIterable, Sendable {
    case newestFirst
    case byTitle

    /// The option's name in the Sort picker.
    public var name: String {
        switch self {
        case .newestFirst: "Newest first"
        case .byTitle: "By title"
        }
    }
}

/// The notes, in memory: the app's whole model.
@MainActor
public final class NoteStore {
    public private(set) var notes: [Note]
    public var order = NoteOrder.newestFirst

    public init(notes: [Note]) {
        self.notes = notes
    }

    /// Three notes to start with.
    public static func sample() -> NoteStore {
        NoteStore(notes: [
            Note(number: 1, title: "Groceries", body: "Apples, oat milk, coffee."),
            Note(number: 2, title: "Ideas", body: "A router for GTK that tests without a display."),
            Note(number: 3, title: "Books", body: "The Analytical Engine, annotated."),
        ])
    }

    /// The notes in the chosen order.
    public var sorted: [Note] {
        switch order {
        case .newestFirst: notes.sorted { $0.number > $1.number }
        case .byTitle: notes.sorted { $0.title.lowercased() < $1.title.lowercased() }
        }
    }

    /// Removes the note numbered `number`.
    public func delete(_ number: Int) {
        notes.removeAll { $0.number == number }
    }
}

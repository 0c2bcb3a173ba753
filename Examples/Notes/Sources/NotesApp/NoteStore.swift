/// A note: a title and a body. `number` orders notes by age (higher is newer).
public struct Note: Equatable, Sendable {
    public let number: Int
    public var title: String
    public var body: String
    /// Pinned notes come first in the list.
    public var isPinned = false

    public init(number: Int, title: String, body: String, isPinned: Bool = false) {
        self.number = number
        self.title = title
        self.body = body
        self.isPinned = isPinned
    }
}

/// How the list is sorted.
public enum NoteOrder: Int, CaseIterable, Sendable {
    case newestFirst
    case byTitle

    /// The order's id in the Sort menu's action (`notes.sort::title`).
    public var id: String { self == .newestFirst ? "newest" : "title" }

    /// The option's name in the Sort picker.
    public var name: String {
        switch self {
        case .newestFirst: tr("Newest first")
        case .byTitle: tr("By title")
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

    /// The notes in the chosen order, pinned ones first.
    public var sorted: [Note] {
        let ordered =
            switch order {
            case .newestFirst: notes.sorted { $0.number > $1.number }
            case .byTitle: notes.sorted { $0.title.lowercased() < $1.title.lowercased() }
            }
        return ordered.filter(\.isPinned) + ordered.filter { !$0.isPinned }
    }

    /// The notes in order whose title or body contains `text` (any case); all of them for "".
    public func matching(_ text: String) -> [Note] {
        let needle = text.lowercased()
        guard !needle.isEmpty else { return sorted }
        return sorted.filter { $0.title.lowercased().contains(needle) || $0.body.lowercased().contains(needle) }
    }

    /// The note numbered `number`, as it is now.
    public func note(_ number: Int) -> Note? { notes.first { $0.number == number } }

    /// Pins or unpins the note numbered `number`.
    public func setPinned(_ isPinned: Bool, for number: Int) {
        guard let index = notes.firstIndex(where: { $0.number == number }) else { return }
        notes[index].isPinned = isPinned
    }

    /// Replaces the body of the note numbered `number`.
    public func setBody(_ body: String, for number: Int) {
        guard let index = notes.firstIndex(where: { $0.number == number }) else { return }
        notes[index].body = body
    }

    /// Removes the note numbered `number`.
    public func delete(_ number: Int) {
        notes.removeAll { $0.number == number }
    }
}

import Clew
import ClewGtk

/// What a note screen is built from. The router is unowned: it owns the screen.
public struct NoteContext {
    public let note: Note
    public let store: NoteStore
    public unowned let router: Router
}

/// Builds a ``NoteScreen``.
public struct NoteBuilder: ViewBuilder {
    public init() {}
    public func build(with context: NoteContext) -> NoteScreen { NoteScreen(context) }
}

/// One note. The header's Delete button asks first, then removes the note and goes back.
@MainActor
public final class NoteScreen: GtkScreen {
    public let title: String
    public private(set) lazy var headerItems = HeaderItems(end: [
        Button(iconName: "user-trash-symbolic", accessibleLabel: "Delete") { [weak self] _ in self?.confirmDelete() }
    ])
    private let context: NoteContext

    init(_ context: NoteContext) {
        self.context = context
        title = context.note.title
    }

    /// "Delete “Groceries”?": Cancel, or Delete, which removes the note and pops back to the list.
    public func confirmDelete() {
        let alert = AlertModel(title: "Delete “\(context.note.title)”?", message: "This cannot be undone.")
        alert.actions.append(.init(title: "Cancel", style: .cancel))
        alert.actions.append(
            .init(title: "Delete", style: .destructive) { [context] _ in
                context.store.delete(context.note.number)
                context.router.navigate(to: context.router.popRoute())
            })
        context.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
    }

    public func makeWidget() -> Widget {
        Box(.vertical, spacing: 12) {
            Label(context.note.title).cssClasses("title-2").leading()
            Label(context.note.body).wrapping().leading()
        }
        .margins(24)
    }
}

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
        Button(iconName: "user-trash-symbolic", accessibleLabel: tr("Delete")) { [weak self] _ in self?.confirmDelete()
        }
    ])
    private let context: NoteContext

    init(_ context: NoteContext) {
        self.context = context
        title = context.note.title
    }

    /// "Delete “Groceries”?": Cancel, or Delete, which removes the note and pops back to the list.
    public func confirmDelete() {
        // TRANSLATORS: %s is the note's title.
        let alert = AlertModel(
            title: tr("Delete “%s”?").substituting(context.note.title), message: tr("This cannot be undone."))
        alert.actions.append(.init(title: tr("Cancel"), style: .cancel))
        alert.actions.append(
            .init(title: tr("Delete"), style: .destructive) { [context] _ in
                context.store.delete(context.note.number)
                context.router.navigate(to: context.router.popRoute())
            })
        context.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
    }

    /// A note's page: its title, a Pinned switch, and its text, editable (saved as typed).
    public func makeWidget() -> Widget {
        let (store, number) = (context.store, context.note.number)
        let note = store.note(number) ?? context.note
        let pinned = Switch(isActive: note.isPinned, accessibleLabel: tr("Pinned"))
        pinned.onChange { toggle in store.setPinned(toggle.isActive, for: number) }
        let body = TextView(text: note.body, accessibleLabel: tr("Notes")).expanding(vertically: true)
        body.buffer.onChange { buffer in store.setBody(buffer.text, for: number) }
        return Box(.vertical, spacing: 12) {
            Box(.horizontal, spacing: 12) {
                Label(note.title).cssClasses("title-2").leading().expanding(horizontally: true)
                Label(tr("Pinned"))
                pinned
            }
            Frame(child: ScrolledWindow(child: body.margins(6)).minimumSize(height: 160)).expanding(vertically: true)
        }
        .margins(24)
    }
}

import Clew
import ClewGtk

/// Builds the notes list.
public struct NotesListBuilder: ViewBuilder {
    public init() {}
    public func build(with context: (store: NoteStore, router: Router)) -> NotesListScreen {
        NotesListScreen(store: context.store, router: context.router)
    }
}

/// Starts the app's navigation in a window: the list of notes at the root, its commands
/// (`notes.sort`, `notes.search`) in the window, and Ctrl+F for Search.
@MainActor
public enum NotesApp {
    public static func start(in window: Window, router: Router, store: NoteStore) {
        window.title = tr("Notes")
        window.setDefaultSize(width: 420, height: 480)
        let list = NotesListBuilder().build(with: (store, router))
        // Before the header bar shows the primary menu: GTK links a menu to the actions around it then.
        window.insertActionGroup(list.actions, prefix: "notes")
        window.addShortcut("<Control>f", action: "notes.search", scope: .window)
        router.navigate(to: ScreenBuilder(list).pushRoute(isAnimated: false))
    }
}

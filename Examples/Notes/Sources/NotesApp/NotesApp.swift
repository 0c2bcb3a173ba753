import Clew
import ClewGtk

/// Builds the notes list.
public struct NotesListBuilder: ViewBuilder {
    public init() {}
    public func build(with context: (store: NoteStore, router: Router)) -> NotesListScreen {
        NotesListScreen(store: context.store, router: context.router)
    }
}

/// Starts the app's navigation in a window: the list of notes at the root.
@MainActor
public enum NotesApp {
    public static func start(in window: Window, router: Router, store: NoteStore) {
        window.title = "Notes"
        window.setDefaultSize(width: 420, height: 480)
        router.navigate(to: NotesListBuilder().pushRoute(isAnimated: false), with: (store, router))
    }
}

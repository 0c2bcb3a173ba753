import Clew

/// A screen with only a title, pushed under an image screen.
@MainActor
final class PlainScreen: Screen {
    let title: String
    init(_ title: String) { self.title = title }
}

/// A renderer that shows dialogs and nothing else: no images.
@MainActor
final class DialogOnlyRenderer: ModalRendering {
    weak var responder: (any RendererResponder)?
    func presentModal(_ presentation: Presentation) throws {}
    func dismissModal(_ presentation: Presentation) {}
}

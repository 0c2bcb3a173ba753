import ClewGtk

/// A page with a title, a dim line and one button, centred: the layout of the game and profile pages.
@MainActor
enum CenteredPage {
    static func make(heading: String, detail: String, button: Button) -> Widget {
        Box(.vertical, spacing: 12) {
            Label(heading).cssClasses("title-2")
            Label(detail).cssClasses("dim-label")
            button.aligned(horizontal: .center)
        }
        .aligned(horizontal: .center, vertical: .center)
    }
}

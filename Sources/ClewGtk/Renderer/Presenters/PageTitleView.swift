internal import CGtk

/// The header bar's title for the page on top: its screen's title and, when the screen has one,
/// its ``Clew/Screen/subtitle`` on a second, smaller line. Plain GTK's is ``LabelsTitleView``;
/// another toolkit's renderer brings its own (ClewAdwaita's `AdwWindowTitle`).
@MainActor
package protocol PageTitleView: AnyObject {
    /// What the header bar shows in its title's place.
    var widget: Widget { get }
    /// The title shown.
    var title: String { get }
    /// The subtitle shown, if any.
    var subtitle: String? { get }
    /// Shows `title`, and `subtitle` under it (none when nil or empty).
    func show(title: String, subtitle: String?)
}

/// A title and a subtitle as two labels with GTK's `title` and `subtitle` style classes, the way
/// GNOME's header bars draw them.
@MainActor
package final class LabelsTitleView: PageTitleView {
    private let titleLabel: Label
    private let subtitleLabel: Label
    package let widget: Widget

    package init() {
        let titleLabel = Label().cssClasses("title")
        let subtitleLabel = Label().cssClasses("subtitle")
        subtitleLabel.isVisible = false
        self.titleLabel = titleLabel
        self.subtitleLabel = subtitleLabel
        widget = Box(.vertical) {
            titleLabel
            subtitleLabel
        }
        .aligned(horizontal: .center, vertical: .center)
    }

    package var title: String { titleLabel.text }
    package var subtitle: String? { subtitleLabel.isVisible ? subtitleLabel.text : nil }

    package func show(title: String, subtitle: String?) {
        titleLabel.text = title
        subtitleLabel.text = subtitle ?? ""
        subtitleLabel.isVisible = !(subtitle ?? "").isEmpty
    }
}

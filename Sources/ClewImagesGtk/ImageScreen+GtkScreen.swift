internal import CGtk
import Clew
import ClewGtk
import ClewImages

// An image screen draws itself on GTK: linking ClewImagesGtk is all an app does for it.
extension ImageScreen: GtkScreen {
    /// An ``ImageScreenPage``: the screen's ``ImageDownloadWidget``, which the renderer updates
    /// through ``ImageRendering``.
    public func makeWidget() -> Widget {
        ImageScreenPage(screen: self)
    }
}

/// The page of an ``ImageScreen``: a box holding its ``ImageDownloadWidget``. It lives as long as
/// its GTK widget, and the pages on screen are found by their screen when a download changes.
public final class ImageScreenPage: Widget {
    private var drawing: ImageDownloadWidget?

    /// The drawing of `screen`, made each time the screen is shown.
    convenience init(screen: ImageScreen) {
        self.init(new: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let drawing = ImageDownloadWidget(screen: screen)
        self.drawing = drawing
        drawing.root.expanding(horizontally: true, vertically: true)
        gtk_box_append(pointer(as: GtkBox.self), drawing.root.gtkWidget)
        ImageScreenPages.add(self, for: screen)
    }

    /// The widgets drawing the image (picture, spinner, error row and Retry).
    public var content: ImageDownloadWidget { drawing! }
}

/// The image screens' pages that are alive, by screen. Weak: a page leaves with its GTK widget.
@MainActor
enum ImageScreenPages {
    private final class Entry {
        weak var page: ImageScreenPage?
        init(_ page: ImageScreenPage) { self.page = page }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func add(_ page: ImageScreenPage, for screen: ImageScreen) {
        entries = entries.filter { $0.value.page != nil }
        entries[ObjectIdentifier(screen)] = Entry(page)
    }

    /// The newest live page of `screen`.
    static func page(for screen: ImageScreen) -> ImageScreenPage? {
        entries[ObjectIdentifier(screen)]?.page
    }

    /// Whether every live page's download has ended and is drawn.
    static var areSettled: Bool {
        entries.values.allSatisfy { $0.page?.content.isSettled ?? true }
    }
}

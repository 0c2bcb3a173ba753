import Clew
import ClewGtk
import VocabularyFixtures

/// The GTK side of the test target's `BannerRendering` capability, added from outside ClewGtk
/// with its public API only: a card over the top of the pages, in the renderer's overlay, with
/// no dimmer; logged like the built-in presentations.
extension GtkRenderer: BannerRendering {
    public func showBanner(_ presentation: Presentation) throws {
        let title: String
        if case .screen(let screen) = presentation.content {
            title = screen.title
        } else {
            title = presentation.content.responding?.title ?? ""
        }
        let banner = Label(title).cssClasses("app-notification").aligned(horizontal: .center, vertical: .start)
        overlay.addOverlay(banner)
        bannersOnScreen[presentation.id] = banner
        record(.presented(presentation.content.summary, presentation.style.summary))
    }

    public func hideBanner(_ presentation: Presentation) {
        guard let banner = bannersOnScreen.removeValue(forKey: presentation.id) else { return }
        overlay.removeOverlay(banner)
        record(.dismissed(presentation.content.summary))
    }
}

/// The banners shown, by presentation (an extension has no stored properties of its own).
@MainActor private var bannersOnScreen: [PresentationID: Widget] = [:]

import Clew
import ClewAdwaita
import ClewGtk

/// The real renderers a GTK test can run on: the same tests, the same driver calls.
enum RendererToolkit: String, CaseIterable, Sendable, CustomStringConvertible {
    case gtk
    case adwaita

    var description: String { rawValue }

    /// A renderer of this toolkit for the test window, keeping every event.
    @MainActor
    func makeRenderer(_ window: Window) -> GtkRenderer {
        switch self {
        case .gtk: GtkRenderer(window: window, eventRetention: .all)
        case .adwaita: GtkRenderer.adwaita(window: window, eventRetention: .all)
        }
    }
}

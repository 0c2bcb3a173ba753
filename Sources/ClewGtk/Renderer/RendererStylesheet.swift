internal import CGtk

/// The little CSS the renderer's own widgets need (the in-window sheet and its scrim, the toast), added once
/// per process at application priority (the scrim must beat the theme's button style); an app's
/// own stylesheet, added later at the same priority, still overrides it.
@MainActor
enum RendererStylesheet {
    private static var isInstalled = false

    static let css = """
        button.clew-scrim, button.clew-scrim:hover, button.clew-scrim:active {
          background: alpha(black, 0.3);
          border: none;
          border-radius: 0;
          box-shadow: none;
          outline: none;
        }
        .clew-sheet {
          background-color: @theme_bg_color;
          border-radius: 12px;
          box-shadow: 0 2px 12px alpha(black, 0.3);
          margin: 12px;
          min-width: 320px;
        }
        .clew-sheet label.title { font-weight: bold; }
        /* A toast: libadwaita's dark bubble, legible on the light and the dark style alike. */
        .clew-toast {
          background-color: rgba(36, 36, 36, 0.96);
          color: white;
          border-radius: 999px;
          margin: 12px;
          padding: 6px 6px 6px 18px;
          box-shadow: 0 2px 8px alpha(black, 0.35);
        }
        .clew-toast button { color: white; }
        .clew-toast button.clew-toast-action { font-weight: bold; padding: 4px 12px; }
        """

    static func installOnce() {
        guard !isInstalled, gdk_display_get_default() != nil else { return }
        isInstalled = true
        Stylesheet(css: css).install(priority: .application)
    }
}

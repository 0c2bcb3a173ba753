import CGtk
import CGtkShim

/// Loads the app's CSS for the whole display.
@MainActor
enum Stylesheet {
    static func load(path: String) {
        let provider = gtk_css_provider_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
        let file = g_file_new_for_path(path)!
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        gtk_css_provider_load_from_file(provider, file)
        clew_add_provider_for_display(provider)
    }
}

internal import CGtk

/// Pango markup (for GTK and libadwaita properties that parse it, such as a 1.2 `AdwToast`'s title).
public enum Markup {
    /// `text` with `<`, `>`, `&`, `'` and `"` escaped, so that it shows as typed and never as markup.
    ///
    /// ```swift
    /// Markup.escaped("Saved <draft> & co") // "Saved &lt;draft&gt; &amp; co"
    /// ```
    public static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}

internal import CGtk

/// How a command-line link travels through GApplication unchanged. GApplication hands links on as
/// `GFile`s (to a running instance over D-Bus too): one with a URI scheme keeps its text, but one
/// without (empty, `paywall`) would become a `file://` path in the working directory. Those are
/// carried percent-encoded under a scheme of their own and given back as typed, so ``Application/onOpen``
/// sees exactly what the person typed, in the first instance and in a running one.
package enum CommandLineLink {
    package static let scheme = "x-clew-argument:"

    /// What GApplication is handed for `argument` (one that already looks carried is carried
    /// again, so that it too comes back as typed).
    package static func carried(_ argument: String) -> String {
        guard g_uri_peek_scheme(argument) == nil || argument.hasPrefix(scheme) else { return argument }
        guard let escaped = g_uri_escape_string(argument, nil, 0) else { return scheme }
        defer { g_free(escaped) }
        return scheme + String(cString: escaped)
    }

    /// The argument as typed, from what GApplication delivered.
    package static func typed(_ uri: String) -> String {
        guard uri.hasPrefix(scheme) else { return uri }
        guard let text = g_uri_unescape_string(String(uri.dropFirst(scheme.count)), nil) else { return uri }
        defer { g_free(text) }
        return String(cString: text)
    }
}

internal import CGio

/// A `GError` that a GLib, GIO or GTK function reported, as the generated methods throw it.
///
/// The message comes from the library (and often from a file name or the network), so it is
/// kept to one line of at most ``maximumMessageLength`` characters, control characters escaped.
///
/// ```swift
/// do {
///     _ = try AnyFile.newForPath("/nonexistent/clew").read()
/// } catch {
///     print(error.domain, error.code, error.message)  // g-io-error-quark 1 …No such file…
/// }
/// ```
public struct GLibError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The error domain's name, e.g. `"g-io-error-quark"` (`GIOErrorEnum`) or `"g-file-error-quark"`.
    public let domain: String
    /// The code within the domain, e.g. `1` (`G_IO_ERROR_NOT_FOUND`).
    public let code: Int32
    /// The library's message, one line, escaped and capped.
    public let message: String

    /// The longest message kept; longer ones end in "…".
    public static let maximumMessageLength = 500

    /// An error with these parts; `message` is made one line and capped as the library's are.
    public init(domain: String, code: Int32, message: String) {
        self.domain = domain
        self.code = code
        self.message = Self.oneLine(message)
    }

    public var description: String { "\(domain) \(code): \(message)" }

    /// Takes over a `GError *` that a C call set, and frees it (generated code only).
    package static func take(_ error: UnsafeMutableRawPointer) -> GLibError {
        let gerror = error.assumingMemoryBound(to: GError.self)
        defer { g_error_free(gerror) }
        let domain = g_quark_to_string(gerror.pointee.domain).map { String(cString: $0) } ?? "unknown"
        let message = gerror.pointee.message.map { String(cString: $0) } ?? ""
        return GLibError(domain: domain, code: gerror.pointee.code, message: message)
    }

    /// `text` on one line: control characters as `\u{…}` escapes, at most ``maximumMessageLength`` characters.
    static func oneLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if result.unicodeScalars.count >= maximumMessageLength {
                result += "…"
                break
            }
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

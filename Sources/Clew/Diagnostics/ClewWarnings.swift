/// Where Clew's debug-build warnings go: mistakes that do not stop the app but hurt some of its
/// users (an image with no alt text). Standard error by default; a test can collect them.
///
/// ```swift
/// var warnings: [String] = []
/// ClewWarnings.handler = { warnings.append($0) }
/// defer { ClewWarnings.handler = ClewWarnings.standardError }
/// ```
@MainActor
public enum ClewWarnings {
    /// Writes `Clew: warning: …` to standard error.
    public static let standardError: @MainActor (String) -> Void = { message in
        StandardError.write("Clew: warning: \(message)\n")
    }

    /// Receives every warning.
    public static var handler: @MainActor (String) -> Void = standardError

    /// Reports `message` to ``handler``.
    public static func warn(_ message: String) {
        handler(message)
    }
}

import Synchronization

/// Where ``TextDomain`` gets its translations: the seam that keeps the core platform-neutral. On glibc it is
/// gettext (`GettextCatalog`, in `Platform/`); elsewhere ``UntranslatedCatalog`` gives the English back. An app
/// with its own catalogues (a format of its own, strings from a server) installs one for the whole process with
/// ``MessageCatalogs/install(_:)``; tests install a double for one call with ``MessageCatalogs/withCatalog(_:_:)``.
///
/// A `context` is gettext's `msgctxt`; the methods return nil when the catalogue has no translation, and the
/// text domain then falls back to the English (picking the plural by `count == 1`).
///
/// ```swift
/// struct BundledCatalog: MessageCatalog {
///     let german: [String: String]
///     func bind(domain: String, to directory: String?) {}
///     func translate(domain: String, context: String?, message: String) -> String? { german[message] }
///     func translate(domain: String, context: String?, singular: String, plural: String, count: Int) -> String? {
///         nil  // English's rule
///     }
/// }
/// MessageCatalogs.install(BundledCatalog(german: ["Close": "Schließen"]))
/// TextDomain("notes").translate("Close")   // "Schließen"
/// ```
public protocol MessageCatalog: Sendable {
    /// Makes `domain` read its catalogues from `directory` (nil: the platform's default), as UTF-8. Called
    /// once per ``TextDomain`` made; a catalogue that does not read files does nothing.
    func bind(domain: String, to directory: String?)

    /// The translation of `message` in `domain` (in `context`, gettext's `msgctxt`, when not nil), or nil.
    func translate(domain: String, context: String?, message: String) -> String?

    /// The form of `singular` / `plural` that `count` takes, or nil when nothing is translated.
    func translate(domain: String, context: String?, singular: String, plural: String, count: Int) -> String?

    /// Takes the language from the environment (the C library's `setlocale(LC_ALL, "")`); by default, nothing.
    func useEnvironmentLocale()
}

extension MessageCatalog {
    /// Nothing: a catalogue that does not use the C library's locale has nothing to set.
    ///
    /// ```swift
    /// UntranslatedCatalog().useEnvironmentLocale()   // does nothing
    /// ```
    public func useEnvironmentLocale() {}
}

/// The catalogue of a platform with no gettext: nothing is translated, every text domain gives the English.
///
/// ```swift
/// MessageCatalogs.install(UntranslatedCatalog())   // English everywhere, whatever the locale
/// ```
public struct UntranslatedCatalog: MessageCatalog {
    /// The catalogue that translates nothing.
    public init() {}
    /// Nothing to bind.
    public func bind(domain: String, to directory: String?) {}
    /// Always nil: the text domain gives `message` back.
    public func translate(domain: String, context: String?, message: String) -> String? { nil }
    /// Always nil: the text domain picks by English's rule (one is singular).
    public func translate(
        domain: String, context: String?, singular: String, plural: String, count: Int
    ) -> String? { nil }
}

/// Which ``MessageCatalog`` text domains use: a test's for the length of a call, else the one the app
/// installed, else the platform's.
///
/// ```swift
/// MessageCatalogs.install(UntranslatedCatalog())   // first thing in main, before any text is made
/// let english = TextDomain.clew.translate("Close")
/// ```
public enum MessageCatalogs {
    /// A task-local override, so that tests running in parallel each see only their own double.
    @TaskLocal private static var override: (any MessageCatalog)?

    /// What ``install(_:)`` put in place of the platform's catalogue.
    private static let installed = Mutex<(any MessageCatalog)?>(nil)

    /// The platform's catalogue: gettext where glibc has it, else ``UntranslatedCatalog``.
    ///
    /// ```swift
    /// let translated = MessageCatalogs.platform.translate(domain: "clew", context: nil, message: "Close")
    /// ```
    public static let platform: any MessageCatalog = {
        #if canImport(Glibc)
            GettextCatalog()
        #else
            UntranslatedCatalog()
        #endif
    }()

    /// The catalogue in effect for the current task: a ``withCatalog(_:_:)`` double, else the installed one,
    /// else ``platform``.
    ///
    /// ```swift
    /// let close = MessageCatalogs.current.translate(domain: "clew", context: nil, message: "Close") ?? "Close"
    /// ```
    public static var current: any MessageCatalog { override ?? installed.withLock { $0 } ?? platform }

    /// Makes `catalog` the process's catalogue, in place of the platform's (nil: back to the platform's).
    /// Install it first thing, before any ``TextDomain`` is made (``TextDomain/clew`` included): a domain
    /// binds its catalogues once, to the catalogue in effect when it is made; every translation then asks
    /// the catalogue in effect at that time.
    ///
    /// ```swift
    /// MessageCatalogs.install(UntranslatedCatalog())   // English everywhere
    /// MessageCatalogs.install(nil)                     // gettext again
    /// ```
    public static func install(_ catalog: (any MessageCatalog)?) {
        installed.withLock { $0 = catalog }
    }

    /// Runs `body` with `catalog` in place of the installed or platform's catalogue, in this task only; text
    /// domains made inside bind to it. For tests: each sees only its own double, whatever runs beside it.
    ///
    /// ```swift
    /// let english = MessageCatalogs.withCatalog(UntranslatedCatalog()) { TextDomain.clew.translate("Close") }
    /// ```
    public static func withCatalog<Result>(
        _ catalog: any MessageCatalog, _ body: () throws -> Result
    ) rethrows -> Result {
        try $override.withValue(catalog, operation: body)
    }
}

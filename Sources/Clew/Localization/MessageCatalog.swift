/// Where ``TextDomain`` gets its translations: the seam that keeps the core platform-neutral. On glibc it is
/// gettext (``GettextCatalog``, in `Platform/`); elsewhere ``UntranslatedCatalog`` gives the English back;
/// tests install a double with ``MessageCatalogs/withCatalog(_:_:)``.
///
/// A `context` is gettext's `msgctxt`; the methods return nil when the catalogue has no translation, and the
/// text domain then falls back to the English (picking the plural by `count == 1`).
package protocol MessageCatalog: Sendable {
    /// Makes `domain` read its catalogues from `directory` (nil: the platform's default), as UTF-8.
    func bind(domain: String, to directory: String?)

    /// The translation of `message` in `domain`, or nil.
    func translate(domain: String, context: String?, message: String) -> String?

    /// The form of `singular` / `plural` that `count` takes, or nil when nothing is translated.
    func translate(domain: String, context: String?, singular: String, plural: String, count: Int) -> String?

    /// Takes the language from the environment (the C library's `setlocale(LC_ALL, "")`).
    func useEnvironmentLocale()
}

extension MessageCatalog {
    package func useEnvironmentLocale() {}
}

/// The catalogue of a platform with no gettext: nothing is translated.
package struct UntranslatedCatalog: MessageCatalog {
    package init() {}
    package func bind(domain: String, to directory: String?) {}
    package func translate(domain: String, context: String?, message: String) -> String? { nil }
    package func translate(
        domain: String, context: String?, singular: String, plural: String, count: Int
    ) -> String? { nil }
}

/// Which ``MessageCatalog`` text domains use: the platform's, or a test's for the length of a call.
package enum MessageCatalogs {
    /// A task-local override, so that tests running in parallel each see only their own double.
    @TaskLocal private static var override: (any MessageCatalog)?

    /// The platform's catalogue: gettext where glibc has it.
    package static let platform: any MessageCatalog = {
        #if canImport(Glibc)
            GettextCatalog()
        #else
            UntranslatedCatalog()
        #endif
    }()

    /// The catalogue in effect for the current task.
    package static var current: any MessageCatalog { override ?? platform }

    /// Runs `body` with `catalog` in place of the platform's; text domains made inside bind to it.
    package static func withCatalog<Result>(
        _ catalog: any MessageCatalog, _ body: () throws -> Result
    ) rethrows -> Result {
        try $override.withValue(catalog, operation: body)
    }
}

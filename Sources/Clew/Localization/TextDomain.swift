/// A gettext text domain: the catalogues (`<directory>/<language>/LC_MESSAGES/<name>.mo`) one program or
/// library translates its strings from. Clew's own strings are in ``clew``; an app makes its own, once:
///
/// <!-- doc-test:
/// let n = 2
/// -->
/// ```swift
/// let notesText = TextDomain("notes")   // global: bound once, on first use
///
/// // The keywords xgettext extracts (`po/extract` passes them): one function per form, named `tr`.
/// func tr(_ message: String) -> String { notesText.translate(message) }
/// func tr(_ message: String, context: String) -> String { notesText.translate(message, context: context) }
/// func tr(_ singular: String, _ plural: String, count: Int) -> String {
///     notesText.translate(singular, plural, count: count)
/// }
///
/// // TRANSLATORS: a comment like this one, right above the call, reaches the translator.
/// let title = tr("Delete “%s”?").substituting(note.title)
/// let popped = tr("%d note deleted", "%d notes deleted", count: n).substituting(n)
/// ```
///
/// A missing, unreadable or damaged catalogue, or a language nobody translated, gives the English text back.
/// The language comes from the environment (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`) once the program has
/// called `setlocale` (GTK does in `gtk_init`; ``useEnvironmentLocale()`` does it earlier).
public struct TextDomain: Sendable, Hashable {
    /// Clew's own domain: buttons, accessible names and messages meant for users in every Clew module.
    public static let clew = TextDomain("clew")

    /// The domain's name: the catalogues' file name without `.mo`.
    public let name: String

    /// Binds `name` to `localeDirectory`, or to the directory ``CatalogueDirectory`` finds for it
    /// (`$CLEW_LOCALEDIR`, the install prefix's `share/locale`, the build tree's `locale`); with neither,
    /// gettext looks in its default (`/usr/share/locale`). Translations come back as UTF-8 whatever the locale.
    /// A directory where one of the domain's catalogues is not a regular file of a sane size is not bound
    /// (it is reported once on standard error): a named pipe there would hang the first translation.
    public init(_ name: String, localeDirectory: String? = nil) {
        self.name = name
        // A directory the app names is checked as one found is (CatalogueDirectory checks those).
        let named = localeDirectory.map { CatalogueDirectory.usable($0, for: name) ? $0 : nil }
        MessageCatalogs.current.bind(domain: name, to: named ?? CatalogueDirectory.locate(for: name))
    }

    /// `message` in the user's language (gettext's `dgettext`).
    public func translate(_ message: String) -> String {
        MessageCatalogs.current.translate(domain: name, context: nil, message: message) ?? message
    }

    /// `message` in the user's language, told apart from the same English words elsewhere by `context`
    /// (gettext's `pgettext`: "Back" the button, not "back" the body part).
    public func translate(_ message: String, context: String) -> String {
        MessageCatalogs.current.translate(domain: name, context: context, message: message) ?? message
    }

    /// The form of `singular` / `plural` that `count` takes in the user's language (gettext's `dngettext`;
    /// Arabic has six). The text keeps its `%d`: fill it with ``Swift/String/substituting(_:)``.
    public func translate(_ singular: String, _ plural: String, count: Int) -> String {
        translate(singular, plural, count: count, in: nil)
    }

    /// The plural form for `count`, in `context` (gettext's `npgettext`).
    public func translate(_ singular: String, _ plural: String, count: Int, context: String) -> String {
        translate(singular, plural, count: count, in: context)
    }

    /// Asks the C library to take the language and formats from the environment (`setlocale(LC_ALL, "")`).
    /// GTK does this when it starts; a program that shows text before (its `--help`) calls this first.
    public static func useEnvironmentLocale() {
        MessageCatalogs.current.useEnvironmentLocale()
    }

    /// The catalogue's form, or English's rule (one is singular) when it has none.
    private func translate(_ singular: String, _ plural: String, count: Int, in context: String?) -> String {
        MessageCatalogs.current.translate(
            domain: name, context: context, singular: singular, plural: plural, count: count)
            ?? (count == 1 ? singular : plural)
    }
}

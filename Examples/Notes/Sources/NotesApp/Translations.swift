import Clew

// The app's strings go through its own text domain, `clew-notes`, as any app on Clew does: one global
// TextDomain, and the three `tr` forms po/extract knows as keywords. Clew's own buttons (Back, Close)
// come from Clew's domain by themselves.

/// The notes app's text domain, bound on first use to the catalogues CatalogueDirectory finds.
let notesText = TextDomain("clew-notes")

/// `message` in the user's language.
func tr(_ message: String) -> String { notesText.translate(message) }

/// `message` in the user's language, in `context` (short, ambiguous words).
func tr(_ message: String, context: String) -> String { notesText.translate(message, context: context) }

/// The plural form of the text for `count`; fill its `%d` with `substituting`.
func tr(_ singular: String, _ plural: String, count: Int) -> String {
    notesText.translate(singular, plural, count: count)
}

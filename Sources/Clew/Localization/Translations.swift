// Clew's own strings, through its text domain `clew`: this module's and, through `package` access, those of
// every Clew module (ClewGtk, ClewAdwaita, ClewImages, ClewImagesGtk). An app's module declares its own `tr`
// for its domain, which shadows these. `po/extract` knows these `tr` forms as keywords; a
// `// TRANSLATORS:` comment right above a call reaches the translator.

/// `message` in the user's language.
package func tr(_ message: String) -> String { TextDomain.clew.translate(message) }

/// `message` in the user's language, in `context` (short, ambiguous words: "Back", "Close").
package func tr(_ message: String, context: String) -> String { TextDomain.clew.translate(message, context: context) }

/// The plural form of the text for `count`; fill its `%d` with `substituting`.
package func tr(_ singular: String, _ plural: String, count: Int) -> String {
    TextDomain.clew.translate(singular, plural, count: count)
}

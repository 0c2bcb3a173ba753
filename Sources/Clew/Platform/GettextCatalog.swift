#if canImport(Glibc)
    internal import func CIntl.bind_textdomain_codeset
    internal import func CIntl.bindtextdomain
    internal import func CIntl.dgettext
    internal import func CIntl.dngettext
    import var Glibc.LC_ALL
    import func Glibc.setlocale

    /// glibc's gettext behind ``MessageCatalog``: the only file of the core that calls libintl.
    /// pgettext is a macro, not a function, so a context is gettext's `"context\u{04}message"` key.
    struct GettextCatalog: MessageCatalog {
        func bind(domain: String, to directory: String?) {
            if let directory { bindtextdomain(domain, directory) }
            bind_textdomain_codeset(domain, "UTF-8")
        }

        func translate(domain: String, context: String?, message: String) -> String? {
            key(context, message).withCString { keyPointer in
                // gettext returns the key itself when it has no translation.
                guard let result = dgettext(domain, keyPointer), result != UnsafeMutablePointer(mutating: keyPointer)
                else { return nil }
                return String(cString: result)
            }
        }

        func translate(domain: String, context: String?, singular: String, plural: String, count: Int) -> String? {
            key(context, singular).withCString { singularPointer in
                key(context, plural).withCString { pluralPointer in
                    guard let result = dngettext(domain, singularPointer, pluralPointer, count.magnitude),
                        result != UnsafeMutablePointer(mutating: singularPointer),
                        result != UnsafeMutablePointer(mutating: pluralPointer)
                    else { return nil }
                    return String(cString: result)
                }
            }
        }

        func useEnvironmentLocale() {
            setlocale(LC_ALL, "")
        }

        private func key(_ context: String?, _ message: String) -> String {
            context.map { $0 + "\u{04}" + message } ?? message
        }
    }
#endif

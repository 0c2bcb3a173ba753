#if canImport(Glibc)
    import func Glibc.closedir
    import func Glibc.opendir
    import func Glibc.readdir
#endif

/// Where a text domain's compiled catalogues are, found without Foundation by ``ProgramDirectory``'s
/// rule, first match wins:
///
/// 1. `$CLEW_LOCALEDIR` (any directory laid out as `<language>/LC_MESSAGES/<domain>.mo`);
/// 2. `<executable>/../share/locale`, when it holds the domain (after `meson install`);
/// 3. `<package>/.build/locale`, which `scripts/compile-translations` writes, when the executable is a
///    product of that package's SwiftPM build (`swift run`, `swift test`); a build elsewhere
///    (`--scratch-path`) sets `CLEW_LOCALEDIR`.
///
/// A folder another user can write to is never used, and neither is a folder where one of the
/// domain's catalogues is not a regular file of at most ``maximumCatalogueSize`` bytes (a named pipe would
/// hang gettext's `open`); either is reported once on standard error. nil leaves gettext to its
/// default, `/usr/share/locale`.
///
/// ```swift
/// if let folder = CatalogueDirectory.locate(for: "notes") { print("translations from \(folder)") }
/// ```
public enum CatalogueDirectory {
    /// A catalogue larger than this (16 MiB) is refused: the largest in Debian are a few MiB.
    public static let maximumCatalogueSize = 16 << 20

    /// The directory to bind `domain` to, or nil.
    public static func locate(for domain: String) -> String? {
        let found = ProgramDirectory.locate(
            variable: "CLEW_LOCALEDIR", installed: "locale", buildTreeFolder: ".build/locale"
        ) {
            holds(domain, $0)
        }
        return found.flatMap { usable($0, for: domain) ? $0 : nil }
    }

    /// Whether every catalogue of `domain` under `directory` is a regular, trusted file of a sane size;
    /// reports the first that is not.
    ///
    /// Checking comes before gettext opens the file, so a file swapped in between would not be seen:
    /// only the folder rule (``TrustedPath``: nobody else can write to these folders) closes that race.
    static func usable(_ directory: String, for domain: String) -> Bool {
        for catalogue in catalogues(of: domain, in: directory) {
            if let problem = ProgramFile.problem(at: catalogue, limit: maximumCatalogueSize) {
                ProgramDirectory.reportOnce(
                    "translations in \(TrustedPath.shown(directory)) are not used: \(problem).")
                return false
            }
        }
        return true
    }

    /// Whether some `<language>/LC_MESSAGES/<domain>.mo` is under `directory`.
    static func holds(_ domain: String, _ directory: String) -> Bool {
        !catalogues(of: domain, in: directory).isEmpty
    }

    /// Every `<language>/LC_MESSAGES/<domain>.mo` path under `directory` that something is at.
    static func catalogues(of domain: String, in directory: String) -> [String] {
        var found: [String] = []
        #if canImport(Glibc)
            guard let stream = opendir(directory) else { return [] }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let language = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if language.hasPrefix(".") { continue }
                let path = directory + "/" + language + "/LC_MESSAGES/" + domain + ".mo"
                if TrustedPath.exists(path) { found.append(path) }
            }
        #endif
        return found
    }
}

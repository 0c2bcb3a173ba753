import var Glibc.R_OK
import func Glibc.access
import func Glibc.closedir
import func Glibc.getenv
import func Glibc.opendir
import func Glibc.readdir

/// Where a text domain's compiled catalogues are, found without Foundation, first match wins:
///
/// 1. `$CLEW_LOCALEDIR` (any directory laid out as `<language>/LC_MESSAGES/<domain>.mo`);
/// 2. `<executable>/../share/locale`, when it holds the domain (after `meson install`);
/// 3. a `locale` directory above the executable that holds the domain: the build tree's `.build/locale`,
///    which `scripts/compile-translations` writes, for `swift run` and the tests.
///
/// nil leaves gettext to its default, `/usr/share/locale`.
public enum CatalogueDirectory {
    /// The directory to bind `domain` to, or nil.
    public static func locate(for domain: String) -> String? {
        if let override = getenv("CLEW_LOCALEDIR").map({ String(cString: $0) }), !override.isEmpty {
            return override
        }
        return ProgramDirectory.locate(installed: "locale", buildTreeFolder: "locale") { holds(domain, $0) }
    }

    /// Whether some `<language>/LC_MESSAGES/<domain>.mo` exists under `directory`.
    static func holds(_ domain: String, _ directory: String) -> Bool {
        guard let stream = opendir(directory) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let language = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if language.hasPrefix(".") { continue }
            if access(directory + "/" + language + "/LC_MESSAGES/" + domain + ".mo", R_OK) == 0 {
                return true
            }
        }
        return false
    }
}

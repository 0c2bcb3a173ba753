import Clew

/// Where the demo's data (style.css, images/) lives, found without Foundation by ``ProgramDirectory``'s
/// rule: `$CLEW_DEMO_DATADIR`, else `<executable>/../share/clew-demo` (after `meson install`), else the
/// package's `Resources/` when the demo is a product of that package's SwiftPM build (`swift run`). A
/// folder another user can write to is never used.
enum DataDirectory {
    static func locate() -> String? {
        ProgramDirectory.locate(variable: "CLEW_DEMO_DATADIR", installed: "clew-demo", buildTreeFolder: "Resources") {
            TrustedPath.exists($0 + "/style.css")
        }
    }
}

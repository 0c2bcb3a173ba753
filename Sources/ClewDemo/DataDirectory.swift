import Clew
import Glibc

/// Where the demo's data (style.css, images/) lives, found without Foundation:
/// `$CLEW_DEMO_DATADIR`, else `<executable>/../share/clew-demo` (after `meson install`),
/// else the source tree's `Resources/` above the executable (`swift run`, `swift build`).
enum DataDirectory {
    static func locate() -> String? {
        if let override = getenv("CLEW_DEMO_DATADIR").map({ String(cString: $0) }), isDirectory(override) {
            return override
        }
        // .build/<triple>/<configuration>/clew-demo, run from the package: its Resources/ above.
        return ProgramDirectory.locate(installed: "clew-demo", buildTreeFolder: "Resources") {
            isFile($0 + "/style.css")
        }
    }

    private static func isFile(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

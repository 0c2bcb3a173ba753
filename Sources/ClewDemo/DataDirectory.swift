import Glibc

/// Where the demo's data (style.css, images/) lives, found without Foundation:
/// `$CLEW_DEMO_DATADIR`, else `<executable>/../share/clew-demo` (after `meson install`),
/// else the source tree's `Resources/` above the executable (`swift run`, `swift build`).
enum DataDirectory {
    static func locate() -> String? {
        if let override = getenv("CLEW_DEMO_DATADIR").map({ String(cString: $0) }), isDirectory(override) {
            return override
        }
        guard let executable = executablePath() else { return nil }
        var directory = parent(of: executable)
        let installed = parent(of: directory) + "/share/clew-demo"
        if isFile(installed + "/style.css") {
            return installed
        }
        // .build/<triple>/<configuration>/clew-demo: walk up to the package root.
        while directory != "/" && !directory.isEmpty {
            let candidate = directory + "/Resources"
            if isFile(candidate + "/style.css") {
                return candidate
            }
            directory = parent(of: directory)
        }
        return nil
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func isFile(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

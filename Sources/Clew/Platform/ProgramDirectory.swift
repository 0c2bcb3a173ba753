import var Glibc.PATH_MAX
// The core names each C library call it makes (as StandardError does), not the whole platform module.
import func Glibc.readlink

/// Finds a program's files from where its executable is, without Foundation: installed under
/// `<prefix>/share/…` beside `<prefix>/bin`, or, run from a build tree (`swift run`, tests), in a
/// folder above the executable. Clew's catalogues and clew-demo's data are found this way.
package enum ProgramDirectory {
    /// The first directory `holds` accepts: `<executable>/../../share/<installed>`, else
    /// `<folder>/<buildTreeFolder>` for the executable's folder and each folder above it.
    package static func locate(
        installed: String, buildTreeFolder: String, where holds: (String) -> Bool
    ) -> String? {
        guard let executable = executablePath() else { return nil }
        var directory = parent(of: executable)
        let installedDirectory = parent(of: directory) + "/share/" + installed
        if holds(installedDirectory) { return installedDirectory }
        while directory != "/" && !directory.isEmpty {
            let candidate = directory + "/" + buildTreeFolder
            if holds(candidate) { return candidate }
            directory = parent(of: directory)
        }
        return nil
    }

    /// The running executable's path (`/proc/self/exe`).
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder `path` is in.
    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

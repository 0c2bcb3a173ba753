import Synchronization

#if canImport(Glibc)
    import var Glibc.PATH_MAX
    import func Glibc.getenv
    // The core names each C library call it makes (as StandardError does), not the whole platform module.
    import func Glibc.readlink
#endif

/// Finds a program's own files (catalogues, style sheets, data) by one rule, first match wins:
///
/// 1. the folder an environment variable names (`CLEW_LOCALEDIR`, `CLEW_DEMO_DATADIR`): how meson's test
///    folder, a `--scratch-path` build and the tests point at files that are elsewhere;
/// 2. `<executable>/../../share/<installed>`, after `meson install`;
/// 3. `<package>/<buildTreeFolder>`, only when the executable is exactly a product of a SwiftPM build of
///    that package (`<package>/.build/<triple>/<debug|release>/<executable>` with `<package>/Package.swift`
///    beside `.build`): `swift run` and `swift test` from a clone. No other folder above the executable is
///    looked at.
///
/// Every candidate must pass ``TrustedPath``: a folder another user can write to is never used, even when
/// the variable names it (it is reported once on standard error).
///
/// ```swift
/// let data = ProgramDirectory.locate(variable: "CLEW_DEMO_DATADIR", installed: "clew-demo",
///                                    buildTreeFolder: "Resources") { folder in folder.hasSuffix("demo") }
/// ```
package enum ProgramDirectory {
    /// The first folder of the rule that is trusted and that `holds` accepts, or nil.
    package static func locate(
        variable: String, installed: String, buildTreeFolder: String, where holds: (String) -> Bool
    ) -> String? {
        if let named = environment(variable) {
            if let problem = TrustedPath.problem(with: named) {
                reportOnce("$\(variable) is not used: \(problem).")
                return nil
            }
            return named
        }
        guard let executable = executablePath() else { return nil }
        return locate(executable: executable, installed: installed, buildTreeFolder: buildTreeFolder, where: holds)
    }

    /// The installed and build-tree steps of the rule for a program at `executable` (tests give one).
    package static func locate(
        executable: String, installed: String, buildTreeFolder: String, where holds: (String) -> Bool
    ) -> String? {
        var candidates = [parent(of: parent(of: executable)) + "/share/" + installed]
        if let package = packageRoot(ofBuildProduct: executable) { candidates.append(package + "/" + buildTreeFolder) }
        for candidate in candidates where holds(candidate) {
            if let problem = TrustedPath.problem(with: candidate) {
                reportOnce("\(TrustedPath.shown(candidate)) is not used: \(problem).")
                continue
            }
            return candidate
        }
        return nil
    }

    /// The package an executable was built from, when it is exactly where SwiftPM puts products:
    /// `<package>/.build/<triple>/<debug|release>/<name>` (or `.build/<debug|release>/<name>`, the
    /// link SwiftPM makes), with a `Package.swift` in `<package>`.
    ///
    /// ```swift
    /// ProgramDirectory.packageRoot(ofBuildProduct: "/src/clew/.build/x86_64-unknown-linux-gnu/debug/clew-demo")
    /// // "/src/clew" (when /src/clew/Package.swift exists)
    /// ```
    package static func packageRoot(ofBuildProduct executable: String) -> String? {
        let configuration = parent(of: executable)
        guard ["debug", "release"].contains(name(of: configuration)) else { return nil }
        var build = parent(of: configuration)
        if name(of: build) != ".build" { build = parent(of: build) }  // past the triple
        guard name(of: build) == ".build" else { return nil }
        let package = parent(of: build)
        // Only its presence marks a package (it is never read); the folders are checked where they are used.
        guard package != "/", TrustedPath.exists(package + "/Package.swift") else { return nil }
        return package
    }

    /// The running executable's path (`/proc/self/exe`).
    package static func executablePath() -> String? {
        #if canImport(Glibc)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard length > 0 else { return nil }
            return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            return nil
        #endif
    }

    /// The folder `path` is in.
    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
    }

    /// The variable's value, when it is set and not empty.
    package static func environment(_ variable: String) -> String? {
        #if canImport(Glibc)
            guard let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty else { return nil }
            return value
        #else
            return nil
        #endif
    }

    /// Says on standard error, once per message and run, why a folder or file was left out.
    package static func reportOnce(_ message: String) {
        reported.withLock { seen in
            guard seen.insert(message).inserted else { return }
            StandardError.write("\(programName): warning: \(message)\n")
        }
    }

    private static let reported = Mutex<Set<String>>([])

    private static var programName: String {
        executablePath().map { String(name(of: $0)) } ?? "clew"
    }
}

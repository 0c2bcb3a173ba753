internal import CGtk
import Clew
import Glibc

/// Where an app that is not installed finds its settings schema: its `*.gschema.xml` sources compiled
/// (`glib-compile-schemas`) at first use into a cache folder of the user's own, again whenever a source is newer.
/// An installed app needs none of this: meson compiled its schema into `<datadir>/glib-2.0/schemas`.
///
/// ```swift
/// // clew-demo: DataDirectory found Resources/ (swift run) or the installed data.
/// let folder = try SettingsSchemaFolder.compiled(from: "/src/clew/Resources", cacheName: "clew-demo")
/// let settings = try Settings(schema: "io.github.clew.Demo", folder: folder)
/// ```
///
/// The sources' folder and the cache must pass Clew's trust rule (only the user or root can write to them
/// or to any folder above them), and only regular files are compiled. Each sources folder has its own cache
/// (named by a hash of its path), so two clones never overwrite each other's.
public enum SettingsSchemaFolder {
    /// The folder holding `gschemas.compiled` for the schemas in `sources`:
    /// `$XDG_CACHE_HOME/<cacheName>/schemas/<hash of sources>`.
    ///
    /// ```swift
    /// let folder = try SettingsSchemaFolder.compiled(from: "/src/clew/Resources", cacheName: "clew-demo")
    /// ```
    ///
    /// - Throws: ``SettingsError/schemaFolderUnusable(path:reason:)`` when `sources` holds no schema, either folder
    ///   is not trusted, or the compiler is missing or rejects a schema (its first line of error is the reason).
    public static func compiled(from sources: String, cacheName: String) throws(SettingsError) -> String {
        if let problem = TrustedPath.problem(with: sources) {
            throw .schemaFolderUnusable(path: sources, reason: problem)
        }
        let newestSource = try newestSchemaSource(in: sources)
        let hash = g_compute_checksum_for_string(G_CHECKSUM_SHA256, sources, -1)!
        defer { g_free(hash) }
        let cache =
            String(cString: g_get_user_cache_dir()) + "/" + cacheName + "/schemas/"
            + String(String(cString: hash).prefix(16))
        guard g_mkdir_with_parents(cache, 0o700) == 0 else {
            throw .schemaFolderUnusable(path: cache, reason: String(cString: strerror(errno)))
        }
        if let problem = TrustedPath.problem(with: cache) { throw .schemaFolderUnusable(path: cache, reason: problem) }
        let compiled = cache + "/gschemas.compiled"
        if let compiledTime = modificationTime(compiled, regularOnly: true), compiledTime >= newestSource {
            return cache
        }
        try compile(sources, into: cache)
        return cache
    }

    /// The newest modification time of the regular `*.gschema.xml` files in `folder`.
    private static func newestSchemaSource(in folder: String) throws(SettingsError) -> Int {
        guard let directory = g_dir_open(folder, 0, nil) else {
            throw .schemaFolderUnusable(path: folder, reason: "it cannot be read")
        }
        defer { g_dir_close(directory) }
        var newest: Int?
        while let entry = g_dir_read_name(directory) {
            let name = String(cString: entry)
            guard name.hasSuffix(".gschema.xml"), let time = modificationTime(folder + "/" + name, regularOnly: true)
            else { continue }
            newest = max(newest ?? time, time)
        }
        guard let newest else { throw .schemaFolderUnusable(path: folder, reason: "it holds no *.gschema.xml file") }
        return newest
    }

    /// The modification time in nanoseconds, or nil when nothing (or, with `regularOnly`, no regular file) is there.
    private static func modificationTime(_ path: String, regularOnly: Bool) -> Int? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        if regularOnly, status.st_mode & S_IFMT != S_IFREG { return nil }
        return Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
    }

    /// Runs `glib-compile-schemas --strict --targetdir=cache sources` (found on `PATH`).
    private static func compile(_ sources: String, into cache: String) throws(SettingsError) {
        let arguments = ["glib-compile-schemas", "--strict", "--targetdir=" + cache, sources]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var standardError: UnsafeMutablePointer<CChar>?
        var status: Int32 = 0
        var error: UnsafeMutablePointer<GError>?
        let flags = GSpawnFlags(rawValue: G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_STDOUT_TO_DEV_NULL.rawValue)
        let ran = g_spawn_sync(nil, &argv, nil, flags, nil, nil, nil, &standardError, &status, &error)
        defer { g_free(standardError) }
        if ran == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "glib-compile-schemas did not start"
            if let error { g_error_free(error) }
            throw .schemaFolderUnusable(path: sources, reason: UntrustedText.escaped(message))
        }
        guard g_spawn_check_wait_status(status, nil) != 0 else {
            let text = standardError.map { String(cString: $0) } ?? ""
            let line = text.split(separator: "\n").first.map(String.init) ?? "glib-compile-schemas failed"
            throw .schemaFolderUnusable(path: sources, reason: UntrustedText.escaped(line))
        }
    }
}

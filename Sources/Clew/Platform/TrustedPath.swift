#if canImport(CPlatform)
    internal import var CPlatform.CLEW_FILE_DIRECTORY
    internal import func CPlatform.clew_effective_group
    internal import func CPlatform.clew_effective_user
    internal import struct CPlatform.clew_file_status
    internal import func CPlatform.clew_free
    internal import func CPlatform.clew_lstat
    internal import func CPlatform.clew_realpath
#endif

/// Whether only the user (or root) can change what is at a path: the rule for every folder a program
/// reads its own files from (catalogues, style sheets, data). Another user who can write to any folder
/// on the way could replace what is below it, so each component from `/` down is checked:
///
/// - it is owned by the user or by root;
/// - nobody else can write to it: not world-writable, and group-writable only when it is the user's own
///   folder in the user's own group; a sticky folder (`/tmp`) on the way is fine, since entries in it
///   can only be replaced by their owners, but the last folder (the path, or the folder a file is in)
///   must not be writable by others at all: they could add the files looked up in it.
///
/// ```swift
/// TrustedPath.problem(with: "/usr/share/locale")   // nil
/// TrustedPath.problem(with: "/tmp")                // "/tmp can be written by other users"
/// ```
package enum TrustedPath {
    /// Why `path` cannot be trusted, as a sentence fragment naming the component at fault, or nil when it
    /// can. A path that does not exist cannot be trusted.
    package static func problem(with path: String) -> String? {
        #if canImport(CPlatform)
            guard let resolved = resolve(path) else { return "\(shown(path)) does not exist" }
            var components: [String] = ["/"]
            var prefix = ""
            for part in resolved.split(separator: "/") {
                prefix += "/" + part
                components.append(prefix)
            }
            // The last folder is the path itself, or the folder a file is in.
            let lastFolder = isDirectory(resolved) ? components.count - 1 : components.count - 2
            for (index, component) in components.enumerated() {
                if let problem = problem(withComponent: component, isAboveLastFolder: index < lastFolder) {
                    return problem
                }
            }
            return nil
        #else
            return "\(shown(path)) cannot be checked on this system"
        #endif
    }

    /// Whether something (of any kind, a dangling link too) is at `path`.
    package static func exists(_ path: String) -> Bool {
        #if canImport(CPlatform)
            var status = clew_file_status()
            return clew_lstat(path, &status) == 0
        #else
            return false
        #endif
    }

    /// `path` with every symbolic link resolved, or nil when it does not exist.
    package static func resolve(_ path: String) -> String? {
        #if canImport(CPlatform)
            guard let resolved = clew_realpath(path) else { return nil }
            defer { clew_free(resolved) }
            return String(cString: resolved)
        #else
            return nil
        #endif
    }

    /// The path as a message shows it: escaped, on one line.
    static func shown(_ path: String) -> String {
        UntrustedText.escaped(path, limit: UntrustedText.longLimit)
    }

    #if canImport(CPlatform)
        private static func isDirectory(_ path: String) -> Bool {
            var status = clew_file_status()
            return clew_lstat(path, &status) == 0 && status.kind == CLEW_FILE_DIRECTORY
        }

        private static func problem(withComponent path: String, isAboveLastFolder: Bool) -> String? {
            var status = clew_file_status()
            guard clew_lstat(path, &status) == 0 else { return "\(shown(path)) cannot be examined" }
            let user = clew_effective_user()
            guard status.owner == user || status.owner == 0 else {
                return "\(shown(path)) belongs to another user"
            }
            let isSticky = status.kind == CLEW_FILE_DIRECTORY && status.is_sticky
            // A group-writable folder is the user's own only when it is theirs in their own group
            // (the "user private group" every Debian account gets).
            let groupIsOwn = status.owner == user && status.group == clew_effective_group()
            let othersWrite = status.is_others_writable || (status.is_group_writable && !groupIsOwn)
            guard othersWrite else { return nil }
            if isSticky && isAboveLastFolder { return nil }
            return "\(shown(path)) can be written by other users"
        }
    #endif
}

import Glibc
import Testing

/// The core is platform-neutral in fact: every file of `Sources/Clew` that imports a platform module
/// (the C library, libintl, Foundation) does it inside an `#if canImport(…)` branch, which has a fallback.
@Suite("The core imports no platform module unguarded")
struct PlatformImportTests {
    /// Modules the core may use only where they exist.
    static let platformModules: Set<Substring> = [
        "Glibc", "Musl", "Darwin", "Android", "WinSDK", "ucrt", "CIntl", "CPlatform",
        "Foundation", "FoundationEssentials", "FoundationInternationalization",
    ]

    @Test func everyPlatformImportOfTheCoreIsGuarded() throws {
        let files = swiftFiles(under: Self.coreSources)
        #expect(files.count > 50)  // the walk found the sources, not an empty folder
        for file in files {
            let problems = Self.unguardedImports(in: try contents(of: file))
            #expect(problems.isEmpty, "\(file): \(problems)")
        }
    }

    @Test func theCheckSeesAnUnguardedImport() {
        let source = """
            #if canImport(Glibc)
                import func Glibc.write
            #else
                import Foundation
            #endif
            #if DEBUG
                import CIntl
            #endif
            import Synchronization
            @preconcurrency import var Glibc.LC_ALL
            """
        #expect(
            Self.unguardedImports(in: source) == [
                "import Foundation", "import CIntl", "@preconcurrency import var Glibc.LC_ALL",
            ])
    }

    /// The core takes from a platform module only what it names (`import func CPlatform.clew_lstat`), never
    /// the whole module: what it uses of the system is listed at the top of each file.
    @Test func everyPlatformImportOfTheCoreIsScoped() throws {
        for file in swiftFiles(under: Self.coreSources) {
            let problems = Self.wholeModuleImports(in: try contents(of: file))
            #expect(problems.isEmpty, "\(file): \(problems)")
        }
    }

    @Test func theCheckSeesAWholeModuleImport() {
        let source = """
            #if canImport(Glibc)
                import Glibc
            #endif
            #if canImport(CPlatform)
                import func CPlatform.clew_lstat
                import struct CPlatform.clew_file_status
            #endif
            import Synchronization
            @preconcurrency import CIntl
            """
        #expect(Self.wholeModuleImports(in: source) == ["import Glibc", "@preconcurrency import CIntl"])
    }

    /// The import lines of `source` that import a whole platform module, guarded or not.
    static func wholeModuleImports(in source: String) -> [String] {
        source.split(separator: "\n").compactMap { rawLine in
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            let words = line.split(separator: " ")
            guard let at = words.firstIndex(of: "import"), words[..<at].allSatisfy({ $0.hasPrefix("@") }),
                at + 1 < words.count, platformModules.contains(words[at + 1])
            else { return nil }
            return String(line)
        }
    }

    /// The import lines of `source` that name a platform module outside a `canImport` branch.
    static func unguardedImports(in source: String) -> [String] {
        var guards: [Bool] = []  // per open #if: whether the current branch is a canImport one
        var found: [String] = []
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            let words = line.split(separator: " ")
            guard let first = words.first else { continue }
            switch first {
            case "#if": guards.append(line.contains("canImport("))
            case "#elseif": if !guards.isEmpty { guards[guards.count - 1] = line.contains("canImport(") }
            case "#else": if !guards.isEmpty { guards[guards.count - 1] = false }
            case "#endif": _ = guards.popLast()
            default:
                // `import M`, `import func M.f`, `@attribute import M`: the module is the first word after the
                // kind, up to the dot.
                guard let at = words.firstIndex(of: "import"), words[..<at].allSatisfy({ $0.hasPrefix("@") })
                else { continue }
                let kinds: Set<Substring> = ["func", "var", "let", "struct", "class", "enum", "protocol", "typealias"]
                let rest = words[(at + 1)...].drop { kinds.contains($0) }
                guard let path = rest.first, let module = path.split(separator: ".").first,
                    platformModules.contains(module), !guards.contains(true)
                else { continue }
                found.append(String(line))
            }
        }
        return found
    }

    /// `Sources/Clew`, found from this file's path (`Tests/ClewTests/Platform/…`).
    static let coreSources: String = {
        var path = #filePath
        for _ in 0..<4 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/Sources/Clew"
    }()

    /// Every `.swift` file under `folder`, recursively.
    private func swiftFiles(under folder: String) -> [String] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var files: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = folder + "/" + name
            if Int(entry.pointee.d_type) == Int(DT_DIR) {
                files += swiftFiles(under: path)
            } else if name.hasSuffix(".swift") {
                files.append(path)
            }
        }
        return files
    }

    private struct Unreadable: Error { let path: String }

    private func contents(of path: String) throws -> String {
        guard let file = fopen(path, "r") else { throw Unreadable(path: path) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 {
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

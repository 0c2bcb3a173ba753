import Glibc
import Testing

@testable import Clew

/// The one rule for a program's own files: a folder only the user or root can change, a build tree only
/// where the executable is exactly a SwiftPM product of a package, a regular file of a sane size.
@Suite("Program files: trusted folders, build trees, regular files")
struct ProgramFileRuleTests {
    /// A fresh folder under the system's temporary folder, removed afterwards.
    private func withFolder(_ body: (String) throws -> Void) rethrows {
        let folder = "/tmp/clew-rule-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        #expect(mkdir(folder, 0o755) == 0)
        defer { _ = system("rm -rf '\(folder)'") }
        #expect(chmod(folder, 0o755) == 0)  // whatever the umask
        try body(folder)
    }

    private func make(_ path: String, _ contents: String = "") {
        let file = fopen(path, "w")
        #expect(file != nil)
        fputs(contents, file)
        fclose(file)
    }

    @Test func systemFoldersAndTheUsersOwnUnderTheStickyTmpAreTrusted() {
        #expect(TrustedPath.problem(with: "/usr/share") == nil)
        withFolder { folder in
            #expect(TrustedPath.problem(with: folder) == nil)
            mkdir(folder + "/inside", 0o700)
            #expect(TrustedPath.problem(with: folder + "/inside") == nil)
        }
    }

    @Test func aFolderOthersCanWriteToIsNotTrustedNorAnythingBelowIt() {
        withFolder { folder in
            mkdir(folder + "/below", 0o755)
            make(folder + "/below/file")
            #expect(chmod(folder, 0o777) == 0)
            #expect(TrustedPath.problem(with: folder) == "\(folder) can be written by other users")
            #expect(TrustedPath.problem(with: folder + "/below") == "\(folder) can be written by other users")
            #expect(TrustedPath.problem(with: folder + "/below/file") == "\(folder) can be written by other users")
            #expect(chmod(folder, 0o775) == 0)  // group-writable, but the user's own folder in their own group
            #expect(TrustedPath.problem(with: folder + "/below") == nil)
            #expect(chmod(folder, 0o755) == 0)
            #expect(chmod(folder + "/below/file", 0o646) == 0)
            #expect(
                TrustedPath.problem(with: folder + "/below/file")
                    == "\(folder)/below/file can be written by other users")
        }
    }

    /// Sticky `/tmp` is fine above a folder, never as the folder itself: anyone can add files to it.
    @Test func theStickyTmpItselfIsNotAProgramFolder() {
        #expect(TrustedPath.problem(with: "/tmp") == "/tmp can be written by other users")
    }

    /// What another user made under `/tmp` is theirs to change (only checkable as root, who can give it away).
    @Test(.enabled(if: geteuid() == 0)) func aFolderOfAnotherUserUnderTmpIsNotTrusted() {
        withFolder { folder in
            #expect(chown(folder, 65534, 65534) == 0)
            #expect(TrustedPath.problem(with: folder) == "\(folder) belongs to another user")
        }
    }

    /// A link is judged by where it leads.
    @Test func aLinkIsJudgedByWhereItLeads() {
        withFolder { folder in
            #expect(symlink("/tmp", folder + "/link") == 0)
            #expect(TrustedPath.problem(with: folder + "/link") == "/tmp can be written by other users")
            #expect(TrustedPath.problem(with: folder + "/missing") == "\(folder)/missing does not exist")
        }
    }

    @Test func aBuildTreeIsExactlyASwiftPMProductOfAPackage() {
        withFolder { folder in
            let triple = folder + "/pkg/.build/x86_64-unknown-linux-gnu"
            #expect(
                system("mkdir -p '\(triple)/debug' '\(folder)/pkg/.build/release' '\(folder)/other/.build/debug'") == 0)
            // No Package.swift: not a package.
            #expect(ProgramDirectory.packageRoot(ofBuildProduct: triple + "/debug/app") == nil)
            make(folder + "/pkg/Package.swift", "// swift-tools-version: 6.2\n")
            #expect(ProgramDirectory.packageRoot(ofBuildProduct: triple + "/debug/app") == folder + "/pkg")
            #expect(ProgramDirectory.packageRoot(ofBuildProduct: folder + "/pkg/.build/release/app") == folder + "/pkg")
            #expect(ProgramDirectory.packageRoot(ofBuildProduct: folder + "/other/.build/debug/app") == nil)
            // Not the exact layout: a deeper folder, another configuration name, a scratch path elsewhere.
            #expect(ProgramDirectory.packageRoot(ofBuildProduct: triple + "/debug/sub/app") == nil)
            #expect(ProgramDirectory.packageRoot(ofBuildProduct: triple + "/profile/app") == nil)
            #expect(ProgramDirectory.packageRoot(ofBuildProduct: folder + "/pkg/scratch/debug/app") == nil)
        }
    }

    @Test func theRuleLooksAtTheInstallPrefixAndTheBuildTreeOnly() {
        withFolder { folder in
            #expect(system("mkdir -p '\(folder)/share/app' '\(folder)/bin' '\(folder)/a/b' '\(folder)/Resources'") == 0)
            let holds: (String) -> Bool = { _ in true }
            #expect(
                ProgramDirectory.locate(
                    executable: folder + "/bin/app", installed: "app", buildTreeFolder: "Resources", where: holds)
                    == folder + "/share/app")
            // Resources/ two folders above is not looked at (the old rule took any ancestor's).
            let found = ProgramDirectory.locate(
                executable: folder + "/a/b/app", installed: "nothing-here", buildTreeFolder: "Resources",
                where: { TrustedPath.exists($0) })
            #expect(found == nil)
        }
    }

    @Test func aCatalogueMustBeARegularFileOfASaneSize() {
        withFolder { folder in
            #expect(system("mkdir -p '\(folder)/de/LC_MESSAGES' '\(folder)/fr/LC_MESSAGES'") == 0)
            make(folder + "/de/LC_MESSAGES/app.mo", "not really a catalogue")
            #expect(CatalogueDirectory.usable(folder, for: "app"))
            #expect(mkfifo(folder + "/fr/LC_MESSAGES/app.mo", 0o600) == 0)
            #expect(!CatalogueDirectory.usable(folder, for: "app"))
            #expect(
                ProgramFile.problem(at: folder + "/fr/LC_MESSAGES/app.mo", limit: 100)
                    == .notARegularFile(path: folder + "/fr/LC_MESSAGES/app.mo", kind: "a named pipe (FIFO)"))
            unlink(folder + "/fr/LC_MESSAGES/app.mo")
            #expect(symlink("/dev/zero", folder + "/fr/LC_MESSAGES/app.mo") == 0)
            #expect(!CatalogueDirectory.usable(folder, for: "app"))
            #expect(
                ProgramFile.problem(at: folder + "/de/LC_MESSAGES/app.mo", limit: 4)
                    == .tooLarge(path: folder + "/de/LC_MESSAGES/app.mo", size: 22, limit: 4))
        }
    }
}

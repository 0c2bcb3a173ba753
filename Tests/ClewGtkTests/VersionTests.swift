import Clew
import Foundation
import Testing

/// The version is written once in code (`ClewVersion.current`); the changelog's newest version
/// heading, `clew-demo --version`, meson's project version and the AppStream metainfo's newest
/// release must all say the same, so a release cannot bump one and forget another.
@Suite struct VersionTests {
    /// The source tree, found from this file (the build folder may be anywhere: `--scratch-path`).
    static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOfFile: sourceRoot + "/" + relativePath, encoding: .utf8)
    }

    /// The first `## [x.y.z]` heading: Keep a Changelog puts the newest release first, under
    /// `## [Unreleased]`.
    static func newestChangelogVersion() throws -> String? {
        let headings = try read("CHANGELOG.md").split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("## ["), let end = line.firstIndex(of: "]") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 4)..<end])
        }
        #expect(headings.first == "Unreleased", "the changelog starts with an Unreleased section: \(headings)")
        return headings.first { $0 != "Unreleased" }
    }

    @Test func clewDemoPrintsTheChangelogsNewestVersion() async throws {
        let newest = try #require(try Self.newestChangelogVersion())
        #expect(ClewVersion.current == newest)
        let output = try await runDemo(["--version"])
        #expect(output.status == 0)
        #expect(output.text == "clew-demo \(newest)\n")
    }

    @Test func versionsAreSemanticAndNewestFirst() throws {
        let text = try Self.read("CHANGELOG.md")
        let versions = text.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
            .map { line in line.dropFirst(4).prefix { $0 != "]" }.split(separator: ".").compactMap { Int($0) } }
        #expect(versions.count >= 2)
        #expect(versions.allSatisfy { $0.count == 3 }, "major.minor.patch: \(versions)")
        for (newer, older) in zip(versions, versions.dropFirst()) {
            #expect(newer.lexicographicallyPrecedes(older) == false && newer != older, "\(newer) after \(older)")
        }
    }

    @Test func mesonAndTheMetainfoSayTheSameVersion() throws {
        let version = ClewVersion.current
        #expect(try Self.read("meson.build").contains("project('clew-demo', version: '\(version)'"))
        let metainfo = try Self.read("Resources/io.github.clew.Demo.metainfo.xml")
        let firstRelease = try #require(metainfo.range(of: "<release version=\""))
        #expect(metainfo[firstRelease.upperBound...].hasPrefix("\(version)\""), "the newest <release> first")
    }
}

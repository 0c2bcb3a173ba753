import Foundation
import Testing

/// Translations as a person meets them: clew-demo run as a child process in German and Arabic, with the
/// catalogues compiled from the checked-in `.po` files, and the checks CI makes on those files.
/// Children get `LC_ALL=C.UTF-8`, so gettext honours `LANGUAGE` with no German or Arabic locale installed.
@Suite struct TranslationProcessTests {
    /// The package's root: this file is `Tests/ClewGtkTests/TranslationProcessTests.swift`.
    static let sourceRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// A string marked for translation but not extracted (or a stale POTFILES) fails here, with the diff.
    @Test func theTemplatesAreCurrent() throws {
        let output = try Self.runTool(Self.sourceRoot + "/po/extract", ["--check"])
        #expect(output.status == 0, "run po/extract and commit the result:\n\(output.text)")
    }

    /// Every `.po` compiles with `msgfmt --check` (formats, plural forms, header) and is complete.
    @Test func everyTranslationCompilesAndIsComplete() throws {
        let directory = try compiledCatalogues()
        let folders = ["clew": "po/clew", "clew-demo": "po/clew-demo", "clew-notes": "Examples/Notes/po"]
        for language in ["de", "ar"] {
            for (domain, folder) in folders {
                #expect(FileManager.default.fileExists(atPath: "\(directory)/\(language)/LC_MESSAGES/\(domain).mo"))
                let statistics = try Self.runTool(
                    "/usr/bin/msgfmt",
                    ["--check", "--statistics", "-o", "/dev/null", "\(Self.sourceRoot)/\(folder)/\(language).po"])
                #expect(statistics.status == 0, "\(statistics.text)")
                #expect(
                    !statistics.text.contains("untranslated") && !statistics.text.contains("fuzzy"),
                    "\(domain)/\(language).po: \(statistics.text)")
            }
        }
    }

    @Test(arguments: [
        (
            "de",
            [
                "Aufruf: clew-demo", "Zeigt die Ausgangsszenarien von Clew",
                "  --help                    diese Hilfe anzeigen",
            ]
        ),
        (
            "ar",
            ["الاستخدام: clew-demo", "يعرض سيناريوهات Clew الأساسية", "  --help                    اعرض هذه المساعدة"]
        ),
    ])
    func theHelpReadsInTheLanguage(language: String, expected: [String]) async throws {
        let output = try await runDemo(["--help"], environment: try environment(language))
        #expect(output.status == 0)
        for line in expected { #expect(output.text.contains(line), "\(output.text)") }
        #expect(!output.text.contains("show this help"))
        #expect(output.text.contains("  leave-game        "), "scenario names stay as typed")
    }

    @Test func aMistakeIsReportedInTheLanguage() async throws {
        let output = try await runDemo(["--style", "sepia"], environment: try environment("de"))
        #expect(output.status == 2)
        #expect(output.text == "clew-demo: --style ist system, light oder dark, nicht “sepia”.\n")
    }

    /// What is on screen, as `--list-texts` prints it after the screenshot, and the direction.
    @Test(
        arguments: [
            (
                "de", ["--scenario", "leave-game"], "left to right",
                [
                    "Wollen Sie das Spiel wirklich verlassen?", "Ungespeicherter Fortschritt geht verloren!", "Nein",
                    "Verlassen",
                ],
                ["Are you sure you want to leave?", "Leave"]
            ),
            (
                "ar", ["--scenario", "leave-game"], "right to left",
                ["أمتأكد أنك تريد المغادرة؟", "سيضيع كل تقدّم غير محفوظ!", "لا", "غادر"],
                ["Are you sure you want to leave?", "Leave"]
            ),
            (
                "de", [], "left to right", ["Szenarien", "Einstellungen", "Das Spiel verlassen", "Noch keine Auswahl"],
                ["Scenarios"]
            ),
            (
                "ar", [], "right to left", ["السيناريوهات", "الإعدادات", "غادر اللعبة", "لا اختيارات بعد"],
                ["Scenarios"]
            ),
            (
                "de", ["--scenario", "difficulty"], "left to right",
                ["Schwierigkeitsgrad", "Leicht", "Normal", "Schwer"], ["Easy"]
            ),
            ("ar", ["--scenario", "difficulty"], "right to left", ["الصعوبة", "سهل", "عادي", "صعب"], ["Easy"]),
            (
                "de", ["--scenario", "background-image", "--image-url", "http://127.0.0.1:9/missing.png"],
                "left to right",
                ["Hintergrundbild", "Das Bild konnte nicht geladen werden", "Erneut versuchen"], ["Retry"]
            ),
            (
                "ar", ["--scenario", "background-image", "--image-url", "http://127.0.0.1:9/missing.png"],
                "right to left",
                ["صورة الخلفية", "تعذّر تحميل الصورة", "أعد المحاولة"], ["Retry"]
            ),
            // A plural: one update is Arabic's own form for one (no digit), German's singular.
            (
                "de", ["--scenario", "single-top"], "left to right",
                [
                    "Spieler: Grace",
                    "1-mal an Ort und Stelle aktualisiert: weiterhin eine Spielerseite auf dem Stapel.",
                ],
                ["Opened by a push."]
            ),
            (
                "ar", ["--scenario", "single-top"], "right to left",
                ["اللاعب: Grace", "حُدّثت في مكانها مرة واحدة: ما زالت شاشة لاعب واحدة على المكدّس."],
                ["Opened by a push."]
            ),
        ] as [(String, [String], String, [String], [String])])
    func theDemoShowsTheLanguage(
        language: String, arguments: [String], direction: String, shown: [String], notShown: [String]
    ) async throws {
        let path = "/tmp/clew-demo-\(language)-\(arguments.dropFirst().first ?? "home")-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try await runDemo(
            arguments + ["--screenshot", path, "--list-texts"], environment: try environment(language))
        #expect(output.status == 0, "\(output.text)")
        #expect(output.text.contains(", \(direction), light style)"), "\(output.text)")
        let texts = output.text.split(separator: "\n").compactMap { line in
            line.hasPrefix("clew-demo: text: ") ? String(line.dropFirst("clew-demo: text: ".count)) : nil
        }
        for text in shown { #expect(texts.contains(text), "\(text) not in \(texts)") }
        for text in notShown { #expect(!texts.contains(text), "\(text) in \(texts)") }
    }

    /// A damaged catalogue, or none, gives English back: never a crash.
    @Test(arguments: ["damaged", "missing"])
    func aBadCatalogueFallsBackToEnglish(kind: String) async throws {
        let directory = NSTemporaryDirectory() + "clew-locale-\(kind)-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(
            atPath: directory + "/de/LC_MESSAGES", withIntermediateDirectories: true)
        if kind == "damaged" {
            for domain in ["clew", "clew-demo"] {
                let garbage = Data([0xde, 0x12, 0x04, 0x95] + (0..<200).map { UInt8(truncatingIfNeeded: $0 * 37) })
                #expect(
                    FileManager.default.createFile(
                        atPath: "\(directory)/de/LC_MESSAGES/\(domain).mo", contents: garbage))
            }
        }
        let output = try await runDemo(
            ["--help"], environment: ["LANGUAGE": "de", "LC_ALL": "C.UTF-8", "CLEW_LOCALEDIR": directory])
        #expect(output.status == 0)
        #expect(output.text.hasPrefix("Usage: clew-demo"), "\(output.text)")
    }

    /// `LANGUAGE`, a C.UTF-8 locale, and the catalogues compiled from the `.po` files.
    private func environment(_ language: String) throws -> [String: String] {
        ["LANGUAGE": language, "LC_ALL": "C.UTF-8", "CLEW_LOCALEDIR": try compiledCatalogues()]
    }

    /// Every `.po` compiled once per test run into a temporary directory (`scripts/compile-translations`,
    /// which checks each with `msgfmt --check`).
    private static let catalogues: (directory: String, output: (status: Int32, text: String)?) = {
        let directory = NSTemporaryDirectory() + "clew-locale-\(getpid())"
        return (directory, try? runTool(sourceRoot + "/scripts/compile-translations", [directory]))
    }()

    private func compiledCatalogues() throws -> String {
        let output = try #require(Self.catalogues.output, "scripts/compile-translations did not run")
        #expect(output.status == 0 && !output.text.contains("warning"), "\(output.text)")
        return Self.catalogues.directory
    }

    /// Runs a tool of the source tree or the system and returns its status and combined output.
    private static func runTool(_ path: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: sourceRoot)
        return try runCollectingOutput(process)
    }
}

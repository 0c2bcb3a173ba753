import Clew
import ClewAdwaita
import ClewDemoScenarios
import ClewGtk

/// The command line of `clew-demo`, parsed without Foundation so start-up stays light.
@MainActor
struct DemoOptions: Equatable {
    /// The id of the scenario to open at start.
    var scenario: String?
    var imageURL: String?
    var screenshotPath: String?
    var exitsAfterFirstFrame = false
    /// `--list-texts`: with `--screenshot`, print the texts on screen too (for translators and tests).
    var listsTexts = false
    /// `clew://` links to open (`clew-demo clew://paywall?source=profile`).
    var links: [String] = []
    /// `--layout sidebar`: the scenarios in a sidebar beside the content, instead of tabs; nil for the saved
    /// preference (``DemoPreferences``).
    var usesSidebar: Bool?
    /// `--style system`, `light` or `dark`; nil for the saved preference.
    var colorScheme: Appearance.ColorScheme?
    /// `--direction rtl` or `ltr`; nil follows the locale (`LANGUAGE=ar` is right to left).
    var isRightToLeft: Bool?
    /// `--toolkit adwaita` (GNOME's own widgets) or `gtk` (plain GTK 4); nil for the saved preference
    /// (adwaita unless changed).
    var toolkit: Toolkit?

    static var version: String { ClewVersion.current }

    static var usage: String {
        // The command's syntax stays as typed; what it means is translated.
        let links: [(String, String)] = [
            ("clew://", tr("the home page")),
            ("clew://paywall?source=SOURCE", tr("the paywall from home or profile")),
            ("clew://scenario/NAME", tr("a scenario, as --scenario NAME")),
        ]
        let options: [(String, String)] = [
            ("--scenario NAME", tr("open a scenario at start (see below)")),
            // TRANSLATORS: a line break (\n) starts a new line of the help, indented under the first.
            (
                "--image-url URL",
                tr("the image the background-image scenario loads\n(http, https or file; default: the bundled sample)")
            ),
            (
                "--screenshot PATH",
                tr(
                    "open the scenario, wait until it is drawn (and loaded),\nwrite a PNG of the window with its dialogs and popovers, exit"
                )
            ),
            (
                "--layout tabs|sidebar",
                tr(
                    "Scenarios and Settings tabs (default), or the scenarios\nin a sidebar beside the content (a split view)"
                )
            ),
            ("--style system|light|dark", tr("the desktop's style, or always light or dark (default: system)")),
            (
                "--direction ltr|rtl",
                tr("lay out left to right or right to left\n(default: from the locale, e.g. LANGUAGE=ar)")
            ),
            ("--toolkit adwaita|gtk", tr("libadwaita's widgets (default), or plain GTK 4's")),
            (
                "--list-texts",
                tr("with --screenshot: also print the texts on screen, one a line\n(for translators and tests)")
            ),
            ("--exit-after-first-frame", tr("exit as soon as the first frame is painted (for benchmarks)")),
            ("--help", tr("show this help")),
            ("--version", tr("show the version")),
        ]
        // Lines joined, not one multi-line literal: xgettext reads Swift as C, which has none.
        return [
            tr("Usage:") + " clew-demo [LINK…] [--scenario NAME] [--image-url URL] [--screenshot PATH]",
            "                 [--style system|light|dark] [--direction ltr|rtl] [--layout tabs|sidebar]",
            "                 [--toolkit adwaita|gtk] [--list-texts] [--exit-after-first-frame] [--help] [--version]",
            "",
            tr("Shows Clew's seed scenarios in a GTK 4 window."),
            "",
            tr("Links (a running clew-demo opens them in its window):"),
            columns(links, width: 30),
            "",
            tr("Options:"),
            columns(options, width: 26),
            "",
            tr("Scenarios:"),
            columns(Scenarios.all.map { ($0.id, $0.summary) }, width: 18),
        ].joined(separator: "\n")
    }

    /// Two columns, two spaces in: each name padded to `width`, its text's later lines under its first.
    private static func columns(_ rows: [(String, String)], width: Int) -> String {
        let indent = String(repeating: " ", count: width + 2)
        return rows.map { name, text in
            "  " + name.padded(to: width) + text.split(separator: "\n").joined(separator: "\n" + indent)
        }.joined(separator: "\n")
    }

    /// What the command line asks for.
    enum Command: Equatable {
        case run(DemoOptions)
        case help
        case version
    }

    /// A command-line mistake, with the message the user sees (what it quotes is escaped:
    /// ``UntrustedText``).
    struct UsageError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var options = DemoOptions()
        var remaining = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                // TRANSLATORS: %s is the option, such as --scenario.
                throw UsageError(description: tr("%s needs a value.").substituting(flag))
            }
            return value
        }
        while let argument = remaining.popFirst() {
            let (flag, inlineValue) = splitInlineValue(argument)
            func flagValue() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                return try value(for: flag)
            }
            switch flag {
            case "--help", "-h": return .help
            case "--version": return .version
            case "--scenario":
                let name = try flagValue()
                guard Scenarios.named(name) != nil else {
                    let names = Scenarios.all.map(\.id).joined(separator: ", ")
                    throw UsageError(
                        // TRANSLATORS: %1$s is the name given, quoted; %2$s lists the scenarios.
                        description: tr("Unknown scenario %1$s. Scenarios: %2$s.").substituting(
                            UntrustedText.quoted(name), names))
                }
                options.scenario = name
            case "--image-url": options.imageURL = try flagValue()
            case "--screenshot": options.screenshotPath = try flagValue()
            case "--exit-after-first-frame": options.exitsAfterFirstFrame = true
            case "--list-texts": options.listsTexts = true
            case "--style":
                switch try flagValue() {
                case "system": options.colorScheme = .followSystem
                case "dark": options.colorScheme = .dark
                case "light": options.colorScheme = .light
                case let other:
                    throw UsageError(
                        description: tr("--style is system, light or dark, not %s.").substituting(
                            UntrustedText.quoted(other)))
                }
            case "--toolkit":
                switch try flagValue() {
                case "adwaita": options.toolkit = .adwaita
                case "gtk": options.toolkit = .gtk
                case let other:
                    throw UsageError(
                        description: tr("--toolkit is adwaita or gtk, not %s.").substituting(
                            UntrustedText.quoted(other)))
                }
            case "--layout":
                switch try flagValue() {
                case "sidebar": options.usesSidebar = true
                case "tabs": options.usesSidebar = false
                case let other:
                    throw UsageError(
                        description: tr("--layout is tabs or sidebar, not %s.").substituting(
                            UntrustedText.quoted(other)))
                }
            case "--direction":
                switch try flagValue() {
                case "rtl": options.isRightToLeft = true
                case "ltr": options.isRightToLeft = false
                case let other:
                    throw UsageError(
                        description: tr("--direction is ltr or rtl, not %s.").substituting(UntrustedText.quoted(other)))
                }
            default:
                guard !argument.hasPrefix("-") else {
                    throw UsageError(
                        description:
                            tr("Unknown option %s. Run clew-demo --help for the options.").substituting(
                                UntrustedText.quoted(argument)))
                }
                // Anything else is a link, even one that is not well formed: the app opens its window
                // and says there why it cannot open it (a person who clicked it reads no terminal).
                // Application hands it on exactly as typed, to a running instance too.
                options.links.append(argument)
            }
        }
        return .run(options)
    }

    /// "--scenario=paywall" → ("--scenario", "paywall").
    private static func splitInlineValue(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

extension String {
    func padded(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

/// A plain, comparable summary of a view, used in ``RenderEvent`` logs and error messages.
public enum RenderedContent: Hashable, Sendable, CustomStringConvertible {
    /// An alert with its title, message and action titles in order.
    case alert(title: String?, message: String?, actions: [String])
    /// A picker with its title and options.
    case picker(title: String?, options: [String])
    /// A screen, by title.
    case screen(title: String)
    /// A ``Toast``: its message and action title.
    case toast(title: String, action: String?)
    /// A kind of your own (``ViewContent/custom(_:)``): a name for the kind, its title and choices.
    case custom(kind: String, title: String?, choices: [String])

    public var description: String {
        switch self {
        case .alert(let title, _, let actions):
            "alert “\(title ?? "")” [\(actions.joined(separator: ", "))]"
        case .picker(let title, let options):
            "picker “\(title ?? "")” [\(options.joined(separator: ", "))]"
        case .screen(let title):
            "screen “\(title)”"
        case .toast(let title, let action):
            "toast “\(title)”" + (action.map { " [\($0)]" } ?? "")
        case .custom(let kind, let title, let choices):
            "\(kind) “\(title ?? "")” [\(choices.joined(separator: ", "))]"
        }
    }
}

/// A plain, comparable summary of a ``PresentationStyle``.
public enum RenderedStyle: Hashable, Sendable, CustomStringConvertible {
    /// A centered modal dialog.
    case dialog
    /// A bottom-aligned modal dialog.
    case sheet
    /// A popover at the named anchor.
    case popover(anchor: String, permittedArrowDirections: ArrowDirections)
    /// A ``CustomPresentationStyle``, by name.
    case custom(String)
    /// A toast at the bottom of the window.
    case toast

    public var description: String {
        switch self {
        case .dialog: "dialog"
        case .sheet: "sheet"
        case .popover(let anchor, let directions): "popover at “\(anchor)” (arrow \(directions))"
        case .custom(let name): name
        case .toast: "toast"
        }
    }
}

/// One thing a renderer drew or the user did, in order. Every renderer that keeps a log records the
/// same events for the same scenario, so logs from the headless and the GTK renderer compare equal.
///
/// <!-- doc-test:
/// let alert = AlertModel(title: "Leave?")
/// alert.actions.append(.init(title: "No", style: .cancel))
/// alert.actions.append(.init(title: "Leave", style: .destructive))
/// router.navigate(to: AlertBuilder().presentRoute(), with: alert)
/// try renderer.tap(actionTitled: "Leave")
/// -->
/// ```swift
/// #expect(renderer.events == [
///     .presented(.alert(title: "Leave?", message: nil, actions: ["No", "Leave"]), .dialog),
///     .chose("Leave", in: .alert(title: "Leave?", message: nil, actions: ["No", "Leave"])),
///     .dismissed(.alert(title: "Leave?", message: nil, actions: ["No", "Leave"])),
/// ])
/// ```
public enum RenderEvent: Hashable, Sendable, CustomStringConvertible {
    /// A view appeared as a dialog, sheet or popover.
    case presented(RenderedContent, RenderedStyle)
    /// The user chose the action or option with this title.
    case chose(String, in: RenderedContent)
    /// A presented view closed.
    case dismissed(RenderedContent)
    /// A screen went on top of the navigation stack.
    case pushed(String)
    /// A screen left the navigation stack.
    case popped(String)
    /// The top screen was swapped for another.
    case replaced(String, with: String)
    /// The top screen was updated in place by an updating route; its title after the update.
    case updated(String)
    /// Every screen left and this one became the whole content of the window (a root transition).
    case rootReplaced(with: String)
    /// The window got tabs (their titles) with this one selected.
    case tabsSet([String], selected: String)
    /// The tab with this title was selected (by the app or the user).
    case tabSelected(String)
    /// The window was split: this sidebar beside the content pane.
    case sidebarSet(String)
    /// A feature's view on a screen changed what it shows, e.g. `ClewImages`' image state
    /// (`RenderEvent.image(_:on:)` makes these).
    case feature(FeatureEvent)

    public var description: String {
        switch self {
        case .presented(let content, let style): "present \(content) as \(style)"
        case .chose(let title, let content): "choose “\(title)” in \(content)"
        case .dismissed(let content): "dismiss \(content)"
        case .pushed(let title): "push screen “\(title)”"
        case .popped(let title): "pop screen “\(title)”"
        case .replaced(let old, let new): "replace screen “\(old)” with “\(new)”"
        case .updated(let title): "update screen “\(title)”"
        case .rootReplaced(let title): "replace the root with “\(title)”"
        case .tabsSet(let titles, let selected): "set tabs [\(titles.joined(separator: ", "))], “\(selected)” selected"
        case .tabSelected(let title): "select tab “\(title)”"
        case .sidebarSet(let title): "set sidebar “\(title)”"
        case .feature(let event): event.description
        }
    }
}

/// What a feature module's view showed, in a form every renderer logs alike.
///
/// Feature modules wrap it in a static factory on ``RenderEvent`` so tests read naturally:
///
/// ```swift
/// extension RenderEvent {
///     static func map(_ region: String, on screen: String) -> RenderEvent {
///         .feature(FeatureEvent(feature: "map", summary: region, screen: screen))
///     }
/// }
/// ```
public struct FeatureEvent: Hashable, Sendable, CustomStringConvertible {
    /// Which feature drew it, e.g. `"image"`.
    public let feature: String
    /// What it shows now, as a short phrase.
    public let summary: String
    /// The title of the screen it is on.
    public let screen: String

    /// Creates an event.
    public init(feature: String, summary: String, screen: String) {
        self.feature = feature
        self.summary = summary
        self.screen = screen
    }

    public var description: String { "show \(summary) on “\(screen)”" }
}

/// A plain, comparable summary of a view, used in ``RenderEvent`` logs and error messages.
public enum RenderedContent: Hashable, Sendable, CustomStringConvertible {
    /// An alert with its title, message and action titles in order.
    case alert(title: String?, message: String?, actions: [String])
    /// A picker with its title and options.
    case picker(title: String?, options: [String])
    /// A screen, by title.
    case screen(title: String)

    public var description: String {
        switch self {
        case .alert(let title, _, let actions):
            "alert “\(title ?? "")” [\(actions.joined(separator: ", "))]"
        case .picker(let title, let options):
            "picker “\(title ?? "")” [\(options.joined(separator: ", "))]"
        case .screen(let title):
            "screen “\(title)”"
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

    public var description: String {
        switch self {
        case .dialog: "dialog"
        case .sheet: "sheet"
        case .popover(let anchor, let directions): "popover at “\(anchor)” (arrow \(directions))"
        }
    }
}

/// One thing a renderer drew or the user did, in order. Every renderer that keeps a log records the
/// same events for the same scenario, so logs from the headless and the GTK renderer compare equal.
///
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
    /// An image screen (by title) changed what it shows; progress steps are not logged.
    case image(RenderedImage, on: String)

    public var description: String {
        switch self {
        case .presented(let content, let style): "present \(content) as \(style)"
        case .chose(let title, let content): "choose “\(title)” in \(content)"
        case .dismissed(let content): "dismiss \(content)"
        case .pushed(let title): "push screen “\(title)”"
        case .popped(let title): "pop screen “\(title)”"
        case .replaced(let old, let new): "replace screen “\(old)” with “\(new)”"
        case .image(let image, let title): "show \(image) on “\(title)”"
        }
    }
}

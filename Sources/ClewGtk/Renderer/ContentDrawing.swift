import Clew

/// The widgets a drawer makes for a presented ``RespondingContent`` of your own kind (see
/// ``GtkRenderer/drawContent(of:with:)``).
@MainActor
public struct ContentWidgets {
    /// The content's root widget: what goes in the dialog, sheet or popover.
    public var root: Widget
    /// One button per choice, in order: the keyboard starts on the first (or ``preferredButton``).
    public var buttons: [Button]
    /// Text fields whose contents go with a choice (``RespondingContent/response(choosing:fieldValues:)``).
    public var fields: [any EditableText]
    /// The button that Enter presses, if any.
    public var preferredButton: Button?

    /// Widgets rooted at `root`.
    public init(root: Widget, buttons: [Button] = [], fields: [any EditableText] = [], preferredButton: Button? = nil) {
        self.root = root
        self.buttons = buttons
        self.fields = fields
        self.preferredButton = preferredButton
    }
}

/// The drawers registered for kinds of ``RespondingContent``, by type; kinds with none get a
/// heading and one button per choice.
@MainActor
package final class ContentDrawers {
    private var drawers:
        [ObjectIdentifier: @MainActor (any RespondingContent, @escaping @MainActor (Int) -> Void) -> ContentWidgets] =
            [:]

    func draw<C: RespondingContent>(
        _ type: C.Type,
        with draw: @escaping @MainActor (C, _ choose: @escaping @MainActor (Int) -> Void) -> ContentWidgets
    ) {
        drawers[ObjectIdentifier(type)] = { content, choose in draw(content as! C, choose) }
    }

    /// The registered drawer's widgets for `content`, else the default drawing.
    func widgets(for content: any RespondingContent, onChoose: @escaping @MainActor (Int) -> Void)
        -> PresentationWidgets
    {
        let drawn =
            drawers[ObjectIdentifier(type(of: content))]?(content, onChoose)
            ?? defaultWidgets(for: content, onChoose: onChoose)
        return PresentationWidgets(
            root: drawn.root, fields: drawn.fields, buttons: drawn.buttons, preferredButton: drawn.preferredButton)
    }

    /// A heading and a column of buttons, one per choice: enough to use a new kind before drawing it.
    private func defaultWidgets(for content: any RespondingContent, onChoose: @escaping @MainActor (Int) -> Void)
        -> ContentWidgets
    {
        let buttons = content.choices.enumerated().map { index, choice in
            Button(choice) { _ in onChoose(index) }.expanding(horizontally: true)
        }
        let root = Box(.vertical, spacing: 6) {
            if let title = content.title {
                Label(title).cssClasses("heading").wrapping(maxWidthChars: 40, centered: true)
            }
            buttons.map { $0 as Widget }
        }
        .cssClasses("clew-choices").margins(12)
        return ContentWidgets(root: root, buttons: buttons)
    }
}

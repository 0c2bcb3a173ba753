/// Builds the children of a container from a list of widget expressions, with `if`, `switch` and
/// `for` allowed:
///
/// ```swift
/// Box(.vertical, spacing: 6) {
///     Label(note.title).cssClasses("heading")
///     if let date = note.date { Label(date).cssClasses("dim-label") }
///     for tag in note.tags { Label(tag) }
/// }
/// ```
@MainActor
@resultBuilder
public enum WidgetList {
    public static func buildExpression(_ widget: Widget) -> [Widget] { [widget] }
    public static func buildExpression(_ widgets: [Widget]) -> [Widget] { widgets }
    public static func buildBlock(_ parts: [Widget]...) -> [Widget] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Widget]?) -> [Widget] { part ?? [] }
    public static func buildEither(first part: [Widget]) -> [Widget] { part }
    public static func buildEither(second part: [Widget]) -> [Widget] { part }
    public static func buildArray(_ parts: [[Widget]]) -> [Widget] { parts.flatMap { $0 } }
}

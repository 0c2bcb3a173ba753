/// Marks the time GTK spends in one of a list view's callbacks: making or filling a row (`setup`, `bind`,
/// which GTK runs while it lays the view out or scrolls it), an activation, a column's comparison. A
/// ``ListModel`` changed then takes the change at once (its ``ListModel/count`` and elements are the new
/// ones), but tells GTK (`items-changed`) on the next main-loop turn: told in the middle of its layout,
/// GTK 4.8 pulls rows out from under itself and aborts (`gtk_widget_root: assertion failed`).
/// A view wraps each callback: `ListCallbackScope.run { bind(row, element) }`, so that a model updated in
/// `bind` reaches GTK after it.
@MainActor
enum ListCallbackScope {
    /// How many list callbacks are running (they nest: a bind may activate another list).
    private static var depth = 0

    /// Whether a list callback is running: changes must wait before GTK hears of them.
    static var isActive: Bool { depth > 0 }

    /// Runs `body` as a list callback.
    static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        depth += 1
        defer { depth -= 1 }
        return try body()
    }
}

import ClewGtk
import ClewGtkBindings

// What `widgets` mode reaches through the generated layer, as an app does for a property ClewGtk does not wrap:
// `as(_:)` and the typed property or observer. In a file of its own: the generated names (`Label`, `Entry`…)
// would make ClewGtk's ambiguous where both are imported.

extension WidgetCycles {
    /// Calls `handler` with the label's text whenever it changes (`GtkLabel:label`).
    static func observeText(of label: ClewGtk.Label, _ handler: @escaping @MainActor (String) -> Void) {
        label.as(ClewGtkBindings.Label.self)?.connectLabelChanged { label in handler(label.label ?? "") }
    }

    /// Hides the entry's text, as a password field does (`GtkEntry:visibility`).
    static func hideText(of entry: ClewGtk.Entry) {
        entry.as(ClewGtkBindings.Entry.self)?.isVisibility = false
    }
}

internal import CGtk

extension Widget {
    /// Activates the action `name` as seen from this widget (its own, its ancestors', the
    /// window's and the app's: `"list.scroll-to-item"`, `"win.search"`), with `parameter`
    /// (`gtk_widget_activate_action_variant`). Returns false when no such action is found.
    ///
    /// ```swift
    /// list.activateAction("list.scroll-to-item", parameter: .uint32(42))
    /// ```
    @discardableResult
    public func activateAction(_ name: String, parameter: ActionParameter? = nil) -> Bool {
        // GTK does not consume a floating parameter on every path (a widget class's own actions
        // leak it, seen under valgrind): own it here and let it go after.
        let variant = parameter.flatMap { g_variant_ref_sink($0.makeVariant()) }
        defer { if let variant { g_variant_unref(variant) } }
        return gtk_widget_activate_action_variant(gtkWidget, name, variant) != 0
    }
}

/// A parameter for ``Widget/activateAction(_:parameter:)``.
public enum ActionParameter: Sendable {
    /// A `guint32` (`"u"`): a position in a list.
    case uint32(UInt32)
    /// A string (`"s"`).
    case string(String)
    /// A boolean (`"b"`).
    case bool(Bool)
    /// A tuple of parameters (`"(ubb)"`, say).
    indirect case tuple([ActionParameter])

    /// A new floating `GVariant`.
    func makeVariant() -> OpaquePointer {
        switch self {
        case .uint32(let value): return g_variant_new_uint32(value)
        case .string(let value): return g_variant_new_string(value)
        case .bool(let value): return g_variant_new_boolean(value ? 1 : 0)
        case .tuple(let parts):
            let children: [OpaquePointer?] = parts.map { $0.makeVariant() }
            return children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize(parts.count)) }
        }
    }
}

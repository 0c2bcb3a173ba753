internal import CGtk

extension DropTarget {
    /// Shows what a drag of `kind` hovering at `point` would show, as GTK's own `enter` and `motion`
    /// handling does: when the target takes the kind and ``acceptsDrop(at:)`` welcomes the point, its
    /// widget gets the `:drop(active)` state (`GTK_STATE_FLAG_DROP_ACTIVE`, which the theme draws as
    /// the drop highlight); otherwise the state is taken away. Returns whether the drag is welcome
    /// there. For the GTK test driver, which cannot make another app's drag.
    @_spi(Testing)
    public func hover(_ kind: TransferContent.Kind, at point: DropPoint) -> Bool {
        let welcome = takes(kind) && handlers.accepts(point)
        guard let widget = gtk_event_controller_get_widget(opaque)
        else { return welcome }
        if welcome {
            gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_DROP_ACTIVE, 0)
        } else {
            gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_DROP_ACTIVE)
        }
        return welcome
    }

    /// The hovering drag left (or was dropped): the highlight goes, as GTK takes it away when a drag
    /// crosses out of the widget.
    @_spi(Testing)
    public func leave() {
        guard let widget = gtk_event_controller_get_widget(opaque)
        else { return }
        gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_DROP_ACTIVE)
    }
}

extension Widget {
    /// Whether the widget shows the drop highlight: a welcome drag hovers over it (its
    /// `:drop(active)` state, `GTK_STATE_FLAG_DROP_ACTIVE`).
    ///
    /// <!-- doc-test: gtk
    /// let zone = Label("Drop contact cards here")
    /// -->
    /// ```swift
    /// if zone.isDropHighlighted { print("a drag hovers over the drop zone") }
    /// ```
    public var isDropHighlighted: Bool {
        gtk_widget_get_state_flags(gtkWidget).rawValue & GTK_STATE_FLAG_DROP_ACTIVE.rawValue != 0
    }
}

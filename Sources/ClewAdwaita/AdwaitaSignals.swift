internal import ClewAdwCore
import ClewGtk

// ClewAdwaita's widgets and presenters connect libadwaita's signals through the generated layer's typed ones
// (`ClewAdwCore`, libadwaita's generated core module). They are reached from this file alone: the generated module's names (`Window`, `Toast`,
// `EntryRow`…) would make the hand-written ones ambiguous in any file that imports it. Each handler is counted by a
// `SignalHandlerBox` and released once; those that go through `connectGenerated` also receive the wrapper that
// connected and are quiet while a `ListRow` around the widget is bound.

/// libadwaita's signals, connected through their generated typed declarations.
@MainActor
enum AdwaitaSignals {
    /// `AdwEntryRow::apply`: the ✓ button, or Enter.
    @discardableResult
    static func onApply(
        of row: ClewAdwaita.EntryRow, _ handler: @escaping @MainActor (ClewAdwaita.EntryRow) -> Void
    ) -> SignalConnection {
        row.connectGenerated(as: ClewAdwCore.EntryRow.self, handler) { $0.connectApply($1) }
    }

    /// `AdwComboRow:selected` changed.
    @discardableResult
    static func onSelectedChange(
        of row: ClewAdwaita.ComboRow, _ handler: @escaping @MainActor (ClewAdwaita.ComboRow) -> Void
    ) -> SignalConnection {
        row.connectGenerated(as: ClewAdwCore.ComboRow.self, handler) { $0.connectSelectedChanged($1) }
    }

    /// `AdwActionRow::activated`.
    @discardableResult
    static func onActivated(
        of row: ClewAdwaita.ActionRow, _ handler: @escaping @MainActor (ClewAdwaita.ActionRow) -> Void
    ) -> SignalConnection {
        row.connectGenerated(as: ClewAdwCore.ActionRow.self, handler) { $0.connectActivated($1) }
    }

    /// `AdwSplitButton::clicked`: its main part was clicked.
    @discardableResult
    static func onClicked(
        of button: ClewAdwaita.SplitButton, _ handler: @escaping @MainActor (ClewAdwaita.SplitButton) -> Void
    ) -> SignalConnection {
        button.connectGenerated(as: ClewAdwCore.SplitButton.self, handler) { $0.connectClicked($1) }
    }

    /// `AdwViewStack:visible-child` changed.
    @discardableResult
    static func onVisibleChildChange(
        ofViewStack viewStack: ClewGtk.Widget, _ handler: @escaping @MainActor (ClewGtk.Widget) -> Void
    ) -> SignalConnection {
        viewStack.connectGenerated(as: ClewAdwCore.ViewStack.self, handler) { $0.connectVisibleChildChanged($1) }
    }

    /// `AdwLeaflet:folded` changed.
    @discardableResult
    static func onFoldChange(
        ofLeaflet leaflet: ClewGtk.Widget, _ handler: @escaping @MainActor (ClewGtk.Widget) -> Void
    ) -> SignalConnection {
        leaflet.connectGenerated(as: ClewAdwCore.Leaflet.self, handler) { $0.connectIsFoldedChanged($1) }
    }

    /// `AdwLeaflet:visible-child` changed.
    @discardableResult
    static func onVisibleChildChange(
        ofLeaflet leaflet: ClewGtk.Widget, _ handler: @escaping @MainActor (ClewGtk.Widget) -> Void
    ) -> SignalConnection {
        leaflet.connectGenerated(as: ClewAdwCore.Leaflet.self, handler) { $0.connectVisibleChildChanged($1) }
    }

    /// `AdwMessageDialog::response`, with the response's id.
    @discardableResult
    static func onResponse(
        of dialog: ClewGtk.Window, _ handler: @escaping @MainActor (String) -> Void
    ) -> SignalConnection {
        dialog.generated(as: ClewAdwCore.MessageDialog.self).connectResponse(
            counted { _, response in handler(response) })
    }

    /// A new `AdwToast` titled `title` (taken as Pango markup by libadwaita 1.2), with no timeout of its own.
    static func makeToast(title: String) -> GObjectRef {
        let toast = ClewAdwCore.Toast(title: title)
        toast.setTimeout(0)
        return toast
    }

    /// Labels the toast's button: libadwaita 1.2 reads `label` with a mnemonic.
    static func setButtonLabel(_ label: String, of toast: GObjectRef) {
        toast.generated(as: ClewAdwCore.Toast.self).setButtonLabel(label)
    }

    /// `AdwToast::button-clicked`.
    @discardableResult
    static func onButtonClicked(of toast: GObjectRef, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        toast.generated(as: ClewAdwCore.Toast.self).connectButtonClicked(counted { _ in handler() })
    }

    /// `AdwToast::dismissed`; `handler` receives the toast.
    @discardableResult
    static func onDismissed(of toast: GObjectRef, _ handler: @escaping @MainActor (GObjectRef) -> Void)
        -> SignalConnection
    {
        toast.generated(as: ClewAdwCore.Toast.self).connectDismissed(counted { toast in handler(toast) })
    }
}

internal import CAdw
internal import CGtk
import ClewGtk

/// A split view on libadwaita 1.2: an `AdwLeaflet` with the sidebar, a separator and the content
/// pane. It folds when the window is narrower than both panes' natural widths (no fixed
/// breakpoint), slides between the panes when folded, and lets the user swipe (or use the mouse's
/// back button, or Alt+Left) from the content pane back to the sidebar (`can-navigate-back`).
@MainActor
final class LeafletSplit: SplitContainer {
    private let leaflet: Widget
    private let sidebar: Widget
    private let content: Widget
    /// Set while the presenter itself changes the pane, so only the user's changes are reported.
    private var isChangingPane = false

    init(sidebar: Widget, content: Widget) {
        Adwaita.startOnce()
        leaflet = Widget(new: adw_leaflet_new()).expanding(horizontally: true, vertically: true)
        self.sidebar = sidebar
        self.content = content.expanding(horizontally: true)
        let separator = Widget(new: gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        let leafletPointer = leaflet.opaque
        adw_leaflet_append(leafletPointer, self.sidebar.gtkWidget)
        // The separator is between the panes when unfolded; folded, the leaflet never stops on it.
        if let page = adw_leaflet_append(leafletPointer, separator.gtkWidget) {
            adw_leaflet_page_set_navigatable(page, 0)
        }
        adw_leaflet_append(leafletPointer, self.content.gtkWidget)
        adw_leaflet_set_can_navigate_back(leafletPointer, 1)
        // Fold when the panes' natural widths no longer fit, not only their minimums.
        adw_leaflet_set_fold_threshold_policy(leafletPointer, ADW_FOLD_THRESHOLD_POLICY_NATURAL)
        // Both panes slide together. The default "over" transition draws a shadow that leaks a
        // render node on most transitions in libadwaita 1.2.2 (valgrind: 3–6 blocks in 6–14
        // rounds of scripts/valgrind-gtk adwaita-split; 0 with this one).
        adw_leaflet_set_transition_type(leafletPointer, ADW_LEAFLET_TRANSITION_TYPE_SLIDE)
        adw_leaflet_set_visible_child(leafletPointer, self.sidebar.gtkWidget)
    }

    var root: Widget { leaflet }

    var isFolded: Bool { adw_leaflet_get_folded(leaflet.opaque) != 0 }

    func showContentPane(_ showsContent: Bool) {
        let target = showsContent ? content : sidebar
        let leafletPointer = leaflet.opaque
        guard adw_leaflet_get_visible_child(leafletPointer) != target.gtkWidget else { return }
        isChangingPane = true
        adw_leaflet_set_visible_child(leafletPointer, target.gtkWidget)
        isChangingPane = false
    }

    func onFoldChange(_ handler: @escaping @MainActor () -> Void) {
        AdwaitaSignals.onFoldChange(ofLeaflet: leaflet) { _ in handler() }
    }

    func onUserChangedPane(_ handler: @escaping @MainActor (Bool) -> Void) {
        AdwaitaSignals.onVisibleChildChange(ofLeaflet: leaflet) { [weak self] leaflet in
            guard let self, !self.isChangingPane else { return }
            let visible = adw_leaflet_get_visible_child(leaflet.opaque)
            handler(visible == self.content.gtkWidget)
        }
    }
}

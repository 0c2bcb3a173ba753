internal import CAdw
internal import CGtk
import ClewGtk

/// Tabs on libadwaita 1.2: an `AdwViewStack` of the tabs' page stacks, an
/// `AdwViewSwitcherTitle` in the header bar (icons and titles side by side when the window is
/// wide) and an `AdwViewSwitcherBar` at the bottom that takes over when the window is too narrow
/// for the title's switcher, as GNOME's own apps do.
@MainActor
final class ViewStackTabs: TabContainer {
    private let viewStack: Widget
    private let switcherTitle: Widget
    private let switcherBar: Widget
    let root: Widget

    init() {
        Adwaita.startOnce()
        let viewStack = Widget(new: adw_view_stack_new()).expanding(vertically: true)
        let switcherTitle = Widget(new: adw_view_switcher_title_new())
        adw_view_switcher_title_set_stack(switcherTitle.opaque, viewStack.opaque)
        let switcherBar = Widget(new: adw_view_switcher_bar_new())
        adw_view_switcher_bar_set_stack(switcherBar.opaque, viewStack.opaque)
        // The bottom bar shows exactly when the header's switcher has no room (its title shows instead).
        g_object_bind_property(
            switcherTitle.raw, "title-visible", switcherBar.raw, "reveal", G_BINDING_SYNC_CREATE)
        self.viewStack = viewStack
        self.switcherTitle = switcherTitle
        self.switcherBar = switcherBar
        root = Box(.vertical) {
            viewStack
            switcherBar
        }
    }

    var switcher: Widget { switcherTitle }
    var tabs: Widget { viewStack }

    func add(_ page: Widget, name: String, title: String, iconName: String?) {
        let stackPage = adw_view_stack_add_titled(viewStack.opaque, page.gtkWidget, name, title)
        if let iconName, let stackPage { adw_view_stack_page_set_icon_name(stackPage, iconName) }
        hideSwitcherIcons()
    }

    /// A tab's icon beside its title is decoration: libadwaita 1.2.2 exposes it to screen readers
    /// as a nameless image (fixed in 1.2.5), so it is hidden from them here.
    private func hideSwitcherIcons() {
        for switcher in [switcherTitle, switcherBar] {
            for icon in switcher.descendants(ofType: gtk_image_get_type()) { icon.hiddenFromAccessibility() }
        }
    }

    var visibleChild: Widget? {
        get {
            adw_view_stack_get_visible_child(viewStack.opaque).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) }
        }
        set { if let newValue { adw_view_stack_set_visible_child(viewStack.opaque, newValue.gtkWidget) } }
    }

    func onVisibleChildChange(_ handler: @escaping @MainActor () -> Void) {
        AdwaitaSignals.onVisibleChildChange(ofViewStack: viewStack) { _ in handler() }
    }

    func setTitle(_ title: String) {
        adw_view_switcher_title_set_title(switcherTitle.opaque, title)
    }
}

internal import CGtk
internal import CGtkShim
internal import ClewGtkCore

/// How a list view's rows can be selected.
public enum ListSelection: Sendable {
    /// Rows are activated, never selected.
    case none
    /// At most one row is selected.
    case single
    /// Any set of rows (Ctrl and Shift with clicks and arrow keys).
    case multiple
}

/// A scrolling list over a ``ListModel`` (`GtkListView`): GTK makes row widgets only for the rows
/// on screen and recycles them as the list scrolls; `setup` makes one, `bind` shows an element in
/// it. A million elements cost a Swift array, not a million widgets or GObjects.
///
/// ```swift
/// let notes = ListModel(store.notes, id: \.number)
/// let list = ListView(model: notes) {
///     Label("").leading().margins(12)
/// } bind: { label, note in
///     label.text = note.title
/// }
/// list.onActivate { _, position in open(notes[position]) }
/// page.append(ScrolledWindow(child: list))
/// ```
///
/// Rows are named for screen readers by their first label, and described by the others.
public final class ListView<Element, Row: Widget>: Widget {
    /// The elements shown.
    public private(set) var model: ListModel<Element>?
    private var selectionModel: GObjectRef?
    private var rememberedSelection: [AnyHashable] = []

    /// A list of `model`'s elements, each drawn in a `Row` made by `setup` and filled by `bind`.
    public convenience init(
        model: ListModel<Element>, selection: ListSelection = .single, setup: @escaping @MainActor () -> Row,
        bind: @escaping @MainActor (Row, Element) -> Void
    ) {
        let factory = ListRowFactory.make(setup: setup, bind: bind)
        let selector = ListSelectionModel.make(model.object, selection)
        // Both are handed over (transfer full): the view owns them from here on.
        let view = gtk_list_view_new(
            OpaquePointer(g_object_ref(selector.raw)), OpaquePointer(g_object_ref(factory.raw)))
        self.init(new: view!)
        self.model = model
        selectionModel = selector
        follow(model)
        ListScrollRule.follow(model, in: self)
    }

    /// The position of the selected row (single selection), or nil.
    public var selectedIndex: Int? {
        get { selectedIndices.first }
        set {
            guard let selectionModel else { return }
            if let newValue {
                _ = gtk_selection_model_select_item(OpaquePointer(selectionModel.raw), guint(newValue), 1)
            } else {
                _ = gtk_selection_model_unselect_all(OpaquePointer(selectionModel.raw))
            }
        }
    }

    /// The positions of the selected rows, ascending.
    public var selectedIndices: [Int] {
        guard let selectionModel, let count = model?.shownCount, count > 0 else { return [] }
        return ListSelectionModel.selected(in: selectionModel, count: count)
    }

    /// The selected element (single selection).
    public var selectedItem: Element? { selectedIndex.flatMap { model?.shownElement(at: $0) } }

    /// Scrolls until the row at `position` is on screen (`list.scroll-to-item`).
    public func scrollTo(_ position: Int) {
        listAction("list.scroll-to-item", at: position, count: model?.shownCount)
    }

    /// Calls `handler` with a row's position when it is activated (double-click, or Enter on it;
    /// a single click when ``activatesOnSingleClick``).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (ListView, Int) -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.ListView.self).connectActivate(
            counted { view, position in
                ListCallbackScope.run { handler(ListView.wrapper(of: view.raw), Int(position)) }
            })
    }

    /// Activates the row at `position`, as Enter on it does (`list.activate-item`).
    public func activate(_ position: Int) {
        listAction("list.activate-item", at: position, count: model?.shownCount)
    }

    /// Whether a single click activates a row (as in GNOME's sidebars and lists of places).
    public var activatesOnSingleClick: Bool {
        get { gtk_list_view_get_single_click_activate(opaque) != 0 }
        set { gtk_list_view_set_single_click_activate(opaque, newValue ? 1 : 0) }
    }

    /// Keeps the selection by id across a change GTK was told as one replacement.
    private func follow(_ model: ListModel<Element>) {
        model.willChange.append { [weak self] in
            guard let self, let model = self.model else { return }
            self.rememberedSelection = self.selectedIndices.map { model.id(at: $0) }
        }
        model.didChange.append { [weak self] in
            guard let self, let model = self.model, let selectionModel = self.selectionModel else { return }
            let wanted = Set(self.rememberedSelection.compactMap { model.position(ofErasedID: $0) })
            guard Set(self.selectedIndices) != wanted else { return }
            ListSelectionModel.select(wanted, in: selectionModel)
        }
    }
}

/// The factory that makes, fills and recycles row widgets (`GtkSignalListItemFactory`).
@MainActor
enum ListRowFactory {
    static func make<Element, Row: Widget>(
        setup: @escaping @MainActor () -> Row, bind: @escaping @MainActor (Row, Element) -> Void
    ) -> GObjectRef {
        let factory = ClewGtkCore.SignalListItemFactory()
        // Both run while GTK lays the view out: a model changed in them tells GTK on the next turn.
        factory.connectSetup(
            counted { _, item in
                guard let item else { return }
                let row = ListCallbackScope.run(setup)
                gtk_list_item_set_child(OpaquePointer(item.raw), row.gtkWidget)
            })
        factory.connectBind(
            counted { _, item in
                guard let item else { return }
                bindRow(OpaquePointer(item.raw), bind)
            })
        return factory
    }

    /// Shows the element of `listItem` (a `GtkListItem *`) in its row widget with `bind`, and names the row.
    private static func bindRow<Element, Row: Widget>(
        _ listItem: OpaquePointer, _ bind: @escaping @MainActor (Row, Element) -> Void
    ) {
        guard let child = gtk_list_item_get_child(listItem), let rowObject = gtk_list_item_get_item(listItem),
            let element = ListModel<Element>.element(ofRow: UnsafeMutableRawPointer(rowObject))
        else { return }
        let row = Row.wrapper(of: UnsafeMutableRawPointer(child))
        ListCallbackScope.run { bind(row, element) }
        // GTK 4.8 names the row (its list item widget) by nothing: the first label names it.
        // The cell also keeps its position, for the test driver (GTK recycles cells).
        if let cell = row.parent {
            // A column view's row is the widget around its cells: the driver's rows are those.
            let rowWidget = ColumnCellType.isCell(cell) ? cell.parent ?? cell : cell
            g_object_set_data(
                rowWidget.object, "clew-list-position",
                UnsafeMutableRawPointer(bitPattern: UInt(gtk_list_item_get_position(listItem)) + 1))
            let texts = row.descendantLabelTexts
            if let name = texts.first { cell.setAccessibleLabel(name) }
            if texts.count > 1 { cell.setAccessibleDescription(texts.dropFirst().joined(separator: ". ")) }
        }
    }
}

/// GTK 4.8's `GtkColumnViewCell` (private in 4.8: known by its type name).
@MainActor
enum ColumnCellType {
    /// Whether `widget` is one cell of a column view's row. (The type is looked up each time: it is
    /// registered only once GTK has made a column view.)
    static func isCell(_ widget: Widget) -> Bool {
        let type = g_type_from_name("GtkColumnViewCell")
        return type != 0 && clew_instance_is_a(widget.raw, type) != 0
    }
}

/// The selection models GTK's views take (`GtkNoSelection`, `GtkSingleSelection`, `GtkMultiSelection`).
@MainActor
enum ListSelectionModel {
    static func make(_ model: GObjectRef, _ selection: ListSelection) -> GObjectRef {
        let list = OpaquePointer(g_object_ref(model.raw))  // each selection model takes the list over
        let pointer: UnsafeMutableRawPointer
        switch selection {
        case .none: pointer = UnsafeMutableRawPointer(gtk_no_selection_new(list)!)
        case .single:
            let single = gtk_single_selection_new(list)!
            // A list that selects nothing until the person does, and lets them unselect.
            gtk_single_selection_set_autoselect(single, 0)
            gtk_single_selection_set_can_unselect(single, 1)
            pointer = UnsafeMutableRawPointer(single)
        case .multiple: pointer = UnsafeMutableRawPointer(gtk_multi_selection_new(list)!)
        }
        return GObjectRef(pointer, transfer: .full)
    }

    static func selected(in selection: GObjectRef, count: Int) -> [Int] {
        guard let bitset = gtk_selection_model_get_selection_in_range(OpaquePointer(selection.raw), 0, guint(count))
        else { return [] }
        defer { gtk_bitset_unref(bitset) }
        return (0..<gtk_bitset_get_size(bitset)).map { Int(gtk_bitset_get_nth(bitset, guint($0))) }
    }

    static func select(_ positions: Set<Int>, in selection: GObjectRef) {
        let model = OpaquePointer(selection.raw)
        if positions.isEmpty {
            _ = gtk_selection_model_unselect_all(model)
            return
        }
        for (offset, position) in positions.sorted().enumerated() {
            _ = gtk_selection_model_select_item(model, guint(position), offset == 0 ? 1 : 0)
        }
    }
}

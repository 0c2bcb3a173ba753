internal import CGtk
internal import CGtkShim
internal import ClewGtkCore

/// A scrolling grid over a ``ListModel`` (`GtkGridView`): cells flow left to right in as many
/// columns as fit, made only for what is on screen and recycled as the grid scrolls.
///
/// ```swift
/// let photos = ListModel(library.photos, id: \.path)
/// let grid = GridView(model: photos, maxColumns: 6) {
///     Picture().minimumSize(width: 120, height: 120)
/// } bind: { picture, photo in
///     picture.setFile(path: photo.path)
/// }
/// grid.onActivate { _, position in show(photos[position]) }
/// ```
public final class GridView<Element, Cell: Widget>: Widget {
    /// The elements shown.
    public private(set) var model: ListModel<Element>?
    private var selectionModel: GObjectRef?

    /// A grid of `model`'s elements, each drawn in a `Cell` made by `setup` and filled by `bind`.
    public convenience init(
        model: ListModel<Element>, selection: ListSelection = .none, minColumns: Int = 1, maxColumns: Int = 7,
        setup: @escaping @MainActor () -> Cell, bind: @escaping @MainActor (Cell, Element) -> Void
    ) {
        let factory = ListRowFactory.make(setup: setup, bind: bind)
        let selector = ListSelectionModel.make(model.object, selection)
        let view = gtk_grid_view_new(
            OpaquePointer(g_object_ref(selector.raw)), OpaquePointer(g_object_ref(factory.raw)))
        self.init(new: view!)
        gtk_grid_view_set_min_columns(opaque, guint(max(1, minColumns)))
        gtk_grid_view_set_max_columns(opaque, guint(max(1, maxColumns)))
        self.model = model
        selectionModel = selector
        ListScrollRule.follow(model, in: self)
    }

    /// The most cells in a row (at least 1): fewer show when the grid is narrow.
    ///
    /// <!-- doc-test:
    /// let grid = GridView(model: ListModel(["a", "b"])) { Label("") } bind: { $0.text = $1 }
    /// -->
    /// ```swift
    /// grid.maxColumns = 3
    /// ```
    public var maxColumns: Int {
        get { Int(gtk_grid_view_get_max_columns(opaque)) }
        set { gtk_grid_view_set_max_columns(opaque, guint(max(1, newValue))) }
    }

    /// The positions of the selected cells, ascending.
    public var selectedIndices: [Int] {
        guard let selectionModel, let count = model?.shownCount, count > 0 else { return [] }
        return ListSelectionModel.selected(in: selectionModel, count: count)
    }

    /// Selects the cells at `positions` (only the first with single selection).
    public func select(_ positions: Set<Int>) {
        guard let selectionModel else { return }
        ListSelectionModel.select(positions, in: selectionModel)
    }

    /// Scrolls until the cell at `position` is on screen.
    public func scrollTo(_ position: Int) {
        listAction("list.scroll-to-item", at: position, count: model?.shownCount)
    }

    /// Activates the cell at `position`, as Enter on it does.
    public func activate(_ position: Int) {
        listAction("list.activate-item", at: position, count: model?.shownCount)
    }

    /// Calls `handler` with a cell's position when it is activated (double-click, or Enter on it).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (GridView, Int) -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.GridView.self).connectActivate(
            counted { view, position in
                ListCallbackScope.run { handler(GridView.wrapper(of: view.raw), Int(position)) }
            })
    }
}

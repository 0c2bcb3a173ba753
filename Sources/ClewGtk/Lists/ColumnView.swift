internal import CGtk
internal import CGtkShim
internal import ClewGtkCore

/// A table over a ``ListModel`` (`GtkColumnView`): one column per ``Column``, cells made only for
/// the rows on screen, and columns the person sorts by clicking their header.
///
/// ```swift
/// let people = ListModel(contacts, id: \.email)
/// let table = ColumnView(model: people, columns: [
///     .init("Name", expands: true, text: \.name, sortedBy: { $0.name < $1.name }),
///     .init("Email", text: \.email, sortedBy: { $0.email < $1.email }),
///     .init("City", text: \.city),
/// ])
/// table.onActivate { _, contact in open(contact) }
/// ```
///
/// Sorting is GTK's: while a column sorts, GTK's sort model holds a row object for every element
/// (it compares them all). For very long lists, sort the ``ListModel`` in Swift and use a ``ListView``.
public final class ColumnView<Element>: Widget {
    /// One column: its title, the text of each cell, and how it sorts (nil: not sortable).
    public struct Column {
        /// The header's title.
        public var title: String
        /// Whether the column takes extra width.
        public var expands: Bool
        /// The cell's text for an element.
        public var text: @MainActor (Element) -> String
        /// Whether an element goes before another when sorting up by this column.
        public var sortedBy: (@MainActor (Element, Element) -> Bool)?
        /// Makes a typed cell (a ``ListRow``) for the column, in place of a label showing ``text``.
        public var cell: (@MainActor () -> ListRow<Element>)?

        /// A column titled `title`.
        public init(
            _ title: String, expands: Bool = false, text: @escaping @MainActor (Element) -> String,
            sortedBy: (@MainActor (Element, Element) -> Bool)? = nil
        ) {
            self.title = title
            self.expands = expands
            self.text = text
            self.sortedBy = sortedBy
        }

        /// A column titled `title` whose cells are typed rows that `cell` makes (a check box, a spin
        /// button): each knows its element, and is quiet while it is bound. ``text`` (empty here) is
        /// not shown.
        ///
        /// <!-- doc-test:
        /// struct Article { var id: Int; var title: String; var isRead: Bool }
        /// final class ReadCell: ListRow<Article> {
        ///     let read = CheckButton("Read")
        ///     override func bind(_ article: Article) { read.isActive = article.isRead }
        /// }
        /// var read: Set<Int> = []
        /// let articles = ListModel([Article(id: 1, title: "Lighthouses", isRead: false)], id: \.id)
        /// -->
        /// ```swift
        /// let table = ColumnView(model: articles, columns: [
        ///     .init("Title", expands: true, text: \.title),
        ///     .init("Read") {
        ///         let cell = ReadCell()
        ///         cell.onChange(of: cell.read) { box, article in
        ///             if box.isActive { read.insert(article.id) } else { read.remove(article.id) }
        ///         }
        ///         return cell
        ///     },
        /// ])
        /// ```
        public init(
            _ title: String, expands: Bool = false, sortedBy: (@MainActor (Element, Element) -> Bool)? = nil,
            cell: @escaping @MainActor () -> ListRow<Element>
        ) {
            self.init(title, expands: expands, text: { _ in "" }, sortedBy: sortedBy)
            self.cell = cell
        }
    }

    /// The elements shown (in the model's order; the view may show them sorted).
    public private(set) var model: ListModel<Element>?
    private var selectionModel: GObjectRef?

    /// A table of `model`'s elements in `columns`.
    public convenience init(model: ListModel<Element>, columns: [Column], selection: ListSelection = .single) {
        self.init(new: gtk_column_view_new(nil))
        let view = opaque
        for column in columns {
            let factory =
                if let cell = column.cell {
                    ListRowFactory.make(setup: cell) { (row: ListRow<Element>, element: Element) in row.show(element) }
                } else {
                    ListRowFactory.make(setup: { Label("").leading() }) { (label: Label, element: Element) in
                        label.text = column.text(element)
                    }
                }
            let gtkColumn = gtk_column_view_column_new(column.title, OpaquePointer(g_object_ref(factory.raw)))!
            gtk_column_view_column_set_expand(gtkColumn, column.expands ? 1 : 0)
            gtk_column_view_column_set_resizable(gtkColumn, 1)
            if let sortedBy = column.sortedBy {
                let sorter = ColumnSorter.make(for: Element.self, sortedBy)
                gtk_column_view_column_set_sorter(gtkColumn, sorter.assumingMemoryBound(to: GtkSorter.self))
                g_object_unref(sorter)
            }
            gtk_column_view_append_column(view, gtkColumn)
            g_object_unref(UnsafeMutableRawPointer(gtkColumn))
        }
        // Rows reach the view through GTK's sort model, sorted by the columns' headers.
        let sorted = gtk_sort_list_model_new(
            OpaquePointer(g_object_ref(model.object.raw)),
            g_object_ref(UnsafeMutableRawPointer(gtk_column_view_get_sorter(view)))?.assumingMemoryBound(
                to: GtkSorter.self))!
        let sortedRef = GObjectRef(UnsafeMutableRawPointer(sorted), transfer: .full)
        let selector = ListSelectionModel.make(sortedRef, selection)
        gtk_column_view_set_model(view, OpaquePointer(selector.raw))
        gtk_column_view_set_show_column_separators(view, 1)
        self.model = model
        selectionModel = selector
        ListScrollRule.follow(model, in: self)
    }

    /// The element shown at `position` (in the view's order).
    public func element(at position: Int) -> Element? {
        guard let selectionModel, let row = g_list_model_get_item(OpaquePointer(selectionModel.raw), guint(position))
        else { return nil }
        defer { g_object_unref(row) }
        return ListModel<Element>.element(ofRow: row)
    }

    /// The elements in the order the view shows them.
    public var shownElements: [Element] {
        guard let selectionModel else { return [] }
        let count = Int(g_list_model_get_n_items(OpaquePointer(selectionModel.raw)))
        return (0..<count).compactMap(element(at:))
    }

    /// The selected elements, in the view's order.
    public var selectedItems: [Element] {
        guard let selectionModel, let count = model?.shownCount, count > 0 else { return [] }
        return ListSelectionModel.selected(in: selectionModel, count: count).compactMap(element(at:))
    }

    /// Sorts by the column titled `title`, up or down, as clicking its header does.
    public func sort(byColumnTitled title: String, ascending: Bool = true) {
        let columns = gtk_column_view_get_columns(opaque)!
        for index in 0..<g_list_model_get_n_items(columns) {
            guard let column = g_list_model_get_item(columns, index) else { continue }
            defer { g_object_unref(column) }
            guard let columnTitle = gtk_column_view_column_get_title(OpaquePointer(column)),
                String(cString: columnTitle) == title
            else { continue }
            gtk_column_view_sort_by_column(
                opaque, OpaquePointer(column), ascending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING)
        }
    }

    /// Calls `handler` with the element of a row that is activated (double-click, or Enter on it).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (ColumnView, Element) -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.ColumnView.self).connectActivate(
            counted { generatedView, position in
                let view = ColumnView.wrapper(of: generatedView.raw)
                guard let element = view.element(at: Int(position)) else { return }
                ListCallbackScope.run { handler(view, element) }
            })
    }
}

/// A `GtkCustomSorter` comparing the elements two row objects carry.
@MainActor
enum ColumnSorter {
    /// Carries a column's comparison through GLib's `user_data`.
    final class Box {
        let compare: @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int32
        init(_ compare: @escaping @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int32) {
            self.compare = compare
        }
    }

    static func make<Element>(for _: Element.Type, _ isBefore: @escaping @MainActor (Element, Element) -> Bool)
        -> UnsafeMutableRawPointer
    {
        let box = Box { a, b in
            guard let left = ListModel<Element>.element(ofRow: a), let right = ListModel<Element>.element(ofRow: b)
            else { return 0 }
            return isBefore(left, right) ? -1 : isBefore(right, left) ? 1 : 0
        }
        let sorter = gtk_custom_sorter_new(compare, Unmanaged.passRetained(box).toOpaque(), release)!
        return UnsafeMutableRawPointer(sorter)
    }

    private static let compare: GCompareDataFunc = { a, b, data in
        let (left, right, boxAddress) = (UInt(bitPattern: a), UInt(bitPattern: b), UInt(bitPattern: data))
        return MainActor.assumeIsolated {
            let box = Unmanaged<Box>.fromOpaque(UnsafeRawPointer(bitPattern: boxAddress)!).takeUnretainedValue()
            return ListCallbackScope.run {
                box.compare(UnsafeMutableRawPointer(bitPattern: left)!, UnsafeMutableRawPointer(bitPattern: right)!)
            }
        }
    }

    private static let release: GDestroyNotify = { data in
        Unmanaged<Box>.fromOpaque(data!).release()
    }
}

internal import CGtk

/// A typed row for a ``ListView`` or a ``GridView``: a subclass names its parts (stored widgets),
/// lays them out once, and shows an element in them in ``bind(_:)``. The view makes a row in
/// `setup` (only for the rows on screen) and hands it each element it shows; the row keeps that
/// ``element``, so its controls know what they stand for.
///
/// While ``bind(_:)`` runs, the change handlers of the row's widgets (and of its text views' buffers)
/// are not called: a check box
/// set from the element does not report a change the person did not make. ``onChange(of:_:)``
/// hands a handler the row's element with the control.
///
/// <!-- doc-test:
/// struct Article { var id: Int; var title: String; var isRead: Bool }
/// final class ReadingList { var articles: [Article] = []; func mark(_ article: Article, read: Bool) {} }
/// let store = ReadingList()
/// -->
/// ```swift
/// final class ArticleRow: ListRow<Article> {
///     let title = Label("").leading().expanding(horizontally: true)
///     let read = CheckButton("Read")
///
///     override func bind(_ article: Article) {
///         title.text = article.title
///         read.isActive = article.isRead   // no onChange: the row is being bound
///     }
/// }
///
/// let articles = ListModel(store.articles, id: \.id)
/// let list = ListView(model: articles, selection: .none) {
///     let row = ArticleRow()
///     row.onChange(of: row.read) { box, article in store.mark(article, read: box.isActive) }
///     return row
/// }
/// ```
///
/// A row whose parts sit side by side needs no layout: by default ``makeContent()`` puts its stored
/// widgets in a horizontal box in the order they are declared, the first one taking the spare width.
/// Override it for any other layout. A row made in `setup` may take what its handlers need from
/// the code around it, as above: a subclass keeps the inherited `init()` (its parts are stored
/// properties with initial values). A row is a ``Widget``: its parts cannot take a name a widget
/// already has (`name`, `parent`, `children`).
open class ListRow<Element>: Widget {
    /// The element the row shows (nil until the view first binds it). GTK recycles rows: it changes
    /// as the list scrolls, so read it when a handler runs rather than keeping it.
    public private(set) var element: Element?

    /// Whether ``bind(_:)`` is running: the row's widgets' change handlers are quiet meanwhile.
    public private(set) var isBinding = false

    /// A row with its parts laid out by ``makeContent()``, in a vertical `GtkBox` of its own.
    public required convenience init() {
        self.init(new: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let content = makeContent()
        withExtendedLifetime(content) { gtk_box_append(pointer(as: GtkBox.self), content.gtkWidget) }
    }

    /// The row's layout, made once when the row is: override it to arrange the parts. By default,
    /// the stored widgets of the subclass side by side (spacing 6, margins 12), the first one
    /// expanding.
    ///
    /// <!-- doc-test:
    /// struct Note { var title: String; var body: String }
    /// -->
    /// ```swift
    /// final class NoteRow: ListRow<Note> {
    ///     let title = Label("").leading()
    ///     let preview = Label("").leading().cssClasses("dim-label")
    ///
    ///     override func makeContent() -> Widget {
    ///         Box(.vertical, spacing: 4) {
    ///             title
    ///             preview
    ///         }
    ///         .margins(12)
    ///     }
    ///
    ///     override func bind(_ note: Note) {
    ///         title.text = note.title
    ///         preview.text = note.body
    ///     }
    /// }
    /// ```
    open func makeContent() -> Widget {
        let parts = Self.storedWidgets(of: self)
        let box = Box(.horizontal, spacing: 6)
        for (index, part) in parts.enumerated() {
            if index == 0 { part.expanding(horizontally: true) }
            box.append(part)
        }
        return box.margins(12)
    }

    /// Shows `element` in the row's parts; override it (the base does nothing). The view calls it for
    /// each element the row comes to show; change handlers of the row's widgets are quiet meanwhile.
    ///
    /// <!-- doc-test:
    /// struct Contact { var name: String; var city: String }
    /// -->
    /// ```swift
    /// final class ContactRow: ListRow<Contact> {
    ///     let fullName = Label("").leading()
    ///     let city = Label("").cssClasses("dim-label")
    ///
    ///     override func bind(_ contact: Contact) {
    ///         fullName.text = contact.name
    ///         city.text = contact.city
    ///     }
    /// }
    /// ```
    open func bind(_ element: Element) {}

    /// Calls `handler` with `control` and the row's element whenever the control changes by the
    /// person's hand (not while the row is bound), so the handler needs no map from controls to
    /// elements.
    ///
    /// <!-- doc-test:
    /// struct Task { var id: Int; var title: String; var isDone: Bool }
    /// final class TaskRow: ListRow<Task> { let done = CheckButton("Done") }
    /// var finished: Set<Int> = []
    /// -->
    /// ```swift
    /// let row = TaskRow()
    /// row.onChange(of: row.done) { box, task in
    ///     if box.isActive { finished.insert(task.id) } else { finished.remove(task.id) }
    /// }
    /// ```
    @discardableResult
    public func onChange<Control: ChangeReporting>(
        of control: Control, _ handler: @escaping @MainActor (Control, Element) -> Void
    ) -> SignalConnection {
        control.onChange { [weak self] control in
            guard let self, !self.isBinding, let element = self.element else { return }
            handler(control, element)
        }
    }

    /// Shows `element` (the view's `bind`): keeps it, then runs ``bind(_:)`` with the row's change
    /// handlers quiet.
    func show(_ element: Element) {
        self.element = element
        isBinding = true
        defer { isBinding = false }
        ListRowBinding.run(self) { bind(element) }
    }

    /// The widgets stored in `row`'s properties, from its base class's down to its own, in the order
    /// they are declared (a lazy widget not made yet is left out).
    private static func storedWidgets(of row: ListRow) -> [Widget] {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: row)
        while let current = mirror, current.subjectType != ListRow<Element>.self {
            mirrors.append(current)
            mirror = current.superclassMirror
        }
        return mirrors.reversed().flatMap { $0.children.compactMap { $0.value as? Widget } }
    }
}

/// A control whose value the person changes, reported by `onChange` (check buttons, toggle
/// buttons, switches, spin buttons, scales, drop-downs, expanders): what ``ListRow/onChange(of:_:)``
/// takes.
///
/// ```swift
/// func watch<Control: ChangeReporting>(_ control: Control) {
///     control.onChange { _ in print("changed") }
/// }
/// watch(CheckButton("Read"))
/// ```
public protocol ChangeReporting: Widget {
    /// Calls `handler` whenever the control's value changes.
    @discardableResult
    func onChange(_ handler: @escaping @MainActor (Self) -> Void) -> SignalConnection
}

extension CheckButton: ChangeReporting {}
extension ToggleButton: ChangeReporting {}
extension Switch: ChangeReporting {}
extension SpinButton: ChangeReporting {}
extension Scale: ChangeReporting {}
extension DropDown: ChangeReporting {}
extension ItemDropDown: ChangeReporting {}
extension Expander: ChangeReporting {}

extension ListView {
    /// A list of `model`'s elements, each shown in a typed ``ListRow`` that `row` makes (once per
    /// row on screen: connect the row's handlers there); the view hands each row its element.
    ///
    /// <!-- doc-test:
    /// struct Note { var number: Int; var title: String }
    /// final class NoteRow: ListRow<Note> {
    ///     let title = Label("").leading()
    ///     override func bind(_ note: Note) { title.text = note.title }
    /// }
    /// let store = (notes: [Note(number: 1, title: "Groceries")], ())
    /// -->
    /// ```swift
    /// let notes = ListModel(store.notes, id: \.number)
    /// let list = ListView(model: notes) { NoteRow() }
    /// ```
    public convenience init(
        model: ListModel<Element>, selection: ListSelection = .single, row: @escaping @MainActor () -> Row
    ) where Row: ListRow<Element> {
        self.init(model: model, selection: selection, setup: row) { row, element in row.show(element) }
    }
}

extension GridView {
    /// A grid of `model`'s elements, each shown in a typed ``ListRow`` (a cell) that `cell` makes;
    /// the view hands each cell its element.
    ///
    /// <!-- doc-test:
    /// struct Contact { var id: Int; var name: String }
    /// final class ContactCard: ListRow<Contact> {
    ///     let fullName = Label("")
    ///     override func bind(_ contact: Contact) { fullName.text = contact.name }
    /// }
    /// let contacts = [Contact(id: 1, name: "Ada Lovelace")]
    /// -->
    /// ```swift
    /// let grid = GridView(model: ListModel(contacts, id: \.id), maxColumns: 6) { ContactCard() }
    /// ```
    public convenience init(
        model: ListModel<Element>, selection: ListSelection = .none, minColumns: Int = 1, maxColumns: Int = 7,
        cell: @escaping @MainActor () -> Cell
    ) where Cell: ListRow<Element> {
        self.init(
            model: model, selection: selection, minColumns: minColumns, maxColumns: maxColumns, setup: cell
        ) { cell, element in cell.show(element) }
    }
}

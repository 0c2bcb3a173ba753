internal import CGtk

/// A list's place on a page: the list (usually in a scrolled window) while its ``ListModel`` has
/// elements, and a placeholder in its stead whenever the model is empty — a ``Label``, or
/// libadwaita's `StatusPage` with an icon, a title and a hint. It follows the model's changes (a
/// search that matches nothing, the last note deleted) as GTK hears of them.
///
/// <!-- doc-test:
/// struct Note { var number: Int; var title: String }
/// let store = (notes: [Note](), ())
/// -->
/// ```swift
/// let notes = ListModel(store.notes, id: \.number)
/// let list = ListView(model: notes) { Label("").leading().margins(12) } bind: { $0.text = $1.title }
/// let page = EmptyStateStack(
///     content: ScrolledWindow(child: list), placeholder: Label("No notes").cssClasses("dim-label"),
///     model: notes)
/// // or, the same in one call:
/// let samePage = list.scrolled(placeholder: Label("No notes").cssClasses("dim-label"))
/// ```
///
/// The placeholder is what a screen reader meets in the list's place: give it words (a label's
/// text, a status page's title), not only an icon.
public final class EmptyStateStack: Widget {
    private var stack: OpaquePointer { opaque }

    /// Shows `content` while `model` has elements, `placeholder` while it has none.
    public convenience init<Element>(content: Widget, placeholder: Widget, model: ListModel<Element>) {
        self.init(content: content, placeholder: placeholder, following: model)
    }

    /// The same, for a view's model (nil for a handle to a view not made from Swift: then the
    /// content always shows).
    convenience init<Element>(content: Widget, placeholder: Widget, following model: ListModel<Element>?) {
        self.init(new: gtk_stack_new())
        _ = gtk_stack_add_named(stack, content.gtkWidget, "content")
        _ = gtk_stack_add_named(stack, placeholder.gtkWidget, "placeholder")
        // The placeholder's page may be smaller than the list's: the stack keeps the size it shows.
        gtk_stack_set_vhomogeneous(stack, 0)
        gtk_stack_set_hhomogeneous(stack, 0)
        expanding(vertically: true)
        if let model { follow(model) } else { show(isEmpty: false) }
    }

    /// Whether the placeholder is shown (the model is empty).
    public var isShowingPlaceholder: Bool {
        gtk_stack_get_visible_child_name(stack).map { String(cString: $0) } == "placeholder"
    }

    /// Shows the page for the model's count now and after each change GTK hears of.
    private func follow<Element>(_ model: ListModel<Element>) {
        show(isEmpty: model.shownCount == 0)
        model.didChange.append { [weak self, weak model] in
            guard let self, let model else { return }
            self.show(isEmpty: model.shownCount == 0)
        }
    }

    private func show(isEmpty: Bool) {
        gtk_stack_set_visible_child_name(stack, isEmpty ? "placeholder" : "content")
    }
}

extension ListView {
    /// The list in a ``ScrolledWindow``, with `placeholder` in its stead whenever its model is empty
    /// (see ``EmptyStateStack``).
    ///
    /// <!-- doc-test:
    /// let list = ListView(model: ListModel([String]())) { Label("") } bind: { $0.text = $1 }
    /// -->
    /// ```swift
    /// let page = list.scrolled(placeholder: Label("No notes").cssClasses("dim-label"))
    /// ```
    public func scrolled(placeholder: Widget) -> EmptyStateStack {
        EmptyStateStack(content: ScrolledWindow(child: self), placeholder: placeholder, following: model)
    }
}

extension GridView {
    /// The grid in a ``ScrolledWindow``, with `placeholder` in its stead whenever its model is empty
    /// (see ``EmptyStateStack``).
    ///
    /// <!-- doc-test:
    /// let grid = GridView(model: ListModel([String]())) { Label("") } bind: { $0.text = $1 }
    /// -->
    /// ```swift
    /// let page = grid.scrolled(placeholder: Label("No photos").cssClasses("dim-label"))
    /// ```
    public func scrolled(placeholder: Widget) -> EmptyStateStack {
        EmptyStateStack(content: ScrolledWindow(child: self), placeholder: placeholder, following: model)
    }
}

extension ColumnView {
    /// The table in a ``ScrolledWindow``, with `placeholder` in its stead whenever its model is
    /// empty (see ``EmptyStateStack``).
    ///
    /// <!-- doc-test:
    /// let table = ColumnView(model: ListModel([String]()), columns: [.init("Name", text: { $0 })])
    /// -->
    /// ```swift
    /// let page = table.scrolled(placeholder: Label("No contacts").cssClasses("dim-label"))
    /// ```
    public func scrolled(placeholder: Widget) -> EmptyStateStack {
        EmptyStateStack(content: ScrolledWindow(child: self), placeholder: placeholder, following: model)
    }
}

internal import CGtk
internal import CGtkShim
internal import CGtkTestShim
@_spi(Testing) import ClewGtk

/// The driver's calls, limited to one part of the window: one list row
/// (``GtkRenderer/inRow(containing:)``), one container (``GtkRenderer/within(_:)``), or what the
/// person can act on now (the presentation on top, else the page and the header bar), which is
/// where the renderer's own calls look.
///
/// A name must match one control where the call looks: two “Read” check boxes (one per row) are a
/// ``GtkDriverError`` with its ``GtkDriverError/ambiguity`` set, never the first of them.
///
/// <!-- doc-test:
/// let app = await GtkTestWindow()
/// -->
/// ```swift
/// let row = try app.renderer.inRow(containing: "Groceries")
/// try row.toggle("Read")
/// try row.setValue(3, inSpinButtonNamed: "Copies")
/// #expect(try row.text(ofFieldNamed: "Comment") == "")
/// ```
@MainActor
public struct GtkDriverScope {
    /// The widgets the calls look under.
    public let roots: [Widget]
    /// Where that is, for error messages (“in the row “Groceries””).
    public let place: String

    /// Calls that look under `roots`, described as `place` in errors.
    public init(roots: [Widget], place: String) {
        self.roots = roots
        self.place = place
    }

    /// The list rows under the scope (of list boxes and list, grid and column views), with their texts.
    public var rows: [(texts: [String], row: Widget)] { roots.flatMap { WidgetQueries.listRows(in: $0) } }

    /// The text of every shown label under the scope, in order.
    public var labelTexts: [String] { roots.flatMap { WidgetQueries.labelTexts(in: $0) } }

    /// The calls limited to the one list row under the scope that shows `text` (a label's text).
    public func inRow(containing text: String) throws(GtkDriverError) -> GtkDriverScope {
        GtkDriverScope(roots: [try row(containing: text)], place: "in the row “\(text)”")
    }

    /// The one list row under the scope that shows `text`.
    func row(containing text: String) throws(GtkDriverError) -> Widget {
        let rows = self.rows
        let matches = rows.filter { $0.texts.contains(text) }
        return try Self.one(
            matches.map(\.row), named: text, kind: "list row shows", place: place,
            else: "No list row shows “\(text)” \(place); the rows show: \(rows.map(\.texts)).")
    }

    /// Clicks the enabled button titled `title` (its label, or an icon button's tooltip).
    public func tapButton(_ title: String) throws(GtkDriverError) {
        let buttons = roots.flatMap { WidgetQueries.buttons(in: $0) }
        let button = try Self.one(
            buttons.filter { $0.title == title && $0.button.isSensitive }.map(\.button), named: title,
            kind: "enabled buttons are titled", place: place,
            else: "No enabled button titled “\(title)” \(place); there are: \(buttons.map(\.title)).")
        WidgetQueries.click(button)
        GtkTestHost.drainPending()
    }

    /// Switches the check button, toggle button or switch named `name` (its label, else its
    /// accessible name), as a click does; returns its new state.
    @discardableResult
    public func toggle(_ name: String) throws(GtkDriverError) -> Bool {
        let toggles = roots.flatMap { WidgetQueries.toggles(in: $0) }
        let control = try Self.one(
            toggles.filter { $0.name == name }.map(\.widget), named: name,
            kind: "check boxes, toggles or switches are named", place: place,
            else: "No check box, toggle or switch named “\(name)” \(place); there are: \(toggles.map(\.name)).")
        guard control.isSensitive else { throw GtkDriverError(description: "“\(name)” is disabled.") }
        let before = WidgetQueries.toggles(in: control).first?.isOn ?? false
        if WidgetQueries.isA(control, gtk_toggle_button_get_type()) {
            clew_signal_emit_void(control.raw, "clicked")  // what a click ends with (no press animation)
        } else {
            _ = gtk_widget_activate(control.gtkWidget)  // a check box's or a switch's own activation
        }
        // A switch slides to its new state over a few frames, as it does under a person's click.
        GtkTestHost.drain(until: { WidgetQueries.toggles(in: control).first?.isOn != before }, timeout: .seconds(1))
        return WidgetQueries.toggles(in: control).first?.isOn ?? false
    }

    /// Sets the spin button named `name` (its accessible name) to `value`, as typing the number and
    /// pressing Enter does; a value outside its range is an error (the person could not enter it).
    public func setValue(_ value: Double, inSpinButtonNamed name: String) throws(GtkDriverError) {
        let spins = roots.flatMap { WidgetQueries.spinButtons(in: $0) }
        let spin = try Self.one(
            spins.filter { $0.name == name }.map(\.spin), named: name, kind: "spin buttons are named", place: place,
            else: "No spin button named “\(name)” \(place); there are: \(spins.map(\.name)).")
        guard spin.isSensitive else { throw GtkDriverError(description: "The spin button “\(name)” is disabled.") }
        guard spin.range.contains(value) else {
            throw GtkDriverError(
                description: "The spin button “\(name)” takes \(spin.range.lowerBound)…\(spin.range.upperBound), "
                    + "not \(value).")
        }
        spin.value = value
        GtkTestHost.drainPending()
    }

    /// The text of the field or text view named `name` (its accessible name, else a field's
    /// placeholder), as the person reads it there.
    public func text(ofFieldNamed name: String) throws(GtkDriverError) -> String {
        try editable(named: name).text
    }

    /// Types `text` into the field or text view named `name`, replacing what was there.
    public func enterText(_ text: String, intoFieldNamed name: String) throws(GtkDriverError) {
        let target = try editable(named: name)
        guard target.isEditable else { throw GtkDriverError(description: "The field “\(name)” is disabled.") }
        target.setText(text)
        GtkTestHost.drainPending()
    }

    /// Whether the image named `name` (its alt text) has loaded and is drawn: false while it
    /// downloads and after an error (any ``LoadingContent``, such as `ClewImagesGtk`'s `ImageView`).
    public func imageIsLoaded(named name: String) throws(GtkDriverError) -> Bool {
        let images = roots.flatMap { WidgetQueries.shownDescendants(of: $0) }.compactMap { $0 as? any LoadingContent }
        let image = try Self.one(
            images.filter { $0.contentName == name }, named: name, kind: "images are named", place: place,
            else: "No image named “\(name)” \(place); there are: \(images.map { $0.contentName ?? "" }).")
        return image.hasLoadedContent
    }

    /// Chooses `option` in the drop-down named `name` (its accessible name), as picking it does.
    public func choose(_ option: String, inDropDownNamed name: String) throws(GtkDriverError) {
        let dropDowns = roots.flatMap { WidgetQueries.dropDowns(in: $0) }
        let dropDown = try Self.one(
            dropDowns.filter { $0.name == name }, named: name, kind: "drop-downs are named", place: place,
            else: "No drop-down named “\(name)” \(place); there are: \(dropDowns.map(\.name)).")
        guard let index = dropDown.options.firstIndex(of: option) else {
            throw GtkDriverError(
                description: "The drop-down “\(name)” has no “\(option)”; it offers \(dropDown.options).")
        }
        guard dropDown.widget.isSensitive else { throw GtkDriverError(description: "“\(name)” is disabled.") }
        gtk_drop_down_set_selected(OpaquePointer(dropDown.widget.raw), guint(index))
        GtkTestHost.drainPending()
    }

    /// A field or a text view, as one thing to read and type into.
    private struct Editable {
        let text: String
        let isEditable: Bool
        let setText: @MainActor (String) -> Void
    }

    private func editable(named name: String) throws(GtkDriverError) -> Editable {
        let fields = roots.flatMap { WidgetQueries.fields(in: $0) }
        let textViews = roots.flatMap { WidgetQueries.textViews(in: $0) }
        let matches =
            fields.filter { WidgetQueries.name(of: $0) == name }.map { field in
                Editable(text: field.text, isEditable: field.isSensitive) { field.text = $0 }
            }
            + textViews.filter { $0.name == name }.map(\.view).map { view in
                Editable(text: view.text, isEditable: view.isSensitive && view.isEditable) { view.text = $0 }
            }
        let names = fields.map { WidgetQueries.name(of: $0) } + textViews.map(\.name)
        return try Self.one(
            matches, named: name, kind: "text fields are named", place: place,
            else: "No text field named “\(name)” \(place); the fields are: \(names).")
    }

    /// The one match, else an error: `missing` for none, an ambiguity for more than one.
    static func one<Match>(
        _ matches: [Match], named name: String, kind: String, place: String, else missing: String
    ) throws(GtkDriverError) -> Match {
        guard let first = matches.first else { throw GtkDriverError(description: missing) }
        guard matches.count == 1 else {
            throw GtkDriverError(
                description: "\(matches.count) \(kind) “\(name)” \(place): the call would act on one of them by "
                    + "chance. Scope it, e.g. renderer.inRow(containing: …) or renderer.within(container).",
                ambiguity: .init(name: name, count: matches.count))
        }
        return first
    }
}

extension WidgetQueries {
    /// The shown spin buttons under `root`, by accessible name.
    public static func spinButtons(in root: Widget) -> [(name: String, spin: SpinButton)] {
        shownDescendants(of: root).filter { isA($0, gtk_spin_button_get_type()) }.map { widget in
            (widget.accessibleLabel ?? "", SpinButton.wrapper(of: widget.raw))
        }
    }
}

@_spi(Testing) import ClewGtk

/// Scoping the driver to part of the window, and the calls that read or set one control: a spin
/// button, the text of a field or text view, whether an image has loaded. Each looks where the
/// person can act now (the presentation on top, else the page and the header bar), and fails with a
/// ``GtkDriverError`` when a name matches no control or more than one.
///
/// <!-- doc-test:
/// let app = await GtkTestWindow()
/// -->
/// ```swift
/// try app.renderer.inRow(containing: "Groceries").toggle("Read")
/// try app.renderer.setValue(2, inSpinButtonNamed: "Copies")
/// #expect(try app.renderer.text(ofFieldNamed: "Notes") == "Milk, eggs")
/// #expect(try app.renderer.imageIsLoaded(named: "Photo of Ada Lovelace"))
/// ```
extension GtkRenderer {
    /// What the person can act on now: the presentation on top, else the page and the header bar.
    public var actionScope: GtkDriverScope {
        if let popover = presentedPopovers.last { return GtkDriverScope(roots: [popover], place: "in the popover") }
        if let dialog = presentedWindows.last { return GtkDriverScope(roots: [dialog], place: "in the dialog") }
        if let sheet = presentedSheet { return GtkDriverScope(roots: [sheet], place: "in the sheet") }
        return GtkDriverScope(roots: [visiblePage, headerBar].compactMap { $0 }, place: "on the page")
    }

    /// The calls limited to the one list row that shows `text`: its check boxes, buttons, fields.
    ///
    /// <!-- doc-test:
    /// let app = await GtkTestWindow()
    /// -->
    /// ```swift
    /// try app.renderer.inRow(containing: "Groceries").toggle("Read")
    /// ```
    public func inRow(containing text: String) throws(GtkDriverError) -> GtkDriverScope {
        try actionScope.inRow(containing: text)
    }

    /// The calls limited to `container` and what is inside it.
    ///
    /// <!-- doc-test:
    /// let app = await GtkTestWindow()
    /// let sidebar = Box(.vertical)
    /// -->
    /// ```swift
    /// try app.renderer.within(sidebar).tapButton("Add")
    /// ```
    public func within(_ container: Widget) -> GtkDriverScope {
        GtkDriverScope(roots: [container], place: "in the container")
    }

    /// Sets the spin button named `name` (its accessible name) to `value`, as typing it and Enter do.
    public func setValue(_ value: Double, inSpinButtonNamed name: String) throws(GtkDriverError) {
        try actionScope.setValue(value, inSpinButtonNamed: name)
    }

    /// The text of the field or text view named `name` (its accessible name, else its placeholder).
    public func text(ofFieldNamed name: String) throws(GtkDriverError) -> String {
        try actionScope.text(ofFieldNamed: name)
    }

    /// Whether the image named `name` (its alt text) has loaded and is drawn.
    public func imageIsLoaded(named name: String) throws(GtkDriverError) -> Bool {
        try actionScope.imageIsLoaded(named: name)
    }
}

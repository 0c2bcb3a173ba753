internal import CGtk
internal import CGtkShim
@_spi(Testing) import ClewGtk

/// A user's action that the GTK driver could not perform, with what was there instead.
public struct GtkDriverError: Error, CustomStringConvertible, Equatable {
    public let description: String
    /// The display backend the call cannot work on (`"Wayland"`: real keys need X11's XTest), when
    /// that is why it failed; the other calls (clicks, Escape, typing into fields) work on every backend.
    public let unsupportedBackend: String?

    /// The name and how many controls it matched, when the call failed because a name matched more
    /// than one (scope the call: `renderer.inRow(containing: "Milk").toggle("Read")`).
    public let ambiguity: Ambiguity?

    /// A name that matched more than one control.
    ///
    /// <!-- doc-test:
    /// let app = await GtkTestWindow()
    /// -->
    /// ```swift
    /// do {
    ///     try app.renderer.toggle("Read")
    /// } catch {
    ///     if let ambiguity = error.ambiguity {
    ///         print("“\(ambiguity.name)” names \(ambiguity.count) check boxes: scope the call to a row")
    ///     }
    /// }
    /// ```
    public struct Ambiguity: Equatable, Sendable {
        /// The name asked for.
        public let name: String
        /// How many shown controls it matched.
        public let count: Int

        /// `name` matched `count` controls.
        public init(name: String, count: Int) {
            self.name = name
            self.count = count
        }
    }

    public init(description: String, unsupportedBackend: String? = nil, ambiguity: Ambiguity? = nil) {
        self.description = description
        self.unsupportedBackend = unsupportedBackend
        self.ambiguity = ambiguity
    }
}

/// Drives a ``GtkRenderer`` as a person would, with the same calls as `RecordingRenderer`:
/// real clicks on real buttons, Escape through the window's key handling, text typed into the
/// fields. Each call acts on what is on top (a popover, else a dialog, else a sheet), then runs
/// the GLib work it caused.
///
/// <!-- doc-test:
/// import ClewTesting
/// let recordingRenderer = RecordingRenderer()
/// -->
/// ```swift
/// try renderer.tap(actionTitled: "Leave")
/// try renderer.tapBack()
/// await renderer.waitUntilSettled()
/// #expect(renderer.events == recordingRenderer.events)
/// ```
extension GtkRenderer {
    /// Clicks the action or option titled `title` in the presentation on top; with nothing
    /// presented, the action button of the toast on screen (“Undo”).
    public func tap(actionTitled title: String) throws(GtkDriverError) {
        if (try? topPresentation()) == nil, let toast = presentedToastBubble,
            let button = WidgetQueries.button(title, in: toast)
        {
            WidgetQueries.click(button)
            GtkTestHost.drainPending()
            return
        }
        let root = try topPresentation()
        guard let button = WidgetQueries.button(title, in: root) else {
            let titles = WidgetQueries.buttons(in: root).map(\.title)
            throw GtkDriverError(description: "No button titled “\(title)” on top; its buttons are: \(titles).")
        }
        WidgetQueries.click(button)
        GtkTestHost.drainPending()
    }

    /// Clicks the button titled `title` (its label, or an icon button's accessible label) on the
    /// visible page or in the header bar.
    public func tapButton(_ title: String) throws(GtkDriverError) {
        try GtkDriverScope(
            roots: [visiblePage, headerBar].compactMap { $0 }, place: "on the page or in the header bar"
        )
        .tapButton(title)
    }

    /// Presses Escape on what is on top: a popover pops down, a dialog or sheet reports a dismissal.
    public func pressEscape() throws(GtkDriverError) {
        if let popover = presentedPopovers.last {
            popover.popdown()  // GtkPopover's own Escape binding does exactly this
        } else if let dialog = presentedWindows.last {
            WidgetQueries.pressEscape(in: dialog)
        } else if presentedSheet != nil {
            WidgetQueries.pressEscape(in: window)
        } else {
            throw GtkDriverError(description: "Escape: nothing is presented.")
        }
        GtkTestHost.drainPending()
    }

    /// Clicks the tab titled `title` in the header bar's view switcher, as the user would.
    public func tapTab(_ title: String) throws(GtkDriverError) {
        guard let switcher = tabSwitcher else { throw GtkDriverError(description: "The window has no tabs.") }
        let buttons = switcher.descendants.filter {
            clew_instance_is_a($0.gtkWidget, gtk_toggle_button_get_type()) != 0
        }
        let titled = buttons.first { WidgetQueries.labelTexts(in: $0).contains(title) }
        guard let titled else {
            let titles = buttons.flatMap { WidgetQueries.labelTexts(in: $0) }
            throw GtkDriverError(description: "No tab titled “\(title)”; the tabs are: \(titles).")
        }
        WidgetQueries.click(Button.wrapper(of: titled.raw))
        GtkTestHost.drainPending()
    }

    /// Clicks the toast's action button (“Undo”).
    public func tapToastAction() throws(GtkDriverError) {
        guard let button = toastActionButton else {
            throw GtkDriverError(description: "No toast with an action is on screen.")
        }
        WidgetQueries.click(button)
        GtkTestHost.drainPending()
    }

    /// Clicks the toast's close button.
    public func closeToast() throws(GtkDriverError) {
        guard let button = toastCloseButton else { throw GtkDriverError(description: "No toast is on screen.") }
        WidgetQueries.click(button)
        GtkTestHost.drainPending()
    }

    /// Activates the mnemonic `letter` of the alert on top, as Alt+`letter` does: the button whose
    /// label marks it (“_Leave” for `l`). GTK has no public way to synthesize the key press; the
    /// accessibility audit presses the real keys.
    public func pressMnemonic(_ letter: Character) throws(GtkDriverError) {
        let root = try topPresentation()
        let key = letter.lowercased()
        let buttons = WidgetQueries.buttons(in: root).map(\.button)
        guard
            let button = buttons.first(where: { button in
                guard button.usesUnderline, let label = button.label else { return false }
                return Self.mnemonicLetter(in: label).map { String($0).lowercased() } == key
            })
        else {
            throw GtkDriverError(
                description: "No button on top has the mnemonic Alt+\(letter); labels: \(buttons.compactMap(\.label)).")
        }
        _ = gtk_widget_mnemonic_activate(button.gtkWidget, 0)
        GtkTestHost.drainPending()
    }

    /// The letter after the first single “_” of a `use-underline` label (“__” is a literal underscore).
    static func mnemonicLetter(in label: String) -> Character? {
        var characters = label.makeIterator()
        while let character = characters.next() {
            guard character == "_" else { continue }
            guard let next = characters.next() else { return nil }
            if next != "_" { return next }
        }
        return nil
    }

    /// Clicks the header bar's back button.
    public func tapBack() throws(GtkDriverError) {
        guard backButton.isVisible, backButton.isSensitive else {
            throw GtkDriverError(
                description: "There is no back button to tap: the stack has one screen, or a sheet covers it.")
        }
        WidgetQueries.click(backButton)
        GtkTestHost.drainPending()
    }

    /// Types `text` into the text field at `index` of the presentation on top (replacing its text).
    public func enterText(_ text: String, inFieldAt index: Int) throws(GtkDriverError) {
        let fields = WidgetQueries.fields(in: try topPresentation())
        guard fields.indices.contains(index) else {
            throw GtkDriverError(description: "No text field at index \(index); there are \(fields.count).")
        }
        fields[index].text = text
        GtkTestHost.drainPending()
    }

    /// The text of every visible label on the page on top, in order (what a person reads there).
    public var visiblePageTexts: [String] {
        visiblePage.map { WidgetQueries.labelTexts(in: $0) } ?? []
    }

    /// The title of the alert on top, as its dialog shows it.
    public var presentedAlertTitle: String? {
        (try? topPresentation()).flatMap { WidgetQueries.labelTexts(in: $0).first }
    }

    /// Pumps GLib until the window shows its final state (see ``WindowScreenshot/isReady(_:)``):
    /// no transition running, nothing closing, images loaded, every surface mapped. Returns false
    /// after `timeout`.
    @discardableResult
    public func waitUntilSettled(timeout: Duration = .seconds(5)) async -> Bool {
        await GtkTestHost.runUntil(timeout: timeout) { WindowScreenshot.isReady(self) }
    }

    /// Waits until settled, then writes the composited window (dialogs, popovers) to `path`.
    @discardableResult
    public func screenshot(to path: String, timeout: Duration = .seconds(10)) async throws(WindowScreenshot.Failure)
        -> (width: Int, height: Int)
    {
        guard await waitUntilSettled(timeout: timeout) else {
            throw .timedOut(seconds: Int(timeout.components.seconds))
        }
        var lastFailure = WindowScreenshot.Failure.snapshot(.emptyRender)
        for _ in 0..<40 {
            do {
                return try WindowScreenshot.write(of: self, to: path)
            } catch {
                lastFailure = error
                // A widget that has not drawn since its last change renders nothing: wait a frame.
                await GtkTestHost.pump(for: .milliseconds(25))
            }
        }
        throw lastFailure
    }

    private func topPresentation() throws(GtkDriverError) -> Widget {
        if let popover = presentedPopovers.last { return popover }
        if let dialog = presentedWindows.last { return dialog }
        if let sheet = presentedSheet { return sheet }
        throw GtkDriverError(description: "Nothing is presented.")
    }
}

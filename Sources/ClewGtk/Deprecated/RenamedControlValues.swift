// Spellings renamed by the naming rule (README, "Writing a GTK app"), kept for at least one minor
// version so that apps upgrade with warnings instead of errors. CHANGELOG.md lists each.

extension Switch {
    /// Renamed ``isActive`` (`GtkSwitch:active`), as on check and toggle buttons.
    ///
    /// <!-- doc-test:
    /// let wifi = Switch(isActive: false, accessibleLabel: "Wi-Fi")
    /// -->
    /// ```swift
    /// wifi.isActive = true   // was: wifi.isOn = true
    /// ```
    @available(*, deprecated, renamed: "isActive", message: "named for GTK's `active` property, as CheckButton's")
    public var isOn: Bool {
        get { isActive }
        set { isActive = newValue }
    }

    /// Renamed ``init(isActive:accessibleLabel:)``.
    ///
    /// ```swift
    /// let wifi = Switch(isActive: false, accessibleLabel: "Wi-Fi")   // was: Switch(isOn: false, …)
    /// ```
    @available(*, deprecated, renamed: "init(isActive:accessibleLabel:)")
    public convenience init(isOn: Bool, accessibleLabel: String) {
        self.init(isActive: isOn, accessibleLabel: accessibleLabel)
    }
}

extension Spinner {
    /// Renamed ``init(isSpinning:)``: an initializer's labels are its properties' names.
    ///
    /// ```swift
    /// let busy = Spinner(isSpinning: true)   // was: Spinner(spinning: true)
    /// ```
    @available(*, deprecated, renamed: "init(isSpinning:)")
    public convenience init(spinning: Bool) {
        self.init(isSpinning: spinning)
    }
}

extension SpinButton {
    /// Renamed ``integerValue``.
    ///
    /// <!-- doc-test:
    /// let spin = SpinButton(range: 1...10, accessibleLabel: "Copies")
    /// -->
    /// ```swift
    /// let copies = spin.integerValue   // was: spin.intValue
    /// ```
    @available(*, deprecated, renamed: "integerValue")
    public var intValue: Int {
        get { integerValue }
        set { integerValue = newValue }
    }
}

extension DropDown {
    /// Renamed ``items``, as ``ItemDropDown/items``.
    ///
    /// <!-- doc-test:
    /// let style = DropDown(["Light"], accessibleLabel: "Style")
    /// -->
    /// ```swift
    /// style.items = ["Light", "Dark"]   // was: style.strings = …
    /// ```
    @available(*, deprecated, renamed: "items")
    public var strings: [String] {
        get { items }
        set { items = newValue }
    }

    /// Renamed ``selectedItem``, as ``ItemDropDown/selectedItem``.
    ///
    /// <!-- doc-test:
    /// let style = DropDown(["Light", "Dark"], accessibleLabel: "Style")
    /// -->
    /// ```swift
    /// print(style.selectedItem ?? "")   // was: style.selectedString
    /// ```
    @available(*, deprecated, renamed: "selectedItem")
    public var selectedString: String? { selectedItem }
}

extension ItemDropDown {
    /// Renamed ``init(_:selectedItem:accessibleLabel:title:)``.
    ///
    /// ```swift
    /// let count = ItemDropDown([1, 2, 3], selectedItem: 2, accessibleLabel: "Count") { "\($0)" }
    /// ```
    @available(*, deprecated, renamed: "init(_:selectedItem:accessibleLabel:title:)")
    public convenience init(
        _ items: [Item], selected: Item?, accessibleLabel: String, title: @escaping @MainActor (Item) -> String
    ) {
        self.init(items, selectedItem: selected, accessibleLabel: accessibleLabel, title: title)
    }
}

extension ListView {
    /// Renamed ``selectedItem``, as on drop-downs.
    ///
    /// <!-- doc-test:
    /// let list = ListView(model: ListModel(["Groceries"])) { Label("") } bind: { label, title in label.text = title }
    /// -->
    /// ```swift
    /// let note = list.selectedItem   // was: list.selectedElement
    /// ```
    @available(*, deprecated, renamed: "selectedItem")
    public var selectedElement: Element? { selectedItem }
}

extension ColumnView {
    /// Renamed ``selectedItems``.
    ///
    /// <!-- doc-test:
    /// let table = ColumnView(model: ListModel(["Ada"]), columns: [.init("Name", text: { $0 })])
    /// -->
    /// ```swift
    /// let people = table.selectedItems   // was: table.selectedElements
    /// ```
    @available(*, deprecated, renamed: "selectedItems")
    public var selectedElements: [Element] { selectedItems }
}

extension Action {
    /// Renamed ``init(_:isActive:isEnabled:_:)``, as a check button's state.
    ///
    /// ```swift
    /// let pinned = Action("pinned", isActive: false) { _, isActive in print(isActive) }
    /// ```
    @available(*, deprecated, renamed: "init(_:isActive:isEnabled:_:)")
    public convenience init(
        _ name: String, isOn: Bool, isEnabled: Bool = true, _ changed: @escaping @MainActor (Action, Bool) -> Void
    ) {
        self.init(name, isActive: isOn, isEnabled: isEnabled, changed)
    }

    /// Renamed ``isActive``.
    ///
    /// <!-- doc-test:
    /// let pinned = Action("pinned", isActive: false) { _, _ in }
    /// -->
    /// ```swift
    /// pinned.isActive = true   // was: pinned.isOn = true
    /// ```
    @available(*, deprecated, renamed: "isActive")
    public var isOn: Bool? {
        get { isActive }
        set { isActive = newValue }
    }
}

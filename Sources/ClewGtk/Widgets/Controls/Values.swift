internal import CGtk
internal import ClewGtkCore

/// A number field with − and + buttons (`GtkSpinButton`).
///
/// ```swift
/// let size = SpinButton(range: 8...72, value: 14, accessibleLabel: "Font size")   // whole numbers
/// size.onChange { spin in editor.fontSize = spin.integerValue }
/// let zoom = SpinButton(range: 0.5...4.0, step: 0.25, value: 1, digits: 2, accessibleLabel: "Zoom")
/// zoom.onChange { spin in print("zoom", spin.value) }
/// ```
public final class SpinButton: Widget {
    /// A spin button over whole numbers in `range`, in steps of `step`; read it as ``integerValue``.
    public convenience init(range: ClosedRange<Int>, step: Int = 1, value: Int? = nil, accessibleLabel: String) {
        self.init(
            range: Double(range.lowerBound)...Double(range.upperBound), step: Double(max(1, step)),
            value: value.map(Double.init), digits: 0, accessibleLabel: accessibleLabel)
    }

    /// A spin button over `range` in steps of `step`, showing `digits` decimals.
    public convenience init(
        range: ClosedRange<Double>, step: Double = 1, value: Double? = nil, digits: Int = 0, accessibleLabel: String
    ) {
        self.init(new: gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step))
        gtk_spin_button_set_digits(opaque, guint(max(0, digits)))
        self.value = value ?? range.lowerBound
        setAccessibleLabel(accessibleLabel)
    }

    /// The value, kept inside the range (a value outside it is clamped).
    public var value: Double {
        get { gtk_spin_button_get_value(opaque) }
        set { gtk_spin_button_set_value(opaque, newValue) }
    }

    /// The value as a whole number (rounded), for a spin button over whole numbers.
    public var integerValue: Int {
        get { Int(gtk_spin_button_get_value_as_int(opaque)) }
        set { value = Double(newValue) }
    }

    /// The range of values.
    public var range: ClosedRange<Double> {
        get {
            var low = 0.0
            var high = 0.0
            gtk_spin_button_get_range(opaque, &low, &high)
            return low...high
        }
        set { gtk_spin_button_set_range(opaque, newValue.lowerBound, newValue.upperBound) }
    }

    /// Calls `handler` whenever the value changes (`GtkSpinButton::value-changed`).
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (SpinButton) -> Void) -> SignalConnection {
        connectGenerated(as: ClewGtkCore.SpinButton.self, handler) { $0.connectValueChanged(after: false, $1) }
    }
}

/// A slider (`GtkScale`).
///
/// ```swift
/// let volume = Scale(range: 0...100, value: 40, accessibleLabel: "Volume")
/// volume.onChange { scale in player.volume = scale.value }
/// ```
public final class Scale: Widget {
    /// A slider over `range` in steps of `step`, horizontal by default.
    public convenience init(
        _ orientation: Box.Orientation = .horizontal, range: ClosedRange<Double>, step: Double = 1,
        value: Double? = nil, accessibleLabel: String
    ) {
        self.init(new: gtk_scale_new_with_range(orientation.gtk, range.lowerBound, range.upperBound, step))
        self.value = value ?? range.lowerBound
        setAccessibleLabel(accessibleLabel)
    }

    /// The value, kept inside the range.
    public var value: Double {
        get { gtk_range_get_value(pointer(as: GtkRange.self)) }
        set { gtk_range_set_value(pointer(as: GtkRange.self), newValue) }
    }

    /// Whether the value is written beside the slider, with `digits` decimals.
    public func showsValue(_ shows: Bool, digits: Int = 0) {
        gtk_scale_set_draw_value(pointer(as: GtkScale.self), shows ? 1 : 0)
        gtk_scale_set_digits(pointer(as: GtkScale.self), Int32(digits))
    }

    /// Adds a mark at `value`, with an optional label, below (or right of) the slider.
    public func addMark(at value: Double, label: String? = nil) {
        gtk_scale_add_mark(pointer(as: GtkScale.self), value, GTK_POS_BOTTOM, label)
    }

    /// Calls `handler` whenever the value changes (`GtkRange::value-changed`).
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (Scale) -> Void) -> SignalConnection {
        connectGenerated(as: ClewGtkCore.RangeWidget.self, handler) { $0.connectValueChanged(after: false, $1) }
    }
}

/// A bar showing a level (`GtkLevelBar`): a password's strength, a battery, a disk.
///
/// ```swift
/// let strength = LevelBar(range: 0...4, value: 3, accessibleLabel: "Password strength")
/// ```
public final class LevelBar: Widget {
    /// A level bar over `range` showing `value`.
    public convenience init(range: ClosedRange<Double> = 0...1, value: Double = 0, accessibleLabel: String) {
        self.init(new: gtk_level_bar_new_for_interval(range.lowerBound, range.upperBound))
        self.value = value
        setAccessibleLabel(accessibleLabel)
    }

    /// The level, kept inside the range.
    public var value: Double {
        get { gtk_level_bar_get_value(opaque) }
        set {
            let low = gtk_level_bar_get_min_value(opaque)
            let high = gtk_level_bar_get_max_value(opaque)
            gtk_level_bar_set_value(opaque, min(max(newValue, low), high))
        }
    }
}

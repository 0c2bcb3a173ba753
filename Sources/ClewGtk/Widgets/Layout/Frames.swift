internal import CGtk
internal import ClewGtkCore

/// A child with a title that shows or hides it (`GtkExpander`): “Advanced options”.
///
/// <!-- doc-test:
/// let advancedOptions = Box(.vertical)
/// -->
/// ```swift
/// let advanced = Expander("Advanced", child: advancedOptions)
/// advanced.onChange { expander in settings.showsAdvanced = expander.isExpanded }
/// ```
public final class Expander: Widget {
    /// An expander titled `label` around `child`, closed unless `isExpanded`.
    public convenience init(_ label: String, child: Widget, isExpanded: Bool = false) {
        self.init(new: gtk_expander_new(label))
        self.child = child
        self.isExpanded = isExpanded
        // GTK 4.8 exposes the expander as a button named by nothing: name it by its title.
        setAccessibleLabel(label)
    }

    /// Whether the child is shown.
    public var isExpanded: Bool {
        get { gtk_expander_get_expanded(opaque) != 0 }
        set { gtk_expander_set_expanded(opaque, newValue ? 1 : 0) }
    }

    /// The title.
    public var label: String? {
        get { gtk_expander_get_label(opaque).map { String(cString: $0) } }
        set {
            gtk_expander_set_label(opaque, newValue)
            setAccessibleLabel(newValue ?? "")
        }
    }

    /// The widget shown when expanded.
    public var child: Widget? {
        get { gtk_expander_get_child(opaque).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) } }
        set { gtk_expander_set_child(opaque, newValue?.gtkWidget) }
    }

    /// Calls `handler` whenever it opens or closes.
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (Expander) -> Void) -> SignalConnection {
        connectGenerated(as: ClewGtkCore.Expander.self, handler) { $0.connectIsExpandedChanged($1) }
    }
}

/// A border around a child, with an optional title (`GtkFrame`).
///
/// <!-- doc-test:
/// let accountForm = Grid(rowSpacing: 6, columnSpacing: 12)
/// -->
/// ```swift
/// Frame("Account", child: accountForm)
/// ```
public final class Frame: Widget {
    /// A frame titled `label` (nil: no title) around `child`.
    public convenience init(_ label: String? = nil, child: Widget? = nil) {
        self.init(new: gtk_frame_new(label))
        self.child = child
    }

    /// The title.
    public var label: String? {
        get { gtk_frame_get_label(pointer(as: GtkFrame.self)).map { String(cString: $0) } }
        set { gtk_frame_set_label(pointer(as: GtkFrame.self), newValue) }
    }

    /// The framed widget.
    public var child: Widget? {
        get {
            gtk_frame_get_child(pointer(as: GtkFrame.self)).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) }
        }
        set { gtk_frame_set_child(pointer(as: GtkFrame.self), newValue?.gtkWidget) }
    }
}

/// Keeps a child at an aspect ratio (`GtkAspectFrame`): a video, a cover picture.
///
/// <!-- doc-test:
/// let player = Picture()
/// -->
/// ```swift
/// AspectFrame(ratio: 16.0 / 9.0, child: player)
/// ```
public final class AspectFrame: Widget {
    /// A frame keeping `child` at `ratio` (width / height), placed by `xAlign` and `yAlign` (0 to 1);
    /// with `obeysChild`, the child's own ratio is used instead.
    public convenience init(
        ratio: Double, xAlign: Double = 0.5, yAlign: Double = 0.5, obeysChild: Bool = false, child: Widget? = nil
    ) {
        self.init(new: gtk_aspect_frame_new(Float(xAlign), Float(yAlign), Float(ratio), obeysChild ? 1 : 0))
        self.child = child
    }

    private var frame: OpaquePointer { opaque }

    /// Width divided by height.
    public var ratio: Double {
        get { Double(gtk_aspect_frame_get_ratio(frame)) }
        set { gtk_aspect_frame_set_ratio(frame, Float(newValue)) }
    }

    /// Whether the child's own ratio is kept instead of ``ratio``.
    public var obeysChild: Bool {
        get { gtk_aspect_frame_get_obey_child(frame) != 0 }
        set { gtk_aspect_frame_set_obey_child(frame, newValue ? 1 : 0) }
    }

    /// The framed widget.
    public var child: Widget? {
        get { gtk_aspect_frame_get_child(frame).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) } }
        set { gtk_aspect_frame_set_child(frame, newValue?.gtkWidget) }
    }
}

internal import CGtk
internal import CGtkShim
internal import ClewGObject
internal import ClewGdkCore
internal import ClewGioCore
internal import ClewGtkCore

/// A signal that `Sender` emits whose handler receives only the sender, such as `GtkButton::clicked`.
///
/// Signals are typed by the class that emits them, so `button.connect(.clicked)` compiles and
/// `window.connect(.clicked)` does not. The handler receives the sender, typed:
///
/// ```swift
/// let save = Button("Save")
/// save.connect(.clicked) { button in button.label = "Saved" }
/// ```
///
/// Each signal ClewGtk declares (``clicked``, ``realize``, ``closed``…) connects through the generated typed
/// signal of the class that declares it (`ClewGtkBindings.Button.connectClicked`). Every other signal of every
/// class is in the generated layers, typed: `entry.as(ClewGtkBindings.Entry.self)?.connectIconPress { … }`
/// (`import ClewGtkBindings`).
public struct VoidSignal<Sender: GObjectRef>: Sendable {
    /// How `connect` reaches the generated typed signal (nil: a signal declared by name).
    typealias Connector = @MainActor @Sendable (Sender, @escaping @MainActor (Sender) -> Void) -> SignalConnection

    /// The GLib signal name, e.g. `"clicked"`.
    public let name: String
    let connector: Connector?

    /// Declares a signal by its GLib name, checked only at run time (a name the class does not have traps).
    @available(
        *, deprecated,
        message: "use the generated typed signal: `entry.as(ClewGtkBindings.Entry.self)?.connectIconPress { … }`"
    )
    public init(_ name: String) { self.init(name, connector: nil) }

    init(_ name: String, connector: Connector?) {
        self.name = name
        self.connector = connector
    }

    /// The signal `name` reached through `connect` on the generated class `G`: `{ $0.connectClicked($1) }`.
    static func generated<G: GObjectRef>(
        _ name: String, _ type: G.Type,
        _ connect: @escaping @MainActor @Sendable (G, @escaping @MainActor (G) -> Void) -> SignalConnection
    ) -> Self {
        Self(name) { sender, handler in sender.connectGenerated(as: G.self, handler, through: connect) }
    }
}

/// A signal that `Sender` emits whose handler receives the sender and returns a `Bool`, such as
/// ``closeRequest``.
///
/// <!-- doc-test:
/// let window = Window(title: "Notes")
/// var hasUnsavedChanges = false
/// -->
/// ```swift
/// window.connect(.closeRequest) { _ in hasUnsavedChanges }  // true keeps the window open
/// ```
public struct BoolSignal<Sender: GObjectRef>: Sendable {
    /// How `connect` reaches the generated typed signal (nil: a signal declared by name).
    typealias Connector = @MainActor @Sendable (Sender, @escaping @MainActor (Sender) -> Bool) -> SignalConnection

    /// The GLib signal name, e.g. `"close-request"`.
    public let name: String
    let connector: Connector?

    /// Declares a signal with the `gboolean (*)(Sender *, gpointer)` signature by its GLib name.
    @available(
        *, deprecated,
        message: "use the generated typed signal: `window.as(ClewGtkBindings.Window.self)?.connectCloseRequest { … }`"
    )
    public init(_ name: String) { self.init(name, connector: nil) }

    init(_ name: String, connector: Connector?) {
        self.name = name
        self.connector = connector
    }
}

/// A signal that `Sender` emits with one object argument, such as ``rowActivated``.
///
/// <!-- doc-test:
/// let list = ListBox()
/// -->
/// ```swift
/// list.connect(.rowActivated) { _, row in print("row", row.index) }
/// ```
public struct ObjectSignal<Sender: GObjectRef, Argument: GObjectRef>: Sendable {
    /// How `connect` reaches the generated typed signal (nil: a signal declared by name).
    typealias Connector =
        @MainActor @Sendable (Sender, @escaping @MainActor (Sender, Argument) -> Void) -> SignalConnection

    /// The GLib signal name, e.g. `"row-activated"`.
    public let name: String
    let connector: Connector?

    /// Declares a signal with the `void (*)(Sender *, Argument *, gpointer)` signature by its GLib name.
    @available(
        *, deprecated,
        message: "use the generated typed signal: `box.as(ClewGtkBindings.FlowBox.self)?.connectChildActivated { … }`"
    )
    public init(_ name: String) { self.init(name, connector: nil) }

    init(_ name: String, connector: Connector?) {
        self.name = name
        self.connector = connector
    }
}

/// A signal that `Sender` emits with one string argument, whose C handler is
/// `void (*)(Sender *, const char *, gpointer)`, declared by its GLib name.
@available(
    *, deprecated,
    message: "use the generated typed signal: `dialog.as(ClewAdwBindings.MessageDialog.self)?.connectResponse { … }`"
)
public struct StringSignal<Sender: GObjectRef>: Sendable {
    /// The GLib signal name, e.g. `"response"`.
    public let name: String
    /// Declares a signal with the `void (*)(Sender *, const char *, gpointer)` signature.
    public init(_ name: String) { self.name = name }
}

/// `GObject::notify::<property>` declared by the property's name: a property of `Sender` changed. The handler
/// receives the sender and reads the property itself.
@available(
    *, deprecated,
    message:
        "use the generated property observer: `stack.as(ClewGtkBindings.Stack.self)?.connectIsTransitionRunningChanged { … }`, or the widget's `on…Change`"
)
public struct PropertyChange<Sender: GObjectRef>: Sendable {
    /// The detailed signal name, e.g. `"notify::transition-running"`.
    public let name: String
    /// Watches the property named `property` (GObject's spelling, with dashes).
    public init(_ property: String) { name = "notify::\(property)" }
}

extension VoidSignal where Sender: Widget {
    /// `GtkWidget::destroy`: emitted when the widget is disposed (its last reference goes).
    public static var destroy: Self { .generated("destroy", ClewGtkCore.Widget.self) { $0.connectDestroy($1) } }
    /// `GtkWidget::realize`: the widget has its surface (and a frame clock).
    public static var realize: Self { .generated("realize", ClewGtkCore.Widget.self) { $0.connectRealize($1) } }
    /// `GtkWidget::map`: the widget is about to be drawn on screen.
    public static var map: Self { .generated("map", ClewGtkCore.Widget.self) { $0.connectMap($1) } }
    /// `GtkWidget::unrealize`: the widget lost its surface (it left its window, or the window closed).
    public static var unrealize: Self {
        .generated("unrealize", ClewGtkCore.Widget.self) { $0.connectUnrealize($1) }
    }
}

extension VoidSignal where Sender: Button {
    /// `GtkButton::clicked`.
    public static var clicked: Self { .generated("clicked", ClewGtkCore.Button.self) { $0.connectClicked($1) } }
}

extension VoidSignal where Sender: EditableText {
    /// `GtkEntry::activate` / `GtkPasswordEntry::activate`: Enter was pressed in the field.
    public static var activate: Self { Self("activate") { sender, handler in sender.connectActivate(handler) } }
    /// `GtkEditable::changed`: the text changed.
    public static var changed: Self { .generated("changed", AnyEditable.self) { $0.connectChanged($1) } }
}

extension VoidSignal where Sender: Popover {
    /// `GtkPopover::closed`.
    public static var closed: Self { .generated("closed", ClewGtkCore.Popover.self) { $0.connectClosed($1) } }
}

extension VoidSignal where Sender: Application {
    /// `GApplication::activate`: the app was started (or started again while running).
    public static var activate: Self { .generated("activate", ClewGioCore.Application.self) { $0.connectActivate($1) } }
    /// `GApplication::shutdown`: the main loop has ended.
    public static var shutdown: Self { .generated("shutdown", ClewGioCore.Application.self) { $0.connectShutdown($1) } }
}

extension VoidSignal where Sender: FrameClock {
    /// `GdkFrameClock::after-paint`: a frame has been painted.
    public static var afterPaint: Self {
        .generated("after-paint", ClewGdkCore.FrameClock.self) { $0.connectAfterPaint($1) }
    }
}

extension BoolSignal where Sender: Window {
    /// `GtkWindow::close-request`: return `true` to keep the window open.
    public static var closeRequest: Self {
        Self("close-request") { window, handler in
            window.connectGeneratedReturning(as: ClewGtkCore.Window.self, handler) { $0.connectCloseRequest($1) }
        }
    }
}

extension ObjectSignal where Sender == ListBox, Argument == ListBoxRow {
    /// `GtkListBox::row-activated`: a row was clicked, or Enter pressed on it.
    public static var rowActivated: Self {
        Self("row-activated") { list, handler in
            list.connectGenerated(as: ClewGtkCore.ListBox.self, handler) { $0.connectRowActivated($1) }
        }
    }
}

/// Every ``GObjectRef`` is one; the protocol exists so that `connect` can name the wrapper's own
/// type (`Self`) for the signal it accepts and for the sender its handler receives.
public protocol SignalEmitter: GObjectRef {}

extension GObjectRef: SignalEmitter {}

extension SignalEmitter {
    /// Connects `handler` to `signal`; the handler receives this object. While a ``ListRow`` around
    /// this widget is bound to its element, the handler is not called (the row's values are not the
    /// person's changes).
    ///
    /// The handler gets the sender as an argument, so it never needs to capture its own widget
    /// (a strong capture would be a cycle: the wrapper owns the object, the object owns the
    /// handler). If the Swift wrapper is gone by then, the handler receives a new wrapper of
    /// the same GTK object.
    @discardableResult
    public func connect(_ signal: VoidSignal<Self>, _ handler: @escaping @MainActor (Self) -> Void)
        -> SignalConnection
    {
        if let connector = signal.connector { return connector(self, handler) }
        return connectSenderOnly(byName: signal.name, handler)
    }

    /// Connects `handler` to a `gboolean` signal such as ``BoolSignal/closeRequest``.
    @discardableResult
    public func connect(_ signal: BoolSignal<Self>, _ handler: @escaping @MainActor (Self) -> Bool)
        -> SignalConnection
    {
        if let connector = signal.connector { return connector(self, handler) }
        let sender = SenderLookup(self)
        return connectCounted(signal.name) { arguments in
            guard let instance = arguments.objectPointer(0) else { return }
            arguments.setReturn(handler(sender.resolve(instance)))
        }
    }

    /// Connects `handler` to the change of a property declared by name (``PropertyChange``); like a
    /// ``VoidSignal``'s handler, not called while a ``ListRow`` around this widget is bound.
    @available(
        *, deprecated,
        message:
            "use the generated property observer: `label.as(ClewGtkBindings.Label.self)?.connectLabelChanged { … }`"
    )
    @discardableResult
    public func connect(_ change: PropertyChange<Self>, _ handler: @escaping @MainActor (Self) -> Void)
        -> SignalConnection
    {
        connectSenderOnly(byName: change.name, handler)
    }

    /// Connects `handler` to a signal with an object argument, such as ``ObjectSignal/rowActivated``.
    @discardableResult
    public func connect<Argument>(
        _ signal: ObjectSignal<Self, Argument>,
        _ handler: @escaping @MainActor (Self, Argument) -> Void
    ) -> SignalConnection {
        if let connector = signal.connector { return connector(self, handler) }
        let sender = SenderLookup(self)
        return connectCounted(signal.name) { arguments in
            guard let instance = arguments.objectPointer(0), let argument = arguments.objectPointer(1) else { return }
            handler(sender.resolve(instance), Argument.wrapper(of: argument))
        }
    }

    /// Connects `handler` to a signal with a string argument declared by name (``StringSignal``).
    @available(
        *, deprecated,
        message:
            "use the generated typed signal: `dialog.as(ClewAdwBindings.MessageDialog.self)?.connectResponse { … }`"
    )
    @discardableResult
    public func connect(_ signal: StringSignal<Self>, _ handler: @escaping @MainActor (Self, String) -> Void)
        -> SignalConnection
    {
        let sender = SenderLookup(self)
        return connectCounted(signal.name) { arguments in
            guard let instance = arguments.objectPointer(0) else { return }
            let text: String? = arguments[1]
            handler(sender.resolve(instance), text ?? "")
        }
    }
}

extension GObjectRef {
    /// Connects a handler to the signal `name` through the generated layer's one marshaller, counted by a
    /// ``SignalHandlerBox`` until GLib releases the closure (on disconnect or finalize). Only for what the
    /// generated layer does not type: signals declared by name (the deprecated ``VoidSignal/init(_:)`` and its
    /// kin, kept for a minor version). A name the object's class does not have is a programming error: it traps
    /// with the name.
    func connectCounted(_ name: String, _ handler: @escaping @MainActor (SignalArguments) -> Void)
        -> SignalConnection
    {
        let counted = SignalHandlerBox()
        let connection = connectSignal(name) { arguments in counted.handle { handler(arguments) } }
        precondition(connection.handlerID != 0, "no signal '\(name)' on \(type(of: self))")
        return connection
    }

    /// Whether this object's class is `G`'s class or derives from it.
    func isInstance<G: ClewGObject.Object>(of type: G.Type) -> Bool {
        clew_instance_is_a(raw, GType(G.gType)) != 0
    }
}

extension SignalEmitter {
    /// Connects a handler that receives only its sender to the signal `name`, by name (``connectCounted(_:_:)``):
    /// the handler gets this wrapper (or, once it is gone, the object's) and is quiet while a ``ListRow``
    /// around the sender is bound, because the row's values are not the person's changes.
    func connectSenderOnly(byName name: String, _ handler: @escaping @MainActor (Self) -> Void) -> SignalConnection {
        let sender = SenderLookup(self)
        return connectCounted(name) { arguments in
            guard let instance = arguments.objectPointer(0), !ListRowBinding.isQuiet(instance) else { return }
            handler(sender.resolve(instance))
        }
    }

    /// Connects `handler` through the generated typed signal that `connect` picks on this object's generated
    /// class `G` (`{ $0.connectSelectedChanged($1) }`). As with ``connect(_:_:)-(VoidSignal<Self>,_)``, the
    /// handler receives this wrapper (or, once it is gone, the object's), is quiet while a ``ListRow`` around the
    /// object is bound, and is counted by a ``SignalHandlerBox`` until GLib releases its closure.
    package func connectGenerated<G: GObjectRef>(
        as type: G.Type, _ handler: @escaping @MainActor (Self) -> Void,
        through connect: @MainActor (G, @escaping @MainActor (G) -> Void) -> SignalConnection
    ) -> SignalConnection {
        connect(generated(as: G.self), quietSenderHandler(handler))
    }

    /// The counted handler of a sender-only signal that this object emits, or that another emits on its behalf (a
    /// field's `GtkText`): quiet while a ``ListRow`` around this object is bound, then called with this wrapper
    /// (or, once it is gone, the object's).
    fileprivate func quietSenderHandler<Emitter>(_ handler: @escaping @MainActor (Self) -> Void)
        -> @MainActor (Emitter) -> Void
    {
        let sender = SenderLookup(self)
        let address = UInt(bitPattern: raw)
        return counted { (_: Emitter) in
            let instance = UnsafeMutableRawPointer(bitPattern: address)!
            guard !ListRowBinding.isQuiet(instance) else { return }
            handler(sender.resolve(instance))
        }
    }

    /// Like ``connectGenerated(as:_:through:)``, for a signal whose handler returns a value (`close-request`):
    /// it is always called (a list row's binding does not quiet it: GTK needs its answer).
    package func connectGeneratedReturning<G: GObjectRef, Result>(
        as type: G.Type, _ handler: @escaping @MainActor (Self) -> Result,
        through connect: @MainActor (G, @escaping @MainActor (G) -> Result) -> SignalConnection
    ) -> SignalConnection {
        let sender = SenderLookup(self)
        return connect(generated(as: G.self), counted { (emitter: G) in handler(sender.resolve(emitter.raw)) })
    }

    /// Like ``connectGenerated(as:_:through:)``, for a signal with one object argument (`row-activated`),
    /// handed to `handler` as its wrapper of type `Argument` (an emission without the object is dropped). Not
    /// quieted by a list row's binding: these are the person's activations.
    package func connectGenerated<G: GObjectRef, GeneratedArgument: GObjectRef, Argument: GObjectRef>(
        as type: G.Type, _ handler: @escaping @MainActor (Self, Argument) -> Void,
        through connect: @MainActor (G, @escaping @MainActor (G, GeneratedArgument?) -> Void) -> SignalConnection
    ) -> SignalConnection {
        let sender = SenderLookup(self)
        return connect(
            generated(as: G.self),
            counted { (emitter: G, argument: GeneratedArgument?) in
                guard let argument else { return }
                handler(sender.resolve(emitter.raw), Argument.wrapper(of: argument.raw))
            })
    }
}

extension EditableText {
    /// `activate` as the field's class declares it: `GtkEntry`, `GtkPasswordEntry`, `GtkSearchEntry`, `GtkText`,
    /// or `GtkListBoxRow` (libadwaita's entry rows); for another class, the `GtkText` it delegates to.
    fileprivate func connectActivate(_ handler: @escaping @MainActor (Self) -> Void) -> SignalConnection {
        if isInstance(of: ClewGtkCore.Entry.self) {
            return connectGenerated(as: ClewGtkCore.Entry.self, handler) { $0.connectActivate($1) }
        }
        if isInstance(of: ClewGtkCore.PasswordEntry.self) {
            return connectGenerated(as: ClewGtkCore.PasswordEntry.self, handler) { $0.connectActivate($1) }
        }
        if isInstance(of: ClewGtkCore.SearchEntry.self) {
            return connectGenerated(as: ClewGtkCore.SearchEntry.self, handler) { $0.connectActivate($1) }
        }
        if isInstance(of: ClewGtkCore.Text.self) {
            return connectGenerated(as: ClewGtkCore.Text.self, handler) { $0.connectActivate($1) }
        }
        if isInstance(of: ClewGtkCore.ListBoxRow.self) {
            return connectGenerated(as: ClewGtkCore.ListBoxRow.self, handler) { $0.connectActivate($1) }
        }
        return connectDelegateActivate(handler)
    }

    /// `activate` of a field of another class (`GtkEditableLabel`, an app's own editable): such a field edits
    /// through a `GtkText` it delegates to (`gtk_editable_get_delegate`, followed until a `GtkText`), whose
    /// generated `activate` calls `handler` with this field, quiet while a ``ListRow`` around the field is bound.
    private func connectDelegateActivate(_ handler: @escaping @MainActor (Self) -> Void) -> SignalConnection {
        guard let text = delegateText() else {
            preconditionFailure("\(type(of: self)) has no activate: its GtkEditable delegates to no GtkText")
        }
        return connectForwarded(to: text) { text.connectActivate(quietSenderHandler(handler)) }
    }
}

/// `handler` counted by a ``SignalHandlerBox`` for as long as GLib holds the closure that calls it: what
/// ClewGtk hands to a generated `connect…` method.
@MainActor
package func counted<each Argument, Result>(
    _ handler: @escaping @MainActor (repeat each Argument) -> Result
) -> @MainActor (repeat each Argument) -> Result {
    let box = SignalHandlerBox()
    return { (argument: repeat each Argument) in box.handle { handler(repeat each argument) } }
}

/// Finds the sender's Swift wrapper for a handler: the one that connected, while it lives (held
/// weakly, so the handler does not keep it alive), else its identity wrapper, else a plain handle of the same
/// object that does not take its identity (the emission may be the object's dispose: `emissionWrapper(of:)`).
@MainActor
final class SenderLookup<Sender: GObjectRef> {
    private weak var original: Sender?
    init(_ original: Sender) { self.original = original }

    func resolve(_ instance: UnsafeMutableRawPointer) -> Sender {
        original ?? Sender.emissionWrapper(of: instance)
    }
}

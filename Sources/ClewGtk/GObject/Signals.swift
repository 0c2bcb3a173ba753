internal import ClewGObject

/// A signal that `Sender` emits, whose C handler is `void (*)(Sender *, gpointer)`.
///
/// Signals are typed by the class that emits them, so `button.connect(.clicked)` compiles and
/// `window.connect(.clicked)` does not. The handler receives the sender, typed:
///
/// ```swift
/// let save = Button("Save")
/// save.connect(.clicked) { button in button.label = "Saved" }
/// ```
///
/// A signal ClewGtk does not declare can be declared where it is used, after checking its C
/// signature in the GTK docs: `VoidSignal<Widget>("realize")`.
public struct VoidSignal<Sender: GObjectRef>: Sendable {
    /// The GLib signal name, e.g. `"clicked"`.
    public let name: String
    /// Declares a signal with the `void (*)(Sender *, gpointer)` signature.
    public init(_ name: String) { self.name = name }
}

/// A signal that `Sender` emits, whose C handler is `gboolean (*)(Sender *, gpointer)`.
public struct BoolSignal<Sender: GObjectRef>: Sendable {
    /// The GLib signal name, e.g. `"close-request"`.
    public let name: String
    /// Declares a signal with the `gboolean (*)(Sender *, gpointer)` signature.
    public init(_ name: String) { self.name = name }
}

/// A signal that `Sender` emits with one object argument, whose C handler is
/// `void (*)(Sender *, Argument *, gpointer)`, such as `GtkListBox::row-activated`.
public struct ObjectSignal<Sender: GObjectRef, Argument: GObjectRef>: Sendable {
    /// The GLib signal name, e.g. `"row-activated"`.
    public let name: String
    /// Declares a signal with the `void (*)(Sender *, Argument *, gpointer)` signature.
    public init(_ name: String) { self.name = name }
}

/// A signal that `Sender` emits with one string argument, whose C handler is
/// `void (*)(Sender *, const char *, gpointer)`, such as libadwaita's `AdwMessageDialog::response`.
public struct StringSignal<Sender: GObjectRef>: Sendable {
    /// The GLib signal name, e.g. `"response"`.
    public let name: String
    /// Declares a signal with the `void (*)(Sender *, const char *, gpointer)` signature.
    public init(_ name: String) { self.name = name }
}

/// `GObject::notify::<property>`: a property of `Sender` changed. Its C handler is
/// `void (*)(Sender *, GParamSpec *, gpointer)`; the handler here receives the sender and reads the
/// property itself.
///
/// <!-- doc-test:
/// let stack = Stack()
/// -->
/// ```swift
/// stack.connect(PropertyChange<Stack>("transition-running")) { stack in print("started or ended:", stack) }
/// ```
public struct PropertyChange<Sender: GObjectRef>: Sendable {
    /// The detailed signal name, e.g. `"notify::transition-running"`.
    public let name: String
    /// Watches the property named `property` (GObject's spelling, with dashes).
    public init(_ property: String) { name = "notify::\(property)" }
}

extension VoidSignal where Sender: Widget {
    /// `GtkWidget::destroy`: emitted when the widget is disposed (its last reference goes).
    public static var destroy: Self { Self("destroy") }
    /// `GtkWidget::realize`: the widget has its surface (and a frame clock).
    public static var realize: Self { Self("realize") }
    /// `GtkWidget::map`: the widget is about to be drawn on screen.
    public static var map: Self { Self("map") }
}

extension VoidSignal where Sender: Button {
    /// `GtkButton::clicked`.
    public static var clicked: Self { Self("clicked") }
}

extension VoidSignal where Sender: EditableText {
    /// `GtkEntry::activate` / `GtkPasswordEntry::activate`: Enter was pressed in the field.
    public static var activate: Self { Self("activate") }
    /// `GtkEditable::changed`: the text changed.
    public static var changed: Self { Self("changed") }
}

extension VoidSignal where Sender: Popover {
    /// `GtkPopover::closed`.
    public static var closed: Self { Self("closed") }
}

extension VoidSignal where Sender: Application {
    /// `GApplication::activate`: the app was started (or started again while running).
    public static var activate: Self { Self("activate") }
    /// `GApplication::shutdown`: the main loop has ended.
    public static var shutdown: Self { Self("shutdown") }
}

extension VoidSignal where Sender: FrameClock {
    /// `GdkFrameClock::after-paint`: a frame has been painted.
    public static var afterPaint: Self { Self("after-paint") }
}

extension BoolSignal where Sender: Window {
    /// `GtkWindow::close-request`: return `true` to keep the window open.
    public static var closeRequest: Self { Self("close-request") }
}

extension ObjectSignal where Sender == ListBox, Argument == ListBoxRow {
    /// `GtkListBox::row-activated`: a row was clicked, or Enter pressed on it.
    public static var rowActivated: Self { Self("row-activated") }
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
        let sender = SenderLookup(self)
        // Quiet while a list row around the sender is bound: the row's values are not the person's changes.
        return connectCounted(signal.name) { arguments in
            guard let instance = arguments.objectPointer(0), !ListRowBinding.isQuiet(instance) else { return }
            handler(sender.resolve(instance))
        }
    }

    /// Connects `handler` to a `gboolean` signal such as ``BoolSignal/closeRequest``.
    @discardableResult
    public func connect(_ signal: BoolSignal<Self>, _ handler: @escaping @MainActor (Self) -> Bool)
        -> SignalConnection
    {
        let sender = SenderLookup(self)
        return connectCounted(signal.name) { arguments in
            guard let instance = arguments.objectPointer(0) else { return }
            arguments.setReturn(handler(sender.resolve(instance)))
        }
    }

    /// Connects `handler` to the change of a property (``PropertyChange``); like a ``VoidSignal``'s
    /// handler, not called while a ``ListRow`` around this widget is bound.
    @discardableResult
    public func connect(_ change: PropertyChange<Self>, _ handler: @escaping @MainActor (Self) -> Void)
        -> SignalConnection
    {
        let sender = SenderLookup(self)
        return connectCounted(change.name) { arguments in
            guard let instance = arguments.objectPointer(0), !ListRowBinding.isQuiet(instance) else { return }
            handler(sender.resolve(instance))
        }
    }

    /// Connects `handler` to a signal with an object argument, such as ``ObjectSignal/rowActivated``.
    @discardableResult
    public func connect<Argument>(
        _ signal: ObjectSignal<Self, Argument>,
        _ handler: @escaping @MainActor (Self, Argument) -> Void
    ) -> SignalConnection {
        let sender = SenderLookup(self)
        return connectCounted(signal.name) { arguments in
            guard let instance = arguments.objectPointer(0), let argument = arguments.objectPointer(1) else { return }
            handler(sender.resolve(instance), Argument.wrapper(of: argument))
        }
    }
}

extension SignalEmitter {
    /// Connects `handler` to a signal with a string argument, such as `AdwMessageDialog::response`.
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
    /// Connects a handler declared by name (``VoidSignal`` and its kin) through the generated layer's one
    /// marshaller, counted by a ``SignalHandlerBox`` until GLib releases the closure (on disconnect or
    /// finalize). A name the object's class does not have is a programming error: it traps with the name.
    func connectCounted(_ name: String, _ handler: @escaping @MainActor (SignalArguments) -> Void)
        -> SignalConnection
    {
        let counted = SignalHandlerBox()
        let connection = connectSignal(name) { arguments in counted.handle { handler(arguments) } }
        precondition(connection.handlerID != 0, "no signal '\(name)' on \(type(of: self))")
        return connection
    }
}

extension SignalEmitter {
    /// Connects `handler` through the generated typed signal that `connect` picks on this object's generated
    /// class `G` (`{ $0.connectSelectedChanged($1) }`). As with ``connect(_:_:)-(VoidSignal<Self>,_)``, the
    /// handler receives this wrapper (or, once it is gone, the object's), is quiet while a ``ListRow`` around the
    /// object is bound, and is counted by a ``SignalHandlerBox`` until GLib releases its closure.
    func connectGenerated<G: GObjectRef>(
        as type: G.Type, _ handler: @escaping @MainActor (Self) -> Void,
        through connect: (G, @escaping @MainActor (G) -> Void) -> SignalConnection
    ) -> SignalConnection {
        let sender = SenderLookup(self)
        return connect(
            generated(as: G.self),
            counted { (emitter: G) in
                guard !ListRowBinding.isQuiet(emitter.raw) else { return }
                handler(sender.resolve(emitter.raw))
            })
    }
}

/// `handler` counted by a ``SignalHandlerBox`` for as long as GLib holds the closure that calls it: what
/// ClewGtk hands to a generated `connect…` method.
@MainActor
func counted<each Argument, Result>(
    _ handler: @escaping @MainActor (repeat each Argument) -> Result
) -> @MainActor (repeat each Argument) -> Result {
    let box = SignalHandlerBox()
    return { (argument: repeat each Argument) in box.handle { handler(repeat each argument) } }
}

/// Finds the sender's Swift wrapper for a handler: the one that connected, while it lives (held
/// weakly, so the handler does not keep it alive), else its identity wrapper, else a plain handle of the same
/// object that does not take its identity (the emission may be the object's dispose: `emissionWrapper(of:)`).
@MainActor
private final class SenderLookup<Sender: GObjectRef> {
    private weak var original: Sender?
    init(_ original: Sender) { self.original = original }

    func resolve(_ instance: UnsafeMutableRawPointer) -> Sender {
        original ?? Sender.emissionWrapper(of: instance)
    }
}

import CGtk
import CGtkTestShim
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// A widget made from Swift has one Swift object, alive exactly as long as the widget.
@Suite @MainActor
struct WidgetIdentity {
    @Test func aWeakHandleStaysValidWhileItsWidgetIsInATree() async throws {
        try await GtkTestHost.run {
            let page = Box(.vertical)
            weak var weakEntry: Entry?
            do {
                let entry = Entry(text: "typed notes")
                page.append(entry)
                weakEntry = entry
            }
            // The only Swift reference is gone; the box holds the widget, and the widget its wrapper.
            let entry = try #require(weakEntry)
            #expect(entry.text == "typed notes")
            #expect(entry.isIdentityWrapper)
        }
    }

    @Test func lookupsGiveBackTheSameObjectWithItsType() async throws {
        try await GtkTestHost.run {
            let label = Label("Title")
            let button = Button("Save")
            let page = Box(.vertical) {
                label
                button
            }
            let children = page.children
            #expect(children.count == 2)
            #expect(children[0] === label)
            #expect(children[1] === button)
            #expect(children[1] is Button)
            #expect(label.parent === page)
            #expect(Label.wrapper(of: label.raw) === label)
        }
    }

    @Test func aSignalHandlerReceivesTheSameObject() async throws {
        try await GtkTestHost.run {
            var senders: [ObjectIdentifier] = []
            let box = Box(.vertical)
            var identifier: ObjectIdentifier?
            do {
                let button = Button("Tap") { senders.append(ObjectIdentifier($0)) }
                identifier = ObjectIdentifier(button)
                box.append(button)
            }
            let button = try #require(WidgetQueries.button("Tap", in: box))
            clew_signal_emit_void(button.raw, "clicked")
            #expect(senders == [identifier])
        }
    }

    @Test func theWrapperAndTheWidgetGoTogetherWhenTheTreeLetsGo() async throws {
        try await GtkTestHost.run {
            let box = Box(.vertical)
            weak var weakLabel: Label?
            var probe: FinalizeProbe?
            do {
                let label = Label("Leaving")
                box.append(label)
                weakLabel = label
                probe = FinalizeProbe(label.raw)
            }
            #expect(weakLabel != nil)
            box.remove(try #require(weakLabel))
            #expect(weakLabel == nil)
            #expect(probe?.finalized == true)
        }
    }

    @Test func aWidgetOutOfAnyTreeLivesAsLongAsSwiftHoldsIt() async throws {
        try await GtkTestHost.run {
            var label: Label? = Label("Alone")
            let probe = FinalizeProbe(label!.raw)
            #expect(label!.refCount == 1)
            let box = Box(.vertical)
            box.append(label!)
            #expect(label!.refCount == 2)
            box.remove(label!)
            #expect(label!.refCount == 1)
            #expect(!probe.finalized)
            label = nil
            #expect(probe.finalized)
        }
    }

    @Test func destroyingAWindowReleasesEveryWrapperInIt() async throws {
        try await GtkTestHost.run {
            weak var weakButton: Button?
            weak var weakWindow: Window?
            do {
                let window = Window(title: "Identity")
                let button = Button("Inside")
                window.child = Box(.vertical) { button }
                window.present()
                weakButton = button
                weakWindow = window
            }
            #expect(weakButton != nil && weakWindow != nil)
            weakWindow?.destroy()
            GtkTestHost.drainPending()
            #expect(weakButton == nil)
            #expect(weakWindow == nil)
        }
    }

    /// A widget's `destroy` runs in its dispose, when its wrapper let go: the handler gets a plain handle of the
    /// widget, which gives its reference back as the handler ends. A handle taking the widget's identity there
    /// resurrected it, to be disposed and finalized again inside GLib's toggle notification.
    @Test func aHandlerRunInTheWidgetsDisposeDoesNotTakeItsIdentity() async throws {
        try await GtkTestHost.run {
            let identities = GObjectRef.liveIdentityCount
            var senders: [(isIdentity: Bool, raw: UnsafeMutableRawPointer)] = []
            var raw: UnsafeMutableRawPointer?
            do {
                let button = Button("Going")
                raw = button.raw
                button.connect(.destroy) { senders.append(($0.isIdentityWrapper, $0.raw)) }
                #expect(GObjectRef.liveIdentityCount == identities + 1)
            }
            #expect(senders.count == 1)
            #expect(senders.first?.isIdentity == false)
            #expect(senders.first?.raw == raw)  // the same widget, in a handle of its own
            #expect(GObjectRef.liveIdentityCount == identities)  // finalized, once
        }
    }
}

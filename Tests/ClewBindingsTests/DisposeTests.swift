import ClewGObject
import ClewGtkBindings
import Testing

/// Signals emitted while an object is disposed reach their handlers with a handle that does not take the
/// object's identity: one taking it there would resurrect the object, to be disposed and finalized a second time
/// inside GLib's toggle notification.
@MainActor
@Suite struct DisposeTests {
    @Test func theSenderOfASignalEmittedInDisposeIsAPlainHandle() async throws {
        try await onGtk {
            let identities = GObjectRef.liveIdentityCount
            var senders: [(isIdentity: Bool, isLabel: Bool, text: String?)] = []
            do {
                let label = Label(str: "Going")
                label.connectDestroy { sender in
                    senders.append((sender.isIdentityWrapper, sender is Label, (sender as? Label)?.getLabel()))
                }
                #expect(label.isIdentityWrapper)
            }
            // The wrapper was the last reference: its deinit disposed the label, which emitted `destroy`.
            #expect(senders.count == 1)
            #expect(senders.first?.isIdentity == false)
            #expect(senders.first?.isLabel == true)  // `Label` is registered: its most-derived class
            #expect(senders.first?.text == "Going")
            #expect(GObjectRef.liveIdentityCount == identities)  // finalized, and no identity left behind
        }
    }
}

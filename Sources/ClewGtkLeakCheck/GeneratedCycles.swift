import ClewGio

/// `generated` mode: cycles over the generated GObject/GIO layer (no GTK, no display): objects made
/// and dropped, properties written and read, handlers of several signatures connected, emitted and
/// released by disconnect or finalize, errors thrown, objects shared through a list store.
@MainActor
enum GeneratedCycles {
    static func run(_ count: Int) -> Bool {
        let identities = GObjectRef.liveIdentityCount
        var ok = 0
        for index in 0..<count where cycle(index) { ok += 1 }
        let closures = GObjectRef.liveSignalClosureCount
        let leftIdentities = GObjectRef.liveIdentityCount - identities
        print("CYCLES_OK=\(ok)/\(count) LIVE_CLOSURES=\(closures) LIVE_IDENTITIES=\(leftIdentities)")
        return ok == count && closures == 0 && leftIdentities == 0
    }

    private static func cycle(_ index: Int) -> Bool {
        var activations = 0
        var changes = 0
        let action = SimpleAction(stateful: "cycle", parameterType: VariantType("i"), state: Variant("a"))
        action.connectActivate { _, parameter in activations += Int(parameter?.int32 ?? 0) }
        let watch = action.connectIsEnabledChanged { _ in changes += 1 }
        action.activate(Variant(Int32(2)))
        action.isEnabled = false
        action.disconnect(watch)
        action.isEnabled = true
        action.state = Variant("b")

        let group = SimpleActionGroup()
        group.addAction(action)
        let found = group.lookupAction("cycle") === action

        let store = ListStore(itemType: Object.gType)
        var added: UInt32 = 0
        store.connectItemsChanged { _, _, _, count in added += count }
        store.append(action)
        store.append(Menu())
        let same = store.getObject(0) === action
        store.removeAll()

        let cancellable = Cancellable()
        cancellable.connectCancelled { _ in changes += 1 }
        cancellable.cancel()

        let stream = MemoryInputStream(bytes: Bytes([1, 2, 3, UInt8(index % 256)]))
        let read = (try? stream.readBytes(count: 8))?.count ?? -1

        var threw = false
        do {
            _ = try AnyFile.newForPath("/nonexistent/clew-leak-check").read()
        } catch {
            threw = error.domain == "g-io-error-quark"
        }
        return activations == 2 && changes == 2 && found && same && added == 2 && read == 4 && threw
    }
}

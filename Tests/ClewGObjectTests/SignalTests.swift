import ClewGObject
import ClewGio
import Testing

/// Signals of several shapes, all through the one generic marshaller, with real values.
@MainActor
@Suite struct SignalTests {
    @Test func activateHandsOverTheVariantParameter() {
        let action = SimpleAction(name: "go", parameterType: VariantType("i"))
        var received: [Int32] = []
        action.connectActivate { sender, parameter in
            #expect(sender === action)
            received.append(parameter?.int32 ?? -1)
        }
        action.activate(Variant(Int32(7)))
        action.activate(Variant(Int32(-3)))
        #expect(received == [7, -3])
    }

    @Test func changeStateReceivesTheRequestedValue() {
        let action = SimpleAction(stateful: "mode", parameterType: nil, state: Variant("light"))
        var requested: [String] = []
        action.connectChangeState { sender, value in
            requested.append(value?.string ?? "")
            sender.setState(value ?? Variant("?"))
        }
        action.changeState(Variant("dark"))
        #expect(requested == ["dark"])
        #expect(action.state?.string == "dark")
    }

    @Test func itemsChangedCarriesThreeUnsignedIntegers() {
        let store = ListStore(itemType: Object.gType)
        var changes: [[UInt32]] = []
        store.connectItemsChanged { _, position, removed, added in changes.append([position, removed, added]) }
        store.append(Cancellable())
        store.append(Cancellable())
        store.remove(0)
        #expect(changes == [[0, 0, 1], [1, 0, 1], [0, 1, 0]])
    }

    @Test func cancelledHasNoArguments() {
        let cancellable = Cancellable()
        var count = 0
        cancellable.connectCancelled { _ in count += 1 }
        cancellable.cancel()
        #expect(count == 1)
        #expect(cancellable.isCancelled())
    }

    @Test func aHandlersBooleanResultIsTheSignalsReturnValue() {
        let observer = DBusAuthObserver()
        var asked: [String] = []
        observer.connectAllowMechanism { _, mechanism in
            asked.append(mechanism)
            return mechanism == "EXTERNAL"
        }
        #expect(observer.allowMechanism("EXTERNAL"))
        #expect(observer.allowMechanism("ANONYMOUS") == false)
        #expect(asked == ["EXTERNAL", "ANONYMOUS"])
    }

    @Test func anEnumArgumentArrivesTyped() {
        let operation = MountOperation.new()
        var results: [MountOperationResult] = []
        operation.connectReply { _, result in results.append(result) }
        operation.reply(.aborted)
        operation.reply(.handled)
        #expect(results == [.aborted, .handled])
    }

    @Test func anAfterHandlerRunsAfterTheOthers() {
        let cancellable = Cancellable()
        var order: [String] = []
        cancellable.connectCancelled(after: true) { _ in order.append("after") }
        cancellable.connectCancelled { _ in order.append("first") }
        cancellable.cancel()
        #expect(order == ["first", "after"])
    }
}

import ClewGObject
import ClewGio
import Testing

/// One wrapper per object, and every handler's closure released exactly once.
@MainActor
@Suite(.serialized) struct OwnershipTests {
    /// Counts its deinits, to see a closure's captures go.
    @MainActor final class Tracker {
        static var deinits = 0
        isolated deinit { Tracker.deinits += 1 }
    }

    @Test func theSameObjectComesBackAsTheSameWrapper() {
        let store = ListStore(itemType: Object.gType)
        let item = Cancellable()
        store.append(item)
        #expect(store.getObject(0) === item)
        #expect(item.refCount == 2)  // the store's and the wrapper's

        let group = SimpleActionGroup()
        let action = SimpleAction(name: "save", parameterType: nil)
        group.addAction(action)
        #expect(group.lookupAction("save") === action)
    }

    @Test func aWrapperOfAnObjectMadeInCIsKeptWhileTheObjectLives() {
        let menu = Menu()
        menu.append(label: "Open", detailedAction: "app.open")
        let store = ListStore(itemType: Object.gType)
        store.append(menu)
        let first = store.getObject(0)
        let second = store.getObject(0)
        #expect(first === second)
        #expect(first === menu)
    }

    @Test func disconnectingReleasesTheClosureOnce() {
        let before = GObjectRef.liveSignalClosureCount
        Tracker.deinits = 0
        let cancellable = Cancellable()
        do {
            let tracker = Tracker()
            let connection = cancellable.connectCancelled { _ in _ = tracker }
            #expect(GObjectRef.liveSignalClosureCount == before + 1)
            cancellable.disconnect(connection)
            cancellable.disconnect(connection)  // twice is harmless
        }
        #expect(Tracker.deinits == 1)
        #expect(GObjectRef.liveSignalClosureCount == before)
    }

    @Test func finalizingTheObjectReleasesItsClosuresOnce() {
        let before = GObjectRef.liveSignalClosureCount
        let identities = GObjectRef.liveIdentityCount
        Tracker.deinits = 0
        do {
            let action = SimpleAction(name: "x", parameterType: nil)
            let tracker = Tracker()
            action.connectActivate { _, _ in _ = tracker }
            action.connectIsEnabledChanged { _ in _ = tracker }
            #expect(GObjectRef.liveSignalClosureCount == before + 2)
        }
        #expect(Tracker.deinits == 1)
        #expect(GObjectRef.liveSignalClosureCount == before)
        #expect(GObjectRef.liveIdentityCount == identities)
    }

    @Test func anObjectInAStoreKeepsItsWrapperAlive() {
        let store = ListStore(itemType: Object.gType)
        weak var weakItem: Cancellable?
        do {
            let item = Cancellable()
            weakItem = item
            store.append(item)
        }
        // The store holds the object, the object holds its wrapper (a toggle reference).
        #expect(weakItem != nil)
        store.removeAll()
        #expect(weakItem == nil)
    }
}

@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// `GtkTestHost.run` counts the handlers its own body connects (a task-local scope), so handlers that a
/// test running beside it connects outside a host are never taken for this test's leak.
@Suite @MainActor
struct HandlerScopes {
    @Test func aScopeCountsWhatItConnectedUntilReleased() async throws {
        try await GtkTestHost.run {
            let scope = SignalHandlerScope()
            var button: Button? = Button("Count")
            SignalHandlerScope.$current.withValue(scope) {
                _ = button?.connect(.clicked) { _ in }
            }
            _ = button?.connect(.clicked) { _ in }  // outside the scope: the host's own scope counts it
            #expect(scope.liveCount == 1)
            button = nil
            #expect(await GtkTestHost.runUntil { scope.liveCount == 0 })
        }
    }

    @Test func handlersConnectedOutsideTheHostAreNotTheHostsLeak() async throws {
        var kept: Button?
        // Were it counted, `run` would throw `handlersOutlivedTest(count: 1)` after its 10 s wait.
        try await GtkTestHost.run {
            // Another test's handler, made outside any host while this body runs (no scope, as a
            // detached task has none): it outlives the body, and the body's check ignores it.
            await Task.detached { @MainActor in
                kept = Button("Elsewhere")
                _ = kept?.connect(.clicked) { _ in }
            }.value
        }
        #expect(kept != nil, "the handler outlived the body, still connected")
        kept = nil
    }
}

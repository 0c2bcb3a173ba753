import ClewGObject
import ClewGtkTesting
import Testing

/// Runs `body` as one GTK test (GTK initialized, one GTK test at a time) and checks that every handler
/// the generated layer connected is released once the objects are gone. Only this file imports
/// ClewGtkTesting: its `Button`, `Label`… are ClewGtk's, which the other files mean as the generated ones.
@MainActor
func onGtk(_ body: @MainActor () throws -> Void) async throws {
    try await GtkTestHost.run {
        let closures = GObjectRef.liveSignalClosureCount
        try body()
        #expect(GObjectRef.liveSignalClosureCount == closures, "a generated signal closure outlived its object")
    }
}

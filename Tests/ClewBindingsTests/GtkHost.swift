import ClewGObject
import ClewGtk
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

/// Whether real key presses work here (X11's XTest; not on the Wayland lane).
let canPressRealKeys = GtkTestKeyboard.canPressRealKeys

/// Runs `body` as one GTK test with a mapped window (ClewGtk's, for its real key presses): `body` gets the
/// window's `GtkWindow *`, to wrap as the generated layer's `Window`, and a function that types a key into it
/// (X11 only: guard with `canPressRealKeys`).
@MainActor
func onGtkWithWindow(
    _ body: @MainActor (UnsafeMutableRawPointer, (String) throws -> Void) async throws -> Void
) async throws {
    try await GtkTestHost.run {
        let closures = GObjectRef.liveSignalClosureCount
        let window = Window(title: "Keys")
        window.setDefaultSize(width: 200, height: 100)
        window.present()
        #expect(await GtkTestHost.runUntil { window.isMapped })
        try await body(window.raw) { accelerator in try GtkTestKeyboard.press(accelerator, in: window) }
        window.destroy()
        GtkTestHost.drainPending()
        #expect(GObjectRef.liveSignalClosureCount == closures, "a generated signal closure outlived its object")
    }
}

/// Runs the main loop until `condition` holds (at most 5 s); whether it did.
@MainActor
func waitUntil(_ condition: @MainActor () -> Bool) async -> Bool { await GtkTestHost.runUntil(condition) }

import CGtk
import CGtkShim
import CGtkTestShim
import ClewGObject
import ClewGtkCore
import ClewGtkTesting
import Testing

/// The typed connector the generated layer keeps, `package`, for a signal of a class GTK 4.10 deprecates that
/// ClewGtk's GTK 4.8 file chooser still needs (the overrides' `[legacy-signals]`).
@Suite @MainActor
struct LegacySignals {
    /// GTK 4.8's answer, `GtkNativeDialog::response`, through the generated layer's package connector for a class
    /// GTK 4.10 deprecates: its int typed, its sender the dialog, its closure released on disconnect.
    @Test func theNativeDialogsResponseIsTypedForTheGtk48Path() async throws {
        try await GtkTestHost.run {
            let pointer = try #require(
                clew_file_chooser_native_new("Typed 35", nil, CLEW_FILE_DIALOG_OPEN, nil, nil, nil))
            let native = ClewGObject.Object(UnsafeMutableRawPointer(pointer), transfer: .full)
            let closures = GObjectRef.liveSignalClosureCount
            var responses: [Int32] = []
            var senders: [UnsafeMutableRawPointer] = []
            let connection = native.connectNativeDialogResponse { sender, response in
                senders.append(sender.raw)
                responses.append(response)
            }
            #expect(GObjectRef.liveSignalClosureCount == closures + 1)
            clew_signal_emit_int(native.raw, "response", GTK_RESPONSE_ACCEPT.rawValue)
            clew_signal_emit_int(native.raw, "response", GTK_RESPONSE_CANCEL.rawValue)
            native.disconnect(connection)
            clew_signal_emit_int(native.raw, "response", GTK_RESPONSE_ACCEPT.rawValue)
            #expect(responses == [GTK_RESPONSE_ACCEPT.rawValue, GTK_RESPONSE_CANCEL.rawValue])
            #expect(senders == [native.raw, native.raw])
            #expect(GObjectRef.liveSignalClosureCount == closures)
            clew_native_dialog_destroy(pointer)
        }
    }
}

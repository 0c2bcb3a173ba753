internal import CGtk
internal import CGtkShim
internal import ClewGObject
internal import ClewGtkCore

/// Shows a real file dialog, `GtkFileDialog` or `GtkFileChooserNative`, and waits for its answer.
@MainActor
enum FileDialogPresentation {
    static func present(_ request: FileDialogRequest, in window: Window?, on backend: FileDialogBackend) async
        -> Result<[String]?, FileDialogError>
    {
        let filters = request.filters.makeGtkFilterModel()
        defer { filters.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
        switch backend {
        case .fileDialog:
            guard
                let dialog = clew_file_dialog_new(request.title, request.acceptLabel, filters, request.suggestedName)
            else { return .failure(.failed("This GTK has no GtkFileDialog.")) }
            return await presentFileDialog(
                GObjectRef(UnsafeMutableRawPointer(dialog), transfer: .full), request, window)
        case .fileChooserNative:
            let native = clew_file_chooser_native_new(
                request.title, window?.window, request.kind.shimKind, request.acceptLabel, filters,
                request.suggestedName)!
            return await presentNative(GObjectRef(UnsafeMutableRawPointer(native), transfer: .full), window)
        }
    }

    /// GTK 4.10's `GtkFileDialog`: one async call, finished in its callback.
    private static func presentFileDialog(_ dialog: GObjectRef, _ request: FileDialogRequest, _ window: Window?) async
        -> Result<[String]?, FileDialogError>
    {
        let kind = request.kind.shimKind
        let address = UInt(bitPattern: dialog.raw)
        return await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<[String]?, FileDialogError>, Never>) in
            let data = CallbackThunks.retainedAsyncBox { _, result in
                let dialog = UnsafeMutablePointer<GObject>(bitPattern: address)!
                var error: UnsafeMutablePointer<GError>?
                guard let files = clew_file_dialog_finish(dialog, kind, result, &error) else {
                    defer { g_error_free(error) }
                    if clew_file_dialog_error_is_cancel(error) != 0 {
                        return continuation.resume(returning: .success(nil))
                    }
                    let message = error.map { String(cString: $0.pointee.message) } ?? "no error given"
                    return continuation.resume(returning: .failure(.failed(message)))
                }
                continuation.resume(returning: paths(of: files))
            }
            clew_file_dialog_start(dialog.object, kind, window?.window, CallbackThunks.asyncReady, data)
        }
    }

    /// GTK 4.8's `GtkFileChooserNative`: shown, then its `response` signal.
    private static func presentNative(_ native: GObjectRef, _ window: Window?) async
        -> Result<[String]?, FileDialogError>
    {
        var connection: SignalConnection?
        let outcome = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<[String]?, FileDialogError>, Never>) in
            // `GtkNativeDialog::response`: GTK 4.10 deprecates the class, so the generated layer leaves it out
            // (the overrides' `[deprecated]` table) but types this one signal for the 4.8 path (`[legacy-signals]`).
            connection = native.generated(as: ClewGObject.Object.self).connectNativeDialogResponse(
                counted { dialog, response in
                    guard response == GTK_RESPONSE_ACCEPT.rawValue else {
                        return continuation.resume(returning: .success(nil))
                    }
                    let files = clew_file_chooser_native_files(dialog.raw.assumingMemoryBound(to: GObject.self))!
                    continuation.resume(returning: paths(of: files))
                })
            clew_native_dialog_show(native.object)
        }
        if let connection { native.disconnect(connection) }
        clew_native_dialog_destroy(native.object)
        return outcome
    }

    /// The local paths of a `GListModel` of `GFile` (transfer full, released here).
    private static func paths(of files: OpaquePointer) -> Result<[String]?, FileDialogError> {
        defer { g_object_unref(UnsafeMutableRawPointer(files)) }
        var paths: [String] = []
        for index in 0..<g_list_model_get_n_items(files) {
            let file = OpaquePointer(g_list_model_get_item(files, index))
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            guard let path = g_file_get_path(file) else {
                let uri = g_file_get_uri(file)
                defer { g_free(uri) }
                return .failure(.notLocal(uri: uri.map { String(cString: $0) } ?? ""))
            }
            paths.append(String(cString: path))
            g_free(path)
        }
        return .success(paths)
    }
}

extension FileDialogRequest.Kind {
    var shimKind: ClewFileDialogKind {
        switch self {
        case .openFile: CLEW_FILE_DIALOG_OPEN
        case .openFiles: CLEW_FILE_DIALOG_OPEN_MULTIPLE
        case .save: CLEW_FILE_DIALOG_SAVE
        case .selectFolder: CLEW_FILE_DIALOG_SELECT_FOLDER
        }
    }
}

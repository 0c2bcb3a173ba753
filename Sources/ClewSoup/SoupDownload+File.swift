import CSoup
import ClewImages

/// The `file://` half: GIO opens and reads the file on its own I/O threads, with the same buffer,
/// limits and cancellation as a download.
extension SoupDownload {
    func openFile(_ url: String) {
        isConnected = true  // no connection to wait for: only the idle and total limits apply
        let file = g_file_new_for_uri(url)!
        host = g_file_get_path(file).map { path in
            defer { g_free(path) }
            return String(cString: path)
        } ?? url
        g_file_read_async(file, G_PRIORITY_DEFAULT, cancellable, { source, result, data in
            let download = Unmanaged<SoupDownload>.fromOpaque(data!).takeRetainedValue()
            download.didOpen(OpaquePointer(source!), result!)
        }, Unmanaged.passRetained(self).toOpaque())
        g_object_unref(UnsafeMutableRawPointer(file))  // the pending read holds its own reference
    }

    private func didOpen(_ file: OpaquePointer, _ result: OpaquePointer) {
        var gerror: UnsafeMutablePointer<GError>?
        guard let fileStream = g_file_read_finish(file, result, &gerror) else {
            let error = fileError(gerror)
            g_clear_error(&gerror)
            finish(.failure(error))
            return
        }
        stream = UnsafeMutableRawPointer(fileStream).assumingMemoryBound(to: GInputStream.self)
        // A local fstat: quick enough for this thread.
        var size: Int?
        if let info = g_file_input_stream_query_info(fileStream, "standard::size", cancellable, &gerror) {
            size = Int(g_file_info_get_size(info))
            g_object_unref(UnsafeMutableRawPointer(info))
        }
        g_clear_error(&gerror)
        do throws(ImageDownloadError) {
            body = try ImageBodyAccumulator(limits: limits, expectedLength: size)
        } catch {
            finish(.failure(error))
            return
        }
        readBody()
    }

    /// A file that is missing, unreadable or a directory is ``ImageDownloadError/fileNotReadable(path:)``.
    private func fileError(_ gerror: UnsafeMutablePointer<GError>?) -> ImageDownloadError {
        guard let gerror else { return .fileNotReadable(path: host) }
        if gerror.pointee.domain == g_io_error_quark(), gerror.pointee.code == G_IO_ERROR_CANCELLED.rawValue {
            return error(from: gerror)
        }
        return .fileNotReadable(path: host)
    }
}

internal import CSoup
import ClewImages

/// The `file://` half: GIO checks and reads the file on its own I/O threads, with the same buffer,
/// limits and cancellation as a download.
extension SoupDownload {
    func openFile(_ url: String) {
        isConnected = true  // no connection to wait for: only the idle and total limits apply
        let file = g_file_new_for_uri(url)!
        host =
            g_file_get_path(file).map { path in
                defer { g_free(path) }
                return String(cString: path)
            } ?? url
        // Only regular files: opening a FIFO or a device blocks in a thread that nothing can interrupt.
        g_file_query_info_async(
            file, "standard::type,standard::size", G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT, cancellable,
            { source, result, data in
                let download = Unmanaged<SoupDownload>.fromOpaque(data!).takeRetainedValue()
                download.didQuery(OpaquePointer(source!), result!)
            }, Unmanaged.passRetained(self).toOpaque()
        )
        g_object_unref(UnsafeMutableRawPointer(file))  // the pending query holds its own reference
    }

    private func didQuery(_ file: OpaquePointer, _ result: OpaquePointer) {
        var gerror: UnsafeMutablePointer<GError>?
        guard let info = g_file_query_info_finish(file, result, &gerror) else {
            let error = fileError(gerror)
            g_clear_error(&gerror)
            finish(.failure(error))
            return
        }
        let isRegular = g_file_info_get_file_type(info) == G_FILE_TYPE_REGULAR
        let size = Int(g_file_info_get_size(info))
        g_object_unref(UnsafeMutableRawPointer(info))
        guard isRegular else {
            finish(.failure(.fileNotReadable(path: host)))
            return
        }
        fileSize = size
        g_file_read_async(
            file, G_PRIORITY_DEFAULT, cancellable,
            { source, result, data in
                let download = Unmanaged<SoupDownload>.fromOpaque(data!).takeRetainedValue()
                download.didOpen(OpaquePointer(source!), result!)
            }, Unmanaged.passRetained(self).toOpaque())
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
        do throws(ImageDownloadError) {
            // A file that grows while it is read is still read to its end (see the end probe).
            body = try ImageBodyAccumulator(limits: limits, expectedLength: fileSize)
        } catch {
            finish(.failure(error))
            return
        }
        readBody()
    }

    /// A file that is missing or unreadable is ``ImageDownloadError/fileNotReadable(path:)``.
    private func fileError(_ gerror: UnsafeMutablePointer<GError>?) -> ImageDownloadError {
        guard let gerror else { return .fileNotReadable(path: host) }
        if currentStopReason != nil { return error(from: gerror) }
        return .fileNotReadable(path: host)
    }
}

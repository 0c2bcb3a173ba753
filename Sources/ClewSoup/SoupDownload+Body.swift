internal import CSoup
import ClewImages

/// The read loop shared by http(s) and files: GIO writes straight into the image's buffer.
extension SoupDownload {
    /// The most one read asks for when the length is unknown; a known length is asked for whole
    /// (the kernel returns what it has).
    private static let unknownLengthChunk = 1 << 20

    /// Reads on: for a pollable stream (a network response), everything available now, then a
    /// wait for more; otherwise (a file) one asynchronous read at a time.
    func readBody() {
        guard stream != nil else { return }
        if let pollable = pollableStream {
            drain(pollable)
        } else {
            readAsynchronously()
        }
    }

    /// The stream as a `GPollableInputStream` that can really be polled, else `nil`.
    private var pollableStream: OpaquePointer? {
        guard let stream,
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GTypeInstance.self),
                g_pollable_input_stream_get_type()
            ) != 0
        else { return nil }
        let pollable = OpaquePointer(stream)
        return g_pollable_input_stream_can_poll(pollable) != 0 ? pollable : nil
    }

    /// The space the next read fills: the image's buffer, or ``endProbe`` once the declared length
    /// is in. `nil` (and the download finished with the error) when no byte may follow.
    private func nextReadSpace() -> UnsafeMutableRawBufferPointer? {
        guard let body else { return nil }
        let space: UnsafeMutableRawBufferPointer
        if body.hasReceivedExpectedLength {
            space = endProbe  // only the end of the stream should come now
        } else {
            do {
                space = try body.reserveSpace(
                    preferred: body.expectedLength.map { $0 - body.count } ?? Self.unknownLengthChunk)
            } catch {
                finish(.failure(error))
                return nil
            }
        }
        readsIntoEndProbe = space.baseAddress == endProbe.baseAddress
        return space
    }

    /// Reads without blocking until the stream would block, then waits on a pollable source. No
    /// GTask and no thread per read: a 10 MB body arrives in a few dozen wake-ups of this thread.
    private func drain(_ pollable: OpaquePointer) {
        while !isFinished {
            guard let space = nextReadSpace() else { return }
            var gerror: UnsafeMutablePointer<GError>?
            let count = g_pollable_input_stream_read_nonblocking(
                pollable, space.baseAddress, gsize(space.count), cancellable, &gerror)
            if let gerror, gerror.pointee.domain == g_io_error_quark(),
                gerror.pointee.code == G_IO_ERROR_WOULD_BLOCK.rawValue
            {
                g_error_free(gerror)
                waitForData(pollable)
                return
            }
            guard handleRead(count: count, error: gerror) else { return }
        }
    }

    /// Calls ``drain(_:)`` again once the stream has data, an error or the end (or is cancelled).
    private func waitForData(_ pollable: OpaquePointer) {
        let source = g_pollable_input_stream_create_source(pollable, cancellable)!
        let callback: @convention(c) (UnsafeMutablePointer<GObject>?, gpointer?) -> gboolean = { stream, data in
            let download = Unmanaged<SoupDownload>.fromOpaque(data!).takeUnretainedValue()
            if let stream { download.drain(OpaquePointer(stream)) }
            return 0  // G_SOURCE_REMOVE: drain makes a new source if it has to wait again
        }
        g_source_set_callback(
            source, unsafeBitCast(callback, to: GSourceFunc.self), Unmanaged.passRetained(self).toOpaque()
        ) { data in
            Unmanaged<SoupDownload>.fromOpaque(data!).release()  // exactly once, when the source goes
        }
        g_source_attach(source, SoupWorker.shared.context)
        g_source_unref(source)
    }

    /// One asynchronous read (GIO runs it on its own I/O threads).
    private func readAsynchronously() {
        guard let stream, let space = nextReadSpace() else { return }
        g_input_stream_read_async(
            stream, space.baseAddress, gsize(space.count), G_PRIORITY_DEFAULT, cancellable,
            { _, result, data in
                let download = Unmanaged<SoupDownload>.fromOpaque(data!).takeRetainedValue()
                download.didRead(result!)
            }, Unmanaged.passRetained(self).toOpaque())
    }

    private func didRead(_ result: OpaquePointer) {
        guard let stream else { return }
        var gerror: UnsafeMutablePointer<GError>?
        let count = g_input_stream_read_finish(stream, result, &gerror)
        if handleRead(count: count, error: gerror) {
            readAsynchronously()
        }
    }

    /// Takes the outcome of one read; returns whether to read on.
    private func handleRead(count: gssize, error gerror: UnsafeMutablePointer<GError>?) -> Bool {
        guard let body else { return false }
        if let gerror {
            let error = error(from: gerror)
            g_error_free(gerror)
            finish(.failure(error))
            return false
        }
        lastActivity = .now
        guard count > 0 else {
            finish(Result { () throws(ImageDownloadError) in try body.finish() })
            return false
        }
        do throws(ImageDownloadError) {
            let fraction: Double?
            if readsIntoEndProbe {
                // More than the declared length: only an encoded body can do that. Keep it.
                fraction = try body.append(UnsafeRawBufferPointer(rebasing: endProbe[..<Int(count)]))
            } else {
                fraction = try body.commit(Int(count))
            }
            // An encoded body has no decoded length to measure against: its progress is on the wire.
            if let fraction = fraction ?? wireProgress() {
                progress(fraction)
            }
        } catch {
            finish(.failure(explain(error, body: body)))
            return false
        }
        return true
    }

    /// libsoup passes a body through undecoded when it cannot decode it from the start, so a damaged
    /// compressed body would read as "not an image"; name the encoding instead.
    private func explain(_ error: ImageDownloadError, body: ImageBodyAccumulator) -> ImageDownloadError {
        guard error == .notAnImage, let contentEncoding else { return error }
        let stillCompressed = body.withReceivedBytes { bytes in
            bytes.starts(with: [0x1F, 0x8B])  // gzip
                || (bytes.count >= 2 && bytes[0] & 0x0F == 8 && (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0)  // zlib
        }
        return stillCompressed ? .corruptEncoding(contentEncoding) : error
    }
}

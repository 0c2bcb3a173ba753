import CSoup
import ClewImages

/// The read loop shared by http(s) and files: GIO writes straight into the image's buffer.
extension SoupDownload {
    /// The most one read asks for when the length is unknown; a known length is asked for whole
    /// (the kernel returns what it has).
    private static let unknownLengthChunk = 1 << 20

    /// Issues the next read; the callback continues the loop until the end or an error.
    func readBody() {
        guard let body, let stream else { return }
        let space: UnsafeMutableRawBufferPointer
        if body.hasReceivedExpectedLength {
            space = endProbe  // only the end of the stream should come now
        } else {
            let remaining = body.expectedLength.map { $0 - body.count } ?? Self.unknownLengthChunk
            do {
                space = try body.reserveSpace(preferred: remaining)
            } catch {
                finish(.failure(error))
                return
            }
        }
        readsIntoEndProbe = space.baseAddress == endProbe.baseAddress
        g_input_stream_read_async(stream, space.baseAddress, gsize(space.count), G_PRIORITY_DEFAULT, cancellable, { _, result, data in
            let download = Unmanaged<SoupDownload>.fromOpaque(data!).takeRetainedValue()
            download.didRead(result!)
        }, Unmanaged.passRetained(self).toOpaque())
    }

    private func didRead(_ result: OpaquePointer) {
        guard let body, let stream else { return }
        var gerror: UnsafeMutablePointer<GError>?
        let count = g_input_stream_read_finish(stream, result, &gerror)
        if let gerror {
            let error = error(from: gerror)
            g_error_free(gerror)
            finish(.failure(error))
            return
        }
        lastActivity = .now
        guard count > 0 else {
            finish(Result { () throws(ImageDownloadError) in try body.finish() })
            return
        }
        do throws(ImageDownloadError) {
            let fraction: Double?
            if readsIntoEndProbe {
                // More than the declared length: only an encoded body can do that. Keep it.
                fraction = try body.append(UnsafeRawBufferPointer(rebasing: endProbe[..<Int(count)]))
            } else {
                fraction = try body.commit(Int(count))
            }
            if let fraction = contentEncoding == nil ? fraction : wireProgress() {
                progress(fraction)
            }
        } catch {
            finish(.failure(explain(error, body: body)))
            return
        }
        readBody()
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

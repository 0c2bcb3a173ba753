internal import CSoup
import ClewImages

/// The http(s) half: one request per hop, redirects handled here rather than by libsoup, so that
/// the scheme of every hop is checked before anything is read from it.
extension SoupDownload {
    /// Sends a GET for `url` (the original URL or a redirect's target).
    func send(_ url: String) {
        let session: UnsafeMutablePointer<SoupSession>
        do {
            session = try self.session.get()
        } catch {
            finish(.failure(.transport(error.message)))
            return
        }
        guard let message = clew_soup_message_new("GET", url) else {
            finish(.failure(.invalidURL(url)))
            return
        }
        releaseExchange()
        self.message = message
        host = clew_soup_message_get_uri(message).flatMap { g_uri_get_host($0) }.map { String(cString: $0) } ?? ""
        isConnected = false
        connectStartedAt = nil
        clew_soup_message_add_flags(
            message,
            SoupMessageFlags(rawValue: SOUP_MESSAGE_NO_REDIRECT.rawValue | SOUP_MESSAGE_COLLECT_METRICS.rawValue))
        let headers = clew_soup_message_get_request_headers(message)
        clew_soup_message_headers_replace(
            headers, "Accept", "image/png, image/jpeg, image/gif, image/webp;q=0.9, */*;q=0.1")

        // The first network event starts the connect clock (a request queued for a free
        // connection has none yet); the request headers go out only once a connection and its TLS
        // handshake are up, and from then on the idle limit applies instead.
        connect(message, "network-event", unsafeBitCast(Self.networkEvent, to: GCallback.self))
        connect(message, "wrote-headers", unsafeBitCast(Self.wroteHeaders, to: GCallback.self))
        clew_soup_session_send_async(
            session, message, G_PRIORITY_DEFAULT, cancellable,
            { _, result, data in
                let download = Unmanaged<SoupDownload>.fromOpaque(data!).takeRetainedValue()
                download.didSend(result!)
            }, Unmanaged.passRetained(self).toOpaque())
    }

    /// Connects `handler` to `signal` of `message`; the handler's reference to this download is
    /// released when the message lets go of the handler.
    private func connect(_ message: OpaquePointer, _ signal: String, _ handler: GCallback) {
        g_signal_connect_data(
            UnsafeMutableRawPointer(message), signal, handler, Unmanaged.passRetained(self).toOpaque(),
            { data, _ in Unmanaged<SoupDownload>.fromOpaque(data!).release() }, GConnectFlags(rawValue: 0))
    }

    private static let networkEvent:
        @convention(c) (OpaquePointer?, GSocketClientEvent, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
            _, _, _, data in
            let download = Unmanaged<SoupDownload>.fromOpaque(data!).takeUnretainedValue()
            if download.connectStartedAt == nil, !download.isConnected { download.connectStartedAt = .now }
        }

    private static let wroteHeaders: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        let download = Unmanaged<SoupDownload>.fromOpaque(data!).takeUnretainedValue()
        download.isConnected = true
        download.lastActivity = .now
    }

    private func didSend(_ result: OpaquePointer) {
        guard let session = try? self.session.get() else { return }  // made before the send, so never nil
        var gerror: UnsafeMutablePointer<GError>?
        let stream = clew_soup_session_send_finish(session, result, &gerror)
        guard !isFinished, let message else {
            // The watchdog ended a request that sat in libsoup's queue; only clean up.
            if let stream { g_object_unref(stream) }
            g_clear_error(&gerror)
            return
        }
        if let gerror {
            let error = error(from: gerror)
            g_error_free(gerror)
            if let stream { g_object_unref(stream) }
            finish(.failure(error))
            return
        }
        guard let stream else {
            finish(.failure(.transport("libsoup returned no response")))
            return
        }
        self.stream = stream
        isConnected = true
        lastActivity = .now

        let status = Int(clew_soup_message_get_status(message).rawValue)
        let headers = clew_soup_message_get_response_headers(message)
        if (300..<400).contains(status), let location = clew_soup_message_headers_get_one(headers, "Location") {
            redirect(to: String(cString: location))
            return
        }
        guard (200..<300).contains(status) else {
            finish(.failure(.serverResponse(statusCode: status)))
            return
        }
        beginBody(headers: headers)
    }

    private func redirect(to location: String) {
        redirectCount += 1
        guard redirectCount <= maxRedirects else {
            finish(.failure(.tooManyRedirects))
            return
        }
        guard let base = clew_soup_message_get_uri(message),
            let next = g_uri_parse_relative(base, location, G_URI_FLAGS_ENCODED, nil)
        else {
            finish(.failure(.invalidURL(location)))
            return
        }
        defer { g_uri_unref(next) }
        let scheme = String(cString: g_uri_get_scheme(next)).lowercased()
        guard scheme == "http" || scheme == "https" else {
            finish(.failure(.redirectToUnsupportedScheme(scheme)))
            return
        }
        let text = g_uri_to_string(next)!
        defer { g_free(text) }
        send(String(cString: text))
    }

    /// Sets up the buffer from the response headers and starts reading.
    private func beginBody(headers: OpaquePointer?) {
        let declared: Int? =
            clew_soup_message_headers_get_encoding(headers) == SOUP_ENCODING_CONTENT_LENGTH
            ? Int(clew_soup_message_headers_get_content_length(headers)) : nil
        let encoding = clew_soup_message_headers_get_one(headers, "Content-Encoding").map {
            String(cString: $0).lowercased()
        }
        do throws(ImageDownloadError) {
            if let encoding, encoding != "identity" {
                // libsoup decodes the body; the declared length is the compressed one, so the
                // decoded size is unknown: start from twice it and let every limit see decoded bytes.
                contentEncoding = encoding
                wireLength = declared
                // Clamped: a hostile Content-Length must not overflow the hint.
                let hint = declared.map { $0 > limits.maxBytes / 2 ? limits.maxBytes : $0 * 2 }
                body = try ImageBodyAccumulator(limits: limits, expectedLength: nil, capacityHint: hint)
            } else {
                body = try ImageBodyAccumulator(limits: limits, expectedLength: declared)
            }
        } catch {
            finish(.failure(error))
            return
        }
        readBody()
    }

    /// Progress for an encoded body: compressed bytes received against the compressed length.
    func wireProgress() -> Double? {
        guard let wireLength, let message, let body, let metrics = clew_soup_message_get_metrics(message) else {
            return nil
        }
        return body.progress(
            received: Int(clew_soup_message_metrics_get_response_body_bytes_received(metrics)), of: wireLength)
    }
}

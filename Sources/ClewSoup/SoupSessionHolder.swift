import CSoup

/// Owns one `SoupSession`, made on the worker thread on first use and released there.
final class SoupSessionHolder: @unchecked Sendable {
    // Sendable: `session` and `setupError` are read and written on the worker thread only.
    private let configuration: SoupImageLoader.Configuration
    private var session: UnsafeMutablePointer<SoupSession>?
    private var setupError: String?

    init(configuration: SoupImageLoader.Configuration) {
        self.configuration = configuration
    }

    deinit {
        guard let session else { return }
        let handle = SendableHandle(OpaquePointer(session))
        SoupWorker.shared.run { g_object_unref(UnsafeMutableRawPointer(handle.pointer)) }
    }

    /// The session; on the worker thread only. Throws the reason the session cannot be set up.
    func get() throws(SessionSetupError) -> UnsafeMutablePointer<SoupSession> {
        if let session { return session }
        if let setupError { throw SessionSetupError(message: setupError) }
        let made = soup_session_new()!
        soup_session_set_user_agent(made, configuration.userAgent)
        if let path = configuration.certificateAuthorities {
            var error: UnsafeMutablePointer<GError>?
            guard let database = g_tls_file_database_new(path, &error) else {
                let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                g_clear_error(&error)
                g_object_unref(UnsafeMutableRawPointer(made))
                setupError = "the certificate authorities in “\(path)” could not be read (\(reason))"
                throw SessionSetupError(message: setupError!)
            }
            soup_session_set_tls_database(made, database)
            g_object_unref(UnsafeMutableRawPointer(database))
        }
        if let proxy = configuration.proxy {
            let resolver = g_simple_proxy_resolver_new(proxy, nil)
            soup_session_set_proxy_resolver(made, resolver)
            g_object_unref(UnsafeMutableRawPointer(resolver))
        }
        session = made
        return made
    }
}

/// Why a session could not be made (an unreadable CA file).
struct SessionSetupError: Error {
    let message: String
}

/// A GLib pointer handed to the worker thread; the object it names is thread-safe to release.
struct SendableHandle: @unchecked Sendable {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
}

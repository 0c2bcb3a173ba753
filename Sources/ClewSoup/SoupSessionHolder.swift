internal import CSoup
import Clew

/// Owns one `SoupSession`, made on the worker thread on first use and released there.
final class SoupSessionHolder: @unchecked Sendable {
    // Sendable: `session` and `setupError` are read and written on the worker thread only.
    private let configuration: SoupImageLoader.Configuration
    private let loadLibsoup: @Sendable () -> String?
    private var session: UnsafeMutablePointer<SoupSession>?
    private var setupError: String?

    /// A holder that loads libsoup with `loadLibsoup` (nil when loaded, else why not): tests stand
    /// in a failure, since the real outcome is decided once per process.
    init(
        configuration: SoupImageLoader.Configuration,
        loadLibsoup: @escaping @Sendable () -> String? = SoupSessionHolder.loadLibsoup
    ) {
        self.configuration = configuration
        self.loadLibsoup = loadLibsoup
    }

    /// Loads libsoup 3 into the process the first time (CSoup); nil once loaded, else why not.
    static func loadLibsoup() -> String? {
        clew_soup_load_error().map { String(cString: $0) }
    }

    deinit {
        guard let session else { return }
        let handle = SendableHandle(OpaquePointer(session))
        SoupWorker.shared.run { g_object_unref(UnsafeMutableRawPointer(handle.pointer)) }
    }

    /// The session; on the worker thread only. Throws the reason the session cannot be set up:
    /// libsoup 3 cannot be loaded, or the certificate authorities cannot be read.
    func get() throws(SessionSetupError) -> UnsafeMutablePointer<SoupSession> {
        if let session { return session }
        if let setupError { throw SessionSetupError(message: setupError) }
        // libsoup is loaded here, at the first http(s) download, not when the program starts.
        if let reason = loadLibsoup() {
            setupError = reason
            throw SessionSetupError(message: reason)
        }
        let made = Self.makeSession()
        clew_soup_session_set_user_agent(made, configuration.userAgent)
        // The loader's watchdog enforces every time limit, each with its own error; libsoup's own
        // 60-second defaults would cut longer limits short with the wrong one.
        clew_soup_session_set_timeout(made, 0)
        clew_soup_session_set_idle_timeout(made, 0)
        if let path = configuration.certificateAuthorities {
            var error: UnsafeMutablePointer<GError>?
            guard let database = g_tls_file_database_new(path, &error) else {
                let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                g_clear_error(&error)
                g_object_unref(UnsafeMutableRawPointer(made))
                setupError =
                    "the certificate authorities in \(UntrustedText.quoted(path, limit: UntrustedText.longLimit)) "
                    + "could not be read (\(UntrustedText.escaped(reason, limit: UntrustedText.longLimit)))"
                throw SessionSetupError(message: setupError!)
            }
            clew_soup_session_set_tls_database(made, database)
            g_object_unref(UnsafeMutableRawPointer(database))
        }
        if let proxy = configuration.proxy {
            let resolver = g_simple_proxy_resolver_new(proxy, nil)
            clew_soup_session_set_proxy_resolver(made, resolver)
            g_object_unref(UnsafeMutableRawPointer(resolver))
        }
        session = made
        return made
    }
}

extension SoupSessionHolder {
    /// Connections per host: libsoup's default of 2 queues a third image from the same server
    /// behind the first two (a gallery), where it can neither connect nor be cancelled.
    static let connectionsPerHost: Int32 = 8

    /// A session with room for ``connectionsPerHost`` connections to one host. These properties
    /// are construct-only, and `g_object_new` is variadic, hence the GValue array.
    static func makeSession() -> UnsafeMutablePointer<SoupSession> {
        var values = [GValue(), GValue()]
        let intType = GType(6 << G_TYPE_FUNDAMENTAL_SHIFT)  // G_TYPE_INT, a macro Swift cannot import
        for index in values.indices { g_value_init(&values[index], intType) }
        g_value_set_int(&values[0], connectionsPerHost)
        g_value_set_int(&values[1], connectionsPerHost * 4)
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        let object = "max-conns-per-host".withCString { perHost in
            "max-conns".withCString { total in
                var names: [UnsafePointer<CChar>?] = [perHost, total]
                return g_object_new_with_properties(clew_soup_session_get_type(), 2, &names, &values)!
            }
        }
        return UnsafeMutableRawPointer(object).assumingMemoryBound(to: SoupSession.self)
    }
}

/// Why a session could not be made (libsoup missing, an unreadable CA file).
struct SessionSetupError: Error {
    let message: String
}

/// A GLib pointer handed to the worker thread; the object it names is thread-safe to release.
struct SendableHandle: @unchecked Sendable {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
}

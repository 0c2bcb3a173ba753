import Foundation

/// The committed test-only TLS files in `Tests/Support/Fixtures/tls/` (see its README.md), found
/// from this source file's location, so they work from any working directory.
public enum TLSFixtures {
    /// `Tests/Support/Fixtures/tls`, absolute.
    public static let directory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ClewTestSupport
        .deletingLastPathComponent()  // Support
        .appendingPathComponent("Fixtures/tls").path

    /// The self-signed test CA (PEM) that signed the server certificate; trust it to accept the server.
    public static var caCertificatePath: String { directory + "/ca.pem" }
    /// The server certificate (PEM) for IP 127.0.0.1 and DNS localhost, valid until 2126.
    public static var serverCertificatePath: String { directory + "/server.pem" }
    /// The server certificate's private key (PEM, unencrypted).
    public static var serverKeyPath: String { directory + "/server-key.pem" }
    /// The Python HTTPS server that `TestTLSServer` runs.
    public static var serverScriptPath: String { directory + "/tls_server.py" }
}

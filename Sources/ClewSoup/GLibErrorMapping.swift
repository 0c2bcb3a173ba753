internal import CSoup
import Clew
import ClewImages

/// Turns GLib, GIO, TLS and libsoup errors into ``ImageDownloadError``s with human messages.
enum GLibErrorMapping {
    static func imageError(
        for gerror: UnsafeMutablePointer<GError>,
        host: String,
        contentEncoding: String?,
        certificateErrors: GTlsCertificateFlags?
    ) -> ImageDownloadError {
        let domain = gerror.pointee.domain
        let code = gerror.pointee.code
        let message = String(cString: gerror.pointee.message)
        if domain == g_tls_error_quark() {
            if code == G_TLS_ERROR_BAD_CERTIFICATE.rawValue {
                return .untrustedCertificate(host: host, reason: reason(for: certificateErrors))
            }
            return .transport(
                "the secure connection to \(UntrustedText.quoted(host)) failed: \(UntrustedText.escaped(message))")
        }
        if domain == g_io_error_quark() {
            switch GIOErrorEnum(rawValue: UInt32(code)) {
            case G_IO_ERROR_TIMED_OUT:
                return .timedOut
            case G_IO_ERROR_PARTIAL_INPUT:
                return .truncatedImage  // the connection ended inside a body of announced length
            case G_IO_ERROR_INVALID_DATA where contentEncoding != nil:
                return .corruptEncoding(contentEncoding ?? "")
            default:
                break
            }
        }
        return .transport(message)
    }

    /// What is wrong with a certificate, as the end of "its certificate …".
    static func reason(for flags: GTlsCertificateFlags?) -> String {
        let raw = flags?.rawValue ?? 0
        if raw & G_TLS_CERTIFICATE_UNKNOWN_CA.rawValue != 0 { return "is signed by an unknown authority" }
        if raw & G_TLS_CERTIFICATE_BAD_IDENTITY.rawValue != 0 { return "does not match the server’s name" }
        if raw & G_TLS_CERTIFICATE_EXPIRED.rawValue != 0 { return "has expired" }
        if raw & G_TLS_CERTIFICATE_NOT_ACTIVATED.rawValue != 0 { return "is not valid yet" }
        if raw & G_TLS_CERTIFICATE_REVOKED.rawValue != 0 { return "has been revoked" }
        if raw & G_TLS_CERTIFICATE_INSECURE.rawValue != 0 { return "uses an insecure algorithm" }
        return "could not be verified"
    }
}

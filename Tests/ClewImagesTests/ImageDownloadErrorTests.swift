import Clew
import ClewImages
import Testing

@Suite("ImageDownloadError messages")
struct ImageDownloadErrorTests {
    static let all: [ImageDownloadError] = [
        .invalidURL("x y"), .unsupportedScheme("ftp"), .serverResponse(statusCode: 404), .notAnImage,
        .unsupportedFormat("TIFF"), .tooLarge(limit: 50 * 1024 * 1024),
        .dimensionsTooLarge(width: 100_000, height: 100_000),
        .truncatedImage, .corruptImage(.png), .tooManyRedirects, .timedOut, .cancelled,
        .fileNotReadable(path: "/tmp/x.png"), .transport("Connection refused"), .connectTimedOut(host: "example.org"),
        .stalled, .redirectToUnsupportedScheme("ftp"),
        .untrustedCertificate(host: "example.org", reason: "has expired"),
        .corruptEncoding("gzip"), .noImageLoader,
    ]

    @Test(arguments: all)
    func everyErrorHasAHumanMessage(_ error: ImageDownloadError) {
        #expect(!error.description.isEmpty)
        #expect(error.description.hasSuffix(".") || error.description.hasSuffix("refused"))
    }

    @Test func messagesNameTheDetails() {
        #expect(
            ImageDownloadError.tooLarge(limit: 50 * 1024 * 1024).description
                == "The image is larger than the 50 MB limit.")
        #expect(ImageDownloadError.serverResponse(statusCode: 500).description.contains("500"))
        #expect(
            ImageDownloadError.dimensionsTooLarge(width: 100_000, height: 100_000).description.contains(
                "100000 × 100000"))
    }

    /// Text from a link, a server or the system is escaped: one short, plain line whatever it holds.
    @Test func hostileTextInEveryPayloadIsEscaped() {
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\nfake\u{202E}" + String(repeating: "x", count: 1 << 20)
        let errors: [ImageDownloadError] = [
            .invalidURL(hostile), .unsupportedScheme(hostile), .unsupportedFormat(hostile),
            .fileNotReadable(path: hostile), .transport(hostile), .connectTimedOut(host: hostile),
            .redirectToUnsupportedScheme(hostile), .untrustedCertificate(host: hostile, reason: hostile),
            .corruptEncoding(hostile),
        ]
        for error in errors {
            let message = error.description
            #expect(UntrustedText.isPrintable(message), "\(UntrustedText.escaped(message))")
            #expect(message.unicodeScalars.count <= 400)
            #expect(message.contains(#"\u{1B}]0;pwned\u{7}\u{1B}[2J\nfake\u{202E}"#))
        }
    }

    @Test func cleanPayloadsReadAsBefore() {
        #expect(ImageDownloadError.invalidURL("x y").description == "“x y” is not a valid URL.")
        #expect(
            ImageDownloadError.untrustedCertificate(host: "example.org", reason: "has expired").description
                == "The connection to “example.org” is not secure: its certificate has expired.")
    }
}

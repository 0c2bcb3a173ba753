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
}

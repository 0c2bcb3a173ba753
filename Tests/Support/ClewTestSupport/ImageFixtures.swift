import ClewImages

/// The images and routes shared by the image-download tests.
public enum Fixtures {
    public static let png = TestImages.png(width: 4, height: 3, seed: 7)
    public static let otherPNG = TestImages.png(width: 2, height: 2, seed: 9)
    public static let largePNG = TestImages.png(width: 256, height: 256, seed: 3)
    public static let html = Array("<!doctype html><html><body>Not an image</body></html>\n".utf8)

    public static var pngImage: DownloadedImage { DownloadedImage.testPNG(width: 4, height: 3, seed: 7) }
    public static var otherPNGImage: DownloadedImage { DownloadedImage.testPNG(width: 2, height: 2, seed: 9) }

    /// Every path the server tests use.
    public static let routes: [String: TestResponse] = [
        "/image.png": .image(png),
        "/other.png": .image(otherPNG),
        "/photo.jpg": .image(TestImages.jpeg, type: "image/jpeg"),
        "/large.png": .image(largePNG),
        "/boom": .status(500),
        "/page.html": TestResponse(headers: ["Content-Type": "text/html"], body: html),
        "/truncated.png": .image(Array(png.prefix(20))),
        "/short-body.png": TestResponse(
            headers: ["Content-Type": "image/png"], body: Array(png.prefix(40)), declaredLength: png.count),
        "/huge.png": .image(TestImages.pngHeader(width: 100_000, height: 100_000, padding: 256 * 1024)),
        "/big.png": .image(largePNG),
        "/big-unsized.png": TestResponse(
            headers: ["Content-Type": "image/png"], body: largePNG, sendsContentLength: false),
        "/slow.png": TestResponse(
            headers: ["Content-Type": "image/png"], body: png, drip: (bytes: 4, interval: .milliseconds(150))),
        "/slow-other.png": TestResponse(
            headers: ["Content-Type": "image/png"], body: otherPNG, delay: .milliseconds(500)),
        "/loop": .redirect(to: "/loop"),
        "/redirect": .redirect(to: "/hop"),
        "/hop": .redirect(to: "/image.png", status: 301),
    ]
}

/// Collects callbacks from events in tests.
@MainActor
public final class Recorder {
    public var progress: [Double] = []
    public var images: [DownloadedImage?] = []
    public var errors: [String?] = []
    public var starts = 0
    public var lines: [String] = []

    public init() {}
}

extension DownloadedImage {
    /// A decodable PNG of the given size, for stubs.
    public static func testPNG(width: Int, height: Int, seed: UInt32 = 1) -> DownloadedImage {
        let bytes = TestImages.png(width: width, height: height, seed: seed)
        return DownloadedImage(bytes: bytes, header: ImageHeader(format: .png, pixelWidth: width, pixelHeight: height))
    }
}

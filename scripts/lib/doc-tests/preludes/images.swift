// doc-test prelude “images”: what the image feature's examples talk about: a view model, an image and its bytes,
// and small stand-ins for the widgets an app shows them in (the feature itself draws nothing).

import Clew
import ClewImages
import ClewImagesTesting

/// Stand-in for a picture widget.
@MainActor final class PictureStandIn {
    private(set) var shown: DownloadedImage?
    func show(_ image: DownloadedImage?) { shown = image }
}

/// Stand-in for a spinner.
@MainActor final class SpinnerStandIn {
    var isSpinning = false
    func start() { isSpinning = true }
}

/// Stand-in for a label.
@MainActor final class LabelStandIn {
    var text: String?
    var isHidden = false
}

/// Stand-in for a progress bar.
@MainActor final class ProgressStandIn {
    var fraction = 0.0
}

/// Stand-in for a button.
@MainActor final class ButtonStandIn {
    private var action: (@MainActor () -> Void)?
    func onClick(_ action: @escaping @MainActor () -> Void) { self.action = action }
}

/// A 4 × 3 grey PNG, whole (what a download would deliver).
let pngBytes: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
    0x00, 0x04, 0x00, 0x00, 0x00, 0x03, 0x08, 0x02, 0x00, 0x00, 0x00, 0x3B, 0x96, 0x39, 0x91, 0x00, 0x00, 0x00,
    0x0E, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x68, 0x40, 0x02, 0x0C, 0x38, 0x39, 0x00, 0x5F, 0x36, 0x12,
    0x01, 0x8E, 0x73, 0x1C, 0xAB, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
]

func showPlaceholder() {}
func offerRetry() {}
func showSpinner(_ progress: Double?) {}
func showError(_ message: String) {}
func show(_ image: DownloadedImage?) {}
func check(_ header: ImageHeader) {}
func cancelDownload() {}
func progress(_ fraction: Double) {}
func readEndOfStream() {}
func decode(_ start: UnsafeRawPointer?, _ count: Int) {}
func readWholeFile() throws -> [UInt8] { pngBytes }
@MainActor func standardEvents() -> [any ViewModelEvent] { [BackgroundImage(), DownloadLog()] }

/// Stand-ins for an app's own memory mapping: a copy of the PNG, freed by `unmap`.
func mapFile(_ path: String) -> UnsafeRawBufferPointer {
    let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: pngBytes.count, alignment: 1)
    memory.copyBytes(from: pngBytes)
    return UnsafeRawBufferPointer(memory)
}
func unmap(_ bytes: UnsafeRawBufferPointer) { bytes.deallocate() }

/// Stand-in for storage an app already has (a GBytes, a mapped file).
final class BytesStorageStandIn: ImageByteStorage, @unchecked Sendable {
    let bytes = mapFile("png")
    deinit { unmap(bytes) }
}

/// Bundled images, all the same PNG.
enum Resources {
    static func bytes(named name: String) -> [UInt8] { pngBytes }
}

/// An app's own loader, with a cache in front of another.
struct MyCachingLoader: ImageLoader {
    func loadImage(
        from url: String, limits: ImageDownloadLimits, progress: @escaping @Sendable (Double) -> Void
    ) async throws -> DownloadedImage {
        try DownloadedImage(bytes: pngBytes)
    }
}

/// Stand-in for the widget a renderer draws an image screen into.
@MainActor final class ImageWidgetStandIn {
    func update(_ display: ImageDisplay) {}
}

/// A renderer of the app's own, which `ImageRendering` examples extend.
@MainActor final class MyRenderer: Renderer {
    var responder: (any RendererResponder)?
    var widgets: [ObjectIdentifier: ImageWidgetStandIn] = [:]
}

/// A logger with levels.
struct Logger {
    func info(_ line: String) { print(line) }
}

// doc-test locals:
let png = pngBytes
let image = try DownloadedImage(bytes: pngBytes)
let header = image.header
let limits = ImageDownloadLimits.default
let viewModel = ImageDownloadViewModel(loader: ScriptedImageLoader(["https://example.org/bg.png": .image(pngBytes)]))
let imageView = PictureStandIn()
let view = imageView
let spinner = SpinnerStandIn()
let errorLabel = LabelStandIn()
let label = errorLabel
let bar = ProgressStandIn()
let closeButton = ButtonStandIn()
let bytes = ImageBytes(pngBytes)
let pngArray = pngBytes
let mapped = BytesStorageStandIn()
let myGBytesStorage = mapped
let bytesSoFar = pngBytes
let firstBytes = Array(pngBytes.prefix(24))
let buffer = pngBytes
let rawChunk = mapped.bytes
let contentLength = pngBytes.count
let wireBytes = pngBytes.count
let bytesRead = 0
let body = try ImageBodyAccumulator(limits: .default, expectedLength: pngBytes.count)
let accumulator = body
let transition = ImageDownloadTransition(
    from: .idle, to: .downloading(progress: nil), startsNewDownload: true, url: "https://example.org/bg.png")
let loader = ScriptedImageLoader(["https://example.org/bg.png": .image(pngBytes)])
let logger = Logger()
let verbose = true
let quiet = false
let debug = true
let showDiagnostics = false
let extraSinks: [@MainActor (String) -> Void] = [{ print($0) }]

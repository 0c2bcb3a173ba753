internal import CGtk
import Clew
import ClewGtk
import ClewImages

/// What an ``ImageDownloadWidget`` draws and acts on: an ``ImageScreen``, or an ``ImageView``
/// inside any screen.
@MainActor
public protocol ImageSource: AnyObject {
    /// The view model whose state is drawn.
    var viewModel: ImageDownloadViewModel { get }
    /// The URL shown or loaded, if any.
    var url: String? { get }
    /// What the picture shows; `""` is decoration.
    var altText: String? { get }
    /// A name for the picture when it has no alt text.
    var title: String { get }
    /// Whether a URL entry and a Load button go above the picture.
    var showsURLEntry: Bool { get }
    /// Downloads `url` (the Load button).
    func load(url: String)
    /// Downloads the last URL again (the Retry button).
    func retry()
}

extension ImageScreen: ImageSource {}

/// The GTK face of an ``ImageSource`` (an ``ImageScreen`` or an ``ImageView``): an optional URL entry with a Load button, a ``Picture``
/// (content fit "contain") with a spinner over it while downloading, a progress bar, and an error
/// label (CSS class `error`) with a Retry button. The last good image stays visible on failure.
///
/// An app can draw the failure of a download that has no image to show in its own way, in the
/// picture's place (libadwaita's `StatusPage`, say) with ``errorDrawing``.
@MainActor
public final class ImageDownloadWidget {
    /// Draws a failed download's error in the picture's place while no image is shown: gets the
    /// error's text and, when it can be retried, a function that retries. `nil` (the default)
    /// shows the error row under the picture. For the whole app; set it before drawing.
    ///
    /// <!-- doc-test:
    /// import ClewAdwaita
    /// -->
    /// ```swift
    /// ImageDownloadWidget.errorDrawing = { message, retry in
    ///     StatusPage(iconName: "image-missing-symbolic", title: "Could Not Load the Image", description: message) {
    ///         if let retry { Button("Retry") { _ in retry() }.cssClasses("pill", "suggested-action") }
    ///     }
    /// }
    /// ```
    public static var errorDrawing: (@MainActor (_ message: String, _ retry: (@MainActor () -> Void)?) -> Widget)?

    /// The root widget.
    public let root: Box
    /// The picture showing the decoded texture.
    public let picture = Picture().minimumSize(width: 160, height: 120)
    /// Turns while a download is in flight.
    public let spinner = Spinner().minimumSize(width: 32, height: 32).aligned(horizontal: .center, vertical: .center)
        .accessibleLabel(tr("Loading…"))
    /// Shows the download's progress when its size is known.
    public let progressBar = ProgressBar().visible(false)
    /// Shows the error text.
    public let errorLabel = Label().cssClasses("error").wrapping().leading().expanding(horizontally: true)
    /// Downloads the last URL again.
    public let retryButton: Button
    /// The row with the error and Retry: an alert to assistive technology, named by the error, so
    /// a screen reader announces a failure as it appears.
    public let errorRow: Box
    /// In the picture's place: the app's drawing of an error while no image is shown
    /// (``errorDrawing``), an alert to assistive technology named by the error.
    public let errorPlaceholder: Box
    /// The error shown, if any.
    public private(set) var errorText: String?
    /// The URL entry, when the screen shows one.
    public let urlEntry: Entry?
    /// The Load button next to the URL entry.
    public let loadButton: Button?

    /// The pixel size of the texture on screen, or `nil` before the first image is decoded.
    public private(set) var textureSize: (width: Int, height: Int)?
    /// The bytes of the image on screen, so the same image is not decoded twice.
    private var shownBytes: ImageBytes?
    /// Bumped for every decode; a decode that finishes after a newer one started is dropped.
    private var decodeGeneration = 0
    private var isDecoding = false
    private var texture: GObjectRef?
    private weak var screen: (any ImageSource)?

    /// Builds the widgets for `screen`; the buttons act on it, held weakly.
    public init(screen: any ImageSource) {
        self.screen = screen
        // Named by its alt text; "" is decoration, hidden; with none, the screen's title is better than nothing.
        switch screen.altText {
        case "": picture.hiddenFromAccessibility()
        case let altText?: picture.setAccessibleLabel(altText)
        case nil: picture.setAccessibleLabel(screen.title)
        }
        retryButton = Button(tr("Retry")) { [weak screen] _ in screen?.retry() }.visible(false)
        errorLabel.isVisible = false
        var urlRow: Widget?
        if screen.showsURLEntry {
            let entry = Entry(
                text: screen.url ?? "", placeholder: tr("Image URL (http, https or file)"),
                accessibleLabel: tr("Image address")
            )
            .expanding(horizontally: true)
            // TRANSLATORS: the button that downloads the image at the address typed beside it.
            let load = Button(tr("Load", context: "image")) { [weak screen, weak entry] _ in
                guard let screen, let entry else { return }
                screen.load(url: entry.text)
            }
            .cssClasses("suggested-action")
            entry.connect(.activate) { [weak screen] entry in screen?.load(url: entry.text) }
            urlEntry = entry
            loadButton = load
            urlRow = Box(.horizontal, spacing: 6) {
                entry
                load
            }
        } else {
            urlEntry = nil
            loadButton = nil
        }
        // The builders below must not capture `self` before `root` is set: they get locals.
        let (picture, spinner, progressBar, errorLabel, retryButton) = (
            self.picture, self.spinner, self.progressBar, self.errorLabel, self.retryButton
        )
        errorRow = Box(alertWithSpacing: 12) {
            errorLabel
            retryButton
        }
        errorRow.isVisible = false
        let errorRow = self.errorRow
        errorPlaceholder = Box(alertWithSpacing: 0) {}
        errorPlaceholder.isVisible = false
        let overlay = Overlay(child: picture).expanding(vertically: true)
        overlay.addOverlay(spinner)
        overlay.addOverlay(errorPlaceholder)
        root = Box(.vertical, spacing: 12) {
            if let urlRow { urlRow }
            overlay
            progressBar
            errorRow
        }
        .cssClasses("clew-image-view").margins(18)
    }

    /// Whether the download has ended and its result is drawn: the image decoded, or an error shown.
    public var isSettled: Bool {
        guard let screen else { return true }
        if screen.viewModel.isDownloadingData || isDecoding { return false }
        return textureSize != nil || errorText != nil || screen.url == nil
    }

    /// Shows `display`: spinner and progress while downloading, the error and Retry on failure,
    /// and the image (decoded off the main actor) when it changes.
    public func show(_ display: ImageDisplay) {
        spinner.isSpinning = display.isDownloading
        spinner.isVisible = display.isDownloading
        progressBar.isVisible = display.isDownloading
        if let progress = display.progress {
            progressBar.fraction = progress
        } else if display.isDownloading {
            progressBar.pulse()
        }
        retryButton.isVisible = display.showsRetry
        showError(display.errorText)
        if let image = display.image, image.bytes != shownBytes {
            shownBytes = image.bytes
            decode(image.bytes)
        }
    }

    /// Shows `text` in the error row (named by it, so it is what a screen reader announces), or
    /// in the picture's place when the app draws errors and no image is shown; or hides both.
    private func showError(_ text: String?) {
        let changed = text != errorText
        errorText = text
        errorLabel.text = text ?? ""
        if let text, textureSize == nil, let draw = Self.errorDrawing {
            errorLabel.isVisible = false
            errorRow.isVisible = false
            if changed || errorPlaceholder.children.isEmpty {
                clearErrorPlaceholder()
                var retry: (@MainActor () -> Void)?
                if retryButton.isVisible {
                    retry = { @MainActor [weak self] in self?.screen?.retry() }
                }
                errorPlaceholder.append(draw(text, retry).expanding(horizontally: true, vertically: true))
            }
            errorPlaceholder.setAccessibleLabel(text)
            errorPlaceholder.isVisible = true
            return
        }
        if errorPlaceholder.isVisible {
            errorPlaceholder.isVisible = false
            clearErrorPlaceholder()
        }
        errorLabel.isVisible = text != nil
        if let text { errorRow.setAccessibleLabel(text) }
        errorRow.isVisible = text != nil
    }

    private func clearErrorPlaceholder() {
        for child in errorPlaceholder.children { errorPlaceholder.remove(child) }
    }

    private func decode(_ bytes: ImageBytes) {
        decodeGeneration += 1
        let generation = decodeGeneration
        isDecoding = true
        Task { @MainActor [weak self] in
            let decoded = await TextureDecoder.decode(bytes)
            // Take over the reference first, so it is released even when the result is dropped.
            let texture = decoded.texture.map { GObjectRef(UnsafeMutableRawPointer($0), transfer: .full) }
            guard let self, generation == self.decodeGeneration else { return }
            self.isDecoding = false
            if let texture {
                self.texture = texture
                self.picture.setPaintable(texture)
                self.textureSize = TextureDecoder.size(of: texture)
            } else {
                // TRANSLATORS: %s is the image decoder's own message (often English).
                self.showError(tr("The image could not be decoded: %s").substituting(decoded.errorMessage ?? ""))
            }
        }
    }
}

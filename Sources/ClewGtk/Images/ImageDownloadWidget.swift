import CGtk
import Clew
import ClewImages

/// The GTK face of an ``ImageScreen``: an optional URL entry with a Load button, a `GtkPicture`
/// (content fit "contain") with a spinner over it while downloading, a progress bar, and an error
/// label (CSS class `error`) with a Retry button. The last good image stays visible on failure.
@MainActor
public final class ImageDownloadWidget {
    /// The root widget.
    public let root: WidgetRef
    /// The picture showing the decoded texture.
    public let picture: WidgetRef
    /// Turns while a download is in flight.
    public let spinner: WidgetRef
    /// Shows the download's progress when its size is known.
    public let progressBar: WidgetRef
    /// Shows the error text.
    public let errorLabel: WidgetRef
    /// Downloads the last URL again.
    public let retryButton: WidgetRef
    /// The URL entry, when the screen shows one.
    public let urlEntry: WidgetRef?
    /// The Load button next to the URL entry.
    public let loadButton: WidgetRef?

    /// The pixel size of the texture on screen, or `nil` before the first image is decoded.
    public private(set) var textureSize: (width: Int, height: Int)?
    /// The bytes of the image on screen, so the same image is not decoded twice.
    private var shownBytes: ImageBytes?
    /// Bumped for every decode; a decode that finishes after a newer one started is dropped.
    private var decodeGeneration = 0
    private var texture: GObjectRef?

    /// Builds the widgets for `screen`; the buttons act on the screen, held weakly.
    public init(screen: ImageScreen) {
        root = WidgetRef(new: Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, cssClasses: ["clew-image-view"]))
        Widgets.setMargins(root.widget, 18)

        if screen.showsURLEntry {
            let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
            let entry = WidgetRef(new: gtk_entry_new())
            gtk_widget_set_hexpand(entry.widget, 1)
            gtk_entry_set_placeholder_text(entry.pointer(as: GtkEntry.self), "Image URL (http, https or file)")
            gtk_editable_set_text(entry.opaque, screen.url ?? "")
            let load = WidgetRef(new: gtk_button_new_with_label("Load"))
            gtk_widget_add_css_class(load.widget, "suggested-action")
            Widgets.append(entry.widget, to: row)
            Widgets.append(load.widget, to: row)
            Widgets.append(row, to: root.widget)
            let submit: @MainActor () -> Void = { [weak screen, weak entry] in
                guard let screen, let entry else { return }
                screen.load(url: String(cString: gtk_editable_get_text(entry.opaque)))
            }
            load.connect(.clicked, submit)
            entry.connect(.activate, submit)
            urlEntry = entry
            loadButton = load
        } else {
            urlEntry = nil
            loadButton = nil
        }

        let overlay = gtk_overlay_new()!
        gtk_widget_set_vexpand(overlay, 1)
        picture = WidgetRef(new: gtk_picture_new())
        gtk_picture_set_content_fit(picture.opaque, GTK_CONTENT_FIT_CONTAIN)
        gtk_picture_set_can_shrink(picture.opaque, 1)
        gtk_widget_set_size_request(picture.widget, 160, 120)
        gtk_overlay_set_child(OpaquePointer(overlay), picture.widget)
        spinner = WidgetRef(new: gtk_spinner_new())
        gtk_widget_set_size_request(spinner.widget, 32, 32)
        gtk_widget_set_halign(spinner.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(spinner.widget, GTK_ALIGN_CENTER)
        gtk_overlay_add_overlay(OpaquePointer(overlay), spinner.widget)
        Widgets.append(overlay, to: root.widget)

        progressBar = WidgetRef(new: gtk_progress_bar_new())
        Widgets.append(progressBar.widget, to: root.widget)

        let errorRow = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
        errorLabel = WidgetRef(new: Widgets.label("", cssClasses: ["error"]))
        gtk_label_set_wrap(errorLabel.opaque, 1)
        gtk_label_set_xalign(errorLabel.opaque, 0)
        gtk_widget_set_hexpand(errorLabel.widget, 1)
        retryButton = WidgetRef(new: gtk_button_new_with_label("Retry"))
        retryButton.connect(.clicked) { [weak screen] in screen?.retry() }
        Widgets.append(errorLabel.widget, to: errorRow)
        Widgets.append(retryButton.widget, to: errorRow)
        Widgets.append(errorRow, to: root.widget)
        errorLabel.isVisible = false
        retryButton.isVisible = false
        progressBar.isVisible = false
    }

    /// Shows `display`: spinner and progress while downloading, the error and Retry on failure,
    /// and the image (decoded off the main actor) when it changes.
    public func show(_ display: ImageDisplay) {
        gtk_spinner_set_spinning(spinner.opaque, display.isDownloading ? 1 : 0)
        spinner.isVisible = display.isDownloading
        progressBar.isVisible = display.isDownloading
        if let progress = display.progress {
            gtk_progress_bar_set_fraction(progressBar.opaque, progress)
        } else if display.isDownloading {
            gtk_progress_bar_pulse(progressBar.opaque)
        }
        gtk_label_set_text(errorLabel.opaque, display.errorText ?? "")
        errorLabel.isVisible = display.errorText != nil
        retryButton.isVisible = display.showsRetry
        if let image = display.image, image.bytes != shownBytes {
            shownBytes = image.bytes
            decode(image.bytes)
        }
    }

    private func decode(_ bytes: ImageBytes) {
        decodeGeneration += 1
        let generation = decodeGeneration
        Task { @MainActor [weak self] in
            let decoded = await TextureDecoder.decode(bytes)
            // Take over the reference first, so it is released even when the result is dropped.
            let texture = decoded.texture.map { GObjectRef(UnsafeMutableRawPointer($0), transfer: .full) }
            guard let self, generation == self.decodeGeneration else { return }
            if let texture {
                self.texture = texture
                gtk_picture_set_paintable(self.picture.opaque, texture.opaque)
                self.textureSize = (
                    Int(gdk_texture_get_width(texture.opaque)), Int(gdk_texture_get_height(texture.opaque))
                )
            } else {
                gtk_label_set_text(
                    self.errorLabel.opaque, "The image could not be decoded: \(decoded.errorMessage ?? "")")
                self.errorLabel.isVisible = true
            }
        }
    }
}

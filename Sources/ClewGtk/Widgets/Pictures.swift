internal import CGtk

/// Shows an image scaled into its space (`GtkPicture`), e.g. a downloaded photo.
public final class Picture: Widget {
    /// An empty picture; ``ImageDownloadWidget`` and ``setFile(path:)`` fill it.
    public convenience init() {
        self.init(new: gtk_picture_new())
        gtk_picture_set_content_fit(opaque, GTK_CONTENT_FIT_CONTAIN)
        gtk_picture_set_can_shrink(opaque, 1)
    }

    /// A picture showing `texture`, scaled into its space.
    ///
    /// <!-- doc-test:
    /// let pngBytes: [UInt8] = []
    /// -->
    /// ```swift
    /// let cover = Picture(texture: try await Texture.decoded(from: pngBytes))
    /// ```
    public convenience init(texture: Texture?) {
        self.init()
        setTexture(texture)
    }

    /// Shows the image file at `path`, decoded by GTK on this thread, before it returns: for a few
    /// small local files. A list or grid of pictures loads with ``Texture/loaded(fromFile:)``, which
    /// decodes off the main thread, and shows the result with ``setTexture(_:)``.
    public func setFile(path: String) { gtk_picture_set_filename(opaque, path) }

    /// Shows `texture` (`gtk_picture_set_paintable`); `nil` clears the picture. The picture keeps its
    /// own reference, so the texture may be dropped or shown elsewhere too.
    ///
    /// <!-- doc-test:
    /// let thumbnail = Picture()
    /// let path = "/tmp/photo.png"
    /// -->
    /// ```swift
    /// thumbnail.setTexture(nil)   // empty while the file decodes off the main thread
    /// Task {
    ///     thumbnail.setTexture(try? await Texture.loaded(fromFile: path))
    /// }
    /// ```
    public func setTexture(_ texture: Texture?) { setPaintable(texture) }

    /// The texture shown, if the picture shows one (`gtk_picture_get_paintable`).
    public var texture: Texture? {
        guard let paintable = gtk_picture_get_paintable(opaque),
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(paintable).assumingMemoryBound(to: GTypeInstance.self), gdk_texture_get_type())
                != 0
        else { return nil }
        return Texture(UnsafeMutableRawPointer(paintable), transfer: .none)
    }

    /// What the picture shows, for screen readers (`gtk_picture_set_alternative_text`); `nil` for none.
    public var alternativeText: String? {
        get { gtk_picture_get_alternative_text(opaque).map { String(cString: $0) } }
        set { gtk_picture_set_alternative_text(opaque, newValue) }
    }

    /// Shows a `GdkPaintable` (a texture); `nil` clears the picture.
    package func setPaintable(_ paintable: GObjectRef?) { gtk_picture_set_paintable(opaque, paintable?.opaque) }
}

/// A themed icon (`GtkImage`), e.g. `"go-next-symbolic"`.
///
/// An icon with no `accessibleLabel` is decoration (a chevron, a check mark beside a checked
/// item): it is hidden from screen readers, which would otherwise announce “GtkImage”. Give the
/// label when the icon alone carries meaning.
public final class Image: Widget {
    /// The icon named `iconName` from the icon theme; decorative unless `accessibleLabel` names it.
    public convenience init(iconName: String, accessibleLabel: String? = nil) {
        self.init(new: gtk_image_new_from_icon_name(iconName))
        if let accessibleLabel {
            setAccessibleLabel(accessibleLabel)
        } else {
            hiddenFromAccessibility()
        }
    }

    /// The icon's size in pixels.
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(opaque)) }
        set { gtk_image_set_pixel_size(opaque, Int32(newValue)) }
    }

    /// Sets the icon's size in pixels: `Image(iconName: "avatar-default-symbolic").sized(48)`.
    @discardableResult
    public func sized(_ pixels: Int) -> Self {
        pixelSize = pixels
        return self
    }
}

/// A turning wheel that says "busy" (`GtkSpinner`).
///
/// ```swift
/// let busy = Spinner(isSpinning: true)
/// busy.isSpinning = false   // loaded
/// ```
public final class Spinner: Widget {
    /// A spinner, turning (`isSpinning`) or not.
    public convenience init(isSpinning: Bool = false) {
        self.init(new: gtk_spinner_new())
        self.isSpinning = isSpinning
    }

    /// Whether it turns.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(opaque) != 0 }
        set { gtk_spinner_set_spinning(opaque, newValue ? 1 : 0) }
    }
}

/// How far a task has come (`GtkProgressBar`).
public final class ProgressBar: Widget {
    /// An empty bar.
    public convenience init() {
        self.init(new: gtk_progress_bar_new())
    }

    /// The part done, 0 to 1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(opaque) }
        set { gtk_progress_bar_set_fraction(opaque, newValue) }
    }

    /// Moves the bar's block a step, for work of unknown size.
    public func pulse() { gtk_progress_bar_pulse(opaque) }
}

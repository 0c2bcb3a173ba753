// Types that moved to ClewImagesGtk in 0.7.0: the compiler names the new product when an app that
// imports only ClewGtk uses them. ClewImagesGtk imports ClewGtk, so in a file that imports both,
// its declarations shadow these and the names are not ambiguous (DeprecatedSpellingsTests and
// clew-demo import both).

/// Moved to `ClewImagesGtk` in 0.7.0: `import ClewImagesGtk`.
///
/// ```swift
/// import ClewImagesGtk   // ImageDownloadWidget, ImageView, and GtkRenderer drawing image screens
/// ```
@available(*, unavailable, message: "moved to ClewImagesGtk in 0.7.0: add the ClewImagesGtk product and import it")
public final class ImageDownloadWidget {}

/// Moved to `ClewImagesGtk` in 0.7.0: `import ClewImagesGtk`.
///
/// ```swift
/// import ClewImagesGtk   // then: ImageView(url: "https://example.org/a.png", altText: "A photo")
/// ```
@available(*, unavailable, message: "moved to ClewImagesGtk in 0.7.0: add the ClewImagesGtk product and import it")
public final class ImageView {}

/// Moved to `ClewImagesGtk` in 0.7.0: `import ClewImagesGtk`.
///
/// ```swift
/// import ClewImagesGtk
/// ```
@available(*, unavailable, message: "moved to ClewImagesGtk in 0.7.0: add the ClewImagesGtk product and import it")
public protocol ImageSource {}

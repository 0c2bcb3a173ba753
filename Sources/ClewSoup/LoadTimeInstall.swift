import ClewImages

/// Called by the C load-time initializer in CSoupShim: linking ClewSoup installs its loader as the
/// default, unless the program already chose one. The loader starts no thread until its first use.
@_cdecl("clew_soup_install_default_image_loader")
func installDefaultImageLoader() {
    DefaultImageLoader.installIfNone(SoupImageLoader())
}

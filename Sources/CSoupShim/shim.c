#include "CSoupShim.h"

// Defined in Swift (ClewSoup/LoadTimeInstall.swift). It stores a lazily started loader and does
// no I/O, so running it before main costs nothing measurable.
extern void clew_soup_install_default_image_loader(void);

// Swift has no load-time initializers; this makes "linked" mean "installed", as documented on
// SoupImageLoader. An app's own DefaultImageLoader.install(...) still wins, whenever it runs.
__attribute__((constructor)) static void clew_soup_load_time_install(void) {
    clew_soup_install_default_image_loader();
}

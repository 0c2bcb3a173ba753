// Loads libsoup 3 with dlopen at the first download and resolves the functions ClewSoup calls.
#define _GNU_SOURCE  // RTLD_DEFAULT
#include "functions.h"

#include <dlfcn.h>

/// libsoup 3's ABI, as its -dev package's libsoup-3.0.so symlink names it.
static const char *const libsoup_soname = "libsoup-3.0.so.0";

static ClewSoupFunctions functions;

/// Opens `soname` and resolves every function into `into`. Returns NULL, or why not (g_free it).
static char *open_libsoup(const char *soname, ClewSoupFunctions *into) {
    // libsoup 3 aborts the process when it finds libsoup 2 loaded (soup_init); refuse instead.
    if (dlsym(RTLD_DEFAULT, "soup_uri_new") != NULL) {
        return g_strdup("libsoup 3 cannot be loaded: this process already uses libsoup 2, and the two cannot be mixed");
    }
    // RTLD_LOCAL: libsoup's symbols serve this table only. It is never closed: its GTypes stay registered.
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        return g_strdup_printf("libsoup 3 is not installed (%s could not be loaded: %s)", soname, dlerror());
    }
    ClewSoupFunctions resolved;
#define CLEW_SOUP_RESOLVE(name) \
    resolved.name = (__typeof__(name) *)dlsym(library, #name); \
    if (resolved.name == NULL) { \
        return g_strdup_printf("%s is not a usable libsoup 3: it has no %s", soname, #name); \
    }
    CLEW_SOUP_FUNCTIONS(CLEW_SOUP_RESOLVE)
#undef CLEW_SOUP_RESOLVE
    if (into != NULL) *into = resolved;
    return NULL;
}

static gpointer load_once(gpointer unused) {
    (void)unused;
    return open_libsoup(libsoup_soname, &functions);
}

const char *clew_soup_load_error(void) {
    // g_once: one thread loads, the others wait for it; afterwards a read of the stored outcome.
    static GOnce once = G_ONCE_INIT;
    return g_once(&once, load_once, NULL);
}

char *clew_soup_check_library(const char *soname) {
    return open_libsoup(soname, NULL);
}

const ClewSoupFunctions *clew_soup_functions(void) {
    const char *error = clew_soup_load_error();
    if (error != NULL) g_error("ClewSoup called libsoup although it could not be loaded: %s", error);
    return &functions;
}

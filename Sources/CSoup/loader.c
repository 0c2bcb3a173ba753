// Loads libsoup 3 with dlopen at the first download and resolves the functions ClewSoup calls.
#define _GNU_SOURCE  // RTLD_DEFAULT
#include "functions.h"

#include <dlfcn.h>
#include <gmodule.h>
#include <string.h>

/// libsoup 3's ABI, as its -dev package's libsoup-3.0.so symlink names it.
static const char *const libsoup_soname = "libsoup-3.0.so.0";

static ClewSoupFunctions functions;

/// Where to open `soname` from (g_free it): beside GLib's own libraries when it is there (the
/// distribution's library directory); else the bare name, for the dynamic linker's search, unless
/// a file of that name is in the current directory, which GModule would try first (NULL then).
static char *library_path(const char *soname) {
    if (strchr(soname, '/') != NULL) return g_strdup(soname);
    Dl_info info;
    if (dladdr((void *)g_module_open, &info) != 0 && info.dli_fname != NULL && info.dli_fname[0] == '/') {
        char *directory = g_path_get_dirname(info.dli_fname);
        char *beside = g_build_filename(directory, soname, NULL);
        g_free(directory);
        if (g_file_test(beside, G_FILE_TEST_IS_REGULAR)) return beside;
        g_free(beside);
    }
    if (g_file_test(soname, G_FILE_TEST_EXISTS)) return NULL;
    return g_strdup(soname);
}

/// Opens `soname` and resolves every function into `into`. Returns NULL, or why not (g_free it).
static char *open_libsoup(const char *soname, ClewSoupFunctions *into) {
    // libsoup 3 aborts the process when it finds libsoup 2 loaded (soup_init); refuse instead.
    if (dlsym(RTLD_DEFAULT, "soup_uri_new") != NULL) {
        return g_strdup("libsoup 3 cannot be loaded: this process already uses libsoup 2, and the two cannot be mixed");
    }
    // Through GModule, not dlopen: libsoup's constructor calls g_module_open, so loading it takes
    // GModule's lock inside the dynamic linker's. Loaded with a plain dlopen on this worker thread
    // while the main thread was in g_module_open (GTK loading an image decoder) — which takes them in
    // the other order — the two deadlocked (seen in CI). g_module_open takes GModule's recursive lock
    // first, so the order is the same everywhere.
    // Local binding: libsoup's symbols serve this table only. Resident: its GTypes stay registered.
    char *path = library_path(soname);
    if (path == NULL) {
        return g_strdup_printf(
            "libsoup 3 cannot be loaded: a file named %s is in the current directory, and GModule would load it", soname);
    }
    GModule *library = g_module_open(path, G_MODULE_BIND_LOCAL);
    g_free(path);
    if (library == NULL) {
        return g_strdup_printf("libsoup 3 is not installed (%s could not be loaded: %s)", soname, g_module_error());
    }
    g_module_make_resident(library);
    ClewSoupFunctions resolved;
#define CLEW_SOUP_RESOLVE(name) \
    if (!g_module_symbol(library, #name, (gpointer *)&resolved.name) || resolved.name == NULL) { \
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

#ifndef CGTKSHIM_BUILDER_H
#define CGTKSHIM_BUILDER_H
// The scope every GtkBuilder of Clew's UIDefinition runs in.
//
// GTK's default scope (GtkBuilderCScope) connects a .ui file's <signal handler="name"> to any
// symbol of that name in the process (dlsym), and calls any function a type-func="name" names:
// a .ui file could run exit() or worse. Clew's scope resolves class names as GTK does (by their
// registered name, else GTK's own <name>_get_type guess), refuses type-func, and refuses every
// signal handler with a GError: handlers are connected in Swift, on the typed objects.
#include <gtk/gtk.h>

/// A new scope with the rules above (transfer full), for gtk_builder_set_scope.
GtkBuilderScope *clew_builder_scope_new(void);

/// The domain and codes of the errors the scope sets.
#define CLEW_BUILDER_SCOPE_ERROR (clew_builder_scope_error_quark())
GQuark clew_builder_scope_error_quark(void);
typedef enum {
    /// A <signal> element: handlers are connected in Swift.
    CLEW_BUILDER_SCOPE_ERROR_SIGNAL_HANDLER = 1,
} ClewBuilderScopeError;

/// Destroys every top-level window `builder` made (a load that failed half-way leaves them in
/// GTK's window list, where nothing would ever free them).
void clew_builder_destroy_windows(GtkBuilder *builder);
#endif

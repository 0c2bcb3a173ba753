#ifndef CGTKSHIM_PROPERTIES_H
#define CGTKSHIM_PROPERTIES_H
// g_object_set is variadic, so Swift cannot call it; these set one property each.
#include <gtk/gtk.h>

/// Sets a string property, e.g. GtkPasswordEntry's "placeholder-text".
void clew_object_set_string(gpointer object, const char *property, const char *value);

/// Sets a boolean property, e.g. GtkPasswordEntry's "activates-default".
void clew_object_set_boolean(gpointer object, const char *property, gboolean value);

/// Whether `instance` is a `type` (G_TYPE_CHECK_INSTANCE_TYPE is a macro).
gboolean clew_instance_is_a(gpointer instance, GType type);

#endif

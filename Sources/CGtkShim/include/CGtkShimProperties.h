#ifndef CGTKSHIM_PROPERTIES_H
#define CGTKSHIM_PROPERTIES_H
// g_object_get is variadic, so Swift cannot call it: clew_object_get_boolean reads one boolean property (what
// the tests check by name). The rest wrap macros and calls kept out of Swift.
#include <gtk/gtk.h>

/// Reads a boolean property, e.g. GtkSettings' "gtk-application-prefer-dark-theme".
gboolean clew_object_get_boolean(gpointer object, const char *property);

/// Whether `instance` is a `type` (G_TYPE_CHECK_INSTANCE_TYPE is a macro).
gboolean clew_instance_is_a(gpointer instance, GType type);

/// Adds a style provider for the default display at a priority (GTK_STYLE_PROVIDER_PRIORITY_*).
/// The function GTK offers for this lives in the GtkStyleContext header, whose per-widget API
/// 4.10 deprecates; this call stays supported, and keeping it here keeps the name out of Swift.
void clew_add_provider_for_display_at(GtkCssProvider *provider, guint priority);

/// Removes a provider added with clew_add_provider_for_display_at.
void clew_remove_provider_for_display(GdkDisplay *display, GtkCssProvider *provider);

/// Sets the accessible label (GTK_ACCESSIBLE_PROPERTY_LABEL): gtk_accessible_update_property is variadic.
void clew_accessible_set_label(GtkWidget *widget, const char *label);

/// The label last set by clew_accessible_set_label, or NULL (owned by the widget).
const char *clew_accessible_get_label(GtkWidget *widget);

/// Sets the accessible description (GTK_ACCESSIBLE_PROPERTY_DESCRIPTION), e.g. an alert's message.
void clew_accessible_set_description(GtkWidget *widget, const char *description);

/// The description last set by clew_accessible_set_description, or NULL (owned by the widget).
const char *clew_accessible_get_description(GtkWidget *widget);

/// Hides a widget from assistive technology (GTK_ACCESSIBLE_STATE_HIDDEN): decorative images.
void clew_accessible_set_hidden(GtkWidget *widget, gboolean hidden);

/// Exposes a checkable widget's state (GTK_ACCESSIBLE_STATE_CHECKED): a picker's current choice.
void clew_accessible_set_checked(GtkWidget *widget, gboolean checked);

/// A new widget of `type` with an accessible role other than its class's default (the role is a
/// construct-only property: g_object_new is variadic). Returns the new widget's floating reference.
GtkWidget *clew_widget_new_with_role(GType type, GtkAccessibleRole role);

/// Loads CSS from a string: gtk_css_provider_load_from_data in GTK 4.8, which 4.12 deprecates for
/// gtk_css_provider_load_from_string, chosen here at compile time.
void clew_css_provider_load_string(GtkCssProvider *provider, const char *css);

/// A GSettings backend that keeps values in memory, shared by nothing else: tests of code that
/// follows desktop settings (gsettingsbackend.h needs G_SETTINGS_ENABLE_BACKEND, so not in Swift).
/// Returns a new reference.
GSettingsBackend *clew_memory_settings_backend_new(void);

#endif

#include "CGtkShimProperties.h"
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

gboolean clew_object_get_boolean(gpointer object, const char *property) {
    gboolean value = FALSE;
    g_object_get(object, property, &value, NULL);
    return value;
}

gboolean clew_instance_is_a(gpointer instance, GType type) {
    return instance != NULL && G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

void clew_add_provider_for_display_at(GtkCssProvider *provider, guint priority) {
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider), priority);
}

void clew_css_provider_load_string(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

void clew_remove_provider_for_display(GdkDisplay *display, GtkCssProvider *provider) {
    gtk_style_context_remove_provider_for_display(display, GTK_STYLE_PROVIDER(provider));
}

void clew_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    // GTK 4.8 has no getter: keep a copy that the test driver finds controls by.
    g_object_set_data_full(G_OBJECT(widget), "clew-accessible-label", g_strdup(label), g_free);
}

const char *clew_accessible_get_label(GtkWidget *widget) {
    return g_object_get_data(G_OBJECT(widget), "clew-accessible-label");
}

void clew_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
    // GTK 4.8 has no getter for accessible properties; keep a copy that tests can read back.
    g_object_set_data_full(G_OBJECT(widget), "clew-accessible-description", g_strdup(description), g_free);
}

const char *clew_accessible_get_description(GtkWidget *widget) {
    return g_object_get_data(G_OBJECT(widget), "clew-accessible-description");
}

void clew_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

void clew_accessible_set_checked(GtkWidget *widget, gboolean checked) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_CHECKED,
                                checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

GtkWidget *clew_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return g_object_new(type, "accessible-role", role, NULL);
}

GSettingsBackend *clew_memory_settings_backend_new(void) {
    return g_memory_settings_backend_new();
}

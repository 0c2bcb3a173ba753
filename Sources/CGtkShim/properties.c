#include "CGtkShimProperties.h"

void clew_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

void clew_object_set_boolean(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}

gboolean clew_instance_is_a(gpointer instance, GType type) {
    return instance != NULL && G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

void clew_add_provider_for_display(GtkCssProvider *provider) {
    clew_add_provider_for_display_at(provider, GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
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

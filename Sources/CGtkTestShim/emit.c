#include "CGtkTestShim.h"

void clew_signal_emit_void(gpointer instance, const char *signal_name) {
    g_signal_emit_by_name(instance, signal_name);
}

gboolean clew_signal_emit_bool(gpointer instance, const char *signal_name) {
    gboolean result = FALSE;
    g_signal_emit_by_name(instance, signal_name, &result);
    return result;
}

gboolean clew_signal_emit_key_pressed(GtkEventControllerKey *controller,
                                      guint keyval, guint keycode,
                                      GdkModifierType state) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(controller, "key-pressed", keyval, keycode, state, &handled);
    return handled;
}

void clew_signal_emit_row_activated(gpointer list_box, gpointer row) {
    g_signal_emit_by_name(list_box, "row-activated", row);
}

void clew_signal_emit_object(gpointer instance, const char *signal_name, gpointer argument) {
    g_signal_emit_by_name(instance, signal_name, argument);
}

void clew_signal_emit_int(gpointer instance, const char *signal_name, gint argument) {
    g_signal_emit_by_name(instance, signal_name, argument);
}

#include "CGtkTestShimTransfer.h"

gboolean clew_signal_emit_drop(gpointer target, const GValue *value, double x, double y) {
    gboolean taken = FALSE;
    g_signal_emit_by_name(target, "drop", value, x, y, &taken);
    return taken;
}

GdkDragAction clew_signal_emit_drop_motion(gpointer target, double x, double y) {
    GdkDragAction action = 0;
    g_signal_emit_by_name(target, "motion", x, y, &action);
    return action;
}

GdkContentProvider *clew_signal_emit_drag_prepare(gpointer source, double x, double y) {
    GdkContentProvider *provider = NULL;
    g_signal_emit_by_name(source, "prepare", x, y, &provider);
    return provider;
}

G_GNUC_BEGIN_IGNORE_DEPRECATIONS

char *clew_test_file_chooser_current_name(GtkWindow *chooser) {
    return gtk_file_chooser_get_current_name(GTK_FILE_CHOOSER(chooser));
}

guint clew_test_file_chooser_filter_count(GtkWindow *chooser) {
    GListModel *filters = gtk_file_chooser_get_filters(GTK_FILE_CHOOSER(chooser));
    guint count = g_list_model_get_n_items(filters);
    g_object_unref(filters);
    return count;
}

void clew_test_file_chooser_save_as(GtkWindow *chooser, const char *name) {
    gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(chooser), name);
    // Presses Save as a person would: the window's default widget is the dialog's accept button
    // (GtkDialog and its response call are deprecated by GTK 4.10).
    GtkWidget *accept = gtk_window_get_default_widget(chooser);
    if (accept != NULL) {
        gtk_widget_activate(accept);
    }
}

G_GNUC_END_IGNORE_DEPRECATIONS

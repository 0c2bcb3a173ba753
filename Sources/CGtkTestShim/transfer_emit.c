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

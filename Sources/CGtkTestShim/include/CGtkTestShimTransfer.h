#ifndef CGTKTESTSHIM_TRANSFER_H
#define CGTKTESTSHIM_TRANSFER_H
// Emits the drag-and-drop signals with GTK's own marshalling (g_signal_emit_by_name is variadic),
// so that tests check ClewGtk's C handlers against the real signatures. Not how the driver drops:
// DropDriver goes through Clew's seam.
#include <gtk/gtk.h>

/// Emits GtkDropTarget::drop with `value` at (x, y); returns what the handlers returned.
gboolean clew_signal_emit_drop(gpointer target, const GValue *value, double x, double y);

/// Emits GtkDropTarget::motion at (x, y); returns the action the handlers chose.
GdkDragAction clew_signal_emit_drop_motion(gpointer target, double x, double y);

/// Emits GtkDragSource::prepare at (x, y); returns the content provider (transfer full) or NULL.
GdkContentProvider *clew_signal_emit_drag_prepare(gpointer source, double x, double y);

// GTK's own file chooser window, which GtkFileChooserNative (GTK 4.8) shows outside a sandbox.
// Its GtkFileChooser API is deprecated by 4.10, so it is called here without warnings.

/// The name typed in a save chooser (newly allocated), or NULL.
char *clew_test_file_chooser_current_name(GtkWindow *chooser);

/// How many filters the chooser offers.
guint clew_test_file_chooser_filter_count(GtkWindow *chooser);

/// Types `name` into a save chooser and presses its accept button (the window's default widget).
void clew_test_file_chooser_save_as(GtkWindow *chooser, const char *name);
#endif

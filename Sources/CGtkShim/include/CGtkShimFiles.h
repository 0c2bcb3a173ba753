#ifndef CGTKSHIM_FILES_H
#define CGTKSHIM_FILES_H
// File dialogs on every GTK from 4.8 on, with no deprecation warning on any of them.
//
// GtkFileDialog exists from GTK 4.10 only, so its functions are looked up at run time (dlsym)
// under prototypes of our own: no 4.10 header is needed to build. GtkFileChooserNative (the only
// native/portal dialog of 4.8) is deprecated by 4.10, so its calls live here, between
// G_GNUC_BEGIN/END_IGNORE_DEPRECATIONS, and never in Swift.
#include <gtk/gtk.h>

/// What a file dialog asks for.
typedef enum {
    CLEW_FILE_DIALOG_OPEN = 0,
    CLEW_FILE_DIALOG_OPEN_MULTIPLE = 1,
    CLEW_FILE_DIALOG_SAVE = 2,
    CLEW_FILE_DIALOG_SELECT_FOLDER = 3,
} ClewFileDialogKind;

/// Whether the running GTK has GtkFileDialog (4.10 and later) with every function used here.
gboolean clew_file_dialog_available(void);

/// A new GtkFileDialog (transfer full), or NULL when the running GTK has none. `filters` is a
/// GListModel of GtkFileFilter or NULL; `initial_name` is the save dialog's suggested name or NULL.
GObject *clew_file_dialog_new(const char *title, const char *accept_label, GListModel *filters,
                              const char *initial_name);

/// Starts gtk_file_dialog_open / open_multiple / save / select_folder.
void clew_file_dialog_start(GObject *dialog, ClewFileDialogKind kind, GtkWindow *parent,
                            GAsyncReadyCallback callback, gpointer data);

/// Finishes what clew_file_dialog_start started: a GListModel of GFile (transfer full; one item
/// for the single-file kinds), or NULL with `error` set (cancelled: see clew_file_dialog_error_is_cancel).
GListModel *clew_file_dialog_finish(GObject *dialog, ClewFileDialogKind kind, GAsyncResult *result,
                                    GError **error);

/// Whether `error` is GtkDialogError's CANCELLED or DISMISSED (the person closed the dialog).
gboolean clew_file_dialog_error_is_cancel(const GError *error);

/// A new GtkFileChooserNative (transfer full) set up for `kind`, with `filters` (GtkFileFilter
/// items, may be NULL) and the suggested name of a save dialog.
GObject *clew_file_chooser_native_new(const char *title, GtkWindow *parent, ClewFileDialogKind kind,
                                      const char *accept_label, GListModel *filters, const char *initial_name);

/// The chosen files of an accepted GtkFileChooserNative, as a GListModel of GFile (transfer full).
GListModel *clew_file_chooser_native_files(GObject *chooser);

/// Shows a GtkNativeDialog.
void clew_native_dialog_show(GObject *dialog);

/// Hides and destroys a GtkNativeDialog (it then emits no response).
void clew_native_dialog_destroy(GObject *dialog);
#endif

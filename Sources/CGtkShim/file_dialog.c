#define _GNU_SOURCE
#include "CGtkShimFiles.h"
#include <dlfcn.h>

// --- GtkFileDialog (GTK 4.10+), looked up at run time ------------------------------------------
// Prototypes of our own, under our own names: a 4.10 header, if present, declares the real ones.

typedef GObject *(*NewFn)(void);
typedef void (*SetStringFn)(GObject *, const char *);
typedef void (*SetModelFn)(GObject *, GListModel *);
typedef void (*SetBoolFn)(GObject *, gboolean);
typedef void (*StartFn)(GObject *, GtkWindow *, GCancellable *, GAsyncReadyCallback, gpointer);
typedef gpointer (*FinishFn)(GObject *, GAsyncResult *, GError **);

static struct {
    gboolean looked_up;
    gboolean complete;
    NewFn new_dialog;
    SetStringFn set_title, set_accept_label, set_initial_name;
    SetModelFn set_filters;
    SetBoolFn set_modal;
    StartFn start[4];
    FinishFn finish[4];
} file_dialog;

static void *symbol(const char *name, gboolean *complete) {
    void *found = dlsym(RTLD_DEFAULT, name);
    if (found == NULL) *complete = FALSE;
    return found;
}

static void look_up(void) {
    if (file_dialog.looked_up) return;
    file_dialog.looked_up = TRUE;
    gboolean complete = TRUE;
    file_dialog.new_dialog = (NewFn)symbol("gtk_file_dialog_new", &complete);
    file_dialog.set_title = (SetStringFn)symbol("gtk_file_dialog_set_title", &complete);
    file_dialog.set_accept_label = (SetStringFn)symbol("gtk_file_dialog_set_accept_label", &complete);
    file_dialog.set_initial_name = (SetStringFn)symbol("gtk_file_dialog_set_initial_name", &complete);
    file_dialog.set_filters = (SetModelFn)symbol("gtk_file_dialog_set_filters", &complete);
    file_dialog.set_modal = (SetBoolFn)symbol("gtk_file_dialog_set_modal", &complete);
    static const char *const starts[4] = {"gtk_file_dialog_open", "gtk_file_dialog_open_multiple",
                                          "gtk_file_dialog_save", "gtk_file_dialog_select_folder"};
    static const char *const finishes[4] = {"gtk_file_dialog_open_finish", "gtk_file_dialog_open_multiple_finish",
                                            "gtk_file_dialog_save_finish", "gtk_file_dialog_select_folder_finish"};
    for (int kind = 0; kind < 4; kind++) {
        file_dialog.start[kind] = (StartFn)symbol(starts[kind], &complete);
        file_dialog.finish[kind] = (FinishFn)symbol(finishes[kind], &complete);
    }
    file_dialog.complete = complete;
}

gboolean clew_file_dialog_available(void) {
    look_up();
    return file_dialog.complete;
}

GObject *clew_file_dialog_new(const char *title, const char *accept_label, GListModel *filters,
                              const char *initial_name) {
    if (!clew_file_dialog_available()) return NULL;
    GObject *dialog = file_dialog.new_dialog();
    file_dialog.set_title(dialog, title);
    file_dialog.set_modal(dialog, TRUE);
    if (accept_label != NULL) file_dialog.set_accept_label(dialog, accept_label);
    if (filters != NULL && g_list_model_get_n_items(filters) > 0) file_dialog.set_filters(dialog, filters);
    if (initial_name != NULL) file_dialog.set_initial_name(dialog, initial_name);
    return dialog;
}

void clew_file_dialog_start(GObject *dialog, ClewFileDialogKind kind, GtkWindow *parent,
                            GAsyncReadyCallback callback, gpointer data) {
    file_dialog.start[kind](dialog, parent, NULL, callback, data);
}

GListModel *clew_file_dialog_finish(GObject *dialog, ClewFileDialogKind kind, GAsyncResult *result,
                                    GError **error) {
    gpointer finished = file_dialog.finish[kind](dialog, result, error);
    if (finished == NULL || kind == CLEW_FILE_DIALOG_OPEN_MULTIPLE) return finished;
    GListStore *files = g_list_store_new(G_TYPE_FILE);
    g_list_store_append(files, finished);
    g_object_unref(finished);
    return G_LIST_MODEL(files);
}

gboolean clew_file_dialog_error_is_cancel(const GError *error) {
    // GTK_DIALOG_ERROR (4.10): FAILED 0, CANCELLED 1, DISMISSED 2.
    return error != NULL && error->domain == g_quark_from_static_string("gtk-dialog-error-quark") &&
           (error->code == 1 || error->code == 2);
}

// --- GtkFileChooserNative (GTK 4.8; deprecated by 4.10) -----------------------------------------

G_GNUC_BEGIN_IGNORE_DEPRECATIONS

GObject *clew_file_chooser_native_new(const char *title, GtkWindow *parent, ClewFileDialogKind kind,
                                      const char *accept_label, GListModel *filters, const char *initial_name) {
    GtkFileChooserAction action = kind == CLEW_FILE_DIALOG_SAVE            ? GTK_FILE_CHOOSER_ACTION_SAVE
                                  : kind == CLEW_FILE_DIALOG_SELECT_FOLDER ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
                                                                           : GTK_FILE_CHOOSER_ACTION_OPEN;
    GtkFileChooserNative *native = gtk_file_chooser_native_new(title, parent, action, accept_label, NULL);
    GtkFileChooser *chooser = GTK_FILE_CHOOSER(native);
    gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(native), TRUE);
    gtk_file_chooser_set_select_multiple(chooser, kind == CLEW_FILE_DIALOG_OPEN_MULTIPLE);
    if (filters != NULL) {
        guint count = g_list_model_get_n_items(filters);
        for (guint index = 0; index < count; index++) {
            GtkFileFilter *filter = g_list_model_get_item(filters, index);
            gtk_file_chooser_add_filter(chooser, filter);
            g_object_unref(filter);
        }
    }
    if (initial_name != NULL && kind == CLEW_FILE_DIALOG_SAVE) gtk_file_chooser_set_current_name(chooser, initial_name);
    return G_OBJECT(native);
}

GListModel *clew_file_chooser_native_files(GObject *chooser) {
    return gtk_file_chooser_get_files(GTK_FILE_CHOOSER(chooser));
}

G_GNUC_END_IGNORE_DEPRECATIONS

void clew_native_dialog_show(GObject *dialog) { gtk_native_dialog_show(GTK_NATIVE_DIALOG(dialog)); }

void clew_native_dialog_destroy(GObject *dialog) { gtk_native_dialog_destroy(GTK_NATIVE_DIALOG(dialog)); }

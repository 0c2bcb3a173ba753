#ifndef CGTKSHIM_LIST_MODEL_H
#define CGTKSHIM_LIST_MODEL_H
// A GListModel whose items live in Swift: GLib needs a registered GObject type with the
// interface's vtable (G_DEFINE_TYPE_WITH_CODE is a macro), so the type is declared here and
// every call goes back to Swift through two callbacks. Items are made only when GTK asks for
// one (the rows on screen): a ClewListRow carries the Swift value it stands for.
#include <gio/gio.h>

/// The number of items; `data` is the Swift side's context.
typedef guint (*ClewListCountFunc)(gpointer data);
/// The Swift value at `position`, retained (+1) for the row that carries it, or NULL.
typedef gpointer (*ClewListValueFunc)(gpointer data, guint position);

G_DECLARE_FINAL_TYPE(ClewListModel, clew_list_model, CLEW, LIST_MODEL, GObject)
G_DECLARE_FINAL_TYPE(ClewListRow, clew_list_row, CLEW, LIST_ROW, GObject)

/// A new model asking `count` and `value`; `release` drops a row's value, and `destroy` is
/// called once with `data` when the model is finalized.
ClewListModel *clew_list_model_new(ClewListCountFunc count, ClewListValueFunc value, GDestroyNotify release,
                                   gpointer data, GDestroyNotify destroy);

/// Emits GListModel::items-changed.
void clew_list_model_items_changed(ClewListModel *model, guint position, guint removed, guint added);

/// The Swift value a row carries (owned by the row).
gpointer clew_list_row_get_value(ClewListRow *row);

/// Rows alive now (made for GTK and not yet finalized): tests check that a long list makes
/// rows only for what is on screen.
guint clew_list_row_live_count(void);
#endif

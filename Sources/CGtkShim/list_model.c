#include "CGtkShimListModel.h"

struct _ClewListRow {
    GObject parent;
    gpointer value;
    GDestroyNotify release;
};

static guint live_rows;

G_DEFINE_FINAL_TYPE(ClewListRow, clew_list_row, G_TYPE_OBJECT)

static void clew_list_row_finalize(GObject *object) {
    ClewListRow *row = CLEW_LIST_ROW(object);
    if (row->value != NULL && row->release != NULL) row->release(row->value);
    g_atomic_int_add(&live_rows, -1);
    G_OBJECT_CLASS(clew_list_row_parent_class)->finalize(object);
}

static void clew_list_row_class_init(ClewListRowClass *class) {
    G_OBJECT_CLASS(class)->finalize = clew_list_row_finalize;
}

static void clew_list_row_init(ClewListRow *row) {
    (void)row;
    g_atomic_int_inc(&live_rows);
}

gpointer clew_list_row_get_value(ClewListRow *row) { return row->value; }

guint clew_list_row_live_count(void) { return (guint)g_atomic_int_get(&live_rows); }

struct _ClewListModel {
    GObject parent;
    ClewListCountFunc count;
    ClewListValueFunc value;
    GDestroyNotify release;
    gpointer data;
    GDestroyNotify destroy;
};

static void clew_list_model_interface_init(GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(ClewListModel, clew_list_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, clew_list_model_interface_init))

static GType clew_list_model_get_item_type(GListModel *list) {
    (void)list;
    return clew_list_row_get_type();
}

static guint clew_list_model_get_n_items(GListModel *list) {
    ClewListModel *model = CLEW_LIST_MODEL(list);
    return model->count(model->data);
}

static gpointer clew_list_model_get_item(GListModel *list, guint position) {
    ClewListModel *model = CLEW_LIST_MODEL(list);
    if (position >= model->count(model->data)) return NULL;
    gpointer value = model->value(model->data, position);
    if (value == NULL) return NULL;
    ClewListRow *row = g_object_new(clew_list_row_get_type(), NULL);
    row->value = value;
    row->release = model->release;
    return row;
}

static void clew_list_model_interface_init(GListModelInterface *iface) {
    iface->get_item_type = clew_list_model_get_item_type;
    iface->get_n_items = clew_list_model_get_n_items;
    iface->get_item = clew_list_model_get_item;
}

static void clew_list_model_finalize(GObject *object) {
    ClewListModel *model = CLEW_LIST_MODEL(object);
    if (model->destroy != NULL) model->destroy(model->data);
    G_OBJECT_CLASS(clew_list_model_parent_class)->finalize(object);
}

static void clew_list_model_class_init(ClewListModelClass *class) {
    G_OBJECT_CLASS(class)->finalize = clew_list_model_finalize;
}

static void clew_list_model_init(ClewListModel *model) { (void)model; }

ClewListModel *clew_list_model_new(ClewListCountFunc count, ClewListValueFunc value, GDestroyNotify release,
                                   gpointer data, GDestroyNotify destroy) {
    ClewListModel *model = g_object_new(clew_list_model_get_type(), NULL);
    model->count = count;
    model->value = value;
    model->release = release;
    model->data = data;
    model->destroy = destroy;
    return model;
}

void clew_list_model_items_changed(ClewListModel *model, guint position, guint removed, guint added) {
    g_list_model_items_changed(G_LIST_MODEL(model), position, removed, added);
}

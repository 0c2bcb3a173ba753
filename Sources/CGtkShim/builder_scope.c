#include "CGtkShimBuilder.h"

// A GtkBuilderCScope subclass that overrides the scope interface: see CGtkShimBuilder.h.
typedef struct {
    GtkBuilderCScope parent_instance;
} ClewBuilderScope;

typedef struct {
    GtkBuilderCScopeClass parent_class;
} ClewBuilderScopeClass;

static GtkBuilderScopeInterface *parent_scope_iface;

G_DEFINE_QUARK(clew-builder-scope-error-quark, clew_builder_scope_error)

static GType clew_builder_scope_get_type_from_function(GtkBuilderScope *self, GtkBuilder *builder,
                                                       const char *function_name) {
    (void)self;
    (void)builder;
    (void)function_name;
    return G_TYPE_INVALID;  // GtkBuilder reports “invalid type function” as a GError
}

static GType clew_builder_scope_get_type_from_name(GtkBuilderScope *self, GtkBuilder *builder,
                                                   const char *type_name) {
    return parent_scope_iface->get_type_from_name(self, builder, type_name);
}

static GClosure *clew_builder_scope_create_closure(GtkBuilderScope *self, GtkBuilder *builder,
                                                   const char *function_name, GtkBuilderClosureFlags flags,
                                                   GObject *object, GError **error) {
    (void)self;
    (void)builder;
    (void)flags;
    (void)object;
    g_set_error(error, CLEW_BUILDER_SCOPE_ERROR, CLEW_BUILDER_SCOPE_ERROR_SIGNAL_HANDLER,
                "the signal handler “%s” is not connected: .ui files may not name handlers, connect them in Swift",
                function_name);
    return NULL;
}

static void clew_builder_scope_iface_init(GtkBuilderScopeInterface *iface) {
    parent_scope_iface = g_type_interface_peek_parent(iface);
    iface->get_type_from_name = clew_builder_scope_get_type_from_name;
    iface->get_type_from_function = clew_builder_scope_get_type_from_function;
    iface->create_closure = clew_builder_scope_create_closure;
}

G_DEFINE_TYPE_WITH_CODE(ClewBuilderScope, clew_builder_scope, GTK_TYPE_BUILDER_CSCOPE,
                        G_IMPLEMENT_INTERFACE(GTK_TYPE_BUILDER_SCOPE, clew_builder_scope_iface_init))

static void clew_builder_scope_class_init(ClewBuilderScopeClass *klass) { (void)klass; }

static void clew_builder_scope_init(ClewBuilderScope *self) { (void)self; }

GtkBuilderScope *clew_builder_scope_new(void) {
    return g_object_new(clew_builder_scope_get_type(), NULL);
}

void clew_builder_destroy_windows(GtkBuilder *builder) {
    GSList *objects = gtk_builder_get_objects(builder);
    for (GSList *node = objects; node != NULL; node = node->next) {
        if (GTK_IS_WINDOW(node->data)) gtk_window_destroy(GTK_WINDOW(node->data));
    }
    g_slist_free(objects);
}

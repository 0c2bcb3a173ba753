#ifndef CGTKTESTSHIM_H
#define CGTKTESTSHIM_H
// Test-only: emitting signals as if the user had acted (g_signal_emit_by_name is variadic, so
// Swift cannot call it). Linked by ClewGtkTesting, the GTK tests and the leak-check tool; never by an app.
#include <gtk/gtk.h>

/// Emits a signal with signature `void (*)(GObject *, gpointer)`.
void clew_signal_emit_void(gpointer instance, const char *signal_name);

/// Emits a signal with signature `gboolean (*)(GObject *, gpointer)` and
/// returns the handlers' result.
gboolean clew_signal_emit_bool(gpointer instance, const char *signal_name);

/// Emits GtkEventControllerKey::key-pressed and returns the handlers' result.
gboolean clew_signal_emit_key_pressed(GtkEventControllerKey *controller,
                                      guint keyval, guint keycode,
                                      GdkModifierType state);

/// Emits a signal with signature `void (*)(GObject *, GObject *argument, gpointer)`, e.g.
/// GtkFlowBox::child-activated.
void clew_signal_emit_object(gpointer instance, const char *signal_name, gpointer argument);

/// Emits a signal with signature `void (*)(GObject *, gint argument, gpointer)`, e.g. GtkNativeDialog::response.
void clew_signal_emit_int(gpointer instance, const char *signal_name, gint argument);

/// Emits GtkListBox::row-activated for `row`, as a click or Enter on the row does.
void clew_signal_emit_row_activated(gpointer list_box, gpointer row);

/// What clew_test_press_accelerator did.
typedef enum {
    CLEW_KEY_PRESS_SENT,
    CLEW_KEY_PRESS_UNPARSABLE,
    CLEW_KEY_PRESS_NOT_X11,
    CLEW_KEY_PRESS_NO_XTEST,
    CLEW_KEY_PRESS_NOT_MAPPED,
    CLEW_KEY_PRESS_NO_KEYCODE,
} ClewKeyPressResult;

/// Types `accelerator` ("<Control>q", "Escape", "a") into `window` as real key presses through
/// the X server (XTest), after giving the window the input focus. X11 only (Xvfb in tests).
ClewKeyPressResult clew_test_press_accelerator(GtkWindow *window, const char *accelerator);

#include "CGtkTestShimTransfer.h"
#include "CGtkTestShimGestures.h"
#endif

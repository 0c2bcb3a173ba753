#ifndef CGTKTESTSHIM_GESTURES_H
#define CGTKTESTSHIM_GESTURES_H
// Emits the scroll, zoom, drag and motion controllers' signals with GTK's own marshalling
// (g_signal_emit_by_name is variadic), so that tests check ClewGtk's C handlers against the real
// signatures; and real wheel scrolls through the X server, for what an emitted signal cannot carry
// (the keys held).
#include "CGtkTestShim.h"

/// Emits GtkEventControllerScroll::scroll; returns what the handlers returned.
gboolean clew_signal_emit_scroll(gpointer controller, double dx, double dy);

/// Emits a signal with signature `void (*)(GObject *, double, gpointer)`, e.g. GtkGestureZoom::scale-changed.
void clew_signal_emit_double(gpointer instance, const char *signal_name, double value);

/// Emits a signal with signature `void (*)(GObject *, double x, double y, gpointer)`, e.g.
/// GtkGestureDrag::drag-update or GtkEventControllerMotion::motion.
void clew_signal_emit_point(gpointer instance, const char *signal_name, double x, double y);

/// Emits GtkGesture::begin or ::end with no event sequence (a pointer's).
void clew_signal_emit_sequence(gpointer instance, const char *signal_name);

/// Moves the pointer to (x, y) of `widget` and turns the mouse wheel `steps` clicks (negative:
/// up, away from the person) with `modifiers` held, through the X server (XTest). X11 only; the
/// results are those of clew_test_press_accelerator.
ClewKeyPressResult clew_test_scroll_wheel(GtkWidget *widget, double x, double y, int steps,
                                          GdkModifierType modifiers);

/// Moves the pointer to the bottom-right corner of the screen, away from the windows tests open at the
/// top left (X11 only; nothing elsewhere). Xvfb starts it at the centre, and clew_test_scroll_wheel moves it
/// onto a widget: a window mapped under it gets that widget as its pointer focus, and GTK 4.8 lays a window
/// out by asking for a motion event on the focus widget's surface without checking that it still has one
/// (gtk_window_native_layout → gdk_surface_request_motion(NULL): SIGSEGV at address 0x7f) when that widget's
/// native has none (not realized, or no longer). GtkTestHost parks it once, when it starts GTK.
void clew_test_park_pointer(void);
#endif

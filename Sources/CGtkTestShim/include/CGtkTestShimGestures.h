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
#endif

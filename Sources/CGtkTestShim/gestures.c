#include "CGtkTestShimGestures.h"
#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>
#include <X11/keysym.h>
#include <stdlib.h>

gboolean clew_signal_emit_scroll(gpointer controller, double dx, double dy) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(controller, "scroll", dx, dy, &handled);
    return handled;
}

void clew_signal_emit_double(gpointer instance, const char *signal_name, double value) {
    g_signal_emit_by_name(instance, signal_name, value);
}

void clew_signal_emit_point(gpointer instance, const char *signal_name, double x, double y) {
    g_signal_emit_by_name(instance, signal_name, x, y);
}

void clew_signal_emit_sequence(gpointer instance, const char *signal_name) {
    g_signal_emit_by_name(instance, signal_name, (GdkEventSequence *)NULL);
}

// The pointer to the screen's bottom-right corner: see clew_test_park_pointer. Requests on one connection are
// handled in order, so events sent before this one are delivered where the pointer was.
static void move_pointer_to_corner(Display *display) {
    int screen = DefaultScreen(display);
    XWarpPointer(display, None, RootWindow(display, screen), 0, 0, 0, 0, DisplayWidth(display, screen) - 1,
                 DisplayHeight(display, screen) - 1);
}

static void press_modifiers(Display *display, GdkModifierType modifiers, Bool down) {
    static const struct { GdkModifierType mask; KeySym keysym; } table[] = {
        {GDK_CONTROL_MASK, XK_Control_L},
        {GDK_SHIFT_MASK, XK_Shift_L},
        {GDK_ALT_MASK, XK_Alt_L},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        if (!(modifiers & table[i].mask)) continue;
        KeyCode code = XKeysymToKeycode(display, table[i].keysym);
        if (code != 0) XTestFakeKeyEvent(display, code, down, CurrentTime);
    }
}

ClewKeyPressResult clew_test_scroll_wheel(GtkWidget *widget, double x, double y, int steps,
                                          GdkModifierType modifiers) {
    GdkDisplay *gdk_display = gtk_widget_get_display(widget);
    if (!GDK_IS_X11_DISPLAY(gdk_display)) return CLEW_KEY_PRESS_NOT_X11;
    Display *display = gdk_x11_display_get_xdisplay(gdk_display);
    int event_base, error_base, major, minor;
    if (!XTestQueryExtension(display, &event_base, &error_base, &major, &minor)) return CLEW_KEY_PRESS_NO_XTEST;
    GtkNative *native = gtk_widget_get_native(widget);
    GdkSurface *surface = native ? gtk_native_get_surface(native) : NULL;
    if (surface == NULL || !gtk_widget_get_mapped(widget)) return CLEW_KEY_PRESS_NOT_MAPPED;
    double native_x = 0, native_y = 0, surface_x = 0, surface_y = 0;
    // GTK 4.8 has no gtk_widget_compute_point (4.10); this one is deprecated only from 4.12.
    if (!gtk_widget_translate_coordinates(widget, GTK_WIDGET(native), x, y, &native_x, &native_y))
        return CLEW_KEY_PRESS_NOT_MAPPED;
    gtk_native_get_surface_transform(native, &surface_x, &surface_y);
    int root_x = 0, root_y = 0;
    Window child;
    XTranslateCoordinates(display, gdk_x11_surface_get_xid(surface), DefaultRootWindow(display),
                          (int)(native_x + surface_x), (int)(native_y + surface_y), &root_x, &root_y, &child);
    XSetInputFocus(display, gdk_x11_surface_get_xid(surface), RevertToParent, CurrentTime);
    XTestFakeMotionEvent(display, -1, root_x, root_y, CurrentTime);
    press_modifiers(display, modifiers, True);
    unsigned int button = steps < 0 ? 4 : 5;
    for (int i = 0; i < abs(steps); i++) {
        XTestFakeButtonEvent(display, button, True, CurrentTime);
        XTestFakeButtonEvent(display, button, False, CurrentTime);
    }
    press_modifiers(display, modifiers, False);
    move_pointer_to_corner(display);
    XSync(display, False);
    return CLEW_KEY_PRESS_SENT;
}

void clew_test_park_pointer(void) {
    GdkDisplay *gdk_display = gdk_display_get_default();
    if (gdk_display == NULL || !GDK_IS_X11_DISPLAY(gdk_display)) return;
    Display *display = gdk_x11_display_get_xdisplay(gdk_display);
    move_pointer_to_corner(display);
    XSync(display, False);
}

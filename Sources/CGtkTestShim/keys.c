// Real key presses for the GTK test driver: GTK 4 has no public way to synthesize input, so
// under X11 (Xvfb in the tests) the driver asks the X server to type (XTest), through GDK's own
// display connection, and GTK receives the keys as a person's.
#include "CGtkTestShim.h"
#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>
#include <X11/keysym.h>

static gboolean press_modifiers(Display *display, GdkModifierType modifiers, Bool down) {
    static const struct { GdkModifierType mask; KeySym keysym; } table[] = {
        {GDK_CONTROL_MASK, XK_Control_L},
        {GDK_SHIFT_MASK, XK_Shift_L},
        {GDK_ALT_MASK, XK_Alt_L},
        {GDK_SUPER_MASK, XK_Super_L},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        if (!(modifiers & table[i].mask)) continue;
        KeyCode code = XKeysymToKeycode(display, table[i].keysym);
        if (code == 0) return FALSE;
        XTestFakeKeyEvent(display, code, down, CurrentTime);
    }
    return TRUE;
}

ClewKeyPressResult clew_test_press_accelerator(GtkWindow *window, const char *accelerator) {
    guint keyval = 0;
    GdkModifierType modifiers = 0;
    if (!gtk_accelerator_parse(accelerator, &keyval, &modifiers) || keyval == 0) return CLEW_KEY_PRESS_UNPARSABLE;
    GdkDisplay *gdk_display = gtk_widget_get_display(GTK_WIDGET(window));
    if (!GDK_IS_X11_DISPLAY(gdk_display)) return CLEW_KEY_PRESS_NOT_X11;
    Display *display = gdk_x11_display_get_xdisplay(gdk_display);
    int event_base, error_base, major, minor;
    if (!XTestQueryExtension(display, &event_base, &error_base, &major, &minor)) return CLEW_KEY_PRESS_NO_XTEST;
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (surface == NULL || !gtk_widget_get_mapped(GTK_WIDGET(window))) return CLEW_KEY_PRESS_NOT_MAPPED;
    KeyCode code = XKeysymToKeycode(display, (KeySym)gdk_keyval_to_lower(keyval));
    if (code == 0) return CLEW_KEY_PRESS_NO_KEYCODE;
    // Keys go to the window with the input focus; without a window manager nobody else sets it.
    XSetInputFocus(display, gdk_x11_surface_get_xid(surface), RevertToParent, CurrentTime);
    if (!press_modifiers(display, modifiers, True)) return CLEW_KEY_PRESS_NO_KEYCODE;
    XTestFakeKeyEvent(display, code, True, CurrentTime);
    XTestFakeKeyEvent(display, code, False, CurrentTime);
    press_modifiers(display, modifiers, False);
    XSync(display, False);
    return CLEW_KEY_PRESS_SENT;
}

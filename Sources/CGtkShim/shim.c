#define _GNU_SOURCE
#include "CGtkShim.h"
#include <sys/eventfd.h>
#include <unistd.h>

gboolean clew_is_main_thread(void) {
    return getpid() == gettid();
}

void clew_eventfd_clear(int fd) {
    eventfd_t value;
    // Non-blocking fd: EAGAIN just means it was already clear.
    (void)eventfd_read(fd, &value);
}

void clew_signal_emit_void(gpointer instance, const char *signal_name) {
    g_signal_emit_by_name(instance, signal_name);
}

gboolean clew_signal_emit_bool(gpointer instance, const char *signal_name) {
    gboolean result = FALSE;
    g_signal_emit_by_name(instance, signal_name, &result);
    return result;
}

gboolean clew_signal_emit_key_pressed(GtkEventControllerKey *controller,
                                      guint keyval, guint keycode,
                                      GdkModifierType state) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(controller, "key-pressed", keyval, keycode, state, &handled);
    return handled;
}

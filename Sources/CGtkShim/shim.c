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


static void clew_quit_activated(GSimpleAction *action, GVariant *parameter, gpointer application) {
    (void)action;
    (void)parameter;
    g_application_quit(G_APPLICATION(application));
}

void clew_application_add_standard_shortcuts(GtkApplication *application) {
    GSimpleAction *quit = g_simple_action_new("quit", NULL);
    // The application owns the action; the handler needs no data of ours, so nothing to release.
    g_signal_connect_object(quit, "activate", G_CALLBACK(clew_quit_activated), application, 0);
    g_action_map_add_action(G_ACTION_MAP(application), G_ACTION(quit));
    g_object_unref(quit);
    const char *quit_accels[] = {"<Control>q", NULL};
    const char *close_accels[] = {"<Control>w", NULL};
    gtk_application_set_accels_for_action(application, "app.quit", quit_accels);
    gtk_application_set_accels_for_action(application, "window.close", close_accels);
}

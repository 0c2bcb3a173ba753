#ifndef CGTK_H
#define CGTK_H
// Umbrella for the system GTK 4 headers (plus GLib's Unix fd helpers).
#include <gtk/gtk.h>
#include <glib-unix.h>
#endif

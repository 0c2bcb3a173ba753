#ifndef CGTKUNIXPRINT_H
#define CGTKUNIXPRINT_H
// GTK 4 with gtk4-unix-print's headers (printers, print jobs), which <gtk/gtk.h> leaves out: what the
// generated ClewGtkBindings calls. Same library (libgtk-4).
#include <gtk/gtk.h>
#include <gtk/gtkunixprint.h>
#endif

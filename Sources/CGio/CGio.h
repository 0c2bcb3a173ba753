#ifndef CGIO_H
#define CGIO_H
// GIO and the GLib it builds on, for the image loader (no GTK: the loader serves headless apps too).
// The libraries come from pkg-config's gio-2.0 (Package.swift).
#include <gio/gio.h>
#endif

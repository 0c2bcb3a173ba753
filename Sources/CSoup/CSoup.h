#ifndef CSOUP_H
#define CSOUP_H
// Umbrella for libsoup 3 and the GIO it builds on (no GTK: the loader serves headless apps too).
#include <libsoup/soup.h>
#include <gio/gio.h>
#endif

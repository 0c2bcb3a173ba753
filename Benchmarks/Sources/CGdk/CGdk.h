#ifndef CGDK_H
#define CGDK_H
// GDK's texture decoder, for timing URL → texture the way ClewGtk does it.
#include <gtk/gtk.h>
#endif

#ifndef CGMODULE_H
#define CGMODULE_H
// GLib's GModule, through which CSoup loads libsoup: the library comes from pkg-config's
// gmodule-2.0 (Package.swift).
#include <gmodule.h>
#endif

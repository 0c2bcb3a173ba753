#ifndef CGIOUNIX_H
#define CGIOUNIX_H
// GIO as the generated ClewGio layer reaches it: <gio/gio.h>, plus gio-unix-2.0's headers (desktop app
// info, Unix streams, file descriptors and mounts) and the settings backend, which <gio/gio.h> leaves out.
// scripts/generate-bindings reads the includes below to know what Swift can call.
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gio.h>
#include <gio/gdesktopappinfo.h>
#include <gio/gfiledescriptorbased.h>
#include <gio/gunixfdmessage.h>
#include <gio/gunixinputstream.h>
#include <gio/gunixmounts.h>
#include <gio/gunixoutputstream.h>
#include <gio/gsettingsbackend.h>
#endif

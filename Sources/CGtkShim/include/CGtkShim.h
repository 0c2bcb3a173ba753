#ifndef CGTKSHIM_H
#define CGTKSHIM_H
// The few things Swift cannot import or call directly. Keep this tiny:
// everything else is plain GTK called from Swift.
#include <gtk/gtk.h>

// --- libdispatch main-queue hooks ------------------------------------------
// Private but exported by libdispatch.so; CoreFoundation's run loop uses them
// to drain the main queue. On Linux the handle is an eventfd.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/// True when called on the process's initial (main) OS thread.
gboolean clew_is_main_thread(void);

/// Resets the eventfd behind the main-queue handle. libdispatch only writes to
/// it; the run loop that watches it must read it, or a level-triggered poll
/// would report it readable forever (a busy loop).
void clew_eventfd_clear(int fd);

#include "CGtkShimProperties.h"
#include "CGtkShimListModel.h"
#include "CGtkShimFiles.h"
#include "CGtkShimBuilder.h"
#endif

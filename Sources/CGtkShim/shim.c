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

// zlib for the test support target: gzip and zlib-wrapped ("deflate") bodies for the loopback server.
#include <zlib.h>

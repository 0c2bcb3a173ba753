#ifndef CADW_H
#define CADW_H
// libadwaita 1.2 (Debian 12): only 1.2 API is used; the version macros make newer calls an error.
#define ADW_VERSION_MIN_REQUIRED ADW_VERSION_1_2
#include <adwaita.h>
#endif

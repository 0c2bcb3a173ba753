#ifndef CADWBENCH_H
#define CADWBENCH_H
// libadwaita 1.2 (and GTK 4), for the hand-made dialogs the alert latency benchmark compares with.
#define ADW_VERSION_MIN_REQUIRED ADW_VERSION_1_2
#include <adwaita.h>
#endif

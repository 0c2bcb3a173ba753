#include "CGtkShim.h"

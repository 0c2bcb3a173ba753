#ifndef CSOUPSHIM_H
#define CSOUPSHIM_H
// Intentionally empty: the shim's only job is the load-time initializer in shim.c, which installs
// ClewSoup's loader as the default image loader of any program that links ClewSoup.
#endif

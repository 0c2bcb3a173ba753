// gettext as glibc has it (libintl.h) and setlocale: the non-variadic functions Swift imports as they are.
// pgettext is a macro in gettext.h, not a function: Clew builds its "context\004msgid" key in Swift.
#include <libintl.h>
#include <locale.h>

// libdbus-1, loaded when the accessibility bus is first reached.
#include <dbus/dbus.h>

#include "../CDBus/functions.h"
#include "load.h"

#define SLOT(name) CLIBRARY_SLOT(cdbus, name)
#define ENTRY(name) CLIBRARY_ENTRY(cdbus, name)
CDBUS_FUNCTIONS(SLOT)

static const struct clibrary_function functions[] = {CDBUS_FUNCTIONS(ENTRY)};
CLIBRARY_SET(set, functions, "libdbus-1.so.3")

const char *clibrary_load_dbus(void) { return clibrary_load(&set); }

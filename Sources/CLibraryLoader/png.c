// libpng16, loaded when a PNG file is first read or written.
#include <png.h>

#include "../CPNG/functions.h"
#include "load.h"

#define SLOT(name) CLIBRARY_SLOT(cpng, name)
#define ENTRY(name) CLIBRARY_ENTRY(cpng, name)
CPNG_FUNCTIONS(SLOT)

static const struct clibrary_function functions[] = {CPNG_FUNCTIONS(ENTRY)};
CLIBRARY_SET(set, functions, "libpng16.so.16")

const char *clibrary_load_png(void) { return clibrary_load(&set); }

// libpng's simplified API for screenshots and golden images. libpng16 is not linked: its functions (functions.h) are
// loaded when a PNG file is first read or written (clibrary_load_png) and called through the pointers declared here.
#ifndef CIRCULAR_CPNG_SHIM_H
#define CIRCULAR_CPNG_SHIM_H
#include <png.h>

#include "../CLibraryLoader/LoadedFunction.h"
#include "functions.h"

/// The functions this module loads, in Swift: `LibPNG.name(...)`.
struct LibPNG {
    char unused;
};
#define CPNG_LOADED(name) CLIBRARY_LOADED_FUNCTION(cpng, LibPNG, name)
CPNG_FUNCTIONS(CPNG_LOADED)
#endif

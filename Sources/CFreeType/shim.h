// FreeType's API for the label font. libfreetype is not linked: its functions (functions.h) are loaded when the
// font is first opened (clibrary_load_freetype) and called through the pointers declared here.
#ifndef CIRCULAR_CFREETYPE_SHIM_H
#define CIRCULAR_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H

#include "../CLibraryLoader/LoadedFunction.h"
#include "functions.h"

/// The functions this module loads, in Swift: `FreeType.name(...)`.
struct FreeType {
    char unused;
};
#define CFREETYPE_LOADED(name) CLIBRARY_LOADED_FUNCTION(cfreetype, FreeType, name)
CFREETYPE_FUNCTIONS(CFREETYPE_LOADED)
#endif

// fontconfig's API for finding the label font's file. libfontconfig is not linked: its functions (functions.h) are
// loaded when a family must be looked up (clibrary_load_fontconfig) and called through the pointers declared here.
#ifndef CIRCULAR_CFONTCONFIG_SHIM_H
#define CIRCULAR_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>

#include "../CLibraryLoader/LoadedFunction.h"
#include "functions.h"

/// The functions this module loads, in Swift: `Fontconfig.name(...)`.
struct Fontconfig {
    char unused;
};
#define CFONTCONFIG_LOADED(name) CLIBRARY_LOADED_FUNCTION(cfontconfig, Fontconfig, name)
CFONTCONFIG_FUNCTIONS(CFONTCONFIG_LOADED)
#endif

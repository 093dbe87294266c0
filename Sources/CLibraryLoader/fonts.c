// FreeType, loaded when the label font is first opened, and fontconfig, loaded when a family's file must be found.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H

#include "../CFontconfig/functions.h"
#include "../CFreeType/functions.h"
#include "load.h"

#define FREETYPE_SLOT(name) CLIBRARY_SLOT(cfreetype, name)
#define FREETYPE_ENTRY(name) CLIBRARY_ENTRY(cfreetype, name)
#define FONTCONFIG_SLOT(name) CLIBRARY_SLOT(cfontconfig, name)
#define FONTCONFIG_ENTRY(name) CLIBRARY_ENTRY(cfontconfig, name)
CFREETYPE_FUNCTIONS(FREETYPE_SLOT)
CFONTCONFIG_FUNCTIONS(FONTCONFIG_SLOT)

static const struct clibrary_function freetype_functions[] = {CFREETYPE_FUNCTIONS(FREETYPE_ENTRY)};
CLIBRARY_SET(freetype, freetype_functions, "libfreetype.so.6")
static const struct clibrary_function fontconfig_functions[] = {CFONTCONFIG_FUNCTIONS(FONTCONFIG_ENTRY)};
CLIBRARY_SET(fontconfig, fontconfig_functions, "libfontconfig.so.1")

const char *clibrary_load_freetype(void) { return clibrary_load(&freetype); }
const char *clibrary_load_fontconfig(void) { return clibrary_load(&fontconfig); }

const char *clibrary_freetype_file(void) {
    Dl_info info;
    // Filled (under the set's lock) only when the whole set loaded; read by the thread that loaded it or one that
    // joined that thread.
    if (cfreetype_FT_Init_FreeType == NULL || dladdr((void *)cfreetype_FT_Init_FreeType, &info) == 0) return NULL;
    return info.dli_fname;
}

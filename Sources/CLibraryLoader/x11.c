// libX11, libXext (MIT-SHM) and libXi (XInput2), loaded when the first display is opened.
#include <X11/XKBlib.h>
#include <X11/Xlib.h>
#include <X11/Xresource.h>
#include <X11/Xutil.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XShm.h>

#include "../CX11/functions.h"
#include "CLibraryLoader.h"
#include "load.h"

#define SLOT(name) CLIBRARY_SLOT(cx11, name)
#define ENTRY(name) CLIBRARY_ENTRY(cx11, name)
CX11_FUNCTIONS(SLOT)

static const struct clibrary_function functions[] = {CX11_FUNCTIONS(ENTRY)};
CLIBRARY_SET(set, functions, "libX11.so.6", "libXext.so.6", "libXi.so.6")

const char *clibrary_load_x11(void) { return clibrary_load(&set); }

/// What XOpenDisplay is until the libraries are loaded: it loads them (the loading puts libX11's own XOpenDisplay
/// in its place) and opens the display with that; no display when they cannot be loaded. So any program, or test,
/// whose first X call opens a display needs no loading call of its own.
static Display *open_display_after_loading(_Xconst char *name) {
    if (clibrary_load_x11() != NULL) return NULL;
    return cx11_XOpenDisplay(name);
}
// (The list's definition above is a tentative one; this one gives the pointer its value before loading.)
__typeof__(&XOpenDisplay) cx11_XOpenDisplay = open_display_after_loading;

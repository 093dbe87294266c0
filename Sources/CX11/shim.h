// The C surface of Xlib that CircularX11 uses: the core protocol, utilities, resources, cursors, atoms, keysyms,
// XKB's detectable auto-repeat, the MIT-SHM extension, XInput2 (smooth scrolling and touch) and System V shared
// memory. Relative to the system include path only. libX11, libXext and libXi are not linked: their functions
// (functions.h) are loaded when the first display is opened (clibrary_load_x11; Xlib.XOpenDisplay loads them itself
// when it comes first) and called through the pointers declared here.
#ifndef CIRCULAR_CX11_SHIM_H
#define CIRCULAR_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/cursorfont.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/Xproto.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/XInput2.h>
#include <sys/ipc.h>
#include <sys/shm.h>

#include "../CLibraryLoader/LoadedFunction.h"
#include "functions.h"

/// The functions this module loads, in Swift: `Xlib.name(...)`.
struct Xlib {
    char unused;
};
#define CX11_LOADED(name) CLIBRARY_LOADED_FUNCTION(cx11, Xlib, name)
CX11_FUNCTIONS(CX11_LOADED)

#endif

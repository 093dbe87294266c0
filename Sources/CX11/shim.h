// The C surface of Xlib that CircularX11 uses: the core protocol, utilities, resources, cursors, atoms,
// keysyms, XKB's detectable auto-repeat, the MIT-SHM extension, XInput2 (smooth scrolling and touch) and System V shared
// memory. Relative to the system include path only.
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

#endif

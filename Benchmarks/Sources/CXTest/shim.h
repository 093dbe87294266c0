// Xlib and the XTEST extension, for the X11 benchmark's input connection (fake pointer motion and buttons).
#ifndef CIRCULAR_CXTEST_SHIM_H
#define CIRCULAR_CXTEST_SHIM_H
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#endif

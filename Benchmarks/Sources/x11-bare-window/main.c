// The reference for the X11 benchmark's memory figure: the least an Xlib program needs to show a window.
//
// Usage: x11-bare-window WIDTH HEIGHT (DISPLAY from the environment). Opens a window of that size, maps it, waits
// for its first Expose, fills it once with a solid colour, prints "ready" and then idles in XNextEvent until it is
// killed. Exits with status 1 and a message when no display can be opened.
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int width = argc > 2 ? atoi(argv[1]) : 480;
    int height = argc > 2 ? atoi(argv[2]) : 360;
    if (width < 1 || height < 1) {
        width = 480;
        height = 360;
    }
    Display *display = XOpenDisplay(NULL);
    if (display == NULL) {
        fprintf(stderr, "x11-bare-window: cannot open the X display (is DISPLAY set?)\n");
        return 1;
    }
    int screen = XDefaultScreen(display);
    Window window = XCreateSimpleWindow(display, XRootWindow(display, screen), 0, 0, (unsigned)width, (unsigned)height, 0,
                                        XBlackPixel(display, screen), XWhitePixel(display, screen));
    XSelectInput(display, window, ExposureMask | StructureNotifyMask);
    XMapWindow(display, window);
    GC gc = XCreateGC(display, window, 0, NULL);
    XSetForeground(display, gc, 0x202428);
    int ready = 0;
    for (;;) {
        XEvent event;
        XNextEvent(display, &event);
        if (event.type == Expose && event.xexpose.count == 0) {
            XFillRectangle(display, window, gc, 0, 0, (unsigned)width, (unsigned)height);
            XSync(display, False);
            if (!ready) {
                ready = 1;
                printf("ready\n");
                fflush(stdout);
            }
        }
    }
}

// A virtual pointer for the Wayland tests: moves, presses and scrolls the compositor's pointer through
// zwlr_virtual_pointer_v1 (sway offers it), one command a line from standard input, each followed by a frame and a
// round trip, so that the compositor has handed it on when the next line is read:
//   move X Y       the pointer to (X, Y) of the output, absolutely (the output's size is given on the command line)
//   press|release  button 1
//   wheel N        N wheel notches (positive: down, as Wayland counts), as a wheel sends them
//   finger D       a finger scroll of D units (positive: down) on a touchpad, then its stop
//   sleep MS       a pause
// usage: virtual-pointer WIDTH HEIGHT    (WAYLAND_DISPLAY names the compositor); exits 1 when it cannot connect or
// the compositor offers no virtual pointer, 2 for a line it does not understand.
#include <linux/input-event-codes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wayland-client.h>

#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

static struct zwlr_virtual_pointer_manager_v1 *manager;

static void announce(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data;
    (void)version;
    if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0) {
        manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, 1);
    }
}

static void forget(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data;
    (void)registry;
    (void)name;
}

static const struct wl_registry_listener registry_listener = {announce, forget};

static uint32_t now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (uint32_t)(time.tv_sec * 1000 + time.tv_nsec / 1000000);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: virtual-pointer WIDTH HEIGHT\n");
        return 2;
    }
    uint32_t width = (uint32_t)atoi(argv[1]), height = (uint32_t)atoi(argv[2]);
    struct wl_display *display = wl_display_connect(NULL);
    if (display == NULL) {
        fprintf(stderr, "virtual-pointer: no compositor\n");
        return 1;
    }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (manager == NULL) {
        fprintf(stderr, "virtual-pointer: the compositor offers no zwlr_virtual_pointer_manager_v1\n");
        return 1;
    }
    struct zwlr_virtual_pointer_v1 *pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(manager, NULL);
    // sway gives the seat a pointer once the device sends its first event: send one at once, to the corner, so that
    // windows opened from now on find a pointer on the seat.
    zwlr_virtual_pointer_v1_motion_absolute(pointer, now_ms(), 0, 0, width, height);
    zwlr_virtual_pointer_v1_frame(pointer);
    wl_display_roundtrip(display);
    char line[256];
    while (fgets(line, sizeof line, stdin) != NULL) {
        double x, y, amount;
        int notches, pause;
        if (sscanf(line, "move %lf %lf", &x, &y) == 2) {
            zwlr_virtual_pointer_v1_motion_absolute(pointer, now_ms(), (uint32_t)x, (uint32_t)y, width, height);
        } else if (strncmp(line, "press", 5) == 0 || strncmp(line, "release", 7) == 0) {
            uint32_t state = line[0] == 'p' ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED;
            zwlr_virtual_pointer_v1_button(pointer, now_ms(), BTN_LEFT, state);
        } else if (sscanf(line, "wheel %d", &notches) == 1) {
            zwlr_virtual_pointer_v1_axis_source(pointer, WL_POINTER_AXIS_SOURCE_WHEEL);
            zwlr_virtual_pointer_v1_axis_discrete(pointer, now_ms(), WL_POINTER_AXIS_VERTICAL_SCROLL,
                                                  wl_fixed_from_double(15.0 * notches), notches);
        } else if (sscanf(line, "finger %lf", &amount) == 1) {
            zwlr_virtual_pointer_v1_axis_source(pointer, WL_POINTER_AXIS_SOURCE_FINGER);
            zwlr_virtual_pointer_v1_axis(pointer, now_ms(), WL_POINTER_AXIS_VERTICAL_SCROLL,
                                         wl_fixed_from_double(amount));
            zwlr_virtual_pointer_v1_frame(pointer);
            zwlr_virtual_pointer_v1_axis_source(pointer, WL_POINTER_AXIS_SOURCE_FINGER);
            zwlr_virtual_pointer_v1_axis_stop(pointer, now_ms(), WL_POINTER_AXIS_VERTICAL_SCROLL);
        } else if (sscanf(line, "sleep %d", &pause) == 1) {
            struct timespec wait = {pause / 1000, (long)(pause % 1000) * 1000000};
            nanosleep(&wait, NULL);
            continue;
        } else {
            fprintf(stderr, "virtual-pointer: cannot read: %s", line);
            return 2;
        }
        zwlr_virtual_pointer_v1_frame(pointer);
        if (wl_display_roundtrip(display) < 0) {
            fprintf(stderr, "virtual-pointer: the compositor went away\n");
            return 1;
        }
    }
    zwlr_virtual_pointer_v1_destroy(pointer);
    wl_display_roundtrip(display);
    wl_display_disconnect(display);
    return 0;
}

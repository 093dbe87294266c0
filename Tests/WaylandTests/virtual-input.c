// A virtual pointer and keyboard for the Wayland tests: moves, presses and scrolls the compositor's pointer through
// zwlr_virtual_pointer_v1 and types through zwp_virtual_keyboard_v1 (sway offers both; the keyboard's keymap is
// xkbcommon's default, a US layout), one command a line from standard input, each followed by a round trip (and,
// for the pointer, a frame), so that the compositor has handed it on when the next line is read:
//   move X Y       the pointer to (X, Y) of the output, absolutely (the output's size is given on the command line)
//   by DX DY       the pointer moved by (DX, DY) pixels, relatively (a mouse's own travel: a locked pointer gets it)
//   press|release  button 1
//   wheel N        N wheel notches (positive: down, as Wayland counts), as a wheel sends them
//   finger D       a finger scroll of D units (positive: down) on a touchpad, then its stop
//   key CODE       a press and a release of the key with Linux input code CODE (106 Right, 105 Left, 28 Enter...)
//   down CODE, up CODE   a press or a release alone (a held Shift)
//   sleep MS       a pause
// usage: virtual-input WIDTH HEIGHT    (WAYLAND_DISPLAY names the compositor); exits 1 when it cannot connect or
// the compositor offers no virtual pointer or keyboard, 2 for a line it does not understand.
#define _GNU_SOURCE
#include <linux/input-event-codes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>
#include <xkbcommon/xkbcommon.h>

#include "virtual-keyboard-unstable-v1-client-protocol.h"
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

static struct zwlr_virtual_pointer_manager_v1 *manager;
static struct zwp_virtual_keyboard_manager_v1 *keyboard_manager;
static struct wl_seat *seat;

static void announce(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data;
    (void)version;
    if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0) {
        manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, 1);
    } else if (strcmp(interface, zwp_virtual_keyboard_manager_v1_interface.name) == 0) {
        keyboard_manager = wl_registry_bind(registry, name, &zwp_virtual_keyboard_manager_v1_interface, 1);
    } else if (strcmp(interface, wl_seat_interface.name) == 0 && seat == NULL) {
        seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
    }
}

static void forget(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data;
    (void)registry;
    (void)name;
}

static const struct wl_registry_listener registry_listener = {announce, forget};

/// A virtual keyboard with xkbcommon's default keymap (the US layout), or NULL.
/// The modifier a key's code holds in xkb's default keymap, as a mask: Shift 1, Control 4, Alt (Mod1) 8; 0 for others.
static uint32_t modifier_mask(int code) {
    switch (code) {
    case 42: case 54: return 1;   // KEY_LEFTSHIFT, KEY_RIGHTSHIFT
    case 29: case 97: return 4;   // KEY_LEFTCTRL, KEY_RIGHTCTRL
    case 56: case 100: return 8;  // KEY_LEFTALT, KEY_RIGHTALT
    default: return 0;
    }
}

static struct zwp_virtual_keyboard_v1 *make_keyboard(void) {
    struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    struct xkb_rule_names names = {0};
    struct xkb_keymap *keymap = context ? xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS) : NULL;
    char *text = keymap ? xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1) : NULL;
    if (text == NULL || keyboard_manager == NULL || seat == NULL) return NULL;
    size_t size = strlen(text) + 1;
    int file = memfd_create("virtual-keymap", MFD_CLOEXEC);
    if (file < 0 || write(file, text, size) != (ssize_t)size) return NULL;
    struct zwp_virtual_keyboard_v1 *keyboard =
        zwp_virtual_keyboard_manager_v1_create_virtual_keyboard(keyboard_manager, seat);
    zwp_virtual_keyboard_v1_keymap(keyboard, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, file, (uint32_t)size);
    close(file);
    free(text);
    xkb_keymap_unref(keymap);
    xkb_context_unref(context);
    return keyboard;
}

static uint32_t now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (uint32_t)(time.tv_sec * 1000 + time.tv_nsec / 1000000);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: virtual-input WIDTH HEIGHT\n");
        return 2;
    }
    uint32_t width = (uint32_t)atoi(argv[1]), height = (uint32_t)atoi(argv[2]);
    struct wl_display *display = wl_display_connect(NULL);
    if (display == NULL) {
        fprintf(stderr, "virtual-input: no compositor\n");
        return 1;
    }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (manager == NULL) {
        fprintf(stderr, "virtual-input: the compositor offers no zwlr_virtual_pointer_manager_v1\n");
        return 1;
    }
    struct zwp_virtual_keyboard_v1 *keyboard = make_keyboard();
    if (keyboard == NULL) {
        fprintf(stderr, "virtual-input: no virtual keyboard (zwp_virtual_keyboard_manager_v1, a seat, a keymap)\n");
        return 1;
    }
    struct zwlr_virtual_pointer_v1 *pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(manager, NULL);
    // sway gives the seat a pointer once the device sends its first event: send one at once, to the corner, so that
    // windows opened from now on find a pointer on the seat.
    zwlr_virtual_pointer_v1_motion_absolute(pointer, now_ms(), 0, 0, width, height);
    zwlr_virtual_pointer_v1_frame(pointer);
    wl_display_roundtrip(display);
    char line[256];
    uint32_t held_modifiers = 0;
    while (fgets(line, sizeof line, stdin) != NULL) {
        double x, y, amount;
        int notches, pause, code;
        if (sscanf(line, "move %lf %lf", &x, &y) == 2) {
            zwlr_virtual_pointer_v1_motion_absolute(pointer, now_ms(), (uint32_t)x, (uint32_t)y, width, height);
        } else if (sscanf(line, "by %lf %lf", &x, &y) == 2) {
            zwlr_virtual_pointer_v1_motion(pointer, now_ms(), wl_fixed_from_double(x), wl_fixed_from_double(y));
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
        } else if (sscanf(line, "key %d", &code) == 1 || sscanf(line, "down %d", &code) == 1 ||
                   sscanf(line, "up %d", &code) == 1) {
            // A virtual keyboard's keys change no modifier state by themselves: a held Shift, Control or Alt is
            // said with the modifiers request, as a real keyboard's state would say it.
            if (line[0] != 'u') {
                zwp_virtual_keyboard_v1_key(keyboard, now_ms(), (uint32_t)code, 1);
                if (modifier_mask(code) != 0) {
                    held_modifiers |= modifier_mask(code);
                    zwp_virtual_keyboard_v1_modifiers(keyboard, held_modifiers, 0, 0, 0);
                }
            }
            if (line[0] != 'd') {
                zwp_virtual_keyboard_v1_key(keyboard, now_ms(), (uint32_t)code, 0);
                if (modifier_mask(code) != 0) {
                    held_modifiers &= ~modifier_mask(code);
                    zwp_virtual_keyboard_v1_modifiers(keyboard, held_modifiers, 0, 0, 0);
                }
            }
            if (wl_display_roundtrip(display) < 0) return 1;
            continue;
        } else if (sscanf(line, "sleep %d", &pause) == 1) {
            struct timespec wait = {pause / 1000, (long)(pause % 1000) * 1000000};
            nanosleep(&wait, NULL);
            continue;
        } else {
            fprintf(stderr, "virtual-input: cannot read: %s", line);
            return 2;
        }
        zwlr_virtual_pointer_v1_frame(pointer);
        if (wl_display_roundtrip(display) < 0) {
            fprintf(stderr, "virtual-input: the compositor went away\n");
            return 1;
        }
    }
    zwp_virtual_keyboard_v1_destroy(keyboard);
    zwlr_virtual_pointer_v1_destroy(pointer);
    wl_display_roundtrip(display);
    wl_display_disconnect(display);
    return 0;
}

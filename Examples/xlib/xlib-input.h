/*
 * xlib-input.h - the Xlib side of a CircularControl knob for a program that runs its own Xlib loop (the Xlib
 * example, Examples/xlib; a program without a loop of its own opens the library's window instead,
 * circularcontrol-window.h): X modifier state, key symbols and button numbers turned into cc_* input (the library counts
 * the clicks, cc_count_click), the damaged rectangle pushed to the window, and a linear drag kept in place (the
 * cursor hidden and the pointer warped back, xlib_input_warp). Header-only (static functions), so each program stays
 * one file to build; include it after <X11/Xlib.h> and <circularcontrol.h>.
 *
 * Gestures (see "Gestures." in circularcontrol.h): key releases go to cc_key_release, which ends a key gesture once
 * no value key is held (call xlib_input_detectable_auto_repeat once, so a held key sends one release, not one a
 * repeat); wheel notches go to cc_wheel_at on the monotonic clock of xlib_input_now(), so a burst is one gesture
 * that ends when the program calls cc_advance_clock(control, xlib_input_now()) at or after cc_get_gesture_deadline;
 * the window losing the keyboard focus (FocusOut, with FocusChangeMask selected) ends a key gesture through
 * cc_set_keyboard_focus, as its key releases then go elsewhere.
 *
 * HiDPI: X reports and warps in device pixels; the control works in logical ones. Each function that passes a
 * position takes the program's `scale` (what it gave cc_set_scale; 1 for none) and divides by it, or multiplies a
 * position it warps the pointer to.
 *
 * What stays in each program: its own keys (the example's 'q' and 'r'), its window, its wait for the gesture
 * deadline, and what a change means to it.
 */
#ifndef CIRCULARCONTROL_EXAMPLES_XLIB_INPUT_H
#define CIRCULARCONTROL_EXAMPLES_XLIB_INPUT_H

#include <time.h>

#include <X11/XKBlib.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>

#include <circularcontrol.h>

/* Seconds on the monotonic clock: the clock of the wheel's turns (cc_wheel_at) and of cc_advance_clock. */
static inline double xlib_input_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + now.tv_nsec / 1e9;
}

/* Asks the server for detectable auto-repeat on this connection (XKB): a held key then sends its presses alone and
 * one release when it comes up, the end of a key gesture. Returns 1 when the server supports it; without it every
 * repeat sends a release and a press, and each repeat is a key gesture of its own. */
static inline int xlib_input_detectable_auto_repeat(Display *display) {
    Bool supported = False;
    XkbSetDetectableAutoRepeat(display, True, &supported);
    return supported ? 1 : 0;
}

/* The CC_MODIFIER_* bits of an X event's modifier state (Shift, Control, Mod1 as Alt; the others are dropped). */
static int xlib_input_modifiers(unsigned int state) {
    int modifiers = CC_MODIFIER_NONE;
    if (state & ShiftMask) modifiers |= CC_MODIFIER_SHIFT;
    if (state & ControlMask) modifiers |= CC_MODIFIER_CONTROL;
    if (state & Mod1Mask) modifiers |= CC_MODIFIER_ALT;
    return modifiers;
}

/* The control's key for an X key symbol (keypad keys as their main-block twins), or -1 for keys it does not use.
 * Tab is left out: in a single knob it goes nowhere, and an embedding host keeps it for its own focus chain. */
static int xlib_input_key(KeySym symbol) {
    switch (symbol) {
    case XK_Left: case XK_KP_Left: return CC_KEY_LEFT;
    case XK_Right: case XK_KP_Right: return CC_KEY_RIGHT;
    case XK_Up: case XK_KP_Up: return CC_KEY_UP;
    case XK_Down: case XK_KP_Down: return CC_KEY_DOWN;
    case XK_Page_Up: case XK_KP_Page_Up: return CC_KEY_PAGE_UP;
    case XK_Page_Down: case XK_KP_Page_Down: return CC_KEY_PAGE_DOWN;
    case XK_Home: case XK_KP_Home: return CC_KEY_HOME;
    case XK_End: case XK_KP_End: return CC_KEY_END;
    case XK_Escape: return CC_KEY_ESCAPE;
    case XK_Return: case XK_KP_Enter: return CC_KEY_ENTER;
    case XK_BackSpace: return CC_KEY_BACKSPACE;
    default: return -1;
    }
}

/* Hands a ButtonPress or ButtonRelease to the control: button 1 presses (with their click count) and releases, and
 * wheel notches from buttons 4 (up, increases) and 5 (down) at xlib_input_now() (a burst of them is one gesture);
 * the horizontal wheel (6, 7) and other buttons are ignored. Returns the cc_status of the call made (CC_OK when
 * none). */
static cc_status xlib_input_button(cc_control *control, const XButtonEvent *button, double scale) {
    int modifiers = xlib_input_modifiers(button->state);
    int pressed = button->type == ButtonPress;
    double x = button->x / scale, y = button->y / scale;
    if (button->button == Button1 && pressed) {
        /* X reports no click count: the library counts them (X server time is in milliseconds). */
        int clicks = cc_count_click(control, x, y, button->time / 1000.0);
        if (clicks < 0) return clicks;
        return cc_pointer_down(control, x, y, modifiers, clicks);
    }
    if (button->button == Button1) return cc_pointer_up(control, x, y, modifiers);
    if (pressed && (button->button == Button4 || button->button == Button5)) {
        return cc_wheel_at(control, button->button == Button4 ? 1 : -1, modifiers, xlib_input_now());
    }
    return CC_OK;
}

/* Hands a KeyPress or KeyRelease to the control: the keys of xlib_input_key() on a press (cc_key) and on a release
 * (cc_key_release: the last value key held coming up ends a key gesture), and Shift going down or up (the state in an
 * X key event is the one from before it) as a modifier change, so a drag turns fine at once. `symbol` is the event's
 * unshifted key symbol (XLookupKeysym(event, 0)). Synthetic events (send_event set, as hosts forward keys with
 * XSendEvent) are handled like real ones. Returns the cc_status of the call made (CC_OK when none). */
static cc_status xlib_input_key_event(cc_control *control, const XKeyEvent *event, KeySym symbol) {
    int modifiers = xlib_input_modifiers(event->state);
    int pressed = event->type == KeyPress;
    if (symbol == XK_Shift_L || symbol == XK_Shift_R) {
        return cc_modifiers_changed(control, pressed ? modifiers | CC_MODIFIER_SHIFT : modifiers & ~CC_MODIFIER_SHIFT);
    }
    int key = xlib_input_key(symbol);
    if (key < 0) return CC_OK;
    return pressed ? cc_key(control, key, modifiers) : cc_key_release(control, key);
}

/* Hands one X input event to the control: button presses and releases (xlib_input_button), motion, the pointer
 * leaving, keys (xlib_input_key_event), the text a key press types (XLookupString: a digit, sign or point opens
 * the value entry, see cc_type_text; control characters are dropped), and the window gaining or losing the keyboard
 * focus (cc_set_keyboard_focus: the focus ring shows only while it has it, and losing it ends a key gesture; a focus
 * change that only follows the pointer, NotifyPointer, is left out). Returns 1 when `event` was one of those, 0 for
 * any other event (the program's own: Expose, ConfigureNotify, ...). Programs that give some keys a meaning of
 * their own look at them first. */
static int xlib_input_event(cc_control *control, XEvent *event, double scale) {
    switch (event->type) {
    case ButtonPress:
    case ButtonRelease:
        xlib_input_button(control, &event->xbutton, scale);
        return 1;
    case MotionNotify:
        cc_pointer_move(control, event->xmotion.x / scale, event->xmotion.y / scale,
                        xlib_input_modifiers(event->xmotion.state));
        return 1;
    case LeaveNotify:
        cc_pointer_leave(control);
        return 1;
    case KeyPress:
    case KeyRelease: {
        KeySym symbol = XLookupKeysym(&event->xkey, 0);
        xlib_input_key_event(control, &event->xkey, symbol);
        char text[16] = {0};
        if (event->type == KeyPress && xlib_input_key(symbol) < 0 &&
            XLookupString(&event->xkey, text, sizeof text - 1, NULL, NULL) > 0 && (unsigned char)text[0] >= 0x20) {
            cc_type_text(control, text);
        }
        return 1;
    }
    case FocusIn:
    case FocusOut:
        if (event->xfocus.detail != NotifyPointer) cc_set_keyboard_focus(control, event->type == FocusIn);
        return 1;
    default:
        return 0;
    }
}

/* Draws what changed into the image's pixels (the buffer cc_render writes: image->data, width x height, 4 bytes a
 * pixel) and pushes exactly that rectangle to `drawable`; with CC_RENDER_FULL, every pixel. Returns cc_render's
 * status; on failure nothing is pushed. */
static cc_status xlib_input_present(cc_control *control, Display *display, Drawable drawable, GC gc, XImage *image,
                                    int flags) {
    cc_rect damage;
    cc_status status = cc_render(control, image->data, image->width, image->height, image->bytes_per_line, flags,
                                 &damage);
    if (status == CC_OK && damage.width > 0 && damage.height > 0) {
        XPutImage(display, drawable, gc, image, damage.x, damage.y, damage.x, damage.y, (unsigned)damage.width,
                  (unsigned)damage.height);
    }
    return status;
}

/* A linear mouse drag kept in place (see the last block of circularcontrol.h): while cc_get_linear_drag_anchor() says
 * the mouse drags a control in a linear drag mode, the cursor is hidden and the pointer warped back to the anchor after
 * each motion, so the drag never stops at the screen edge; when the drag ends the pointer goes to the knob
 * (cc_get_linear_drag_knob()) and the cursor shows there. Zero-initialise one per window; free its cursor
 * (`invisible`, when not 0) with the window. */
typedef struct xlib_input_warp {
    Cursor invisible;     /* the empty cursor, made when first needed (0 before) */
    int hidden;           /* a drag is kept in place and the cursor hidden */
    int pending;          /* a warp back was sent and has not landed yet */
    unsigned long serial; /* that warp request's serial */
} xlib_input_warp;

/* The device pixel the pointer is warped back to: the anchor (logical) times `scale`, rounded. */
static inline void xlib_input_anchor_pixel(double x, double y, double scale, int *out_x, int *out_y) {
    *out_x = (int)(x * scale + 0.5);
    *out_y = (int)(y * scale + 0.5);
}

/* Call with every event before handing it to the control: the pending warp has landed when an event's serial is at or
 * past the warp request's (the events queued before it still count from where the pointer was), and the control then
 * counts positions from where the pointer landed again (cc_pointer_warped: the anchor's device pixel, in logical
 * pixels). */
static inline void xlib_input_warp_landed(xlib_input_warp *warp, cc_control *control, const XEvent *event,
                                          double scale) {
    double x, y;
    int pixel_x, pixel_y;
    if (!warp->pending || (long)(event->xany.serial - warp->serial) < 0) return;
    warp->pending = 0;
    if (cc_get_linear_drag_anchor(control, &x, &y) == 1) {
        xlib_input_anchor_pixel(x, y, scale, &pixel_x, &pixel_y);
        cc_pointer_warped(control, pixel_x / scale, pixel_y / scale);
    }
}

/* Call with every event after handing it to the control: hides the cursor when a linear mouse drag began (before any
 * warp: XWayland honours a warp only while the cursor is hidden), warps the pointer back to the anchor after a motion
 * that left it (one warp pending at a time), and once the drag is over (release, Escape) warps it to the knob and
 * shows the cursor. */
static inline void xlib_input_warp_follow(xlib_input_warp *warp, cc_control *control, Display *display, Window window,
                                          const XEvent *event, double scale) {
    double x, y;
    int pixel_x, pixel_y;
    if (cc_get_linear_drag_anchor(control, &x, &y) == 1) {
        xlib_input_anchor_pixel(x, y, scale, &pixel_x, &pixel_y);
        if (!warp->hidden) {
            if (warp->invisible == 0) {
                char bits = 0;
                XColor black = {0};
                Pixmap empty = XCreateBitmapFromData(display, window, &bits, 1, 1);
                warp->invisible = XCreatePixmapCursor(display, empty, empty, &black, &black, 0, 0);
                XFreePixmap(display, empty);
            }
            XDefineCursor(display, window, warp->invisible);
            warp->hidden = 1;
        } else if (event->type == MotionNotify && !warp->pending &&
                   (event->xmotion.x != pixel_x || event->xmotion.y != pixel_y)) {
            warp->serial = NextRequest(display);
            warp->pending = 1;
            XWarpPointer(display, None, window, 0, 0, 0, 0, pixel_x, pixel_y);
            XFlush(display);
        }
        return;
    }
    if (!warp->hidden) return;
    warp->hidden = 0;
    warp->pending = 0;
    if (cc_get_linear_drag_knob(control, &x, &y) == 1) {
        XWarpPointer(display, None, window, 0, 0, 0, 0, (int)(x * scale + 0.5), (int)(y * scale + 0.5));
    }
    XUndefineCursor(display, window);
    XFlush(display);
}

#endif

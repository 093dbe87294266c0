/*
 * circularcontrol.h - the C interface of CircularControl.
 *
 * A circular control (a knob, a dial, a circular slider or a progress ring) for programs that are not written in
 * Swift and for other toolkits. The program keeps its own window and event loop; it hands the control its pointer,
 * key and wheel input in its own pixel coordinates (x to the right, y down), reads the value and the events back,
 * and asks the control to draw itself into a pixel buffer the program owns.
 *
 *     cc_config config;
 *     cc_config_init(&config);                 // defaults: 0...1, a full circle on a 200 x 200 canvas
 *     config.max = 100;
 *     cc_control *knob = NULL;
 *     char message[256];
 *     if (cc_create(&config, &knob, message, sizeof message) != CC_OK) { puts(message); return 1; }
 *     cc_pointer_down(knob, 100, 20, CC_MODIFIER_NONE, 1);   // on the knob at 12 o'clock: no jump
 *     cc_pointer_move(knob, 180, 100, CC_MODIFIER_NONE);     // a quarter turn clockwise
 *     cc_pointer_up(knob, 180, 100, CC_MODIFIER_NONE);
 *     double value;
 *     cc_get_value(knob, &value);                            // 25
 *     cc_destroy(knob);
 *
 * Build with `pkg-config --cflags --libs circularcontrol`.
 *
 * Conventions, for every function below:
 * - The control handle comes first. There is no global state: every piece of state lives in a handle, and two
 *   handles never share anything, so separate handles may be used from separate threads. One handle must be used
 *   from one thread at a time (the caller serialises calls on it).
 * - Functions that can fail return a cc_status: CC_OK (0) or a negative error code. A failed call changes nothing:
 *   the control's state and the out-parameters are left as they were. cc_last_error() then returns a message that
 *   names the argument or configuration field at fault.
 * - Coordinates and values are doubles; NaN or infinite ones are refused with CC_ERROR_NOT_FINITE.
 * - Enumerations are plain int constants (CC_KEY_*, CC_TURN_MODE_*, ...). A value outside the documented set is
 *   refused with CC_ERROR_UNKNOWN_ENUM, never undefined behaviour.
 * - Coverage: a handle is a panel of controls: one knob (cc_create), a range of two knobs (cc_create_range), or
 *   several of either added to one handle (cc_add_control, cc_add_range), with focus, Tab and touch across them.
 */
#ifndef CIRCULARCONTROL_H
#define CIRCULARCONTROL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * The version of this header, MAJOR.MINOR.PATCH (SemVer), written from the project's VERSION file; the library's
 * SONAME carries the major (libcircularcontrol.so.MAJOR) and circularcontrol.pc the whole number. A program built
 * against one major works with any library of the same major and a minor at least as high; compare with
 * cc_version() at run time to know which library the loader found.
 */
#define CIRCULARCONTROL_VERSION_MAJOR 0
#define CIRCULARCONTROL_VERSION_MINOR 4
#define CIRCULARCONTROL_VERSION_PATCH 0
/** The header's version as one number, (MAJOR << 16) | (MINOR << 8) | PATCH, as cc_version() returns it. */
#define CIRCULARCONTROL_VERSION                                                                                     \
    ((CIRCULARCONTROL_VERSION_MAJOR << 16) | (CIRCULARCONTROL_VERSION_MINOR << 8) | CIRCULARCONTROL_VERSION_PATCH)

/* ---------------------------------------------------------------------------------------------------------------- */
/* Status codes                                                                                                      */
/* ---------------------------------------------------------------------------------------------------------------- */

/** The result of a call: CC_OK or one of the negative CC_ERROR_* codes below. */
typedef int cc_status;

/** Success. */
#define CC_OK 0
/** A required pointer argument (the handle, a configuration, an out-parameter, a pixel buffer) is NULL. */
#define CC_ERROR_NULL_ARGUMENT (-1)
/** A coordinate, value, time or wheel delta is NaN or infinite. */
#define CC_ERROR_NOT_FINITE (-2)
/** An int that must be one of a set of constants is not (an unknown key, mode, modifier bit or flag). */
#define CC_ERROR_UNKNOWN_ENUM (-3)
/** The configuration is refused: min >= max, step <= 0, radius <= 0, ...; the message names the field. */
#define CC_ERROR_INVALID_CONFIG (-4)
/** The configuration's `size` field is smaller than the first published cc_config (it was not set, or garbage). */
#define CC_ERROR_CONFIG_SIZE (-5)
/** The pixel buffer cannot be drawn into: a width or height <= 0, a stride shorter than a row, misalignment. */
#define CC_ERROR_INVALID_BUFFER (-6)
/** An argument outside its documented range that is none of the above (a negative click count, say). */
#define CC_ERROR_INVALID_ARGUMENT (-7)

/**
 * A short constant description of a status code ("ok", "null argument", ...), for logs.
 *
 * Edge cases: an unknown code gives "unknown status". The string is static; never free it.
 */
const char *cc_status_description(cc_status status);

/* ---------------------------------------------------------------------------------------------------------------- */
/* Enumerations (plain int constants)                                                                               */
/* ---------------------------------------------------------------------------------------------------------------- */

/** Modifier bits, OR-ed together. Any other bit is refused with CC_ERROR_UNKNOWN_ENUM. */
#define CC_MODIFIER_NONE 0
/**
 * Shift: fine adjustment of drags, unstepped keys and the wheel alike (the config's fine_adjust_factor, a tenth by
 * default); with CC_MODIFIER_CONTROL, finer still (a tenth of that: a hundredth by default).
 */
#define CC_MODIFIER_SHIFT 1
/** Control: with CC_MODIFIER_SHIFT, the finer level of fine adjustment; alone, nothing. */
#define CC_MODIFIER_CONTROL 2
/** Alt (Mod1 on X11). */
#define CC_MODIFIER_ALT 4

/** Keys the control answers to. Map your toolkit's key symbols onto these and drop the rest. */
#define CC_KEY_LEFT 0      /**< One step down (1 % of the range when unstepped). */
#define CC_KEY_RIGHT 1     /**< One step up. */
#define CC_KEY_UP 2        /**< One step up. */
#define CC_KEY_DOWN 3      /**< One step down. */
#define CC_KEY_PAGE_UP 4   /**< 10 % of the range up (whole steps when stepped). */
#define CC_KEY_PAGE_DOWN 5 /**< 10 % of the range down. */
#define CC_KEY_HOME 6      /**< To min. */
#define CC_KEY_END 7       /**< To max (the turn limit for a multi-turn control). */
#define CC_KEY_ESCAPE 8    /**< Cancels a drag, restoring the value from the press. */

/** When pointer drags snap to the step grid (keys and the wheel always move by whole steps). */
#define CC_SNAP_NEVER 0      /**< Continuous drags. */
#define CC_SNAP_ALWAYS 1     /**< Every change lands on the grid (the default). */
#define CC_SNAP_ON_RELEASE 2 /**< Continuous while dragging, snapped when the button goes up. */

/** How positions along the arc map to values. */
#define CC_SKEW_LINEAR 0      /**< Equal angles, equal changes (the default). */
#define CC_SKEW_EXPONENT 1    /**< value fraction = position fraction ^ skew_exponent. */
#define CC_SKEW_LOGARITHMIC 2 /**< Equal angles multiply the value by equal factors; needs min > 0. */

/** How far the value may travel round the arc. */
#define CC_TURN_MODE_CLAMPED 0    /**< Stops at the ends, pinning until the pointer comes back (the default). */
#define CC_TURN_MODE_WRAPPING 1   /**< Crossing the end continues from the start (full circles only). */
#define CC_TURN_MODE_MULTI_TURN 2 /**< Keeps counting past max, one range a turn (full circles only). */

/** The direction in which the value grows on screen. */
#define CC_DIRECTION_CLOCKWISE 0
#define CC_DIRECTION_COUNTER_CLOCKWISE 1

/** What a press on the track, away from the knob, does. */
#define CC_TRACK_PRESS_RELATIVE 0 /**< Starts a drag without a jump (the default; usual for audio knobs). */
#define CC_TRACK_PRESS_JUMP 1     /**< Jumps to the pointer, then drags (usual for progress controls). */
#define CC_TRACK_PRESS_IGNORE 2   /**< Nothing happens. */

/** Linear drag modes, for people who find circular dragging hard on a trackpad. */
#define CC_LINEAR_DRAG_OFF 0        /**< Circular dragging (the default). */
#define CC_LINEAR_DRAG_VERTICAL 1   /**< Up increases. */
#define CC_LINEAR_DRAG_HORIZONTAL 2 /**< Right increases. */
#define CC_LINEAR_DRAG_BOTH 3       /**< Up or right increases. */

/** How the control is drawn. */
#define CC_APPEARANCE_RING 0      /**< A progress ring with a gradient (the default). */
#define CC_APPEARANCE_TICK_DIAL 1 /**< A ring of ticks lit up to the value. */

/** What the centre of the control shows. */
#define CC_LABEL_NONE 0       /**< Nothing (the default). */
#define CC_LABEL_PERCENTAGE 1 /**< The position as a whole percentage ("125%"). */
#define CC_LABEL_FRACTION 2   /**< The position as a count out of label_total ("4/8"). */

/** Which region of the control a point falls in (cc_hit_test). */
#define CC_REGION_KNOB 0
#define CC_REGION_TRACK 1
#define CC_REGION_INSIDE 2
#define CC_REGION_OUTSIDE 3

/** An end of the control's travel; CC_END_NONE where no end applies. */
#define CC_END_NONE 0
#define CC_END_MINIMUM 1
#define CC_END_MAXIMUM 2

/** The drag phase (cc_state.drag_phase). */
#define CC_DRAG_IDLE 0     /**< No drag. */
#define CC_DRAG_ACTIVE 1   /**< A drag is under way and the value follows the pointer. */
#define CC_DRAG_PINNED 2   /**< A drag is under way, pinned at an end until the pointer comes back to the knob. */

/** Flags of cc_render. */
#define CC_RENDER_DAMAGE_ONLY 0 /**< Redraw only what changed since the last cc_render (the default). */
#define CC_RENDER_FULL 1        /**< Redraw every pixel (a new or resized buffer, after an expose). */

/* ---------------------------------------------------------------------------------------------------------------- */
/* Configuration                                                                                                     */
/* ---------------------------------------------------------------------------------------------------------------- */

/**
 * Everything that shapes a control. Fill it with cc_config_init(), change what you need, pass it to cc_create().
 *
 * The struct starts with its own size so that fields can be appended in later versions: a program built against
 * this header passes sizeof(cc_config), and the library reads only the fields that size covers. cc_config_init()
 * sets it. Colours are 0xAARRGGBB with straight (not premultiplied) alpha. Angles are in degrees, clockwise from
 * 12 o'clock. Coordinates are pixels in the caller's buffer, y down.
 *
 * cc_create() refuses, with CC_ERROR_INVALID_CONFIG and a message naming the field: NaN or infinite numbers,
 * min >= max, a step <= 0 (when has_step), a default value outside the range, a radius or line width <= 0 or a line
 * width wider than the ring, an arc sweep outside (0, 360], wrapping or multi-turn on a partial arc, a turn limit
 * below 1, a logarithmic skew with min <= 0, a skew on a multi-turn control, label_total < 1 for a fraction label,
 * tick_count < 1 for a tick dial; and with CC_ERROR_UNKNOWN_ENUM an int field outside its CC_* constants.
 *
 * It also refuses, with CC_ERROR_INVALID_CONFIG, what cannot be computed in doubles: max - min that overflows, is
 * below 2^-1022 (DBL_MIN: its inverse would overflow) or below 2^-32 of the larger of |min| and |max| (the doubles
 * between them would not resolve a millionth of the range); a step below 2^-1022 or below (max - min) / 2^32; an arc sweep below
 * 360 * 2^-1022 degrees or a linear drag distance below 2^-1022 (their inverses overflow); an exponent skew outside
 * 1/16 ... 16; a fine adjust factor outside (0, 1]; a multi-turn control whose top value
 * min + turn_limit * (max - min) overflows; a logarithmic skew whose max / min overflows; a centre coordinate, radius,
 * knob radius (line_width * knob_scale / 2), minimum target size or hit slop beyond 2^48 pixels (about 2.8e14), so
 * that every point of the control stays finite and its pixel indices fit an integer. An unlimited multi-turn control
 * counts at most 2^32 turns.
 */
typedef struct cc_config {
    /** sizeof(cc_config) as the caller compiled it. Set by cc_config_init(); must not be smaller than this v1. */
    size_t size;

    /* Range and steps */
    double min;            /**< The value at the start of the arc (0). */
    double max;            /**< The value at the end of one sweep (1). Multi-turn controls count on past it. */
    int has_step;          /**< Nonzero for a stepped control (0: continuous). */
    double step;           /**< The step, anchored at min; >= (max - min) / 2^32 when has_step (else ignored). */
    int snap;              /**< CC_SNAP_* (CC_SNAP_ALWAYS). */
    int skew;              /**< CC_SKEW_* (CC_SKEW_LINEAR). */
    double skew_exponent;  /**< The exponent of CC_SKEW_EXPONENT, 1/16 ... 16 (2). */
    int has_default_value; /**< Nonzero: a double click on the knob resets to default_value (0). */
    double default_value;  /**< Within the range when has_default_value. */
    int has_initial_value; /**< Nonzero: the control starts at initial_value, else at default_value or min (0). */
    double initial_value;  /**< Clamped or wrapped into the range, and snapped unless snap is CC_SNAP_NEVER. */

    /* Turns and arc */
    int turn_mode;            /**< CC_TURN_MODE_* (CC_TURN_MODE_CLAMPED). */
    int turn_limit;           /**< The most turns of a multi-turn control, >= 1; 0 for no limit (0). */
    double arc_start_degrees; /**< Where the arc starts, clockwise from 12 o'clock (0). */
    double arc_sweep_degrees; /**< How much of the circle one sweep covers, in (0, 360] (360). */
    int direction;            /**< CC_DIRECTION_* (CC_DIRECTION_CLOCKWISE). */

    /* Geometry */
    double center_x;            /**< The ring's centre (100). */
    double center_y;            /**< (100) */
    double radius;              /**< To the middle of the track, > 0 (80). */
    double line_width;          /**< The track's width, > 0 and <= 2 * radius (16). */
    double knob_scale;          /**< The knob's diameter in line widths, > 0 (1.4). */
    double minimum_target_size; /**< The smallest grabbable diameter, >= 0 (24). */
    double hit_slop;            /**< Extra tolerance around targets, >= 0 (2). */

    /* Input policy */
    int track_press;             /**< CC_TRACK_PRESS_* (CC_TRACK_PRESS_RELATIVE). */
    int linear_drag;             /**< CC_LINEAR_DRAG_* (CC_LINEAR_DRAG_OFF). */
    double linear_drag_distance; /**< Pixels of travel for one full sweep in a linear drag, > 0 (250). */
    double fine_adjust_factor;   /**< The rate with Shift held (a tenth of it with Shift+Control), in (0, 1] (0.1). */
    int has_dead_zone_radius;    /**< Nonzero: use dead_zone_radius; 0: automatic (min(5, inner radius / 2)). */
    double dead_zone_radius;     /**< Pointer moves this close to the centre are ignored, >= 0. */

    /* Programmatic animation: base + per_turn * turns seconds, at most maximum; all >= 0. */
    double animation_base;     /**< (0.25) */
    double animation_per_turn; /**< (0.25) */
    double animation_maximum;  /**< (1.5) */

    /* Appearance */
    int appearance;              /**< CC_APPEARANCE_* (CC_APPEARANCE_RING). */
    uint32_t background_argb;    /**< What every redrawn pixel starts from (0xFFFFFFFF); 0 for transparent. */
    uint32_t progress_start_argb; /**< The ring's gradient at its start (0xFF00BAE1). */
    uint32_t progress_end_argb;   /**< The ring's gradient at its tip (0xFF00FAD0). */
    int tick_count;              /**< Ticks of a tick dial, >= 1 (90). */
    int show_knob;               /**< Nonzero draws the knob (1); 0 for a display-only ring. */
    int label;                   /**< CC_LABEL_* (CC_LABEL_NONE); see also cc_set_label_text(). */
    int label_total;             /**< The total of CC_LABEL_FRACTION, >= 1 (8). */
} cc_config;

/**
 * Fills `config` with the defaults listed in cc_config and sets config->size to `size`.
 *
 * Use the cc_config_init() macro, which passes sizeof(cc_config) as compiled in the caller, so a newer library
 * never writes past an older caller's struct.
 *
 * Errors: CC_ERROR_NULL_ARGUMENT when config is NULL; CC_ERROR_CONFIG_SIZE when size is smaller than the first
 * published cc_config. Only the first `size` bytes are written.
 */
cc_status cc_config_init_sized(cc_config *config, size_t size);

/** Fills *config with the defaults; see cc_config_init_sized(). */
#define cc_config_init(config) cc_config_init_sized((config), sizeof(cc_config))

/**
 * The version of the library the program runs with, as CIRCULARCONTROL_VERSION packs it: (MAJOR << 16) |
 * (MINOR << 8) | PATCH. It may differ from the header the program was built with; a different major is an
 * incompatible library (the loader does not pick one when the SONAME is used). Any thread, any time, no handle.
 */
uint32_t cc_version(void);

/* ---------------------------------------------------------------------------------------------------------------- */
/* Life cycle                                                                                                        */
/* ---------------------------------------------------------------------------------------------------------------- */

/** A control: the model of the value and the drag, a renderer, and the events not yet drained. Opaque. */
typedef struct cc_control cc_control;

/**
 * Creates a control from a configuration and stores it in *out_control.
 *
 * On failure *out_control is left untouched and, when `error_message` is not NULL and `error_capacity` > 0, a
 * NUL-terminated message naming the field at fault is written there (truncated to fit), for example
 * "invalid min: 5.0 (must be less than max (1.0))".
 *
 * Errors: CC_ERROR_NULL_ARGUMENT (config or out_control is NULL), CC_ERROR_CONFIG_SIZE (config->size too small),
 * CC_ERROR_UNKNOWN_ENUM (an int field outside its constants), CC_ERROR_INVALID_CONFIG (see cc_config).
 */
cc_status cc_create(const cc_config *config, cc_control **out_control, char *error_message, size_t error_capacity);

/**
 * Destroys a control and frees everything it holds, including events not yet drained.
 *
 * Edge cases: NULL does nothing. Destroying mid-drag is safe: the drag is dropped and no `ended` event is reported.
 * Destroying from inside the control's own event callback is safe too: the rest of that input's events are not
 * delivered. The handle must not be used afterwards.
 */
void cc_destroy(cc_control *control);

/**
 * The message of the last call on this handle that failed, naming the argument or field ("x is NaN").
 *
 * Every call that returns a cc_status clears it on success, so it describes the most recent call. The string
 * belongs to the handle and stays valid until the next call on it. Edge cases: "" after a success; for a NULL
 * handle, a static "control is NULL".
 */
const char *cc_last_error(const cc_control *control);

/* ---------------------------------------------------------------------------------------------------------------- */
/* Input                                                                                                             */
/* ---------------------------------------------------------------------------------------------------------------- */

/*
 * Hand every pointer event in, in order: the control needs each motion step to follow the pointer round the
 * circle (it tracks the shortest way between samples, so crossing 12 o'clock never jumps). Coordinates are in the
 * same pixels as the configuration's geometry. `modifiers` is CC_MODIFIER_* bits.
 *
 * Input that does not apply is accepted and ignored: a press off the control (outside the ring, inside it, or on the
 * track with CC_TRACK_PRESS_IGNORE), a second press during a drag, a move or release with no drag.
 * Every input function returns CC_ERROR_NULL_ARGUMENT for a NULL handle, CC_ERROR_NOT_FINITE for NaN or infinite
 * numbers and CC_ERROR_UNKNOWN_ENUM for unknown modifier bits or keys, and then changes nothing.
 */

/**
 * The primary button went down at (x, y). On the knob a drag starts without moving the value; on the track the
 * track-press policy applies. `click_count` is 1, or 2 for a double click (which, on the knob, resets to the
 * default value when there is one). Errors as above, and CC_ERROR_INVALID_ARGUMENT when click_count < 1.
 */
cc_status cc_pointer_down(cc_control *control, double x, double y, int modifiers, int click_count);

/** The pointer moved to (x, y), with or without the button down (without, it only updates the knob's hover look). */
cc_status cc_pointer_move(cc_control *control, double x, double y, int modifiers);

/** The primary button went up at (x, y): the release point counts as a last move, then the drag ends. */
cc_status cc_pointer_up(cc_control *control, double x, double y, int modifiers);

/** The pointer left the control's area: the knob's hover look goes. A drag in progress carries on. */
cc_status cc_pointer_leave(cc_control *control);

/** Modifier keys changed without the pointer moving (Shift pressed or let go mid-drag re-anchors, no jump). */
cc_status cc_modifiers_changed(cc_control *control, int modifiers);

/**
 * A key was pressed (send auto-repeats again): one of CC_KEY_*. A value key (an arrow, a page key, Home, End) begins
 * or carries on a key gesture (CC_GESTURE_KEYS), which ends at cc_key_release() of the last value key held, or when
 * the focus leaves the knob (cc_move_focus, cc_set_keyboard_focus(0), ...).
 */
cc_status cc_key(cc_control *control, int key, int modifiers);

/**
 * A key was released: one of CC_KEY_*. Hand in only the last release of a held key (Xlib: XkbSetDetectableAutoRepeat;
 * Qt: skip QKeyEvent::isAutoRepeat(); GTK reports it once). Without key releases a key gesture ends only when the
 * focus leaves the knob or other input changes it. Errors as for cc_key.
 */
cc_status cc_key_release(cc_control *control, int key);

/**
 * The wheel turned by `notches`: 1 is one notch up (away from the user) and increases the value. Fractions from
 * high-resolution devices and touchpads move an unstepped control by that fraction of a notch at once, and add up
 * to whole steps on a stepped one (four quarter notches make one step). 0 is accepted and does nothing. Without a
 * time each call is a gesture of its own (CC_EVENT_BEGAN, the change, CC_EVENT_ENDED); cc_wheel_at() makes a burst
 * one gesture.
 */
cc_status cc_wheel(cc_control *control, double notches, int modifiers);

/**
 * cc_wheel() at `time_seconds` (a monotonic clock in seconds, the one cc_advance_clock() is given): the turns of a
 * burst are one gesture (CC_GESTURE_WHEEL) that ends CC_WHEEL_GESTURE_IDLE_SECONDS after the last one, when the host
 * calls cc_advance_clock() (cc_get_gesture_deadline() says when), or at other input that changes the knob or starts a
 * drag. Errors as for cc_wheel, and CC_ERROR_NOT_FINITE for a NaN or infinite time.
 */
cc_status cc_wheel_at(cc_control *control, double notches, int modifiers, double time_seconds);

/** How long a wheel gesture lasts after its last turn, in seconds. */
#define CC_WHEEL_GESTURE_IDLE_SECONDS 0.5

/**
 * Moves the gesture clock to `time_seconds` (the clock of cc_wheel_at): a wheel gesture idle for
 * CC_WHEEL_GESTURE_IDLE_SECONDS ends (CC_EVENT_ENDED). Call it when cc_get_gesture_deadline() comes, or every frame
 * or idle tick. Errors: CC_ERROR_NOT_FINITE for a NaN or infinite time.
 */
cc_status cc_advance_clock(cc_control *control, double time_seconds);

/**
 * When the wheel gesture under way ends unless the wheel turns again: returns 1 and stores the time (on the clock of
 * cc_wheel_at) in *out_time_seconds, 0 when none is under way (out_time_seconds untouched), or a negative CC_ERROR_*
 * code (NULL handle or out_time_seconds).
 */
int cc_get_gesture_deadline(cc_control *control, double *out_time_seconds);

/**
 * The gesture under way on knob `knob` of control `index` (see "Gestures" above): returns 1 and stores its
 * CC_GESTURE_DRAG, _WHEEL or _KEYS in *out_kind, 0 when none is under way (out_kind untouched), or a negative
 * CC_ERROR_* code (NULL handle or out_kind, an index outside the panel or a knob it does not have, a knob outside
 * CC_KNOB_*). A host that goes away mid-gesture (a plugin UI closed while a key is held) ends its own record with it.
 */
int cc_get_gesture(cc_control *control, int index, int knob, int *out_kind);

/**
 * Sets the value from the program: clamped (or wrapped) into the range, snapped unless the snap mode is
 * CC_SNAP_NEVER. With `animated` nonzero the value eases there from `time_seconds` (any monotonic clock in
 * seconds) and moves only when cc_advance_animation() is called; during a drag the change is immediate and the
 * drag carries on from the new value. Errors: CC_ERROR_NOT_FINITE for a NaN or infinite value or time.
 */
cc_status cc_set_value(cc_control *control, double value, int animated, double time_seconds);

/**
 * Moves an animation in progress to `time_seconds` (the clock given to cc_set_value). Call it once a frame while
 * cc_state.animating is set. Edge cases: without an animation nothing happens; a time before the start holds it.
 */
cc_status cc_advance_animation(cc_control *control, double time_seconds);

/**
 * Moves and resizes the ring (after the host's widget was resized, say) without changing the value or breaking a
 * drag in progress. The knob scale, target size and slop stay as configured.
 * Errors: CC_ERROR_NOT_FINITE, or CC_ERROR_INVALID_CONFIG for radius <= 0 or a line width <= 0 or > 2 * radius,
 * or a centre coordinate, radius or knob radius beyond 2^48 pixels (see cc_config).
 */
cc_status cc_set_geometry(cc_control *control, double center_x, double center_y, double radius, double line_width);

/**
 * Replaces the centre label by a UTF-8 string the program formatted itself (the value with its unit, say), copied.
 * NULL goes back to the configured label. The next cc_render redraws the label if the text changed.
 *
 * Edge cases: invalid UTF-8 is drawn with U+FFFD in place of the bad bytes. Labels need a font: the renderer asks
 * fontconfig for DejaVu Sans; without one, labels are left out and one warning goes to standard error.
 */
cc_status cc_set_label_text(cc_control *control, const char *utf8_text);

/* ---------------------------------------------------------------------------------------------------------------- */
/* State                                                                                                             */
/* ---------------------------------------------------------------------------------------------------------------- */

/** A snapshot of the control's state, filled by cc_get_state(). */
typedef struct cc_state {
    double value;              /**< The value: always finite and within the range. */
    double position;           /**< Along the arc: 0 at the start, 1 at the end of a sweep; 1.25 = a turn and a quarter. */
    int64_t turns;             /**< Whole turns completed by a multi-turn control; 0 otherwise. */
    int pinned_end;            /**< CC_END_* the drag is pinned at, or CC_END_NONE. */
    int drag_phase;            /**< CC_DRAG_IDLE, CC_DRAG_ACTIVE or CC_DRAG_PINNED. */
    int animating;             /**< Nonzero while an animated cc_set_value runs. */
    double knob_x;             /**< The knob's centre, in the configuration's pixels. */
    double knob_y;
    double knob_angle_degrees; /**< The knob's clock angle, [0, 360), clockwise from 12 o'clock. */
} cc_state;

/** Fills *out_state. Errors: CC_ERROR_NULL_ARGUMENT for a NULL handle or out_state. */
cc_status cc_get_state(cc_control *control, cc_state *out_state);

/** The value alone. Errors: CC_ERROR_NULL_ARGUMENT for a NULL handle or out_value. */
cc_status cc_get_value(cc_control *control, double *out_value);

/**
 * Which region (CC_REGION_*) of the control the point (x, y) falls in: hosts use it to set a cursor or decide
 * whether a press belongs to the control. Errors: NULL handle or out_region, NaN or infinite coordinates.
 */
cc_status cc_hit_test(cc_control *control, double x, double y, int *out_region);

/* ---------------------------------------------------------------------------------------------------------------- */
/* Events                                                                                                            */
/* ---------------------------------------------------------------------------------------------------------------- */

/*
 * Gestures. Every change a person makes lies inside exactly one CC_EVENT_BEGAN ... CC_EVENT_ENDED pair of its knob,
 * and BEGAN says what kind of gesture it is: what a plugin host records automation between (LV2 ui:touch on and
 * off, VST3 begin/endEdit, CLAP gesture begin/end). A drag runs from the press to the release (the wheel and keys
 * during it change the value inside it); a wheel burst from its first turn to CC_WHEEL_GESTURE_IDLE_SECONDS after the
 * last (cc_wheel_at, cc_advance_clock; each cc_wheel without a time is a burst of its own); a key gesture from the
 * first value key to the release of the last one held (cc_key_release) or the focus leaving the knob; a typed value,
 * a double click's reset and a value an assistive technology wrote are a pair around their one change. Another kind
 * of input that changes the knob ends the gesture under way first. Values from the program never make a gesture.
 */

/** The kinds of event, in the order a drag reports them: BEGAN, then CHANGED, WRAPPED, PINNED, RELEASED, then ENDED. */
#define CC_EVENT_BEGAN 0    /**< A gesture began. detail: CC_GESTURE_*. */
#define CC_EVENT_CHANGED 1  /**< The value changed. detail: CC_SOURCE_*. */
#define CC_EVENT_ENDED 2    /**< The gesture ended. detail: CC_OUTCOME_*. */
#define CC_EVENT_WRAPPED 3  /**< A wrapping control crossed its start. detail: CC_WRAP_*. */
#define CC_EVENT_PINNED 4   /**< The drag went past an end and stays there. detail: CC_END_MINIMUM or _MAXIMUM. */
#define CC_EVENT_RELEASED 5 /**< The pointer came back to the knob pinned at this end. detail: CC_END_*. */

/** What kind of gesture began (detail of CC_EVENT_BEGAN). */
#define CC_GESTURE_DRAG 0          /**< A drag: the mouse, a finger, a linear drag. */
#define CC_GESTURE_WHEEL 1         /**< A burst of the wheel or of scrolling. */
#define CC_GESTURE_KEYS 2          /**< A value key and its auto-repeats (or several held). */
#define CC_GESTURE_TYPED 3         /**< A typed value committed. */
#define CC_GESTURE_RESET 4         /**< A double click's reset to the default value. */
#define CC_GESTURE_ACCESSIBILITY 5 /**< A value an assistive technology wrote (cc_set_accessible_value). */

/** What a change came from (detail of CC_EVENT_CHANGED). */
#define CC_SOURCE_POINTER 0
#define CC_SOURCE_KEY 1
#define CC_SOURCE_WHEEL 2
#define CC_SOURCE_PROGRAM 3
#define CC_SOURCE_ACCESSIBILITY 5 /**< An assistive technology (CC_SOURCE_TYPED, 4, is with the typing functions). */

/** How a gesture ended (detail of CC_EVENT_ENDED). */
#define CC_OUTCOME_COMMITTED 0 /**< The value stays: the button went up, the wheel or keys rested, the focus left. */
#define CC_OUTCOME_CANCELLED 1 /**< Escape during a drag: the value went back to what it was at the press. */

/** Which way a wrapping control crossed its start (detail of CC_EVENT_WRAPPED). */
#define CC_WRAP_FORWARD 0
#define CC_WRAP_BACKWARD 1

/** One event. */
typedef struct cc_event {
    int kind;     /**< CC_EVENT_*. */
    int detail;   /**< Depends on kind; see CC_EVENT_*. */
    double value; /**< The value right after the input that caused the event. */
} cc_event;

/**
 * Called with each event, in order, during the input call that caused it. `user_data` is what was registered.
 * The callback may read the control's state (cc_get_state, cc_get_value), and may destroy the control (the events
 * left are then dropped); it should not feed the same control more input.
 */
typedef void (*cc_event_callback)(cc_control *control, const cc_event *event, void *user_data);

/**
 * Delivers events to `callback` from now on instead of queueing them; NULL goes back to the queue. Events already
 * queued stay queued. Errors: CC_ERROR_NULL_ARGUMENT for a NULL handle.
 */
cc_status cc_set_event_callback(cc_control *control, cc_event_callback callback, void *user_data);

/** How many events the queue keeps; past that the oldest are dropped and counted (cc_poll_event's out_dropped). */
#define CC_EVENT_QUEUE_CAPACITY 256

/**
 * Takes the oldest queued event into *out_event. Returns 1 when an event was taken, 0 when the queue is empty, or a
 * negative CC_ERROR_* code (NULL handle or out_event).
 */
int cc_poll_event(cc_control *control, cc_event *out_event);

/**
 * The number of events dropped because the queue was full since the last call, and resets it to 0.
 * Errors: CC_ERROR_NULL_ARGUMENT for a NULL handle or out_count.
 */
cc_status cc_take_dropped_event_count(cc_control *control, uint64_t *out_count);

/* ---------------------------------------------------------------------------------------------------------------- */
/* Drawing                                                                                                           */
/* ---------------------------------------------------------------------------------------------------------------- */

/** A rectangle of whole pixels: columns x .. x + width - 1 of rows y .. y + height - 1. Empty when width or height is 0. */
typedef struct cc_rect {
    int32_t x;
    int32_t y;
    int32_t width;
    int32_t height;
} cc_rect;

/**
 * Draws the control into a buffer the caller owns and reports the rectangle of pixels it wrote in *out_damage.
 *
 * Pixels are 32-bit premultiplied ARGB in native byte order (alpha in the top byte): cairo's CAIRO_FORMAT_ARGB32
 * and the layout of a 24/32-bit TrueColor X visual. Rows are `stride` bytes apart (a multiple of 4, at least
 * width * 4); `pixels` must be 4-byte aligned and hold height * stride bytes.
 *
 * With CC_RENDER_DAMAGE_ONLY the control redraws only what changed since its last cc_render, assuming the buffer
 * still holds that frame; the first call, a call with another size, and CC_RENDER_FULL redraw everything. Nothing
 * changed gives an empty rectangle and writes nothing. Push exactly *out_damage to the screen.
 *
 * Errors: CC_ERROR_NULL_ARGUMENT (handle, pixels or out_damage), CC_ERROR_INVALID_BUFFER (see above),
 * CC_ERROR_UNKNOWN_ENUM (flags other than CC_RENDER_*). A failed call writes no pixel.
 */
cc_status cc_render(cc_control *control, void *pixels, int width, int height, int stride, int flags, cc_rect *out_damage);

/* ---------------------------------------------------------------------------------------------------------------- */
/* Ranges and panels (added in 0.1; everything above is unchanged)                                                  */
/* ---------------------------------------------------------------------------------------------------------------- */

/*
 * A handle can hold several controls drawn into one buffer: a panel. cc_create() makes a panel of one single-knob
 * control, cc_create_range() one of a two-knob range; cc_add_control() and cc_add_range() add more, each with its
 * own geometry. The panel routes input: a press goes to the control whose knob (else track) is under it, and that
 * control keeps the drag until the release; each touch id has a drag of its own; keys go to the focused knob; the
 * wheel turns the control under the pointer and focuses it. Tab order is the order the controls were added in, a
 * range's start knob before its end knob.
 *
 * Controls are named by their index (0 for the first, in the order added) and a knob: CC_KNOB_SINGLE for a
 * single-knob control, CC_KNOB_START or CC_KNOB_END for a range. The functions above that act on one control
 * (cc_get_state, cc_get_value, cc_set_value, cc_hit_test, cc_set_geometry, cc_set_label_text) act on control 0;
 * the three that read or set a single value refuse a range there with CC_ERROR_INVALID_ARGUMENT. The events of every
 * control reach cc_poll_event and the plain callback, with the value of the knob they concern.
 */

/** The knob of a control. */
#define CC_KNOB_SINGLE 0 /**< The one knob of a single-knob control. */
#define CC_KNOB_START 1  /**< A range's lower knob. */
#define CC_KNOB_END 2    /**< A range's upper knob. */

/** Which way cc_move_focus() moves the keyboard focus. */
#define CC_FOCUS_NEXT 0     /**< Tab: the next knob, round to the first after the last. */
#define CC_FOCUS_PREVIOUS 1 /**< Shift-Tab: the previous knob, round to the last. */

/**
 * Creates a panel of one range control: two knobs on one arc that cannot cross, at `start` and `end` (ordered,
 * clamped into the range, snapped unless snap is CC_SNAP_NEVER, and pushed apart to `minimum_distance`).
 *
 * A range is clamped and single-turn: its config's turn_mode must be CC_TURN_MODE_CLAMPED; it has no linear drag,
 * no double-click reset and no animation (their fields are ignored), and initial_value is ignored.
 *
 * Errors: as cc_create(), and CC_ERROR_NOT_FINITE for start, end or minimum_distance, CC_ERROR_INVALID_CONFIG for a
 * turn mode other than clamped or a minimum distance below 0 or above max - min.
 */
cc_status cc_create_range(const cc_config *config, double start, double end, double minimum_distance,
                          cc_control **out_control, char *error_message, size_t error_capacity);

/**
 * Adds a single-knob control (drawn above the others) to the panel `control` and stores its index in *out_index.
 * The panel's background stays that of its first control. Errors: as cc_create(), and CC_ERROR_NULL_ARGUMENT for
 * a NULL handle or out_index; the message also goes to cc_last_error().
 */
cc_status cc_add_control(cc_control *control, const cc_config *config, int *out_index, char *error_message,
                         size_t error_capacity);

/** Adds a range control to the panel `control`; see cc_create_range() and cc_add_control(). */
cc_status cc_add_range(cc_control *control, const cc_config *config, double start, double end,
                       double minimum_distance, int *out_index, char *error_message, size_t error_capacity);

/** The number of controls in the panel. Errors: CC_ERROR_NULL_ARGUMENT for a NULL handle or out_count. */
cc_status cc_get_control_count(cc_control *control, int *out_count);

/**
 * Fills *out_state for knob `knob` of control `index`. A range knob reports turns 0, animating 0, and the drag
 * phase and pinned end of its own drag (the other knob's drag leaves it idle).
 *
 * Errors: CC_ERROR_NULL_ARGUMENT (handle or out_state), CC_ERROR_INVALID_ARGUMENT (an index outside the panel, or a
 * knob the control does not have), CC_ERROR_UNKNOWN_ENUM (knob outside CC_KNOB_*).
 */
cc_status cc_get_knob_state(cc_control *control, int index, int knob, cc_state *out_state);

/**
 * Sets knob `knob` of control `index` from the program. A single knob: as cc_set_value(). A range knob: moves that
 * knob, the other staying where it is as far as the order and the minimum distance allow (pushed along when not);
 * `animated` must be 0 for a range.
 *
 * Errors: as cc_get_knob_state(), CC_ERROR_NOT_FINITE for value or time_seconds, CC_ERROR_INVALID_ARGUMENT for an
 * animated range value.
 */
cc_status cc_set_knob_value(cc_control *control, int index, int knob, double value, int animated, double time_seconds);

/** Moves and resizes control `index`; see cc_set_geometry(). Errors: as cc_set_geometry(), and an index outside. */
cc_status cc_set_control_geometry(cc_control *control, int index, double center_x, double center_y, double radius,
                                  double line_width);

/**
 * A finger went down at (x, y), up, or moved: each touch id (any value the touch screen gives, for as long as the
 * finger is down) drags its own control, or its own knob of a range: two fingers drag a range's two knobs at once
 * (a second finger's press must hit the knob the first one leaves free). A touch never hovers and never turns the
 * wheel.
 *
 * Errors: CC_ERROR_NULL_ARGUMENT for a NULL handle, CC_ERROR_NOT_FINITE for x or y.
 */
cc_status cc_touch_down(cc_control *control, int64_t touch_id, double x, double y);
cc_status cc_touch_move(cc_control *control, int64_t touch_id, double x, double y);
cc_status cc_touch_up(cc_control *control, int64_t touch_id, double x, double y);

/**
 * Moves the keyboard focus to the next or previous knob (CC_FOCUS_*); *out_moved (when not NULL) is 1 when it
 * moved, 0 on a panel with a single knob. A key gesture of the knob that lost the focus ends (its CC_EVENT_ENDED is
 * delivered). Errors: NULL handle, CC_ERROR_UNKNOWN_ENUM for direction.
 */
cc_status cc_move_focus(cc_control *control, int direction, int *out_moved);

/** The focused knob: its control's index and its CC_KNOB_* constant. Errors: NULL handle, out_index or out_knob. */
cc_status cc_get_focus(cc_control *control, int *out_index, int *out_knob);

/** An event with the knob it concerns. */
typedef struct cc_knob_event {
    int index;      /**< The control's index in the panel. */
    int knob;       /**< CC_KNOB_*. */
    cc_event event; /**< What happened; event.value is that knob's value after the input. */
} cc_knob_event;

/** Called with each event and its knob, as cc_event_callback is. */
typedef void (*cc_knob_event_callback)(cc_control *control, const cc_knob_event *event, void *user_data);

/**
 * Delivers events with their knobs to `callback` from now on, instead of queueing them or calling the plain callback
 * (which this replaces, as cc_set_event_callback() replaces this one); NULL goes back to the queue.
 * Errors: CC_ERROR_NULL_ARGUMENT for a NULL handle.
 */
cc_status cc_set_knob_event_callback(cc_control *control, cc_knob_event_callback callback, void *user_data);

/** Takes the oldest queued event with its knob; returns as cc_poll_event() does. The queue is the same one. */
int cc_poll_knob_event(cc_control *control, cc_knob_event *out_event);

/* ---------------------------------------------------------------------------------------------------------------- */
/* Accessibility: what a host tells screen readers (added in 0.2; everything above is unchanged)                    */
/* ---------------------------------------------------------------------------------------------------------------- */

/*
 * A toolkit's accessible object for a knob (AT-SPI's Value interface, GTK 4's GTK_ACCESSIBLE_PROPERTY_VALUE_*, Qt's
 * QAccessibleValueInterface, ATK's AtkValue) needs the value, its limits, the smallest change and a text. Read
 * them after every change (every CC_EVENT_CHANGED, and after cc_set_value or cc_set_knob_value); the library keeps
 * them, so the host never keeps a copy. The value itself is cc_state.value (cc_get_knob_state, cc_get_value).
 *
 * Knobs are named as in the panel functions: control `index` and CC_KNOB_SINGLE, CC_KNOB_START or CC_KNOB_END.
 * Every function here returns CC_ERROR_NULL_ARGUMENT for a NULL handle (a handle that is not one, or destroyed,
 * cannot be detected: it is undefined behaviour, as everywhere in this header), CC_ERROR_INVALID_ARGUMENT for an
 * index outside the panel or a knob the control does not have, CC_ERROR_UNKNOWN_ENUM for a knob outside CC_KNOB_*,
 * and changes nothing when it fails.
 *
 * Texts are UTF-8, written with a terminating NUL into `buffer`, which holds `capacity` bytes, and their length in
 * bytes without the NUL goes to *out_length (when out_length is not NULL). To learn the length first, pass a NULL
 * buffer and a capacity of 0: only *out_length is written (out_length must not be NULL then). A buffer too small
 * for the text and its NUL is refused with CC_ERROR_INVALID_ARGUMENT, the message naming the bytes needed, and
 * nothing is written; a NULL buffer with a capacity above 0 is refused with CC_ERROR_NULL_ARGUMENT. A text never
 * holds a NUL byte.
 */

/**
 * The values knob `knob` of control `index` may take now, into *out_minimum and *out_maximum (both required).
 *
 * A single knob: min and max, or for a multi-turn control min + turn_limit * (max - min) (an unlimited one: 2^32
 * turns). A range knob: its own bounds, which the other knob sets: the start knob from min up to the end knob less
 * the minimum distance, the end knob from the start knob plus the minimum distance up to max; they change whenever
 * the other knob moves, so read them again after every change.
 *
 * Edge cases: a wrapping control never holds its maximum (max is the same point as min: its values lie in
 * [min, max)).
 */
cc_status cc_get_knob_range(cc_control *control, int index, int knob, double *out_minimum, double *out_maximum);

/**
 * The change one arrow key or wheel notch makes to knob `knob` of control `index` without modifiers (what a screen
 * reader calls the minimum increment), into *out_increment (required): the step of a stepped control, else 1 % of
 * max - min, as the library moves it (read from the control, not computed by the caller).
 *
 * Edge cases: with CC_MODIFIER_SHIFT an unstepped control moves the fine-adjust factor of it (with
 * CC_MODIFIER_CONTROL too, a tenth of that); a step larger than the range is
 * still the increment (a key then goes to an end); a multi-turn control's is 1 % of one turn's range.
 */
cc_status cc_get_knob_increment(cc_control *control, int index, int knob, double *out_increment);

/**
 * An assistive technology wrote `value` to knob `knob` of control `index` (AT-SPI's Value.CurrentValue, Qt's
 * QAccessibleValueInterface::setCurrentValue): a person's change, clamped into the knob's range (cc_get_knob_range;
 * a range knob never pushes the other one) and snapped unless the snap mode is CC_SNAP_NEVER, reported as a gesture of
 * its own (CC_GESTURE_ACCESSIBILITY: BEGAN, CHANGED with CC_SOURCE_ACCESSIBILITY, ENDED) when it moved, or as the
 * change alone during that knob's drag. Errors: see the block above, and CC_ERROR_NOT_FINITE for a NaN or infinite
 * value.
 */
cc_status cc_set_accessible_value(cc_control *control, int index, int knob, double value);

/**
 * The value of knob `knob` of control `index` as text, for a screen reader to say: what the control shows, the text
 * of its centre label ("25%", a range's "20–70%" for either knob, "2/8", the text set with cc_set_label_text()), or,
 * with CC_LABEL_NONE, the value in the shortest form that reads back as the same double, whole numbers without a
 * fraction ("50", "0.25", "-1", "1e-05"). The one source of the text: a host gives it to its toolkit's accessible
 * object (AT-SPI's Value.Text and the "valuetext" attribute, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, Qt's
 * QAccessible::Value text) after every change.
 *
 * Edge cases: a position too large for a percentage or fraction label to write gives the number; the text is never
 * empty. Errors: see the block above.
 */
cc_status cc_get_value_text(cc_control *control, int index, int knob, char *buffer, size_t capacity,
                            size_t *out_length);

/**
 * The text the centre label of control `index` shows now, as the next cc_render() draws it: "25%", a range's
 * "20–70%" (with an EN DASH, U+2013), "4/8", the text set with cc_set_label_text(), or "" for CC_LABEL_NONE.
 *
 * Edge cases: the text is given even when no font is found to draw it. Errors: see the block above, less the knob.
 */
cc_status cc_get_label_text(cc_control *control, int index, char *buffer, size_t capacity, size_t *out_length);

/* ---------------------------------------------------------------------------------------------------------------- */
/* Keyboard focus, its hand-off and typed values (added in 0.2; everything above is unchanged)                      */
/* ---------------------------------------------------------------------------------------------------------------- */

/*
 * Focus, as GTK and Qt do it. cc_key(CC_KEY_TAB) moves the keyboard focus to the next knob, with CC_MODIFIER_SHIFT
 * to the previous one, round from one end to the other. The focus is "visible" (GTK's focus-visible) once it moved by
 * the keyboard or the focused knob took a key or typed text, until the next pointer or touch press; cc_render draws
 * a focus ring around the focused knob (around the ring when the knob is hidden) while it is visible and the host's
 * surface has the keyboard focus (cc_set_keyboard_focus; assumed until the host says otherwise). cc_move_focus is a
 * move by the program: it does not make the focus visible.
 *
 * Embedded (XEmbed, a GtkSocket, any host that passes the focus on): with cc_set_hands_focus_out(control, 1), Tab
 * past the last knob or Shift+Tab before the first leaves the panel instead of coming round: no focus shows, the
 * surface counts as unfocused, and cc_take_focus_exit() says which way it left (XEMBED_FOCUS_NEXT or _PREV to the
 * embedder). cc_focus_enter() brings the focus back onto the first or last knob, visibly. A panel of one knob: Tab
 * stays on it, or with the hand-off leaves at once.
 *
 * Typing a value (JUCE's and Surge XT's inline entry). With a knob focused, cc_type_text() of text that starts with a
 * digit, a sign or a decimal point, or cc_key(CC_KEY_ENTER), or a double click (cc_pointer_down with click_count 2)
 * in a control's label area (inside the ring's hole, within a text height of the centre, where no knob or track is)
 * opens an entry drawn in that control's label: the text typed so far, a caret after it and an underline in the
 * focus colour. A digit or sign starts fresh text with itself; Enter and the double click start from the value
 * as the control shows it (cc_format_knob_value). While it is open: typed text appends the characters a number can
 * hold (digits, + - . e E % /; others are dropped; at most CC_VALUE_TEXT_MAX_LENGTH), CC_KEY_BACKSPACE deletes the
 * last one, the arrows,
 * pages, Home, End and the wheel change nothing, CC_KEY_ESCAPE cancels (no change, no event) and CC_KEY_ENTER commits:
 * the text is read as the control shows its value (cc_parse_knob_value: "40" or "40%" under a percentage label is
 * 40 % of the arc) and set as the knob's value (clamped into its range, a range knob within the other one's limits,
 * snapped, never NaN), as a gesture of its own: CC_EVENT_BEGAN of detail CC_GESTURE_TYPED, CC_EVENT_CHANGED of detail
 * CC_SOURCE_TYPED, CC_EVENT_ENDED, when the value moved. Text that does not read is refused visibly: the entry stays
 * open, drawn in red, and nothing changes. CC_KEY_TAB commits first (refused text keeps the entry and the focus where
 * they are). A press in the entry's label area keeps it open; a press elsewhere commits it (refused text: cancels it)
 * and does nothing else. An entry opened with CC_KEY_ENTER or a double click starts with the value as the control
 * shows it (cc_format_knob_value: "25%"), selected: the first character typed replaces it, CC_KEY_BACKSPACE clears
 * it. Of concentric controls (activity rings), the entry of an outer one is drawn small enough to fit inside the
 * innermost ring.
 */

#define CC_KEY_TAB 9        /**< Tab; with CC_MODIFIER_SHIFT, Shift+Tab: moves the focus (see above). */
#define CC_KEY_ENTER 10     /**< Enter or Return: opens the value entry, or commits it. */
#define CC_KEY_BACKSPACE 11 /**< Deletes the entry's last character. */

/** A value typed into the entry and committed (detail of CC_EVENT_CHANGED). */
#define CC_SOURCE_TYPED 4

/** The caller's buffer cannot hold the text and its NUL (cc_format_value); the message says how many bytes it needs. */
#define CC_ERROR_BUFFER_TOO_SMALL (-8)
/** The text is not a number (cc_parse_value); the message says why. */
#define CC_ERROR_UNPARSABLE (-9)

/** A buffer of this many bytes holds any text cc_format_value writes, with its NUL. */
#define CC_VALUE_TEXT_CAPACITY 32
/** The longest text cc_parse_value reads, and the most characters an entry holds. */
#define CC_VALUE_TEXT_MAX_LENGTH 64

/**
 * Text a key press typed, in UTF-8, as the host's keyboard layout and input method composed it ("5", "-", "é"): it
 * opens the value entry or goes into it (see above). Text that neither opens nor edits an entry is ignored.
 *
 * Errors: CC_ERROR_NULL_ARGUMENT for a NULL handle or utf8_text, CC_ERROR_INVALID_ARGUMENT for text that is not valid
 * UTF-8 (nothing of it is typed).
 */
cc_status cc_type_text(cc_control *control, const char *utf8_text);

/**
 * Writes `value` as the value entry of control `index` shows it into `buffer` (NUL-terminated, ASCII, no locale):
 * with as many decimals as the control's step grid needs (its step's and min's), or, without a step, enough to show
 * a thousandth of max - min, at most 15; "-" for negative values, never "-0"; values too large for that, in the
 * shortest form that reads back to the same double ("1e+308").
 *
 * Errors: CC_ERROR_NULL_ARGUMENT (handle or buffer), CC_ERROR_NOT_FINITE (value), CC_ERROR_INVALID_ARGUMENT (an index
 * outside the panel), CC_ERROR_BUFFER_TOO_SMALL (capacity below the text's length + 1; CC_VALUE_TEXT_CAPACITY always
 * suffices). A failed call writes nothing into buffer.
 */
cc_status cc_format_value(cc_control *control, int index, double value, char *buffer, size_t capacity);

/**
 * Reads a number from UTF-8 text into *out_value, as the value entry does: ASCII decimal notation whatever the locale,
 * an optional sign, digits with an optional decimal point, an optional exponent ("-1.5", ".5", "2e-3"), spaces at
 * either end allowed. "-0" reads as 0; a magnitude below the smallest double ("1e-400") as 0. The number is what was
 * typed: cc_set_knob_value shapes it (clamps, snaps) as the entry's commit does.
 *
 * Errors: CC_ERROR_NULL_ARGUMENT (handle, utf8_text or out_value), CC_ERROR_UNPARSABLE with the reason for empty text,
 * text over CC_VALUE_TEXT_MAX_LENGTH characters, "nan", "inf" or "infinity", a character out of place ("1,5", "0x10",
 * "1.2.3"), a number without digits ("-", "1e") and a magnitude beyond the largest double ("1e309"); also for text
 * that is not valid UTF-8. *out_value is never NaN or infinite.
 */
cc_status cc_parse_value(cc_control *control, const char *utf8_text, double *out_value);

/**
 * Writes `value` as the value entry of knob `knob` of control `index` shows it, the way the control shows its value:
 * under a CC_LABEL_PERCENTAGE label the knob's percentage of the arc ("40%"; each range knob its own), under a
 * CC_LABEL_FRACTION label its count ("3/8"), under a text label or none the number as cc_format_value writes it
 * ("0.400"). The text is UTF-8 with a NUL, as cc_get_value_text hands it out (buffer, capacity, out_length; a NULL
 * buffer with capacity 0 asks for the length). This is what an entry opened with CC_KEY_ENTER shows.
 *
 * Edge cases: the text of a value the knob can hold reads back through cc_parse_knob_value (to the label's rounding);
 * a percentage or count too large for the label (of a value far outside the range) is written in full ("1e+14%").
 * Errors: as cc_get_value_text, and CC_ERROR_NOT_FINITE for a NaN or infinite value.
 */
cc_status cc_format_knob_value(cc_control *control, int index, int knob, double value, char *buffer, size_t capacity,
                               size_t *out_length);

/**
 * Reads text typed into the value entry of knob `knob` of control `index` as the entry's commit does, into
 * *out_value: under a CC_LABEL_PERCENTAGE label a percentage of the arc, with or without "%" ("40" and "40%" are 0.4
 * on a knob of 0 ... 1, 40 on one of 0 ... 100; "135" is a turn and 35 % of a multi-turn control); under a
 * CC_LABEL_FRACTION label the count ("3" or "3/8" of 8; "1/2" is half the arc); under a text label or none the
 * number, as cc_parse_value reads it. The value is what the text means: cc_set_knob_value, or the entry's commit,
 * shapes it (clamps, snaps).
 *
 * Errors: as cc_parse_value (CC_ERROR_UNPARSABLE with the reason: "%" under a fraction label, a count over zero, a
 * value beyond the largest double), and CC_ERROR_INVALID_ARGUMENT or CC_ERROR_UNKNOWN_ENUM for the index and knob as
 * cc_get_value_text. *out_value is never NaN or infinite.
 */
cc_status cc_parse_knob_value(cc_control *control, int index, int knob, const char *utf8_text, double *out_value);

/**
 * The host's surface (window, widget, or the embedder's focus on it) gained (nonzero) or lost (0) the keyboard focus.
 * The focus ring and the entry's caret show only while it has it; losing it ends the focused knob's key gesture.
 * Errors: CC_ERROR_NULL_ARGUMENT for a NULL handle.
 */
cc_status cc_set_keyboard_focus(cc_control *control, int has_focus);

/**
 * Nonzero: Tab past the last knob (Shift+Tab before the first) leaves the panel (see above); 0, the default: Tab comes
 * round. Errors: CC_ERROR_NULL_ARGUMENT for a NULL handle.
 */
cc_status cc_set_hands_focus_out(cc_control *control, int enabled);

/**
 * The direction the focus left the panel by since the last call: returns 1 and stores CC_FOCUS_NEXT (Tab) or
 * CC_FOCUS_PREVIOUS (Shift+Tab) in *out_direction, 0 when it did not leave (out_direction untouched), or a negative
 * CC_ERROR_* code (NULL handle or out_direction). Taking it clears it.
 */
int cc_take_focus_exit(cc_control *control, int *out_direction);

/**
 * The focus came in from the embedder: CC_FOCUS_NEXT lands on the first knob (XEMBED_FOCUS_FIRST), CC_FOCUS_PREVIOUS
 * on the last (XEMBED_FOCUS_LAST); the focus is visible and the surface has the keyboard focus. An open entry on
 * another knob is cancelled. Errors: NULL handle, CC_ERROR_UNKNOWN_ENUM for direction.
 */
cc_status cc_focus_enter(cc_control *control, int direction);

/**
 * For hosts whose window system reports no click count (Xlib): registers a press of the main button at (x, y) at
 * time_seconds (any monotonic clock, e.g. an X event's time / 1000.0) and returns its click count for
 * cc_pointer_down: 1 for a single click, 2 when it follows the previous press within 0.4 s and 4 pixels, 3 for a
 * third, and so on. The count is kept per handle. A non-finite point or time, or time going backwards, starts a new
 * count at 1. Returns a negative CC_ERROR_* code for a NULL handle.
 */
int cc_count_click(cc_control *control, double x, double y, double time_seconds);

/* ---------------------------------------------------------------------------------------------------------------- */
/* Linear drags that never stop at the screen edge (added in 0.3; everything above is unchanged)                    */
/* ---------------------------------------------------------------------------------------------------------------- */

/*
 * In a linear drag mode (cc_config.linear_drag) the value follows the pointer's travel, and the screen edge would
 * stop a long drag. A host that can move the pointer (XWarpPointer, SetCursorPos, a Wayland pointer lock) does what
 * JUCE, Surge XT and our X11 host do: while cc_get_linear_drag_anchor() returns 1 it hides the cursor (first: XWayland
 * honours a warp only while the cursor is hidden) and, after each motion, puts the pointer back at the anchor; when
 * it returns 0 again (the button went up, or CC_KEY_ESCAPE cancelled the drag), it moves the pointer to
 * cc_get_linear_drag_knob() and shows the cursor there. The library keeps the drag's travel exact: during such a drag
 * it takes cc_pointer_move() and cc_pointer_up() positions as positions of the real pointer and hands the control a
 * virtual one, the press point plus every motion's change since the position before it (so a host that never warps
 * sees no difference); cc_pointer_warped() tells it the pointer is at the anchor again, and the next position counts
 * from there. A host that reads the device's own relative motion (XInput2 raw motion, a Wayland relative pointer,
 * Windows raw input) feeds that to cc_pointer_move_by() instead, which the screen edge never clips, and hands the
 * positions of the same motion to cc_pointer_warped() (where a position adds no travel), not to cc_pointer_move().
 *
 * Touch never takes part: a finger's linear drag (cc_touch_*) keeps its positions, and these functions report no
 * drag for it. A range never drags linearly.
 */

/**
 * Whether the pointer drag under way is a linear drag of the mouse that wants the cursor hidden and the pointer kept
 * in place: returns 1 and stores in *out_x, *out_y the anchor, the press point rounded to whole pixels, where to keep
 * the pointer; returns 0 when no such drag is under way (no drag, a round drag, a finger's drag, a drag that ended;
 * out_x and out_y untouched), or a negative CC_ERROR_* code (NULL handle, out_x or out_y). Ask after every input
 * call: a cc_pointer_down() on a control with linear_drag starts one, cc_pointer_up() and CC_KEY_ESCAPE end it.
 */
int cc_get_linear_drag_anchor(cc_control *control, double *out_x, double *out_y);

/**
 * Where to show the cursor when a linear mouse drag ends: returns 1 and stores the centre of the knob the mouse's
 * latest linear drag holds or held, in the configuration's pixels: during the drag where the knob is now, and once it
 * ended where the input that ended it left the knob (after CC_KEY_ESCAPE, at the value the cancel restored). Returns 0
 * before the mouse's first linear drag (out_x and out_y untouched), or a negative CC_ERROR_* code (NULL handle, out_x
 * or out_y). A press that starts another kind of drag leaves it on the last linear one.
 */
int cc_get_linear_drag_knob(cc_control *control, double *out_x, double *out_y);

/**
 * The device itself moved by (dx, dy) pixels (right and down) during the linear mouse drag under way: the virtual
 * pointer moves by that much, however far it takes it past the screen, and the control follows. Feed the motion the
 * pointer makes (after the pointer's acceleration: XInput2 raw motion's valuators, not its raw_values), and hand the
 * positions of the same motion to cc_pointer_warped(), not to cc_pointer_move(), or the travel counts twice (the
 * release's too, before cc_pointer_up() at the same position).
 *
 * Edge cases: without such a drag (none, a round drag, a finger's) it is accepted and ignored; (0, 0) moves nothing;
 * travel beyond the largest double stops the virtual pointer there (never an infinity or NaN). Errors:
 * CC_ERROR_NULL_ARGUMENT for a NULL handle, CC_ERROR_NOT_FINITE for a NaN or infinite dx or dy,
 * CC_ERROR_UNKNOWN_ENUM for unknown modifier bits; nothing changes then.
 */
cc_status cc_pointer_move_by(cc_control *control, double dx, double dy, int modifiers);

/**
 * The real pointer is at (x, y) during the linear mouse drag under way, and nothing that brought it there is travel:
 * the host's warp back to the anchor of cc_get_linear_drag_anchor() has taken effect, or a motion whose travel went to
 * cc_pointer_move_by(). The next cc_pointer_move() or cc_pointer_up() position counts its travel from there. Call it
 * for a warp when the warp has landed, not when it was asked for: on X, before the first event whose serial is at or
 * after the XWarpPointer request's (NextRequest() before the call), since the events queued before that one still
 * count from where the pointer was.
 *
 * Edge cases: without such a drag it is accepted and ignored. Errors: CC_ERROR_NULL_ARGUMENT for a NULL handle,
 * CC_ERROR_NOT_FINITE for a NaN or infinite x or y; nothing changes then.
 */
cc_status cc_pointer_warped(cc_control *control, double x, double y);

/* ---------------------------------------------------------------------------------------------------------------- */
/* HiDPI (added in 0.4)                                                                                             */
/* ---------------------------------------------------------------------------------------------------------------- */

/*
 * A toolkit on a HiDPI screen lays widgets out in logical pixels and draws into buffers of device pixels, `scale`
 * device pixels to a logical one (GTK's gtk_widget_get_scale_factor, Qt's devicePixelRatioF, LV2's ui:scaleFactor,
 * Xft.dpi / 96 on X11). Tell the control the scale and keep working in logical pixels: the configuration's geometry,
 * cc_set_geometry, every pointer, touch and hit-test position, the linear drag's anchor and knob positions are
 * logical; cc_render draws into a buffer of device pixels (a 200 x 200 control at scale 2 fills 400 x 400: give
 * cc_render the buffer's device size) and reports its damage in device pixels. Everything drawn scales: the ring,
 * the knob, the label's text, the focus ring and the value entry, rendered at the device resolution (not an image
 * enlarged), so the result is the renderer's own drawing of the control at twice the size.
 */

/**
 * Sets how many device pixels a logical pixel is, from 0.25 to 16 (1 for a new handle); fractional scales (1.25,
 * 1.5) work as well. The next cc_render redraws everything, whatever its flags (the buffer has a new size).
 *
 * Edge cases: the same scale again changes nothing. A drag or typing in progress goes on. Errors:
 * CC_ERROR_NULL_ARGUMENT for a NULL handle, CC_ERROR_NOT_FINITE for a NaN or infinite scale,
 * CC_ERROR_INVALID_ARGUMENT for one outside 0.25 ... 16; nothing changes then.
 */
cc_status cc_set_scale(cc_control *control, double scale);

/** Stores the scale cc_set_scale() set (1 for a new handle) in *out_scale. Errors: CC_ERROR_NULL_ARGUMENT. */
cc_status cc_get_scale(cc_control *control, double *out_scale);

#ifdef __cplusplus
}
#endif

#endif /* CIRCULARCONTROL_H */

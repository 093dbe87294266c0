/* A pointer driver for the scenario tests, as in the core's tests: readable traces of clock angles around a ring
 * centred at (200, 200), fed one degree at a time, with every event drained from the queue and kept in order. */
#ifndef CAPI_TESTS_DRIVER_H
#define CAPI_TESTS_DRIVER_H

#include <math.h>
#include <string.h>

#include "circularcontrol.h"

#define DRIVER_CENTER 200.0
#define DRIVER_MAX_EVENTS 4096

typedef struct driver {
    cc_control *control;
    double pointer_degrees; /* unwrapped: 370 is 10 degrees past 12 o'clock on the second lap */
    double pointer_radius;
    int modifiers;
    cc_event events[DRIVER_MAX_EVENTS];
    int event_count;
    int failed_calls; /* calls that did not return CC_OK */
} driver;

/* A configuration on a ring of `radius` and `line_width` around the driver's centre, otherwise the defaults. */
static inline cc_config driver_config(double radius, double line_width) {
    cc_config config;
    cc_config_init(&config);
    config.center_x = DRIVER_CENTER;
    config.center_y = DRIVER_CENTER;
    config.radius = radius;
    config.line_width = line_width;
    return config;
}

/* Creates the driver's control; returns the status of cc_create. */
static inline cc_status driver_start(driver *d, const cc_config *config) {
    memset(d, 0, sizeof *d);
    d->pointer_radius = config->radius;
    return cc_create(config, &d->control, NULL, 0);
}

static inline void driver_point(const driver *d, double *x, double *y) {
    double radians = d->pointer_degrees * M_PI / 180.0;
    *x = DRIVER_CENTER + d->pointer_radius * sin(radians);
    *y = DRIVER_CENTER - d->pointer_radius * cos(radians);
}

/* Moves every queued event into the driver's list. */
static inline void driver_drain(driver *d) {
    cc_event event;
    while (cc_poll_event(d->control, &event) == 1) {
        if (d->event_count < DRIVER_MAX_EVENTS) d->events[d->event_count++] = event;
    }
}

static inline void driver_record(driver *d, cc_status status) {
    if (status != CC_OK) d->failed_calls++;
    driver_drain(d);
}

static inline void driver_press(driver *d, double degrees) {
    double x, y;
    d->pointer_degrees = degrees;
    driver_point(d, &x, &y);
    driver_record(d, cc_pointer_down(d->control, x, y, d->modifiers, 1));
}

/* Turns the pointer by `degrees` (positive clockwise) one degree a move. */
static inline void driver_turn(driver *d, double degrees) {
    double target = d->pointer_degrees + degrees;
    while (fabs(target - d->pointer_degrees) > 1e-9) {
        double step = fabs(target - d->pointer_degrees) < 1 ? fabs(target - d->pointer_degrees) : 1;
        d->pointer_degrees += degrees > 0 ? step : -step;
        double x, y;
        driver_point(d, &x, &y);
        driver_record(d, cc_pointer_move(d->control, x, y, d->modifiers));
    }
}

static inline void driver_release(driver *d) {
    double x, y;
    driver_point(d, &x, &y);
    driver_record(d, cc_pointer_up(d->control, x, y, d->modifiers));
}

static inline void driver_key(driver *d, int key) {
    driver_record(d, cc_key(d->control, key, d->modifiers));
}

static inline void driver_wheel(driver *d, double notches) {
    driver_record(d, cc_wheel(d->control, notches, d->modifiers));
}

static inline double driver_value(driver *d) {
    double value = NAN;
    cc_get_value(d->control, &value);
    return value;
}

static inline cc_state driver_state(driver *d) {
    cc_state state;
    memset(&state, 0, sizeof state);
    cc_get_state(d->control, &state);
    return state;
}

/* True when the driver recorded an event of this kind and detail. */
static inline int driver_saw(const driver *d, int kind, int detail) {
    for (int i = 0; i < d->event_count; i++) {
        if (d->events[i].kind == kind && d->events[i].detail == detail) return 1;
    }
    return 0;
}

static inline void driver_clear_events(driver *d) { d->event_count = 0; }

static inline void driver_stop(driver *d) {
    cc_destroy(d->control);
    d->control = NULL;
}

#endif

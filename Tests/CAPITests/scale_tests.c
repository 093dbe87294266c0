/* HiDPI: a control laid out in logical pixels draws into a buffer of device pixels at its scale (cc_set_scale), hit
 * tests and drags in logical pixels, and at scale 2 draws exactly what a control of twice the geometry draws at 1. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "circularcontrol.h"
#include "tests.h"

/* A labelled knob of 0 ... 100 at value 30, its geometry `factor` times the logical one (100, 100, radius 80, line
 * 16, target size 24, slop 2). */
static cc_control *scaled_knob(double factor) {
    cc_config config;
    cc_config_init(&config);
    config.max = 100;
    start_at(&config, 30);
    config.center_x = 100 * factor;
    config.center_y = 100 * factor;
    config.radius = 80 * factor;
    config.line_width = 16 * factor;
    config.minimum_target_size = 24 * factor;
    config.hit_slop = 2 * factor;
    config.label = CC_LABEL_PERCENTAGE;
    cc_control *control = NULL;
    return cc_create(&config, &control, NULL, 0) == CC_OK ? control : NULL;
}

/* Draws control into a fresh size x size buffer (CC_RENDER_FULL); the caller frees it. */
static uint32_t *drawn(cc_control *control, int size, cc_rect *damage) {
    uint32_t *pixels = calloc((size_t)size * size, sizeof *pixels);
    if (pixels != NULL && cc_render(control, pixels, size, size, size * 4, CC_RENDER_FULL, damage) != CC_OK) {
        free(pixels);
        return NULL;
    }
    return pixels;
}

static void scale_two_is_twice_the_geometry(check_counts *counts) {
    cc_control *logical = scaled_knob(1), *doubled = scaled_knob(2);
    CHECK(counts, logical != NULL && doubled != NULL, "create");
    if (logical == NULL || doubled == NULL) return;
    double scale = 0;
    CHECK(counts, cc_get_scale(logical, &scale) == CC_OK && scale == 1, "a new handle's scale is 1: %g", scale);
    CHECK(counts, cc_set_scale(logical, 2) == CC_OK, "set scale 2");
    CHECK(counts, cc_get_scale(logical, &scale) == CC_OK && scale == 2, "scale read back: %g", scale);
    cc_rect damage;
    uint32_t *at_two = drawn(logical, 400, &damage), *twice = drawn(doubled, 400, &damage);
    CHECK(counts, at_two != NULL && twice != NULL, "render");
    if (at_two != NULL && twice != NULL) {
        int differing = 0, inked = 0;
        for (int i = 0; i < 400 * 400; i++) {
            differing += at_two[i] != twice[i];
            inked += at_two[i] != 0xFFFFFFFFu;
        }
        CHECK(counts, differing == 0, "%d of 160000 pixels differ from the control of twice the geometry", differing);
        CHECK(counts, inked > 20000, "the ring, knob and label drawn at device size: %d pixels", inked);
    }
    free(at_two);
    free(twice);
    cc_destroy(logical);
    cc_destroy(doubled);
}

static void input_stays_logical(check_counts *counts) {
    cc_control *one = scaled_knob(1), *two = scaled_knob(1);
    CHECK(counts, one != NULL && two != NULL && cc_set_scale(two, 2) == CC_OK, "create");
    if (one == NULL || two == NULL) return;
    /* The knob at 30 % of a turn, in logical pixels. */
    double knob_x = 100 + 80 * sin(0.3 * 2 * M_PI), knob_y = 100 - 80 * cos(0.3 * 2 * M_PI);
    int region_one = -1, region_two = -1;
    cc_hit_test(one, knob_x, knob_y, &region_one);
    cc_hit_test(two, knob_x, knob_y, &region_two);
    CHECK(counts, region_one == CC_REGION_KNOB && region_two == CC_REGION_KNOB, "on the knob at both scales: %d %d",
          region_one, region_two);
    cc_hit_test(two, 2 * knob_x, 2 * knob_y, &region_two);
    CHECK(counts, region_two == CC_REGION_OUTSIDE, "device coordinates are not logical ones: %d", region_two);
    cc_control *controls[2] = {one, two};
    double values[2] = {-1, -1};
    for (int i = 0; i < 2; i++) {
        cc_pointer_down(controls[i], knob_x, knob_y, CC_MODIFIER_NONE, 1);
        cc_pointer_move(controls[i], 180, 100, CC_MODIFIER_NONE); /* 3 o'clock */
        cc_pointer_up(controls[i], 180, 100, CC_MODIFIER_NONE);
        cc_get_value(controls[i], &values[i]);
    }
    CHECK(counts, approximately(values[0], 25) && approximately(values[1], 25), "a drag to 3 o'clock: %g at 1, %g at 2",
          values[0], values[1]);
    cc_destroy(one);
    cc_destroy(two);
}

static void a_new_scale_redraws_everything(check_counts *counts) {
    cc_control *control = scaled_knob(1);
    CHECK(counts, control != NULL, "create");
    if (control == NULL) return;
    uint32_t *small = calloc(200 * 200, 4), *large = calloc(300 * 300, 4);
    cc_rect damage = {0, 0, 0, 0};
    cc_render(control, small, 200, 200, 800, CC_RENDER_FULL, &damage);
    cc_render(control, small, 200, 200, 800, CC_RENDER_DAMAGE_ONLY, &damage);
    CHECK(counts, damage.width == 0, "nothing to draw at scale 1: %dx%d", damage.width, damage.height);
    CHECK(counts, cc_set_scale(control, 1.5) == CC_OK, "set scale 1.5");
    CHECK(counts, cc_render(control, large, 300, 300, 1200, CC_RENDER_DAMAGE_ONLY, &damage) == CC_OK &&
                      damage.x == 0 && damage.y == 0 && damage.width == 300 && damage.height == 300,
          "the whole 300 x 300 buffer after the change: (%d, %d, %dx%d)", damage.x, damage.y, damage.width,
          damage.height);
    /* What was drawn is the control at 1.5 times its geometry, drawn whole. */
    cc_control *reference = scaled_knob(1.5);
    cc_rect reference_damage;
    uint32_t *expected = reference != NULL ? drawn(reference, 300, &reference_damage) : NULL;
    int differing = 0;
    for (int i = 0; expected != NULL && i < 300 * 300; i++) differing += large[i] != expected[i];
    CHECK(counts, expected != NULL && differing == 0, "%d of 90000 pixels differ from 1.5 times the geometry",
          differing);
    free(expected);
    cc_destroy(reference);
    cc_set_value(control, 31, 0, 0);
    cc_render(control, large, 300, 300, 1200, CC_RENDER_DAMAGE_ONLY, &damage);
    CHECK(counts, damage.width > 0 && damage.width < 300 && damage.x + damage.width <= 300,
          "damage in device pixels after a change: (%d, %d, %dx%d)", damage.x, damage.y, damage.width, damage.height);
    free(small);
    free(large);
    cc_destroy(control);
}

static void refused_scales(check_counts *counts) {
    cc_control *control = scaled_knob(1);
    CHECK(counts, control != NULL && cc_set_scale(control, 3) == CC_OK, "create");
    if (control == NULL) return;
    CHECK(counts, cc_set_scale(control, NAN) == CC_ERROR_NOT_FINITE, "NaN");
    CHECK(counts, cc_set_scale(control, INFINITY) == CC_ERROR_NOT_FINITE, "infinity");
    CHECK(counts, contains(cc_last_error(control), "scale"), "the message names scale: %s", cc_last_error(control));
    const double refused[] = {0, -1, 0.2, 16.5, 1e308, 1e-310};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        CHECK(counts, cc_set_scale(control, refused[i]) == CC_ERROR_INVALID_ARGUMENT, "%g refused", refused[i]);
    }
    double scale = 0;
    CHECK(counts, cc_get_scale(control, &scale) == CC_OK && scale == 3, "the scale stays 3: %g", scale);
    CHECK(counts, cc_set_scale(control, 0.25) == CC_OK && cc_set_scale(control, 16) == CC_OK, "both limits taken");
    CHECK(counts, cc_set_scale(NULL, 2) == CC_ERROR_NULL_ARGUMENT, "NULL handle");
    CHECK(counts, cc_get_scale(control, NULL) == CC_ERROR_NULL_ARGUMENT, "NULL out_scale");
    cc_destroy(control);
}

void run_scale_tests(check_counts *counts) {
    scale_two_is_twice_the_geometry(counts);
    input_stays_logical(counts);
    a_new_scale_redraws_everything(counts);
    refused_scales(counts);
}

/* Drawing through the C API: full frames, damage rectangles, and pixels actually written. */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"
#include "driver.h"
#include "tests.h"

#define WIDTH 400
#define HEIGHT 400
#define STRIDE (WIDTH * 4 + 16) /* a stride wider than a row: the padding must stay untouched */

static uint32_t pixel(const uint32_t *pixels, int x, int y) { return pixels[y * (STRIDE / 4) + x]; }

static int padding_untouched(const uint32_t *pixels) {
    for (int y = 0; y < HEIGHT; y++) {
        for (int x = WIDTH; x < STRIDE / 4; x++) {
            if (pixel(pixels, x, y) != 0xDEADBEEF) return 0;
        }
    }
    return 1;
}

/* Draws a frame of the test buffer's size into `pixels` (cc_render's flags and damage). */
static cc_status render(cc_control *control, uint32_t *pixels, int flags, cc_rect *damage) {
    return cc_render(control, pixels, WIDTH, HEIGHT, STRIDE, flags, damage);
}

/* A control with the default configuration on the driver's ring (radius 100), checked to be created, and its first
 * frame drawn in full into `pixels`. */
static cc_control *drawn_control(check_counts *counts, uint32_t *pixels) {
    cc_config config = driver_config(100, 20);
    cc_control *control = NULL;
    CHECK(counts, cc_create(&config, &control, NULL, 0) == CC_OK, "create");
    cc_rect damage;
    render(control, pixels, CC_RENDER_FULL, &damage);
    return control;
}

static void full_frame_then_damage(check_counts *counts) {
    uint32_t *pixels = malloc((size_t)STRIDE * HEIGHT);
    for (size_t i = 0; i < (size_t)STRIDE / 4 * HEIGHT; i++) pixels[i] = 0xDEADBEEF;
    cc_config config = driver_config(100, 20);
    start_at(&config, 0.25);
    cc_control *control = NULL;
    CHECK(counts, cc_create(&config, &control, NULL, 0) == CC_OK, "create");

    cc_rect damage = {-1, -1, -1, -1};
    CHECK(counts, render(control, pixels, CC_RENDER_DAMAGE_ONLY, &damage) == CC_OK, "render");
    CHECK(counts, damage.x == 0 && damage.y == 0 && damage.width == WIDTH && damage.height == HEIGHT,
          "the first frame is whole: (%d, %d, %dx%d)", damage.x, damage.y, damage.width, damage.height);
    CHECK(counts, pixel(pixels, 5, 5) == 0xFFFFFFFF, "white background in the corner: %08x", pixel(pixels, 5, 5));
    CHECK(counts, pixel(pixels, 200, 200) == 0xFFFFFFFF, "white in the middle of the ring: %08x", pixel(pixels, 200, 200));
    uint32_t on_progress = pixel(pixels, 271, 129); /* 45 degrees, on the progress arc */
    CHECK(counts, on_progress != 0xFFFFFFFF && (on_progress >> 24) == 0xFF, "progress drawn at 45 degrees: %08x",
          on_progress);
    uint32_t on_knob = pixel(pixels, 300, 200);
    CHECK(counts, on_knob != 0xDEADBEEF, "knob drawn at 3 o'clock: %08x", on_knob);
    CHECK(counts, padding_untouched(pixels), "row padding untouched");

    CHECK(counts, render(control, pixels, CC_RENDER_DAMAGE_ONLY, &damage) == CC_OK, "again");
    CHECK(counts, damage.width == 0 || damage.height == 0, "nothing changed, nothing drawn: %dx%d", damage.width,
          damage.height);

    cc_set_value(control, 0.3, 0, 0);
    CHECK(counts, render(control, pixels, CC_RENDER_DAMAGE_ONLY, &damage) == CC_OK, "moved");
    CHECK(counts, damage.width > 0 && damage.height > 0, "a damage rectangle after a change");
    CHECK(counts, damage.width * damage.height < WIDTH * HEIGHT / 2, "the damage is small: %dx%d", damage.width,
          damage.height);
    double knob_x = 200 + 100 * sin(0.3 * 2 * M_PI), knob_y = 200 - 100 * cos(0.3 * 2 * M_PI);
    CHECK(counts, damage.x <= knob_x && knob_x < damage.x + damage.width && damage.y <= knob_y &&
                      knob_y < damage.y + damage.height, "the damage covers the new knob");
    CHECK(counts, pixel(pixels, 300, 200) != on_knob, "the knob left 3 o'clock: %08x", pixel(pixels, 300, 200));
    CHECK(counts, pixel(pixels, (int)knob_x, (int)knob_y) == on_knob, "the knob is drawn at 0.3: %08x",
          pixel(pixels, (int)knob_x, (int)knob_y));
    CHECK(counts, padding_untouched(pixels), "row padding untouched after damage");

    CHECK(counts, render(control, pixels, CC_RENDER_FULL, &damage) == CC_OK, "full");
    CHECK(counts, damage.width == WIDTH && damage.height == HEIGHT, "CC_RENDER_FULL redraws everything");
    CHECK(counts, cc_render(control, pixels, 300, 300, STRIDE, CC_RENDER_DAMAGE_ONLY, &damage) == CC_OK, "resized");
    CHECK(counts, damage.width == 300 && damage.height == 300, "another size redraws everything");

    cc_destroy(control);
    free(pixels);
}

/* Hover and press change the knob's look and damage only the knob. */
static void knob_looks(check_counts *counts) {
    uint32_t *pixels = malloc((size_t)STRIDE * HEIGHT);
    cc_control *control = drawn_control(counts, pixels);
    cc_rect damage;
    cc_pointer_move(control, 200, 100, 0); /* over the knob at 12 o'clock */
    render(control, pixels, CC_RENDER_DAMAGE_ONLY, &damage);
    CHECK(counts, damage.width > 0 && damage.width < 60, "hover damages the knob alone: %dx%d", damage.width,
          damage.height);
    cc_pointer_leave(control);
    render(control, pixels, CC_RENDER_DAMAGE_ONLY, &damage);
    CHECK(counts, damage.width > 0, "leaving redraws the knob");
    cc_pointer_down(control, 200, 100, 0, 1);
    render(control, pixels, CC_RENDER_DAMAGE_ONLY, &damage);
    CHECK(counts, damage.width > 0 && damage.width < 60, "pressing damages the knob alone: %dx%d", damage.width,
          damage.height);
    cc_destroy(control); /* mid-drag */
    free(pixels);
}

/* A label set by the program is drawn, and clearing it redraws the centre. */
static void label_text(check_counts *counts) {
    uint32_t *pixels = malloc((size_t)STRIDE * HEIGHT);
    cc_control *control = drawn_control(counts, pixels);
    cc_rect damage;
    CHECK(counts, cc_set_label_text(control, "42 dB") == CC_OK, "set a label");
    render(control, pixels, CC_RENDER_DAMAGE_ONLY, &damage);
    CHECK(counts, damage.width > 0 && damage.x <= 200 && 200 < damage.x + damage.width, "the label damages the centre");
    int dark = 0;
    for (int y = damage.y; y < damage.y + damage.height; y++) {
        for (int x = damage.x; x < damage.x + damage.width; x++) {
            if ((pixel(pixels, x, y) & 0xFF) < 0x80) dark++;
        }
    }
    CHECK(counts, dark > 20, "the label's glyphs are drawn (%d dark pixels)", dark);
    CHECK(counts, cc_set_label_text(control, NULL) == CC_OK, "clear the label");
    render(control, pixels, CC_RENDER_DAMAGE_ONLY, &damage);
    CHECK(counts, damage.width > 0, "clearing the label redraws it");
    CHECK(counts, pixel(pixels, 200, 200) == 0xFFFFFFFF, "the centre is blank again: %08x", pixel(pixels, 200, 200));
    cc_destroy(control);
    free(pixels);
}

void run_render_tests(check_counts *counts) {
    full_frame_then_damage(counts);
    knob_looks(counts);
    label_text(counts);
}

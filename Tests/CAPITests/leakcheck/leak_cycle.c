/* The program valgrind runs (scripts/valgrind-c-api): `cycles` times create, drag, render with a label, and
 * destroy - half of them mid-drag with events left in the queue - so that memory in use at exit can be compared
 * between 1 cycle and many: a leak per cycle shows as growth. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <circularcontrol.h>

static void one_cycle(int destroy_mid_drag) {
    cc_config config;
    cc_config_init(&config);
    config.label = CC_LABEL_PERCENTAGE;
    cc_control *knob = NULL;
    if (cc_create(&config, &knob, NULL, 0) != CC_OK) exit(2);
    uint32_t *pixels = calloc(200 * 200, 4);
    cc_rect damage;
    cc_render(knob, pixels, 200, 200, 800, CC_RENDER_FULL, &damage);
    cc_pointer_down(knob, 100, 20, CC_MODIFIER_NONE, 1);
    for (int degree = 1; degree <= 120; degree++) {
        double angle = degree * M_PI / 180;
        cc_pointer_move(knob, 100 + 80 * sin(angle), 100 - 80 * cos(angle), CC_MODIFIER_NONE);
        if (degree % 10 == 0) cc_render(knob, pixels, 200, 200, 800, CC_RENDER_DAMAGE_ONLY, &damage);
    }
    cc_set_label_text(knob, "120 degrees");
    cc_render(knob, pixels, 200, 200, 800, CC_RENDER_DAMAGE_ONLY, &damage);
    cc_pointer_move(knob, NAN, 0, CC_MODIFIER_NONE); /* an error message stored in the handle */
    if (!destroy_mid_drag) {
        cc_pointer_up(knob, 100, 180, CC_MODIFIER_NONE);
        cc_event event;
        while (cc_poll_event(knob, &event) == 1) {}
    }
    cc_destroy(knob);
    free(pixels);
}

int main(int argc, char **argv) {
    int cycles = argc > 1 ? atoi(argv[1]) : 1;
    for (int cycle = 0; cycle < cycles; cycle++) one_cycle(cycle % 2);
    printf("%d cycles\n", cycles);
    return 0;
}

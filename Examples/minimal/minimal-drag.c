/* The smallest program against CircularControl's C API: drags a knob a quarter turn and draws it.
 * Build: cc -o minimal-drag minimal-drag.c $(pkg-config --cflags --libs circularcontrol) */
#include <stdio.h>
#include <stdlib.h>
#include <circularcontrol.h>

int main(void) {
    cc_config config;
    cc_config_init(&config);                               /* a full circle at (100, 100), radius 80 */
    config.max = 100;
    cc_control *knob = NULL;
    char message[256];
    if (cc_create(&config, &knob, message, sizeof message) != CC_OK) { fprintf(stderr, "%s\n", message); return 1; }
    cc_pointer_down(knob, 100, 20, CC_MODIFIER_NONE, 1);  /* on the knob at 12 o'clock: no jump */
    cc_pointer_move(knob, 156.57, 43.43, CC_MODIFIER_NONE); /* 1:30 */
    cc_pointer_up(knob, 180, 100, CC_MODIFIER_NONE);       /* 3 o'clock: a quarter turn */
    uint32_t *pixels = calloc(200 * 200, 4);
    cc_rect damage;
    cc_render(knob, pixels, 200, 200, 200 * 4, CC_RENDER_FULL, &damage);
    double value = 0;
    cc_get_value(knob, &value);
    printf("value %g, drew %dx%d pixels\n", value, damage.width, damage.height);
    cc_destroy(knob);
    free(pixels);
    return value > 24.9 && value < 25.1 ? 0 : 1;          /* exit 0 when the drag moved the knob to 25 */
}

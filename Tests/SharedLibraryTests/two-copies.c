/* Two copies of libcircularcontrol.so in one process, as two plugins built at different times would bring them: each
 * file is dlopened with RTLD_LOCAL, so each copy has its own Swift runtime and its own symbols. Each copy makes a
 * knob of its own range and drags it; the values and the events stay apart; one copy is closed (dlclose) in the
 * middle of the other's drag, which goes on, draws, and ends.
 *
 * usage: two-copies FIRST.so SECOND.so  (two files holding the library, under different names)
 * The last line is "N passed, N failed"; the exit status is 1 when a check failed. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "circularcontrol.h"

static int passed, failed;

#define CHECK(condition, ...)                                                      \
    do {                                                                           \
        if (condition) {                                                           \
            passed++;                                                              \
        } else {                                                                   \
            failed++;                                                              \
            fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #condition);   \
            fprintf(stderr, __VA_ARGS__);                                          \
            fputc('\n', stderr);                                                   \
        }                                                                          \
    } while (0)

/* The functions of one copy, looked up in it by name. */
typedef struct copy {
    const char *path;
    void *handle;
    uint32_t (*version)(void);
    cc_status (*config_init_sized)(cc_config *, size_t);
    cc_status (*create)(const cc_config *, cc_control **, char *, size_t);
    void (*destroy)(cc_control *);
    cc_status (*pointer_down)(cc_control *, double, double, int, int);
    cc_status (*pointer_move)(cc_control *, double, double, int);
    cc_status (*pointer_up)(cc_control *, double, double, int);
    cc_status (*get_value)(cc_control *, double *);
    int (*poll_event)(cc_control *, cc_event *);
    cc_status (*render)(cc_control *, void *, int, int, int, int, cc_rect *);
} copy;

static int open_copy(copy *c, const char *path) {
    c->path = path;
    c->handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (c->handle == NULL) {
        fprintf(stderr, "FAIL cannot load %s: %s\n", path, dlerror());
        return 0;
    }
#define LOOK_UP(field, name)                                                                 \
    *(void **)&c->field = dlsym(c->handle, name);                                            \
    if (c->field == NULL) {                                                                  \
        fprintf(stderr, "FAIL %s has no %s\n", path, name);                                  \
        return 0;                                                                            \
    }
    LOOK_UP(version, "cc_version")
    LOOK_UP(config_init_sized, "cc_config_init_sized")
    LOOK_UP(create, "cc_create")
    LOOK_UP(destroy, "cc_destroy")
    LOOK_UP(pointer_down, "cc_pointer_down")
    LOOK_UP(pointer_move, "cc_pointer_move")
    LOOK_UP(pointer_up, "cc_pointer_up")
    LOOK_UP(get_value, "cc_get_value")
    LOOK_UP(poll_event, "cc_poll_event")
    LOOK_UP(render, "cc_render")
#undef LOOK_UP
    return 1;
}

/* A knob of 0 ... max on the default 200 x 200 canvas (the knob at 12 o'clock at the minimum). */
static cc_control *make_knob(const copy *c, double max) {
    cc_config config;
    c->config_init_sized(&config, sizeof config);
    config.max = max;
    cc_control *knob = NULL;
    char message[256] = "";
    cc_status status = c->create(&config, &knob, message, sizeof message);
    CHECK(status == CC_OK && knob != NULL, "%s: cc_create: %d %s", c->path, status, message);
    return knob;
}

/* The number of CC_EVENT_CHANGED events waiting on knob, drained. */
static int drain_changes(const copy *c, cc_control *knob) {
    cc_event event;
    int changes = 0;
    while (c->poll_event(knob, &event)) changes += event.kind == CC_EVENT_CHANGED;
    return changes;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: two-copies FIRST.so SECOND.so\n");
        return 2;
    }
    copy first, second;
    if (!open_copy(&first, argv[1]) || !open_copy(&second, argv[2])) {
        printf("%d passed, %d failed\n", passed, failed + 1);
        return 1;
    }
    CHECK(first.handle != second.handle && (void *)first.create != (void *)second.create,
          "the two files were loaded as one copy");
    CHECK(first.version() == CIRCULARCONTROL_VERSION && second.version() == CIRCULARCONTROL_VERSION,
          "versions 0x%06x and 0x%06x, header 0x%06x", (unsigned)first.version(), (unsigned)second.version(),
          (unsigned)CIRCULARCONTROL_VERSION);

    cc_control *a = make_knob(&first, 100);
    cc_control *b = make_knob(&second, 8);
    if (a == NULL || b == NULL) {
        printf("%d passed, %d failed\n", passed, failed);
        return 1;
    }
    /* Both grabbed at 12 o'clock; the first dragged a quarter turn, the second an eighth so far. */
    CHECK(first.pointer_down(a, 100, 20, CC_MODIFIER_NONE, 1) == CC_OK, "first: down");
    CHECK(second.pointer_down(b, 100, 20, CC_MODIFIER_NONE, 1) == CC_OK, "second: down");
    CHECK(first.pointer_move(a, 180, 100, CC_MODIFIER_NONE) == CC_OK, "first: move");
    CHECK(second.pointer_move(b, 156.6, 43.4, CC_MODIFIER_NONE) == CC_OK, "second: move");
    CHECK(first.pointer_up(a, 180, 100, CC_MODIFIER_NONE) == CC_OK, "first: up");
    double value_a = -1, value_b = -1;
    first.get_value(a, &value_a);
    second.get_value(b, &value_b);
    CHECK(value_a > 24.99 && value_a < 25.01, "first: %.6f after a quarter turn of 0...100", value_a);
    CHECK(value_b > 0.99 && value_b < 1.01, "second: %.6f after an eighth of 0...8", value_b);
    CHECK(drain_changes(&first, a) >= 1 && drain_changes(&second, b) >= 1, "each copy reports its own changes");

    /* The first copy goes away while the second is mid-drag. */
    first.destroy(a);
    CHECK(dlclose(first.handle) == 0, "dlclose: %s", dlerror());
    CHECK(second.pointer_move(b, 180, 100, CC_MODIFIER_NONE) == CC_OK, "second: move after the first closed");
    CHECK(second.pointer_up(b, 180, 100, CC_MODIFIER_NONE) == CC_OK, "second: up");
    second.get_value(b, &value_b);
    CHECK(value_b > 1.99 && value_b < 2.01, "second: %.6f after a quarter turn of 0...8", value_b);
    uint32_t *pixels = calloc(200 * 200, sizeof *pixels);
    cc_rect damage;
    CHECK(pixels != NULL && second.render(b, pixels, 200, 200, 200 * 4, CC_RENDER_FULL, &damage) == CC_OK,
          "second: render");
    int drawn = 0; /* pixels other than the default white background: the ring and the knob */
    for (int i = 0; pixels != NULL && i < 200 * 200; i++) drawn += pixels[i] != 0xFFFFFFFFu;
    CHECK(drawn > 1000, "second: %d pixels drawn", drawn);
    free(pixels);
    second.destroy(b);
    CHECK(dlclose(second.handle) == 0, "dlclose: %s", dlerror());

    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}

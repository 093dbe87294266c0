/* No global state: handles on separate threads, each used by one thread, run at the same time without
 * interfering (each thread's control ends where its own drags took it, and draws its own pixels). */
#include <pthread.h>
#include <stdlib.h>

#include "check.h"
#include "driver.h"
#include "tests.h"

enum { THREAD_COUNT = 4, DRAGS_PER_THREAD = 40 };

typedef struct thread_work {
    int index;
    double final_value;
    int failed_calls;
    int frame_drawn; /* the white background and the track at 6 o'clock are in its buffer */
} thread_work;

/* Thread `index` drags its knob (index + 1) * 10 degrees per drag, forth and back, ending one drag forth. */
static void *drag_on_own_handle(void *argument) {
    thread_work *work = argument;
    driver *d = malloc(sizeof *d);
    cc_config config = driver_config(100, 20);
    if (driver_start(d, &config) != CC_OK) {
        work->failed_calls++;
        free(d);
        return NULL;
    }
    uint32_t *pixels = calloc(400 * 400, 4);
    double degrees = (work->index + 1) * 10;
    for (int drag = 0; drag < DRAGS_PER_THREAD; drag++) {
        cc_state state = driver_state(d);
        driver_press(d, state.knob_angle_degrees);
        driver_turn(d, drag % 2 == 0 ? degrees : -degrees);
        driver_release(d);
        cc_rect damage;
        if (cc_render(d->control, pixels, 400, 400, 1600, CC_RENDER_DAMAGE_ONLY, &damage) != CC_OK) d->failed_calls++;
        driver_clear_events(d);
    }
    driver_press(d, driver_state(d).knob_angle_degrees);
    driver_turn(d, degrees);
    driver_release(d);
    cc_rect damage;
    cc_render(d->control, pixels, 400, 400, 1600, CC_RENDER_DAMAGE_ONLY, &damage);
    cc_state state = driver_state(d);
    uint32_t corner = pixels[5 * 400 + 5], track_at_six = pixels[300 * 400 + 200];
    work->frame_drawn = corner == 0xFFFFFFFF && track_at_six != 0xFFFFFFFF && track_at_six != 0;
    work->final_value = state.value;
    work->failed_calls += d->failed_calls;
    driver_stop(d);
    free(pixels);
    free(d);
    return NULL;
}

void run_thread_tests(check_counts *counts) {
    pthread_t threads[THREAD_COUNT];
    thread_work work[THREAD_COUNT];
    for (int i = 0; i < THREAD_COUNT; i++) {
        work[i] = (thread_work){.index = i};
        CHECK(counts, pthread_create(&threads[i], NULL, drag_on_own_handle, &work[i]) == 0, "thread %d", i);
    }
    for (int i = 0; i < THREAD_COUNT; i++) pthread_join(threads[i], NULL);
    for (int i = 0; i < THREAD_COUNT; i++) {
        double expected = (i + 1) * 10 / 360.0;
        CHECK(counts, approximately(work[i].final_value, expected), "thread %d ended at %.12g, not %.12g", i,
              work[i].final_value, expected);
        CHECK(counts, work[i].failed_calls == 0, "thread %d: %d calls failed", i, work[i].failed_calls);
        CHECK(counts, work[i].frame_drawn, "thread %d drew its frame", i);
    }
}

/* Hello, knob, in C: two labelled knobs in a window of their own (circularcontrol-window.h). Prints "ready" once
 * the window shows, then a line such as "Gain 0.42" for every change of a value, until the window is closed. */
#include <circularcontrol-window.h>
#include <stdio.h>

static const char *names[] = {"Gain", "Pan"};

static void on_event(cc_window *window, const cc_knob_event *event, void *user_data) {
    (void)window, (void)user_data;
    if (event->event.kind == CC_EVENT_CHANGED) printf("%s %g\n", names[event->index], event->event.value);
    fflush(stdout);
}

int main(void) {
    cc_window_setup setup;
    cc_window_setup_init(&setup);
    setup.title = "Hello, knob";
    cc_window *window = NULL;
    char message[256];
    if (cc_window_open(&setup, &window, message, sizeof message) != CC_OK) return puts(message), 1;
    cc_config config;
    cc_config_init(&config);
    config.label = CC_LABEL_PERCENTAGE, config.has_initial_value = 1, config.initial_value = 0.25;
    cc_window_add(window, &config, "Gain", NULL, NULL, message, sizeof message);
    config.min = -1, config.initial_value = 0;
    cc_window_add(window, &config, "Pan", NULL, NULL, message, sizeof message);
    cc_window_set_event_callback(window, on_event, NULL);
    if (cc_window_run_until_shown(window) == CC_WINDOW_RUNNING) puts("ready"), fflush(stdout);
    cc_window_run(window);
    cc_window_destroy(window);
}

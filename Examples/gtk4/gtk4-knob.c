/*
 * A knob in a GTK 4 window: a GtkDrawingArea drawn by CircularControl's C API and fed by GtkGestureDrag,
 * GtkEventControllerScroll, GtkEventControllerKey and GtkEventControllerMotion.
 *
 * Build: cc -o gtk4-knob gtk4-knob.c $(pkg-config --cflags --libs circularcontrol gtk4)
 * Run:   ./gtk4-knob          drag the knob, turn the wheel, use the arrows, Page Up/Down, Home, End;
 *                             Escape cancels a drag, a double click on the knob or 'r' (animated) go back to 50,
 *                             'q' or closing the window quits.
 *
 * The control draws into a cairo image surface (CAIRO_FORMAT_ARGB32 is the control's pixel layout), redrawing only
 * the pixels that changed; the surface is then painted onto the widget. The ring follows the widget's size.
 *
 * On standard output it prints "ready KNOB_X KNOB_Y CENTER_X CENTER_Y VALUE" after the first frame (where the knob
 * and the ring's centre are, in pixels of the toplevel's X window), "value V" after every change, and
 * "final value V" on exit, so a script can drive it with xdotool.
 *
 * Accessibility: the drawing area is created with the accessible role slider (GTK 4.8 has no GtkAccessibleRange
 * and no dial role) and the label "Level" (GTK_ACCESSIBLE_PROPERTY_LABEL), and it is focusable. Its
 * GTK_ACCESSIBLE_PROPERTY_VALUE_MIN (0), VALUE_MAX (100), VALUE_NOW (the value, 50 at start) and VALUE_TEXT (the
 * knob's label, "50%") are read from the library (cc_get_knob_range, cc_get_value, cc_get_value_text), never kept
 * here, and set at start and again after every change: a drag, a key, the wheel, a double click, the animation of
 * 'r'. The minimum increment has no GTK property (cc_get_knob_increment gives it: 1 here).
 *
 * What an AT-SPI client (pyatspi under dbus-run-session, with a private XDG_RUNTIME_DIR) finds with GTK 4.8: an
 * object with the role slider and the name "Level", the states focusable, focused, sensitive and visible, and the
 * interfaces Accessible, Action and Component. GTK 4.8 gives the Value interface (queryValue(): MinimumValue,
 * CurrentValue, Text) only to its own range widgets (GtkRange, GtkSpinButton, ...) and GTK 4.10 only to widgets
 * that implement GtkAccessibleRange, so there the value properties reach AT-SPI only as the
 * object:property-change:accessible-value event GTK's AT-SPI backend sends when VALUE_NOW changes.
 */
#include <math.h>
#include <stdio.h>

#include <circularcontrol.h>
#include <gtk/gtk.h>

typedef struct knob_view {
    cc_control *knob;
    GtkWidget *area;
    cairo_surface_t *surface;
    double drag_start_x, drag_start_y;
    guint32 last_press_time; /* for double clicks, which GtkGestureDrag does not count */
    double last_press_x, last_press_y;
    gboolean ready_printed;
    gboolean quit;
} knob_view;

static int modifiers_from(GdkModifierType state) {
    int modifiers = CC_MODIFIER_NONE;
    if (state & GDK_SHIFT_MASK) modifiers |= CC_MODIFIER_SHIFT;
    if (state & GDK_CONTROL_MASK) modifiers |= CC_MODIFIER_CONTROL;
    if (state & GDK_ALT_MASK) modifiers |= CC_MODIFIER_ALT;
    return modifiers;
}

static int current_modifiers(gpointer controller) {
    return modifiers_from(gtk_event_controller_get_current_event_state(GTK_EVENT_CONTROLLER(controller)));
}

/* The control's key for a GDK key value, or -1 for keys it does not use. */
static int key_from(guint keyval) {
    switch (keyval) {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: return CC_KEY_LEFT;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: return CC_KEY_RIGHT;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: return CC_KEY_UP;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: return CC_KEY_DOWN;
    case GDK_KEY_Page_Up: case GDK_KEY_KP_Page_Up: return CC_KEY_PAGE_UP;
    case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Down: return CC_KEY_PAGE_DOWN;
    case GDK_KEY_Home: case GDK_KEY_KP_Home: return CC_KEY_HOME;
    case GDK_KEY_End: case GDK_KEY_KP_End: return CC_KEY_END;
    case GDK_KEY_Escape: return CC_KEY_ESCAPE;
    default: return -1;
    }
}

/* The knob's value as text ("50%"), allocated to fit: the library says the length first. g_free() it; NULL when the
 * library refused (it cannot here: the handle and the knob are valid). */
static char *value_text(cc_control *knob) {
    size_t length = 0;
    if (cc_get_value_text(knob, 0, CC_KNOB_SINGLE, NULL, 0, &length) != CC_OK) return NULL;
    char *text = g_malloc(length + 1);
    if (cc_get_value_text(knob, 0, CC_KNOB_SINGLE, text, length + 1, NULL) != CC_OK) {
        g_free(text);
        return NULL;
    }
    return text;
}

/* Tells assistive technologies the knob's range, value and value text, read from the library (never a copy kept
 * here). Called at start and after every change. */
static void update_accessible(knob_view *view) {
    double minimum = 0, maximum = 0, value = 0;
    char *text = value_text(view->knob);
    if (cc_get_knob_range(view->knob, 0, CC_KNOB_SINGLE, &minimum, &maximum) != CC_OK ||
        cc_get_value(view->knob, &value) != CC_OK || text == NULL) {
        fprintf(stderr, "gtk4-knob: %s\n", cc_last_error(view->knob));
        g_free(text);
        return;
    }
    gtk_accessible_update_property(GTK_ACCESSIBLE(view->area), GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW,
                                   value, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
    g_free(text);
}

/* Prints the changes the control reported, tells assistive technologies, and schedules a frame (which redraws only
 * what changed). */
static void after_input(knob_view *view) {
    cc_event event;
    gboolean changed = FALSE;
    while (cc_poll_event(view->knob, &event) == 1) {
        if (event.kind != CC_EVENT_CHANGED) continue;
        printf("value %.6g\n", event.value);
        changed = TRUE;
    }
    if (changed) update_accessible(view);
    gtk_widget_queue_draw(view->area);
}

/* Prints where the knob is in the toplevel's surface, once. */
static void print_ready(knob_view *view) {
    cc_state state;
    cc_get_state(view->knob, &state);
    GtkNative *native = gtk_widget_get_native(view->area);
    graphene_point_t knob = GRAPHENE_POINT_INIT((float)state.knob_x, (float)state.knob_y), knob_out;
    graphene_point_t center = GRAPHENE_POINT_INIT(gtk_widget_get_width(view->area) / 2.0f,
                                                  gtk_widget_get_height(view->area) / 2.0f), center_out;
    double surface_x = 0, surface_y = 0;
    if (!gtk_widget_compute_point(view->area, GTK_WIDGET(native), &knob, &knob_out) ||
        !gtk_widget_compute_point(view->area, GTK_WIDGET(native), &center, &center_out)) {
        return;
    }
    gtk_native_get_surface_transform(native, &surface_x, &surface_y);
    printf("ready %.0f %.0f %.0f %.0f %.6g\n", knob_out.x + surface_x, knob_out.y + surface_y,
           center_out.x + surface_x, center_out.y + surface_y, state.value);
    view->ready_printed = TRUE;
}

/* GtkDrawingArea's draw function: fits the ring to the widget, lets the control update its surface, paints it. */
static void draw(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    knob_view *view = data;
    (void)area;
    int flags = CC_RENDER_DAMAGE_ONLY;
    if (view->surface == NULL || cairo_image_surface_get_width(view->surface) != width ||
        cairo_image_surface_get_height(view->surface) != height) {
        if (view->surface != NULL) cairo_surface_destroy(view->surface);
        view->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
        double radius = fmax(4, fmin(width, height) / 2.0 - 24);
        if (cc_set_geometry(view->knob, width / 2.0, height / 2.0, radius, fmax(2, radius / 5)) != CC_OK) {
            fprintf(stderr, "gtk4-knob: %s\n", cc_last_error(view->knob));
        }
        flags = CC_RENDER_FULL;
    }
    cairo_surface_flush(view->surface);
    cc_rect damage;
    if (cc_render(view->knob, cairo_image_surface_get_data(view->surface), width, height,
                  cairo_image_surface_get_stride(view->surface), flags, &damage) == CC_OK) {
        cairo_surface_mark_dirty_rectangle(view->surface, damage.x, damage.y, damage.width, damage.height);
    }
    cairo_set_source_surface(cr, view->surface, 0, 0);
    cairo_paint(cr);
    if (!view->ready_printed) print_ready(view);
}

/* 2 when this press follows the last one within the double-click time and distance of the settings, else 1. */
static int click_count(knob_view *view, GtkGestureDrag *gesture, double x, double y) {
    int double_click_time = 400, double_click_distance = 5;
    g_object_get(gtk_widget_get_settings(view->area), "gtk-double-click-time", &double_click_time,
                 "gtk-double-click-distance", &double_click_distance, NULL);
    guint32 time = gtk_event_controller_get_current_event_time(GTK_EVENT_CONTROLLER(gesture));
    int count = view->last_press_time != 0 && time - view->last_press_time <= (guint32)double_click_time &&
                fabs(x - view->last_press_x) <= double_click_distance &&
                fabs(y - view->last_press_y) <= double_click_distance ? 2 : 1;
    view->last_press_time = count == 2 ? 0 : time;
    view->last_press_x = x;
    view->last_press_y = y;
    return count;
}

static void drag_begin(GtkGestureDrag *gesture, double x, double y, gpointer data) {
    knob_view *view = data;
    view->drag_start_x = x;
    view->drag_start_y = y;
    gtk_widget_grab_focus(view->area);
    cc_pointer_down(view->knob, x, y, current_modifiers(gesture), click_count(view, gesture, x, y));
    after_input(view);
}

static void drag_update(GtkGestureDrag *gesture, double offset_x, double offset_y, gpointer data) {
    knob_view *view = data;
    cc_pointer_move(view->knob, view->drag_start_x + offset_x, view->drag_start_y + offset_y,
                    current_modifiers(gesture));
    after_input(view);
}

static void drag_end(GtkGestureDrag *gesture, double offset_x, double offset_y, gpointer data) {
    knob_view *view = data;
    cc_pointer_up(view->knob, view->drag_start_x + offset_x, view->drag_start_y + offset_y,
                  current_modifiers(gesture));
    after_input(view);
}

/* Another gesture took the pointer (or the grab broke): the drag is cancelled as Escape would. */
static void drag_cancel(GtkGesture *gesture, GdkEventSequence *sequence, gpointer data) {
    knob_view *view = data;
    (void)gesture;
    (void)sequence;
    cc_key(view->knob, CC_KEY_ESCAPE, CC_MODIFIER_NONE);
    after_input(view);
}

static gboolean scrolled(GtkEventControllerScroll *controller, double dx, double dy, gpointer data) {
    knob_view *view = data;
    (void)dx;
    cc_wheel(view->knob, -dy, current_modifiers(controller)); /* GTK's dy grows downwards */
    after_input(view);
    return TRUE;
}

static gboolean animation_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    knob_view *view = data;
    (void)widget;
    cc_advance_animation(view->knob, gdk_frame_clock_get_frame_time(clock) / 1e6);
    after_input(view);
    cc_state state;
    cc_get_state(view->knob, &state);
    return state.animating ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static gboolean key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                            gpointer data) {
    knob_view *view = data;
    (void)controller;
    (void)keycode;
    if (keyval == GDK_KEY_q) {
        view->quit = TRUE;
        return TRUE;
    }
    if (keyval == GDK_KEY_r) {
        GdkFrameClock *clock = gtk_widget_get_frame_clock(view->area);
        double now = clock != NULL ? gdk_frame_clock_get_frame_time(clock) / 1e6 : 0;
        cc_set_value(view->knob, 50, 1, now);
        gtk_widget_add_tick_callback(view->area, animation_tick, view, NULL);
        return TRUE;
    }
    int key = key_from(keyval);
    if (key < 0) return FALSE;
    cc_key(view->knob, key, modifiers_from(state));
    after_input(view);
    return TRUE;
}

static gboolean modifiers_changed(GtkEventControllerKey *controller, GdkModifierType state, gpointer data) {
    knob_view *view = data;
    (void)controller;
    cc_modifiers_changed(view->knob, modifiers_from(state));
    return FALSE;
}

/* Hover: the knob's look follows the pointer when no drag is under way (the drag gesture feeds moves then). */
static void pointer_moved(GtkEventControllerMotion *controller, double x, double y, gpointer data) {
    knob_view *view = data;
    cc_state state;
    cc_get_state(view->knob, &state);
    if (state.drag_phase != CC_DRAG_IDLE) return;
    cc_pointer_move(view->knob, x, y, current_modifiers(controller));
    after_input(view);
}

static void pointer_left(GtkEventControllerMotion *controller, gpointer data) {
    knob_view *view = data;
    (void)controller;
    cc_pointer_leave(view->knob);
    after_input(view);
}

static gboolean close_requested(GtkWindow *window, gpointer data) {
    knob_view *view = data;
    (void)window;
    view->quit = TRUE;
    return TRUE;
}

static void attach_controllers(knob_view *view) {
    GtkGesture *drag = gtk_gesture_drag_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(drag), GDK_BUTTON_PRIMARY);
    g_signal_connect(drag, "drag-begin", G_CALLBACK(drag_begin), view);
    g_signal_connect(drag, "drag-update", G_CALLBACK(drag_update), view);
    g_signal_connect(drag, "drag-end", G_CALLBACK(drag_end), view);
    g_signal_connect(drag, "cancel", G_CALLBACK(drag_cancel), view);
    gtk_widget_add_controller(view->area, GTK_EVENT_CONTROLLER(drag));

    GtkEventController *scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
    g_signal_connect(scroll, "scroll", G_CALLBACK(scrolled), view);
    gtk_widget_add_controller(view->area, scroll);

    GtkEventController *keys = gtk_event_controller_key_new();
    g_signal_connect(keys, "key-pressed", G_CALLBACK(key_pressed), view);
    g_signal_connect(keys, "modifiers", G_CALLBACK(modifiers_changed), view);
    gtk_widget_add_controller(view->area, keys);

    GtkEventController *motion = gtk_event_controller_motion_new();
    g_signal_connect(motion, "motion", G_CALLBACK(pointer_moved), view);
    g_signal_connect(motion, "leave", G_CALLBACK(pointer_left), view);
    gtk_widget_add_controller(view->area, motion);
}

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (!gtk_init_check()) {
        fprintf(stderr, "gtk4-knob: cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)\n");
        return 1;
    }
    cc_config config;
    cc_config_init(&config);
    config.max = 100;
    config.arc_start_degrees = -135;
    config.arc_sweep_degrees = 270;
    config.has_initial_value = 1;
    config.initial_value = 50;
    config.has_default_value = 1; /* a double click on the knob goes back to it */
    config.default_value = 50;
    config.background_argb = 0x00000000; /* transparent: the theme's window background shows through */
    config.label = CC_LABEL_PERCENTAGE;
    knob_view view = {0};
    char message[256];
    if (cc_create(&config, &view.knob, message, sizeof message) != CC_OK) {
        fprintf(stderr, "gtk4-knob: %s\n", message);
        return 1;
    }

    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "CircularControl GTK 4 example");
    gtk_window_set_default_size(GTK_WINDOW(window), 260, 260);
    /* The accessible role can only be set at creation. */
    view.area = g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_SLIDER, NULL);
    gtk_accessible_update_property(GTK_ACCESSIBLE(view.area), GTK_ACCESSIBLE_PROPERTY_LABEL, "Level", -1);
    update_accessible(&view);
    gtk_widget_set_focusable(view.area, TRUE);
    gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(view.area), draw, &view, NULL);
    attach_controllers(&view);
    gtk_window_set_child(GTK_WINDOW(window), view.area);
    g_signal_connect(window, "close-request", G_CALLBACK(close_requested), &view);
    gtk_window_present(GTK_WINDOW(window));
    gtk_widget_grab_focus(view.area);

    while (!view.quit) g_main_context_iteration(NULL, TRUE);

    double value = 0;
    cc_get_value(view.knob, &value);
    printf("final value %.6g\n", value);
    gtk_window_destroy(GTK_WINDOW(window));
    if (view.surface != NULL) cairo_surface_destroy(view.surface);
    cc_destroy(view.knob);
    return 0;
}

/*
 * A knob in a GTK 4 window: a widget of its own (KnobWidget, a GtkRange subclass) drawn by CircularControl's C API
 * and fed by GtkGestureDrag, GtkEventControllerScroll, GtkEventControllerKey, GtkEventControllerMotion and
 * GtkEventControllerFocus.
 *
 * Build: cc -o gtk4-knob gtk4-knob.c $(pkg-config --cflags --libs circularcontrol gtk4)
 * Run:   ./gtk4-knob          drag the knob, turn the wheel, use the arrows, Page Up/Down, Home, End;
 *                             Escape cancels a drag, a double click on the knob or 'r' (animated) go back to 50,
 *                             'q' or closing the window quits.
 *
 * The control draws into a cairo image surface (CAIRO_FORMAT_ARGB32 is the control's pixel layout), redrawing only
 * the pixels that changed; the widget's snapshot then paints the surface. The ring follows the widget's size.
 *
 * Gestures (see "Gestures." in circularcontrol.h): every change a person makes lies inside a BEGAN ... ENDED pair.
 * GtkEventControllerKey's key-released (once per held key: GDK asks X for detectable auto-repeat) goes to
 * cc_key_release, which ends a key run once no value key is held; the knob losing the focus (GtkEventControllerFocus)
 * goes to cc_set_keyboard_focus, which ends it too. The wheel goes to cc_wheel_at on g_get_monotonic_time(), so a
 * burst is one gesture; a GLib timeout at cc_get_gesture_deadline (0.5 s after the last turn) calls
 * cc_advance_clock, which ends it without any further input.
 *
 * On standard output it prints "ready KNOB_X KNOB_Y CENTER_X CENTER_Y VALUE" after the first frame (where the knob
 * and the ring's centre are, in device pixels of the toplevel's X window) and a "hidpi ..." line for
 * scripts/compare-hidpi, "value V" after every change (whatever made
 * it: the pointer, a key, the wheel, the animation of 'r', an assistive technology), "gesture began KIND" (drag,
 * wheel, keys, reset, accessibility) and "gesture ended OUTCOME" (committed, cancelled) around a person's changes,
 * and "final value V" on exit, so a script can drive it with xdotool and AT-SPI.
 *
 * Why a GtkRange: screen readers read and set a slider's value through AT-SPI's Value interface. GTK 4.8 (Debian
 * 12) gives that interface only to its own range-like widgets (GtkRange, GtkScaleButton, GtkSpinButton,
 * GtkLevelBar, GtkProgressBar, GtkPaned: gtk/a11y/gtkatspivalue.c); any other widget, even with the slider role and
 * GTK_ACCESSIBLE_PROPERTY_VALUE_*, has no readable value there. GtkAccessibleRange, which lets any widget have it,
 * came with GTK 4.10. So the knob is a GtkRange that keeps the range's look and input out of the way:
 * - GtkRange builds its look from child widgets (a trough holding a slider); they are hidden, so they are not
 *   drawn, not hit by the pointer and not shown to assistive technologies, and the snapshot paints only the knob.
 * - GtkRange's own gestures, scroll controller and key bindings are removed; only the handlers below feed the
 *   control.
 * - Its GtkAdjustment mirrors the library (lower and upper from cc_get_knob_range, step_increment from
 *   cc_get_knob_increment, value from cc_get_value) after every change; GtkRange turns that into the accessible
 *   VALUE_MIN, VALUE_MAX and VALUE_NOW, which GTK's AT-SPI backend serves as MinimumValue, MaximumValue and
 *   CurrentValue.
 * - An assistive technology setting CurrentValue makes GTK call gtk_range_set_value(); the value goes to
 *   cc_set_accessible_value(), which clamps and snaps it (or refuses a NaN or infinite one) and reports it as a
 *   person's change, a gesture of its own, and the adjustment is set back to what the library holds. Changes made
 *   here (a drag, a key, ...) set the adjustment without being sent back.
 *
 * Also: the accessible role slider (GTK 4.8 has no dial role), the label "Level", focusable, and VALUE_TEXT (the
 * knob's label, "50%", from cc_get_value_text), which GTK 4.10 and later serve as the Value interface's Text.
 *
 * Edge cases, with GTK 4.8:
 * - MinimumIncrement is always 0 through AT-SPI (GTK 4.8 answers 0 for it whatever the widget), although the
 *   adjustment's step_increment holds the library's increment (1 here).
 * - No object:property-change:accessible-value event tells assistive technologies of a change: GTK 4.8's AT-SPI
 *   backend sends it for no widget (a GtkScale neither). They read the new value when they ask for it.
 * - A NaN written by an assistive technology never reaches this program: gtk_range_set_value() and
 *   gtk_adjustment_set_value() clamp with comparisons that are false for NaN, which turns it into the upper bound
 *   (100 here). A GTK that passed NaN or an infinity on would see it refused by cc_set_accessible_value() and the
 *   adjustment set back; either way nothing traps.
 */
#include <math.h>
#include <stdio.h>

#include <circularcontrol.h>
#include <gtk/gtk.h>

/* ---------------------------------------------------------------------------------------------------------------- */
/* The knob widget                                                                                                   */
/* ---------------------------------------------------------------------------------------------------------------- */

#define KNOB_TYPE_WIDGET (knob_widget_get_type())
G_DECLARE_FINAL_TYPE(KnobWidget, knob_widget, KNOB, WIDGET, GtkRange)

struct _KnobWidget {
    GtkRange parent_instance;
    cc_control *knob; /* borrowed: whoever created the widget destroys the control after it */
    cairo_surface_t *surface; /* device pixels: the widget's size times its scale factor */
    int scale;                /* the scale factor the surface was made for */
    double drag_start_x, drag_start_y;
    guint32 last_press_time; /* for double clicks, which GtkGestureDrag does not count */
    double last_press_x, last_press_y;
    gboolean syncing; /* TRUE while the adjustment is set from the library: its value change is not sent back */
    gboolean ready_printed;
    guint deadline_source; /* the GLib timeout at the gesture deadline, 0 when none is scheduled */
    double scheduled_deadline;
};

G_DEFINE_TYPE(KnobWidget, knob_widget, GTK_TYPE_RANGE)

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

/* Copies the library's range, increment and value into the GtkRange's adjustment (GtkRange passes them on to
 * assistive technologies as VALUE_MIN, VALUE_MAX and VALUE_NOW), and the value text into VALUE_TEXT. Read from the
 * library every time, never kept here. Called at start and after every change. page_increment and page_size stay
 * 0: GtkRange's own keys, the only users of page_increment, are removed, and a knob has no page. */
static void sync_adjustment(KnobWidget *self) {
    double minimum = 0, maximum = 0, increment = 0, value = 0;
    char *text = value_text(self->knob);
    if (cc_get_knob_range(self->knob, 0, CC_KNOB_SINGLE, &minimum, &maximum) != CC_OK ||
        cc_get_knob_increment(self->knob, 0, CC_KNOB_SINGLE, &increment) != CC_OK ||
        cc_get_value(self->knob, &value) != CC_OK || text == NULL) {
        fprintf(stderr, "gtk4-knob: %s\n", cc_last_error(self->knob));
        g_free(text);
        return;
    }
    self->syncing = TRUE;
    gtk_adjustment_configure(gtk_range_get_adjustment(GTK_RANGE(self)), value, minimum, maximum, increment, 0, 0);
    self->syncing = FALSE;
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
    g_free(text);
}

/* Seconds on the monotonic clock: the clock of the wheel's turns (cc_wheel_at) and of cc_advance_clock. */
static double now_seconds(void) { return g_get_monotonic_time() / 1e6; }

static void schedule_gesture_deadline(KnobWidget *self);

/* Prints the changes the control reported and the gestures around them, passes the changes on to the adjustment,
 * schedules a frame (which redraws only what changed), and a wake-up at the gesture deadline. */
static void after_input(KnobWidget *self) {
    static const char *gestures[] = {"drag", "wheel", "keys", "typed", "reset", "accessibility"};
    cc_event event;
    gboolean changed = FALSE;
    while (cc_poll_event(self->knob, &event) == 1) {
        if (event.kind == CC_EVENT_BEGAN && event.detail >= 0 && event.detail < 6) {
            printf("gesture began %s\n", gestures[event.detail]);
        } else if (event.kind == CC_EVENT_ENDED) {
            printf("gesture ended %s\n", event.detail == CC_OUTCOME_CANCELLED ? "cancelled" : "committed");
        }
        if (event.kind != CC_EVENT_CHANGED) continue;
        printf("value %.6g\n", event.value);
        changed = TRUE;
    }
    if (changed) sync_adjustment(self);
    gtk_widget_queue_draw(GTK_WIDGET(self));
    schedule_gesture_deadline(self);
}

/* The gesture deadline came: the clock moves there, and a wheel burst idle for 0.5 s ends. */
static gboolean gesture_deadline_reached(gpointer data) {
    KnobWidget *self = data;
    self->deadline_source = 0;
    cc_advance_clock(self->knob, now_seconds());
    after_input(self); /* schedules again if the burst goes on (a timeout that came a little early) */
    return G_SOURCE_REMOVE;
}

/* Keeps one GLib timeout at cc_get_gesture_deadline while a wheel burst is under way, none otherwise. */
static void schedule_gesture_deadline(KnobWidget *self) {
    double deadline = 0;
    gboolean due = cc_get_gesture_deadline(self->knob, &deadline) == 1;
    if (self->deadline_source != 0 && due && deadline == self->scheduled_deadline) return;
    if (self->deadline_source != 0) g_source_remove(self->deadline_source);
    self->deadline_source = 0;
    if (!due) return;
    double wait = (deadline - now_seconds()) * 1000; /* rounded up: waking early would only wait again */
    self->deadline_source = g_timeout_add(wait <= 0 ? 0 : (guint)wait + 1, gesture_deadline_reached, self);
    self->scheduled_deadline = deadline;
}

/* GtkRange's value-changed, run whenever the adjustment's value changes. Ours (sync_adjustment) are skipped; any
 * other comes from outside, in practice an assistive technology: GTK's AT-SPI backend answers a write of
 * CurrentValue with gtk_range_set_value(), a person's change (cc_set_accessible_value: a gesture of its own). The
 * library decides what the value becomes (clamped into the range, snapped to the step; NaN or infinite refused with
 * CC_ERROR_NOT_FINITE, changing nothing), and the adjustment is then set back to it, also when the library kept its
 * value (50.2 snapped to 50 changes nothing and reports no event, but the adjustment must not stay at 50.2).
 * GtkRange also makes its first adjustment while the widget is constructed, before it has a control: that change
 * has nothing to go to. */
static void knob_widget_value_changed(GtkRange *range) {
    KnobWidget *self = KNOB_WIDGET(range);
    if (self->syncing || self->knob == NULL) return;
    if (cc_set_accessible_value(self->knob, 0, CC_KNOB_SINGLE, gtk_range_get_value(range)) != CC_OK) {
        fprintf(stderr, "gtk4-knob: value refused: %s\n", cc_last_error(self->knob));
    }
    after_input(self);
    sync_adjustment(self);
}

/* The ring's radius and line width in a widget of width x height logical pixels. */
static double ring_radius(int width, int height) { return fmax(4, fmin(width, height) / 2.0 - 24); }
static double ring_line_width(int width, int height) { return fmax(2, ring_radius(width, height) / 5); }

/* Prints where the knob is in the toplevel's surface, once, in the window's device pixels (X's, xdotool's); then the
 * "hidpi" line scripts/compare-hidpi reads: the scale, the widget's origin in the window and its size, and what the
 * control draws (its geometry, range, arc, value, background and label), in logical pixels. */
static void print_ready(KnobWidget *self) {
    GtkWidget *widget = GTK_WIDGET(self);
    cc_state state;
    cc_get_state(self->knob, &state);
    GtkNative *native = gtk_widget_get_native(widget);
    graphene_point_t knob = GRAPHENE_POINT_INIT((float)state.knob_x, (float)state.knob_y), knob_out;
    graphene_point_t center = GRAPHENE_POINT_INIT(gtk_widget_get_width(widget) / 2.0f,
                                                  gtk_widget_get_height(widget) / 2.0f), center_out;
    double surface_x = 0, surface_y = 0;
    if (!gtk_widget_compute_point(widget, GTK_WIDGET(native), &knob, &knob_out) ||
        !gtk_widget_compute_point(widget, GTK_WIDGET(native), &center, &center_out)) {
        return;
    }
    gtk_native_get_surface_transform(native, &surface_x, &surface_y);
    int scale = self->scale;
    printf("ready %.0f %.0f %.0f %.0f %.6g\n", (knob_out.x + surface_x) * scale, (knob_out.y + surface_y) * scale,
           (center_out.x + surface_x) * scale, (center_out.y + surface_y) * scale, state.value);
    graphene_point_t origin = GRAPHENE_POINT_INIT(0, 0), origin_out;
    if (gtk_widget_compute_point(widget, GTK_WIDGET(native), &origin, &origin_out)) {
        int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
        printf("hidpi %d %.6g %.6g %d %d %.6g %.6g %.6g %.6g 0 100 -135 270 %.6g 0x00000000 %d\n", scale,
               origin_out.x + surface_x, origin_out.y + surface_y, width, height, width / 2.0, height / 2.0,
               ring_radius(width, height), ring_line_width(width, height), state.value, CC_LABEL_PERCENTAGE);
    }
    self->ready_printed = TRUE;
}

/* Fits the ring to the widget, lets the control update its surface, paints it. GtkRange's own snapshot (its trough
 * and slider) is not chained up to.
 *
 * HiDPI: the control works in the widget's logical pixels (its geometry, and the pointer positions GTK reports) and
 * draws into a surface of device pixels, the widget's scale factor times larger (cc_set_scale); the surface's device
 * scale tells cairo so, and it is painted at the widget's logical size, pixel for pixel on the screen. A new scale
 * (the window moved to another monitor, GDK_SCALE) makes a new surface (notify::scale-factor queues the redraw). */
static void knob_widget_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    KnobWidget *self = KNOB_WIDGET(widget);
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    if (width <= 0 || height <= 0) return; /* not allocated yet: nothing to draw into */
    int scale = gtk_widget_get_scale_factor(widget);
    int flags = CC_RENDER_DAMAGE_ONLY;
    if (self->surface == NULL || self->scale != scale ||
        cairo_image_surface_get_width(self->surface) != width * scale ||
        cairo_image_surface_get_height(self->surface) != height * scale) {
        if (self->surface != NULL) cairo_surface_destroy(self->surface);
        self->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width * scale, height * scale);
        cairo_surface_set_device_scale(self->surface, scale, scale);
        self->scale = scale;
        if (cc_set_scale(self->knob, scale) != CC_OK ||
            cc_set_geometry(self->knob, width / 2.0, height / 2.0, ring_radius(width, height),
                            ring_line_width(width, height)) != CC_OK) {
            fprintf(stderr, "gtk4-knob: %s\n", cc_last_error(self->knob));
        }
        flags = CC_RENDER_FULL;
    }
    cairo_surface_flush(self->surface);
    cc_rect damage;
    if (cc_render(self->knob, cairo_image_surface_get_data(self->surface), width * scale, height * scale,
                  cairo_image_surface_get_stride(self->surface), flags, &damage) == CC_OK) {
        cairo_surface_mark_dirty_rectangle(self->surface, damage.x, damage.y, damage.width, damage.height);
    }
    cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &GRAPHENE_RECT_INIT(0, 0, width, height));
    cairo_set_source_surface(cr, self->surface, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
    if (!self->ready_printed) print_ready(self);
}

/* The size it asks for; the window's default size (260 x 260) gives it more. Not GtkRange's: that is its
 * trough's, which is hidden. */
static void knob_widget_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                int *natural, int *minimum_baseline, int *natural_baseline) {
    (void)widget;
    (void)orientation;
    (void)for_size;
    *minimum = 64;
    *natural = 160;
    *minimum_baseline = *natural_baseline = -1;
}

/* 2 when this press follows the last one within the double-click time and distance of the settings, else 1. */
static int click_count(KnobWidget *self, GtkGestureDrag *gesture, double x, double y) {
    int double_click_time = 400, double_click_distance = 5;
    g_object_get(gtk_widget_get_settings(GTK_WIDGET(self)), "gtk-double-click-time", &double_click_time,
                 "gtk-double-click-distance", &double_click_distance, NULL);
    guint32 time = gtk_event_controller_get_current_event_time(GTK_EVENT_CONTROLLER(gesture));
    int count = self->last_press_time != 0 && time - self->last_press_time <= (guint32)double_click_time &&
                fabs(x - self->last_press_x) <= double_click_distance &&
                fabs(y - self->last_press_y) <= double_click_distance ? 2 : 1;
    self->last_press_time = count == 2 ? 0 : time;
    self->last_press_x = x;
    self->last_press_y = y;
    return count;
}

static void drag_begin(GtkGestureDrag *gesture, double x, double y, gpointer data) {
    KnobWidget *self = data;
    self->drag_start_x = x;
    self->drag_start_y = y;
    gtk_widget_grab_focus(GTK_WIDGET(self));
    cc_pointer_down(self->knob, x, y, current_modifiers(gesture), click_count(self, gesture, x, y));
    after_input(self);
}

static void drag_update(GtkGestureDrag *gesture, double offset_x, double offset_y, gpointer data) {
    KnobWidget *self = data;
    cc_pointer_move(self->knob, self->drag_start_x + offset_x, self->drag_start_y + offset_y,
                    current_modifiers(gesture));
    after_input(self);
}

static void drag_end(GtkGestureDrag *gesture, double offset_x, double offset_y, gpointer data) {
    KnobWidget *self = data;
    cc_pointer_up(self->knob, self->drag_start_x + offset_x, self->drag_start_y + offset_y,
                  current_modifiers(gesture));
    after_input(self);
}

/* Another gesture took the pointer (or the grab broke): the drag is cancelled as Escape would. */
static void drag_cancel(GtkGesture *gesture, GdkEventSequence *sequence, gpointer data) {
    KnobWidget *self = data;
    (void)gesture;
    (void)sequence;
    cc_key(self->knob, CC_KEY_ESCAPE, CC_MODIFIER_NONE);
    after_input(self);
}

static gboolean scrolled(GtkEventControllerScroll *controller, double dx, double dy, gpointer data) {
    KnobWidget *self = data;
    (void)dx;
    /* GTK's dy grows downwards. The turn's time on the monotonic clock: a burst of turns is one gesture. */
    cc_wheel_at(self->knob, -dy, current_modifiers(controller), now_seconds());
    after_input(self);
    return TRUE;
}

static gboolean animation_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    KnobWidget *self = data;
    (void)widget;
    cc_advance_animation(self->knob, gdk_frame_clock_get_frame_time(clock) / 1e6);
    after_input(self);
    cc_state state;
    cc_get_state(self->knob, &state);
    return state.animating ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static gboolean key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                            gpointer data) {
    KnobWidget *self = data;
    (void)controller;
    (void)keycode;
    if (keyval == GDK_KEY_q) {
        /* The window's close-request (see main) ends the program. */
        gtk_window_close(GTK_WINDOW(gtk_widget_get_root(GTK_WIDGET(self))));
        return TRUE;
    }
    if (keyval == GDK_KEY_r) {
        GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(self));
        double now = clock != NULL ? gdk_frame_clock_get_frame_time(clock) / 1e6 : 0;
        cc_set_value(self->knob, 50, 1, now);
        gtk_widget_add_tick_callback(GTK_WIDGET(self), animation_tick, self, NULL);
        return TRUE;
    }
    int key = key_from(keyval);
    if (key < 0) return FALSE;
    cc_key(self->knob, key, modifiers_from(state));
    after_input(self);
    return TRUE;
}

/* A key came up (once, however long it was held): the last value key held ends the key gesture. */
static void key_released(GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                         gpointer data) {
    KnobWidget *self = data;
    (void)controller;
    (void)keycode;
    (void)state;
    int key = key_from(keyval);
    if (key < 0) return;
    cc_key_release(self->knob, key);
    after_input(self);
}

/* The knob gained or lost the keyboard focus (within the window, or the window's own): losing it ends a key run,
 * whose key releases then go elsewhere, and hides the focus ring. */
static void focus_entered(GtkEventControllerFocus *controller, gpointer data) {
    KnobWidget *self = data;
    (void)controller;
    cc_set_keyboard_focus(self->knob, 1);
    after_input(self);
}

static void focus_left(GtkEventControllerFocus *controller, gpointer data) {
    KnobWidget *self = data;
    (void)controller;
    cc_set_keyboard_focus(self->knob, 0);
    after_input(self);
}

static gboolean modifiers_changed(GtkEventControllerKey *controller, GdkModifierType state, gpointer data) {
    KnobWidget *self = data;
    (void)controller;
    cc_modifiers_changed(self->knob, modifiers_from(state));
    return FALSE;
}

/* Hover: the knob's look follows the pointer when no drag is under way (the drag gesture feeds moves then). */
static void pointer_moved(GtkEventControllerMotion *controller, double x, double y, gpointer data) {
    KnobWidget *self = data;
    cc_state state;
    cc_get_state(self->knob, &state);
    if (state.drag_phase != CC_DRAG_IDLE) return;
    cc_pointer_move(self->knob, x, y, current_modifiers(controller));
    after_input(self);
}

static void pointer_left(GtkEventControllerMotion *controller, gpointer data) {
    KnobWidget *self = data;
    (void)controller;
    cc_pointer_leave(self->knob);
    after_input(self);
}

/* Removes every event controller the widget has now: GtkRange's click, drag and long-press gestures, its key and
 * scroll controllers, and the controller of its class's key bindings (arrows, Page Up/Down, Home, End). They are
 * collected first, as the observed list changes with each removal. */
static void remove_controllers(GtkWidget *widget) {
    GListModel *observed = gtk_widget_observe_controllers(widget);
    guint count = g_list_model_get_n_items(observed);
    GPtrArray *controllers = g_ptr_array_new_full(count, g_object_unref);
    for (guint i = 0; i < count; i++) g_ptr_array_add(controllers, g_list_model_get_item(observed, i));
    g_object_unref(observed);
    for (guint i = 0; i < controllers->len; i++) {
        gtk_widget_remove_controller(widget, GTK_EVENT_CONTROLLER(g_ptr_array_index(controllers, i)));
    }
    g_ptr_array_unref(controllers);
}

static void attach_controllers(KnobWidget *self) {
    GtkWidget *widget = GTK_WIDGET(self);
    GtkGesture *drag = gtk_gesture_drag_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(drag), GDK_BUTTON_PRIMARY);
    g_signal_connect(drag, "drag-begin", G_CALLBACK(drag_begin), self);
    g_signal_connect(drag, "drag-update", G_CALLBACK(drag_update), self);
    g_signal_connect(drag, "drag-end", G_CALLBACK(drag_end), self);
    g_signal_connect(drag, "cancel", G_CALLBACK(drag_cancel), self);
    gtk_widget_add_controller(widget, GTK_EVENT_CONTROLLER(drag));

    GtkEventController *scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
    g_signal_connect(scroll, "scroll", G_CALLBACK(scrolled), self);
    gtk_widget_add_controller(widget, scroll);

    GtkEventController *keys = gtk_event_controller_key_new();
    g_signal_connect(keys, "key-pressed", G_CALLBACK(key_pressed), self);
    g_signal_connect(keys, "key-released", G_CALLBACK(key_released), self);
    g_signal_connect(keys, "modifiers", G_CALLBACK(modifiers_changed), self);
    gtk_widget_add_controller(widget, keys);

    GtkEventController *focus = gtk_event_controller_focus_new();
    g_signal_connect(focus, "enter", G_CALLBACK(focus_entered), self);
    g_signal_connect(focus, "leave", G_CALLBACK(focus_left), self);
    gtk_widget_add_controller(widget, focus);

    GtkEventController *motion = gtk_event_controller_motion_new();
    g_signal_connect(motion, "motion", G_CALLBACK(pointer_moved), self);
    g_signal_connect(motion, "leave", G_CALLBACK(pointer_left), self);
    gtk_widget_add_controller(widget, motion);
}

/* After GtkRange's constructed, which adds its scroll controller (its other controllers come from its init). */
static void knob_widget_constructed(GObject *object) {
    G_OBJECT_CLASS(knob_widget_parent_class)->constructed(object);
    KnobWidget *self = KNOB_WIDGET(object);
    GtkWidget *widget = GTK_WIDGET(self);
    remove_controllers(widget);
    attach_controllers(self);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        gtk_widget_set_visible(child, FALSE); /* GtkRange's trough (and the slider in it) */
    }
    gtk_widget_set_focusable(widget, TRUE);
    g_signal_connect(widget, "notify::scale-factor", G_CALLBACK(gtk_widget_queue_draw), NULL);
}

static void knob_widget_finalize(GObject *object) {
    KnobWidget *self = KNOB_WIDGET(object);
    if (self->deadline_source != 0) g_source_remove(self->deadline_source);
    if (self->surface != NULL) cairo_surface_destroy(self->surface);
    G_OBJECT_CLASS(knob_widget_parent_class)->finalize(object);
}

static void knob_widget_init(KnobWidget *self) {
    (void)self; /* everything is set up in constructed and knob_widget_new */
}

static void knob_widget_class_init(KnobWidgetClass *class) {
    G_OBJECT_CLASS(class)->constructed = knob_widget_constructed;
    G_OBJECT_CLASS(class)->finalize = knob_widget_finalize;
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(class);
    widget_class->snapshot = knob_widget_snapshot;
    widget_class->measure = knob_widget_measure;
    gtk_widget_class_set_css_name(widget_class, "knob"); /* not "range": no theme styles GtkRange's parts here */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);
    GTK_RANGE_CLASS(class)->value_changed = knob_widget_value_changed;
}

/* A knob widget showing `knob` (borrowed: destroy the control after the widget), named `label` for assistive
 * technologies. */
static GtkWidget *knob_widget_new(cc_control *knob, const char *label) {
    KnobWidget *self = g_object_new(KNOB_TYPE_WIDGET, NULL);
    self->knob = knob;
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    sync_adjustment(self);
    return GTK_WIDGET(self);
}

/* ---------------------------------------------------------------------------------------------------------------- */
/* The program                                                                                                       */
/* ---------------------------------------------------------------------------------------------------------------- */

static gboolean close_requested(GtkWindow *window, gpointer data) {
    gboolean *quit = data;
    (void)window;
    *quit = TRUE;
    return TRUE;
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
    cc_control *knob = NULL;
    char message[256];
    if (cc_create(&config, &knob, message, sizeof message) != CC_OK) {
        fprintf(stderr, "gtk4-knob: %s\n", message);
        return 1;
    }

    gboolean quit = FALSE;
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "CircularControl GTK 4 example");
    gtk_window_set_default_size(GTK_WINDOW(window), 260, 260);
    GtkWidget *knob_widget = knob_widget_new(knob, "Level");
    gtk_window_set_child(GTK_WINDOW(window), knob_widget);
    g_signal_connect(window, "close-request", G_CALLBACK(close_requested), &quit);
    gtk_window_present(GTK_WINDOW(window));
    gtk_widget_grab_focus(knob_widget);

    while (!quit) g_main_context_iteration(NULL, TRUE);

    double value = 0;
    cc_get_value(knob, &value);
    printf("final value %.6g\n", value);
    gtk_window_destroy(GTK_WINDOW(window));
    cc_destroy(knob);
    return 0;
}

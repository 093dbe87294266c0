"""Panels through the Python binding: several controls in one handle, ranges, touch, focus and Tab, typed text into
the focused knob, events with their control and knob, and the linear drag kept in place on a panel's control.

Geometry: every control has the library's default ring (radius 80) on its own centre, so a control at centre
(cx, 100) has its 12 o'clock at (cx, 20), 3 o'clock at (cx + 80, 100), 9 o'clock at (cx - 80, 100); on a full
circle of 0 ... 100 a quarter turn is 25.
"""

import math

import pytest

import circularcontrol as cc

START, END, SINGLE = cc.Knob.START, cc.Knob.END, cc.Knob.SINGLE


def mixer():
    """Control 0: a range 20 ... 70 of 0 ... 100 at centre (100, 100); control 1: a single knob of 0 ... 100 at
    (300, 100) starting at 0; control 2: a range 2 ... 8 of 0 ... 10 at (500, 100), at least 1 apart."""
    panel = cc.Range(20, 70, max=100, label=cc.Label.PERCENTAGE)
    assert panel.add_control(max=100, center_x=300) == 1
    assert panel.add_range(2, 8, minimum_distance=1, max=10, center_x=500) == 2
    return panel


def brief(events):
    """Events as (control, knob name, kind name, detail name) tuples, for comparing sequences."""
    return [(event.control, event.knob.name, event.kind.name, event.detail.name) for event in events]


def test_controls_are_added_with_their_index_and_keep_their_own_values():
    panel = mixer()
    assert panel.control_count == 3
    assert panel.values == (20, 70)
    assert panel.knob_value(1) == 0
    assert (panel.knob_value(2, START), panel.knob_value(2, END)) == (2, 8)
    assert panel.knob_state(1).knob_position == pytest.approx((300, 20))
    assert panel.control_label_text(0) == "20\u201370%"  # a range's label, with an en dash
    assert panel.control_label_text(1) == ""
    assert panel.knob_value_text(0, END) == "20\u201370%"
    assert panel.knob_value_text(2, START) == "2"


def test_a_drag_goes_to_the_control_under_the_press_and_its_events_name_it():
    panel = mixer()
    panel.pointer_down(300, 20)  # control 1's knob at 12 o'clock
    assert panel.knob_gesture(1) is cc.Gesture.DRAG
    assert panel.knob_gesture(0, START) is None
    panel.pointer_move(380, 100)  # a quarter turn round control 1
    panel.pointer_up(380, 100)
    assert panel.knob_value(1) == pytest.approx(25)
    assert panel.values == (20, 70)
    events = panel.knob_events()
    assert brief(events) == [(1, "SINGLE", "BEGAN", "DRAG"), (1, "SINGLE", "CHANGED", "POINTER"),
                             (1, "SINGLE", "ENDED", "COMMITTED")]
    assert events[1].value == pytest.approx(25)
    assert events[1].event == cc.Event(cc.EventKind.CHANGED, cc.Source.POINTER, events[1].value)
    assert panel.knob_gesture(1) is None


def test_a_press_on_a_range_knob_drags_that_knob_only():
    panel = cc.Range(20, 70, max=100)
    panel.pointer_down(*panel.knob_state(0, END).knob_position)
    panel.pointer_move(20, 100)  # 9 o'clock: 75
    panel.pointer_up(20, 100)
    assert panel.start == 20 and panel.end == pytest.approx(75)
    assert {(event.control, event.knob) for event in panel.knob_events()} == {(0, END)}


def test_a_range_keeps_its_order_and_minimum_distance_and_its_knobs_limits_follow():
    panel = cc.Range(20, 70, 10, max=100)
    assert panel.knob_range(0, START) == (0, 60)  # up to the end knob less the minimum distance
    assert panel.knob_range(0, END) == (30, 100)
    panel.start = 95  # pushes the end knob to max, and stops 10 below it
    assert panel.values == (90, 100)
    assert panel.knob_range(0, END) == (100, 100)
    panel.end = 5
    assert panel.values == (0, 10)
    with pytest.raises(cc.CircularControlError) as error:
        panel.set_knob_value(0, START, 50, animated=True)  # a range does not animate
    assert error.value.status == cc.Status.INVALID_ARGUMENT
    assert panel.values == (0, 10)


def test_an_accessible_value_on_a_range_knob_is_clamped_without_pushing_the_other():
    panel = cc.Range(20, 70, 10, max=100)
    panel.set_knob_accessible_value(0, START, 95)
    assert panel.values == (60, 70)
    assert brief(panel.knob_events()) == [(0, "START", "BEGAN", "ACCESSIBILITY"),
                                          (0, "START", "CHANGED", "ACCESSIBILITY"),
                                          (0, "START", "ENDED", "COMMITTED")]


def test_two_fingers_drag_a_range_s_two_knobs_at_once_each_by_its_touch_id():
    panel = cc.Range(20, 70, max=100)
    first, second = 2 ** 40, -1  # any 64-bit ids
    panel.touch_down(first, *panel.knob_state(0, START).knob_position)
    panel.touch_down(second, *panel.knob_state(0, END).knob_position)
    assert panel.knob_gesture(0, START) is cc.Gesture.DRAG and panel.knob_gesture(0, END) is cc.Gesture.DRAG
    panel.touch_move(first, 180, 100)  # 3 o'clock: 25
    panel.touch_move(second, 20, 100)  # 9 o'clock: 75
    panel.touch_up(first, 180, 100)
    assert panel.knob_gesture(0, START) is None and panel.knob_gesture(0, END) is cc.Gesture.DRAG
    panel.touch_up(second, 20, 100)
    assert panel.values == pytest.approx((25, 75))
    assert brief(panel.knob_events()) == [
        (0, "START", "BEGAN", "DRAG"), (0, "END", "BEGAN", "DRAG"),
        (0, "START", "CHANGED", "POINTER"), (0, "END", "CHANGED", "POINTER"),
        (0, "START", "ENDED", "COMMITTED"), (0, "END", "ENDED", "COMMITTED"),
    ]
    assert panel.linear_drag_anchor is None  # touch never takes part in the drag kept in place


def test_fingers_on_two_controls_drag_each_its_own_and_an_unknown_finger_does_nothing():
    panel = mixer()
    panel.touch_down(1, 300, 20)
    panel.touch_down(2, *panel.knob_state(0, START).knob_position)
    panel.touch_move(3, 0, 0)  # a finger that holds nothing
    panel.touch_move(1, 380, 100)
    panel.touch_up(1, 380, 100)
    panel.touch_up(2, *panel.knob_state(0, START).knob_position)
    assert panel.knob_value(1) == pytest.approx(25)
    assert panel.values == (20, 70)


def test_touch_ids_beyond_64_bits_and_wrong_types_are_refused_before_c():
    panel = mixer()
    with pytest.raises(ValueError):
        panel.touch_down(2 ** 63, 300, 20)
    with pytest.raises(TypeError):
        panel.touch_down(1.0, 300, 20)
    with pytest.raises(cc.CircularControlError) as error:
        panel.touch_down(1, math.nan, 20)
    assert error.value.status == cc.Status.NOT_FINITE
    assert panel.knob_gesture(1) is None and panel.knob_events() == []


def test_tab_visits_every_knob_in_the_order_added_a_range_s_start_before_its_end():
    panel = mixer()
    order = [(0, START), (0, END), (1, SINGLE), (2, START), (2, END)]
    assert panel.focus == order[0]
    visited = []
    for _ in range(5):
        panel.key(cc.Key.TAB)
        visited.append(panel.focus)
    assert visited == order[1:] + order[:1]  # round from the last to the first
    panel.key(cc.Key.TAB, cc.Modifier.SHIFT)
    assert panel.focus == (2, END)
    assert panel.focus.control == 2 and panel.focus.knob is END
    assert panel.move_focus(cc.FocusDirection.PREVIOUS) is True
    assert panel.focus == (2, START)
    assert panel.move_focus() is True
    assert panel.focus == (2, END)


def test_keys_move_only_the_focused_knob():
    panel = mixer()
    panel.move_focus()  # (0, END)
    panel.key(cc.Key.RIGHT)
    panel.key_release(cc.Key.RIGHT)
    assert panel.values == (20, 71)
    panel.move_focus()  # (1, SINGLE)
    panel.key(cc.Key.END)
    assert panel.knob_value(1) == 100
    assert panel.values == (20, 71)
    panel.move_focus()  # (2, START): may not pass the end knob less the minimum distance
    panel.key(cc.Key.END)
    assert (panel.knob_value(2, START), panel.knob_value(2, END)) == (7, 8)


def test_moving_the_focus_ends_the_key_gesture_of_the_knob_that_had_it():
    panel = mixer()
    panel.key(cc.Key.RIGHT)  # held: no release
    panel.move_focus()
    assert brief(panel.knob_events()) == [(0, "START", "BEGAN", "KEYS"), (0, "START", "CHANGED", "KEY"),
                                          (0, "START", "ENDED", "COMMITTED")]


def test_a_panel_of_one_knob_keeps_the_focus():
    panel = cc.Control()
    assert panel.move_focus() is False
    panel.key(cc.Key.TAB)
    assert panel.focus == (0, SINGLE)


def test_the_focus_is_handed_out_past_the_ends_and_comes_back_at_either_end():
    panel = mixer()
    panel.set_hands_focus_out(True)
    assert panel.take_focus_exit() is None
    panel.key(cc.Key.TAB, cc.Modifier.SHIFT)  # before the first knob: out, backwards
    assert panel.take_focus_exit() is cc.FocusDirection.PREVIOUS
    assert panel.take_focus_exit() is None  # taking it cleared it
    panel.focus_enter(cc.FocusDirection.PREVIOUS)
    assert panel.focus == (2, END)
    panel.key(cc.Key.TAB)  # past the last: out, forwards
    assert panel.take_focus_exit() is cc.FocusDirection.NEXT
    panel.focus_enter(cc.FocusDirection.NEXT)
    assert panel.focus == (0, START)
    with pytest.raises(cc.CircularControlError) as error:
        panel.focus_enter(7)
    assert error.value.status == cc.Status.UNKNOWN_ENUM
    panel.set_hands_focus_out(False)
    panel.key(cc.Key.TAB, cc.Modifier.SHIFT)
    assert panel.focus == (2, END) and panel.take_focus_exit() is None


def test_typed_text_goes_into_the_focused_control():
    panel = mixer()
    panel.move_focus()
    panel.move_focus()  # (1, SINGLE)
    for character in "75":
        panel.type_text(character)
    assert panel.knob_events() == []  # nothing changes before Enter
    panel.key(cc.Key.ENTER)
    assert panel.knob_value(1) == 75 and panel.values == (20, 70)
    assert panel.knob_events() == [cc.KnobEvent(1, SINGLE, cc.EventKind.BEGAN, cc.Gesture.TYPED, 75),
                                   cc.KnobEvent(1, SINGLE, cc.EventKind.CHANGED, cc.Source.TYPED, 75),
                                   cc.KnobEvent(1, SINGLE, cc.EventKind.ENDED, cc.Outcome.COMMITTED, 75)]


def test_typed_text_into_a_range_knob_reads_as_its_percentage_and_stays_within_its_limits():
    panel = mixer()
    panel.move_focus()  # (0, END), under a percentage label
    panel.type_text("8")
    panel.type_text("0%")
    panel.key(cc.Key.ENTER)
    assert panel.values == (20, 80)
    panel.move_focus(cc.FocusDirection.PREVIOUS)  # (0, START)
    for character in "95":
        panel.type_text(character)
    panel.key(cc.Key.ENTER)
    assert panel.values == (80, 80)  # the start knob stops at the end knob
    assert [event.knob for event in panel.knob_events() if event.kind == cc.EventKind.CHANGED] == [END, START]


def test_escape_cancels_an_entry_and_backspace_edits_it():
    panel = mixer()
    panel.move_focus()
    panel.move_focus()  # (1, SINGLE)
    panel.type_text("9")
    panel.key(cc.Key.ESCAPE)
    panel.key(cc.Key.ENTER)  # opens a new entry with the value as shown, selected
    panel.type_text("4")
    panel.type_text("2")
    panel.type_text("7")
    panel.key(cc.Key.BACKSPACE)
    panel.key(cc.Key.ENTER)
    assert panel.knob_value(1) == 42


def test_a_panel_s_values_are_formatted_and_parsed_per_knob():
    panel = mixer()
    assert panel.format_knob_value(0, START, 40) == "40%"
    assert panel.parse_knob_value(0, END, "40") == 40
    assert panel.format_knob_value(2, START, 2.5) == panel.format_control_value(2, 2.5)
    assert panel.parse_knob_value(2, START, " 2.5 ") == 2.5
    assert panel.parse_value("-1.5") == -1.5
    with pytest.raises(cc.CircularControlError) as error:
        panel.parse_knob_value(0, START, "forty")
    assert error.value.status == cc.Status.UNPARSABLE


def test_the_wheel_turns_the_control_under_the_pointer_and_focuses_it():
    panel = mixer()
    panel.pointer_move(300, 180)  # over control 1's track at 6 o'clock
    panel.wheel(1)
    assert panel.knob_value(1) == 1
    assert panel.focus == (1, SINGLE)
    assert panel.knob_increment(1) == 1 and panel.knob_increment(2, START) == pytest.approx(0.1)


def test_a_control_can_be_moved_and_resized_on_its_own():
    panel = mixer()
    panel.set_knob_value(1, SINGLE, 25)
    panel.set_control_geometry(1, 300, 300, 50, 10)
    assert panel.knob_state(1).knob_position == pytest.approx((350, 300))  # 3 o'clock of the new ring
    assert panel.knob_value(1) == 25
    assert panel.knob_state(0, START).knob_position == pytest.approx(
        (100 + 80 * math.sin(0.4 * math.pi), 100 - 80 * math.cos(0.4 * math.pi)))  # control 0 did not move
    with pytest.raises(cc.CircularControlError) as error:
        panel.set_control_geometry(1, 300, 300, 50, 101)  # wider than the ring
    assert error.value.status == cc.Status.INVALID_CONFIG


def test_a_single_knob_of_a_panel_animates_from_the_program():
    panel = mixer()
    panel.set_knob_value(1, SINGLE, 100, animated=True, time=1.0)
    assert panel.knob_state(1).animating
    panel.advance_animation(100.0)
    assert panel.knob_value(1) == 100 and not panel.knob_state(1).animating
    assert {(event.control, event.kind, event.detail) for event in panel.knob_events()} == {
        (1, cc.EventKind.CHANGED, cc.Source.PROGRAM)}


def test_the_linear_drag_of_a_panel_s_second_control_is_kept_in_place():
    panel = mixer()
    index = panel.add_control(max=100, center_x=700, linear_drag=cc.LinearDrag.VERTICAL, linear_drag_distance=200)
    assert panel.linear_drag_anchor is None
    panel.pointer_down(700.4, 20.4)  # on its knob (value 0, 12 o'clock)
    assert panel.linear_drag_anchor == (700, 20)
    panel.pointer_move(700.4, 0.4)  # 20 px up
    panel.pointer_warped(700, 20)  # the warp back landed: no travel
    panel.pointer_move_by(0, -30)  # 30 px of the device's own motion
    panel.pointer_warped(700, 20)
    assert panel.knob_value(index) == pytest.approx(50 / 200 * 100)
    panel.key(cc.Key.ESCAPE)  # cancels: back to 0, and the drag is over
    assert panel.linear_drag_anchor is None
    assert panel.knob_value(index) == 0
    assert panel.linear_drag_knob == pytest.approx(panel.knob_state(index).knob_position)
    assert brief(panel.knob_events())[-1] == (index, "SINGLE", "ENDED", "CANCELLED")


def test_click_counts_for_hosts_without_them():
    panel = mixer()
    assert panel.count_click(300, 20, 1.0) == 1
    assert panel.count_click(301, 21, 1.3) == 2  # within 0.4 s and 4 px
    assert panel.count_click(301, 21, 1.5) == 3
    assert panel.count_click(320, 21, 1.6) == 1  # too far
    assert panel.count_click(320, 21, 0.5) == 1  # time went back
    assert panel.count_click(320, 21, math.nan) == 1


def test_a_double_click_counted_by_the_library_resets_a_panel_s_knob():
    panel = cc.Panel(max=100, initial_value=50)
    index = panel.add_control(max=100, center_x=300, default_value=30, initial_value=80)
    x, y = panel.knob_state(index).knob_position
    panel.pointer_down(x, y, click_count=panel.count_click(x, y, 10.0))
    panel.pointer_up(x, y)
    panel.pointer_down(x, y, click_count=panel.count_click(x, y, 10.2))
    panel.pointer_up(x, y)
    assert panel.knob_value(index) == 30 and panel.knob_value(0) == 50
    assert (index, "SINGLE", "BEGAN", "RESET") in brief(panel.knob_events())


def test_a_full_queue_drops_the_oldest_events_and_counts_them():
    panel = cc.Control(max=1000)
    for value in range(1, 301):
        panel.value = value
    events = panel.knob_events()
    assert len(events) == 256 and events[-1].value == 300 and events[0].value == 45
    assert panel.dropped_events() == 44
    assert panel.dropped_events() == 0


def test_events_carry_the_enumerations_their_kind_gives_their_detail():
    panel = cc.Control(max=100, turn_mode=cc.TurnMode.WRAPPING, initial_value=90)
    panel.pointer_down(*panel.state.knob_position)
    panel.pointer_move(80, 21)  # across 12 o'clock, clockwise
    panel.pointer_move(120, 21)
    panel.pointer_up(120, 21)
    wrapped = [event for event in panel.knob_events() if event.kind == cc.EventKind.WRAPPED]
    assert [event.detail for event in wrapped] == [cc.Wrap.FORWARD]
    clamped = cc.Control(max=100, initial_value=90)
    clamped.pointer_down(*clamped.state.knob_position)
    clamped.pointer_move(80, 21)
    clamped.pointer_move(120, 21)
    assert clamped.state.drag_phase is cc.DragPhase.PINNED and clamped.state.pinned_end is cc.End.MAXIMUM
    pinned = [event for event in clamped.knob_events() if event.kind == cc.EventKind.PINNED]
    assert [event.detail for event in pinned] == [cc.End.MAXIMUM]
    assert clamped.hit_test(*clamped.state.knob_position) is cc.Region.KNOB
    assert clamped.hit_test(100, 100) is cc.Region.INSIDE


@pytest.mark.parametrize("call, status", [
    (lambda panel: panel.knob_state(3), cc.Status.INVALID_ARGUMENT),  # no control 3
    (lambda panel: panel.knob_state(0, SINGLE), cc.Status.INVALID_ARGUMENT),  # control 0 is a range
    (lambda panel: panel.knob_state(1, START), cc.Status.INVALID_ARGUMENT),  # control 1 is a single knob
    (lambda panel: panel.knob_range(0, 7), cc.Status.UNKNOWN_ENUM),
    (lambda panel: panel.set_knob_value(1, SINGLE, math.inf), cc.Status.NOT_FINITE),
    (lambda panel: panel.knob_gesture(-1), cc.Status.INVALID_ARGUMENT),
    (lambda panel: panel.move_focus(2), cc.Status.UNKNOWN_ENUM),
    (lambda panel: panel.add_range(0, 1, turn_mode=cc.TurnMode.WRAPPING), cc.Status.INVALID_CONFIG),
    (lambda panel: panel.add_range(0, 1, minimum_distance=2), cc.Status.INVALID_CONFIG),
    (lambda panel: panel.add_control(min=5, max=1), cc.Status.INVALID_CONFIG),
    (lambda panel: panel.format_control_value(9, 1), cc.Status.INVALID_ARGUMENT),
])
def test_what_the_library_refuses_raises_and_changes_nothing(call, status):
    panel = mixer()
    with pytest.raises(cc.CircularControlError) as error:
        call(panel)
    assert error.value.status == status
    assert str(error.value)  # the library's message
    assert panel.control_count == 3 and panel.values == (20, 70) and panel.knob_value(1) == 0
    assert panel.knob_events() == []


def test_a_refused_range_names_its_field():
    with pytest.raises(cc.CircularControlError, match="turn") as error:
        cc.Range(0, 1, turn_mode=cc.TurnMode.MULTI_TURN)
    assert error.value.status == cc.Status.INVALID_CONFIG
    with pytest.raises(cc.CircularControlError) as error:
        cc.Range(math.nan, 1)
    assert error.value.status == cc.Status.NOT_FINITE


@pytest.mark.parametrize("call, error", [
    (lambda panel: panel.knob_state("1"), TypeError),
    (lambda panel: panel.knob_state(1, 0.0), TypeError),
    (lambda panel: panel.knob_state(2 ** 31), ValueError),  # would wrap in a C int
    (lambda panel: panel.set_knob_value(1, SINGLE, None), TypeError),
    (lambda panel: panel.add_range(None, 1), TypeError),
    (lambda panel: panel.add_control(colour=1), TypeError),
    (lambda panel: panel.add_control(background_argb=2 ** 32), ValueError),
    (lambda panel: panel.parse_knob_value(0, START, b"40"), TypeError),
    (lambda panel: panel.parse_knob_value(0, START, "4\0"), ValueError),
    (lambda panel: panel.count_click(0, 0, "now"), TypeError),
    (lambda panel: panel.focus_enter(None), TypeError),
])
def test_arguments_c_cannot_take_are_refused_before_c(call, error):
    panel = mixer()
    with pytest.raises(error):
        call(panel)
    assert panel.control_count == 3 and panel.knob_events() == []


def test_a_closed_panel_refuses_calls_and_closing_twice_does_nothing():
    with mixer() as panel:
        assert not panel.closed
    assert panel.closed
    panel.close()
    with pytest.raises(ValueError, match="closed"):
        panel.add_control()
    with pytest.raises(ValueError, match="closed"):
        panel.focus  # noqa: B018 (the property is the call)


def test_a_panel_renders_all_its_controls():
    width, height = 600, 200
    pixels = cc.new_pixels(width, height)
    panel = mixer()
    assert panel.render(pixels, width, height) == cc.Rect(0, 0, width, height)

    def alpha_red_green_blue(x, y):
        b, g, r, a = pixels[(y * width + x) * 4:(y * width + x) * 4 + 4]
        return (a, r, g, b)

    white = (255, 255, 255, 255)
    assert alpha_red_green_blue(300, 180) != white  # control 1's track at 6 o'clock
    assert alpha_red_green_blue(500, 180) != white  # control 2's
    assert alpha_red_green_blue(200, 100) == white  # between the rings
    panel.set_knob_value(2, END, 10)
    damage = panel.render(pixels, width, height)
    assert damage.x >= 400 and damage.width > 0  # only control 2 changed


def test_a_panel_at_scale_two_draws_what_twice_the_geometry_draws_and_takes_logical_input():
    logical = cc.Control(max=100, center_x=100, center_y=100, radius=80, line_width=16, initial_value=30,
                         label=cc.Label.PERCENTAGE)
    doubled = cc.Control(max=100, center_x=200, center_y=200, radius=160, line_width=32, initial_value=30,
                         label=cc.Label.PERCENTAGE, minimum_target_size=48, hit_slop=4)
    assert logical.scale == 1
    logical.scale = 2
    assert logical.scale == 2
    first, second = cc.new_pixels(400, 400), cc.new_pixels(400, 400)
    assert logical.render(first, 400, 400, full=True) == cc.Rect(0, 0, 400, 400)
    doubled.render(second, 400, 400, full=True)
    assert first == second
    # Input stays in logical pixels: a drag from the knob (at 30) to 3 o'clock is 25.
    logical.pointer_down(*logical.state.knob_position)
    logical.pointer_move(180, 100)
    logical.pointer_up(180, 100)
    assert abs(logical.value - 25) < 1e-9


@pytest.mark.parametrize("scale", [0, -1, 0.2, 16.5, 1e308])
def test_a_scale_outside_its_limits_is_refused_and_the_scale_stays(scale):
    knob = cc.Control()
    knob.scale = 1.5
    with pytest.raises(cc.CircularControlError) as raised:
        knob.scale = scale
    assert raised.value.status == cc.Status.INVALID_ARGUMENT
    with pytest.raises(cc.CircularControlError) as raised:
        knob.scale = float("nan")
    assert raised.value.status == cc.Status.NOT_FINITE
    assert knob.scale == 1.5

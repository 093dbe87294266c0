"""The Python binding against the installed library: values and clamping, events and the gesture of each kind of
interaction (a BEGAN ... ENDED pair around every change a person makes), errors as exceptions with the library's
messages, rendering into a buffer, and how the library is found.

Run by scripts/test-c-api with Debian's pytest, with PYTHONPATH set to the installed binding (which finds the
library through the path `make install` recorded): /usr/bin/python3 -m pytest Bindings/Python/tests
"""

import ctypes.util
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

import circularcontrol as cc


def knob(**fields):
    """A 0..100 knob on the default 200 x 200 canvas (centre (100, 100), radius 80), starting at 50."""
    return cc.Control(**{"max": 100, "initial_value": 50, **fields})


def test_the_configuration_struct_matches_the_library_defaults():
    # The last fields of cc_config read back as the header documents them: a ctypes layout that drifted from the
    # C struct would read other bytes here.
    control = cc.Control()
    assert control.range == (0.0, 1.0)
    assert control.increment == pytest.approx(0.01)
    state = control.state
    assert (state.knob_x, state.knob_y) == pytest.approx((100, 20))  # 12 o'clock on the radius-80 ring
    assert control.label_text == ""


def test_a_label_field_at_the_end_of_the_struct_reaches_the_library():
    control = knob(label=cc.Label.FRACTION, label_total=4, step=25)
    assert control.label_text == "2/4"


@pytest.mark.parametrize("given, expected", [(42, 42), (-5, 0), (1e9, 100), (100, 100), (0.5, 0.5)])
def test_program_values_are_clamped_into_the_range(given, expected):
    control = knob()
    control.value = given
    assert control.value == expected


def test_a_stepped_knob_snaps_program_values():
    control = knob(step=10)
    control.set_value(44)
    assert control.value == 40
    assert control.increment == 10


def test_a_drag_reports_began_changed_and_ended():
    control = knob(initial_value=0)
    control.pointer_down(*control.state.knob_position)  # on the knob at 12 o'clock: no jump
    control.pointer_move(180, 100)  # a quarter turn clockwise
    control.pointer_up(180, 100)
    events = control.events()
    assert [event.kind for event in events] == [cc.EventKind.BEGAN, cc.EventKind.CHANGED, cc.EventKind.ENDED]
    assert events[0].detail is cc.Gesture.DRAG
    assert events[1].detail is cc.Source.POINTER
    assert events[2].detail is cc.Outcome.COMMITTED
    assert events[1].value == pytest.approx(25)
    assert control.value == pytest.approx(25)
    assert control.events() == []  # drained


def test_keys_the_wheel_and_fractional_notches():
    control = knob()
    control.key(cc.Key.END)
    assert control.value == 100
    control.key(cc.Key.HOME)
    assert control.value == 0
    control.wheel(0.5)
    control.wheel(0.5)  # two half notches are one notch: 1 % of the range
    assert control.value == pytest.approx(1)
    sources = [event.detail for event in control.events() if event.kind == cc.EventKind.CHANGED]
    assert sources[:2] == [cc.Source.KEY, cc.Source.KEY]
    assert cc.Source.WHEEL in sources[2:]


def test_escape_cancels_a_drag():
    control = knob()
    control.pointer_down(*control.state.knob_position)
    control.pointer_move(20, 100)
    assert control.value != 50
    control.key(cc.Key.ESCAPE)
    assert control.value == 50
    assert control.events()[-1] == cc.Event(cc.EventKind.ENDED, 1, 50)  # CC_OUTCOME_CANCELLED


def test_a_linear_drag_kept_in_place_counts_its_travel_across_warps():
    control = knob(linear_drag=1, linear_drag_distance=200)  # up increases; 200 px span the range
    assert control.linear_drag_anchor is None and control.linear_drag_knob is None
    control.pointer_down(100.4, 150.4)
    assert control.linear_drag_anchor == (100, 150)
    control.pointer_move(100.4, 130.4)  # 20 px up
    control.pointer_warped(100, 150)  # the warp back landed: no travel
    control.pointer_move(100, 140)  # 10 px up from the anchor
    control.pointer_move_by(0, -10)  # 10 px of the device's own motion (past the screen edge, say)
    control.pointer_warped(100, 150)
    assert control.value == pytest.approx(50 + 40 / 200 * 100)
    control.pointer_up(100, 150)
    assert control.linear_drag_anchor is None
    assert control.linear_drag_knob == pytest.approx(control.state.knob_position)
    with pytest.raises(cc.CircularControlError):
        control.pointer_move_by(math.nan, 0)


def test_typed_values_read_as_the_control_shows_them():
    percentage = knob(label=cc.Label.PERCENTAGE, max=1, initial_value=0.25)
    assert percentage.value_text == "25%"
    assert percentage.format_entry(0.4) == "40%"
    assert percentage.parse_entry("40") == 0.4 and percentage.parse_entry(" 40 % ") == 0.4
    with pytest.raises(cc.CircularControlError) as error:
        percentage.parse_entry("40%%")
    assert error.value.status == cc.Status.UNPARSABLE
    percentage.type_text("4")
    percentage.type_text("0")
    percentage.key(cc.Key.ENTER)
    assert percentage.value == 0.4 and percentage.value_text == "40%"
    fraction = knob(label=cc.Label.FRACTION, label_total=8, max=1)
    assert fraction.format_entry(0.375) == "3/8" and fraction.parse_entry("3") == 0.375
    plain = knob()
    assert plain.format_entry(40) == "40.0" and plain.parse_entry("40") == 40


def test_a_typed_value_is_committed_with_enter_as_a_gesture_of_its_own():
    control = knob()
    control.type_text("7")
    control.type_text("5")
    assert control.events() == []
    control.key(cc.Key.ENTER)
    assert control.value == 75
    assert control.events() == [cc.Event(cc.EventKind.BEGAN, cc.Gesture.TYPED, 75),
                                cc.Event(cc.EventKind.CHANGED, cc.Source.TYPED, 75),
                                cc.Event(cc.EventKind.ENDED, cc.Outcome.COMMITTED, 75)]


def test_a_double_click_on_the_knob_goes_back_to_the_default_as_a_reset_gesture():
    control = knob(default_value=30)
    control.value = 80
    x, y = control.state.knob_position
    control.pointer_down(x, y)
    control.pointer_up(x, y)
    control.events()
    control.pointer_down(x, y, click_count=2)
    control.pointer_up(x, y)
    assert control.value == 30
    assert control.events() == [cc.Event(cc.EventKind.BEGAN, cc.Gesture.RESET, 30),
                                cc.Event(cc.EventKind.CHANGED, cc.Source.POINTER, 30),
                                cc.Event(cc.EventKind.ENDED, cc.Outcome.COMMITTED, 30)]


def kinds_and_details(events):
    """Events as (kind name, detail name) pairs, for comparing sequences."""
    return [(event.kind.name, event.detail.name) for event in events]


def test_a_wheel_burst_with_times_is_one_gesture_ended_by_the_clock():
    control = knob()
    assert control.gesture_deadline is None
    control.wheel(1, time=10.0)
    control.wheel(1, time=10.2)
    control.wheel(-0.5, time=10.3)
    assert control.value == pytest.approx(51.5)
    assert kinds_and_details(control.events()) == [("BEGAN", "WHEEL"), ("CHANGED", "WHEEL"), ("CHANGED", "WHEEL"),
                                                   ("CHANGED", "WHEEL")]
    assert control.gesture_deadline == pytest.approx(10.3 + cc.WHEEL_GESTURE_IDLE_SECONDS)
    control.advance_clock(10.79)
    assert control.events() == []
    control.advance_clock(10.8)
    assert control.events() == [cc.Event(cc.EventKind.ENDED, cc.Outcome.COMMITTED, pytest.approx(51.5))]
    assert control.gesture_deadline is None


def test_a_wheel_turn_without_a_time_is_a_gesture_of_its_own():
    control = knob()
    control.wheel(1)
    control.wheel(1, cc.Modifier.NONE, None)
    assert kinds_and_details(control.events()) == [("BEGAN", "WHEEL"), ("CHANGED", "WHEEL"), ("ENDED", "COMMITTED")] * 2
    assert control.gesture_deadline is None


def test_a_key_run_with_repeats_ends_at_the_release_of_the_last_key_held():
    control = knob()
    for _ in range(3):
        control.key(cc.Key.RIGHT)  # a press and two auto-repeats
    control.key(cc.Key.UP)
    control.key_release(cc.Key.RIGHT)
    assert kinds_and_details(control.events()) == [("BEGAN", "KEYS")] + [("CHANGED", "KEY")] * 4
    control.key_release(cc.Key.UP)
    assert control.events() == [cc.Event(cc.EventKind.ENDED, cc.Outcome.COMMITTED, 54)]
    control.key_release(cc.Key.UP)
    assert control.events() == []


def test_a_key_run_ends_when_the_surface_loses_the_keyboard_focus():
    control = knob()
    control.key(cc.Key.LEFT)
    control.set_keyboard_focus(False)
    assert kinds_and_details(control.events()) == [("BEGAN", "KEYS"), ("CHANGED", "KEY"), ("ENDED", "COMMITTED")]
    control.key_release(cc.Key.LEFT)
    assert control.events() == []


def test_an_accessible_value_is_a_gesture_of_its_own_and_only_a_change_during_a_drag():
    control = knob()
    control.set_accessible_value(120)
    assert control.events() == [cc.Event(cc.EventKind.BEGAN, cc.Gesture.ACCESSIBILITY, 100),
                                cc.Event(cc.EventKind.CHANGED, cc.Source.ACCESSIBILITY, 100),
                                cc.Event(cc.EventKind.ENDED, cc.Outcome.COMMITTED, 100)]
    control.set_accessible_value(100)  # no change: no gesture
    assert control.events() == []
    x, y = control.state.knob_position
    control.pointer_down(x, y)
    control.set_accessible_value(20)
    control.pointer_up(x, y)
    assert kinds_and_details(control.events()) == [("BEGAN", "DRAG"), ("CHANGED", "ACCESSIBILITY"),
                                                   ("ENDED", "COMMITTED")]


def test_the_wheel_and_keys_during_a_drag_stay_inside_its_gesture():
    control = knob()
    x, y = control.state.knob_position
    control.pointer_down(x, y)
    control.wheel(1, time=1.0)
    control.key(cc.Key.RIGHT)
    control.key_release(cc.Key.RIGHT)
    assert control.gesture_deadline is None
    control.advance_clock(5)
    control.pointer_up(x, y)
    assert kinds_and_details(control.events()) == [("BEGAN", "DRAG"), ("CHANGED", "WHEEL"), ("CHANGED", "KEY"),
                                                   ("ENDED", "COMMITTED")]


def test_program_values_make_no_gesture():
    control = knob()
    control.set_value(10)
    control.set_value(90, animated=True, time=1.0)
    control.advance_animation(1.1)
    control.advance_animation(10)
    events = control.events()
    assert len(events) >= 3 and control.value == 90
    assert {(event.kind, event.detail) for event in events} == {(cc.EventKind.CHANGED, cc.Source.PROGRAM)}


@pytest.mark.parametrize("call, status", [
    (lambda control: control.wheel(1, time=math.nan), cc.Status.NOT_FINITE),
    (lambda control: control.advance_clock(math.inf), cc.Status.NOT_FINITE),
    (lambda control: control.key_release(99), cc.Status.UNKNOWN_ENUM),
    (lambda control: control.set_accessible_value(math.nan), cc.Status.NOT_FINITE),
])
def test_the_gesture_calls_raise_the_library_refusals(call, status):
    control = knob()
    with pytest.raises(cc.CircularControlError) as error:
        call(control)
    assert error.value.status == status
    assert control.value == 50 and control.events() == []


def test_value_text_and_parsing():
    control = knob(step=0.5)
    control.value = 12.5
    assert control.value_text == "12.5"
    assert control.format_value(3) == "3.0"
    assert control.parse_value(" -1.5 ") == -1.5


def test_library_errors_are_raised_with_the_library_message():
    with pytest.raises(cc.CircularControlError, match=r"invalid min: 5\.0 \(must be less than max \(1\.0\)\)") as error:
        cc.Control(min=5, max=1)
    assert error.value.status == cc.Status.INVALID_CONFIG
    control = knob()
    with pytest.raises(cc.CircularControlError, match="x is nan") as error:
        control.pointer_move(math.nan, 0)
    assert error.value.status == cc.Status.NOT_FINITE
    with pytest.raises(cc.CircularControlError, match="inf") as error:
        control.set_value(math.inf)
    assert error.value.status == cc.Status.NOT_FINITE
    assert control.value == 50  # a failed call changes nothing
    with pytest.raises(cc.CircularControlError, match="key is 99") as error:
        control.key(99)
    assert error.value.status == cc.Status.UNKNOWN_ENUM
    with pytest.raises(cc.CircularControlError, match="not valid UTF-8") as error:
        control.type_text("\udc80")  # a lone surrogate: not UTF-8
    assert error.value.status == cc.Status.INVALID_ARGUMENT
    with pytest.raises(cc.CircularControlError) as error:
        control.parse_value("nan")
    assert error.value.status == cc.Status.UNPARSABLE
    with pytest.raises(cc.CircularControlError, match="NaN|nan") as error:
        cc.Control(radius=math.nan)
    assert error.value.status == cc.Status.INVALID_CONFIG


@pytest.mark.parametrize("call", [
    lambda control: control.set_value(None),
    lambda control: control.pointer_down("1", 2),
    lambda control: control.wheel(True),
    lambda control: control.wheel(1, time="now"),
    lambda control: control.advance_clock(None),
    lambda control: control.key_release(1.0),
    lambda control: control.set_accessible_value("5"),
    lambda control: control.key(cc.Key.LEFT, modifiers=1.5),
    lambda control: control.type_text(b"5"),
    lambda control: control.render(b"\0" * 64, 4, 4),
])
def test_arguments_of_the_wrong_type_raise_type_error(call):
    control = knob()
    with pytest.raises(TypeError):
        call(control)
    assert control.value == 50


@pytest.mark.parametrize("call", [
    lambda control: control.key(2 ** 32),  # would wrap to CC_KEY_LEFT in a C int
    lambda control: control.type_text("5\0"),  # C would stop at the NUL
    lambda control: control.set_value(10 ** 400),  # beyond a double
    lambda control: control.render(bytearray(10), 4, 4),  # fewer bytes than 4 rows of 16
])
def test_arguments_c_cannot_hold_raise_value_error(call):
    control = knob()
    with pytest.raises(ValueError):
        call(control)
    assert control.value == 50


def test_unknown_configuration_fields_raise_type_error():
    with pytest.raises(TypeError, match="colour"):
        cc.Control(colour=1)
    with pytest.raises(TypeError, match="max"):
        cc.Control(max=None)


def test_a_closed_control_refuses_calls():
    control = knob()
    control.close()
    control.close()
    with pytest.raises(ValueError, match="closed"):
        control.value  # noqa: B018 (the property is the call)


def test_rendering_draws_the_ring_and_then_only_the_damage():
    width = height = 200
    pixels = cc.new_pixels(width, height)
    control = knob(initial_value=0, progress_start_argb=0xFF00BAE1, progress_end_argb=0xFF00BAE1)
    assert control.render(pixels, width, height) == cc.Rect(0, 0, width, height)

    def pixel(x, y):  # (A, R, G, B) of a premultiplied ARGB32 pixel stored little-endian
        b, g, r, a = pixels[(y * width + x) * 4:(y * width + x) * 4 + 4]
        return (a, r, g, b)

    assert pixel(0, 0) == (255, 255, 255, 255)  # the white background
    assert control.render(pixels, width, height) == cc.Rect(0, 0, 0, 0)  # nothing changed
    control.value = 25  # the progress ring now covers 12 to 3 o'clock
    damage = control.render(pixels, width, height)
    assert damage.width > 0 and damage.height > 0
    assert damage.width * damage.height < width * height
    # On the track at 1:30 (45 degrees clockwise), a pixel of the progress colour.
    x, y = round(100 + 80 * math.sin(math.pi / 4)), round(100 - 80 * math.cos(math.pi / 4))
    assert pixel(x, y) == (255, 0x00, 0xBA, 0xE1)


def test_a_buffer_the_library_refuses_raises_with_its_message():
    control = knob()
    with pytest.raises(cc.CircularControlError) as error:
        control.render(bytearray(400), 10, 10, stride=8)  # a stride shorter than a row
    assert error.value.status == cc.Status.INVALID_BUFFER
    assert "stride" in str(error.value)


def test_the_library_path_in_the_environment_comes_first_and_failures_name_it():
    # The package from the source tree (no recorded path), a library path that does not exist and no other way
    # to the library: the import fails naming the path it was given.
    source = Path(__file__).resolve().parents[1]
    environment = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(source),
                   "CIRCULARCONTROL_LIBRARY": "/nonexistent/libcircularcontrol.so"}
    result = subprocess.run([sys.executable, "-c", "import circularcontrol"], env=environment,
                            capture_output=True, text=True, timeout=60)
    if ctypes.util.find_library("circularcontrol") is None:  # else the dynamic loader finds an installed one
        assert result.returncode != 0
        assert "ImportError" in result.stderr
        assert "/nonexistent/libcircularcontrol.so" in result.stderr
    # The same with the installed library's path: it loads.
    environment["CIRCULARCONTROL_LIBRARY"] = cc._library.library._name
    result = subprocess.run([sys.executable, "-c", "import circularcontrol; print(circularcontrol.Control().value)"],
                            env=environment, capture_output=True, text=True, timeout=60)
    assert result.stdout.strip() == "0.0", result.stderr
    assert os.path.isabs(cc._library.library._name)

import CWayland
import CircularControl
import Glibc

/// The seat's devices as the host listens to them: the pointer, the keyboard (its keymap read with xkbcommon) and
/// the touch screen, each event queued as a ``WaylandInputEvent`` for the loop (``takeEvents(into:)``), and the pointer's
/// cursor from the cursor theme (an arrow, or a hand over what can be grabbed).
///
/// Only events for the host's own surface are queued. A class because the listeners reach it through its address.
///
/// Edge cases: a seat without a keyboard, pointer or touch screen simply sends none; a keymap that is not xkb v1
/// text or does not compile leaves keys untranslated (their presses are dropped); a missing cursor theme leaves the
/// compositor's cursor.
final class WaylandSeat {
    private let display: WaylandDisplay
    private let surface: OpaquePointer
    private var pointer: OpaquePointer?
    private var keyboard: OpaquePointer?
    private var touch: OpaquePointer?
    private var events: [WaylandInputEvent] = []
    /// The serial of the pointer's last enter: the cursor is set with it.
    private var enterSerial: UInt32?
    private var xkbContext: OpaquePointer?
    private var keymap: OpaquePointer?
    private var xkbState: OpaquePointer?
    /// The keymap last sent, not compiled yet (NUL-terminated); nil when there is none to compile.
    private var keymapText: [CChar]?
    /// The modifier masks last reported (depressed, latched, locked, group), for a keymap compiled after them.
    private var modifierMasks: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
    private var cursorTheme: OpaquePointer?
    private var cursorSurface: OpaquePointer?
    /// The cursor shown now: nil before the pointer entered.
    private var shownCursor: Cursor?
    /// The pointer's lock and its relative motion while a locked drag is under way (``lockPointer()``).
    private var lockedPointer: OpaquePointer?
    private var relativePointer: OpaquePointer?

    /// The cursors the host shows.
    enum Cursor: Equatable {
        case arrow, hand, hidden
    }

    init(display: WaylandDisplay, surface: OpaquePointer) {
        self.display = display
        self.surface = surface
        followCapabilities()
        display.onSeatCapabilitiesChanged = { [unowned self] in followCapabilities() }
    }

    deinit {
        display.onSeatCapabilitiesChanged = nil
        unlockPointer(hint: nil)
        if let pointer { wl_pointer_destroy(pointer) }
        if let keyboard { wl_keyboard_destroy(keyboard) }
        if let touch { wl_touch_destroy(touch) }
        if let cursorSurface { wl_surface_destroy(cursorSurface) }
        if let cursorTheme { cwayland_wl_cursor_theme_destroy(cursorTheme) }
        if let xkbState { cwayland_xkb_state_unref(xkbState) }
        if let keymap { cwayland_xkb_keymap_unref(keymap) }
        if let xkbContext { cwayland_xkb_context_unref(xkbContext) }
    }

    /// Whether the seat sends pointer frames (wl_pointer 5 on).
    var hasPointerFrames: Bool { display.seatVersion >= 5 }

    /// Whether events are queued.
    var hasEvents: Bool { !events.isEmpty }

    /// Puts the events queued since the last call in `buffer` (emptied first); both arrays keep their storage, so an
    /// iteration of the loop allocates nothing for them.
    func takeEvents(into buffer: inout [WaylandInputEvent]) {
        buffer.removeAll(keepingCapacity: true)
        swap(&buffer, &events)
    }

    /// Shows `cursor` over the window (`scale`: the window's, for a crisp theme); nothing before the pointer entered, and
    /// no themed cursor without libwayland-cursor (loaded here, the first time a cursor is shown).
    func show(_ cursor: Cursor, scale: Double) {
        guard let pointer, let serial = enterSerial, cursor != shownCursor else { return }
        shownCursor = cursor
        guard cursor != .hidden else {
            wl_pointer_set_cursor(pointer, serial, nil, 0, 0)
            return
        }
        let factor = Int32(max(scale.rounded(.up), 1))
        if cursorTheme == nil, let shm = display.shm, cwayland_load_cursor() == nil {
            cursorTheme = cwayland_wl_cursor_theme_load(nil, 24 * factor, shm)
        }
        if cursorSurface == nil, let compositor = display.compositor {
            cursorSurface = wl_compositor_create_surface(compositor)
        }
        let names = cursor == .hand ? ["pointer", "hand2", "hand1"] : ["default", "left_ptr"]
        guard let theme = cursorTheme, let cursorSurface,
            let found = names.lazy.compactMap({ cwayland_wl_cursor_theme_get_cursor(theme, $0) }).first,
            found.pointee.image_count > 0, let image = found.pointee.images[0],
            let buffer = cwayland_wl_cursor_image_get_buffer(image)
        else { return }
        wl_surface_set_buffer_scale(cursorSurface, factor)
        wl_surface_attach(cursorSurface, buffer, 0, 0)
        wl_surface_damage_buffer(cursorSurface, 0, 0, Int32(image.pointee.width), Int32(image.pointee.height))
        wl_surface_commit(cursorSurface)
        wl_pointer_set_cursor(
            pointer, serial, cursorSurface, Int32(image.pointee.hotspot_x) / factor,
            Int32(image.pointee.hotspot_y) / factor)
    }

    // MARK: The locked pointer

    /// Asks the compositor to lock the pointer where it is on the window (pointer constraints, for the pointer's
    /// whole travel: no screen edge stops it) and to send its travel meanwhile (relative pointer), until
    /// ``unlockPointer(hint:)``. The lock takes effect, or ends, with a queued ``WaylandInputEvent/pointerLock(_:)``;
    /// travel comes as ``WaylandInputEvent/relativeMotion(dx:dy:)``. Returns false, asking nothing, when the
    /// compositor offers either protocol not, the seat has no pointer or a lock is already asked for.
    ///
    /// Edge cases: the lock is one-shot: once the compositor ends it (the window lost the pointer's focus, say) it
    /// stays ended until asked for again.
    func lockPointer() -> Bool {
        guard lockedPointer == nil, let pointer, let constraints = display.pointerConstraints,
            let manager = display.relativePointerManager
        else { return false }
        let me = Unmanaged.passUnretained(self).toOpaque()
        relativePointer = zwp_relative_pointer_manager_v1_get_relative_pointer(manager, pointer)
        if let relativePointer { zwp_relative_pointer_v1_add_listener(relativePointer, relativePointerListener, me) }
        lockedPointer = zwp_pointer_constraints_v1_lock_pointer(
            constraints, surface, pointer, nil, ZWP_POINTER_CONSTRAINTS_V1_LIFETIME_ONESHOT.rawValue)
        if let lockedPointer { zwp_locked_pointer_v1_add_listener(lockedPointer, lockedPointerListener, me) }
        return lockedPointer != nil
    }

    /// Lets go of the lock and the relative motion; with a `hint` (surface coordinates, logical pixels), the
    /// compositor puts the pointer there as the lock ends (the position hint, committed with the surface).
    ///
    /// Edge cases: does nothing without a lock; a hint that is not finite is not sent.
    func unlockPointer(hint: Point?) {
        if let lockedPointer {
            if let hint, hint.isFinite {
                zwp_locked_pointer_v1_set_cursor_position_hint(
                    lockedPointer, wl_fixed_from_double(hint.x), wl_fixed_from_double(hint.y))
                wl_surface_commit(surface)
            }
            zwp_locked_pointer_v1_destroy(lockedPointer)
        }
        if let relativePointer { zwp_relative_pointer_v1_destroy(relativePointer) }
        lockedPointer = nil
        relativePointer = nil
    }

    // MARK: Devices

    /// Makes the devices the seat has and lets go of those it no longer has.
    private func followCapabilities() {
        let capabilities = display.seatCapabilities
        guard let seat = display.seat else { return }
        let me = Unmanaged.passUnretained(self).toOpaque()
        follow(capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0, &pointer) {
            let made = wl_seat_get_pointer(seat)
            if let made { wl_pointer_add_listener(made, pointerListener, me) }
            return made
        }
        follow(capabilities & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0, &keyboard) {
            let made = wl_seat_get_keyboard(seat)
            if let made { wl_keyboard_add_listener(made, keyboardListener, me) }
            return made
        }
        follow(capabilities & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0, &touch) {
            let made = wl_seat_get_touch(seat)
            if let made { wl_touch_add_listener(made, touchListener, me) }
            return made
        }
    }

    /// Makes the device of `slot` (listened to) when the seat has it and it is not there, and lets it go when the
    /// seat no longer has it (a device's proxies are all let go the same way: wl_proxy_destroy).
    private func follow(_ has: Bool, _ slot: inout OpaquePointer?, make: () -> OpaquePointer?) {
        if has, slot == nil {
            slot = make()
        } else if !has, let existing = slot {
            cwayland_wl_proxy_destroy(UnsafeMutableRawPointer(existing))
            slot = nil
        }
    }

    fileprivate func queue(_ event: WaylandInputEvent) { events.append(event) }

    fileprivate func isOurs(_ target: OpaquePointer?) -> Bool { target == surface }

    fileprivate func pointerEntered(serial: UInt32, x: Double, y: Double) {
        enterSerial = serial
        shownCursor = nil
        queue(.pointerEnter(serial: serial, x: x, y: y))
    }

    // MARK: The keyboard

    /// Keeps the keymap the compositor sent, as text, for ``compileKeymap()``: compiling one takes milliseconds
    /// (about 5 for a US layout on these machines, most of a window's start-up), so the window's first frame does not
    /// wait for it.
    fileprivate func loadKeymap(format: UInt32, file: Int32, size: UInt32) {
        defer { close(file) }
        guard format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue, size > 0,
            let mapped = mmap(nil, Int(size), PROT_READ, MAP_PRIVATE, file, 0), mapped != MAP_FAILED
        else { return }
        defer { munmap(mapped, Int(size)) }
        let text = mapped.assumingMemoryBound(to: CChar.self)
        keymapText = Array(UnsafeBufferPointer(start: text, count: strnlen(text, Int(size)))) + [0]
    }

    /// Whether a keymap waits to be compiled.
    var hasKeymapToCompile: Bool { keymapText != nil }

    /// Compiles the keymap the compositor sent last, unless it is compiled already, and applies the modifiers
    /// reported meanwhile. The loop calls it once the first frame is out; a key or a modifier that needs it calls it
    /// first.
    ///
    /// Edge cases: a keymap that does not compile leaves the previous one (or none: keys are then dropped), and so
    /// does a machine without libxkbcommon (loaded here, with the first keymap).
    func compileKeymap() {
        guard let text = keymapText else { return }
        // Taken whatever follows: a keymap left waiting would have the loop compile it again without ever blocking.
        keymapText = nil
        if xkbContext == nil, cwayland_load_xkb() == nil { xkbContext = cwayland_xkb_context_new(XKB_CONTEXT_NO_FLAGS) }
        guard let xkbContext else { return }
        guard
            let compiled = text.withUnsafeBufferPointer({
                cwayland_xkb_keymap_new_from_buffer(
                    xkbContext, $0.baseAddress, $0.count - 1, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS)
            }),
            let state = cwayland_xkb_state_new(compiled)
        else { return }
        if let xkbState { cwayland_xkb_state_unref(xkbState) }
        if let keymap { cwayland_xkb_keymap_unref(keymap) }
        keymap = compiled
        xkbState = state
        let (depressed, latched, locked, group) = modifierMasks
        cwayland_xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
    }

    fileprivate func key(_ code: UInt32, pressed: Bool) {
        compileKeymap()
        guard let xkbState else { return }
        // Wayland sends evdev codes; xkb's are 8 higher, as X's.
        let keycode = code + 8
        let keysym = cwayland_xkb_state_key_get_one_sym(xkbState, keycode)
        var typed = ""
        if pressed {
            var buffer = [CChar](repeating: 0, count: 64)
            let length = cwayland_xkb_state_key_get_utf8(xkbState, keycode, &buffer, buffer.count)
            if length > 0, length < buffer.count {
                typed = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
        let repeats = pressed && keymap.map { cwayland_xkb_keymap_key_repeats($0, keycode) != 0 } ?? false
        queue(.key(keysym: keysym, typed: typed, pressed: pressed, repeats: repeats))
    }

    fileprivate func modifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        modifierMasks = (depressed, latched, locked, group)
        // None held (as at the keyboard's first enter): nothing to compile the keymap for yet.
        if xkbState == nil, depressed | latched | locked == 0 {
            queue(.modifiers([]))
            return
        }
        compileKeymap()
        guard let xkbState else { return }
        cwayland_xkb_state_update_mask(xkbState, depressed, latched, locked, 0, 0, group)
        var held: Modifiers = []
        let active = { (name: String) in
            cwayland_xkb_state_mod_name_is_active(xkbState, name, XKB_STATE_MODS_EFFECTIVE) > 0
        }
        if active(XKB_MOD_NAME_SHIFT) { held.insert(.shift) }
        if active(XKB_MOD_NAME_CTRL) { held.insert(.control) }
        if active(XKB_MOD_NAME_ALT) { held.insert(.alt) }
        queue(.modifiers(held))
    }

    fileprivate static func from(_ data: UnsafeMutableRawPointer?) -> WaylandSeat? {
        data.map { Unmanaged<WaylandSeat>.fromOpaque($0).takeUnretainedValue() }
    }
}

private nonisolated(unsafe) let pointerListener = permanentListener(
    wl_pointer_listener(
        enter: { data, _, serial, surface, x, y in
            guard let seat = WaylandSeat.from(data), seat.isOurs(surface) else { return }
            seat.pointerEntered(serial: serial, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
        },
        leave: { data, _, _, surface in
            guard let seat = WaylandSeat.from(data), seat.isOurs(surface) else { return }
            seat.queue(.pointerLeave)
        },
        motion: { data, _, time, x, y in
            WaylandSeat.from(data)?.queue(
                .pointerMotion(time: time, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)))
        },
        button: { data, _, serial, time, button, state in
            WaylandSeat.from(data)?.queue(
                .pointerButton(
                    serial: serial, time: time, button: button,
                    pressed: state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue))
        },
        axis: { data, _, time, axis, value in
            WaylandSeat.from(data)?.queue(.axis(time: time, axis: axis, value: wl_fixed_to_double(value)))
        },
        frame: { data, _ in WaylandSeat.from(data)?.queue(.pointerFrame) },
        axis_source: { data, _, source in WaylandSeat.from(data)?.queue(.axisSource(source)) },
        axis_stop: { data, _, time, axis in WaylandSeat.from(data)?.queue(.axisStop(time: time, axis: axis)) },
        axis_discrete: { data, _, axis, steps in
            WaylandSeat.from(data)?.queue(.axisDiscrete(axis: axis, steps: steps))
        },
        axis_value120: { data, _, axis, value in
            WaylandSeat.from(data)?.queue(.axisValue120(axis: axis, value120: value))
        }))

private nonisolated(unsafe) let keyboardListener = permanentListener(
    wl_keyboard_listener(
        keymap: { data, _, format, file, size in
            guard let seat = WaylandSeat.from(data) else {
                close(file)
                return
            }
            seat.loadKeymap(format: format, file: file, size: size)
        },
        enter: { data, _, _, surface, _ in
            guard let seat = WaylandSeat.from(data), seat.isOurs(surface) else { return }
            seat.queue(.keyboardFocus(true))
        },
        leave: { data, _, _, surface in
            guard let seat = WaylandSeat.from(data), seat.isOurs(surface) else { return }
            seat.queue(.keyboardFocus(false))
        },
        key: { data, _, _, _, key, state in
            WaylandSeat.from(data)?.key(key, pressed: state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue)
        },
        modifiers: { data, _, _, depressed, latched, locked, group in
            WaylandSeat.from(data)?.modifiers(depressed: depressed, latched: latched, locked: locked, group: group)
        },
        repeat_info: { data, _, rate, delay in WaylandSeat.from(data)?.queue(.repeatInfo(rate: rate, delay: delay)) }))

private nonisolated(unsafe) let touchListener = permanentListener(
    wl_touch_listener(
        down: { data, _, _, _, surface, id, x, y in
            guard let seat = WaylandSeat.from(data), seat.isOurs(surface) else { return }
            seat.queue(.touchDown(id: id, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)))
        },
        up: { data, _, _, _, id in WaylandSeat.from(data)?.queue(.touchUp(id: id)) },
        motion: { data, _, _, id, x, y in
            WaylandSeat.from(data)?.queue(.touchMotion(id: id, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)))
        },
        frame: { _, _ in },
        cancel: { data, _ in WaylandSeat.from(data)?.queue(.touchCancel) },
        shape: { _, _, _, _, _ in },
        orientation: { _, _, _, _ in }))

private nonisolated(unsafe) let relativePointerListener = permanentListener(
    zwp_relative_pointer_v1_listener(
        relative_motion: { data, _, _, _, dx, dy, _, _ in
            WaylandSeat.from(data)?.queue(.relativeMotion(dx: wl_fixed_to_double(dx), dy: wl_fixed_to_double(dy)))
        }))

private nonisolated(unsafe) let lockedPointerListener = permanentListener(
    zwp_locked_pointer_v1_listener(
        locked: { data, _ in WaylandSeat.from(data)?.queue(.pointerLock(true)) },
        unlocked: { data, _ in WaylandSeat.from(data)?.queue(.pointerLock(false)) }))

/// The XInput2 raw motion a linear mouse drag counts its travel from: which devices' raw motion was selected, and
/// from which request on. The pure half of `XInput2+RawMotion.swift`.
///
/// The server clips the pointer at the screen edge, so a fast flick (or a press a few pixels from the edge) that
/// reaches the edge before the host's warp back lands would lose the travel beyond it if the travel were measured
/// from positions. Raw motion events carry the device's own travel, never clipped; the host selects them on the root
/// window, while a linear mouse drag is under way, for the slave devices of the master pointer that move it by
/// relative motion (mice, touchpads, trackballs), and takes their travel from the raw events instead of from the
/// positions.
///
/// The travel is that of the events' `valuators`, which are the motion after the pointer's acceleration (and the
/// device's coordinate transformation), so the virtual pointer moves as far as the real pointer would have moved
/// without the edge: a slow drag gives the same value as when positions counted. (Their `raw_values` are the
/// motion before acceleration, which the pointer does not follow.)
///
/// Exact, with no double count: the server sends a motion's raw event and its position event together, both with
/// the serial of the last request it had processed. A motion with a serial at or past the selection request's
/// (``selectionSerial``) came with a raw event, which counted its travel, so its position only tells where the
/// pointer is; an earlier one came without, and its position counts. The warp's own motion makes no raw event.
///
/// Edge cases: devices that report absolute positions (tablets, touch screens, the inputtest driver's absolute
/// pointer) and XTEST's virtual devices (whose motion is absolute whatever their valuators say) are not selected:
/// their positions count, as without XInput2; a device plugged in during the drag is not selected either; raw
/// events of other devices, or from before the selection, count nothing.
struct RawMotion: Equatable {
    /// The slave devices whose raw motion counts.
    let devices: Set<Int32>
    /// The serial of the request that selected their raw motion.
    let selectionSerial: UInt

    /// True when the travel of a motion of `device` reported with `serial` comes from its raw event: its position
    /// then counts nothing.
    func countsTravel(of device: Int32, serial: UInt) -> Bool {
        devices.contains(device) && PointerWarp.isAtOrAfter(serial, selectionSerial)
    }
}

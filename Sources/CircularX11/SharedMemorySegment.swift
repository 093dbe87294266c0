internal import CX11
import Glibc

/// A System V shared memory segment attached both here and in the X server (MIT-SHM).
///
/// A class because it owns the attachment on both sides. The segment is marked for removal (IPC_RMID) right after
/// the server attached it, so the kernel frees it when both sides detach, even if the program crashes.
///
/// Edge cases: ``attach(connection:byteCount:)`` returns nil instead of throwing when anything fails (no SHM in
/// the kernel, a remote server over ssh that cannot see the segment, a refused attach): the caller falls back to
/// XPutImage.
final class SharedMemorySegment {
    private let connection: DisplayConnection
    /// Xlib's record of the segment; heap-allocated because XImage.obdata points at it.
    let info: UnsafeMutablePointer<XShmSegmentInfo>
    /// The local mapping.
    let memory: UnsafeMutableRawPointer
    /// The size in bytes.
    let byteCount: Int

    private init(
        connection: DisplayConnection, info: UnsafeMutablePointer<XShmSegmentInfo>, memory: UnsafeMutableRawPointer,
        byteCount: Int
    ) {
        self.connection = connection
        self.info = info
        self.memory = memory
        self.byteCount = byteCount
    }

    /// Creates a segment of `byteCount` bytes and has the server attach it, under captured errors and an XSync.
    static func attach(connection: DisplayConnection, byteCount: Int) -> SharedMemorySegment? {
        guard let display = connection.pointer, byteCount > 0, Xlib.XShmQueryExtension(display) != 0 else { return nil }
        let id = shmget(0 /* IPC_PRIVATE */, byteCount, IPC_CREAT | 0o600)
        guard id >= 0 else { return nil }
        guard let mapped = shmat(id, nil, 0), Int(bitPattern: mapped) != -1 else {
            shmctl(id, IPC_RMID, nil)
            return nil
        }
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(
            to: XShmSegmentInfo(shmseg: 0, shmid: id, shmaddr: mapped.assumingMemoryBound(to: CChar.self), readOnly: 0))
        let (accepted, errors) = X11ErrorHandlers.capturingErrors { () -> Bool in
            let accepted = Xlib.XShmAttach(display, info) != 0
            _ = Xlib.XSync(display, 0)
            return accepted
        }
        shmctl(id, IPC_RMID, nil)
        guard accepted, errors.isEmpty else {
            if accepted && errors.isEmpty == false {
                _ = X11ErrorHandlers.capturingErrors {
                    _ = Xlib.XShmDetach(display, info)
                    _ = Xlib.XSync(display, 0)
                }
            }
            shmdt(mapped)
            info.deallocate()
            return nil
        }
        return SharedMemorySegment(connection: connection, info: info, memory: mapped, byteCount: byteCount)
    }

    /// True when a small probe segment can be attached by the server: the real test of MIT-SHM, which
    /// XShmQueryExtension alone is not (a forwarded connection reports the extension but cannot attach).
    static func probe(connection: DisplayConnection) -> Bool {
        attach(connection: connection, byteCount: 4096) != nil
    }

    deinit {
        if let display = connection.pointer {
            _ = Xlib.XShmDetach(display, info)
            _ = Xlib.XSync(display, 0)
        }
        shmdt(memory)
        info.deallocate()
    }
}

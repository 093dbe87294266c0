internal import CX11
import CircularHost
import CircularRender
import Glibc

/// Pushes premultiplied ARGB32 pixels to a window, one damaged rectangle at a time, and keeps the last frame so
/// that an Expose is repaired without asking anyone to render again.
///
/// The presenter owns an image the size of the window: in a MIT-SHM segment when the server can attach one (probed
/// for real), otherwise in ordinary memory sent with XPutImage. A client renders straight into it (``pixels``), and
/// `present(_:damage:)` then puts only the damaged rectangles, with no copy; pixels from anywhere else are copied
/// into the image first. ``repair(_:)`` puts a rectangle of the image as it is. With MIT-SHM each put is followed
/// by XSync, so the image is never written while the server reads it.
///
/// A class because it owns server resources (a GC, an attached segment).
///
/// Edge cases:
/// - Damage outside the window or an empty rectangle pushes nothing.
/// - A window larger than the caller's pixels pushes only the part both cover.
/// - A failed allocation when growing keeps the previous image and clips to it.
public final class FramePresenter {
    /// How frames reach the server.
    public enum Mode: Hashable, Sendable, CustomStringConvertible {
        /// XShmPutImage from a shared memory segment.
        case sharedMemory
        /// XPutImage through the socket.
        case putImage

        /// "MIT-SHM" or "XPutImage".
        public var description: String { self == .sharedMemory ? "MIT-SHM" : "XPutImage" }
    }

    private let connection: DisplayConnection
    private let window: X11Window
    private var gc: GC?
    /// How frames reach the server.
    public private(set) var mode: Mode
    private var segment: SharedMemorySegment?
    private var heapMemory: UnsafeMutableRawPointer?
    private var capacityInBytes = 0
    private var image = XImage()
    /// The size of the kept image (the window's size, or less when memory ran out).
    public private(set) var imageSize = PixelSize(width: 0, height: 0)
    /// How many rectangles were put from freshly copied pixels: one per frame the host drew (tests and the X11
    /// benchmark count these). Starts at 0; repairs after an Expose are not counted here.
    public private(set) var presentedCount = 0
    /// When the last of those frames was put (seconds on the monotonic clock, after XSync in MIT-SHM mode, before
    /// the flush at the end of the loop iteration otherwise), or nil before the first (read by the X11 benchmark).
    public private(set) var lastPresentTime: Double?
    /// How many rectangles were put again from the kept image, without new pixels (tests count these).
    private(set) var repairedCount = 0

    /// Creates a presenter for `window` at `size`, probing MIT-SHM unless `forbidSharedMemory` is set.
    ///
    /// Edge cases: throws ``X11HostError/outOfMemory(width:height:)`` when not even ordinary memory is available.
    public init(window: X11Window, size: PixelSize, forbidSharedMemory: Bool) throws {
        self.connection = window.connection
        self.window = window
        let works = !forbidSharedMemory && SharedMemorySegment.probe(connection: window.connection)
        self.mode = works ? .sharedMemory : .putImage
        if let display = connection.pointer { gc = Xlib.XCreateGC(display, window.id, 0, nil) }
        guard resize(to: size) else { throw X11HostError.outOfMemory(width: size.width, height: size.height) }
    }

    deinit {
        if let display = connection.pointer, let gc { _ = Xlib.XFreeGC(display, gc) }
        free(heapMemory)
    }

    /// Makes the kept image `size` large, growing its memory when needed. Its contents are undefined afterwards
    /// until the next full `present(_:damage:)`.
    ///
    /// Edge cases: returns false and keeps the previous image when memory cannot be had; a zero size is accepted
    /// and pushes nothing.
    @discardableResult
    public func resize(to size: PixelSize) -> Bool {
        let clamped = size.clamped(to: 0...PixelSize.largestWindowSide)
        let needed = clamped.width * 4 * clamped.height
        if needed > capacityInBytes {
            guard allocate(byteCount: needed) else { return false }
        }
        guard let memory = segment?.memory ?? heapMemory, !clamped.isEmpty,
            let header = window.format.imageHeader(memory: memory, size: clamped)
        else {
            imageSize = PixelSize(width: 0, height: 0)
            return clamped.isEmpty
        }
        image = header
        if let segment { image.obdata = UnsafeMutableRawPointer(segment.info).assumingMemoryBound(to: CChar.self) }
        imageSize = clamped
        return true
    }

    /// The kept image as pixels to render into (the window's size, or less when memory ran out), or nil while its
    /// size is zero. Rendering here and then calling `present(_:damage:)` with these pixels puts them with no
    /// copy. The view is valid until the next ``resize(to:)``, which may move the memory and leaves its contents
    /// undefined.
    public var pixels: PixelBuffer? {
        guard let memory = segment?.memory ?? heapMemory, !imageSize.isEmpty else { return nil }
        return try? PixelBuffer(
            baseAddress: memory, width: imageSize.width, height: imageSize.height, bytesPerRow: imageSize.width * 4)
    }

    /// Puts the `damage` rectangle of `pixels` on the window: `present(_:damage:)` of that
    /// rectangle.
    public func present(_ pixels: PixelBuffer, damage: PixelRect) {
        present(pixels, damage: PixelRegion(damage))
    }

    /// Puts the `damage` region of `pixels` on the window, one put a rectangle and one round trip for them all:
    /// straight from the kept image when `pixels` is ``pixels``, otherwise copied into the kept image first.
    ///
    /// Edge cases: clipped to both the pixels and the image; nothing happens for an empty result.
    public func present(_ pixels: PixelBuffer, damage: PixelRegion) {
        guard let target = segment?.memory ?? heapMemory else { return }
        let areas = damage.intersection(pixels.bounds.intersection(imageSize.bounds)).rects
        guard !areas.isEmpty else { return }
        let targetRowBytes = imageSize.width * 4
        if pixels.baseAddress != target || pixels.bytesPerRow != targetRowBytes {
            for area in areas {
                for row in area.y..<area.maxY {
                    let source = pixels.baseAddress + row * pixels.bytesPerRow + area.x * 4
                    let destination = target + row * targetRowBytes + area.x * 4
                    memmove(destination, source, area.width * 4)
                }
            }
        }
        put(areas)
        presentedCount += 1
        lastPresentTime = MonotonicClock.now
    }

    /// Puts the `rect` part of the kept image again, as after an Expose: no new pixels, no rendering.
    ///
    /// Edge cases: clipped to the image; nothing happens for an empty result.
    public func repair(_ rect: PixelRect) {
        let area = rect.intersection(imageSize.bounds)
        guard !area.isEmpty else { return }
        put([area])
        repairedCount += 1
    }

    /// Puts `areas` of the kept image; with MIT-SHM, waits once for the server to have read them all (the memory is
    /// drawn into again afterwards).
    private func put(_ areas: [PixelRect]) {
        guard let display = connection.pointer, let gc else { return }
        for area in areas {
            let (x, y, width, height) = (Int32(area.x), Int32(area.y), UInt32(area.width), UInt32(area.height))
            switch mode {
            case .sharedMemory: _ = Xlib.XShmPutImage(display, window.id, gc, &image, x, y, x, y, width, height, 0)
            case .putImage: _ = Xlib.XPutImage(display, window.id, gc, &image, x, y, x, y, width, height)
            }
        }
        if mode == .sharedMemory { _ = Xlib.XSync(display, 0) }
    }

    /// Replaces the image memory with at least `byteCount` bytes, in a segment when in MIT-SHM mode.
    private func allocate(byteCount: Int) -> Bool {
        if mode == .sharedMemory {
            if let grown = SharedMemorySegment.attach(connection: connection, byteCount: byteCount) {
                segment = grown
                capacityInBytes = byteCount
                return true
            }
            // The server refused a bigger segment: carry on through the socket.
            segment = nil
            mode = .putImage
        }
        guard let grown = malloc(byteCount) else { return false }
        free(heapMemory)
        heapMemory = grown
        capacityInBytes = byteCount
        return true
    }
}

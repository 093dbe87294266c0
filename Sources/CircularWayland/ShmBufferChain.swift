import CWayland
import CircularHost
import CircularRender
import Glibc

/// The window's pixels: `wl_shm` buffers of premultiplied ARGB8888 (the renderer's own format), each in a memory
/// file of its own, drawn into while the compositor does not hold them and reused once it releases them.
///
/// A frame is drawn into a free buffer. That buffer last showed an older frame: what changed since is copied from
/// the buffer last presented (``prepare(_:damage:)``), and the frame's damage is then rendered over it, so each
/// frame renders only its own damage whatever the buffer. Two buffers serve a compositor that releases the shown one
/// quickly; a third is made when both are held, and no more.
///
/// Edge cases: a size whose memory cannot be had (or 0) gives no buffer, and nothing is drawn until a size that
/// can; every buffer is made again at a new size, and the first frame then is drawn whole.
final class ShmBufferChain {
    /// One buffer and what it lacks of the newest frame.
    final class Buffer {
        let proxy: OpaquePointer
        let pixels: PixelBuffer
        let size: PixelSize
        private let memory: ShmMemory
        /// True while the compositor holds it (attached, not yet released).
        var isBusy = false
        /// What was drawn in other buffers since this one was drawn: it must be brought up to date before use.
        var stale: PixelRegion

        /// A buffer of `size` in `memory` (of exactly its bytes), or nil when the compositor's pool cannot be made.
        fileprivate init?(shm: OpaquePointer, size: PixelSize, memory: ShmMemory) {
            guard memory.byteCount == ShmBufferChain.byteCount(of: size),
                let pixels = try? PixelBuffer(
                    baseAddress: memory.address, width: size.width, height: size.height, bytesPerRow: size.width * 4)
            else { return nil }
            let file = memory.takeFile()
            guard file >= 0 else { return nil }
            defer { close(file) }
            guard let pool = wl_shm_create_pool(shm, file, Int32(memory.byteCount)) else { return nil }
            defer { wl_shm_pool_destroy(pool) }
            guard
                let proxy = wl_shm_pool_create_buffer(
                    pool, 0, Int32(size.width), Int32(size.height), Int32(pixels.bytesPerRow),
                    WL_SHM_FORMAT_ARGB8888.rawValue)
            else { return nil }
            self.proxy = proxy
            self.memory = memory
            self.size = size
            self.pixels = pixels
            self.stale = PixelRegion(size.bounds)
            wl_buffer_add_listener(proxy, bufferListener, Unmanaged.passUnretained(self).toOpaque())
        }

        deinit {
            wl_buffer_destroy(proxy)
        }
    }

    private let shm: OpaquePointer
    private(set) var size: PixelSize
    private var buffers: [Buffer] = []
    /// The buffer of the last frame presented.
    private var newest: Buffer?
    /// The memory of the first buffer, made ahead with its pages faulting in on a thread of its own
    /// (``ShmMemory/prepare(byteCount:startingThreadWith:)``); taken by the first buffer made, used when it has that
    /// buffer's size.
    private var preparedMemory: ShmMemory?
    /// The most buffers kept.
    static let most = 3

    init(shm: OpaquePointer, size: PixelSize, preparedMemory: ShmMemory? = nil) {
        self.shm = shm
        self.size = size
        self.preparedMemory = preparedMemory
    }

    /// Drops every buffer for new ones of `newSize` (made as frames need them).
    func resize(to newSize: PixelSize) {
        guard newSize != size else { return }
        size = newSize
        buffers = []
        newest = nil
    }

    /// A buffer the compositor does not hold, brought up to date but for `damage` (which the caller renders), or nil
    /// when every buffer is held and no other can be made.
    func prepare(damage: PixelRegion) -> Buffer? {
        guard let buffer = freeBuffer() else { return nil }
        var missing = buffer.stale
        for rect in damage.rects { missing = missing.subtracting(rect) }
        if let newest, newest !== buffer {
            for rect in missing.rects { buffer.pixels.copy(rect, from: newest.pixels) }
        }
        buffer.stale = PixelRegion()
        return buffer
    }

    /// Records that `buffer` now shows the newest frame, whose damage was `damage`: the other buffers lack it.
    func presented(_ buffer: Buffer, damage: PixelRegion) {
        for other in buffers where other !== buffer { other.stale.formUnion(damage) }
        buffer.isBusy = true
        newest = buffer
    }

    /// The bytes of a buffer of `size` (4 a pixel, rows unpadded); nil when they overflow.
    static func byteCount(of size: PixelSize) -> Int? {
        let (stride, wide) = size.width.multipliedReportingOverflow(by: 4)
        let (bytes, tall) = stride.multipliedReportingOverflow(by: size.height)
        return wide || tall ? nil : bytes
    }

    private func freeBuffer() -> Buffer? {
        if let free = buffers.first(where: { !$0.isBusy }) { return free }
        guard buffers.count < Self.most, let bytes = Self.byteCount(of: size) else { return nil }
        let prepared = preparedMemory.take().flatMap { $0.byteCount == bytes ? $0 : nil }
        // What the helper has not faulted in yet comes in here, before it is drawn.
        prepared?.finishFaultingIn()
        guard let memory = prepared ?? ShmMemory(byteCount: bytes),
            let made = Buffer(shm: shm, size: size, memory: memory)
        else { return nil }
        buffers.append(made)
        return made
    }
}

private nonisolated(unsafe) let bufferListener = permanentListener(
    wl_buffer_listener(release: { data, _ in
        guard let data else { return }
        Unmanaged<ShmBufferChain.Buffer>.fromOpaque(data).takeUnretainedValue().isBusy = false
    }))

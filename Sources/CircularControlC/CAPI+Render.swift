import CCircularControlAPI
import CircularRender

// Drawing a control into the caller's pixels.

/// `cc_render`: draws what changed (or everything) into the caller's pixels and reports the rectangle drawn.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_render")
public func render(
    _ control: OpaquePointer?, _ pixels: UnsafeMutableRawPointer?, _ width: Int32, _ height: Int32, _ stride: Int32,
    _ flags: Int32, _ outDamage: UnsafeMutablePointer<cc_rect>?
) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let outDamage = try Argument.nonNull("out_damage", outDamage)
        guard let pixels else { throw .null("pixels") }
        guard flags == CC_RENDER_DAMAGE_ONLY || flags == CC_RENDER_FULL else {
            throw .unknown("flags", flags, expected: "CC_RENDER_DAMAGE_ONLY or CC_RENDER_FULL")
        }
        let buffer: PixelBuffer
        do throws(PixelBufferError) {
            buffer = try PixelBuffer(
                baseAddress: pixels, width: Int(width), height: Int(height), bytesPerRow: Int(stride))
        } catch {
            throw APIError(status: CC_ERROR_INVALID_BUFFER, message: "\(error)")
        }
        let sameSize = handle.drawnSize.map { $0 == (buffer.width, buffer.height) } ?? false
        let drawn: PixelRect
        if flags == CC_RENDER_DAMAGE_ONLY, sameSize {
            let damage = handle.panel.takeDamage(renderer: handle.renderer, canvas: buffer.bounds)
            drawn = handle.panel.render(into: buffer, clippedTo: damage, renderer: handle.renderer)
        } else {
            handle.panel.showWhole()
            drawn = handle.renderer.render(handle.panel.shownScene, into: buffer)
        }
        handle.drawnSize = (buffer.width, buffer.height)
        outDamage.pointee = cc_rect(
            x: Int32(drawn.x), y: Int32(drawn.y), width: Int32(drawn.width),
            height: Int32(drawn.height))
    }
}

import CX11
import CircularControl
import CircularRender
import Testing

@_spi(Testing) @testable import CircularX11

extension X11Suite {
    /// Frames reach the window pixel for pixel, through MIT-SHM and through the XPutImage fallback, and only the
    /// damaged rectangle is pushed.
    @Suite struct PresenterTests {
        @Test func sharedMemoryProbeSucceedsOnALocalServer() throws {
            try HostFixture().use { fixture in
                #expect(fixture.host.presenter.mode == .sharedMemory)
            }
        }

        @Test(arguments: [false, true])
        func presentedPixelsReadBackUnchanged(forbidSharedMemory: Bool) throws {
            try HostFixture(forbidSharedMemory: forbidSharedMemory).use { fixture throws in
                #expect(fixture.host.presenter.mode == (forbidSharedMemory ? .putImage : .sharedMemory))
                let whole = fixture.host.size.bounds
                #expect(try fixture.windowPixels(whole) == HostFixture.expectedPattern(whole))
            }
        }

        @Test(arguments: [false, true])
        func onlyTheDamagedRectangleIsPushed(forbidSharedMemory: Bool) throws {
            try HostFixture(forbidSharedMemory: forbidSharedMemory).use { fixture in
                let whole = fixture.host.size.bounds
                let damage = PixelRect(x: 50, y: 40, width: 30, height: 20)
                fixture.host.client.generation = 1
                let renders = fixture.host.client.renderCount
                fixture.host.setNeedsRedraw(damage)
                #expect(fixture.stepUntil { fixture.host.client.renderCount > renders })
                #expect(fixture.host.client.renderedDamage.last == damage)
                let shown = try fixture.windowPixels(whole)
                var expected = HostFixture.expectedPattern(whole)
                let changed = HostFixture.expectedPattern(damage, generation: 1)
                for row in 0..<damage.height {
                    for column in 0..<damage.width {
                        expected[(damage.y + row) * whole.width + damage.x + column] =
                            changed[row * damage.width + column]
                    }
                }
                #expect(shown == expected)
            }
        }

        @Test(arguments: [false, true])
        func pixelsFromElsewhereAreCopiedAndTheClientRendersIntoTheKeptImage(forbidSharedMemory: Bool) throws {
            try HostFixture(forbidSharedMemory: forbidSharedMemory).use { fixture in
                let presenter = fixture.host.presenter
                let whole = fixture.host.size.bounds
                // The loop renders straight into the kept image: it holds the client's pattern as the window does.
                let image = try #require(presenter.pixels)
                #expect(image.bounds == whole)
                let kept = (0..<whole.height).flatMap { y in
                    (0..<whole.width).map { x in (image.pixel(column: x, row: y) ?? 0) & 0x00FF_FFFF }
                }
                #expect(kept == HostFixture.expectedPattern(whole))
                // Pixels of the caller's own memory are copied in: a 4x3 block of one colour at (7, 5).
                let block = PixelRect(x: 7, y: 5, width: 4, height: 3)
                var words = [UInt32](repeating: 0, count: whole.width * whole.height)
                try words.withUnsafeMutableBytes { bytes in
                    guard let base = bytes.baseAddress else { return }
                    let elsewhere = try PixelBuffer(
                        baseAddress: base, width: whole.width, height: whole.height, bytesPerRow: whole.width * 4)
                    elsewhere.fill(block, with: 0xFF12_3456)
                    presenter.present(elsewhere, damage: block)
                }
                #expect(try fixture.windowPixels(block) == [UInt32](repeating: 0x12_3456, count: 12))
                #expect(image.pixel(column: 8, row: 6).map { $0 & 0x00FF_FFFF } == 0x12_3456)
            }
        }

        @Test func emptyDamageAndDamageOutsideThePixelsPushNothing() throws {
            try HostFixture().use { fixture in
                let presenter = fixture.host.presenter
                let before = presenter.presentedCount
                var word: UInt32 = 0
                try withUnsafeMutableBytes(of: &word) { bytes in
                    guard let base = bytes.baseAddress else { return }
                    let pixel = try PixelBuffer(baseAddress: base, width: 1, height: 1, bytesPerRow: 4)
                    presenter.present(pixel, damage: PixelRect(x: 5, y: 5, width: 0, height: 3))
                    presenter.present(pixel, damage: PixelRect(x: -50, y: -50, width: 10, height: 10))
                    presenter.present(pixel, damage: PixelRect(x: 1, y: 0, width: 10, height: 10))
                }
                #expect(presenter.presentedCount == before)
            }
        }
    }
}

import CircularControl
import CircularHost
import CircularRender
import CircularX11TestSupport
import Testing

@_spi(Testing) @testable import CircularX11

extension X11Suite {
    /// The loop's record of its last frame says which inputs the frame shows and when it was put.
    @Suite struct PresentedFrameTests {
        @Test(arguments: [false, true])
        func aFrameAfterAnInputReportsThatInput(forbidSharedMemory: Bool) async throws {
            try await HostFixture(forbidSharedMemory: forbidSharedMemory).use { fixture in
                fixture.settle()
                let before = MonotonicClock.now
                try await fixture.xdotool("mousemove", "--sync", "100", "80")
                #expect(fixture.stepUntil { fixture.host.client.events.contains(.move(Point(x: 100, y: 80))) })
                let frame = try #require(fixture.host.lastPresentedFrame)
                // The recording client asks for a redraw after every input and records each one it is handed.
                #expect(frame.inputCount == fixture.host.inputCount)
                #expect(frame.inputCount == fixture.host.client.events.count)
                #expect(frame.number == fixture.host.presenter.presentedCount)
                #expect(frame.presentedAt >= before && frame.presentedAt <= MonotonicClock.now)
                // Its stages, in the order the loop went through them, all after the move was sent.
                #expect(frame.handlingBeganAt >= before)
                #expect(frame.handlingBeganAt <= frame.renderingBeganAt)
                #expect(frame.renderingBeganAt <= frame.putBeganAt)
                #expect(frame.putBeganAt <= frame.presentedAt)
            }
        }

        /// The frame shown once the pointer moved to (`x`, `y`) and the host handled everything.
        private func settledFrame(_ fixture: HostFixture, afterMovingTo x: Int, _ y: Int) async throws
            -> PresentedFrame
        {
            try await fixture.xdotool("mousemove", "--sync", "\(x)", "\(y)")
            fixture.settle()
            let frame = try #require(fixture.host.lastPresentedFrame)
            #expect(frame.inputCount == fixture.host.inputCount)
            return frame
        }

        @Test func inputsHandledInOneIterationShareItsFrame() async throws {
            try await HostFixture().use { fixture in
                let first = try await settledFrame(fixture, afterMovingTo: 10, 10)
                // Three moves the server has sent before the loop runs again: one iteration hands them all over and
                // draws once.
                try await fixture.xdotool(
                    "mousemove", "--sync", "30", "20", "mousemove", "--sync", "50", "30", "mousemove", "--sync", "70",
                    "40")
                fixture.host.connection.synchronize()
                fixture.host.step(timeout: 0)
                let frame = try #require(fixture.host.lastPresentedFrame)
                #expect(frame.number == first.number + 1)
                #expect(frame.inputCount == first.inputCount + 3)
                let moves = [Point(x: 30, y: 20), Point(x: 50, y: 30), Point(x: 70, y: 40)].map { InputEvent.move($0) }
                #expect(Array(fixture.host.client.events.suffix(3)) == moves)
            }
        }

        @Test func aFrameDrawnWithoutInputReportsNoNewInput() async throws {
            try await HostFixture().use { fixture in
                let first = try await settledFrame(fixture, afterMovingTo: 40, 40)
                fixture.host.setNeedsRedraw(PixelRect(x: 0, y: 0, width: 8, height: 8))
                fixture.host.step(timeout: 0)
                let frame = try #require(fixture.host.lastPresentedFrame)
                #expect(frame.number == first.number + 1)
                #expect(frame.inputCount == first.inputCount)
                #expect(frame.presentedAt >= first.presentedAt)
            }
        }
    }
}

import CircularControl
import Testing

@_spi(Testing) @testable import CircularX11

extension X11Suite {
    /// While the client animates, the host advances it once per frame with rising times and redraws; then it stops.
    @Suite struct AnimationTests {
        @Test func ticksUntilTheAnimationEnds() throws {
            var client = RecordingClient()
            client.animationFramesLeft = 5
            try HostFixture(client: client).use { fixture in
                #expect(fixture.stepUntil { !fixture.host.client.isAnimating })
                let times = fixture.host.client.advanceTimes
                #expect(times.count == 5)
                #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
                let renders = fixture.host.client.renderCount
                fixture.settle()
                #expect(fixture.host.client.advanceTimes.count == 5)
                #expect(fixture.host.client.renderCount == renders)
            }
        }
    }
}

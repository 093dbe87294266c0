import CircularControl
import Testing

@testable import circular_demo

/// `--track-press` reads as the core's `trackPress` (C's `track_press`), and `--track-click`, its old name, still
/// reads the same; parsed in the test process, since the policy shows in no trace line.
@Suite struct TrackPressOptionTests {
    /// A geometry for the configurations the options make (any valid one will do).
    static let geometry = RingGeometry(center: Point(x: 50, y: 50), radius: 40, lineWidth: 8)

    /// `--track-click` is the old name of `--track-press`: every value reads as the same choice and the same policy
    /// in both spellings, with `=` or without.
    @Test(arguments: TrackPressPolicy.allCases)
    func trackPressAndItsOldNameParseToTheSamePolicy(choice: TrackPressPolicy) throws {
        let spellings = [
            ["--track-press", "\(choice)"], ["--track-click", "\(choice)"],
            ["--track-press=\(choice)"], ["--track-click=\(choice)"],
        ]
        for arguments in spellings {
            let options = try DemoOptions.parse(arguments)
            #expect(options.trackPress == choice, "\(arguments)")
            let configuration = options.configuration(turnMode: .clamped, geometry: Self.geometry)
            #expect(configuration.trackPress == choice, "\(arguments)")
        }
    }

    /// Given in both spellings, the last one counts, as for any option given twice.
    @Test func theLastSpellingOfTrackPressCounts() throws {
        #expect(try DemoOptions.parse(["--track-click", "jump", "--track-press", "ignore"]).trackPress == .ignore)
        #expect(try DemoOptions.parse(["--track-press", "ignore", "--track-click", "jump"]).trackPress == .jump)
    }

    /// Without the option a press on the track is relative, the core's own default.
    @Test func withoutTheOptionATrackPressIsTheCoresDefault() throws {
        let options = try DemoOptions.parse([])
        #expect(options.trackPress == .relative)
        #expect(
            options.configuration(turnMode: .clamped, geometry: Self.geometry).trackPress
                == Configuration(geometry: Self.geometry).trackPress)
    }
}

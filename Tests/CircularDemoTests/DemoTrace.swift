import CircularX11TestSupport
import Foundation

/// The `--trace` output of a demo run, parsed: the ready line, the event lines and the exit line.
///
/// Parsing is strict on purpose: a line that is not one JSON object, or an object without the fields Demo/README.md's
/// contract lists, is reported as a failure by ``lines(_:)``.
struct DemoTrace {
    /// One control of the ready line.
    struct Control: Equatable {
        var name: String
        var kind: String
        var centerX: Double
        var centerY: Double
        var radius: Double
        var lineWidth: Double
        var value: Double
        var minimum: Double
        var maximum: Double

        /// The window point at `turns` clockwise from 12 o'clock, `offset` pixels out from the middle of the track.
        func point(atTurn turns: Double, offset: Double = 0) -> (x: Int, y: Int) {
            let angle = 2 * Double.pi * turns
            let distance = radius + offset
            return (Int((centerX + distance * sin(angle)).rounded()), Int((centerY - distance * cos(angle)).rounded()))
        }
    }

    /// The ready line.
    struct Ready {
        var window: UInt
        var width: Int
        var height: Int
        var controls: [Control]

        func control(_ name: String) throws -> Control {
            guard let control = controls.first(where: { $0.name == name }) else {
                throw HarnessError("no control \(name) in the ready line")
            }
            return control
        }
    }

    /// One model event line.
    struct Event: Equatable {
        var event: String
        var control: String
        var value: Double
        var turns: Int
        var source: String
        /// The kind of gesture a `began` line begins (drag, wheel, keys, typed, reset, accessibility); nil otherwise.
        var gesture: String? = nil
    }

    /// A parsed line.
    enum Line {
        case ready(Ready)
        case event(Event)
        /// The part with the keyboard focus now; nil when the focus left the window's controls.
        case focus(control: String?)
        case exit(code: Int)
    }

    /// Parses every line; throws on the first that breaks the contract.
    static func lines(_ text: [String]) throws -> [Line] {
        try text.map(parse)
    }

    /// Parses one line.
    static func parse(_ line: String) throws -> Line {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let event = object["event"] as? String
        else { throw HarnessError("not a trace object: \(line)") }
        switch event {
        case "ready":
            guard Set(object.keys) == ["event", "window", "width", "height", "firstFrameAt", "controls"],
                object["firstFrameAt"] is NSNumber,
                let window = object["window"] as? NSNumber, let width = object["width"] as? Int,
                let height = object["height"] as? Int, let controls = object["controls"] as? [[String: Any]]
            else { throw HarnessError("bad ready line: \(line)") }
            return .ready(
                Ready(window: window.uintValue, width: width, height: height, controls: try controls.map(control)))
        case "exit":
            guard Set(object.keys) == ["event", "code"], let code = object["code"] as? Int else {
                throw HarnessError("bad exit line: \(line)")
            }
            return .exit(code: code)
        case "began", "changed", "ended", "wrapped", "pinned", "released":
            let keys: Set = ["event", "control", "value", "turns", "source"]
            let gestures = ["drag", "wheel", "keys", "typed", "reset", "accessibility"]
            guard Set(object.keys) == (event == "began" ? keys.union(["gesture"]) : keys),
                let control = object["control"] as? String, let value = (object["value"] as? NSNumber)?.doubleValue,
                let turns = object["turns"] as? Int, let source = object["source"] as? String,
                ["pointer", "key", "wheel", "program", "typed", "accessibility"].contains(source)
            else { throw HarnessError("bad event line: \(line)") }
            let gesture = object["gesture"] as? String
            guard event != "began" || gestures.contains(gesture ?? "") else {
                throw HarnessError("bad gesture in: \(line)")
            }
            return .event(
                Event(event: event, control: control, value: value, turns: turns, source: source, gesture: gesture))
        case "focus":
            guard Set(object.keys) == ["event", "control"] else { throw HarnessError("bad focus line: \(line)") }
            if object["control"] is NSNull { return .focus(control: nil) }
            guard let control = object["control"] as? String else { throw HarnessError("bad focus line: \(line)") }
            return .focus(control: control)
        default:
            throw HarnessError("unknown event in \(line)")
        }
    }

    private static func control(_ object: [String: Any]) throws -> Control {
        guard Set(object.keys) == ["name", "kind", "center", "radius", "lineWidth", "value", "min", "max"],
            let name = object["name"] as? String, let kind = object["kind"] as? String,
            let center = object["center"] as? [NSNumber], center.count == 2,
            let radius = (object["radius"] as? NSNumber)?.doubleValue,
            let lineWidth = (object["lineWidth"] as? NSNumber)?.doubleValue,
            let value = (object["value"] as? NSNumber)?.doubleValue,
            let minimum = (object["min"] as? NSNumber)?.doubleValue,
            let maximum = (object["max"] as? NSNumber)?.doubleValue
        else { throw HarnessError("bad control in the ready line: \(object)") }
        return Control(
            name: name, kind: kind, centerX: center[0].doubleValue, centerY: center[1].doubleValue, radius: radius,
            lineWidth: lineWidth, value: value, minimum: minimum, maximum: maximum)
    }

    /// What breaks the gesture contract in `events`, part by part: a `began` while a gesture is under way, an `ended`
    /// without one, a change by a person (any source but the program) outside a gesture.
    static func gestureProblems(_ events: [Event]) -> [String] {
        var underWay: [String: String] = [:]
        var problems: [String] = []
        for event in events {
            switch event.event {
            case "began":
                if let kind = underWay[event.control] { problems.append("\(event) during a \(kind) gesture") }
                underWay[event.control] = event.gesture
            case "ended":
                if underWay.removeValue(forKey: event.control) == nil { problems.append("\(event) without a gesture") }
            case "changed" where event.source != "program":
                if underWay[event.control] == nil { problems.append("\(event) outside a gesture") }
            default: break
            }
        }
        return problems
    }
}

import CircularControl
import CircularHost
import CircularPanel
import CircularRender

/// Writes the `--trace` lines: one JSON object per line on standard output, each written at once (unbuffered), in
/// the order things happen. The "Trace output" section of Demo/README.md is the contract; this type is its only writer.
///
/// Lines:
/// - `{"event":"ready","window":ID,"width":W,"height":H,"firstFrameAt":S,"controls":[{"name":N,"kind":K,"center":[X,Y],"radius":R,"lineWidth":L,"value":V,"min":A,"max":B}]}`
/// - `{"event":E,"control":N,"value":V,"turns":T,"source":S}` for every model event, with `"gesture":K` after the
///   source on `began`;
/// - `{"event":"focus","control":N}` when the keyboard focus moves to another part, and `{"event":"focus",
///   "control":null}` when it leaves the window's controls (handed back to an embedder);
/// - `{"event":"exit","code":C}`, last.
///
/// Edge cases: numbers print so that they read back as the same double (Swift's shortest round-trip form, which
/// is valid JSON for every finite value); a non-finite number, which the models never produce, prints as `null`.
/// Strings are escaped as JSON requires. A closed standard output drops lines silently.
struct TraceWriter {
    /// One control as the ready line lists it.
    struct ControlEntry {
        var name: String
        var kind: String
        var geometry: RingGeometry
        var value: Double
        var minimum: Double
        var maximum: Double

        /// Every part of every control, in the panel's order, with its state in `panel` and its geometry as drawn
        /// (in window pixels, the panel's logical ones times its scale).
        static func entries(of controls: [DemoControl], in panel: Panel) -> [ControlEntry] {
            zip(controls, panel.controls).flatMap { demoControl, control in
                let configuration = control.configuration
                return control.knobs.map { knob in
                    ControlEntry(
                        name: demoControl.window.partName(knob), kind: demoControl.kind.rawValue,
                        geometry: configuration.geometry.scaled(by: panel.scale), value: control.value(of: knob),
                        minimum: configuration.min, maximum: configuration.max)
                }
            }
        }
    }

    /// Writes the ready line; `firstFrameAt` is when the first frame reached the window system (CLOCK_MONOTONIC
    /// seconds; nil, printed as `null`, when no frame was).
    func ready(window: UInt, width: Int, height: Int, firstFrameAt: Double?, controls: [ControlEntry]) {
        var line =
            "{\"event\":\"ready\",\"window\":\(window),\"width\":\(width),\"height\":\(height),"
            + "\"firstFrameAt\":\(firstFrameAt.map(Self.number) ?? "null"),\"controls\":["
        // Appended one after the other (not joined: the generic join resolved its types at run time, on the way to
        // the ready line).
        for (index, control) in controls.enumerated() {
            if index > 0 { line += "," }
            line +=
                "{\"name\":\(Self.string(control.name)),\"kind\":\(Self.string(control.kind)),"
                + "\"center\":[\(Self.number(control.geometry.center.x)),\(Self.number(control.geometry.center.y))],"
                + "\"radius\":\(Self.number(control.geometry.radius)),\"lineWidth\":\(Self.number(control.geometry.lineWidth)),"
                + "\"value\":\(Self.number(control.value)),\"min\":\(Self.number(control.minimum)),\"max\":\(Self.number(control.maximum))}"
        }
        emit(line + "]}")
    }

    /// Writes one model event of control `control`, with its state after the input that caused it.
    func event(_ event: ControlEvent, control: String, value: Double, turns: Int, source: ChangeSource) {
        var gesture = ""
        if case .began(let kind) = event { gesture = ",\"gesture\":\"\(kind.rawValue)\"" }
        emit(
            "{\"event\":\"\(Self.name(of: event))\",\"control\":\(Self.string(control)),\"value\":\(Self.number(value)),"
                + "\"turns\":\(turns),\"source\":\"\(source.rawValue)\"\(gesture)}")
    }

    /// Writes a focus line: the part that has the keyboard focus now, or none (`nil`: the focus left the controls).
    func focus(control: String?) {
        emit("{\"event\":\"focus\",\"control\":\(control.map(Self.string) ?? "null")}")
    }

    /// Writes the line of a window's event: a part's event, or a focus line.
    func write(_ event: WindowEvent) {
        switch event {
        case .part(let part):
            self.event(part.event, control: part.name, value: part.value, turns: part.turns, source: part.source)
        case .focus(_, let name):
            focus(control: name)
        }
    }

    /// Writes the exit line.
    func exit(code: Int32) {
        emit("{\"event\":\"exit\",\"code\":\(code)}")
    }

    /// The trace's name of an event: began, changed, ended, wrapped, pinned or released. (Spelled out: printing the
    /// case would go through the runtime's reflection on every event, and page its code in.)
    static func name(of event: ControlEvent) -> String {
        switch event {
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .wrapped: return "wrapped"
        case .pinned: return "pinned"
        case .released: return "released"
        }
    }

    /// A number as JSON: the shortest form that reads back as the same double; whole numbers without ".0".
    static func number(_ value: Double) -> String {
        value.isFinite ? CenterLabel.decimal(value) : "null"
    }

    /// A string as JSON, quoted and escaped.
    static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    private func emit(_ line: String) {
        StandardStreams.printLine(line)
    }
}

import CircularControl

extension InputEvent {
    /// A short, stable line for `--print-events`: `press 240 50 shift clicks=1`, `wheel 1.0`, `key right shift`,
    /// `key-release right`, `text "5"` (typed text quoted and escaped as JSON).
    ///
    /// Edge cases: non-finite coordinates print as Swift prints them (`nan`, `inf`).
    var line: String {
        switch self {
        case .press(let point, let modifiers, let clicks):
            return "press \(Self.coordinates(point))\(Self.suffix(modifiers)) clicks=\(clicks)"
        case .move(let point, let modifiers):
            return "move \(Self.coordinates(point))\(Self.suffix(modifiers))"
        case .release(let point, let modifiers):
            return "release \(Self.coordinates(point))\(Self.suffix(modifiers))"
        case .modifiers(let modifiers):
            return "modifiers\(Self.suffix(modifiers))"
        case .key(let key, let modifiers):
            return "key \(key)\(Self.suffix(modifiers))"
        case .keyRelease(let key):
            return "key-release \(key)"
        case .wheel(let notches, let modifiers):
            return "wheel \(notches)\(Self.suffix(modifiers))"
        case .text(let text):
            return "text \(TraceWriter.string(text))"
        }
    }

    private static func coordinates(_ point: Point) -> String {
        let x = point.x == point.x.rounded() && abs(point.x) < 1e9 ? String(Int(point.x)) : String(point.x)
        let y = point.y == point.y.rounded() && abs(point.y) < 1e9 ? String(Int(point.y)) : String(point.y)
        return "\(x) \(y)"
    }

    private static func suffix(_ modifiers: Modifiers) -> String {
        var names: [String] = []
        if modifiers.contains(.shift) { names.append("shift") }
        if modifiers.contains(.control) { names.append("control") }
        if modifiers.contains(.alt) { names.append("alt") }
        return names.isEmpty ? "" : " " + names.joined(separator: " ")
    }
}

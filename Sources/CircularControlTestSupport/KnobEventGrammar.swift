import CircularControl

/// Checks that the events reported for one knob are well formed, input after input: the gesture contract of
/// `GestureKind`.
///
/// Every change a person makes lies inside exactly one `began(kind)` ... `ended` pair: no `began` while a gesture is
/// under way, no `ended` without one, and a change's source fits its gesture (a drag takes any person's change: the
/// pointer's, and keys, the wheel, typed and accessible values during it; a wheel gesture takes the wheel's, keys the
/// keys', a reset the pointer's, a typed or accessible gesture its own). The program's changes come anywhere.
/// `pinned` and `released` happen only within a drag, a release only from the end it was pinned at, a pin only when
/// not pinned. Within the events of one input nothing follows `ended` but a new `began` or the program's change.
/// `wrapped` comes only from a wrapping control.
public struct KnobEventGrammar {
    public let wraps: Bool
    /// The gesture under way, as the events told it.
    public private(set) var gesture: GestureKind?
    private(set) var pinnedEnd: End?

    public init(wraps: Bool) { self.wraps = wraps }

    /// True while the events say a drag is under way.
    var isDragging: Bool { gesture == .drag }

    /// Feeds the events one input gave this knob; returns what was wrong with them.
    public mutating func feed(_ events: [ControlEvent]) -> [String] {
        var problems: [String] = []
        var ended = false
        for event in events {
            switch event {
            case .began, .changed(.program): break
            default: if ended { problems.append("\(event) after ended") }
            }
            switch event {
            case .began(let kind):
                if let gesture { problems.append("began(\(kind)) during a \(gesture) gesture") }
                gesture = kind
                pinnedEnd = nil
                ended = false
            case .changed(let source):
                if source != .program, !Self.gesture(gesture, takes: source) {
                    problems.append("changed(\(source)) in \(gesture.map { "a \($0) gesture" } ?? "no gesture")")
                }
            case .ended:
                if gesture == nil { problems.append("ended without a gesture") }
                gesture = nil
                pinnedEnd = nil
                ended = true
            case .wrapped:
                if !wraps { problems.append("wrapped on a control that does not wrap") }
            case .pinned(let end):
                if !isDragging { problems.append("pinned(\(end)) outside a drag") }
                if let pinnedEnd { problems.append("pinned(\(end)) while pinned at \(pinnedEnd)") }
                pinnedEnd = end
            case .released(let end):
                if pinnedEnd != end {
                    problems.append("released(\(end)) while pinned at \(String(describing: pinnedEnd))")
                }
                pinnedEnd = nil
            }
        }
        return problems
    }

    /// True when a change from `source` belongs in `gesture`.
    static func gesture(_ gesture: GestureKind?, takes source: ChangeSource) -> Bool {
        switch (gesture, source) {
        case (.drag?, _), (.wheel?, .wheel), (.keys?, .key), (.reset?, .pointer), (.typed?, .typed),
            (.accessibility?, .accessibility):
            return true
        default: return false
        }
    }

    /// Compares the grammar's view with the model's after an input: the drag and the pin must agree. When
    /// `reanchors` is true (a key, the wheel, the program or a new geometry, which re-anchor a drag), a pin the model
    /// let go of without a `released` event is taken over.
    mutating func reconcile(isDragging modelDragging: Bool, pinnedEnd modelPin: End?, reanchors: Bool) -> [String] {
        var problems: [String] = []
        if modelDragging != isDragging {
            problems.append("the model is \(modelDragging ? "" : "not ")dragging but its events say otherwise")
        }
        if modelPin != pinnedEnd {
            if modelPin == nil, isDragging, reanchors {
                pinnedEnd = nil
            } else {
                problems.append(
                    "the model is pinned at \(String(describing: modelPin)), its events say \(String(describing: pinnedEnd))"
                )
            }
        }
        return problems
    }
}

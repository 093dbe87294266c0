import CircularControl

/// Checks that the events reported for one knob are well formed, input after input.
///
/// A drag is `began`, then any number of `changed`, `wrapped`, `pinned` and `released`, then `ended`; `pinned` and
/// `released` happen only within a drag, a release only from the end it was pinned at, a pin only when not pinned.
/// Within the events of one input nothing follows `ended` but a new `began` (a range control handing the drag to the
/// other knob). Outside a drag only `changed` and `wrapped` come, and `changed(.pointer)` only from a press (a
/// double click). `wrapped` comes only from a wrapping control.
struct KnobEventGrammar {
    let wraps: Bool
    private(set) var isDragging = false
    private(set) var pinnedEnd: End?

    init(wraps: Bool) { self.wraps = wraps }

    /// Feeds the events one input gave this knob; returns what was wrong with them.
    mutating func feed(_ events: [ControlEvent], fromPress: Bool) -> [String] {
        var problems: [String] = []
        var ended = false
        for event in events {
            if ended, event != .began { problems.append("\(event) after ended") }
            switch event {
            case .began:
                if isDragging { problems.append("began during a drag") }
                isDragging = true
                pinnedEnd = nil
                ended = false
            case .changed(let source):
                if !isDragging, source == .pointer, !fromPress { problems.append("changed(pointer) outside a drag") }
            case .ended:
                if !isDragging { problems.append("ended without a drag") }
                isDragging = false
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

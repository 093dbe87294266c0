import CircularControl

extension Panel {
    /// Sets a value of control `index` from the program: a single knob's (see
    /// `CircularModel/setValue(_:animated:at:)`), or, with `knob`, that knob of a range (see
    /// `CircularRangeModel/setValue(_:of:)`; ranges do not animate). Returns what happened. Ignored for an index
    /// that does not exist, a range without `knob`, or a single knob with one.
    public mutating func setValue(
        _ value: Double, ofControl index: Int, knob: RangeKnob? = nil, animated: Bool = false,
        at time: Double = 0
    ) -> PanelEvents {
        guard controls.indices.contains(index) else { return PanelEvents() }
        return controls[index].setValue(value, of: knob, animated: animated, at: time, control: index)
    }

    /// Sets both values of range control `index` from the program (see
    /// `CircularRangeModel/setValues(start:end:)`); returns what happened. Ignored for a single-knob control or
    /// an index that does not exist.
    public mutating func setValues(start: Double, end: Double, ofControl index: Int) -> PanelEvents {
        guard controls.indices.contains(index) else { return PanelEvents() }
        return controls[index].setValues(start: start, end: end, control: index)
    }

    /// Sets a value of control `index` an assistive technology wrote (a screen reader's `Value.CurrentValue`): a
    /// single knob's, or, with `knob`, that knob of a range (within its limits), as a gesture of its own (see
    /// `CircularModel/setAccessibleValue(_:)`). Returns what happened. Ignored for an index that does not exist, a
    /// range without `knob`, or a single knob with one.
    public mutating func setAccessibleValue(_ value: Double, ofControl index: Int, knob: RangeKnob? = nil)
        -> PanelEvents
    {
        guard controls.indices.contains(index), (controls[index].singleModel == nil) == (knob != nil) else {
            return PanelEvents()
        }
        return controls[index].setAccessibleValue(value, of: knob, control: index)
    }

    /// Moves the gesture clock to `time` (seconds on the clock the input's times come from): a wheel gesture idle for
    /// `GestureKind/wheelIdleTime` ends. Returns what happened, control by control. A host calls it when
    /// ``gestureDeadline`` comes (or every frame).
    public mutating func advanceClock(to time: Double) -> [PanelEvent] {
        var all: [PanelEvent] = []
        for index in controls.indices where controls[index].gestureDeadline != nil {
            all.append(contentsOf: controls[index].advanceClock(to: time, control: index))
        }
        return all
    }

    /// The earliest time a wheel gesture ends unless the wheel turns again (see ``advanceClock(to:)``); `nil` when
    /// none is under way. A host that sleeps until its next input wakes up then.
    public var gestureDeadline: Double? { controls.lazy.compactMap(\.gestureDeadline).min() }

    /// Moves every running animation to `time`; returns what happened, control by control.
    public mutating func advanceAnimations(to time: Double) -> [PanelEvent] {
        var all: [PanelEvent] = []
        for index in controls.indices where controls[index].isAnimating {
            all.append(contentsOf: controls[index].advanceAnimation(to: time, control: index))
        }
        return all
    }

    /// Moves control `index` to `geometry` (after a resize), keeping its values and a drag in progress.
    ///
    /// - Throws: `ConfigurationError` for an invalid geometry; the control is then unchanged. An index that does
    ///   not exist is ignored.
    public mutating func setGeometry(_ geometry: RingGeometry, ofControl index: Int) throws(ConfigurationError) {
        guard controls.indices.contains(index) else { return }
        try controls[index].setGeometry(geometry)
        indexForHits(index)
    }

    /// Changes the look of control `index` (its appearance, label, label size and knob style; its model is the
    /// panel's to change). An index that does not exist is ignored.
    public mutating func changeLook(ofControl index: Int, _ change: (inout PanelControl) -> Void) {
        guard controls.indices.contains(index) else { return }
        change(&controls[index])
        indexForHits(index)
    }
}

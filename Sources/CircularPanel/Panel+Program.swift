import CircularControl

extension Panel {
    /// Sets the value of single-knob control `index` from the program (see
    /// ``CircularModel/setValue(_:animated:at:)``); returns what happened. Ignored for a range control or an index
    /// that does not exist.
    public mutating func setValue(_ value: Double, ofControl index: Int, animated: Bool = false, at time: Double = 0)
        -> PanelEvents
    {
        guard controls.indices.contains(index), case .single(var single) = controls[index].model else {
            return PanelEvents()
        }
        let events = single.setValue(value, animated: animated, at: time)
        controls[index].model = .single(single)
        return tagged(events, control: index)
    }

    /// Sets both values of range control `index` from the program (see
    /// ``CircularRangeModel/setValues(start:end:)``); returns what happened. Ignored for a single-knob control or
    /// an index that does not exist.
    public mutating func setValues(start: Double, end: Double, ofControl index: Int) -> PanelEvents {
        guard controls.indices.contains(index), case .range(var range) = controls[index].model else {
            return PanelEvents()
        }
        let events = range.setValues(start: start, end: end)
        controls[index].model = .range(range)
        var tagged = PanelEvents()
        for event in events {
            tagged.append(PanelEvent(knob: PanelKnob(control: index, knob: event.knob), event: event.event))
        }
        return tagged
    }

    /// Moves every running animation to `time`; returns what happened, control by control.
    public mutating func advanceAnimations(to time: Double) -> [PanelEvent] {
        var all: [PanelEvent] = []
        for index in controls.indices where controls[index].isAnimating {
            guard case .single(var single) = controls[index].model else { continue }
            let events = single.advanceAnimation(to: time)
            controls[index].model = .single(single)
            all.append(contentsOf: tagged(events, control: index))
        }
        return all
    }

    /// Moves control `index` to `geometry` (after a resize), keeping its values and a drag in progress.
    ///
    /// - Throws: ``ConfigurationError`` for an invalid geometry; the control is then unchanged. An index that does
    ///   not exist is ignored.
    public mutating func setGeometry(_ geometry: RingGeometry, ofControl index: Int) throws(ConfigurationError) {
        guard controls.indices.contains(index) else { return }
        try controls[index].setGeometry(geometry)
    }

    /// Changes the look of control `index` (its appearance, label, label size and knob style; its model is the
    /// panel's to change). An index that does not exist is ignored.
    public mutating func changeLook(ofControl index: Int, _ change: (inout PanelControl) -> Void) {
        guard controls.indices.contains(index) else { return }
        change(&controls[index])
    }

    private func tagged(_ events: ControlEvents, control index: Int) -> PanelEvents {
        var tagged = PanelEvents()
        for event in events { tagged.append(PanelEvent(knob: PanelKnob(control: index), event: event)) }
        return tagged
    }
}

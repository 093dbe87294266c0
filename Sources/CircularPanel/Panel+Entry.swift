import CircularControl
import CircularRender

/// Typing a value into a knob's label, as JUCE's and Surge XT's sliders let you, and the rules of the entry:
/// - typed text (``InputEvent/text(_:)``) that starts with a digit, a sign or a decimal point opens an entry on the
///   focused knob, starting with that text; Enter opens one with the knob's value as the control shows it, selected
///   (`PanelControl/entryText(for:of:)`: "40%" under a percentage label); a double click on a control's label area
///   (``Control/labelAreaContains(_:)``, where no knob or track is) opens one on that control's focused knob and
///   focuses it. No entry opens on a control a pointer drags, nor while the mouse drags anything (keys then go to the
///   drag);
/// - while it is open: typed text appends the characters a number can hold (others are dropped), Backspace deletes
///   the last one, Enter commits, Escape cancels (no change, no event); the arrow keys, Page Up and Down, Home, End
///   and the wheel change nothing;
/// - a commit reads the text as the control shows its value (`PanelControl/value(fromEntry:of:)`: a percentage of
///   the arc under a percentage label, a fraction label's count, else the number) and hands the value to the model as
///   a typed value (clamped or wrapped, snapped, never NaN: ``CircularModel/enterValue(_:)``), reporting a typed
///   gesture when the value moved, and closes the entry. Text that does not read is refused: the entry stays open,
///   marked invalid with the reason (``ValueEntry/refusal``), nothing changes and nothing is reported; the next edit
///   clears the mark;
/// - Tab commits first, as toolkits do when the focus leaves a text field, then moves the focus; refused text keeps
///   the entry open and the focus where it is;
/// - a pointer press in the entry's label area keeps it open (and does nothing else); a press anywhere else commits
///   valid text or cancels refused text, as a focus-out does in GTK, Qt and JUCE, and goes no further: it starts no
///   drag, so the click that ends the typing never moves a value by accident (and one input never reports on two
///   controls, which ``EventList`` could not hold);
/// - the program moving the focus to another knob (``focus(_:)``, ``moveFocus(_:)``, ``focusEntered(_:)``) cancels
///   the entry; the surface losing the keyboard focus keeps it (without its caret).
extension Panel {
    /// The topmost control whose label area holds `point`, where no control's knob or track is and no pointer drags
    /// it: where a double click opens a value entry.
    func labelControl(at point: Point) -> Int? {
        let candidates = hitCandidates(at: point)
        guard !candidates.contains(where: { controls[$0].target(at: point) != nil }) else { return nil }
        return candidates.reversed().first { index in
            !controls[index].isDragging && controls[index].labelAreaContains(point)
        }
    }

    /// Opens a value entry on control `index`'s focused knob, with its value written out, and focuses that knob;
    /// returns what the focus move did.
    mutating func openEntry(onControl index: Int) -> PanelEvents {
        let events = focus(PanelKnob(control: index, knob: controls[index].focusedKnob))
        if let knob = focusedKnob { entry = ValueEntry(knob: knob, text: entryText(of: knob), selected: true) }
        return events
    }

    /// The value of `knob` as an entry starts with it: as the control shows it.
    func entryText(of knob: PanelKnob) -> String {
        let control = controls[knob.control]
        return control.entryText(for: control.value(of: knob.knob), of: knob.knob)
    }

    /// Typed text: into the open entry, or opening one on the focused knob when it starts a number.
    mutating func typeText(_ text: String) {
        if entry != nil {
            entry!.type(text)
            return
        }
        guard dragOwners[.mouse] == nil, let knob = focusedKnob, !controls[knob.control].isDragging,
            ValueEntry.opens(with: text)
        else { return }
        isFocusVisible = true
        entry = ValueEntry(knob: knob, text: text)
    }

    /// A key other than Tab while the entry is open.
    mutating func handleEntryKey(_ key: Key) -> PanelEvents {
        isFocusVisible = true
        switch key {
        case .enter: return commitEntry() ?? PanelEvents()
        case .escape: entry = nil
        case .backspace: entry?.deleteLast()
        default: break
        }
        return PanelEvents()
    }

    /// Commits the open entry: its value to the model and the entry closed, with the events; `nil` when the text is
    /// refused (the entry stays open, marked with the reason).
    mutating func commitEntry() -> PanelEvents? {
        guard let open = entry else { return PanelEvents() }
        let value: Double
        do throws(ValueTextError) {
            value = try controls[open.knob.control].value(fromEntry: open.text, of: open.knob.knob)
        } catch {
            entry!.refusal = error
            return nil
        }
        entry = nil
        return controls[open.knob.control].enterValue(value, of: open.knob.knob, control: open.knob.control)
    }

    /// A pointer press while the entry is open: kept open in its own label area, else committed (refused text
    /// cancelled); the press goes no further.
    mutating func pressDuringEntry(at point: Point) -> PanelEvents {
        guard let open = entry, !controls[open.knob.control].labelAreaContains(point) else { return PanelEvents() }
        guard let events = commitEntry() else {
            entry = nil
            return PanelEvents()
        }
        return events
    }
}

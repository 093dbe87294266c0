/// The controls of a panel, bottom to top, which note each control changed since the panel last measured its damage.
///
/// A change reaches a control only through the subscript (or by adding it), and the subscript notes it, so no change
/// goes unnoticed: the panel then compares only the noted controls with what it showed, and a move that changes one
/// knob of a thousand costs what it costs on a panel of one. A control is noted once however often it changes, and
/// noting allocates nothing once the panel has noted as many controls as it ever did.
///
/// Edge cases: reading a control notes nothing; a change that leaves a control as it was still notes it (the comparison
/// then finds nothing to redraw); two panels equal in their controls are equal whatever they noted.
public struct PanelControls: RandomAccessCollection, Equatable, Sendable {
    private var storage: [PanelControl]
    /// The controls changed since ``takeChanged(into:)``, each once, in the order of their first change.
    private var changed: [Int] = []
    /// Whether each control is in `changed`.
    private var isChanged: [Bool]

    init(_ controls: [PanelControl]) {
        storage = controls
        isChanged = Array(repeating: false, count: controls.count)
    }

    public var startIndex: Int { storage.startIndex }
    public var endIndex: Int { storage.endIndex }

    /// Control `index`; a change through the subscript notes it.
    public subscript(index: Int) -> PanelControl {
        get { storage[index] }
        _modify {
            note(index)
            yield &storage[index]
        }
    }

    /// Adds `control` on top, noted.
    mutating func append(_ control: PanelControl) {
        storage.append(control)
        isChanged.append(false)
        note(storage.count - 1)
    }

    /// Notes control `index` as changed.
    mutating func note(_ index: Int) {
        guard !isChanged[index] else { return }
        isChanged[index] = true
        changed.append(index)
    }

    /// The controls changed since ``takeChanged(into:)``, without forgetting them.
    var noted: [Int] { changed }

    /// Puts the controls changed since the last call in `buffer` (emptied first), once each, in the order of their
    /// first change, and forgets them; `buffer`'s storage is kept for the next changes, so nothing is allocated.
    mutating func takeChanged(into buffer: inout [Int]) {
        buffer.removeAll(keepingCapacity: true)
        swap(&buffer, &changed)
        for index in buffer { isChanged[index] = false }
    }

    public static func == (lhs: PanelControls, rhs: PanelControls) -> Bool { lhs.storage == rhs.storage }
}

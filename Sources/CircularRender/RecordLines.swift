/// The text lines of a kept record (``FontMatchCache``'s records, the header of ``GlyphCache``'s files), read one
/// after the other in place: a line is a range of the bytes, split at tabs, and only the values asked for become
/// strings. The lines are a format line, then `key <tab> value` lines; a watched file's line is
/// `key <tab> modification time in nanoseconds, or "absent" <tab> path` (a path may hold further tabs).
///
/// Edge cases: a last line may lack its line break (``position`` is then one past the bytes); a key or a time that
/// is not the one asked for, or a line without the tabs, reads as nil.
struct RecordLines {
    let bytes: UnsafeRawBufferPointer
    /// Where the next line begins.
    private(set) var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The next line's bytes (without its line break), nil after the last.
    mutating func nextLine() -> Range<Int>? {
        guard position < bytes.count else { return nil }
        let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        defer { position = end + 1 }
        return position..<end
    }

    /// Whether the next line is `text` (it is read either way).
    mutating func nextLine(is text: String) -> Bool {
        nextLine().map { holds($0, text) } ?? false
    }

    /// `line` split at its first tab; nil when it has none.
    func split(_ line: Range<Int>) -> (Range<Int>, Range<Int>)? {
        guard let tab = bytes[line].firstIndex(of: UInt8(ascii: "\t")) else { return nil }
        return (line.lowerBound..<tab, (tab + 1)..<line.upperBound)
    }

    /// Whether the bytes of `range` are `text`'s UTF-8.
    func holds(_ range: Range<Int>, _ text: String) -> Bool {
        bytes[range].elementsEqual(text.utf8)
    }

    /// The bytes of `range` as a string.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The value of the next line when it is `key`, a tab and the value; nil otherwise.
    mutating func field(_ key: String) -> String? {
        fieldRange(key).map(text)
    }

    /// Where the value of the next line is when it is `key`, a tab and the value; nil otherwise.
    mutating func fieldRange(_ key: String) -> Range<Int>? {
        guard let line = nextLine(), let (name, value) = split(line), holds(name, key) else { return nil }
        return value
    }

    /// The watched file of the next line when it is `key`, a tab, a modification time or "absent", a tab and a path;
    /// nil otherwise.
    mutating func watched(_ key: String) -> FontMatchCache.Watched? {
        guard let line = nextLine() else { return nil }
        return watched(key, in: line)
    }

    /// The watched file `line` names when it is `key`, a tab, a modification time or "absent", a tab and a path.
    func watched(_ key: String, in line: Range<Int>) -> FontMatchCache.Watched? {
        guard let (name, rest) = split(line), holds(name, key), let (time, path) = split(rest) else { return nil }
        if holds(time, "absent") { return FontMatchCache.Watched(path: text(path), modified: nil) }
        guard let modified = Int64(text(time)) else { return nil }
        return FontMatchCache.Watched(path: text(path), modified: modified)
    }
}

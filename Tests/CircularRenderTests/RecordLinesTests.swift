import Testing

@testable import CircularRender

/// The lines of a kept record (RecordLines), read in place: fields, watched files and where the text ends.
@Suite struct RecordLinesTests {
    /// Reads `text` with `body`, which returns what it read.
    private func read<Result>(_ text: String, _ body: (inout RecordLines) -> Result) -> Result {
        Array(text.utf8).withUnsafeBytes { bytes in
            var lines = RecordLines(bytes)
            return body(&lines)
        }
    }

    @Test func fieldsAndWatchedFilesAreReadLineByLine() {
        let text = "format 1\nfamily\tTest Sans\nwatch\t17\t/a path/with\ttab\nwatch\tabsent\t/gone\n"
        let (format, family, first, second, after, position) = read(text) { lines in
            (
                lines.nextLine(is: "format 1"), lines.field("family"), lines.watched("watch"),
                lines.watched("watch"), lines.nextLine(), lines.position
            )
        }
        #expect(format)
        #expect(family == "Test Sans")
        // The path keeps the tabs after the time's.
        #expect(first == FontMatchCache.Watched(path: "/a path/with\ttab", modified: 17))
        #expect(second == FontMatchCache.Watched(path: "/gone", modified: nil))
        #expect(after == nil)
        #expect(position == text.utf8.count)
    }

    @Test func aLineOfAnotherKeyOrWithoutItsTabsReadsAsNil() {
        let text = "format 2\nfamilies\tTest Sans\nfamily Test Sans\nwatch\tsoon\t/a\nwatch\t17\nfont\t1\t/f\n"
        let (format, fields, watched) = read(text) { lines in
            (
                lines.nextLine(is: "format 1"), [lines.field("family"), lines.field("family")],
                [lines.watched("watch"), lines.watched("watch"), lines.watched("watch")]
            )
        }
        #expect(!format)
        #expect(fields == [nil, nil])
        #expect(watched == [nil, nil, nil])
    }

    @Test func aLastLineWithoutItsBreakIsReadAndLeavesThePositionPastTheEnd() {
        let (format, afterFormat, family, afterFamily, after) = read("format 1\nfamily\tTest Sans") { lines in
            (lines.nextLine(is: "format 1"), lines.position, lines.field("family"), lines.position, lines.nextLine())
        }
        #expect(format)
        #expect(afterFormat == 9)
        #expect(family == "Test Sans")
        // One past the 25 bytes: no line break ended the last line.
        #expect(afterFamily == 26)
        #expect(after == nil)
        let (empty, emptyIsText) = read("") { lines in (lines.nextLine(), lines.nextLine(is: "")) }
        #expect(empty == nil)
        #expect(!emptyIsText)
    }
}

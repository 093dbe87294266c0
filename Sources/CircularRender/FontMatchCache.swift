import Glibc

/// The font file fontconfig picked for a family, kept in a file of the user's cache between runs, so that a start
/// after the first finds its label font without fontconfig's start-up (reading some 60 configuration files and the
/// caches of every font folder: about 3 ms, most of a window's time to its first frame).
///
/// A kept match is used only while everything fontconfig read to make it is as it was: a record lists each
/// configuration file, each folder of configuration files and each font folder with its modification time, the
/// places a user's configuration would be created that did not exist, and the font file itself, and the lookup
/// checks them all (a few dozen `stat` calls, well under a millisecond). These are the files whose change makes
/// fontconfig's own `FcConfigUptoDate` report a configuration out of date, so a font installed, removed or
/// reconfigured gives a fresh match. The environment variables that change what fontconfig reads or matches
/// (`FONTCONFIG_FILE`, `FONTCONFIG_PATH`, `FONTCONFIG_SYSROOT`, `HOME`, `XDG_CONFIG_HOME`, `XDG_DATA_HOME`, `FC_LANG`,
/// `LC_ALL`, `LC_CTYPE`, `LANG`) are part of the record too.
///
/// Records live in `$XDG_CACHE_HOME/circular-control` (else `$HOME/.cache/circular-control`), one file a family. They
/// are written to a temporary file and renamed, so two programs starting at once never read half a record.
///
/// Edge cases: with neither variable set, or a folder that cannot be made or written, nothing is kept and every
/// lookup misses; a record that cannot be read or parsed, of another format, family or environment, or whose watched
/// files changed, misses and is written again after the next match; a path with a tab or a line break is not kept.
struct FontMatchCache {
    /// The folder the records are in.
    let directory: String

    /// A file fontconfig read, or a place it looked, and its state when the match was made.
    struct Watched: Equatable {
        let path: String
        /// The modification time in nanoseconds since the epoch; nil when the path did not exist.
        let modified: Int64?
    }

    /// One family's match and what it depends on.
    struct Record: Equatable {
        let family: String
        let environment: String
        let file: String
        let watched: [Watched]
    }

    private static let format = "circular-control font match 1"

    /// The environment variables whose values a match depends on.
    static let environmentNames = [
        "FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
        "FC_LANG", "LC_ALL", "LC_CTYPE", "LANG",
    ]

    /// The user's cache folder for font matches (``CacheFolder/userDefault()``), or nil when neither
    /// `XDG_CACHE_HOME` nor `HOME` names one.
    static func userDefault() -> FontMatchCache? {
        CacheFolder.userDefault().map { FontMatchCache(directory: $0.directory) }
    }

    /// The environment variables a match depends on, as one line: `NAME=value` for each of ``environmentNames``,
    /// separated by spaces (an unset or empty variable has no value). Bytes rather than a string: the line is longer
    /// than 63 bytes, and the first string storage of 64 bytes or more to go away makes the Swift runtime look the type
    /// of its breadcrumbs up by its mangled name (47 us with the demangler's code pages, against 2 us for each one
    /// after, on the benchmark machine; without this and the cache's paths made as C strings, the Wayland knob
    /// window's first frame came 0.08 ms later, the median of 150 paired starts). A value that is not UTF-8 never
    /// matches a kept record, whose text holds it repaired: fontconfig is asked each time.
    static func currentEnvironment() -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(256)
        for name in environmentNames {
            if !line.isEmpty { line.append(UInt8(ascii: " ")) }
            line += name.utf8
            line.append(UInt8(ascii: "="))
            if let value = getenv(name) {
                line += UnsafeRawBufferPointer(start: value, count: strlen(value))
            }
        }
        return line
    }

    /// The environment variable `name`, nil when it is unset or empty.
    static func environmentValue(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// The state of `path` now.
    static func watch(_ path: String) -> Watched {
        var status = stat()
        guard stat(path, &status) == 0 else { return Watched(path: path, modified: nil) }
        let time = status.st_mtim
        let (seconds, overflow) = Int64(time.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
        return Watched(path: path, modified: overflow ? Int64.max : seconds &+ Int64(time.tv_nsec))
    }

    /// The kept font file for `family` in `environment` (a line as ``currentEnvironment()`` makes it), when its record
    /// is there and everything it watches is unchanged; nil otherwise.
    func file(for family: String, environment: some Collection<UInt8>) -> String? {
        guard let match = keptMatch(for: family, environment: environment), Self.isCurrent(match) else { return nil }
        return match.file
    }

    /// A kept record as a start reads it: the file it names, and its bytes, whose watched files ``isCurrent(_:)``
    /// reads and checks once a window's first frame is shown (reading them, some 50 lines, took 0.07 ms of the knob
    /// window's start on the benchmark machine: the median difference of 150 paired starts).
    struct KeptMatch {
        /// The font file the record names.
        let file: String
        /// The record's bytes, whole.
        fileprivate let bytes: [UInt8]
    }

    /// The record kept for `family` in `environment` (a line as ``currentEnvironment()`` makes it), its head read
    /// (format, family, environment and file) and what it watches left unread; nil when there is none, it cannot be
    /// read, or its head is not this format's or names another family or environment. Only the file becomes a string:
    /// the environment is compared in place (see ``currentEnvironment()``), and the record's path is a C string.
    func keptMatch(for family: String, environment: some Collection<UInt8>) -> KeptMatch? {
        guard let bytes = withRecordPath(for: family, { folder.read($0) }),
            let file = bytes.withUnsafeBytes({ bytes -> String? in
                var lines = RecordLines(bytes)
                guard let head = Self.readHead(&lines), lines.holds(head.family, family),
                    bytes[head.environment].elementsEqual(environment)
                else { return nil }
                return lines.text(head.file)
            })
        else { return nil }
        return KeptMatch(file: file, bytes: bytes)
    }

    /// Whether `match`'s record is whole (each of its watched lines reads) and everything it watches is as it was.
    static func isCurrent(_ match: KeptMatch) -> Bool {
        parse(bytes: match.bytes).map(isCurrent) ?? false
    }

    /// Whether everything `record` watches is as it was when the match was made (a `stat` a path).
    static func isCurrent(_ record: Record) -> Bool {
        record.watched.allSatisfy { watch($0.path) == $0 }
    }

    /// Keeps `record`, replacing the family's previous one; returns false when it could not be written.
    @discardableResult
    func store(_ record: Record) -> Bool {
        let fields = [record.family, record.environment, record.file] + record.watched.map(\.path)
        guard !fields.contains(where: { $0.contains("\t") || $0.contains("\n") }) else { return false }
        return folder.replace(recordPath(for: record.family), with: Array(Self.serialize(record).utf8))
    }

    /// The record's text: a format line, then one tab-separated line a field and a watched path.
    static func serialize(_ record: Record) -> String {
        var lines = [format, "family\t\(record.family)", "environment\t\(record.environment)", "file\t\(record.file)"]
        for watched in record.watched {
            lines.append("watch\t\(watched.modified.map(String.init) ?? "absent")\t\(watched.path)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The record in `text`, or nil when it is not one of this format.
    static func parse(_ text: String) -> Record? {
        parse(bytes: Array(text.utf8))
    }

    /// The record in the UTF-8 `bytes` of its text, or nil when it is not one of this format. (Read as bytes: the
    /// fields are split at tabs and line breaks, which no path in a record holds, without looking at characters; a
    /// last line may lack its line break.)
    static func parse(bytes: [UInt8]) -> Record? {
        bytes.withUnsafeBytes { bytes in
            var lines = RecordLines(bytes)
            guard let head = readHead(&lines) else { return nil }
            var watched: [Watched] = []
            while let line = lines.nextLine() {
                guard let entry = lines.watched("watch", in: line) else { return nil }
                watched.append(entry)
            }
            return Record(
                family: lines.text(head.family), environment: lines.text(head.environment),
                file: lines.text(head.file), watched: watched)
        }
    }

    /// A record's first lines, `lines` from their start: the format's, then the family, environment and file fields;
    /// nil when they are not.
    private static func readHead(_ lines: inout RecordLines)
        -> (family: Range<Int>, environment: Range<Int>, file: Range<Int>)?
    {
        guard lines.nextLine(is: format), let family = lines.fieldRange("family"),
            let environment = lines.fieldRange("environment"), let file = lines.fieldRange("file")
        else { return nil }
        return (family, environment, file)
    }

    /// The record's file for `family`: named by a hash of the name, so that any family makes a valid file name.
    func recordPath(for family: String) -> String {
        withRecordPath(for: family) { String(cString: $0) }
    }

    /// Calls `body` with ``recordPath(for:)`` as a C string (``CacheFolder/withPath(prefix:keyBytes:_:)``).
    private func withRecordPath<Result>(for family: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        folder.withPath(prefix: "font-", keyBytes: family.utf8, body)
    }

    private var folder: CacheFolder { CacheFolder(directory: directory) }
}

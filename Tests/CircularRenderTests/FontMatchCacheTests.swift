import Glibc
import Testing

@testable import CircularRender

/// The kept font match (FontMatchCache): used while what it watches is unchanged, and never once anything changed.
@Suite struct FontMatchCacheTests {
    private func record(_ scratch: ScratchFolder, family: String = "Test Sans", environment: String = "LANG=C") -> (
        FontMatchCache.Record, configuration: String, font: String
    ) {
        let configuration = scratch.write("fonts.conf", "<fontconfig/>")
        let font = scratch.write("font.ttf", "not really a font")
        let absent = scratch.path + "/user-fonts.conf"
        let watched = [configuration, font, absent].map(FontMatchCache.watch)
        return (.init(family: family, environment: environment, file: font, watched: watched), configuration, font)
    }

    @Test func aStoredMatchIsFoundWhileNothingChanged() {
        let scratch = ScratchFolder()
        let cache = FontMatchCache(directory: scratch.path + "/cache")
        let (record, _, font) = record(scratch)
        #expect(cache.file(for: "Test Sans", environment: "LANG=C".utf8) == nil)
        #expect(cache.store(record))
        #expect(cache.file(for: "Test Sans", environment: "LANG=C".utf8) == font)
        // Another family, or another environment, is not this record.
        #expect(cache.file(for: "Test Serif", environment: "LANG=C".utf8) == nil)
        #expect(cache.file(for: "Test Sans", environment: "LANG=de_DE.UTF-8".utf8) == nil)
    }

    @Test func aChangedConfigurationFileMissesTheMatch() {
        let scratch = ScratchFolder()
        let cache = FontMatchCache(directory: scratch.path + "/cache")
        let (record, configuration, _) = record(scratch)
        scratch.touch(configuration, seconds: 1_000_000)
        let stored = FontMatchCache.Record(
            family: record.family, environment: record.environment, file: record.file,
            watched: record.watched.map { FontMatchCache.watch($0.path) })
        #expect(cache.store(stored))
        #expect(cache.file(for: "Test Sans", environment: "LANG=C".utf8) != nil)
        scratch.touch(configuration, seconds: 2_000_000)
        #expect(cache.file(for: "Test Sans", environment: "LANG=C".utf8) == nil)
    }

    @Test func aFileMadeWhereNoneWasMissesTheMatch() {
        let scratch = ScratchFolder()
        let cache = FontMatchCache(directory: scratch.path + "/cache")
        let (record, _, _) = record(scratch)
        #expect(cache.store(record))
        _ = scratch.write("user-fonts.conf", "<fontconfig/>")
        #expect(cache.file(for: "Test Sans", environment: "LANG=C".utf8) == nil)
    }

    @Test func aRemovedFontFileMissesTheMatch() {
        let scratch = ScratchFolder()
        let cache = FontMatchCache(directory: scratch.path + "/cache")
        let (record, _, font) = record(scratch)
        #expect(cache.store(record))
        unlink(font)
        #expect(cache.file(for: "Test Sans", environment: "LANG=C".utf8) == nil)
    }

    @Test func recordsSurviveTheirTextAndBrokenTextIsNoRecord() {
        let scratch = ScratchFolder()
        let (record, _, _) = record(scratch)
        #expect(FontMatchCache.parse(FontMatchCache.serialize(record)) == record)
        let text = FontMatchCache.serialize(record)
        #expect(FontMatchCache.parse("") == nil)
        #expect(FontMatchCache.parse(text.replacing("font match 1", with: "font match 9")) == nil)
        #expect(FontMatchCache.parse(text.replacing("watch\t", with: "watch\tsoon\t")) == nil)
        #expect(FontMatchCache.parse(String(text.prefix(40))) == nil)
    }

    @Test func aGarbledRecordFileMissesAndIsReplaced() {
        let scratch = ScratchFolder()
        let cache = FontMatchCache(directory: scratch.path + "/cache")
        let (record, _, font) = record(scratch)
        #expect(cache.store(record))
        let path = cache.recordPath(for: "Test Sans")
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        _ = "circular-control font match 1\nfamily\tTest".withCString { Glibc.write(descriptor, $0, strlen($0)) }
        close(descriptor)
        #expect(cache.file(for: "Test Sans", environment: "LANG=C".utf8) == nil)
        #expect(cache.store(record))
        #expect(cache.file(for: "Test Sans", environment: "LANG=C".utf8) == font)
    }

    @Test func pathsThatCannotBeWrittenAreNotKept() {
        let scratch = ScratchFolder()
        let cache = FontMatchCache(directory: scratch.path + "/cache")
        let (record, _, _) = record(scratch)
        let odd = FontMatchCache.Record(
            family: "Tab\tFamily", environment: record.environment, file: record.file, watched: record.watched)
        #expect(!cache.store(odd))
        #expect(cache.file(for: "Tab\tFamily", environment: "LANG=C".utf8) == nil)
        // A cache folder that cannot be made keeps nothing, and finds nothing.
        let blocked = FontMatchCache(directory: scratch.write("blocker", "") + "/cache")
        #expect(!blocked.store(record))
        #expect(blocked.file(for: "Test Sans", environment: "LANG=C".utf8) == nil)
    }

    @Test func aKeptMatchIsReadByItsHeadAndItsWatchedLinesOnlyWhenChecked() throws {
        let scratch = ScratchFolder()
        let cache = FontMatchCache(directory: scratch.path + "/cache")
        let (record, _, font) = record(scratch)
        #expect(cache.store(record))
        let match = try #require(cache.keptMatch(for: "Test Sans", environment: "LANG=C".utf8))
        #expect(match.file == font)
        #expect(FontMatchCache.isCurrent(match))
        #expect(cache.keptMatch(for: "Test Serif", environment: "LANG=C".utf8) == nil)
        #expect(cache.keptMatch(for: "Test Sans", environment: "LANG=de_DE.UTF-8".utf8) == nil)

        // A damaged watched line leaves the head readable: the match is taken unchecked, and the check refuses it.
        let path = cache.recordPath(for: "Test Sans")
        let bytes = try #require(CacheFolder(directory: cache.directory).read(path))
        let text = String(decoding: bytes, as: UTF8.self)
        let damaged = text.replacing("watch\t", with: "watch\tsoon\t")
        #expect(CacheFolder(directory: cache.directory).replace(path, with: Array(damaged.utf8)))
        let unchecked = try #require(cache.keptMatch(for: "Test Sans", environment: "LANG=C".utf8))
        #expect(unchecked.file == font)
        #expect(!FontMatchCache.isCurrent(unchecked))
        #expect(cache.file(for: "Test Sans", environment: "LANG=C".utf8) == nil)

        // A damaged head is no match at all.
        let headless = text.replacing("file\t", with: "files\t")
        #expect(CacheFolder(directory: cache.directory).replace(path, with: Array(headless.utf8)))
        #expect(cache.keptMatch(for: "Test Sans", environment: "LANG=C".utf8) == nil)
    }

    @Test func fontconfigsMatchIsKeptWithWhatItReadAndFoundAgain() throws {
        let scratch = ScratchFolder()
        let cache = FontMatchCache(directory: scratch.path + "/cache")
        let found = try FontFace.fileForFamily("DejaVu Sans", cache: cache)
        let environment = FontMatchCache.currentEnvironment()
        #expect(cache.file(for: "DejaVu Sans", environment: environment) == found)
        let kept = CacheFolder(directory: cache.directory).read(cache.recordPath(for: "DejaVu Sans"))
        let record = try #require(kept.flatMap(FontMatchCache.parse(bytes:)))
        // fontconfig's main configuration file and the font file itself are among what the record watches.
        #expect(record.watched.contains { $0.path.hasSuffix("/fonts.conf") && $0.modified != nil })
        #expect(record.watched.contains { $0.path == found && $0.modified != nil })
        #expect(try FontFace.fileForFamily("DejaVu Sans", cache: cache) == found)
    }
}

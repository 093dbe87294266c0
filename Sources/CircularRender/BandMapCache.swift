/// The samples of band maps kept in files of the user's cache between runs, so that a window's first frame takes
/// its rings' layouts instead of working them out again: on the benchmark machine the 400-pixel knob window's map
/// took 0.35 ms of its start to work out and took 0.15 ms to read into memory of its own and check (28,532 samples;
/// most of that the first touch of the fresh memory). A kept file's pages are mapped instead (``MappedFile``): the
/// samples are read where the kernel holds them, which took 0.03 to 0.14 ms off the window's first frame (medians of
/// 60 to 80 alternating starts).
///
/// A file holds one map's samples, named by a hash of the map's key (``BandMap/Key``): a header of ``headerSize``
/// bytes (the format's tag, then the key's six fields and the sample count, each 64 bits little-endian), then the
/// samples, 32 bits little-endian each. A map's rows are not kept: ``BandMap`` works them out again (one square root a
/// row), and takes kept samples only when their count is the one its rows give and its check of a sample a row
/// agrees (``BandMap/init(center:innerRadius:outerRadius:columns:rows:mirroring:cache:)``).
///
/// Only maps of ``keptSampleCounts`` samples are kept: a smaller one is worked out about as fast as its file is read,
/// a larger one would fill the folder. The folder keeps at most ``fileLimit`` maps; a store removes the oldest beyond.
///
/// Edge cases: a file of another format, another key, another sample count or another size misses, as does every
/// file on a processor that is not little-endian (nothing is kept there); a folder that cannot be written keeps
/// nothing.
struct BandMapCache {
    /// The folder the files are in.
    let folder: CacheFolder

    /// The first 8 bytes of a file: the format, and its version.
    private static let tag = Array("ccband01".utf8)
    /// The bytes before the samples.
    static let headerSize = 64
    /// The sample counts of the maps a cache keeps: from that of a ring about 60 pixels across (about 20 us to work
    /// out) to 1 MiB of samples (a ring about 1,200 pixels across).
    static let keptSampleCounts = 4096...(1 << 18)
    /// The most maps the folder keeps.
    static let fileLimit = 16
    /// The prefix of the files' names.
    private static let prefix = "band-"
    private static let isLittleEndian = UInt32(1).littleEndian == 1

    /// The user's cache folder for band maps, or nil when neither `XDG_CACHE_HOME` nor `HOME` names one.
    static func userDefault() -> BandMapCache? {
        CacheFolder.userDefault().map(BandMapCache.init(folder:))
    }

    /// The samples kept for `key`, when a file holds exactly `count` of them for it: in the file's pages, mapped
    /// (``MappedFile``), valid for as long as `file` lives. Nil otherwise.
    func samples(for key: BandMap.Key, count: Int) -> (samples: UnsafeBufferPointer<UInt32>, file: MappedFile)? {
        guard Self.isLittleEndian, Self.keptSampleCounts.contains(count),
            let file = withFilePath(for: key, { MappedFile(path: $0, byteCount: Self.headerSize + 4 * count) }),
            let start = file.bytes.baseAddress,
            file.bytes.prefix(Self.headerSize).elementsEqual(Self.header(for: key, count: count))
        else { return nil }
        let samples = (start + Self.headerSize).bindMemory(to: UInt32.self, capacity: count)
        return (UnsafeBufferPointer(start: samples, count: count), file)
    }

    /// Keeps `samples`, those of the map of `key`, replacing what was kept for it, then removes the oldest files
    /// beyond ``fileLimit``. False when nothing was written: a count outside ``keptSampleCounts``, or a folder that
    /// cannot be written.
    @discardableResult
    func store(_ samples: UnsafeBufferPointer<UInt32>, for key: BandMap.Key) -> Bool {
        guard Self.isLittleEndian, Self.keptSampleCounts.contains(samples.count) else { return false }
        var bytes = Self.header(for: key, count: samples.count)
        bytes.reserveCapacity(Self.headerSize + 4 * samples.count)
        bytes += UnsafeRawBufferPointer(samples)
        guard folder.replace(filePath(for: key), with: bytes) else { return false }
        folder.removeOldest(prefix: Self.prefix, keeping: Self.fileLimit)
        return true
    }

    /// The file for the map of `key`, named by the hash of the key's fields as a file's header holds them.
    func filePath(for key: BandMap.Key) -> String {
        withFilePath(for: key) { String(cString: $0) }
    }

    /// Calls `body` with ``filePath(for:)`` as a C string (``CacheFolder/withPath(prefix:keyBytes:_:)``).
    private func withFilePath<Result>(for key: BandMap.Key, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        folder.withPath(prefix: Self.prefix, keyBytes: Self.littleEndianBytes(Self.fields(of: key)), body)
    }

    /// The header of a file of `count` samples for `key`.
    private static func header(for key: BandMap.Key, count: Int) -> [UInt8] {
        tag + littleEndianBytes(fields(of: key) + [UInt64(bitPattern: Int64(count))])
    }

    /// The key's fields in the order a header holds them.
    private static func fields(of key: BandMap.Key) -> [UInt64] {
        [
            key.centerX, key.centerY, key.inner, key.outer, UInt64(bitPattern: Int64(key.columns)),
            UInt64(bitPattern: Int64(key.rows)),
        ]
    }

    private static func littleEndianBytes(_ words: [UInt64]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8 * words.count)
        for word in words {
            withUnsafeBytes(of: word.littleEndian) { bytes += $0 }
        }
        return bytes
    }
}

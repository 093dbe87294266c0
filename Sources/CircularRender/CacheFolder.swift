import Glibc

/// A folder of the user's cache where what a start would otherwise work out again is kept between runs (a font
/// match, rendered glyphs, the band maps of a first frame), one file a key.
///
/// Files are named by a hash of their key, so that any key makes a valid name, and replaced whole: written to a
/// temporary file and renamed, so that two programs starting at once never read half a file.
///
/// Edge cases: a folder that cannot be made or written keeps nothing (``replace(_:with:)`` returns false) and every
/// read misses; a file larger than the reader's limit, or not of the size a reader of fixed-size files expects, reads
/// as missing.
struct CacheFolder {
    /// The folder's path.
    let directory: String

    /// `$XDG_CACHE_HOME/circular-control`, else `$HOME/.cache/circular-control`; nil when neither variable holds an
    /// absolute path.
    static func userDefault() -> CacheFolder? {
        /// The variable's value when it is an absolute path. (Its first byte is compared, not its first character:
        /// `hasPrefix` looks for character boundaries, code that nothing else of a start runs.)
        func absolutePath(in name: String) -> String? {
            guard let value = FontMatchCache.environmentValue(name), value.utf8.first == UInt8(ascii: "/") else {
                return nil
            }
            return value
        }
        if let cache = absolutePath(in: "XDG_CACHE_HOME") {
            return CacheFolder(directory: cache + "/circular-control")
        }
        if let home = absolutePath(in: "HOME") {
            return CacheFolder(directory: home + "/.cache/circular-control")
        }
        return nil
    }

    /// The path of the file for `key`: `prefix` and the 64-bit FNV-1a hash of the key's UTF-8 in hexadecimal.
    func path(prefix: String, key: String) -> String {
        path(prefix: prefix, keyBytes: key.utf8)
    }

    /// The path of the file for the key whose bytes are `keyBytes`: `prefix` and their 64-bit FNV-1a hash in
    /// hexadecimal.
    func path(prefix: String, keyBytes: some Sequence<UInt8>) -> String {
        withPath(prefix: prefix, keyBytes: keyBytes) { String(cString: $0) }
    }

    /// Calls `body` with the path ``path(prefix:keyBytes:)`` gives, as a C string in memory of its own, valid while
    /// `body` runs: what a reader at start-up opens, since a string's storage of 64 bytes or more makes the Swift
    /// runtime look a type up by name the first time one goes away (see ``FontMatchCache/currentEnvironment()``), and
    /// a cache folder's paths may be that long.
    func withPath<Result>(
        prefix: String, keyBytes: some Sequence<UInt8>, _ body: (UnsafePointer<CChar>) -> Result
    ) -> Result {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in keyBytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let name = prefix + Self.hexadecimal(hash)
        let byteCount = directory.utf8.count + 1 + name.utf8.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: byteCount + 1) { path in
            var end = path.initialize(fromContentsOf: directory.utf8)
            end = path[end...].initialize(fromContentsOf: CollectionOfOne(UInt8(ascii: "/")))
            end = path[end...].initialize(fromContentsOf: name.utf8)
            path[end] = 0
            return path.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// `value` in lowercase hexadecimal, without leading zeros: what `String(value, radix: 16)` gives, written out
    /// here because the standard library's conversion is generic over the integer type and its first call at
    /// start-up looks up conformances at run time (0.1 ms with the code pages it touches, on the benchmark machine).
    static func hexadecimal(_ value: UInt64) -> String {
        var digits: [UInt8] = []
        digits.reserveCapacity(16)
        var shift = 60
        while shift > 0, value >> UInt64(shift) == 0 { shift -= 4 }
        while shift >= 0 {
            let digit = UInt8(truncatingIfNeeded: value >> UInt64(shift)) & 0xF
            digits.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            shift -= 4
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// The bytes of the file at `path`, or nil when it cannot be read or holds more than `limit` bytes.
    func read(_ path: String, limit: Int = 1 << 20) -> [UInt8]? {
        path.withCString { read($0, limit: limit) }
    }

    /// The bytes of the file at the C string `path`, or nil when it cannot be read or holds more than `limit` bytes.
    func read(_ path: UnsafePointer<CChar>, limit: Int = 1 << 20) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size >= 0, status.st_size <= limit else { return nil }
        // Read straight into the array, a byte more than the size so that a file grown since shows.
        let capacity = Int(status.st_size) + 1
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            guard let read = Self.readFully(descriptor, into: buffer.baseAddress!, byteCount: capacity) else {
                failed = true
                return
            }
            count = read
        }
        guard !failed else { return nil }
        guard bytes.count == capacity else { return bytes }
        // The file grew since its size was read: the rest too, within the limit.
        var chunk = [UInt8](repeating: 0, count: 16384)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
        return nil
    }

    /// Reads up to `byteCount` bytes from `descriptor` into `destination` (again after an interruption), until the
    /// end of the file; how many it read, or nil on an error.
    private static func readFully(_ descriptor: Int32, into destination: UnsafeMutableRawPointer, byteCount: Int)
        -> Int?
    {
        var count = 0
        while count < byteCount {
            let read = Glibc.read(descriptor, destination + count, byteCount - count)
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return read < 0 ? nil : count }
            count += read
        }
        return count
    }

    /// Replaces the file at `path` (inside the folder, which is made when missing) with `bytes`; false when it
    /// could not.
    @discardableResult
    func replace(_ path: String, with bytes: [UInt8]) -> Bool {
        guard makeDirectory() else { return false }
        let temporary = "\(path).\(getpid()).tmp"
        guard write(temporary, bytes), rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Removes the oldest files of the folder whose names start with `prefix` (by modification time, then by name)
    /// until at most `limit` are left. Files being written (whose names end in `.tmp`) are neither counted nor removed.
    func removeOldest(prefix: String, keeping limit: Int) {
        guard let folder = opendir(directory) else { return }
        var files: [(modified: Int64, name: String)] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            guard name.hasPrefix(prefix), !name.hasSuffix(".tmp"),
                let modified = FontMatchCache.watch(directory + "/" + name).modified
            else { continue }
            files.append((modified, name))
        }
        closedir(folder)
        guard files.count > max(limit, 0) else { return }
        for file in files.sorted(by: { ($0.modified, $0.name) < ($1.modified, $1.name) }).dropLast(max(limit, 0)) {
            unlink(directory + "/" + file.name)
        }
    }

    /// Makes the folder and its missing parents (owner only); true when it exists afterwards.
    private func makeDirectory() -> Bool {
        var prefix = ""
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST { return false }
        }
        var status = stat()
        return stat(directory, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    private func write(_ path: String, _ bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                close(descriptor)
                return false
            }
            written += count
        }
        return close(descriptor) == 0
    }
}

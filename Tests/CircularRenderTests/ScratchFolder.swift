import Glibc

/// A folder of its own for a test, under /tmp, removed with the files in it (and in its `cache` folder) afterwards.
final class ScratchFolder {
    let path: String

    init() {
        var template = Array("/tmp/circular-render-XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    /// Writes `text` to the file `name` in the folder and returns its path.
    func write(_ name: String, _ text: String) -> String {
        write(name, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to the file `name` in the folder and returns its path.
    func write(_ name: String, bytes: [UInt8]) -> String {
        let file = path + "/" + name
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        return file
    }

    /// Sets the modification time of `file` to `seconds` after the epoch.
    func touch(_ file: String, seconds: Int) {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, file, &times, 0)
    }

    deinit {
        removeFiles(in: path + "/cache")
        rmdir(path + "/cache")
        removeFiles(in: path)
        rmdir(path)
    }

    /// The names of the entries of `folder` but `.` and `..`; none when it cannot be read.
    static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    private func removeFiles(in folder: String) {
        for name in Self.names(in: folder) { unlink(folder + "/" + name) }
    }
}

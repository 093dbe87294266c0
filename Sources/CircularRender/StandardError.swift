import Glibc

/// Writing to the process's standard error (file descriptor 2): the one place the renderer calls the C library.
enum StandardError {
    /// Writes `text` as it is (no newline is added).
    static func write(_ text: String) {
        var copy = text
        copy.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            _ = Glibc.write(2, base, bytes.count)
        }
    }
}

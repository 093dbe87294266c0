import Glibc

/// Unbuffered line output on the standard streams, so that a reader (a test, a pipe) sees each line at once.
///
/// Edge cases: a closed stream (EPIPE, EBADF) drops the line silently instead of crashing.
enum StandardStreams {
    /// Writes `line` and a newline to standard output.
    static func printLine(_ line: String) { write(line + "\n", to: 1) }

    /// Writes `line` and a newline to standard error.
    static func printError(_ line: String) { write(line + "\n", to: 2) }

    private static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return Glibc.write(descriptor, base + offset, buffer.count - offset)
            }
            guard written > 0 else { return }
            offset += written
        }
    }
}

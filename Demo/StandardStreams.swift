import Glibc

/// Unbuffered line output on the standard streams, so that a reader (a test, a pipe) sees each line at once.
///
/// Edge cases: a closed stream (EPIPE, EBADF) drops the line silently instead of crashing.
enum StandardStreams {
    /// Opens /dev/null on each of descriptors 0, 1 and 2 that the demo was started without. Call it first thing: a
    /// process started with standard output closed would otherwise get descriptor 1 for its X connection, and the
    /// trace lines would be written into the X protocol stream (the server then dropped the connection, or the demo
    /// hung).
    static func occupyClosedDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

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

import Glibc

/// The few things the tests need from the operating system.
enum Environment {
    /// The value of an environment variable, or `nil`.
    static func value(of name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}

enum FileSystem {
    struct Failure: Error { let path: String }

    /// Creates a folder (and not its parents) unless it exists.
    static func makeFolder(_ path: String) throws {
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw Failure(path: path) }
    }
}

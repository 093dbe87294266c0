import Glibc

/// A child process of the benchmark (Xvfb, the hosted window, the bare Xlib window), started with posix_spawn and
/// reaped here; its standard output goes to a file that ``waitForLine(_:timeout:)`` polls.
///
/// Edge cases: a child that already ended is not signalled again; ``stop()`` is idempotent and escalates from
/// SIGTERM to SIGKILL after 5 s.
final class BenchProcess {
    /// The process id.
    let pid: pid_t
    private let outputPath: String?
    private var status: Int32?

    /// Starts `executable` with `arguments` and the environment of this process plus `environment`. Standard output
    /// goes to a temporary file when `capturesOutput`, to /dev/null otherwise; standard error is inherited when
    /// `showsErrors`. `extraDescriptor` (a pipe's write end) becomes descriptor 3 of the child.
    init(_ executable: String, _ arguments: [String], environment: [String: String] = [:], capturesOutput: Bool = false,
         showsErrors: Bool = true, extraDescriptor: Int32? = nil) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let output = capturesOutput ? "/tmp/circular-x11-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).out" : nil
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if !showsErrors { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        if let extraDescriptor { posix_spawn_file_actions_adddup2(&actions, extraDescriptor, 3) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var merged: [String: String] = [:]
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") { merged[String(text[..<equals])] = String(text[text.index(after: equals)...]) }
            index += 1
        }
        for (key, value) in environment { merged[key] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw BenchError("cannot start \(executable): \(String(cString: strerror(result)))") }
        pid = child
        outputPath = output
    }

    deinit {
        stop()
        if let outputPath { unlink(outputPath) }
    }

    /// True until the child has ended (and was reaped here).
    var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        if waitpid(pid, &raw, WNOHANG) == pid {
            status = raw
            return false
        }
        return true
    }

    /// Waits up to `timeout` seconds for a line of standard output starting with `prefix`; false when the child
    /// ended or the time ran out first.
    func waitForLine(_ prefix: String, timeout: Double) -> Bool {
        guard let outputPath else { return false }
        let deadline = Clock.now + timeout
        while Clock.now < deadline {
            if let text = Self.read(outputPath), text.split(separator: "\n").contains(where: { $0.hasPrefix(prefix) }) { return true }
            guard isRunning else { return false }
            usleep(10_000)
        }
        return false
    }

    /// User plus system CPU seconds the child has used so far (fields 14 and 15 of /proc/PID/stat).
    var cpuSeconds: Double? {
        guard let stat = Self.read("/proc/\(pid)/stat"), let nameEnd = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        // After the name: state is field 3, so utime (14) and stime (15) are at offsets 11 and 12.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The peak resident set size so far, in KiB (VmHWM of /proc/PID/status).
    var peakResidentKiB: Int? {
        guard let status = Self.read("/proc/\(pid)/status") else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
        return nil
    }

    /// Ends the child: SIGTERM, then SIGKILL when it is still there after 5 s. Idempotent.
    func stop() {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        let deadline = Clock.now + 5
        while isRunning, Clock.now < deadline { usleep(10_000) }
        if isRunning {
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            waitpid(pid, &raw, 0)
            status = raw
        }
    }

    /// The contents of a small file, or nil.
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A failure that ends the benchmark with a message.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Seconds on the monotonic clock.
enum Clock {
    static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}

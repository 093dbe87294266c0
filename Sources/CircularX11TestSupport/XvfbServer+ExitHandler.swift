import Glibc
import Synchronization

extension XvfbServer {
    /// The server to send SIGTERM when the process exits (0: none); atexit and signal handlers take no context.
    static let serverToStopAtExit = Atomic<pid_t>(0)

    /// Makes sure this server gets SIGTERM when this process exits, whichever way: `exit` (a lost connection makes
    /// the X11 host call exit(1), which skips every deinitialiser), SIGINT, SIGTERM or SIGHUP. For a program that
    /// owns its server, such as a benchmark; the test runner stops its servers itself.
    ///
    /// Edge cases: one server per process (a second call names the new one); ``stop()`` clears it; the signal
    /// handlers replace any earlier ones and end the process with status 128 + the signal.
    public func stopsWhenThisProcessExits() {
        Self.serverToStopAtExit.store(process.pid, ordering: .sequentiallyConsistent)
        atexit {
            let pid = XvfbServer.serverToStopAtExit.load(ordering: .sequentiallyConsistent)
            if pid > 0 { kill(pid, SIGTERM) }
        }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                let pid = XvfbServer.serverToStopAtExit.load(ordering: .sequentiallyConsistent)
                if pid > 0 { kill(pid, SIGTERM) }
                _exit(128 + received)
            }
        }
    }
}

import Foundation
import Glibc

extension ChildProcess {
    /// CPU time (user + system) the child used so far, in seconds, from fields 14 and 15 of `/proc/PID/stat`.
    ///
    /// Edge cases: nil once the child was reaped, or when the file cannot be read or parsed. The name field may hold
    /// spaces and parentheses, so the fields are counted from the last ") ".
    public var cpuSeconds: Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards)
        else { return nil }
        // Fields after the name start at field 3 (state); utime and stime are fields 14 and 15.
        let fields = stat[afterName.upperBound...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The current virtual memory size, in KiB (`VmSize` of `/proc/PID/status`).
    ///
    /// Edge cases: nil once the child was reaped, or for a zombie without the line.
    public var virtualSizeKiB: Int? { statusField("VmSize") }

    /// The number in the line `name:   N kB` of `/proc/PID/status`, or nil.
    private func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("\(name):") })
        else { return nil }
        return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
    }
}

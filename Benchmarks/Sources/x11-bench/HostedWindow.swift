import CircularHost
import CircularX11
import CircularX11TestSupport
import Glibc

/// The benchmark's child mode (`x11-bench --hosted-window WIDTH HEIGHT`): the knob window as the demo shows it
/// (``EventLoop`` with the wrapping ``KnobClient``, the renderer and its label font), left idle, so that the parent can
/// read its CPU time and peak memory from /proc. Prints "ready" once the first frame is on screen, then runs the
/// host's loop until it is killed or the window is closed.
enum HostedWindow {
    static func run(width: Int, height: Int) -> Never {
        do {
            let connection = try DisplayConnection.open()
            let options = WindowOptions(
                title: "x11-bench idle", instanceName: "x11-bench", className: "X11Bench",
                size: PixelSize(width: width, height: height))
            let host = try EventLoop(
                connection: connection, options: options, client: try KnobClient.wrappingDemoKnob())
            while !host.isShown {
                if host.step(timeout: 0.05) != nil { exit(1) }
            }
            print("ready")
            fflush(nil)
            host.run()
            exit(0)
        } catch {
            print("x11-bench: \(error)")
            exit(1)
        }
    }
}

import CircularWindow
import Glibc

// Hello, knob: two labelled knobs in a window of their own. Prints "ready" once the window shows, then a line
// such as "Gain 0.42" for every change of a value (a drag, a key, the wheel, a screen reader), until it is closed.
do {
    let window = try ControlWindow(
        [try .knob("Gain", value: 0.25), try .knob("Pan", range: -1...1, value: 0)], title: "Hello, knob")
    window.onEvent = { event in
        guard case .part(let part) = event, case .changed = part.event else { return }
        print(part.name, part.value)
        fflush(nil)
    }
    window.runUntilShown()
    print("ready")
    fflush(nil)
    window.run()
} catch {
    print("swift-hello: \(error)")
    exit(1)
}

import CircularControlTestSupport

/// libFuzzer's entry point: the bytes decode into a configuration, a single-knob or range control and a sequence of
/// steps (``ControlScript``), played with every check of ``ScriptReplay`` (the models' invariants, well-formed
/// events, ignored input changing nothing, and the reference model beside the single knob). A problem stops the
/// run with the script and the problem described, so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCore(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let script = ControlScript(decoding: UnsafeBufferPointer(start: data, count: size))
    let problems = ScriptReplay.problems(in: script)
    if let problem = problems.first {
        fatalError("\(problem)\n\(script)")
    }
    return 0
}

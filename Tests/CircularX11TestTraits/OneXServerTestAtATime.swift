import Testing

/// A trait that runs the tests it is given to one at a time across the whole test process, whichever target they
/// are in: the X11 host's tests and the demo's end-to-end tests, each target's suite `.serialized` within itself,
/// never overlap either. Xlib's error handlers are process-wide (an error captured by one test must not land in
/// another), and the machine is small (timing bounds such as "ends within 3 s" or "idle under 0.2 s of CPU" hold
/// with one server and one demo at a time).
///
/// Waiting for the turn suspends the test's task; it blocks no thread of the cooperative pool.
///
/// Edge cases: it scopes each test case, never a whole suite (a suite holding the turn would wait for itself); a
/// test that throws or fails still hands the turn on; the order in which waiting tests get it is the order they
/// asked.
public struct OneXServerTestAtATime: TestTrait, SuiteTrait, TestScoping {
    /// Applied to every test inside a suite that carries it.
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await XServerTurn.shared.take()
        do {
            try await function()
        } catch {
            await XServerTurn.shared.handOn()
            throw error
        }
        await XServerTurn.shared.handOn()
    }
}

extension Trait where Self == OneXServerTestAtATime {
    /// One test with an X server at a time, across every test target of the process.
    public static var oneXServerTestAtATime: Self { Self() }
}

/// Whose turn it is to use an X server: a first-come, first-served lock whose waiters are suspended tasks.
private actor XServerTurn {
    /// The one turn of the process.
    static let shared = XServerTurn()

    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns once the turn is the caller's.
    func take() async {
        guard taken else {
            taken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives the turn to the longest waiting caller, or frees it.
    func handOn() {
        if waiting.isEmpty {
            taken = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

import Glibc

/// A label font being found and opened on a thread of its own, so that fontconfig's start-up (reading its
/// configuration and its cache of the installed fonts, a few milliseconds) overlaps whatever the caller does
/// meanwhile. ``outcome()`` waits for the thread and hands over the result.
///
/// The face is made on the loading thread and used only after ``outcome()`` has joined it, so it is never used by
/// two threads at once; each face has a FreeType library of its own, and fontconfig is asked with a configuration
/// of its own, so the thread shares no state with anyone.
///
/// Edge cases: ``start(_:)`` returns nil when no thread can be started (the caller loads on first use instead);
/// ``outcome()`` may be called more than once, and joins only the first time; an object that goes away unjoined
/// joins first, so the thread never outlives what it writes to (or, when the loading thread itself drops the last
/// reference, detaches it).
final class FontLoad: @unchecked Sendable {
    private let request: Renderer.FontRequest
    private var thread = pthread_t()
    private var joined = false
    /// Written by the loading thread before it ends; read only after the join.
    private var result: Result<FontFace, FontError> = .failure(.fontconfigUnavailable)

    private let glyphCache: GlyphCache?

    private init(request: Renderer.FontRequest, glyphCache: GlyphCache?) {
        self.request = request
        self.glyphCache = glyphCache
    }

    /// Starts loading `request` (its glyphs kept in `glyphCache`) on a new thread, or returns nil when no thread can
    /// be started.
    static func start(_ request: Renderer.FontRequest, glyphCache: GlyphCache?) -> FontLoad? {
        let load = FontLoad(request: request, glyphCache: glyphCache)
        let context = Unmanaged.passRetained(load).toOpaque()
        let status = pthread_create(
            &load.thread, nil,
            { context in
                guard let context else { return nil }
                let load = Unmanaged<FontLoad>.fromOpaque(context).takeRetainedValue()
                load.result = Result { () throws(FontError) in
                    try FontFace(request: load.request, glyphCache: load.glyphCache)
                }
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<FontLoad>.fromOpaque(context).release()
            return nil
        }
        return load
    }

    /// Waits for the loading thread to end and returns the face it opened, or why it could not.
    func outcome() -> Result<FontFace, FontError> {
        if !joined {
            pthread_join(thread, nil)
            joined = true
        }
        return result
    }

    deinit {
        guard !joined else { return }
        if pthread_equal(thread, pthread_self()) != 0 {
            pthread_detach(thread)
        } else {
            pthread_join(thread, nil)
        }
    }
}

internal import CX11

/// One message of the XEmbed protocol (version 0), as carried by an `_XEMBED` ClientMessage of format 32.
///
/// The layout of such a message: `data.l[0]` is an X timestamp, `data.l[1]` the message code, `data.l[2]` a detail
/// and `data.l[3]`, `data.l[4]` two data words. Only the codes a client must understand get their own case; every
/// other code (modality, accelerators, the retired grab-key messages, future ones) is ``other(code:)`` and ignored.
///
/// Edge cases:
/// - A ClientMessage of another type, another format, or for another window is no XEmbed message at all
///   (`init(_:xembedAtom:window:)` returns nil).
/// - A negative or unknown code becomes ``other(code:)``, never a crash.
/// - An embedded notify naming window 0 (None) as its embedder keeps the 0: the receiver decides what to do with it.
public enum XEmbedMessage: Hashable, Sendable {
    /// XEMBED_EMBEDDED_NOTIFY (0): the embedder reparented the client; `embedder` is its window, `version` the
    /// protocol version it speaks.
    case embeddedNotify(embedder: UInt, version: Int)
    /// XEMBED_WINDOW_ACTIVATE (1): the embedder's top-level window got the keyboard focus.
    case windowActivate
    /// XEMBED_WINDOW_DEACTIVATE (2): the embedder's top-level window lost it.
    case windowDeactivate
    /// XEMBED_REQUEST_FOCUS (3): a client asks its embedder for the focus (sent by us, never to us).
    case requestFocus
    /// XEMBED_FOCUS_IN (4): the client has the focus within the embedder; `detail` is current (0), first (1) or
    /// last (2) (`FocusDetail`).
    case focusIn(detail: Int)
    /// XEMBED_FOCUS_OUT (5): the client lost the focus within the embedder.
    case focusOut
    /// XEMBED_FOCUS_NEXT (6): Tab went past the client's last control; the embedder moves the focus on to what
    /// follows the client (sent by us, never to us).
    case focusNext
    /// XEMBED_FOCUS_PREV (7): Shift-Tab went back past the client's first control; the embedder moves the focus to
    /// what comes before the client (sent by us, never to us).
    case focusPrevious
    /// Any other code, ignored by the host.
    case other(code: Int)

    /// The protocol's message codes.
    enum Code {
        static let embeddedNotify = 0
        static let windowActivate = 1
        static let windowDeactivate = 2
        static let requestFocus = 3
        static let focusIn = 4
        static let focusOut = 5
        static let focusNext = 6
        static let focusPrevious = 7
    }

    /// The details of XEMBED_FOCUS_IN: where in the client the focus lands.
    enum FocusDetail {
        /// XEMBED_FOCUS_CURRENT: where it was when the client last had it (a click, the window activated).
        static let current = 0
        /// XEMBED_FOCUS_FIRST: on the first control (Tab came forward into the client).
        static let first = 1
        /// XEMBED_FOCUS_LAST: on the last control (Shift-Tab came back into it).
        static let last = 2
    }

    /// The flag of `_XEMBED_INFO` asking the embedder to map the client.
    static let mappedFlag = 1
    /// The protocol version the host implements (and writes in `_XEMBED_INFO`).
    static let protocolVersion = 0

    /// Reads `message` if it is an XEmbed message for `window` (the `_XEMBED` atom being `xembedAtom`).
    ///
    /// Edge cases: nil for any other message type, a format other than 32, a zero atom or another window.
    init?(_ message: XClientMessageEvent, xembedAtom: Atom, window: UInt) {
        guard xembedAtom != 0, message.message_type == xembedAtom, message.format == 32, message.window == window else {
            return nil
        }
        let code = message.data.l.1
        switch code {
        case Code.embeddedNotify:
            self = .embeddedNotify(embedder: UInt(bitPattern: message.data.l.3), version: message.data.l.4)
        case Code.windowActivate: self = .windowActivate
        case Code.windowDeactivate: self = .windowDeactivate
        case Code.requestFocus: self = .requestFocus
        case Code.focusIn: self = .focusIn(detail: message.data.l.2)
        case Code.focusOut: self = .focusOut
        case Code.focusNext: self = .focusNext
        case Code.focusPrevious: self = .focusPrevious
        default: self = .other(code: code)
        }
    }

    /// The message code, as sent in `data.l[1]`.
    var code: Int {
        switch self {
        case .embeddedNotify: Code.embeddedNotify
        case .windowActivate: Code.windowActivate
        case .windowDeactivate: Code.windowDeactivate
        case .requestFocus: Code.requestFocus
        case .focusIn: Code.focusIn
        case .focusOut: Code.focusOut
        case .focusNext: Code.focusNext
        case .focusPrevious: Code.focusPrevious
        case .other(let code): code
        }
    }
}

/// The NUL-terminated message a handle returns from `cc_last_error`, in memory the handle owns, so the pointer the
/// caller gets stays valid until the next call on the handle.
///
/// The storage grows to the longest message seen and is freed by ``deallocate()`` (the handle's deinit).
package struct ErrorMessage {
    private var storage: UnsafeMutablePointer<CChar>
    private var capacity: Int

    /// An empty message.
    init() {
        capacity = 128
        storage = .allocate(capacity: capacity)
        storage.initialize(to: 0)
    }

    /// The message as a C string ("" when there is none).
    var cString: UnsafePointer<CChar> { UnsafePointer(storage) }

    /// True when there is no message.
    var isEmpty: Bool { storage.pointee == 0 }

    /// Replaces the message.
    mutating func set(_ message: String) {
        var utf8 = Array(message.utf8)
        utf8.removeAll { $0 == 0 }
        if utf8.count + 1 > capacity {
            storage.deallocate()
            capacity = utf8.count + 1
            storage = .allocate(capacity: capacity)
        }
        utf8.withUnsafeBufferPointer { bytes in
            for (index, byte) in bytes.enumerated() { storage[index] = CChar(bitPattern: byte) }
        }
        storage[utf8.count] = 0
    }

    /// Empties the message.
    mutating func clear() { storage.pointee = 0 }

    /// Frees the storage; the message must not be used afterwards.
    func deallocate() { storage.deallocate() }

    /// Copies `message` into a caller's buffer of `capacity` bytes, truncated at a character boundary and
    /// NUL-terminated. Does nothing for a NULL buffer or a capacity of 0.
    package static func copy(_ message: String, into buffer: UnsafeMutablePointer<CChar>?, capacity: Int) {
        guard let buffer, capacity > 0 else { return }
        var length = 0
        for scalar in message.unicodeScalars {
            let encoded = Array(String(scalar).utf8)
            guard length + encoded.count < capacity, scalar.value != 0 else { break }
            for byte in encoded {
                buffer[length] = CChar(bitPattern: byte)
                length += 1
            }
        }
        buffer[length] = 0
    }
}

import Testing

@_spi(Testing) @testable import CircularX11

/// The XSETTINGS blob parser, a pure function of bytes, without a server: well-formed blobs in both byte orders, and
/// every way a blob can be broken refused without a trap or a read past its end.
@Suite struct XSettingsTests {
    /// Settings of each type, Xft/DPI among them (144 dpi).
    static let mixed: [XSettingsBlob.Setting] = [
        .string("Net/ThemeName", "Adwaita"),
        .integer("Xft/Antialias", 1),
        .color("Gtk/Color", red: 0x1234, green: 0x5678, blue: 0x9ABC, alpha: 0xFFFF),
        .integer("Xft/DPI", 144 * 1024),
        .string("Gtk/FontName", "Cantarell 11"),
        .integer("Net/CursorBlinkTime", -1200),
        .color("Net/Accent", red: 0, green: 0xFFFF, blue: 1, alpha: 0x8000),
        .string("Xft/RGBA", ""),
    ]

    static let mixedValues: [String: XSettings.Value] = [
        "Net/ThemeName": .string("Adwaita"),
        "Xft/Antialias": .integer(1),
        "Gtk/Color": .color(red: 0x1234, green: 0x5678, blue: 0x9ABC, alpha: 0xFFFF),
        "Xft/DPI": .integer(144 * 1024),
        "Gtk/FontName": .string("Cantarell 11"),
        "Net/CursorBlinkTime": .integer(-1200),
        "Net/Accent": .color(red: 0, green: 0xFFFF, blue: 1, alpha: 0x8000),
        "Xft/RGBA": .string(""),
    ]

    @Test(arguments: [false, true])
    func readsEverySettingInEitherByteOrder(mostSignificantFirst: Bool) throws {
        let blob = XSettingsBlob(mostSignificantFirst: mostSignificantFirst, serial: 0x0102_0304, settings: Self.mixed)
        let settings = try #require(XSettings(bytes: blob.bytes))
        #expect(settings.serial == 0x0102_0304)
        #expect(settings.values == Self.mixedValues)
        #expect(settings.xftDPI == 144)
    }

    /// A blob written out by hand, byte by byte, so that the builder the other tests use is checked too.
    @Test func readsABlobWrittenByHand() throws {
        let leastSignificantFirst: [UInt8] = [
            0, 0, 0, 0,  // byte order LSBFirst, unused
            9, 0, 0, 0,  // serial 9
            2, 0, 0, 0,  // two settings
            0, 0, 7, 0,  // integer, unused, name length 7
            0x58, 0x66, 0x74, 0x2F, 0x44, 0x50, 0x49, 0,  // "Xft/DPI" and one byte of padding
            3, 0, 0, 0,  // last changed at serial 3
            0x00, 0x00, 0x03, 0x00,  // 192 * 1024 = 0x30000
            1, 0, 1, 0,  // string, unused, name length 1
            0x41, 0, 0, 0,  // "A" and padding
            0, 0, 0, 0,  // last change
            2, 0, 0, 0,  // value length 2
            0x68, 0x69, 0, 0,  // "hi" and padding
        ]
        let settings = try #require(XSettings(bytes: leastSignificantFirst))
        #expect(settings.serial == 9)
        #expect(settings.values == ["Xft/DPI": .integer(192 * 1024), "A": .string("hi")])
        #expect(settings.xftDPI == 192)
        let builder = XSettingsBlob(
            serial: 9, settings: [.integer("Xft/DPI", 192 * 1024), .string("A", "hi")])
        // The builder differs only in the last-change serials it writes (the index of each setting).
        var expected = leastSignificantFirst
        expected[24] = 0
        expected[40] = 1
        #expect(builder.bytes == expected)

        let mostSignificantFirst: [UInt8] = [
            1, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 1,
            0, 0, 0, 7, 0x58, 0x66, 0x74, 0x2F, 0x44, 0x50, 0x49, 0, 0, 0, 0, 3, 0x00, 0x02, 0x40, 0x00,
        ]
        #expect(try #require(XSettings(bytes: mostSignificantFirst)).xftDPI == 144)
    }

    @Test func xftDPIIsAPositiveIntegerOrNothing() {
        func dpi(_ settings: [XSettingsBlob.Setting]) -> Double? {
            XSettings(bytes: XSettingsBlob(settings: settings).bytes)?.xftDPI
        }
        #expect(dpi([]) == nil)
        #expect(dpi([.integer("Xft/Antialias", 1), .string("Net/ThemeName", "Adwaita")]) == nil)
        #expect(dpi([.integer("Xft/DPI", 98_304)]) == 96)
        #expect(dpi([.integer("Xft/DPI", 1)]) == 1.0 / 1024)
        #expect(dpi([.integer("Xft/DPI", 0)]) == nil)
        #expect(dpi([.integer("Xft/DPI", -1)]) == nil)
        #expect(dpi([.integer("Xft/DPI", .min)]) == nil)
        #expect(dpi([.integer("Xft/DPI", .max)]) == Double(Int32.max) / 1024)
        #expect(dpi([.string("Xft/DPI", "147456")]) == nil)
        #expect(dpi([.color("Xft/DPI", red: 1, green: 2, blue: 3, alpha: 4)]) == nil)
        #expect(dpi([.integer("Xft/dpi", 147_456)]) == nil)
    }

    @Test(arguments: [false, true])
    func everyTruncationIsRefused(mostSignificantFirst: Bool) {
        let bytes = XSettingsBlob(mostSignificantFirst: mostSignificantFirst, settings: Self.mixed).bytes
        for length in 0..<bytes.count {
            #expect(XSettings(bytes: Array(bytes.prefix(length))) == nil, "cut at \(length) of \(bytes.count)")
        }
        // Bytes after the last setting are ignored.
        let longer = XSettings(bytes: bytes + [0xFF, 0, 0x42])
        #expect(longer?.values == Self.mixedValues)
    }

    @Test func anotherByteOrderByteIsRefused() {
        var bytes = XSettingsBlob(settings: Self.mixed).bytes
        for order: UInt8 in [2, 0x42, 0x6C, 0xFF] {
            bytes[0] = order
            #expect(XSettings(bytes: bytes) == nil, "byte order \(order)")
        }
    }

    @Test func lengthsPastTheEndAreRefused() {
        // A name length past the end.
        var name = XSettingsBlob(settings: [.integer("Xft/DPI", 98_304)]).bytes
        name[14] = 0xFF
        name[15] = 0xFF
        #expect(XSettings(bytes: name) == nil)
        // String lengths past the end, including those whose padding would wrap a 32-bit length round.
        for length: UInt32 in [5, 6, 8, 0xFFFF, 0x7FFF_FFFF, 0xFFFF_FFFC, 0xFFFF_FFFD, 0xFFFF_FFFF] {
            for mostSignificantFirst in [false, true] {
                var bytes = XSettingsBlob(mostSignificantFirst: mostSignificantFirst, settings: [.string("A", "hi")])
                    .bytes
                let quad = (0..<4).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) }
                bytes.replaceSubrange(24..<28, with: mostSignificantFirst ? quad.reversed() : quad)
                #expect(XSettings(bytes: bytes) == nil, "string length \(length)")
            }
        }
    }

    @Test func absurdCountsAreRefused() {
        for count: UInt32 in [UInt32(Self.mixed.count + 1), 1 << 20, 0x7FFF_FFFF, .max] {
            let blob = XSettingsBlob(settings: Self.mixed, count: count)
            #expect(XSettings(bytes: blob.bytes) == nil, "count \(count)")
        }
        // Fewer than there are: the rest is ignored, as bytes after the end are.
        let fewer = XSettings(bytes: XSettingsBlob(settings: Self.mixed, count: 1).bytes)
        #expect(fewer?.values == ["Net/ThemeName": .string("Adwaita")])
        #expect(XSettings(bytes: XSettingsBlob(settings: [], count: 0).bytes)?.values == [:])
    }

    @Test func unknownTypesAndDuplicateNamesAreRefused() {
        var unknown = XSettingsBlob(settings: [.integer("Xft/DPI", 98_304)]).bytes
        for type: UInt8 in [3, 4, 0x80, 0xFF] {
            unknown[12] = type
            #expect(XSettings(bytes: unknown) == nil, "type \(type)")
        }
        let duplicate = XSettingsBlob(settings: [.integer("Xft/DPI", 98_304), .string("Xft/DPI", "96")])
        #expect(XSettings(bytes: duplicate.bytes) == nil)
    }

    @Test func invalidUTF8IsReplacedNotRefused() throws {
        var bytes = XSettingsBlob(settings: [.string("Net/ThemeName", "ab")]).bytes
        bytes[bytes.count - 4] = 0xFF
        let settings = try #require(XSettings(bytes: bytes))
        #expect(settings.values["Net/ThemeName"] == .string("\u{FFFD}b"))
    }

    /// Random bytes, and a valid blob with random bytes changed and random cuts, never trap; whatever parses keeps
    /// the byte order byte it was given.
    @Test func randomBytesNeverTrap() {
        var random = Generator(seed: 0x5EED_0DD5)
        let valid = [false, true].map { XSettingsBlob(mostSignificantFirst: $0, settings: Self.mixed).bytes }
        var parsed = 0
        for round in 0..<40_000 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = (0..<random.next(below: 160)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                if random.next(below: 2) == 0, !bytes.isEmpty { bytes[0] = UInt8(random.next(below: 2)) }
            } else {
                bytes = valid[round / 2 % 2]
                for _ in 0..<(1 + random.next(below: 4)) {
                    bytes[random.next(below: bytes.count)] = UInt8(truncatingIfNeeded: random.next())
                }
                bytes = Array(bytes.prefix(random.next(below: bytes.count + 8)))
            }
            if let settings = XSettings(bytes: bytes) {
                parsed += 1
                #expect(bytes[0] <= 1)
                _ = settings.xftDPI
            }
        }
        #expect(parsed > 0, "some mutated blobs still parse")
    }

    /// SplitMix64, so that the random rounds are the same on every run.
    struct Generator {
        var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }

        /// A number in 0..<bound (bound above 0).
        mutating func next(below bound: Int) -> Int {
            Int(next() % UInt64(bound))
        }
    }
}

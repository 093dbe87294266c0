import Testing

@testable import CircularAccessibility

/// Values written into a libdbus message read back the same (no bus needed: a message is only memory).
@Suite struct BusMessageTests {
    @Test func everyKindOfValueRoundTrips() throws {
        let values: [BusValue] = [
            .string("Range start"), .objectPath("/org/a11y/atspi/accessible/node5"), .boolean(true), .int32(-7),
            .uint32(4_000_000_000), .double(0.1), .double(.nan),
            .reference(":1.5", ATSPI.rootPath),
            .array("(so)", []), .array("u", [.uint32(1), .uint32(2)]),
            .dictionary("v", [("a", .variant(.double(1))), ("b", .variant(.string("x")))]),
            .dictionary("v", []), .variant(.structure([.int32(1), .int32(2), .int32(3), .int32(4)])),
            .array(ATSPI.cacheItemSignature, []),
        ]
        let message = try #require(
            BusMessage.signal(path: ATSPI.windowPath, interface: ATSPI.objectEvents, member: "Test"))
        #expect(message.append(values))
        #expect(message.arguments == values)
        #expect(message.path == ATSPI.windowPath && message.member == "Test" && !message.isMethodCall)
    }

    @Test func signaturesNameEachType() {
        #expect(BusValue.reference("", ATSPI.nullPath).signature == "(so)")
        #expect(BusValue.dictionary("v", []).signature == "a{sv}")
        #expect(BusValue.array(ATSPI.cacheItemSignature, []).signature == "a((so)(so)(so)iiassusau)")
        #expect(BusValue.variant(.int32(0)).signature == "v")
    }

    @Test func numbersAndTextLookThroughVariants() {
        #expect(BusValue.variant(.int32(3)).number == 3)
        #expect(BusValue.variant(.double(0.5)).number == 0.5)
        #expect(BusValue.string("0.5").number == nil)
        #expect(BusValue.variant(.string("x")).text == "x")
    }

    @Test func introspectionListsTheObjectsInterfaces() {
        let document = Introspection.document(interfaces: [ATSPI.accessible, ATSPI.value])
        #expect(document.contains("<interface name=\"org.a11y.atspi.Value\">"))
        #expect(document.contains("<property name=\"CurrentValue\" type=\"d\" access=\"readwrite\"/>"))
        #expect(
            document.contains(
                "<method name=\"GetChildAtIndex\"><arg direction=\"in\" type=\"i\"/><arg direction=\"out\" type=\"(so)\"/></method>"
            ))
        #expect(!document.contains("org.a11y.atspi.Component"))
    }
}

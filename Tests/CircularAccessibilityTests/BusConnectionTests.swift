import Testing

@testable import CircularAccessibility

/// Which bus addresses the connection refuses before trying them (no bus needed).
@Suite struct BusConnectionTests {
    /// An `autolaunch:` transport anywhere in an address list is refused (it would start a bus daemon); text that
    /// only contains the word, inside another transport's path, is not a transport.
    @Test func autolaunchIsATransportNotAWord() {
        #expect(BusConnection.namesAutolaunch("autolaunch:"))
        #expect(BusConnection.namesAutolaunch("autolaunch:scope=user"))
        #expect(BusConnection.namesAutolaunch("unix:path=/run/user/1000/bus;autolaunch:"))
        #expect(!BusConnection.namesAutolaunch("unix:path=/run/user/1000/bus"))
        #expect(!BusConnection.namesAutolaunch("unix:path=/tmp/autolaunch:x"))
        #expect(!BusConnection.namesAutolaunch(""))
    }
}

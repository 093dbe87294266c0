import Testing

@_spi(Testing) @testable import CircularX11

/// Reading Xft.dpi from the resource database's text, and the scale for a DPI, without a server.
@Suite struct XftDPITests {
    @Test func readsXftDPIFromTheResourcesText() {
        func dpi(_ text: String) -> Double? { DisplayConnection.xftDPI(inResources: Array(text.utf8)) }
        #expect(dpi("Xft.dpi:\t192\n") == 192)
        #expect(dpi("Xft.antialias: 1\nXft.dpi:   144.5  \nXft.hinting: 1\n") == 144.5)
        #expect(dpi("*dpi: 120\n") == 120)
        #expect(dpi("") == nil)
        #expect(dpi("Xft.antialias: 1\n") == nil)
        for invalid in ["lots", "0", "-96", "inf", "nan", "1e400", ""] {
            #expect(dpi("Xft.dpi: \(invalid)\n") == nil, "\(invalid)")
        }
        // The text ends at its first NUL byte.
        #expect(DisplayConnection.xftDPI(inResources: Array("Xft.dpi: 96\n\0Xft.dpi: 192\n".utf8)) == 96)
        #expect(DisplayConnection.xftDPI(inResources: [0] + Array("Xft.dpi: 192\n".utf8)) == nil)
    }

    @Test func theScaleIsTheDPIOver96Clamped() {
        #expect(DisplayConnection.scale(forDPI: 192) == 2)
        #expect(DisplayConnection.scale(forDPI: 144) == 1.5)
        #expect(DisplayConnection.scale(forDPI: 96) == 1)
        #expect(DisplayConnection.scale(forDPI: 10) == 0.5)
        #expect(DisplayConnection.scale(forDPI: 10_000) == 8)
        for unset in [nil, 0, -192, .infinity, -.infinity, .nan] as [Double?] {
            #expect(DisplayConnection.scale(forDPI: unset) == 1, "\(String(describing: unset))")
        }
    }
}

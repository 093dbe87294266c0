internal import CX11

extension DisplayConnection {
    /// The accessibility bus's address as at-spi2-core's bus launcher publishes it on the root window (the
    /// `AT_SPI_BUS` string property), or nil when there is none.
    ///
    /// Edge cases: the property may name a bus that is gone (a launcher that died); connecting then fails and the
    /// caller asks the session bus. A property of another type, or empty, reads as nil. Does not create the atom.
    var accessibilityBusAddress: String? {
        guard let property = property("AT_SPI_BUS", of: rootWindow, creatingAtom: false),
            property.type == Atom(XA_STRING), property.format == 8, !property.bytes.isEmpty
        else { return nil }
        return String(decoding: property.bytes, as: UTF8.self)
    }
}

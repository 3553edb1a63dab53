// Fields of the IEEE 802.1AE MACsec SecTAG (EtherType 0x88e5).

enum MACsecFields: ProtocolFields {
    static let macsec = FieldDescriptor.layer("macsec", "macsec", "IEEE 802.1AE MACsec security tag")
    static let associationNumber = FieldDescriptor("an", "macsec.an", .unsigned, "association number (0-3)")
    static let packetNumber = FieldDescriptor("pn", "macsec.pn", .unsigned, "packet number")
    static let flags = FieldDescriptor("flags", "macsec.tci", .hex(digits: 2), "TCI flag bits (0x40 ES, 0x20 SC, 0x10 SCB, 0x08 E, 0x04 C)")
    static let endStation = FieldDescriptor("end_station", "macsec.tci.es", .boolean, "ES: sent by an end station")
    static let sciPresent = FieldDescriptor("sci_present", "macsec.tci.sc", .boolean, "SC: the SCI is in the tag")
    static let singleCopyBroadcast = FieldDescriptor("single_copy_broadcast", "macsec.tci.scb", .boolean,
                                                     "SCB: EPON single copy broadcast")
    static let encrypted = FieldDescriptor("encrypted", "macsec.tci.e", .boolean, "E: the user data is encrypted")
    static let changed = FieldDescriptor("changed", "macsec.tci.c", .boolean, "C: the user data is changed text")
    static let shortLength = FieldDescriptor("short_length", "macsec.sl", .unsigned,
                                             "short length: the secure data's length when below 48, else 0")
    static let sci = FieldDescriptor("sci", "macsec.sci", .bytes, "secure channel identifier (MAC address and port)")
    static let icv = FieldDescriptor("icv", "macsec.icv", .bytes, "integrity check value (the last 16 bytes)")
    static let etherType = FieldDescriptor("ethertype", "macsec.etype", .unsigned,
                                           "EtherType of the secure data (integrity-only frames)")

    static var all: [FieldDescriptor] {
        [macsec, associationNumber, packetNumber, flags, endStation, sciPresent, singleCopyBroadcast, encrypted,
         changed, shortLength, sci, icv, etherType]
    }
}

// Fields of Kerberos on UDP 88 and 750 as far as tcpdump decodes it: the version byte, and for
// Kerberos 4 the message type and byte order.

enum KerberosFields: ProtocolFields {
    static let krb = FieldDescriptor.layer("krb", "krb", "Kerberos")
    static let version = FieldDescriptor("version", "krb.pvno", .unsigned,
                                         "first byte: 4 for Kerberos 4; 106 or 107 (an ASN.1 tag) for Kerberos 5")
    static let messageType = FieldDescriptor("message_type", "krb.msg_type", .unsigned,
                                             "Kerberos 4: the message type (type byte without its order bit)")
    static let littleEndian = FieldDescriptor("little_endian", "krb.little_endian", .boolean,
                                              "Kerberos 4: the type byte's low bit, multi-byte values are little-endian")

    static var all: [FieldDescriptor] { [krb, version, messageType, littleEndian] }
}

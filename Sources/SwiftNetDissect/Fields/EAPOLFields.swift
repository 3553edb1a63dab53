// Fields of IEEE 802.1X EAPOL (EtherType 0x888e) and the EAP packets it carries (RFC 3748).

enum EAPOLFields: ProtocolFields {
    static let eapol = FieldDescriptor.layer("eapol", "eapol", "IEEE 802.1X EAP over LAN")
    static let version = FieldDescriptor("version", "eapol.version", .unsigned, "protocol version (1 802.1X-2001, 2 -2004, 3 -2010)")
    static let type = FieldDescriptor("type", "eapol.type", .unsigned,
                                      "packet type (0 EAP packet, 1 start, 2 logoff, 3 key, 4 ASF alert)")
    static let length = FieldDescriptor("length", "eapol.len", .unsigned, "body length")

    static var all: [FieldDescriptor] { [eapol, version, type, length] }
}

enum EAPFields: ProtocolFields {
    static let eap = FieldDescriptor.layer("eap", "eap", "Extensible Authentication Protocol")
    static let code = FieldDescriptor("code", "eap.code", .unsigned, "code (1 request, 2 response, 3 success, 4 failure)")
    static let identifier = FieldDescriptor("id", "eap.id", .unsigned, "identifier matching responses to requests")
    static let length = FieldDescriptor("length", "eap.len", .unsigned, "length, the 4-byte header included")
    static let type = FieldDescriptor("type", "eap.type", .unsigned,
                                      "request/response type (1 identity, 2 notification, 3 NAK, 4 MD5, 13 TLS, 21 TTLS...)")
    static let identity = FieldDescriptor("identity", "eap.identity", .string, "identity (up to a NUL)")
    static let notification = FieldDescriptor("notification", "eap.notification", .string, "notification text (up to a NUL)")
    static let desiredTypes = FieldDescriptor("desired_types", "eap.desired_type", .list, "a legacy NAK's desired types")
    static let desiredType = FieldDescriptor("type", "eap.desired_type", .unsigned, "a desired authentication type")
    static let flags = FieldDescriptor("flags", "eap.tls.flags", .hex(digits: 2),
                                       "TLS/TTLS/FAST flags (0x80 length included, 0x40 more fragments, 0x20 start; low 3 bits the TTLS/FAST version)")
    static let methodVersion = FieldDescriptor("method_version", "eap.tls.version", .unsigned, "TTLS or FAST version")
    static let tlsLength = FieldDescriptor("tls_length", "eap.tls.len", .unsigned, "TLS message length (with the L bit)")
    static let subtype = FieldDescriptor("subtype", "eap.sim.subtype", .unsigned, "SIM or AKA subtype")
    static let fragment = FieldDescriptor("fragment", "eap.fragment", .boolean,
                                          "the EAP length differs from EAPOL's (tcpdump: `EAP fragment?`)")

    static var all: [FieldDescriptor] {
        [eap, code, identifier, length, type, identity, notification, desiredTypes, desiredType, flags, methodVersion,
         tlsLength, subtype, fragment]
    }
}

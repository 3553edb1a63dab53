// Fields of ISAKMP / IKEv1 (RFC 2408, 2409) and IKEv2 (RFC 7296): the fixed header and the chain
// of payload headers it starts.

enum ISAKMPFields: ProtocolFields {
    static let isakmp = FieldDescriptor.layer("isakmp", "isakmp", "Internet Security Association and Key Management Protocol (IKE)")
    static let initiatorSPI = FieldDescriptor("initiator_spi", "isakmp.ispi", .bytes, "initiator cookie (IKEv1) or SPI (IKEv2)")
    static let responderSPI = FieldDescriptor("responder_spi", "isakmp.rspi", .bytes, "responder cookie (IKEv1) or SPI (IKEv2)")
    static let nextPayload = FieldDescriptor("next_payload", "isakmp.nextpayload", .unsigned, "type of the first payload")
    static let versionMajor = FieldDescriptor("version_major", "isakmp.version.major", .unsigned, "major version (1: IKEv1, 2: IKEv2)")
    static let versionMinor = FieldDescriptor("version_minor", "isakmp.version.minor", .unsigned, "minor version")
    static let exchangeType = FieldDescriptor("exchange_type", "isakmp.exchtype", .unsigned,
                                              "exchange type (2 identity protection, 4 aggressive, 32 quick, 34 IKE_SA_INIT...)")
    static let flags = FieldDescriptor("flags", "isakmp.flags", .hex(digits: 2),
                                       "flags (IKEv1: 0x01 encrypted, 0x02 commit; IKEv2: 0x08 initiator, 0x10 version, 0x20 response)")
    static let messageID = FieldDescriptor("message_id", "isakmp.messageid", .hex(digits: 8), "message ID (0 in phase 1 / IKE_SA_INIT)")
    static let length = FieldDescriptor("length", "isakmp.length", .unsigned, "message length in the header")
    static let encrypted = FieldDescriptor("encrypted", "isakmp.encrypted", .boolean,
                                           "IKEv1 encryption flag set: the payloads after the header are ciphertext")
    static let payloads = FieldDescriptor("payloads", "isakmp.payloads", .list,
                                          "the top-level payload chain, as far as captured and well formed")
    static let payloadType = FieldDescriptor("type", "isakmp.payload.type", .unsigned, "payload type (the previous header's next payload)")
    static let payloadCritical = FieldDescriptor("critical", "isakmp.payload.critical", .boolean, "IKEv2 critical bit")
    static let payloadLength = FieldDescriptor("length", "isakmp.payload.length", .unsigned, "payload length, generic header included")

    static var all: [FieldDescriptor] {
        [isakmp, initiatorSPI, responderSPI, nextPayload, versionMajor, versionMinor, exchangeType, flags,
         messageID, length, encrypted, payloads, payloadType, payloadCritical, payloadLength]
    }
}

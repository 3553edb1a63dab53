// Fields of UDP-encapsulated IPsec on port 4500 (RFC 3948): the keepalive and the non-ESP marker.

enum NATTFields: ProtocolFields {
    static let natT = FieldDescriptor.layer("nat_t", "udpencap", "UDP encapsulation of IPsec (RFC 3948)")
    static let keepalive = FieldDescriptor("keepalive", "udpencap.keepalive", .boolean,
                                           "a one-byte 0xff NAT keepalive (RFC 3948 section 2.3)")
    static let nonESPMarker = FieldDescriptor("non_esp_marker", "udpencap.non_esp_marker", .boolean,
                                              "four zero bytes: IKE follows, not ESP (RFC 3948 section 2.2)")

    static var all: [FieldDescriptor] { [natT, keepalive, nonESPMarker] }
}

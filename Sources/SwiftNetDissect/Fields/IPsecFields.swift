// Fields of IPsec: ESP's clear header (RFC 4303) and the authentication header (RFC 4302).

enum ESPFields: ProtocolFields {
    static let esp = FieldDescriptor.layer("esp", "esp", "IPsec Encapsulating Security Payload")
    static let spi = FieldDescriptor("spi", "esp.spi", .hex(digits: 8), "security parameters index")
    static let sequence = FieldDescriptor("sequence", "esp.sequence", .unsigned, "sequence number")
    static let encryptedLength = FieldDescriptor("encrypted_length", "esp.encrypted_len", .unsigned,
                                                 "bytes captured after the header (ciphertext, padding, ICV)")

    static var all: [FieldDescriptor] { [esp, spi, sequence, encryptedLength] }
}

enum AHFields: ProtocolFields {
    static let ah = FieldDescriptor.layer("ah", "ah", "IPsec Authentication Header")
    static let nextHeader = FieldDescriptor("next_header", "ah.next_header", .unsigned, "protocol of the payload")
    static let headerLength = FieldDescriptor("header_length", "ah.length", .unsigned, "header length in bytes")
    static let reserved = FieldDescriptor("reserved", "ah.reserved", .unsigned, "reserved (must be zero)")
    static let spi = FieldDescriptor("spi", "ah.spi", .hex(digits: 8), "security parameters index")
    static let sequence = FieldDescriptor("sequence", "ah.sequence", .unsigned, "sequence number")
    static let icv = FieldDescriptor("icv", "ah.icv", .bytes, "integrity check value (as captured)")

    static var all: [FieldDescriptor] { [ah, nextHeader, headerLength, reserved, spi, sequence, icv] }
}

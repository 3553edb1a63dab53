// IPsec as tcpdump's esp_print and ah_print print it: ESP (RFC 4303) shows its SPI and sequence
// number (the rest is encrypted); AH (RFC 4302) shows its fields and ICV, then the protocol it
// protects.

/// IP protocol numbers of the IPsec headers (IANA).
enum IPsecProtocol {
    static let esp: UInt8 = 50
    static let ah: UInt8 = 51
}

/// AH layout (RFC 4302 section 2): next header, payload length (32-bit words minus 2), reserved,
/// SPI, sequence number, then the ICV.
enum AHField {
    static let fixedLength = 12
    /// The header's length in bytes from its payload-length field.
    static func headerLength(_ payloadLength: UInt8) -> Int { (Int(payloadLength) + 2) * 4 }
}

extension Dissection {
    /// `ESP(spi=0x…,seq=0x…), length N`; tcpdump wants more than the 8 header bytes captured.
    mutating func esp(at offset: Int, length: Int) throws(Truncated) {
        if legacyJSON({ $0.walkESP(at: offset, end: $1, claimedLength: length, quoted: false) }) { return }
        proto = "esp"
        guard available(from: offset) > 8 else {
            putTruncationMarker()
            return
        }
        put("ESP(spi=0x"); put(hex: bytes.uint32(at: offset), digits: 8)
        put(",seq=0x"); put(hex: bytes.uint32(at: offset + 4))
        put("), length "); put(decimal: length)
    }

    /// A run of AH headers, each `AH(…): `, then the protocol after the last through the IP
    /// demultiplexer. A loop, not recursion: a packet may stack thousands of them.
    mutating func authenticationHeaders(at start: Int, length total: Int, network: NetworkHeader,
                                        fragmented: Bool) throws(Truncated) {
        let pseudo = legacyPseudoHeader(network)
        if legacyJSON(fragmented: fragmented, { $0.walkAH(at: start, end: $1, claimedLength: total, pseudoHeader: pseudo, quoted: false) }) { return }
        var offset = start
        var length = total
        var next = IPsecProtocol.ah
        while next == IPsecProtocol.ah {
            guard has(1, at: offset) else {
                proto = "ah"
                putTruncationMarker()
                return
            }
            next = bytes[offset]
            let advance = try authenticationHeader(at: offset)
            offset += advance
            length -= advance
        }
        try ipPayload(next, at: offset, length: length, network: network, fragmented: fragmented)
    }

    /// `AH(spi=0x…,seq=0x…,icv=0x…): ` (with -v the length first, and a nonzero reserved field
    /// flagged); returns the header length.
    private mutating func authenticationHeader(at offset: Int) throws(Truncated) -> Int {
        proto = "ah"
        put("AH")
        let payloadLength = try u8(offset + 1)
        let headerLength = AHField.headerLength(payloadLength)
        put("(")
        if verbose > 0 {
            put("length="); put(decimal: payloadLength); put("("); put(decimal: headerLength); put("-bytes),")
        }
        let reserved = try u16(offset + 2)
        if reserved != 0 { put("reserved=0x"); put(hex: reserved); put("[MustBeZero],") }
        // Each field is read before its label is printed, as tcpdump's ND_PRINT arguments are.
        let spi = try u32(offset + 4)
        put("spi=0x"); put(hex: spi, digits: 8); put(",")
        let sequence = try u32(offset + 8)
        put("seq=0x"); put(hex: sequence); put(",")
        put("icv=0x")
        var index = AHField.fixedLength
        while index < headerLength {
            put(hex: try u8(offset + index), digits: 2)
            index += 1
        }
        put("): ")
        return headerLength
    }
}

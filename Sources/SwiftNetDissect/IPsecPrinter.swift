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
        proto = "esp"
        layer(ESPFields.esp)
        let available = available(from: offset)
        if Sink.collectsFields {
            report(ESPFields.spi, u32At: offset)
            report(ESPFields.sequence, u32At: offset + 4)
            // The rest (payload, padding, next header, ICV) is encrypted: only its size is known.
            if has(8, at: offset) { report(ESPFields.encryptedLength, available - 8) }
        }
        guard available > 8 else {
            if Sink.collectsFields && available >= length {
                // The datagram, not the capture, ends here: RFC 4303 2 requires at least the pad
                // length and next header after the sequence number.
                reportMalformed(length < 8 ? "shorter than its header" : "no encrypted payload")
            } else {
                putTruncationMarker()
            }
            return
        }
        if available < length { reportTruncated() }
        put("ESP(spi=0x"); put(hex: bytes.uint32(at: offset), digits: 8)
        put(",seq=0x"); put(hex: bytes.uint32(at: offset + 4))
        put("), length "); put(decimal: length)
    }

    /// A run of AH headers, each `AH(…): ` (an `ah` layer each), then the protocol after the last
    /// through the IP demultiplexer. A loop, not recursion: a packet may stack thousands of them.
    mutating func authenticationHeaders(at start: Int, length total: Int, network: NetworkHeader,
                                        fragmented: Bool) throws(Truncated) {
        var offset = start
        var length = total
        var next = IPsecProtocol.ah
        while next == IPsecProtocol.ah {
            layer(AHFields.ah)
            guard has(1, at: offset) else {
                proto = "ah"
                if Sink.collectsFields && length <= 0 {
                    reportMalformed("shorter than its header")
                    return
                }
                putTruncationMarker()
                return
            }
            next = bytes[offset]
            guard let advance = try authenticationHeader(at: offset, length: length) else { return }
            offset += advance
            length -= advance
        }
        try ipPayload(next, at: offset, length: length, network: network, fragmented: fragmented)
    }

    /// `AH(spi=0x…,seq=0x…,icv=0x…): ` (with -v the length first, and a nonzero reserved field
    /// flagged); returns the header length. `length`: what the datagram holds from `offset`.
    /// Returns nil only in a JSON walk, where the datagram itself (not the capture) ends inside the
    /// header: the text walk reads on and stops with ` [|ah]` there.
    private mutating func authenticationHeader(at offset: Int, length: Int) throws(Truncated) -> Int? {
        proto = "ah"
        report(AHFields.nextHeader, bytes[offset])
        if Sink.collectsFields && length < AHField.fixedLength && available(from: offset) >= length {
            if has(2, at: offset) { report(AHFields.headerLength, AHField.headerLength(bytes[offset + 1])) }
            report(AHFields.reserved, u16At: offset + 2)
            report(AHFields.spi, u32At: offset + 4)
            reportMalformed("shorter than its header")
            return nil
        }
        put("AH")
        let payloadLength = try u8(offset + 1)
        let headerLength = AHField.headerLength(payloadLength)
        report(AHFields.headerLength, headerLength)
        put("(")
        if verbose > 0 {
            put("length="); put(decimal: payloadLength); put("("); put(decimal: headerLength); put("-bytes),")
        }
        let reserved = try u16(offset + 2)
        report(AHFields.reserved, reserved)
        if reserved != 0 { put("reserved=0x"); put(hex: reserved); put("[MustBeZero],") }
        // Each field is read before its label is printed, as tcpdump's ND_PRINT arguments are.
        let spi = try u32(offset + 4)
        report(AHFields.spi, spi)
        put("spi=0x"); put(hex: spi, digits: 8); put(",")
        let sequence = try u32(offset + 8)
        report(AHFields.sequence, sequence)
        put("seq=0x"); put(hex: sequence); put(",")
        if Sink.collectsFields {
            // The ICV as captured; RFC 4302 2.2: the header holds at least the 12 fixed bytes.
            let captured = Swift.min(headerLength, available(from: offset))
            report(AHFields.icv, bytesAt: offset + AHField.fixedLength, count: Swift.max(0, captured - AHField.fixedLength))
            if headerLength < AHField.fixedLength { reportMalformed("header length below 12") }
            if headerLength > length && available(from: offset) >= length {
                reportMalformed("header length past the datagram")
                return nil
            }
        }
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

import SwiftNetWire

// The `esp` and `ah` layers of the NDJSON output: ESP's clear header (RFC 4303), and AH with the
// protocol it protects after it (RFC 4302).

extension JSONLayerWalker {
    mutating func walkESP(at offset: Int, end: Int, claimedLength: Int?, quoted: Bool) {
        openLayer("esp")
        guard let spi = bytes.checkedUInt32(at: offset, end: end),
              let sequence = bytes.checkedUInt32(at: offset + 4, end: end) else {
            appendShortHeader(needed: 8, at: offset, end: end, claimedLength: claimedLength, name: "esp", quoted: quoted)
            return
        }
        output.append(",\"spi\":")
        output.appendJSONHex(spi, digits: 8)
        output.append(",\"sequence\":")
        output.appendDecimal(sequence)
        // The rest (payload, padding, next header, ICV) is encrypted: only its size is known.
        output.append(",\"encrypted_length\":")
        output.appendDecimal(Swift.max(0, end - offset - 8))
        if let claimedLength, end - offset < claimedLength, !fragmented {
            if quoted { output.append(",\"truncated\":true") } else { markTruncated("esp") }
        }
        output.append("}")
    }

    /// AH, then the protected protocol through walkTransport (bounded like IP nesting).
    mutating func walkAH(at offset: Int, end: Int, claimedLength: Int?, pseudoHeader: PseudoHeader, quoted: Bool) {
        openLayer("ah")
        guard bytes.has(AHField.fixedLength, at: offset, end: end) else {
            appendShortHeader(needed: AHField.fixedLength, at: offset, end: end, claimedLength: claimedLength,
                              name: "ah", quoted: quoted)
            return
        }
        let next = bytes[offset]
        let headerLength = AHField.headerLength(bytes[offset + 1])
        output.append(",\"next_header\":")
        output.appendDecimal(next)
        output.append(",\"header_length\":")
        output.appendDecimal(headerLength)
        output.append(",\"reserved\":")
        output.appendDecimal(bytes.uint16(at: offset + 2))
        output.append(",\"spi\":")
        output.appendJSONHex(bytes.uint32(at: offset + 4), digits: 8)
        output.append(",\"sequence\":")
        output.appendDecimal(bytes.uint32(at: offset + 8))
        if headerLength < AHField.fixedLength {
            // RFC 4302 2.2: the header holds at least the 12 fixed bytes.
            output.append(",\"malformed\":\"header length below 12\"}")
            return
        }
        guard bytes.has(headerLength, at: offset, end: end) else {
            output.append(",\"icv\":")
            output.appendJSONHexBytes(bytes, from: offset + AHField.fixedLength, to: end)
            if let claimedLength, end - offset >= claimedLength {
                output.append(",\"malformed\":\"header length past the datagram\"")
            } else if quoted {
                output.append(",\"truncated\":true")
            } else {
                markTruncated("ah")
            }
            output.append("}")
            return
        }
        output.append(",\"icv\":")
        output.appendJSONHexBytes(bytes, from: offset + AHField.fixedLength, to: offset + headerLength)
        output.append("}")
        guard networkDepth < Self.maximumNetworkDepth else { return }
        networkDepth += 1
        walkTransport(IPProtocol(next), at: offset + headerLength, end: end,
                      claimedLength: claimedLength.map { $0 - headerLength }, pseudoHeader: pseudoHeader, quoted: quoted)
        networkDepth -= 1
    }

    /// A header that does not fit: `truncated` when the capture cut it, `malformed` when the
    /// datagram itself is too short. Closes the layer object.
    private mutating func appendShortHeader(needed: Int, at offset: Int, end: Int, claimedLength: Int?,
                                            name: StaticString, quoted: Bool) {
        let available = Swift.max(0, end - offset)
        if let claimedLength, claimedLength < needed, available >= claimedLength {
            output.append(",\"malformed\":\"shorter than its header\"}")
            return
        }
        output.append(",\"truncated\":true,\"needed\":")
        output.appendDecimal(needed)
        output.append(",\"available\":")
        output.appendDecimal(available)
        output.append("}")
        if !quoted { truncatedLayer = name }
    }
}

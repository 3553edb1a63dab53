// Linux netfilter log messages (LINKTYPE_NFLOG, 239) as tcpdump 4.99's nflog_if_print prints them:
// the attributes (TLVs, in the capturing host's byte order, padded to 4 bytes) are skipped up to
// the payload attribute, whose data is the logged IPv4 or IPv6 packet.

/// The NFLOG header and attribute layout (Linux include/uapi/linux/netfilter/nfnetlink_log.h).
enum NFLOGField {
    /// Family (1), version (1), resource ID (2, network order).
    static let headerLength = 4
    /// Length (2), type (2), both in host order: tcpdump reads them as this machine's, little-endian.
    static let attributeHeaderLength = 4
    static let payload: UInt16 = 9
    static let prefix: UInt16 = 10
}

extension Dissection {
    mutating func nflog(wireLength: Int) throws(Truncated) {
        proto = "nflog"
        layer(NFLOGFields.nflog)
        let caplen = end
        guard caplen >= NFLOGField.headerLength else {
            putTruncationMarker()
            linkHeaderLength = caplen
            return
        }
        linkHeaderLength = NFLOGField.headerLength
        let family = bytes[0]
        let version = bytes[1]
        report(NFLOGFields.family, family)
        report(NFLOGFields.version, version)
        report(NFLOGFields.resourceID, bytes.uint16(at: 2))
        if version != 0 {
            put("version "); put(decimal: version); put(" (unknown)")
            return
        }
        if options.linkHeader { putNFLOGHeader(length: wireLength) }
        var offset = NFLOGField.headerLength
        var length = wireLength - NFLOGField.headerLength
        var captured = caplen - NFLOGField.headerLength
        beginList(NFLOGFields.tlvs)
        while length > 0 {
            guard captured >= NFLOGField.attributeHeaderLength else { return nflogTruncated(at: offset) }
            var size = Int(UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8)
            let type = UInt16(bytes[offset + 2]) | UInt16(bytes[offset + 3]) << 8
            if size % 4 != 0 { size += 4 - size % 4 }
            guard size >= NFLOGField.attributeHeaderLength, captured >= size else { return nflogTruncated(at: offset) }
            if type == NFLOGField.payload {
                offset += NFLOGField.attributeHeaderLength
                length -= NFLOGField.attributeHeaderLength
                captured -= NFLOGField.attributeHeaderLength
                break
            }
            beginItem()
            report(NFLOGFields.tlvType, type)
            report(NFLOGFields.tlvLength, bytes[offset])
            if type == NFLOGField.prefix {
                // A NUL-terminated string.
                var stop = offset + NFLOGField.attributeHeaderLength
                while stop < offset + size && bytes[stop] != 0 { stop += 1 }
                report(NFLOGFields.prefix, bytesAt: offset + NFLOGField.attributeHeaderLength,
                       count: stop - offset - NFLOGField.attributeHeaderLength)
            }
            endItem()
            offset += size
            length -= size
            captured -= size
        }
        endList()
        linkHeaderLength = offset
        switch family {
        case 2: try ipv4(at: offset, length: length)
        case 10: try ipv6(at: offset, length: length)
        default:
            if !options.linkHeader { putNFLOGHeader(length: length + NFLOGField.headerLength) }
            defaultPrint(from: offset, count: Swift.max(0, captured))
        }
    }

    /// tcpdump's `trunc:` label: the marker; the -x dump starts after the attributes read so far.
    private mutating func nflogTruncated(at offset: Int) {
        putTruncationMarker()
        linkHeaderLength = offset
    }

    /// `version 0, resource ID 7, family IPv4 (2), length 64: ` (with -q the family's name only).
    private mutating func putNFLOGHeader(length: Int) {
        let family = bytes[0]
        put("version "); put(decimal: bytes[1]); put(", resource ID "); put(decimal: bytes.uint16(at: 2))
        let name: StaticString? = switch family {
        case 2: "IPv4"
        case 10: "IPv6"
        default: nil
        }
        if options.quiet {
            put(", ")
            if let name { put(name) } else { put("Unknown NFLOG (0x"); put(hex: family, digits: 2); put(")") }
        } else {
            put(", family "); put(name ?? "Unknown"); put(" ("); put(decimal: family); put(")")
        }
        put(", length "); put(decimal: length); put(": ")
    }
}

// ETSI GeoNetworking (EtherType 0x8947 and the old 0x0707) as tcpdump 4.99's geonet_print prints
// it: the link source, the common header (version, next header, header type and subtype, hop
// limit, payload length) and the source long position vector (GN address, latitude, longitude);
// for the header types whose extended header size tcpdump knows (any, beacon, single-hop and
// multi-hop topologically-scoped broadcast) the BTP-A/B ports and the ITS PDU header after it;
// with -v the user data as a hex dump. References: ETSI TS 102 636-4-1 V1.1.1 (GeoNetworking),
// TS 102 636-5-1 V1.1.1 (BTP), TS 102 894-2 (ITS PDU header).

/// Sizes of the GeoNetworking headers tcpdump decodes.
enum GeoNetField {
    static let commonHeaderLength = 36
    static let btpLength = 4
    /// Multi-hop TSB: its extended header ends at byte 68.
    static let multiHopExtension = 68 - 36
}

extension Dissection {
    /// The GeoNetworking packet at `offset`; `source` is the link-layer source address's offset
    /// (nil where the link has none, which tcpdump prints as nothing). Throws `Truncated` where
    /// tcpdump prints ` [|geonet]`; a length under a header prints ` (invalid)` (JSON: `malformed`).
    mutating func geonet(at offset: Int, length total: Int, source: Int?) throws(Truncated) {
        proto = "geonet"
        layer(GeoNetFields.geonet)
        put("GeoNet ")
        if let source {
            report(GeoNetFields.source, bytesAt: source, count: 6)
            put("src:"); try putMAC(at: source)
        }
        put("; ")
        guard total >= GeoNetField.commonHeaderLength else {
            put(" (common header length "); put(decimal: total); put(" < 36)")
            return putInvalid(reason: "shorter than the 36-byte common header")
        }
        try check(8, at: offset)
        let first = bytes[offset]
        let second = bytes[offset + 1]
        let version = first >> 4
        let nextHeader = first & 0x0f
        let headerType = second >> 4
        let headerSubtype = second & 0x0f
        let payloadLength = bytes.uint16(at: offset + 4)
        let hopLimit = bytes[offset + 7]
        let nextHeaderName: StaticString = switch nextHeader {
        case 0: "Any"
        case 1: "BTP-A"
        case 2: "BTP-B"
        case 3: "IPv6"
        default: "Unknown"
        }
        let headerTypeName = Self.geonetHeaderTypeName(headerType, headerSubtype)
        report(GeoNetFields.version, version)
        report(GeoNetFields.nextHeader, nextHeader)
        report(GeoNetFields.nextHeaderName, label: nextHeaderName)
        report(GeoNetFields.headerType, headerType)
        report(GeoNetFields.headerSubtype, headerSubtype)
        report(GeoNetFields.headerTypeName, label: headerTypeName)
        report(GeoNetFields.payloadLength, payloadLength)
        report(GeoNetFields.hopLimit, hopLimit)
        put("v:"); put(decimal: version)
        put(" NH:"); put(decimal: nextHeader); put("-"); put(nextHeaderName)
        put(" HT:"); put(decimal: headerType); put("-"); put(decimal: headerSubtype); put("-"); put(headerTypeName)
        put(" HopLim:"); put(decimal: hopLimit); put(" Payload:"); put(decimal: payloadLength); put(" ")
        // The source long position vector: GN address, timestamp, latitude, longitude.
        let vector = offset + 8
        try check(8, at: vector)
        report(GeoNetFields.address, bytesAt: vector, count: 8)
        report(GeoNetFields.timestamp, u32At: vector + 8)
        put("GN_ADDR:")
        for index in 0..<8 {
            if index > 0 { put(":") }
            put(hex: bytes[vector + index], digits: 2)
        }
        put(" ")
        let latitude = try u32(vector + 12)
        report(GeoNetFields.latitude, latitude)
        put("lat:"); put(decimal: latitude); put(" ")
        let longitude = try u32(vector + 16)
        report(GeoNetFields.longitude, longitude)
        put("lon:"); put(decimal: longitude)
        try check(GeoNetField.commonHeaderLength, at: offset)
        var cursor = offset + GeoNetField.commonHeaderLength
        var length = total - GeoNetField.commonHeaderLength
        let extendedLength: Int? = switch (headerType, headerSubtype) {
        case (0, _), (1, _), (5, 0): 0
        case (5, 1): GeoNetField.multiHopExtension
        default: nil
        }
        if let extendedLength {
            report(GeoNetFields.extendedLength, extendedLength)
            guard length >= extendedLength else {
                put(" (header size "); put(decimal: extendedLength); put(" > "); put(decimal: length); put(")")
                return putInvalid(reason: "shorter than its extended header")
            }
            try check(extendedLength, at: cursor)
            cursor += extendedLength
            length -= extendedLength
            if nextHeader == 1 || nextHeader == 2 {
                guard length >= GeoNetField.btpLength else {
                    put(" (BTP length "); put(decimal: length); put(" < 4)")
                    return putInvalid(reason: "shorter than the 4-byte BTP header")
                }
                let destinationPort = try u16(cursor)
                report(GeoNetFields.btpDestination, destinationPort)
                put("; BTP Dst:"); put(decimal: destinationPort)
                let sourcePort = try u16(cursor + 2)
                report(GeoNetFields.btpSource, sourcePort)
                put(" Src:"); put(decimal: sourcePort)
                cursor += GeoNetField.btpLength
                length -= GeoNetField.btpLength
                if length >= 2 {
                    // tcpdump assumes an ITS PDU header (version, message type) follows.
                    let pduVersion = try u8(cursor)
                    report(GeoNetFields.pduVersion, pduVersion)
                    put("; ItsPduHeader v:"); put(decimal: pduVersion)
                    let messageType = try u8(cursor + 1)
                    report(GeoNetFields.messageType, messageType)
                    put(" t:"); put(decimal: messageType); put("-")
                    if let name = Self.itsMessageName(messageType) {
                        report(GeoNetFields.messageName, label: name)
                        put(name)
                    } else {
                        put("unknown ("); put(decimal: messageType); put(")")
                    }
                }
            }
        }
        report(GeoNetFields.dataLength, length)
        if verbose > 0 { try putDataDump(from: cursor, length: length) }
    }

    static func geonetHeaderTypeName(_ type: UInt8, _ subtype: UInt8) -> StaticString {
        switch (type, subtype) {
        case (0, _): "Any"
        case (1, _): "Beacon"
        case (2, _): "GeoUnicast"
        case (3, 0): "GeoAnycastCircle"
        case (3, 1): "GeoAnycastRect"
        case (3, 2): "GeoAnycastElipse"
        case (4, 0): "GeoBroadcastCircle"
        case (4, 1): "GeoBroadcastRect"
        case (4, 2): "GeoBroadcastElipse"
        case (5, 0): "TopoScopeBcast-SH"
        case (5, 1): "TopoScopeBcast-MH"
        case (6, 0): "LocService-Request"
        case (6, 1): "LocService-Reply"
        default: "Unknown"
        }
    }

    /// ITS message types tcpdump names (ETSI TS 102 894-2 messageID).
    static func itsMessageName(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "CAM"
        case 1: "DENM"
        case 101: "TPEGM"
        case 102: "TSPDM"
        case 103: "VPM"
        case 104: "SRM"
        case 105: "SLAM"
        case 106: "ecoCAM"
        case 107: "ITM"
        case 150: "SA"
        default: nil
        }
    }
}

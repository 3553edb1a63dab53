import SwiftNetWire

// The `vrrp` and `rip` layers of the NDJSON output: VRRP advertisements (RFC 3768, 9568) and RIP
// messages with their route entries (RFC 1058, 2453).

extension JSONLayerWalker {
    mutating func walkVRRP(at offset: Int, end: Int, claimedLength: Int?, pseudoHeader: PseudoHeader, quoted: Bool) {
        openLayer("vrrp")
        guard bytes.has(8, at: offset, end: end) else {
            let available = Swift.max(0, end - offset)
            if let claimedLength, available >= claimedLength {
                output.append(",\"malformed\":\"shorter than the 8-byte VRRP header\"}")
                return
            }
            output.append(",\"truncated\":true,\"needed\":8,\"available\":")
            output.appendDecimal(available)
            output.append("}")
            if !quoted { truncatedLayer = "vrrp" }
            return
        }
        let version = bytes[offset] >> 4
        let count = Int(bytes[offset + 3])
        output.append(",\"version\":")
        output.appendDecimal(version)
        output.append(",\"type\":")
        output.appendDecimal(bytes[offset] & 0x0f)
        output.append(",\"vrid\":")
        output.appendDecimal(bytes[offset + 1])
        output.append(",\"priority\":")
        output.appendDecimal(bytes[offset + 2])
        output.append(",\"address_count\":")
        output.appendDecimal(count)
        if version == 3 {
            output.append(",\"interval_centiseconds\":")
            output.appendDecimal(bytes.uint16(at: offset + 4) & 0x0fff)
        } else {
            output.append(",\"auth_type\":")
            output.appendDecimal(bytes[offset + 4])
            output.append(",\"interval_seconds\":")
            output.appendDecimal(bytes[offset + 5])
        }
        output.append(",\"checksum\":")
        output.appendJSONHex(bytes.uint16(at: offset + 6), digits: 4)
        let messageEnd = claimedLength.map { offset + $0 } ?? end
        if !quoted {
            output.append(",\"checksum_valid\":")
            if messageEnd <= end && !fragmented && (version == 2 || version == 3) {
                // Version 2 sums the message alone (RFC 3768 5.3.8); version 3 adds the IP
                // pseudo-header (RFC 9568 5.2.8).
                let sum = version == 2
                    ? InternetChecksum.compute(bytes, from: offset, to: messageEnd)
                    : pseudoHeader.checksum(bytes, from: offset, to: messageEnd, protocol: IPProtocol(VRRPField.ipProtocol))
                output.appendJSONBool(sum == 0)
            } else {
                output.append("null")
            }
        }
        output.append(",\"addresses\":[")
        var cursor = offset + 8
        var index = 0
        while index < count, bytes.has(4, at: cursor, end: Swift.min(end, messageEnd)) {
            if index > 0 { output.append(",") }
            output.appendJSON(IPv4Address(bytes.uint32(at: cursor)))
            cursor += 4
            index += 1
        }
        output.append("]")
        if index < count { output.append(",\"malformed\":\"fewer addresses than counted\"") }
        if version == 2 && bytes[offset + 4] == VRRPField.simplePassword && bytes.has(8, at: cursor, end: end) {
            var stop = cursor
            while stop < cursor + 8, bytes[stop] != 0 { stop += 1 }
            output.append(",\"password\":")
            output.appendJSONString(bytes, from: cursor, to: stop)
        }
        output.append("}")
    }

    /// `{"layer":"rip","command","version","entries":[{"family","tag","address","mask",
    /// "next_hop","metric"} or {"auth_type","data"}]}`.
    mutating func walkRIP(at offset: Int, end: Int, cutByCapture: Bool) {
        openLayer("rip")
        guard bytes.has(RIPField.headerLength, at: offset, end: end) else {
            if cutByCapture {
                output.append(",\"truncated\":true,\"needed\":4,\"available\":")
                output.appendDecimal(Swift.max(0, end - offset))
                truncatedLayer = "rip"
            } else {
                output.append(",\"malformed\":\"shorter than the 4-byte RIP header\"")
            }
            output.append("}")
            return
        }
        let command = bytes[offset]
        output.append(",\"command\":")
        output.appendDecimal(command)
        if let name = RIPField.commandName(command) {
            output.append(",\"command_name\":\"")
            output.append(name)
            output.append("\"")
        }
        output.append(",\"version\":")
        output.appendDecimal(bytes[offset + 1])
        if command == 1 || command == 2 {
            output.append(",\"entries\":[")
            var cursor = offset + RIPField.headerLength
            var first = true
            // RFC 2453 4: 20-byte entries; family 0xffff is authentication (RFC 2453 4.1, 4822).
            while bytes.has(20, at: cursor, end: end) {
                if !first { output.append(",") }
                first = false
                let family = bytes.uint16(at: cursor)
                output.append("{\"family\":")
                output.appendDecimal(family)
                if family == 0xffff {
                    output.append(",\"auth_type\":")
                    output.appendDecimal(bytes.uint16(at: cursor + 2))
                    output.append(",\"data\":")
                    output.appendJSONHexBytes(bytes, from: cursor + 4, to: cursor + 20)
                } else {
                    output.append(",\"tag\":")
                    output.appendDecimal(bytes.uint16(at: cursor + 2))
                    output.append(",\"address\":")
                    output.appendJSON(IPv4Address(bytes.uint32(at: cursor + 4)))
                    output.append(",\"mask\":")
                    output.appendJSON(IPv4Address(bytes.uint32(at: cursor + 8)))
                    output.append(",\"next_hop\":")
                    output.appendJSON(IPv4Address(bytes.uint32(at: cursor + 12)))
                    output.append(",\"metric\":")
                    output.appendDecimal(bytes.uint32(at: cursor + 16))
                }
                output.append("}")
                cursor += 20
            }
            output.append("]")
            if cursor < end {
                if cutByCapture {
                    output.append(",\"truncated\":true")
                    truncatedLayer = "rip"
                } else {
                    output.append(",\"malformed\":\"a partial route entry\"")
                }
            }
        }
        output.append("}")
    }
}

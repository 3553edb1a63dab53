import SwiftNetWire

// The `stp` and `lldp` layers of the NDJSON output: bridge PDUs after LLC SAP 0x42 (IEEE 802.1D,
// 802.1w, 802.1s) and LLDP TLVs (IEEE 802.1AB).

extension JSONLayerWalker {
    /// Configuration and RSTP BPDUs field by field; MSTP/SPB and topology-change BPDUs carry
    /// their version and type only.
    mutating func walkSTP(at offset: Int, end: Int) {
        openLayer("stp")
        guard let protocolID = bytes.checkedUInt16(at: offset, end: end),
              let version = bytes.checkedUInt8(at: offset + STPField.protocolVersion, end: end),
              let type = bytes.checkedUInt8(at: offset + STPField.bpduType, end: end) else {
            output.append(",\"malformed\":\"shorter than the 4-byte BPDU header\"}")
            return
        }
        output.append(",\"protocol_id\":")
        output.appendDecimal(protocolID)
        output.append(",\"version\":")
        output.appendDecimal(version)
        output.append(",\"bpdu_type\":")
        output.appendDecimal(type)
        let hasConfig = type == 0x00 || (type == 0x02 && version == 2)
        if protocolID == 0 && hasConfig {
            let needed = type == 0x00 ? STPField.configLength : STPField.rapidLength
            if bytes.has(needed, at: offset, end: end) {
                let flags = bytes[offset + STPField.flags]
                output.append(",\"flags\":")
                output.appendJSONHex(flags, digits: 2)
                output.append(",\"topology_change\":")
                output.appendJSONBool(flags & 0x01 != 0)
                output.append(",\"topology_change_ack\":")
                output.appendJSONBool(flags & 0x80 != 0)
                if version == 2 {
                    output.append(",\"port_role\":\"")
                    output.append(STPField.portRoleName(flags))
                    output.append("\",\"proposal\":")
                    output.appendJSONBool(flags & 0x02 != 0)
                    output.append(",\"learning\":")
                    output.appendJSONBool(flags & 0x10 != 0)
                    output.append(",\"forwarding\":")
                    output.appendJSONBool(flags & 0x20 != 0)
                    output.append(",\"agreement\":")
                    output.appendJSONBool(flags & 0x40 != 0)
                }
                output.append(",\"root_id\":")
                appendBridgeID(at: offset + STPField.rootID)
                output.append(",\"root_path_cost\":")
                output.appendDecimal(bytes.uint32(at: offset + STPField.rootPathCost))
                output.append(",\"bridge_id\":")
                appendBridgeID(at: offset + STPField.bridgeID)
                output.append(",\"port_id\":")
                output.appendJSONHex(bytes.uint16(at: offset + STPField.portID), digits: 4)
                // Timers are in 1/256 s (802.1D 9.2.8): seconds, exactly.
                let timers: [(StaticString, Int)] = [(",\"message_age\":", STPField.messageAge),
                                                     (",\"max_age\":", STPField.maxAge),
                                                     (",\"hello_time\":", STPField.helloTime),
                                                     (",\"forward_delay\":", STPField.forwardDelay)]
                for (key, field) in timers {
                    output.append(key)
                    appendSixteenthsOf256(bytes.uint16(at: offset + field))
                }
            } else if truncatedLayer != nil {
                // The frame was cut by the capture (the Ethernet layer said so): not the sender's.
                output.append(",\"truncated\":true")
                truncatedLayer = "stp"
            } else {
                output.append(",\"malformed\":\"shorter than its BPDU type\"")
            }
        }
        output.append("}")
    }

    /// `"pppp.aa:bb:cc:dd:ee:ff"`; the caller checked the 8 bytes.
    private mutating func appendBridgeID(at offset: Int) {
        output.append("\"")
        output.appendHex(bytes.uint16(at: offset), digits: 4)
        output.append(".")
        for index in 2..<8 {
            if index > 2 { output.append(":") }
            output.appendHex(bytes[offset + index], digits: 2)
        }
        output.append("\"")
    }

    /// `value / 256` as an exact JSON number (`1.25`, `0.00390625`).
    private mutating func appendSixteenthsOf256(_ value: UInt16) {
        output.appendDecimal(value >> 8)
        var fraction = UInt32(value & 0xff) * 390_625  // 1/256 = 0.00390625
        guard fraction != 0 else { return }
        output.append(".")
        var digits = 8
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        output.appendDecimal(fraction, width: digits)
    }

    /// `{"layer":"lldp","tlvs":[{"type","length", and by type "chassis_id"/"port_id" with
    /// "subtype", "ttl", "text" (names, descriptions), or "data"}]}`.
    mutating func walkLLDP(at offset: Int, end: Int) {
        openLayer("lldp")
        output.append(",\"tlvs\":[")
        var cursor = offset
        var first = true
        var problem: StaticString?
        var cutByCapture = false
        while let header = bytes.checkedUInt16(at: cursor, end: end) {
            let type = LLDPField.type(header)
            let length = LLDPField.length(header)
            cursor += LLDPField.headerLength
            if !first { output.append(",") }
            first = false
            output.append("{\"type\":")
            output.appendDecimal(type)
            output.append(",\"length\":")
            output.appendDecimal(length)
            guard bytes.has(length, at: cursor, end: end) else {
                // The capture's cut when the packet was longer than what was kept, else a TLV
                // longer than the frame.
                output.append("}")
                if ranIntoCaptureCut(end: end) { cutByCapture = true } else { problem = "a TLV runs past the frame" }
                break
            }
            switch type {
            case 1 where length >= 1, 2 where length >= 1:  // chassis ID, port ID (802.1AB 8.5.2, 8.5.3)
                output.append(type == 1 ? ",\"chassis_id_subtype\":" : ",\"port_id_subtype\":")
                let subtype = bytes[cursor]
                output.appendDecimal(subtype)
                output.append(type == 1 ? ",\"chassis_id\":" : ",\"port_id\":")
                if subtype == (type == 1 ? 4 : 3), length == 7, let address = MACAddress(bytes, at: cursor + 1) {
                    output.appendJSON(address)  // a MAC address subtype
                } else {
                    output.appendJSONString(bytes, from: cursor + 1, to: cursor + length)
                }
            case 3 where length >= 2:  // time to live (8.5.4)
                output.append(",\"ttl\":")
                output.appendDecimal(bytes.uint16(at: cursor))
            case 4, 5, 6:  // port description, system name, system description (8.5.5-8.5.7)
                output.append(",\"text\":")
                output.appendJSONString(bytes, from: cursor, to: cursor + length)
            case 0:
                break
            default:
                output.append(",\"data\":")
                output.appendJSONHexBytes(bytes, from: cursor, to: cursor + length)
            }
            output.append("}")
            cursor += length
            if type == 0 { break }  // end of LLDPDU
        }
        output.append("]")
        if cutByCapture { markTruncated("lldp") }
        if let problem {
            output.append(",\"malformed\":\"")
            output.append(problem)
            output.append("\"")
        }
        output.append("}")
    }
}

import SwiftNetPcap
import SwiftNetWire

// Link layers of the NDJSON output: Ethernet II / 802.3 + LLC, VLAN tags, Linux cooked v1/v2,
// BSD NULL/LOOP, raw IP. Each passes the network protocol and the bytes after it on.

/// Linux cooked capture headers (libpcap's LINKTYPE_LINUX_SLL / _SLL2).
enum CookedField {
    static let sllLength = 16
    static let sll2Length = 20
}

extension JSONLayerWalker {
    mutating func walkLinkLayer(_ linkType: LinkType) {
        let end = bytes.count
        switch linkType {
        case .ethernet:
            walkEthernet(at: 0, end: end)
        case .raw, .rawLegacy, .ipv4, .ipv6:
            walkRawIP(at: 0, end: end)
        case .null, .loop:
            guard bytes.has(4, at: 0, end: end) else {
                appendFailedLayer("null", .truncated(.null, needed: 4, available: end))
                return
            }
            // NULL stores the family in the writer's byte order, LOOP in network order.
            let bigEndian = bytes.uint32(at: 0)
            let family = linkType == .loop || bigEndian < 0x0001_0000 ? bigEndian : bigEndian.byteSwapped
            openLayer("null")
            output.append(",\"family\":")
            output.appendDecimal(family)
            output.append("}")
            switch family {
            case 2: walkIPv4(at: 4, end: end, quoted: false)
            case 10, 24, 28, 30: walkIPv6(at: 4, end: end, quoted: false)  // Linux, BSDs, Darwin
            default: break
            }
        case .linuxSLL:
            guard bytes.has(CookedField.sllLength, at: 0, end: end) else {
                appendFailedLayer("sll", .truncated(.linuxSLL, needed: CookedField.sllLength, available: end))
                return
            }
            let addressLength = Int(bytes.uint16(at: 4))
            let protocolType = bytes.uint16(at: 14)
            openLayer("sll")
            output.append(",\"packet_type\":")
            output.appendDecimal(bytes.uint16(at: 0))
            output.append(",\"hardware_type\":")
            output.appendDecimal(bytes.uint16(at: 2))
            output.append(",\"address\":")
            output.appendJSONHexBytes(bytes, from: 6, to: 6 + Swift.min(addressLength, 8))
            output.append(",\"protocol\":")
            output.appendDecimal(protocolType)
            output.append("}")
            walkNetwork(etherType: EtherType(protocolType), at: CookedField.sllLength, end: end)
        case .linuxSLL2:
            guard bytes.has(CookedField.sll2Length, at: 0, end: end) else {
                appendFailedLayer("sll2", .truncated(.linuxSLL2, needed: CookedField.sll2Length, available: end))
                return
            }
            let protocolType = bytes.uint16(at: 0)
            let addressLength = Int(bytes[11])
            openLayer("sll2")
            output.append(",\"protocol\":")
            output.appendDecimal(protocolType)
            output.append(",\"interface_index\":")
            output.appendDecimal(bytes.uint32(at: 4))
            output.append(",\"hardware_type\":")
            output.appendDecimal(bytes.uint16(at: 8))
            output.append(",\"packet_type\":")
            output.appendDecimal(bytes[10])
            output.append(",\"address\":")
            output.appendJSONHexBytes(bytes, from: 12, to: 12 + Swift.min(addressLength, 8))
            output.append("}")
            walkNetwork(etherType: EtherType(protocolType), at: CookedField.sll2Length, end: end)
        default:
            break
        }
    }

    /// Raw IP: the version nibble says which.
    mutating func walkRawIP(at offset: Int, end: Int) {
        guard let first = bytes.checkedUInt8(at: offset, end: end) else {
            appendFailedLayer("ipv4", .truncated(.ipv4, needed: 1, available: 0))
            return
        }
        if first >> 4 == 6 {
            walkIPv6(at: offset, end: end, quoted: false)
        } else {
            walkIPv4(at: offset, end: end, quoted: false)
        }
    }

    mutating func walkEthernet(at offset: Int, end: Int) {
        let frame: EthernetFrame
        do {
            frame = try EthernetFrame(bytes, offset: offset, end: end)
        } catch {
            appendFailedLayer("ethernet", error)
            return
        }
        openLayer("ethernet")
        output.append(",\"source\":")
        output.appendJSON(frame.source)
        output.append(",\"destination\":")
        output.appendJSON(frame.destination)
        if frame.isLengthFrame {
            output.append(",\"length\":")
            output.appendDecimal(frame.typeOrLength)
            if frame.isTruncated { markTruncated("ethernet") }
            output.append("}")
            walkLLC(at: frame.payloadOffset, end: frame.payloadEnd)
            return
        }
        output.append(",\"ethertype\":")
        output.appendDecimal(frame.typeOrLength)
        output.append("}")
        var tags = VLANTagIterator(frame)
        while let tag = tags.next() {
            openLayer("vlan")
            output.append(",\"id\":")
            output.appendDecimal(tag.vlanID)
            output.append(",\"priority\":")
            output.appendDecimal(tag.priority)
            output.append(",\"dei\":")
            output.appendJSONBool(tag.dropEligible)
            output.append(",\"tpid\":")
            output.appendDecimal(bytes.uint16(at: tag.offset - 2))
            output.append(",\"ethertype\":")
            output.appendDecimal(tag.typeOrLength)
            output.append("}")
            if tag.isLengthFrame {
                walkLLC(at: tag.payloadOffset, end: tag.payloadEnd)
                return
            }
        }
        if tags.truncatedTag {
            appendFailedLayer("vlan", .truncated(.vlan, needed: VLANField.headerLength,
                                                 available: Swift.max(0, end - tags.offset)))
            return
        }
        walkNetwork(etherType: tags.etherType, at: tags.offset, end: end)
    }

    /// 802.2 LLC after an 802.3 length field; SNAP with OUI 0 carries an EtherType on.
    mutating func walkLLC(at offset: Int, end: Int) {
        let llc: LLCFrame
        do {
            llc = try LLCFrame(bytes, offset: offset, end: end)
        } catch {
            appendFailedLayer("llc", error)
            return
        }
        openLayer("llc")
        output.append(",\"dsap\":")
        output.appendDecimal(llc.dsap)
        output.append(",\"ssap\":")
        output.appendDecimal(llc.ssap)
        output.append(",\"control\":")
        output.appendDecimal(llc.control)
        if let oui = llc.snapOUI, let protocolID = llc.snapProtocolID {
            output.append(",\"snap_oui\":")
            output.appendDecimal(oui)
            output.append(",\"snap_protocol\":")
            output.appendDecimal(protocolID)
            output.append("}")
            if oui == 0 { walkNetwork(etherType: EtherType(protocolID), at: llc.payloadOffset, end: end) }
            return
        }
        output.append("}")
        // Spanning tree BPDUs: SAP 0x42 both ways, UI frames (IEEE 802.1D 7.12.3).
        if llc.dsap & 0xfe == 0x42 && llc.ssap & 0xfe == 0x42 && llc.control == 3 {
            walkSTP(at: llc.payloadOffset, end: end)
        }
    }

    mutating func walkNetwork(etherType: EtherType, at offset: Int, end: Int) {
        switch etherType {
        case .ipv4: walkIPv4(at: offset, end: end, quoted: false)
        case .ipv6: walkIPv6(at: offset, end: end, quoted: false)
        case .arp, .reverseARP: walkARP(at: offset, end: end)
        case .mpls, EtherType(0x8848): walkMPLS(at: offset, end: end)  // unicast, multicast (RFC 5332)
        case .lldp: walkLLDP(at: offset, end: end)
        default: break
        }
    }
}

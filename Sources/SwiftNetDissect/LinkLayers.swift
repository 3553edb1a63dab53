#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftNetPcap
import SwiftNetWire

// Link-layer printers: tcpdump's ether_if_print, null_if_print, sll_if_print, sll2_if_print,
// raw_if_print and the unsupported-type fallback.

extension Dissection {
    mutating func linkLayer(_ linkType: LinkType, wireLength: Int) throws(Truncated) {
        let caplen = bytes.count
        switch linkType.rawValue {
        case 1:
            let length = try ethernet(wireLength: wireLength)
            linkHeaderLength = length
        case 0, 108:
            try null(wireLength: wireLength)
        case 113:
            try linuxSLL(wireLength: wireLength)
        case 276:
            try linuxSLL2(wireLength: wireLength)
        case 104:
            try ciscoHDLC(wireLength: wireLength)
        case 239:
            try nflog(wireLength: wireLength)
        case 284:
            linkHeaderLength = try ethernet(wireLength: wireLength, switchTag: .dsa)
        case 285:
            linkHeaderLength = try ethernet(wireLength: wireLength, switchTag: .edsa)
        case 281:
            linkHeaderLength = try ethernet(wireLength: wireLength, switchTag: .brcm)
        case 282:
            try brcmPrependLink(wireLength: wireLength)
        case 258:
            try pktap(wireLength: wireLength)
        case 107:
            try frameRelayLink(wireLength: wireLength)
        case 182:
            try mfrLink(wireLength: wireLength)
        case 8:
            try slip(wireLength: wireLength)
        case 226:
            try ipnet(wireLength: wireLength)
        case 242:
            try ipoib(wireLength: wireLength)
        case 105:
            try ieee80211Link(wireLength: wireLength)
        case 127:
            try radiotapLink(wireLength: wireLength)
        case 119:
            try prismLink(wireLength: wireLength)
        case 163:
            try avsLink(wireLength: wireLength)
        case 9:
            try pppLink(wireLength: wireLength)
        case 50:
            try pppSerialLink(wireLength: wireLength)
        case 178:
            try juniperEtherLink(wireLength: wireLength)
        case 179:
            try juniperPPPLink(wireLength: wireLength)
        case 181:
            try juniperCHDLCLink(wireLength: wireLength)
        case 167:
            try juniperPPPoELink(wireLength: wireLength)
        case 168:
            try juniperPPPoEATMLink(wireLength: wireLength)
        case 180:
            try juniperFrameRelayLink(wireLength: wireLength)
        case 130:
            try juniperMLPPPLink(wireLength: wireLength)
        case 131:
            try juniperMLFRLink(wireLength: wireLength)
        case 134:
            try juniperMFRLink(wireLength: wireLength)
        case 137:
            try juniperATM1Link(wireLength: wireLength)
        case 135:
            try juniperATM2Link(wireLength: wireLength)
        case 133:
            try juniperGGSNLink(wireLength: wireLength)
        case 132:
            try juniperESLink(wireLength: wireLength)
        case 164:
            try juniperMonitorLink(wireLength: wireLength)
        case 136:
            try juniperServicesLink(wireLength: wireLength)
        case 12, 101, 228, 229:
            if options.linkHeader { put("ip: ") }
            try ipAnyVersion(at: 0, length: wireLength)
        default:
            put("UNSUPPORTED")
            // tcpdump dumps an unknown link type whatever the flags (-q and -x included).
            putHexASCII(from: 0, to: caplen, prefix: "\n\t")
        }
    }

    /// tcpdump's ND_DEFAULTPRINT: hex and ASCII of what could not be decoded.
    mutating func defaultPrint(from start: Int, count: Int) {
        switch options.hexDump {
        case .hex, .hexWithLinkHeader, .hexASCII, .hexASCIIWithLinkHeader: return
        default: break
        }
        if options.quiet { return }
        let stop = Swift.min(end, start + Swift.max(0, count))
        guard start < stop else { return }
        putHexASCII(from: start, to: stop, prefix: "\n\t")
    }

    // MARK: Ethernet (IEEE 802.3), 802.1Q/802.1ad tags, 802.3 length frames

    /// An Ethernet frame at `base`; returns the link-layer header length (for the -x dumps).
    /// Truncation inside the frame's payload propagates with that protocol's name.
    mutating func ethernet(wireLength: Int, at base: Int = 0) throws(Truncated) -> Int {
        // Its own copy of the frame walk with the tag constant-folded away: the tag's branches
        // cost plain Ethernet, every packet of most captures, about 50 instructions.
        try ethernetFrame(wireLength: wireLength, at: base, switchTag: .none)
    }

    /// A frame of a switch link type: `switchTag` is the DSA, EDSA or Broadcom tag between the
    /// addresses and the EtherType (tcpdump's ether_switch_tag_print).
    mutating func ethernet(wireLength: Int, switchTag: EthernetSwitchTag) throws(Truncated) -> Int {
        try ethernetFrame(wireLength: wireLength, at: 0, switchTag: switchTag)
    }

    @inline(__always)
    private mutating func ethernetFrame(wireLength: Int, at base: Int,
                                        switchTag: EthernetSwitchTag) throws(Truncated) -> Int {
        proto = switchTag.proto
        etherBase = base
        inEthernetFrame = true
        layer(EthernetFields.ethernet)
        report(EthernetFields.destination, bytesAt: base + EthernetField.destination, count: 6)
        report(EthernetFields.source, bytesAt: base + EthernetField.source, count: 6)
        let caplen = end - base
        // tcpdump's ether_common_print: a frame inside a tunnel whose length is shorter than the
        // bytes captured after it (a UDP or tunnel length that lies) is not decoded. At the top
        // level the pcap reader already refused such records.
        if wireLength < caplen {
            put("[length "); put(decimal: wireLength); put(" < caplen "); put(decimal: caplen); put("]")
            putInvalid()
            return wireLength
        }
        let tagLength = switchTag.length
        guard caplen >= EthernetField.headerLength &+ tagLength else {
            putTruncationMarker()
            return caplen
        }
        guard wireLength >= EthernetField.headerLength else {
            putTruncationMarker()
            return wireLength
        }
        var length = wireLength - EthernetField.typeOrLength
        var captured = caplen - EthernetField.typeOrLength
        var offset = base + EthernetField.typeOrLength
        // `-e` text only (the JSON walk runs with it on): what these blocks read is inside the
        // bytes the walk checks anyway, so a sink without text skips their lookups and checks.
        if Sink.rendersText && options.linkHeader { putEthernetAddresses() }
        // A switch tag's type field is read (inside the checked header) before the tag so that JSON
        // keeps it in the ethernet layer; the tag's own layer follows.
        var type = try u16(offset &+ tagLength)
        // One report per descriptor, so each is a constant where it inlines.
        if type <= 1500 { report(EthernetFields.length, type) } else { report(EthernetFields.etherType, type) }
        if tagLength != 0 {
            try self.switchTag(switchTag, at: offset)
            offset += tagLength; length -= tagLength; captured -= tagLength
        }
        length -= 2; captured -= 2; offset += 2
        var printedLength = false
        // MACsec lowers the captured end past its ICV for what follows; restored on return.
        let entryEnd = end
        defer { end = entryEnd }
        if type == 0x88e5 {
            if options.linkHeader {
                putEtherType(type); put(", length "); put(decimal: wireLength); put(": ")
                printedLength = true
            }
            switch try macsec(at: offset, length: length, captured: captured) {
            case .stopped:
                // tcpdump returns the whole capture as link header: -x dumps nothing.
                return offset - base + captured
            case .encrypted(let tagLength):
                offset += tagLength
                captured -= tagLength
                if base == 0 { linkHeaderLength = offset }
                defaultPrint(from: offset, count: captured)
                return offset - base
            case .clear(let tagLength, let secureLength, let secureCaptured):
                offset += tagLength
                length = secureLength
                captured = secureCaptured
                type = try u16(offset)
                report(MACsecFields.etherType, type)
                // tcpdump's ND_ICHECK_U(caplen, <, 2): a short length below the EtherType.
                guard captured >= 2 else {
                    put(" [caplen "); put(decimal: captured); put(" < 2]")
                    reportMalformed("secure data shorter than its EtherType")
                    if base == 0 { linkHeaderLength = offset }
                    return offset - base
                }
                length -= 2; captured -= 2; offset += 2
            }
        }
        while type == 0x8100 || type == 0x9100 || type == 0x9200 || type == 0x88a8 {
            layer(EthernetFields.vlan)
            report(EthernetFields.tpid, type)
            guard captured >= VLANField.headerLength, length >= VLANField.headerLength else {
                proto = "vlan"
                putTruncationMarker()
                return offset - base + Swift.min(captured, length)
            }
            if Sink.collectsFields {
                let tag = bytes.uint16(at: offset + VLANField.tagControl)
                report(EthernetFields.vlanID, tag & 0x0fff)
                report(EthernetFields.priority, tag >> 13)
                report(EthernetFields.dei, bool: tag & 0x1000 != 0)
                report(EthernetFields.vlanEtherType, u16At: offset + VLANField.typeOrLength)
            }
            if Sink.rendersText && options.linkHeader {
                let tag = try u16(offset + VLANField.tagControl)
                putEtherType(type)
                if !printedLength {
                    put(", length "); put(decimal: wireLength); put(": ")
                    printedLength = true
                } else {
                    put(", ")
                }
                putVLANTag(tag)
                put(", ")
            }
            type = try u16(offset + VLANField.typeOrLength)
            offset += VLANField.headerLength; length -= VLANField.headerLength; captured -= VLANField.headerLength
        }
        if type <= 1500 {
            // An 802.3 length field: trust it only when it shortens the frame.
            if Int(type) < length {
                length = Int(type)
            }
            let saved = pushEnd(offset, length: length)
            defer { end = saved }
            if base == 0 { linkHeaderLength = offset }
            if Sink.rendersText && options.linkHeader {
                put("802.3")
                if !printedLength { put(", length "); put(decimal: length); put(": ") }
            }
            let llcLength = try llc(at: offset, length: length, hasMACs: true)
            if llcLength < 0 {
                defaultPrint(from: offset, count: available(from: offset))
                return offset - base - llcLength
            }
            return offset - base + llcLength
        }
        if Sink.rendersText && options.linkHeader {
            putEtherType(type)
            if !printedLength { put(", length "); put(decimal: wireLength); put(": ") } else { put(", ") }
        }
        if base == 0 { linkHeaderLength = offset }
        if try !etherTypePayload(type, at: offset, length: length) {
            if !options.linkHeader {
                putEthernetAddresses()
                putEtherType(type)
                put(", length "); put(decimal: wireLength); put(": ")
            }
            defaultPrint(from: offset, count: Swift.min(captured, available(from: offset)))
        }
        return offset - base
    }

    /// `SRC > DST, `
    mutating func putEthernetAddresses() {
        try? putMAC(at: etherBase + EthernetField.source)
        put(" > ")
        try? putMAC(at: etherBase + EthernetField.destination)
        put(", ")
    }

    /// `ethertype NAME (0x0800)`, or with -q just the name.
    mutating func putEtherType(_ type: UInt16) {
        if options.quiet {
            if let name = ProtocolNames.etherType(type) {
                put(name)
            } else {
                put("Unknown Ethertype (0x"); put(hex: type, digits: 4); put(")")
            }
        } else {
            put("ethertype ")
            put(ProtocolNames.etherType(type) ?? "Unknown")
            put(" (0x"); put(hex: type, digits: 4); put(")")
        }
    }

    /// `vlan 100, p 1` (and `, DEI`).
    mutating func putVLANTag(_ tag: UInt16) {
        put("vlan "); put(decimal: tag & 0x0fff)
        put(", p "); put(decimal: tag >> 13)
        if tag & 0x1000 != 0 { put(", DEI") }
    }

    /// Dispatches on an EtherType; false when tcpdump would not know it (the caller dumps it).
    @inline(__always)
    mutating func etherTypePayload(_ type: UInt16, at offset: Int, length: Int) throws(Truncated) -> Bool {
        // IPv4 and IPv6 tested first and inline: most frames of most captures, and the switch
        // below is a search through some thirty EtherTypes.
        if type == 0x0800 {
            try ipv4(at: offset, length: length)
            return true
        }
        if type == 0x86dd {
            try ipv6(at: offset, length: length)
            return true
        }
        return try otherEtherTypePayload(type, at: offset, length: length)
    }

    /// `etherTypePayload` for every EtherType but IPv4's and IPv6's.
    private mutating func otherEtherTypePayload(_ type: UInt16, at offset: Int, length: Int) throws(Truncated) -> Bool {
        switch type {
        case 0x0806, 0x8035:
            try arp(at: offset, length: length)
        case 0x8847, 0x8848:
            try mpls(at: offset, length: length)
        case 0x88cc:
            try lldp(at: offset, length: length)
        case 0x8809:
            try slowProtocols(at: offset, length: length)
        case 0x888e:
            try eapol(at: offset, length: length)
        case 0x88f7:
            try ptp(at: offset, length: length)
        case 0x88a2:
            try aoe(at: offset, length: length)
        case 0x8137:
            put("(NOV-ETHII) ")
            try ipx(at: offset, length: length)
        case 0x6003:
            try decnet(at: offset, length: length)
        case 0x8947, 0x0707:
            // tcpdump passes the link source only from Ethernet and 802.11 (not cooked captures).
            try geonet(at: offset, length: length,
                source: llcSourceMAC ?? (inEthernetFrame ? etherBase + EthernetField.source : nil))
        case 0x1111:
            try calmFast(at: offset, length: length,
                source: llcSourceMAC ?? (inEthernetFrame ? etherBase + EthernetField.source : nil))
        case 0x8863, 0x8864:
            try pppoe(at: offset, length: length)
        case 0x894f:
            try nsh(at: offset, length: length)
        case 0x8902, 0xabcd:
            try cfm(at: offset, length: length)
        case 0xfefe:
            // ethertype_print skips one byte (tcpdump's unchecked "fudge byte") before the OSI PDU.
            guard length >= 1, has(1, at: offset) else {
                proto = "isoclns"
                putTruncationMarker()
                return true
            }
            try isoclns(at: offset + 1, length: length - 1)
        default:
            return false
        }
        return true
    }

    // MARK: BSD loopback (NULL, LOOP)

    mutating func null(wireLength: Int) throws(Truncated) {
        proto = "null"
        guard has(4, at: 0) else {
            layer(LinkFields.null)
            throw Truncated()
        }
        // The family is in the writer's byte order (NULL) or network order (LOOP): tcpdump swaps
        // when the upper 16 bits are set.
        var family = UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
        if family & 0xffff_0000 != 0 { family = family.byteSwapped }
        layer(LinkFields.null)
        report(LinkFields.family, family)
        if options.linkHeader { putNullHeader(family, length: wireLength) }
        linkHeaderLength = 4
        switch family {
        case 2:
            try ipv4(at: 4, length: wireLength - 4)
        case 24, 28, 30:
            try ipv6(at: 4, length: wireLength - 4)
        case 23:
            try ipx(at: 4, length: wireLength - 4)
        default:
            if !options.linkHeader { putNullHeader(family, length: wireLength) }
            defaultPrint(from: 4, count: end - 4)
        }
    }

    mutating func putNullHeader(_ family: UInt32, length: Int) {
        let name: StaticString? = switch family {
        case 2: "IPv4"
        case 6: "NS"
        case 7: "ISO"
        case 16: "Appletalk"
        case 23: "IPX"
        case 24, 28, 30: "IPv6"
        default: nil
        }
        if options.quiet {
            if let name { put(name) } else { put("Unknown AF "); put(decimal: family) }
        } else {
            put("AF "); put(name ?? "Unknown"); put(" ("); put(decimal: family); put(")")
        }
        put(", length "); put(decimal: length); put(": ")
    }

    // MARK: Linux cooked capture v1 (SLL) and v2 (SLL2)

    mutating func linuxSLL(wireLength: Int) throws(Truncated) {
        proto = "sll"
        layer(LinkFields.sll)
        try check(16, at: 0)
        if Sink.collectsFields {
            report(LinkFields.packetType, u16At: 0)
            report(LinkFields.hardwareType, u16At: 2)
            report(LinkFields.address, bytesAt: 6, count: Swift.min(Int(bytes.uint16(at: 4)), 8))
            report(LinkFields.protocolType, u16At: 14)
        }
        if options.linkHeader { try putSLLHeader(length: wireLength) }
        var length = wireLength - 16
        var offset = 16
        // The LLC header tcpdump counts in the link header (where -x starts) when it decodes it.
        var llcHeader = 0
        var type = try u16(14)
        while true {
            if type <= 1500 {
                // Not an EtherType: 802.2 LLC or Novell raw 802.3 IPX, else unknown.
                if type == 4 {
                    let llcLength = try llc(at: offset, length: length, hasMACs: false)
                    if llcLength < 0 { defaultPrint(from: offset, count: available(from: offset)) }
                    llcHeader = Swift.max(0, llcLength)
                } else if type == 1 {
                    try ipx(at: offset, length: length)
                } else {
                    // tcpdump 4.99 prints no header here, only the raw bytes.
                    defaultPrint(from: offset, count: available(from: offset))
                }
                break
            }
            if type == 0x8100 {
                guard available(from: offset) >= VLANField.headerLength else {
                    proto = "vlan"
                    putTruncationMarker()
                    linkHeaderLength = end
                    return
                }
                if options.linkHeader {
                    putVLANTag(try u16(offset + VLANField.tagControl))
                    put(", ")
                }
                type = try u16(offset + VLANField.typeOrLength)
                if type <= 1500 { type = 4 }
                if !options.quiet {
                    put("ethertype "); put(ProtocolNames.etherType(type) ?? "Unknown"); put(", ")
                }
                offset += VLANField.headerLength; length -= VLANField.headerLength
                continue
            }
            linkHeaderLength = offset
            if try !etherTypePayload(type, at: offset, length: length) {
                // The length tcpdump gives: the frame's, less any VLAN tags.
                if !options.linkHeader { try putSLLHeader(length: length + 16) }
                defaultPrint(from: offset, count: available(from: offset))
            }
            break
        }
        linkHeaderLength = offset + llcHeader
    }

    /// `In 02:00:00:00:00:01 ethertype IPv4 (0x0800), length 60: `
    mutating func putSLLHeader(length: Int) throws(Truncated) {
        let packetType = try u16(0)
        let name: StaticString = switch packetType {
        case 0: "In"
        case 1: "B"
        case 2: "M"
        case 3: "P"
        case 4: "Out"
        default: "?"
        }
        putPadded(name, width: 3, right: true)
        put(" ")
        if try u16(4) == 6 {
            try putMAC(at: 6)
            put(" ")
        }
        if !options.quiet {
            let type = try u16(14)
            if type <= 1500 {
                switch type {
                case 1: put("802.3")
                case 4: put("802.2")
                default: put("ethertype Unknown (0x"); put(hex: type, digits: 4); put(")")
                }
            } else {
                put("ethertype "); put(ProtocolNames.etherType(type) ?? "Unknown")
                put(" (0x"); put(hex: type, digits: 4); put(")")
            }
            put(", length "); put(decimal: length); put(": ")
        }
    }

    /// `%3s` (right) or `%-3s` (left) of a name.
    mutating func putPadded(_ text: StaticString, width: Int, right: Bool) {
        let count = text.utf8CodeUnitCount
        if right { for _ in count..<Swift.max(count, width) { put(byte: 0x20) } }
        put(text)
        if !right { for _ in count..<Swift.max(count, width) { put(byte: 0x20) } }
    }

    mutating func linuxSLL2(wireLength: Int) throws(Truncated) {
        proto = "sll2"
        layer(LinkFields.sll2)
        try check(20, at: 0)
        let index = try u32(4)
        if Sink.collectsFields {
            report(LinkFields.protocolType, u16At: 0)
            report(LinkFields.interfaceIndex, index)
            report(LinkFields.hardwareType, u16At: 8)
            report(LinkFields.packetType, u8At: 10)
            report(LinkFields.address, bytesAt: 12, count: Swift.min(Int(bytes[11]), 8))
        }
        let nameBytes = Sink.rendersText ? interfaceNames.name(index) : []
        put(bytes: nameBytes)
        for _ in nameBytes.count..<Swift.max(nameBytes.count, 5) { put(byte: 0x20) }
        put(" ")
        let packetType = try u8(10)
        let typeName: StaticString = switch packetType {
        case 0: "In"
        case 1: "B"
        case 2: "M"
        case 3: "P"
        case 4: "Out"
        default: "?"
        }
        putPadded(typeName, width: 3, right: false)
        put(" ")
        let type = try u16(0)
        if options.linkHeader { putSLL2Header(type: type, interface: index, length: wireLength) }
        linkHeaderLength = 20
        if type <= 1500 {
            if type == 4 {
                let llcLength = try llc(at: 20, length: wireLength - 20, hasMACs: false)
                if llcLength < 0 { defaultPrint(from: 20, count: available(from: 20)) }
                linkHeaderLength = 20 + Swift.max(0, llcLength)
            } else if type == 1 {
                try ipx(at: 20, length: wireLength - 20)
            } else {
                if !options.linkHeader { putSLL2Header(type: type, interface: index, length: wireLength) }
                defaultPrint(from: 20, count: available(from: 20))
            }
            return
        }
        if try !etherTypePayload(type, at: 20, length: wireLength - 20) {
            if !options.linkHeader { putSLL2Header(type: type, interface: index, length: wireLength) }
            defaultPrint(from: 20, count: available(from: 20))
        }
    }

    mutating func putSLL2Header(type: UInt16, interface: UInt32, length: Int) {
        put("ifindex "); put(decimal: interface); put(" ")
        if bytes[11] == 6 {
            try? putMAC(at: 12)
            put(" ")
        }
        guard !options.quiet else { return }
        put("ethertype "); put(ProtocolNames.etherType(type) ?? "Unknown")
        put(" (0x"); put(hex: type, digits: 4); put("), length "); put(decimal: length); put(": ")
    }

    // MARK: raw IP

    /// tcpdump's ipN_print: the version nibble picks IPv4 or IPv6.
    mutating func ipAnyVersion(at offset: Int, length: Int) throws(Truncated) {
        proto = "ipn"
        guard length >= 1 else {
            put("truncated-ip "); put(decimal: length)
            return
        }
        let version = try u8(offset) >> 4
        switch version {
        case 4: try ipv4(at: offset, length: length)
        case 6: try ipv6(at: offset, length: length)
        default: put("unknown ip "); put(decimal: version)
        }
    }
}

/// if_indextoname results by interface index, as tcpdump prints them for SLL2 (`?` when the index
/// is unknown on this machine): one system call per interface rather than per packet. Bounded.
@usableFromInline
struct InterfaceNameCache {
    var names: [UInt32: [UInt8]] = [:]

    mutating func name(_ index: UInt32) -> [UInt8] {
        if let cached = names[index] { return cached }
        var buffer = [CChar](repeating: 0, count: Int(IF_NAMESIZE) + 1)
        let name: [UInt8]
        if if_indextoname(index, &buffer) != nil {
            name = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        } else {
            name = [UInt8(ascii: "?")]
        }
        if names.count >= 1024 { names.removeAll(keepingCapacity: true) }
        names[index] = name
        return name
    }
}

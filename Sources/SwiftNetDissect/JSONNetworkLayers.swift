import SwiftNetWire

// Network layers of the NDJSON output: ARP, IPv4 (with options), IPv6 (with extension headers).

extension JSONLayerWalker {
    mutating func walkARP(at offset: Int, end: Int) {
        let arp: ARPPacket
        do {
            arp = try ARPPacket(bytes, offset: offset, end: end)
        } catch {
            appendFailedLayer("arp", error)
            return
        }
        openLayer("arp")
        output.append(",\"hardware_type\":")
        output.appendDecimal(arp.hardwareType.rawValue)
        output.append(",\"protocol_type\":")
        output.appendDecimal(arp.protocolType.rawValue)
        output.append(",\"operation\":")
        output.appendDecimal(arp.operation.rawValue)
        let operationName: StaticString? = switch arp.operation {
        case .request: "request"
        case .reply: "reply"
        case .reverseRequest: "reverse-request"
        case .reverseReply: "reverse-reply"
        case .inverseRequest: "inverse-request"
        case .inverseReply: "inverse-reply"
        case .nak: "nak"
        default: nil
        }
        if let operationName {
            output.append(",\"operation_name\":\"")
            output.append(operationName)
            output.append("\"")
        }
        appendARPAddress(",\"sender_hardware\":", at: arp.senderHardwareAddressOffset, length: arp.hardwareLength)
        appendARPAddress(",\"sender_protocol\":", at: arp.senderProtocolAddressOffset, length: arp.protocolLength)
        appendARPAddress(",\"target_hardware\":", at: arp.targetHardwareAddressOffset, length: arp.hardwareLength)
        appendARPAddress(",\"target_protocol\":", at: arp.targetProtocolAddressOffset, length: arp.protocolLength)
        output.append("}")
    }

    /// A MAC (6 bytes) or IPv4 (4 bytes) address as text, anything else as hex.
    private mutating func appendARPAddress(_ key: StaticString, at offset: Int, length: Int) {
        output.append(key)
        if length == 6, let mac = MACAddress(bytes, at: offset) {
            output.appendJSON(mac)
        } else if length == 4, let address = IPv4Address(bytes, at: offset) {
            output.appendJSON(address)
        } else {
            output.appendJSONHexBytes(bytes, from: offset, to: offset + length)
        }
    }

    mutating func walkIPv4(at offset: Int, end: Int, quoted: Bool) {
        let packet: IPv4Packet
        do {
            packet = try IPv4Packet(bytes, offset: offset, end: end, acceptsZeroTotalLength: true)
        } catch {
            appendFailedLayer("ipv4", error)
            return
        }
        openLayer("ipv4")
        output.append(",\"header_length\":")
        output.appendDecimal(packet.headerLength)
        output.append(",\"dscp\":")
        output.appendDecimal(packet.dscp)
        output.append(",\"ecn\":")
        output.appendDecimal(packet.ecn)
        output.append(",\"total_length\":")
        output.appendDecimal(packet.totalLength)
        output.append(",\"id\":")
        output.appendDecimal(packet.identification)
        let flags = packet.flags
        output.append(",\"flags\":{\"reserved\":")
        output.appendJSONBool(flags.contains(.reserved))
        output.append(",\"df\":")
        output.appendJSONBool(flags.contains(.dontFragment))
        output.append(",\"mf\":")
        output.appendJSONBool(flags.contains(.moreFragments))
        output.append("},\"fragment_offset\":")
        output.appendDecimal(packet.fragmentByteOffset)
        output.append(",\"ttl\":")
        output.appendDecimal(packet.timeToLive)
        output.append(",\"protocol\":")
        output.appendDecimal(packet.protocol.rawValue)
        output.append(",\"checksum\":")
        output.appendJSONHex(packet.headerChecksum, digits: 4)
        output.append(",\"checksum_valid\":")
        output.appendJSONBool(packet.headerChecksumIsValid)
        output.append(",\"source\":")
        output.appendJSON(packet.source)
        output.append(",\"destination\":")
        output.appendJSON(packet.destination)
        // RFC 1122 4.1.3.3 / tcpdump's ip_finddst: under a source route the transport checksum covers
        // the route's last address, not the next hop in the header.
        var checksumDestination = packet.destination
        if packet.headerLength > IPv4Field.minimumHeaderLength {
            checksumDestination = appendIPv4Options(packet) ?? packet.destination
        }
        if packet.isTruncated {
            if quoted { output.append(",\"truncated\":true") } else { markTruncated("ipv4") }
        }
        output.append("}")
        // Only the first fragment carries the transport header.
        guard packet.fragmentOffset == 0 else { return }
        let claimed = Int(packet.totalLength) == 0 ? nil : Int(packet.totalLength) - packet.headerLength
        fragmented = flags.contains(.moreFragments)
        walkTransport(packet.protocol, at: packet.payloadOffset, end: packet.payloadEnd, claimedLength: claimed,
                      pseudoHeader: .ipv4(source: packet.source, destination: checksumDestination), quoted: quoted)
    }

    /// Writes `,"options":[…]`; returns the final destination of a loose or strict source route.
    private mutating func appendIPv4Options(_ packet: IPv4Packet) -> IPv4Address? {
        var routeDestination: IPv4Address?
        output.append(",\"options\":[")
        var options = packet.options
        var first = true
        var position = options.position
        while let option = options.next() {
            if !first { output.append(",") }
            first = false
            output.append("{\"type\":")
            output.appendDecimal(option.type)
            output.append(",\"length\":")
            output.appendDecimal(options.position - position)
            switch option {
            case .recordRoute(let route), .looseSourceRoute(let route), .strictSourceRoute(let route):
                if option.type != IPv4OptionType.recordRoute, routeDestination == nil,
                   let last = route.addresses.last {
                    routeDestination = last
                }
                output.append(",\"pointer\":")
                output.appendDecimal(route.pointer)
                output.append(",\"addresses\":[")
                for (index, address) in route.addresses.enumerated() {
                    if index > 0 { output.append(",") }
                    output.appendJSON(address)
                }
                output.append("]")
            case .timestamp(let stamp):
                output.append(",\"pointer\":")
                output.appendDecimal(stamp.pointer)
                output.append(",\"overflow\":")
                output.appendDecimal(stamp.overflow)
                output.append(",\"flag\":")
                output.appendDecimal(stamp.flag)
                output.append(",\"words\":[")
                for (index, word) in stamp.words.enumerated() {
                    if index > 0 { output.append(",") }
                    output.appendDecimal(word)
                }
                output.append("]")
            case .routerAlert(let value):
                output.append(",\"value\":")
                output.appendDecimal(value)
            case .unknown(_, let data), .raw(let data):
                output.append(",\"data\":")
                output.appendJSONHexBytes(data, from: 0, to: data.count)
            case .endOfOptionList, .noOperation:
                break
            }
            output.append("}")
            position = options.position
        }
        output.append("]")
        if let malformation = options.malformation {
            let text = WireError.malformed(.ipv4, malformation).description
            output.append(",\"options_malformed\":")
            output.appendJSONString(Array(text.utf8), from: 0, to: text.utf8.count)
        }
        return routeDestination
    }

    mutating func walkIPv6(at offset: Int, end: Int, quoted: Bool) {
        let packet: IPv6Packet
        do {
            packet = try IPv6Packet(bytes, offset: offset, end: end)
        } catch {
            appendFailedLayer("ipv6", error)
            return
        }
        openLayer("ipv6")
        output.append(",\"traffic_class\":")
        output.appendDecimal(packet.trafficClass)
        output.append(",\"dscp\":")
        output.appendDecimal(packet.dscp)
        output.append(",\"ecn\":")
        output.appendDecimal(packet.ecn)
        output.append(",\"flow_label\":")
        output.appendDecimal(packet.flowLabel)
        output.append(",\"payload_length\":")
        output.appendDecimal(packet.payloadLength)
        output.append(",\"next_header\":")
        output.appendDecimal(packet.nextHeader.rawValue)
        output.append(",\"hop_limit\":")
        output.appendDecimal(packet.hopLimit)
        output.append(",\"source\":")
        output.appendJSON(packet.source)
        output.append(",\"destination\":")
        output.appendJSON(packet.destination)
        var chain = packet.extensionHeaders
        var wroteExtension = false
        var routeDestination: IPv6Address?
        var fragmentedHere = false
        while let header = chain.next() {
            output.append(wroteExtension ? "," : ",\"extension_headers\":[")
            wroteExtension = true
            output.append("{\"type\":")
            switch header {
            case .hopByHop: output.append("\"hop_by_hop\"")
            case .routing: output.append("\"routing\"")
            case .fragment: output.append("\"fragment\"")
            case .destinationOptions: output.append("\"destination_options\"")
            }
            output.append(",\"next_header\":")
            output.appendDecimal(header.nextHeader.rawValue)
            output.append(",\"length\":")
            output.appendDecimal(header.length)
            switch header {
            case .routing(let routing):
                // RFC 8200 8.1: the checksum covers the final destination (tcpdump's ip6_finddst:
                // the last address of types 0 and 2, the first segment of an SRH, type 4).
                if routeDestination == nil {
                    switch routing.routingType {
                    case 0, 2: routeDestination = routing.addressCount > 0 ? routing.address(at: routing.addressCount - 1) : nil
                    case 4: routeDestination = routing.address(at: 0)
                    default: break
                    }
                }
                output.append(",\"routing_type\":")
                output.appendDecimal(routing.routingType)
                output.append(",\"segments_left\":")
                output.appendDecimal(routing.segmentsLeft)
            case .fragment(let fragment):
                fragmentedHere = fragmentedHere || fragment.moreFragments
                output.append(",\"fragment_offset\":")
                output.appendDecimal(fragment.fragmentByteOffset)
                output.append(",\"more_fragments\":")
                output.appendJSONBool(fragment.moreFragments)
                output.append(",\"id\":")
                output.appendDecimal(fragment.identification)
            case .hopByHop, .destinationOptions:
                break
            }
            output.append("}")
        }
        if wroteExtension { output.append("]") }
        let chainEnd = chain.chainEnd
        var stop = false
        switch chainEnd.stop {
        case .truncated:
            output.append(",\"extension_truncated\":true")
            if !quoted { truncatedLayer = "ipv6" }
            stop = true
        case .fragmentData:
            stop = true
        case .upperLayer:
            break
        }
        if packet.isTruncated {
            if quoted { output.append(",\"truncated\":true") } else { markTruncated("ipv6") }
        }
        output.append("}")
        guard !stop else { return }
        let claimed = packet.payloadOffset + Int(packet.payloadLength) - chainEnd.offset
        fragmented = fragmentedHere
        walkTransport(chainEnd.nextHeader, at: chainEnd.offset, end: packet.payloadEnd,
                      claimedLength: packet.payloadLength == 0 ? nil : claimed,
                      pseudoHeader: .ipv6(source: packet.source, destination: routeDestination ?? packet.destination),
                      quoted: quoted)
    }
}

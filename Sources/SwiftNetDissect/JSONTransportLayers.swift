import SwiftNetWire

// Transport layers of the NDJSON output: TCP (with options), UDP, ICMP and ICMPv6 (with the quoted
// datagram of error messages), and DNS above UDP/TCP port 53 and UDP 5353.

/// DNS (RFC 1035) and multicast DNS (RFC 6762) ports.
let dnsPort: UInt16 = 53
let mDNSPort: UInt16 = 5353

extension JSONLayerWalker {
    /// `claimedLength`: the transport length the network layer announces (nil when unknown).
    /// `quoted`: inside an ICMP error: no checksum verdicts, no top-level truncation, no DNS.
    mutating func walkTransport(
        _ protocolNumber: IPProtocol, at offset: Int, end: Int, claimedLength: Int?,
        pseudoHeader: PseudoHeader, quoted: Bool
    ) {
        switch protocolNumber {
        case .tcp: walkTCP(at: offset, end: end, claimedLength: claimedLength, pseudoHeader: pseudoHeader, quoted: quoted)
        case .udp: walkUDP(at: offset, end: end, claimedLength: claimedLength, pseudoHeader: pseudoHeader, quoted: quoted)
        case .sctp: walkSCTP(at: offset, end: end, claimedLength: claimedLength, quoted: quoted)
        case .esp: walkESP(at: offset, end: end, claimedLength: claimedLength, quoted: quoted)
        case .ah: walkAH(at: offset, end: end, claimedLength: claimedLength, pseudoHeader: pseudoHeader, quoted: quoted)
        case IPProtocol(VRRPField.ipProtocol):
            walkVRRP(at: offset, end: end, claimedLength: claimedLength, pseudoHeader: pseudoHeader, quoted: quoted)
        case .ipv4, .ipv6:
            // IP in IP (RFC 2003) and IPv6 in IPv4/IPv6 (RFC 4213, 2473): the inner datagram follows.
            guard networkDepth < Self.maximumNetworkDepth, !fragmented else { return }
            networkDepth += 1
            if protocolNumber == .ipv4 {
                walkIPv4(at: offset, end: end, quoted: quoted)
            } else {
                walkIPv6(at: offset, end: end, quoted: quoted)
            }
            networkDepth -= 1
        case .icmp: walkICMPv4(at: offset, end: end, claimedLength: claimedLength, quoted: quoted)
        case .icmpv6:
            walkICMPv6(at: offset, end: end, claimedLength: claimedLength, pseudoHeader: pseudoHeader, quoted: quoted)
        default: break
        }
    }

    /// Quoted datagrams hold only the first bytes of a transport header: print what is there.
    private mutating func appendPorts(_ name: StaticString, at offset: Int, end: Int) {
        openLayer(name)
        if let source = bytes.checkedUInt16(at: offset, end: end),
           let destination = bytes.checkedUInt16(at: offset + 2, end: end) {
            output.append(",\"source_port\":")
            output.appendDecimal(source)
            output.append(",\"destination_port\":")
            output.appendDecimal(destination)
        }
        output.append(",\"truncated\":true}")
    }

    mutating func walkTCP(at offset: Int, end: Int, claimedLength: Int?, pseudoHeader: PseudoHeader, quoted: Bool) {
        let segment: TCPSegment
        do {
            segment = try TCPSegment(bytes, offset: offset, end: end, segmentLength: claimedLength)
        } catch {
            if quoted { appendPorts("tcp", at: offset, end: end) } else { appendFailedLayer("tcp", error) }
            return
        }
        openLayer("tcp")
        output.append(",\"source_port\":")
        output.appendDecimal(segment.sourcePort)
        output.append(",\"destination_port\":")
        output.appendDecimal(segment.destinationPort)
        output.append(",\"seq\":")
        output.appendDecimal(segment.sequenceNumber)
        output.append(",\"ack\":")
        output.appendDecimal(segment.acknowledgmentNumber)
        output.append(",\"header_length\":")
        output.appendDecimal(segment.headerLength)
        let flags = segment.flags
        output.append(",\"flags\":")
        output.appendJSONHex(flags.rawValue, digits: 3)
        output.append(",\"flag_names\":[")
        var wroteFlag = false
        let names: [(TCPFlags, StaticString)] = tcpFlagNames
        for (flag, name) in names where flags.contains(flag) {
            if wroteFlag { output.append(",") }
            wroteFlag = true
            output.append(name)
        }
        output.append("],\"window\":")
        output.appendDecimal(segment.window)
        output.append(",\"checksum\":")
        output.appendJSONHex(segment.checksum, digits: 4)
        if !quoted {
            output.append(",\"checksum_valid\":")
            appendVerdict(fragmented ? nil : segment.checksumIsValid(pseudoHeader))
        }
        output.append(",\"urgent_pointer\":")
        output.appendDecimal(segment.urgentPointer)
        if segment.headerLength > TCPField.minimumHeaderLength {
            appendTCPOptions(segment)
        }
        output.append(",\"payload_length\":")
        output.appendDecimal(segment.payloadLength)
        if segment.isTruncated {
            if quoted { output.append(",\"truncated\":true") } else { markTruncated("tcp") }
        }
        output.append("}")
        if !quoted, segment.payloadLength > 0,
           segment.sourcePort == dnsPort || segment.destinationPort == dnsPort {
            output.append(",")
            if DNSJSONWriter.append(bytes, offset: segment.payloadOffset, end: segment.payloadEnd, overTCP: true,
                                    scratch: &scratch, into: &output), segment.isTruncated {
                truncatedLayer = "dns"
            }
        }
    }

    private mutating func appendTCPOptions(_ segment: TCPSegment) {
        output.append(",\"options\":[")
        var first = true
        for result in segment.options {
            if !first { output.append(",") }
            first = false
            switch result {
            case .success(let option):
                output.append("{\"kind\":")
                output.appendDecimal(option.kind)
                switch option {
                case .endOfOptionList: output.append(",\"name\":\"eol\"")
                case .noOperation: output.append(",\"name\":\"nop\"")
                case .maximumSegmentSize(let value):
                    output.append(",\"name\":\"mss\",\"value\":")
                    output.appendDecimal(value)
                case .windowScale(let shift):
                    output.append(",\"name\":\"wscale\",\"value\":")
                    output.appendDecimal(shift)
                case .sackPermitted: output.append(",\"name\":\"sackOK\"")
                case .sack(let blocks):
                    output.append(",\"name\":\"sack\",\"blocks\":[")
                    for (index, block) in blocks.enumerated() {
                        output.append(index > 0 ? ",[" : "[")
                        output.appendDecimal(block.left)
                        output.append(",")
                        output.appendDecimal(block.right)
                        output.append("]")
                    }
                    output.append("]")
                case .timestamps(let value, let echoReply):
                    output.append(",\"name\":\"timestamps\",\"value\":")
                    output.appendDecimal(value)
                    output.append(",\"echo_reply\":")
                    output.appendDecimal(echoReply)
                case .unknown(_, let data):
                    output.append(",\"data\":")
                    output.appendJSONHexBytes(data, from: 0, to: data.count)
                }
                output.append("}")
            case .failure(let error):
                let text = error.description
                output.append("{\"malformed\":")
                output.appendJSONString(Array(text.utf8), from: 0, to: text.utf8.count)
                output.append("}")
            }
        }
        output.append("]")
    }

    mutating func walkUDP(at offset: Int, end: Int, claimedLength: Int?, pseudoHeader: PseudoHeader, quoted: Bool) {
        let datagram: UDPDatagram
        do {
            datagram = try UDPDatagram(bytes, offset: offset, end: end)
        } catch {
            if quoted { appendPorts("udp", at: offset, end: end) } else { appendFailedLayer("udp", error) }
            return
        }
        openLayer("udp")
        output.append(",\"source_port\":")
        output.appendDecimal(datagram.sourcePort)
        output.append(",\"destination_port\":")
        output.appendDecimal(datagram.destinationPort)
        output.append(",\"length\":")
        output.appendDecimal(datagram.length)
        output.append(",\"checksum\":")
        output.appendJSONHex(datagram.checksum, digits: 4)
        if !quoted {
            output.append(",\"checksum_valid\":")
            appendVerdict(fragmented ? nil : datagram.checksumIsValid(pseudoHeader))
        }
        output.append(",\"payload_length\":")
        output.appendDecimal(datagram.payloadEnd - datagram.payloadOffset)
        // A length field below the header, or past what the IP layer carries, is the sender's error
        // (tcpdump: "truncated-udplength", "bad length"); only bytes the capture cut are "truncated".
        let claimed = Int(datagram.length)
        var cutByCapture = false
        if claimed < UDPField.headerLength {
            output.append(",\"malformed\":\"length below 8\"")
        } else if !datagram.isComplete {
            if fragmented {
                output.append(",\"fragment\":true")
            } else if let claimedLength, claimed > claimedLength {
                output.append(",\"malformed\":\"length past the IP payload\"")
            } else if quoted {
                output.append(",\"truncated\":true")
            } else {
                markTruncated("udp")
                cutByCapture = true
            }
        }
        output.append("}")
        let source = datagram.sourcePort
        let destination = datagram.destinationPort
        if !quoted, DispatchRegistry.isBOOTP(sourcePort: source, destinationPort: destination) {
            walkDHCP(at: datagram.payloadOffset, end: datagram.payloadEnd, cutByCapture: cutByCapture)
            return
        }
        if !quoted, DispatchRegistry.isRIP(sourcePort: source, destinationPort: destination) {
            walkRIP(at: datagram.payloadOffset, end: datagram.payloadEnd, cutByCapture: cutByCapture)
            return
        }
        if !quoted, source == dnsPort || destination == dnsPort || source == mDNSPort || destination == mDNSPort {
            output.append(",")
            let multicast = source == mDNSPort || destination == mDNSPort
            if DNSJSONWriter.append(bytes, offset: datagram.payloadOffset, end: datagram.payloadEnd, overTCP: false,
                                    isMulticastDNS: multicast, scratch: &scratch, into: &output), cutByCapture {
                truncatedLayer = "dns"
            }
        }
    }

    mutating func walkICMPv4(at offset: Int, end: Int, claimedLength: Int?, quoted: Bool) {
        let message: ICMPv4Message
        do {
            message = try ICMPv4Message(bytes, offset: offset, end: end, messageLength: claimedLength)
        } catch {
            if quoted { appendPorts("icmp", at: offset, end: end) } else { appendFailedLayer("icmp", error) }
            return
        }
        openLayer("icmp")
        output.append(",\"type\":")
        output.appendDecimal(message.type.rawValue)
        output.append(",\"code\":")
        output.appendDecimal(message.code.rawValue)
        output.append(",\"checksum\":")
        output.appendJSONHex(message.checksum, digits: 4)
        if !quoted {
            output.append(",\"checksum_valid\":")
            appendVerdict(fragmented ? nil : message.checksumIsValid())
        }
        switch message.type.rawValue {
        case 0, 8, 13, 14, 15, 16, 17, 18:  // echo, timestamp, information, address mask (RFC 792, 950)
            output.append(",\"identifier\":")
            output.appendDecimal(message.identifier)
            output.append(",\"sequence\":")
            output.appendDecimal(message.sequenceNumber)
        case 3 where message.code.rawValue == 4:  // fragmentation needed (RFC 1191)
            output.append(",\"next_hop_mtu\":")
            output.appendDecimal(message.nextHopMTU)
        case 5:
            output.append(",\"gateway\":")
            output.appendJSON(message.gateway)
        case 12:
            output.append(",\"pointer\":")
            output.appendDecimal(message.pointer)
        default:
            break
        }
        output.append(",\"payload_length\":")
        output.appendDecimal(message.payloadEnd - message.payloadOffset)
        if message.isTruncated {
            if quoted { output.append(",\"truncated\":true") } else { markTruncated("icmp") }
        }
        if !quoted, let quotedOffset = message.quotedDatagramOffset, quotedOffset < message.end {
            appendQuoted { walker in walker.walkIPv4(at: quotedOffset, end: message.end, quoted: true) }
        }
        output.append("}")
    }

    mutating func walkICMPv6(
        at offset: Int, end: Int, claimedLength: Int?, pseudoHeader: PseudoHeader, quoted: Bool
    ) {
        let message: ICMPv6Message
        do {
            message = try ICMPv6Message(bytes, offset: offset, end: end, messageLength: claimedLength)
        } catch {
            if quoted { appendPorts("icmpv6", at: offset, end: end) } else { appendFailedLayer("icmpv6", error) }
            return
        }
        openLayer("icmpv6")
        output.append(",\"type\":")
        output.appendDecimal(message.type.rawValue)
        output.append(",\"code\":")
        output.appendDecimal(message.code.rawValue)
        output.append(",\"checksum\":")
        output.appendJSONHex(message.checksum, digits: 4)
        if !quoted {
            output.append(",\"checksum_valid\":")
            appendVerdict(fragmented ? nil : message.checksumIsValid(pseudoHeader))
        }
        switch message.type {
        case .echoRequest, .echoReply:
            output.append(",\"identifier\":")
            output.appendDecimal(message.identifier)
            output.append(",\"sequence\":")
            output.appendDecimal(message.sequenceNumber)
        case .packetTooBig:
            output.append(",\"mtu\":")
            output.appendDecimal(message.mtu)
        case .parameterProblem:
            output.append(",\"pointer\":")
            output.appendDecimal(message.pointer)
        case .neighborSolicitation, .neighborAdvertisement, .redirect:
            // RFC 4861 4.3-4.5: the target address follows the 4 reserved/flag bytes.
            if bytes.has(16, at: message.bodyOffset, end: message.end), let target = IPv6Address(bytes, at: message.bodyOffset) {
                output.append(",\"target\":")
                output.appendJSON(target)
            }
            if message.type == .neighborAdvertisement, let flags = bytes.checkedUInt8(at: message.bodyOffset - 4, end: message.end) {
                output.append(",\"router\":")
                output.appendJSONBool(flags & 0x80 != 0)
                output.append(",\"solicited\":")
                output.appendJSONBool(flags & 0x40 != 0)
                output.append(",\"override\":")
                output.appendJSONBool(flags & 0x20 != 0)
            }
            if message.type == .redirect,
               bytes.has(16, at: message.bodyOffset + 16, end: message.end),
               let destination = IPv6Address(bytes, at: message.bodyOffset + 16) {
                output.append(",\"destination\":")
                output.appendJSON(destination)
            }
        case .routerAdvertisement where bytes.has(16, at: message.offset, end: message.end):
            // RFC 4861 4.2: hop limit, M/O flags, router lifetime, reachable and retransmit timers.
            output.append(",\"hop_limit\":")
            output.appendDecimal(bytes[message.offset + 4])
            output.append(",\"managed\":")
            output.appendJSONBool(bytes[message.offset + 5] & 0x80 != 0)
            output.append(",\"other_config\":")
            output.appendJSONBool(bytes[message.offset + 5] & 0x40 != 0)
            output.append(",\"router_lifetime\":")
            output.appendDecimal(bytes.uint16(at: message.offset + 6))
            output.append(",\"reachable_time\":")
            output.appendDecimal(bytes.uint32(at: message.offset + 8))
            output.append(",\"retrans_timer\":")
            output.appendDecimal(bytes.uint32(at: message.offset + 12))
        default:
            break
        }
        // RFC 4861 4.1-4.5: where each neighbour-discovery message's options start.
        let optionsStart: Int? = switch message.type {
        case .routerSolicitation: message.offset + 8
        case .routerAdvertisement: message.offset + 16
        case .neighborSolicitation, .neighborAdvertisement: message.offset + 24
        case .redirect: message.offset + 40
        default: nil
        }
        if !quoted, let optionsStart, optionsStart < message.end {
            appendNeighborDiscoveryOptions(from: optionsStart, end: message.end)
        }
        output.append(",\"payload_length\":")
        output.appendDecimal(message.payloadEnd - message.payloadOffset)
        if message.isTruncated {
            if quoted { output.append(",\"truncated\":true") } else { markTruncated("icmpv6") }
        }
        if !quoted, let quotedOffset = message.quotedPacketOffset, quotedOffset < message.end {
            appendQuoted { walker in walker.walkIPv6(at: quotedOffset, end: message.end, quoted: true) }
        }
        output.append("}")
    }

    /// `,"options":[…]` of a neighbour-discovery message (RFC 4861 4.6): link-layer addresses,
    /// prefix information, MTU; others as hex. A zero length ends the walk (it would never advance).
    private mutating func appendNeighborDiscoveryOptions(from start: Int, end: Int) {
        output.append(",\"options\":[")
        var cursor = start
        var first = true
        while let type = bytes.checkedUInt8(at: cursor, end: end), let units = bytes.checkedUInt8(at: cursor + 1, end: end) {
            let length = Int(units) * 8
            if !first { output.append(",") }
            first = false
            output.append("{\"type\":")
            output.appendDecimal(type)
            output.append(",\"length\":")
            output.appendDecimal(length)
            guard length > 0, bytes.has(length, at: cursor, end: end) else {
                output.append(length == 0 ? ",\"malformed\":\"length 0\"}" : ",\"truncated\":true}")
                break
            }
            switch type {
            case 1 where length == 8, 2 where length == 8:  // source / target link-layer address
                output.append(",\"link_address\":")
                output.appendJSON(MACAddress(UInt64(bytes.uint16(at: cursor + 2)) << 32 | UInt64(bytes.uint32(at: cursor + 4))))
            case 3 where length == 32:  // prefix information
                output.append(",\"prefix_length\":")
                output.appendDecimal(bytes[cursor + 2])
                output.append(",\"on_link\":")
                output.appendJSONBool(bytes[cursor + 3] & 0x80 != 0)
                output.append(",\"autonomous\":")
                output.appendJSONBool(bytes[cursor + 3] & 0x40 != 0)
                output.append(",\"valid_lifetime\":")
                output.appendDecimal(bytes.uint32(at: cursor + 4))
                output.append(",\"preferred_lifetime\":")
                output.appendDecimal(bytes.uint32(at: cursor + 8))
                if let prefix = IPv6Address(bytes, at: cursor + 16) {
                    output.append(",\"prefix\":")
                    output.appendJSON(prefix)
                }
            case 5 where length == 8:  // MTU
                output.append(",\"mtu\":")
                output.appendDecimal(bytes.uint32(at: cursor + 4))
            default:
                output.append(",\"data\":")
                output.appendJSONHexBytes(bytes, from: cursor + 2, to: cursor + length)
            }
            output.append("}")
            cursor += length
        }
        output.append("]")
    }

    /// `,"quoted":[…]`: the layers of the datagram an ICMP error quotes, inside the ICMP object.
    private mutating func appendQuoted(_ walk: (inout JSONLayerWalker) -> Void) {
        output.append(",\"quoted\":[")
        let outerWroteLayer = wroteLayer
        let outerTruncatedLayer = truncatedLayer
        wroteLayer = false
        networkDepth += 1
        if networkDepth <= Self.maximumNetworkDepth { walk(&self) }
        networkDepth -= 1
        wroteLayer = outerWroteLayer
        truncatedLayer = outerTruncatedLayer
        output.append("]")
    }

    private mutating func appendVerdict(_ verdict: Bool?) {
        switch verdict {
        case .some(true): output.append("true")
        case .some(false): output.append("false")
        case .none: output.append("null")
        }
    }
}

/// TCP flag names in header order, as JSON strings (RFC 9293, RFC 3168, RFC 9768 for AE).
let tcpFlagNames: [(TCPFlags, StaticString)] = [
    (.fin, "\"FIN\""), (.syn, "\"SYN\""), (.rst, "\"RST\""), (.psh, "\"PSH\""), (.ack, "\"ACK\""),
    (.urg, "\"URG\""), (.ece, "\"ECE\""), (.cwr, "\"CWR\""), (.ae, "\"AE\""),
]

import SwiftNetWire

// UDP (RFC 768) as tcpdump's udp_print prints it.

extension Dissection {
    mutating func udp(at offset: Int, length wireLength: Int, network: NetworkHeader, fragmented: Bool) throws(Truncated) {
        proto = "udp"
        layer(UDPFields.udp)
        var length = wireLength
        guard has(4, at: offset) else {
            if try putEndpoints(network, transport: 17, sourcePort: nil, destinationPort: nil) { put(" ") }
            putTruncationMarker()
            return
        }
        let sourcePort = try u16(offset + UDPField.sourcePort)
        let destinationPort = try u16(offset + UDPField.destinationPort)
        report(UDPFields.sourcePort, sourcePort)
        report(UDPFields.destinationPort, destinationPort)
        report(UDPFields.length, u16At: offset + UDPField.length)
        report(UDPFields.checksum, u16At: offset + UDPField.checksum)
        if length < UDPField.headerLength {
            reportMalformed("shorter than a UDP header")
            try putEndpoints(network, transport: 17, sourcePort: sourcePort, destinationPort: destinationPort)
            put("truncated-udp "); put(decimal: length)
            return
        }
        guard has(2, at: offset + UDPField.length) else {
            try putEndpoints(network, transport: 17, sourcePort: sourcePort, destinationPort: destinationPort)
            putTruncationMarker()
            return
        }
        var udpLength = Int(try u16(offset + UDPField.length))
        if udpLength == 0 && length > 65535 { udpLength = length }
        if udpLength < UDPField.headerLength {
            reportMalformed("length field below 8")
            try putEndpoints(network, transport: 17, sourcePort: sourcePort, destinationPort: destinationPort)
            put("truncated-udplength "); put(decimal: udpLength)
            return
        }
        udpLength -= UDPField.headerLength
        length -= UDPField.headerLength
        if udpLength < length { length = udpLength }
        let payload = offset + UDPField.headerLength
        if payload > end {
            try putEndpoints(network, transport: 17, sourcePort: sourcePort, destinationPort: destinationPort)
            putTruncationMarker()
            return
        }
        // tcpdump's udp_print: under -T the packet type alone decides, before the endpoints.
        if let packetType = options.packetType {
            try udpPacketType(packetType, at: payload, length: length, network: network,
                              sourcePort: sourcePort, destinationPort: destinationPort)
            return
        }
        try putEndpoints(network, transport: 17, sourcePort: sourcePort, destinationPort: destinationPort)
        // udp_print tries Sun RPC (NFS on 2049) before the checksum and every port.
        if try nfsOverUDP(at: payload, length: length, sourcePort: sourcePort, destinationPort: destinationPort,
                          network: network) {
            return
        }
        var checksumVerdict: Bool?
        if verbose > 0 && options.verifyChecksums && !fragmented {
            switch network {
            case .v4(let ip):
                if verbose > 1 {
                    let stored = try u16(offset + UDPField.checksum)
                    if stored == 0 {
                        put("[no cksum] ")
                    } else if has(length, at: payload) {
                        let pseudo = PseudoHeader.ipv4(source: IPv4Address(bytes.uint32(at: ip + IPv4Field.source)),
                                                       destination: finalDestination(ipv4: ip))
                        checksumVerdict = putUDPChecksumVerdict(pseudo, at: offset,
                            length: length + UDPField.headerLength, stored: stored)
                    }
                }
            case .v6(let ip):
                if has(length, at: payload), let source = IPv6Address(bytes, at: ip + IPv6Field.source),
                   let destination = finalDestination(ip) {
                    let stored = try u16(offset + UDPField.checksum)
                    checksumVerdict = putUDPChecksumVerdict(.ipv6(source: source, destination: destination), at: offset,
                                                            length: length + UDPField.headerLength, stored: stored)
                }
            }
        }
        if Sink.collectsFields {
            report(UDPFields.checksumValid, verdict: checksumVerdict)
            let captured = Swift.max(0, Swift.min(length, available(from: payload)))
            report(UDPFields.payloadLength, captured)
            if fragmented && udpLength > length {
                // A first fragment holds only part of the datagram by design.
                report(UDPFields.fragment, bool: true)
            } else if captured < length {
                reportTruncated()
            }
        }
        if !options.quiet, let application = DispatchRegistry.udpApplication(sourcePort: sourcePort,
                                                                               destinationPort: destinationPort),
           try udpApplication(application, at: payload, length: length, network: network) {
            return
        }
        if udpLength > length && !fragmented {
            put("UDP, bad length "); put(decimal: udpLength); put(" > "); put(decimal: length)
        } else {
            put("UDP, length "); put(decimal: udpLength)
        }
    }

    /// Hands the payload to the application's dissector; false when swiftnet has none yet for it, so
    /// the caller prints tcpdump's plain `UDP, length N`. One case per application, in any order: the
    /// precedence lives in `DispatchRegistry.udpApplication`.
    private mutating func udpApplication(_ application: UDPApplication, at payload: Int,
                                         length: Int, network: NetworkHeader) throws(Truncated) -> Bool {
        switch application {
        case .dns: try dnsPayload(at: payload, length: length, overTCP: false, multicast: false)
        case .mdns: try dnsPayload(at: payload, length: length, overTCP: false, multicast: true)
        case .bootp: try bootp(at: payload, length: length)
        case .rip: try rip(at: payload, length: length)
        case .ntp: try ntp(at: payload, length: length)
        case .syslog: try syslog(at: payload, length: length)
        case .vxlan: try vxlan(at: payload, length: length)
        case .isakmpNATT: try udpEncapsulatedIPsec(at: payload, length: length, network: network)
        case .isakmp, .isakmpUser: try isakmp(at: payload, length: length, network: network)
        case .radius: try radius(at: payload, length: length)
        case .kerberos: try kerberos(at: payload, length: length)
        case .tftp: try tftp(at: payload, length: length)
        case .ripng: try ripng(at: payload, length: length)
        case .dhcp6: try dhcp6(at: payload, length: length)
        case .babel: try babel(at: payload, length: length)
        case .ciscoAutoRP: try autoRP(at: payload, length: length)
        case .ahcp: try ahcp(at: payload, length: length)
        case .hncp: try hncp(at: payload, length: length)
        case .ldp: try ldp(at: payload, length: length)
        case .bfdControl: try bfd(at: payload, length: length, port: 3784)
        case .bfdEcho: try bfd(at: payload, length: length, port: 3785)
        case .bfdMultihop: try bfd(at: payload, length: length, port: 4784)
        case .bfdLAG: try bfd(at: payload, length: length, port: 6784)
        case .geneve: try geneve(at: payload, length: length)
        case .vxlanGPE: try vxlanGPE(at: payload, length: length)
        case .mplsInUDP: try mpls(at: payload, length: length)
        case .otv: try otv(at: payload, length: length)
        case .l2tp: try l2tp(at: payload, length: length)
        case .snmp: try snmp(at: payload, length: length)
        case .ptp: try ptp(at: payload, length: length)
        case .hsrp: try hsrp(at: payload, length: length)
        case .vqp: try vqp(at: payload, length: length)
        case .lwres: try lwres(at: payload, length: length)
        case .sflow: try sflow(at: payload, length: length)
        case .rx:
            // The ports from the UDP header before the payload (udp() read and checked them).
            try rx(at: payload, length: length,
                   sourcePort: bytes.uint16(at: payload - UDPField.headerLength + UDPField.sourcePort),
                   destinationPort: bytes.uint16(at: payload - UDPField.headerLength + UDPField.destinationPort),
                   network: network)
        case .bcmLI: try bcmLI(at: payload, length: length)
        case .aodv:
            if case .v6 = network { try aodv(at: payload, length: length, ipv6: true) }
            else { try aodv(at: payload, length: length, ipv6: false) }
        case .lisp: try lisp(at: payload, length: length)
        case .olsr:
            if case .v6 = network { try olsr(at: payload, length: length, ipv6: true) }
            else { try olsr(at: payload, length: length, ipv6: false) }
        case .lmp: try lmp(at: payload, length: length)
        case .lwappControlToAC: try lwappControl(at: payload, length: length, apIdentity: true)
        case .lwappControlFromAC: try lwappControl(at: payload, length: length, apIdentity: false)
        case .lwappData: try lwappData(at: payload, length: length)
        case .vat: try vat(at: payload, length: length)
        case .wb: try wb(at: payload, length: length)
        case .someIP: try someip(at: payload, length: length)
        case .sip:
            try textProtocol(at: payload, length: length, name: "SIP", protoName: "sip",
                             commands: TextProtocolCommands.sip)
        default: return false
        }
        return true
    }

    /// Prints the verdict and returns it.
    @discardableResult
    private mutating func putUDPChecksumVerdict(_ pseudo: PseudoHeader, at offset: Int, length: Int,
                                                stored: UInt16) -> Bool {
        let sum = pseudo.checksum(bytes, from: offset, to: offset + length, protocol: .udp)
        if sum != 0 {
            put("[bad udp cksum 0x"); put(hex: stored, digits: 4)
            put(" -> 0x"); put(hex: checksumShouldBe(stored, sum), digits: 4); put("!] ")
        } else {
            put("[udp sum ok] ")
        }
        return sum == 0
    }

    /// DNS over UDP or TCP through the DNS printer (which ends the line itself, with ` (LEN)` or
    /// ` [|domain]`).
    mutating func dnsPayload(at offset: Int, length: Int, overTCP: Bool, multicast: Bool = false) throws(Truncated) {
        dns(at: offset, length: length, overTCP: overTCP, multicast: multicast)
    }
}

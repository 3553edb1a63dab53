import SwiftNetWire

// TCP (RFC 9293) as tcpdump's tcp_print prints it: flags, relative sequence numbers per
// connection, options, checksum verdict with -v, and the payload printers keyed by port.

extension Dissection {
    /// The addresses and checksum of the enclosing IP header, read on demand.
    func pseudoHeader(_ network: NetworkHeader) -> PseudoHeader? {
        switch network {
        case .v4(let ip):
            guard has(IPv4Field.minimumHeaderLength, at: ip) else { return nil }
            return .ipv4(source: IPv4Address(bytes.uint32(at: ip + IPv4Field.source)),
                         destination: finalDestination(ipv4: ip))
        case .v6(let ip):
            guard let source = IPv6Address(bytes, at: ip + IPv6Field.source) else { return nil }
            guard let destination = finalDestination(ip) else { return nil }
            return .ipv6(source: source, destination: destination)
        }
    }

    /// The destination the upper-layer checksum covers: the IPv4 destination, or the last address
    /// of a loose or strict source route option (tcpdump's ip_finddst).
    func finalDestination(ipv4 ip: Int) -> IPv4Address {
        let destination = IPv4Address(bytes.uint32(at: ip + IPv4Field.destination))
        var remaining = Int(bytes[ip + IPv4Field.versionAndHeaderLength] & 0x0f) * 4 - IPv4Field.minimumHeaderLength
        var cursor = ip + IPv4Field.options
        while remaining > 0 {
            guard has(1, at: cursor) else { return destination }
            let type = bytes[cursor]
            var length = 1
            if type == 0 { break }
            if type != 1 {
                guard has(2, at: cursor) else { return destination }
                length = Int(bytes[cursor + 1])
                if length < 2 { break }
            }
            if remaining < length || !has(length, at: cursor) { return destination }
            if (type == 131 || type == 137) && length >= 7 {
                return IPv4Address(bytes.uint32(at: cursor + length - 4))
            }
            cursor += length
            remaining -= length
        }
        return destination
    }

    /// The destination the upper-layer checksum covers: the IPv6 destination, or the last address
    /// of a routing header (tcpdump's ip6_finddst).
    func finalDestination(_ ip: Int) -> IPv6Address? {
        guard has(IPv6Field.headerLength, at: ip) else { return nil }
        var next = bytes[ip + IPv6Field.nextHeader]
        var cursor = ip + IPv6Field.headerLength
        var destination = IPv6Address(bytes, at: ip + IPv6Field.destination)
        while true {
            switch next {
            case 0, 60, 44:
                guard has(2, at: cursor) else { return destination }
                let length = next == 44
                    ? IPv6ExtensionField.minimumLength
                    : (Int(bytes[cursor + IPv6ExtensionField.headerExtensionLength]) + 1) << 3
                next = bytes[cursor + IPv6ExtensionField.nextHeader]
                cursor += length
            case 43:
                guard has(4, at: cursor) else { return destination }
                let type = bytes[cursor + IPv6ExtensionField.routingType]
                let length = Int(bytes[cursor + IPv6ExtensionField.headerExtensionLength])
                if type == 0 || type == 2 {
                    let count = length / 2
                    if count > 0, let last = IPv6Address(bytes,
                        at: cursor + IPv6ExtensionField.routingAddresses + (count - 1) * 16) {
                        destination = last
                    }
                } else if type == 4, let first = IPv6Address(bytes, at: cursor + IPv6ExtensionField.routingAddresses) {
                    destination = first
                }
                return destination
            default:
                return destination
            }
        }
    }

    /// `SRC.PORT > DST.PORT` from the IP header (a port left out where it is nil), no trailing
    /// colon: the pair every transport printer (TCP, UDP, DCCP, SCTP, PGM) starts its line with.
    /// Throws when an address is not captured.
    @inline(__always)
    mutating func putAddressPorts(_ network: NetworkHeader, sourcePort: UInt16?, destinationPort: UInt16?) throws(Truncated) {
        switch network {
        case .v4(let ip):
            try putIPv4(at: ip + IPv4Field.source)
            if let sourcePort { put("."); put(decimal: sourcePort) }
            put(" > ")
            try putIPv4(at: ip + IPv4Field.destination)
            if let destinationPort { put("."); put(decimal: destinationPort) }
        case .v6(let ip):
            try putIPv6(at: ip + IPv6Field.source)
            if let sourcePort { put("."); put(decimal: sourcePort) }
            put(" > ")
            try putIPv6(at: ip + IPv6Field.destination)
            if let destinationPort { put("."); put(decimal: destinationPort) }
        }
    }

    /// `SRC.PORT > DST.PORT: ` — or just the ports when the transport header does not follow the
    /// IP header directly (IPv6 extension headers), as tcpdump prints it.
    /// Returns whether the addresses were printed.
    @discardableResult
    mutating func putEndpoints(_ network: NetworkHeader, transport: UInt8, sourcePort: UInt16?, destinationPort: UInt16?) throws(Truncated) -> Bool {
        let direct: Bool
        switch network {
        case .v4(let ip): direct = try u8(ip + IPv4Field.protocol) == transport
        case .v6(let ip): direct = try u8(ip + IPv6Field.nextHeader) == transport
        }
        if direct {
            try putAddressPorts(network, sourcePort: sourcePort, destinationPort: destinationPort)
            put(sourcePort == nil ? ":" : ": ")
            return true
        } else if let sourcePort, let destinationPort {
            put(decimal: sourcePort); put(" > "); put(decimal: destinationPort); put(": ")
        }
        return false
    }

    mutating func tcp(at offset: Int, length: Int, network: NetworkHeader, fragmented: Bool) throws(Truncated) {
        proto = "tcp"
        layer(TCPFields.tcp)
        guard has(4, at: offset) else {
            // Not even the ports: addresses only, then the marker.
            try putAddressPorts(network, sourcePort: nil, destinationPort: nil)
            put(":")
            putTruncationMarker()
            return
        }
        let sourcePort = try u16(offset + TCPField.sourcePort)
        let destinationPort = try u16(offset + TCPField.destinationPort)
        // With the whole fixed header captured, the ports go in its run (reportTCPHeader); the
        // addresses printed in between lie before it, so nothing can stop the walk there.
        let wholeHeader = has(TCPField.minimumHeaderLength, at: offset)
        if !wholeHeader {
            report(TCPFields.sourcePort, sourcePort)
            report(TCPFields.destinationPort, destinationPort)
        }
        try putEndpoints(network, transport: 6, sourcePort: sourcePort, destinationPort: destinationPort)
        guard wholeHeader else {
            putTruncationMarker()
            return
        }
        let headerLength = Int(try u8(offset + TCPField.dataOffsetAndFlags) >> 4) * 4
        if Sink.collectsFields {
            reportTCPHeader(at: offset, headerLength: headerLength, sourcePort: sourcePort,
                            destinationPort: destinationPort)
        }
        if headerLength < TCPField.minimumHeaderLength {
            reportMalformed("header length below 20")
            put(" tcp "); put(decimal: UInt32(truncatingIfNeeded: length - headerLength))
            put(" [bad hdr length "); put(decimal: headerLength); put(" - too short, < 20]")
            return
        }
        var seq = try u32(offset + TCPField.sequenceNumber)
        var ack = try u32(offset + TCPField.acknowledgmentNumber)
        let window = try u16(offset + TCPField.window)
        let urgent = try u16(offset + TCPField.urgentPointer)
        if options.quiet {
            put("tcp "); put(decimal: UInt32(truncatingIfNeeded: length - headerLength))
            if headerLength > length {
                put(" [bad hdr length "); put(decimal: headerLength); put(" - too long, > "); put(decimal: length); put("]")
            }
            return
        }
        let flags = try u8(offset + TCPField.controlBits)
        put("Flags [")
        if flags == 0 {
            put("none")
        } else {
            // Bit 0 (FIN) to bit 7 (CWR): F S R P . U E W, as tcpdump's tcp_flag_values.
            let letters: StaticString = "FSRP.UEW"
            for bit in 0..<8 where flags & (1 << bit) != 0 { put(byte: letters.utf8Start[bit]) }
        }
        put("]")
        var baseSeq: UInt32 = 0
        var baseAck: UInt32 = 0
        var reversed = false
        if !options.absoluteSequence && flags & 0x10 != 0 {
            let source: (UInt64, UInt64)
            let destination: (UInt64, UInt64)
            let isIPv6: Bool
            switch network {
            case .v4(let ip):
                source = (UInt64(bytes.uint32(at: ip + IPv4Field.source)), 0)
                destination = (UInt64(bytes.uint32(at: ip + IPv4Field.destination)), 0)
                isIPv6 = false
            case .v6(let ip):
                let s = IPv6Address(bytes, at: ip + IPv6Field.source) ?? .any
                let d = IPv6Address(bytes, at: ip + IPv6Field.destination) ?? .any
                source = (s.high, s.low)
                destination = (d.high, d.low)
                isIPv6 = true
            }
            let result = flows.relative(source: source, destination: destination, isIPv6: isIPv6,
                                        sourcePort: sourcePort, destinationPort: destinationPort,
                                        seq: seq, ack: ack, syn: flags & 0x02 != 0)
            seq = result.seq
            ack = result.ack
            baseSeq = result.baseSeq
            baseAck = result.baseAck
            reversed = result.reversed
        }
        if headerLength > length {
            put(" [bad hdr length "); put(decimal: headerLength); put(" - too long, > "); put(decimal: length); put("]")
            reportMalformed("header length past the segment")
            return
        }
        var checksumVerdict: Bool?
        if verbose > 0 && options.verifyChecksums && !fragmented, has(length, at: offset),
           let pseudo = pseudoHeader(network) {
            let sum = pseudo.checksum(bytes, from: offset, to: offset + length, protocol: .tcp)
            checksumVerdict = sum == 0
            let stored = try u16(offset + TCPField.checksum)
            put(", cksum 0x"); put(hex: stored, digits: 4)
            if sum != 0 {
                put(" (incorrect -> 0x"); put(hex: checksumShouldBe(stored, sum), digits: 4); put(")")
            } else {
                put(" (correct)")
            }
        }
        let payloadLength = length - headerLength
        if Sink.collectsFields {
            report(TCPFields.checksumValid, verdict: checksumVerdict)
            let captured = Swift.max(0, Swift.min(payloadLength, available(from: offset + headerLength)))
            report(TCPFields.payloadLength, captured)
            if captured < payloadLength { reportTruncated() }
        }
        if verbose > 1 || payloadLength > 0 || flags & 0x07 != 0 {
            put(", seq "); put(decimal: seq)
            if payloadLength > 0 { put(":"); put(decimal: seq &+ UInt32(truncatingIfNeeded: payloadLength)) }
        }
        if flags & 0x10 != 0 { put(", ack "); put(decimal: ack) }
        put(", win "); put(decimal: window)
        if flags & 0x20 != 0 { put(", urg "); put(decimal: urgent) }
        if headerLength > 20 {
            beginList(TCPFields.options)
            defer { endList() }
            let finished = try tcpOptions(at: offset + TCPField.options, length: headerLength - TCPField.options,
                                          reversed: reversed, baseSeq: baseSeq, baseAck: baseAck,
                                          payloadOffset: offset + headerLength, payloadLength: payloadLength)
            if !finished { return }
        }
        put(", length "); put(decimal: payloadLength)
        guard payloadLength > 0 else { return }
        let payload = offset + headerLength
        if flags & 0x04 != 0 && verbose > 0 {
            putResetData(at: payload, length: payloadLength)
            return
        }
        // tcp_print: under -T the packet type alone decides, before any port: only RESP, DNS and
        // ZMTP/1.0 read TCP; any other type leaves the payload alone.
        if let packetType = options.packetType {
            try tcpPacketType(packetType, at: payload, length: payloadLength)
            return
        }
        // tcp_print's chain starts telnet (23), SMTP (25), whois (43), BGP (179).
        if sourcePort == 23 || destinationPort == 23 {
            try telnet(at: payload, length: payloadLength)
        } else if sourcePort == 25 || destinationPort == 25 {
            put(": ")
            try textProtocol(at: payload, length: payloadLength, name: "SMTP", protoName: "smtp", commands: nil)
        } else if sourcePort == 43 || destinationPort == 43 {
            put(": ")
            try textProtocol(at: payload, length: payloadLength, name: "WHOIS", protoName: "whois", commands: nil)
        } else if sourcePort == BGPField.port || destinationPort == BGPField.port {
            try bgp(at: payload, length: payloadLength)
        } else if sourcePort == PPTPField.port || destinationPort == PPTPField.port {
            // tcp_print tries PPTP (1723) between BGP and RESP.
            try pptp(at: payload)
        } else if sourcePort == RESPField.port || destinationPort == RESPField.port {
            try resp(at: payload, length: payloadLength)
        } else if sourcePort == BEEPField.port || destinationPort == BEEPField.port,
                  sourcePort != 22, destinationPort != 22 {
            // tcp_print tries BEEP (10288) after RESP and SSH (SMB is not built in 4.99.3 as
            // installed), before OpenFlow.
            try beep(at: payload, length: payloadLength)
        } else if OpenFlowField.isPort(sourcePort) || OpenFlowField.isPort(destinationPort),
                  sourcePort != 22, destinationPort != 22 {
            // tcp_print tries OpenFlow (6633, 6653) after RESP, SSH and BEEP, before FTP and HTTP.
            try openflow(at: payload, length: payloadLength)
        } else if sourcePort == 80 || destinationPort == 80 || sourcePort == 8080 || destinationPort == 8080 {
            put(": ")
            try textProtocol(at: payload, length: payloadLength, name: "HTTP", protoName: "http",
                             commands: TextProtocolCommands.http)
        } else if sourcePort == 53 || destinationPort == 53 {
            try dnsPayload(at: payload, length: payloadLength, overTCP: true)
        } else if sourcePort == 21 || destinationPort == 21 {
            put(": ")
            try textProtocol(at: payload, length: payloadLength, name: "FTP", protoName: "ftp", commands: nil)
        } else if sourcePort == 554 || destinationPort == 554 || sourcePort == 8554 || destinationPort == 8554 {
            put(": ")
            try textProtocol(at: payload, length: payloadLength, name: "RTSP", protoName: "rtsp",
                             commands: TextProtocolCommands.rtsp)
        } else if sourcePort == 22 || destinationPort == 22 {
            try sshVersion(at: payload, length: payloadLength)
        } else if sourcePort == MSDPField.port || destinationPort == MSDPField.port {
            // tcp_print tries MSDP right after DNS, before LDP.
            try msdp(at: payload, length: payloadLength)
        } else if sourcePort == RPKIRTRField.port || destinationPort == RPKIRTRField.port {
            // RPKI-RTR (323) sits between MSDP and LDP in tcp_print's chain.
            try rpkiRTR(at: payload, length: payloadLength)
        } else if sourcePort == 646 || destinationPort == 646 {
            // LDP sits after every port above in tcp_print's chain.
            try ldp(at: payload, length: payloadLength)
        } else if sourcePort == Self.nfsPort || destinationPort == Self.nfsPort,
                  !Self.tcpPortsBeforeNFS(sourcePort, destinationPort) {
            // NFS (2049, record-marked RPC) is tcp_print's last test. Its port is tested here,
            // inline, first: every TCP segment no earlier port claimed comes this far.
            _ = try nfsOverTCP(at: payload, length: payloadLength, sourcePort: sourcePort,
                               destinationPort: destinationPort, network: network)
        }
    }

    /// The options list; false when tcpdump stops the line early (a bad option).
    private mutating func tcpOptions(at start: Int, length total: Int, reversed: Bool,
                                     baseSeq: UInt32, baseAck: UInt32, payloadOffset: Int,
                                     payloadLength: Int) throws(Truncated) -> Bool {
        var remaining = total
        var cursor = start
        var separator = false
        put(", options [")
        while remaining > 0 {
            if separator { put(",") }
            let kind = try u8(cursor)
            if Sink.collectsFields, let taken = reportPlainOption(kind, at: cursor, remaining: remaining) {
                // Nothing else the walk below does for these options reaches JSON.
                cursor += taken
                remaining -= taken
                separator = true
                if kind == 0 { break }
                continue
            }
            beginItem()
            defer { endItem() }
            if Sink.collectsFields {
                // Kind, name and (when captured) length in one run (Core/FieldRun.swift).
                var run = beginRun(room: 96)
                run.number(TCPFields.optionKind, kind)
                reportOptionName(kind, into: &run)
                if kind > 1, has(1, at: cursor + 1) { run.number(TCPFields.optionLength, bytes[cursor + 1]) }
                endRun(run)
            }
            cursor += 1
            var optionLength = 1
            if kind > 1 {
                optionLength = Int(try u8(cursor))
                cursor += 1
                if optionLength < 2 || optionLength > remaining {
                    return badOption(separator)
                }
                remaining -= 1
            }
            remaining -= 1
            var dataLength = 0
            switch kind {
            case 0: put("eol")
            case 1: put("nop")
            case 2: put("mss")
            case 3: put("wscale")
            case 4: put("sackOK")
            case 5: put("sack")
            case 6: put("echo")
            case 7: put("echoreply")
            case 8: put("TS")
            case 11: put("cc")
            case 12: put("ccnew")
            case 13: put("")
            case 19: put("md5")
            case 20: put("scps")
            case 28: put("uto")
            case 29: put("tcp-ao")
            case 30: put("mptcp")
            case 34: put("tfo")
            case 254: put("exp")
            default: put("unknown-"); put(decimal: kind)
            }
            // tcpdump's LENCHECK: past the option area is a bad option, past the capture a
            // truncation (printed with its stray `>` once an option has been printed).
            // It captures constants, not the loop's vars: a local function passed as a closure
            // (to the TCP-AO printer) that captured a var would box it and check exclusivity at
            // run time on every access (swift_beginAccess was 5% of text decode's instructions).
            // Inlined: as a call it cost about 24 instructions a packet on SYN-heavy traffic.
            let (optionRemaining, optionCursor, optionSeparator) = (remaining, cursor, separator)
            @inline(__always) func lengthCheck(_ d: inout Dissection, _ needed: Int) -> Bool {
                if needed > optionRemaining {
                    _ = d.badOption(optionSeparator)
                    return false
                }
                if !d.has(needed, at: optionCursor) {
                    d.putTruncationMarker()
                    if optionSeparator { d.put(">") }
                    return false
                }
                return true
            }
            switch kind {
            case 2:
                dataLength = 2
                guard lengthCheck(&self, dataLength) else { return false }
                // Each value read once for both sinks: a read made only as a report's argument
                // stays in the text walk too (an array read may trap, so it is not dropped).
                let value = bytes.uint16(at: cursor)
                put(" "); put(decimal: value)
                report(TCPFields.optionValue, value)
            case 4:
                // sackOK carries no data; tcpdump reads on right after its two bytes.
                dataLength = 0
            case 3:
                dataLength = 1
                guard lengthCheck(&self, dataLength) else { return false }
                let value = bytes[cursor]
                put(" "); put(decimal: value)
                report(TCPFields.optionValue, value)
            case 5:
                dataLength = optionLength - 2
                if dataLength % 8 != 0 {
                    put(" invalid sack")
                } else {
                    put(" "); put(decimal: dataLength / 8); put(" ")
                    beginList(TCPFields.sackBlocks)
                    defer { endList() }
                    var index = 0
                    while index < dataLength {
                        guard lengthCheck(&self, index + 4) else { return false }
                        var left = bytes.uint32(at: cursor + index)
                        guard lengthCheck(&self, index + 8) else { return false }
                        var right = bytes.uint32(at: cursor + index + 4)
                        if reversed {
                            left &-= baseSeq; right &-= baseSeq
                        } else {
                            left &-= baseAck; right &-= baseAck
                        }
                        put("{"); put(decimal: left); put(":"); put(decimal: right); put("}")
                        beginList(TCPFields.sackBlock)
                        report(TCPFields.sackEdge, left)
                        report(TCPFields.sackEdge, right)
                        endList()
                        index += 8
                    }
                }
            case 11, 12, 13:
                dataLength = 4
                guard lengthCheck(&self, dataLength) else { return false }
                let value = bytes.uint32(at: cursor)
                put(" "); put(decimal: value)
                report(TCPFields.optionValue, value)
            case 8:
                dataLength = 8
                guard lengthCheck(&self, dataLength) else { return false }
                let value = bytes.uint32(at: cursor)
                let echoReply = bytes.uint32(at: cursor + 4)
                put(" val "); put(decimal: value)
                put(" ecr "); put(decimal: echoReply)
                report(TCPFields.optionValue, value)
                report(TCPFields.optionEchoReply, echoReply)
            case 19:
                dataLength = 16
                guard lengthCheck(&self, dataLength) else { return false }
                report(TCPFields.optionData, bytesAt: cursor, count: dataLength)
                // tcpdump cannot verify without -M's secret; it says why first.
                put(has(payloadLength, at: payloadOffset) ? " shared secret not supplied with -M, can't check - "
                                                          : " snaplen too short, can't check - ")
                for index in 0..<16 { put(hex: bytes[cursor + index], digits: 2) }
            case 28:
                dataLength = 2
                guard lengthCheck(&self, dataLength) else { return false }
                var timeout = UInt32(bytes.uint16(at: cursor))
                put(" 0x"); put(hex: timeout)
                if timeout & 1 != 0 { timeout = (timeout >> 1) &* 60 } else { timeout >>= 1 }
                put(" "); put(decimal: timeout)
                report(TCPFields.optionValue, timeout)
            case 20:
                dataLength = 2
                guard lengthCheck(&self, dataLength) else { return false }
                putSCPSCapabilities(at: cursor)
            case 29:
                dataLength = optionLength - 2
                guard putAuthenticationOption(at: cursor, dataLength: dataLength,
                                              lengthCheck: { lengthCheck(&$0, $1) }) else { return false }
            case MPTCPOption.kind:
                dataLength = optionLength - 2
                guard lengthCheck(&self, dataLength) else { return false }
                // The flags byte of this segment's header: the options start 20 bytes in.
                guard mptcpOption(at: cursor - 2, length: optionLength, tcpFlags: bytes[start - 7]) else {
                    return badOption(separator)
                }
            case 34:
                // TCP Fast Open cookie (RFC 7413).
                dataLength = optionLength - 2
                guard lengthCheck(&self, dataLength) else { return false }
                report(TCPFields.optionData, bytesAt: cursor, count: dataLength)
                put(" ")
                putFastOpen(at: cursor, length: dataLength)
            case 254:
                dataLength = optionLength - 2
                guard lengthCheck(&self, dataLength) else { return false }
                report(TCPFields.optionData, bytesAt: cursor, count: dataLength)
                if dataLength < 2 { return badOption(separator) }
                let magic = bytes.uint16(at: cursor)
                put("-")
                if magic == 0xf989 {
                    put("tfo")
                    putFastOpen(at: cursor + 2, length: dataLength - 2)
                } else {
                    put(hex: magic, digits: 4)
                }
            default:
                dataLength = kind > 1 ? optionLength - 2 : 0
                if dataLength > 0 { report(TCPFields.optionData, bytesAt: cursor, count: dataLength) }
                if dataLength > 0 { put(" 0x") }
                for index in 0..<dataLength {
                    guard lengthCheck(&self, index + 1) else { return false }
                    put(hex: bytes[cursor + index], digits: 2)
                }
            }
            cursor += dataLength
            remaining -= dataLength
            var accounted = dataLength + 1
            if kind > 1 { accounted += 1 }
            if kind > 1 && accounted != optionLength {
                put("[len "); put(decimal: optionLength); put("]")
            }
            separator = true
            if kind == 0 { break }
        }
        put("]")
        return true
    }

    /// The fixed header's fields (all captured: the caller checked 20 bytes); sequence numbers as
    /// sent, before any relative numbering.
    private mutating func reportTCPHeader(at offset: Int, headerLength: Int, sourcePort: UInt16,
                                          destinationPort: UInt16) {
        // Every value read first, then all written in one run (Core/FieldRun.swift).
        let seq = bytes.uint32(at: offset + TCPField.sequenceNumber)
        let ack = bytes.uint32(at: offset + TCPField.acknowledgmentNumber)
        let flags = bytes.uint16(at: offset + TCPField.dataOffsetAndFlags) & 0x0fff
        let window = bytes.uint16(at: offset + TCPField.window)
        let checksum = bytes.uint16(at: offset + TCPField.checksum)
        let urgent = bytes.uint16(at: offset + TCPField.urgentPointer)
        // At most about 240 bytes: keys and punctuation 130, the widest values and all nine flag names.
        var run = beginRun(room: 384)
        run.number(TCPFields.sourcePort, sourcePort)
        run.number(TCPFields.destinationPort, destinationPort)
        run.number(TCPFields.seq, seq)
        run.number(TCPFields.ack, ack)
        run.number(TCPFields.headerLength, headerLength)
        run.number(TCPFields.flags, flags)
        run.beginList(TCPFields.flagNames)
        if flags & 0x001 != 0 { run.element(TCPFields.flagName, label: "FIN") }
        if flags & 0x002 != 0 { run.element(TCPFields.flagName, label: "SYN") }
        if flags & 0x004 != 0 { run.element(TCPFields.flagName, label: "RST") }
        if flags & 0x008 != 0 { run.element(TCPFields.flagName, label: "PSH") }
        if flags & 0x010 != 0 { run.element(TCPFields.flagName, label: "ACK") }
        if flags & 0x020 != 0 { run.element(TCPFields.flagName, label: "URG") }
        if flags & 0x040 != 0 { run.element(TCPFields.flagName, label: "ECE") }
        if flags & 0x080 != 0 { run.element(TCPFields.flagName, label: "CWR") }
        if flags & 0x100 != 0 { run.element(TCPFields.flagName, label: "AE") }
        run.endList()
        run.number(TCPFields.window, window)
        run.number(TCPFields.checksum, checksum)
        run.number(TCPFields.urgentPointer, urgent)
        endRun(run)
    }

    /// JSON only: the options nearly every SYN carries (eol, nop, mss, wscale, sackOK, timestamps),
    /// when whole, captured and within the option area, as one item written in one run: the same
    /// members the general walk writes with an item, a run and a report for the value (that took
    /// about a third of `--json`'s instructions on a file of SYNs). Returns the bytes the option
    /// takes, as the general walk counts them; nil leaves the option to it (bad or cut-short
    /// lengths, every other kind).
    @inline(__always)
    private mutating func reportPlainOption(_ kind: UInt8, at offset: Int, remaining: Int) -> Int? {
        // The data tcpdump reads after kind and length; -1: a one-byte option with no length.
        let dataLength: Int
        switch kind {
        case 0, 1: dataLength = -1
        case 2: dataLength = 2
        case 3: dataLength = 1
        case 4: dataLength = 0
        case 8: dataLength = 8
        default: return nil
        }
        var length = 0
        if dataLength >= 0 {
            // The general walk's tests: a length of 2 up to the option area's rest, then its
            // LENCHECK of the data against that rest and against the capture.
            guard has(2 &+ dataLength, at: offset) else { return nil }
            length = Int(bytes[offset &+ 1])
            guard length >= 2, length <= remaining, dataLength <= remaining &- 2 else { return nil }
        }
        // `,{"kind":…,"name":"timestamps","length":…,"value":…,"echo_reply":…}` reserves about 250.
        var run = beginElementRun(room: 256)
        // No options list open (a bad option before this one ended it, and the walk goes on as
        // tcpdump's does): the general walk writes there what it always has.
        guard run.isEnabled else { return nil }
        run.beginElementObject()
        run.number(TCPFields.optionKind, kind)
        switch kind {
        case 0:
            run.label(TCPFields.optionName, "eol")
        case 1:
            run.label(TCPFields.optionName, "nop")
        case 2:
            run.label(TCPFields.optionName, "mss")
            run.number(TCPFields.optionLength, length)
            run.number(TCPFields.optionValue, bytes.uint16(at: offset &+ 2))
        case 3:
            run.label(TCPFields.optionName, "wscale")
            run.number(TCPFields.optionLength, length)
            run.number(TCPFields.optionValue, bytes[offset &+ 2])
        case 4:
            run.label(TCPFields.optionName, "sackOK")
            run.number(TCPFields.optionLength, length)
        default:
            run.label(TCPFields.optionName, "timestamps")
            run.number(TCPFields.optionLength, length)
            run.number(TCPFields.optionValue, bytes.uint32(at: offset &+ 2))
            run.number(TCPFields.optionEchoReply, bytes.uint32(at: offset &+ 6))
        }
        run.endObject()
        endRun(run)
        return dataLength < 0 ? 1 : 2 &+ dataLength
    }

    /// The option's name in JSON (tcpdump's, but `timestamps` for TS as the schema has it).
    private func reportOptionName(_ kind: UInt8, into run: inout FieldRun) {
        let name: StaticString? = switch kind {
        case 0: "eol"
        case 1: "nop"
        case 2: "mss"
        case 3: "wscale"
        case 4: "sackOK"
        case 5: "sack"
        case 6: "echo"
        case 7: "echoreply"
        case 8: "timestamps"
        case 11: "cc"
        case 12: "ccnew"
        case 13: "ccecho"
        case 19: "md5"
        case 20: "scps"
        case 28: "uto"
        case 29: "tcp-ao"
        case 30: "mptcp"
        case 34: "tfo"
        case 254: "exp"
        default: nil
        }
        if let name { run.label(TCPFields.optionName, name) }
    }

    private mutating func putFastOpen(at offset: Int, length: Int) {
        if length == 0 {
            put(" cookiereq")
        } else if length % 2 != 0 || length < 4 || length > 16 {
            putInvalid()
        } else {
            put(" cookie ")
            for index in 0..<length { put(hex: bytes[offset + index], digits: 2) }
        }
    }

    mutating func badOption(_ separator: Bool) -> Bool {
        report(TCPFields.optionMalformed, bool: true)
        put("[bad opt]")
        if separator { put("]") }
        return false
    }

    /// ` [RST text]`: the reason text some stacks put in a reset (RFC 1122 4.2.2.12).
    private mutating func putResetData(at offset: Int, length: Int) {
        put(has(length, at: offset) ? " [RST" : " [!RST")
        var count = length
        if count > 30 {
            count = 30
            put("+")
        }
        put(" ")
        var index = offset
        while count > 0 && index < end {
            putCharacterEscaped(bytes[index])
            index += 1
            count -= 1
        }
        put("]")
    }

    /// tcpdump's fn_print_char: `M-` for the high bit, `^X` for control characters.
    mutating func putCharacterEscaped(_ value: UInt8) {
        var character = value
        if character & 0x80 != 0 {
            character &= 0x7f
            put("M-")
        }
        if character < 0x20 || character == 0x7f {
            character ^= 0x40
            put("^")
        }
        put(byte: character)
    }

    /// tcpdump's nd_printjnp: up to `count` bytes as `putCharacterEscaped`, ending at a NUL; each
    /// byte through the capture check, so one past it throws `Truncated` after what was printed.
    /// Returns how many bytes it printed (the NUL not counted).
    mutating func putPrintableUpToNUL(at offset: Int, count: Int) throws(Truncated) -> Int {
        var index = offset
        while index < offset + count {
            let byte = try u8(index)
            if byte == 0 { break }
            putCharacterEscaped(byte)
            index += 1
        }
        return index - offset
    }

    /// `putPrintableUpToNUL` that also reports the bytes it printed as `field` (a JSON string),
    /// the part before the capture's end too when that cuts it short.
    mutating func putPrintableUpToNUL(_ field: FieldDescriptor, at offset: Int, count: Int) throws(Truncated) {
        var index = offset
        while index < offset + count {
            guard has(1, at: index) else {
                report(field, bytesAt: offset, count: index - offset)
                throw Truncated()
            }
            let byte = bytes[index]
            if byte == 0 { break }
            putCharacterEscaped(byte)
            index += 1
        }
        report(field, bytesAt: offset, count: index - offset)
    }
}

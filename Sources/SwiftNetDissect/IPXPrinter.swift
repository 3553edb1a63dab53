// Novell IPX as tcpdump 4.99's ipx_print prints it: `IPX net.node.socket > net.node.socket: `
// (the `IPX ` left out with -e), then by destination socket: SAP requests and responses with their
// server entries, RIP requests and responses with their network entries, and for NCP, NetBIOS,
// diagnostics and NWLink datagrams only the name and the length (tcpdump as Debian builds it has
// no SMB decoding); EIGRP over IPX goes to the EIGRP printer. Reached from EtherType 0x8137
// (`(NOV-ETHII) `), raw 802.3 (`IPX 802.3: ` with -e), LLC SAP 0xe0 (`IPX 802.2: `), SNAP,
// Linux cooked 802.3 frames, BSD loopback family 23, GRE and PPP.

/// Sizes and well-known sockets of IPX (Novell's IPX specification).
enum IPXField {
    static let headerLength = 30
    static let ncpSocket: UInt16 = 0x0451
    static let sapSocket: UInt16 = 0x0452
    static let ripSocket: UInt16 = 0x0453
    static let netbiosSocket: UInt16 = 0x0455
    static let diagnosticsSocket: UInt16 = 0x0456
    static let nwlinkDatagramSocket: UInt16 = 0x0553
    static let eigrpSocket: UInt16 = 0x85be
    /// A SAP response entry: type 2, name 48, network 4, node 6, socket 2, hops 2.
    static let sapNameLength = 48
    static let ripEntryLength = 8
}

extension Dissection {
    /// The IPX datagram at `offset`. Throws `Truncated` where tcpdump prints ` [|ipx]`; a length
    /// field under 30 or a message shorter than its entries prints ` (invalid)` (JSON: `malformed`).
    mutating func ipx(at offset: Int, length: Int) throws(Truncated) {
        proto = "ipx"
        layer(IPXFields.ipx)
        if Sink.collectsFields {
            report(IPXFields.checksum, u16At: offset)
            report(IPXFields.length, u16At: offset + 2)
            report(IPXFields.transportControl, u8At: offset + 4)
            report(IPXFields.packetType, u8At: offset + 5)
            report(IPXFields.destinationNetwork, u32At: offset + 6)
            if has(6, at: offset + 10) { report(IPXFields.destinationNode, bytesAt: offset + 10, count: 6) }
            report(IPXFields.destinationSocket, u16At: offset + 16)
            report(IPXFields.sourceNetwork, u32At: offset + 18)
            if has(6, at: offset + 22) { report(IPXFields.sourceNode, bytesAt: offset + 22, count: 6) }
            report(IPXFields.sourceSocket, u16At: offset + 28)
        }
        if !options.linkHeader { put("IPX ") }
        // tcpdump formats each address whole before printing it: the source (the header's last
        // field) needs all 30 bytes.
        try check(IPXField.headerLength, at: offset)
        try putIPXAddress(at: offset + 18); put("."); put(hex: try u16(offset + 28), digits: 4); put(" > ")
        try putIPXAddress(at: offset + 6); put("."); put(hex: try u16(offset + 16), digits: 4); put(": ")
        let total = Int(try u16(offset + 2))
        guard total >= IPXField.headerLength else {
            put("[length "); put(decimal: total); put(" < 30]")
            putInvalid(reason: "length field under the 30-byte header")
            return
        }
        let payload = offset + IPXField.headerLength
        let payloadLength = total - IPXField.headerLength
        report(IPXFields.payloadLength, payloadLength)
        let socket = try u16(offset + 16)
        switch socket {
        case IPXField.ncpSocket:
            report(IPXFields.service, label: "ncp")
            put("ipx-ncp "); put(decimal: payloadLength)
        case IPXField.sapSocket:
            report(IPXFields.service, label: "sap")
            try ipxSAP(at: payload, length: payloadLength)
        case IPXField.ripSocket:
            report(IPXFields.service, label: "rip")
            try ipxRIP(at: payload, length: payloadLength)
        case IPXField.netbiosSocket:
            report(IPXFields.service, label: "netbios")
            put("ipx-netbios "); put(decimal: payloadLength)
        case IPXField.diagnosticsSocket:
            report(IPXFields.service, label: "diags")
            put("ipx-diags "); put(decimal: payloadLength)
        case IPXField.nwlinkDatagramSocket:
            report(IPXFields.service, label: "nwlink-dgm")
            put("ipx-nwlink-dgm "); put(decimal: payloadLength)
        case IPXField.eigrpSocket:
            report(IPXFields.service, label: "eigrp")
            try eigrp(at: payload, length: payloadLength)
        default:
            put("ipx-#"); put(hex: socket); put(" "); put(decimal: payloadLength)
        }
    }

    /// `%08x.aa:bb:cc:dd:ee:ff`: a network number and a node.
    private mutating func putIPXAddress(at offset: Int) throws(Truncated) {
        put(hex: try u32(offset), digits: 8)
        put(".")
        try putMAC(at: offset + 4)
    }

    /// ` [length N < 2] (invalid)`: a SAP or RIP message without room for its operation.
    private mutating func ipxShortOperation(_ length: Int) {
        put(" [length "); put(decimal: length); put(" < 2]")
        putInvalid(reason: "shorter than the 2-byte operation")
    }

    /// Service Advertising Protocol (socket 0x452).
    private mutating func ipxSAP(at offset: Int, length total: Int) throws(Truncated) {
        let command = try u16(offset)
        report(IPXFields.command, command)
        guard total >= 2 else { return ipxShortOperation(total) }
        var cursor = offset + 2
        var length = total - 2
        switch command {
        case 1, 3:
            put(command == 1 ? "ipx-sap-req" : "ipx-sap-nearest-req")
            report(IPXFields.serverType, u16At: cursor)
            let serverType = try u16(cursor)
            put(" "); put(hex: serverType, digits: 4)
        case 2, 4:
            put(command == 2 ? "ipx-sap-resp" : "ipx-sap-nearest-resp")
            beginList(IPXFields.servers)
            defer { endList() }
            var count = 0
            // tcpdump prints at most 8 entries (a full 512-byte response holds 7).
            while count < 8 && length != 0 {
                count += 1
                try check(2, at: cursor)
                guard length >= 2 else { return putInvalid(reason: "SAP entry shorter than its type") }
                beginItem()
                defer { endItem() }
                report(IPXFields.serverType, u16At: cursor)
                put(" "); put(hex: try u16(cursor), digits: 4); put(" '")
                cursor += 2; length -= 2
                guard length >= IPXField.sapNameLength else {
                    put("'")
                    return putInvalid(reason: "SAP entry shorter than its 48-byte name")
                }
                try putPrintableUpToNUL(IPXFields.serverName, at: cursor, count: IPXField.sapNameLength)
                put("'")
                cursor += IPXField.sapNameLength; length -= IPXField.sapNameLength
                try check(10, at: cursor)
                guard length >= 10 else { return putInvalid(reason: "SAP entry shorter than its address") }
                report(IPXFields.network, u32At: cursor)
                report(IPXFields.node, bytesAt: cursor + 4, count: 6)
                put(" addr "); try putIPXAddress(at: cursor)
                cursor += 10; length -= 10
                try check(4, at: cursor)
                guard length >= 4 else { return putInvalid(reason: "SAP entry without its socket and hops") }
                report(IPXFields.socket, u16At: cursor)
                report(IPXFields.hops, u16At: cursor + 2)
                cursor += 4; length -= 4
            }
        default:
            put("ipx-sap-?"); put(hex: command)
        }
    }

    /// Routing Information Protocol (socket 0x453): network, hops, ticks per entry.
    private mutating func ipxRIP(at offset: Int, length total: Int) throws(Truncated) {
        let command = try u16(offset)
        report(IPXFields.command, command)
        guard total >= 2 else { return ipxShortOperation(total) }
        var cursor = offset + 2
        var length = total - 2
        let limit: Int
        switch command {
        case 1:
            put("ipx-rip-req")
            limit = 1
        case 2:
            put("ipx-rip-resp")
            limit = 50
        default:
            put("ipx-rip-?"); put(hex: command)
            return
        }
        beginList(IPXFields.routes)
        defer { endList() }
        var count = 0
        while count < limit && length != 0 {
            count += 1
            guard length >= IPXField.ripEntryLength else { return putInvalid(reason: "RIP entry shorter than 8 bytes") }
            try check(IPXField.ripEntryLength, at: cursor)
            let network = try u32(cursor)
            let hops = try u16(cursor + 4)
            let ticks = try u16(cursor + 6)
            beginItem()
            report(IPXFields.network, network)
            report(IPXFields.hops, hops)
            report(IPXFields.ticks, ticks)
            endItem()
            put(" "); put(hex: network, digits: 8); put("/"); put(decimal: hops); put("."); put(decimal: ticks)
            cursor += IPXField.ripEntryLength; length -= IPXField.ripEntryLength
        }
    }
}

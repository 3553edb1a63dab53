// Spanning tree BPDUs (IEEE 802.1D, 802.1w RSTP, 802.1s MSTP, 802.1aq SPB) as tcpdump's stp_print
// prints them, after LLC SAP 0x42 or SNAP (Cisco PVST+ and VLAN bridge, RFC 2684 bridged BPDUs):
// version, BPDU type, flags and bridge id; with -v the timers, root id and path cost. MSTP's and
// SPB's -v fields are in MSTPPrinter.swift.

/// BPDU layout (IEEE 802.1D 9.3, 802.1Q 14.4): offsets of the fields tcpdump prints.
enum STPField {
    static let protocolVersion = 2
    static let bpduType = 3
    static let flags = 4
    static let rootID = 5
    static let rootPathCost = 13
    static let bridgeID = 17
    static let portID = 25
    static let messageAge = 27
    static let maxAge = 29
    static let helloTime = 31
    static let forwardDelay = 33
    static let version1Length = 35
    /// The configuration BPDU through the forward delay; RSTP adds the version-1 length byte.
    static let configLength = 35
    static let rapidLength = 36
    static let mstpVersion3Length = 36
    static let mstpMinimumLength = 102
    static let spbMinimumLength = 87

    /// tcpdump's stp_proto_values.
    static func versionName(_ version: UInt8) -> StaticString? {
        switch version {
        case 0: "802.1d"
        case 2: "802.1w"
        case 3: "802.1s"
        case 4: "802.1aq"
        default: nil
        }
    }

    /// tcpdump's stp_bpdu_flag_values, in its order.
    static let flagNames: [(UInt8, StaticString)] = [
        (0x01, "Topology change"), (0x02, "Proposal"), (0x10, "Learn"), (0x20, "Forward"),
        (0x40, "Agreement"), (0x80, "Topology change ACK"),
    ]

    /// RSTP port role (802.1w 9.3.3: flag bits 2-3).
    static func portRoleName(_ flags: UInt8) -> StaticString {
        switch (flags & 0x0c) >> 2 {
        case 1: "Alternate"
        case 2: "Root"
        case 3: "Designated"
        default: "Unknown"
        }
    }
}

extension Dissection {
    mutating func stp(at offset: Int, length: Int) throws(Truncated) {
        proto = "stp"
        layer(STPFields.stp)
        if length < 4 {
            putInvalid(reason: "shorter than the 4-byte BPDU header")
            return
        }
        let protocolID = try u16(offset)
        if Sink.collectsFields {
            report(STPFields.protocolID, protocolID)
            report(STPFields.version, u8At: offset + STPField.protocolVersion)
            report(STPFields.bpduType, u8At: offset + STPField.bpduType)
            if protocolID == 0 { reportSTPFields(at: offset, length: length) }
        }
        if protocolID != 0 {
            put("unknown STP version, length "); put(decimal: length)
            return
        }
        let version = try u8(offset + STPField.protocolVersion)
        put("STP ")
        guard let versionName = STPField.versionName(version) else {
            put("Unknown STP protocol (0x"); put(hex: version, digits: 2); put(")")
            return
        }
        put(versionName)
        let type = try u8(offset + STPField.bpduType)
        put(", ")
        switch type {
        case 0x00: put("Config")
        case 0x02: put("Rapid STP")
        case 0x80: put("Topology Change")
        default: put("Unknown BPDU Type (0x"); put(hex: type, digits: 2); put(")")
        }
        switch type {
        case 0x00:
            guard length >= STPField.configLength else { return putInvalid(reason: "shorter than its BPDU type") }
            try stpConfig(at: offset, length: length, version: version)
        case 0x02 where version == 2:
            guard length >= STPField.rapidLength else { return putInvalid(reason: "shorter than its BPDU type") }
            try stpConfig(at: offset, length: length, version: version)
        case 0x02 where version == 3 || version == 4:
            guard length >= STPField.mstpMinimumLength else { return putInvalid(reason: "shorter than its BPDU type") }
            guard try u8(offset + STPField.version1Length) == 0 else {
                return putInvalid(reason: "version 1 length is not 0")
            }
            let mstpLength = Int(try u16(offset + STPField.mstpVersion3Length)) + 2
            guard length >= STPField.rapidLength + mstpLength else {
                return putInvalid(reason: "shorter than its MST configuration")
            }
            let flags = try u8(offset + STPField.flags)
            put(", CIST Flags ["); putSTPFlags(flags); put("], length "); put(decimal: length)
            // tcpdump prints the MST part before it checks the SPB part's length.
            if verbose > 0 { try mstpDetail(at: offset, flags: flags) }
            if version == 4 {
                let spbOffset = offset + STPField.mstpVersion3Length + mstpLength
                let spbLength = Int(try u16(spbOffset)) + 2
                guard length >= STPField.rapidLength + mstpLength + spbLength,
                      spbLength >= STPField.spbMinimumLength else {
                    return putInvalid(reason: "shorter than its SPB fields")
                }
                if verbose > 0 { try spbDetail(at: spbOffset) }
            }
        default:
            break
        }
    }

    /// JSON: the flags, and for configuration and RSTP BPDUs the ids, cost and timers, each as far
    /// as captured (the text walk then stops where tcpdump's does and marks the layer cut short).
    /// Read whatever the version: an unknown version's configuration BPDU is reported too.
    private mutating func reportSTPFields(at offset: Int, length: Int) {
        guard has(4, at: offset) else { return }
        let version = bytes[offset + STPField.protocolVersion]
        let type = bytes[offset + STPField.bpduType]
        let isMST = type == 0x02 && (version == 3 || version == 4)
        let hasConfig = type == 0x00 || (type == 0x02 && version == 2)
        guard hasConfig || isMST else { return }
        let needed = type == 0x00 ? STPField.configLength : hasConfig ? STPField.rapidLength : STPField.mstpMinimumLength
        // A BPDU shorter than its type holds no such fields (the text walk says it is invalid).
        guard length >= needed, has(1, at: offset + STPField.flags) else { return }
        let flags = bytes[offset + STPField.flags]
        report(STPFields.flags, flags)
        report(STPFields.topologyChange, bool: flags & 0x01 != 0)
        report(STPFields.topologyChangeAck, bool: flags & 0x80 != 0)
        if version == 2 || isMST {
            report(STPFields.portRole, label: STPField.portRoleName(flags))
            report(STPFields.proposal, bool: flags & 0x02 != 0)
            report(STPFields.learning, bool: flags & 0x10 != 0)
            report(STPFields.forwarding, bool: flags & 0x20 != 0)
            report(STPFields.agreement, bool: flags & 0x40 != 0)
        }
        // MSTP's CIST fields sit where the configuration BPDU's do but mean other things after
        // the root: the MST walk (mstpDetail) reports them as it prints them.
        guard hasConfig else { return }
        reportBridgeID(STPFields.rootID, at: offset + STPField.rootID)
        report(STPFields.rootPathCost, u32At: offset + STPField.rootPathCost)
        reportBridgeID(STPFields.bridgeID, at: offset + STPField.bridgeID)
        report(STPFields.portID, u16At: offset + STPField.portID)
        reportSTPTimer(STPFields.messageAge, at: offset + STPField.messageAge)
        reportSTPTimer(STPFields.maxAge, at: offset + STPField.maxAge)
        reportSTPTimer(STPFields.helloTime, at: offset + STPField.helloTime)
        reportSTPTimer(STPFields.forwardDelay, at: offset + STPField.forwardDelay)
    }

    /// `"pppp.aa:bb:cc:dd:ee:ff"` when the 8 bytes are captured.
    mutating func reportBridgeID(_ field: FieldDescriptor, at offset: Int) {
        guard has(8, at: offset) else { return }
        let bytes = self.bytes
        report(field) { out in
            out.append(UInt8(ascii: "\""))
            out.appendHex(bytes[offset], digits: 2)
            out.appendHex(bytes[offset + 1], digits: 2)
            out.append(UInt8(ascii: "."))
            for index in 2..<8 {
                if index > 2 { out.append(UInt8(ascii: ":")) }
                out.appendHex(bytes[offset + index], digits: 2)
            }
            out.append(UInt8(ascii: "\""))
        }
    }

    /// A timer in 1/256 s (802.1D 9.2.8) as exact seconds (the descriptor's fixed-point type),
    /// when captured.
    mutating func reportSTPTimer(_ field: FieldDescriptor, at offset: Int) {
        report(field, u16At: offset)
    }

    /// `, Flags […], bridge-id PPPP.MAC.PORT, length N`, and with -v the timers and root.
    private mutating func stpConfig(at offset: Int, length: Int, version: UInt8) throws(Truncated) {
        let flags = try u8(offset + STPField.flags)
        put(", Flags ["); putSTPFlags(flags); put("]")
        // tcpdump reads every field of a line before printing any of it.
        try check(8, at: offset + STPField.bridgeID)
        let port = try u16(offset + STPField.portID)
        put(", bridge-id "); putBridgeID(at: offset + STPField.bridgeID)
        put("."); put(hex: port, digits: 4)
        put(", length "); put(decimal: length)
        guard verbose > 0 else { return }
        let messageAge = try u16(offset + STPField.messageAge)
        let maxAge = try u16(offset + STPField.maxAge)
        let helloTime = try u16(offset + STPField.helloTime)
        let forwardDelay = try u16(offset + STPField.forwardDelay)
        put("\n\tmessage-age "); putSTPSeconds(messageAge)
        put("s, max-age "); putSTPSeconds(maxAge)
        put("s, hello-time "); putSTPSeconds(helloTime)
        put("s, forwarding-delay "); putSTPSeconds(forwardDelay); put("s")
        try check(8, at: offset + STPField.rootID)
        let cost = try u32(offset + STPField.rootPathCost)
        put("\n\troot-id "); putBridgeID(at: offset + STPField.rootID)
        put(", root-pathcost "); put(decimal: cost)
        if version == 2 {
            put(", port-role "); put(STPField.portRoleName(flags))
        }
    }

    /// bittok2str over the BPDU flags: names joined by `, `, or `none`.
    mutating func putSTPFlags(_ flags: UInt8) {
        var any = false
        for (bit, name) in STPField.flagNames where flags & bit != 0 {
            if any { put(", ") }
            put(name)
            any = true
        }
        if !any { put("none") }
    }

    /// `pppp.aa:bb:cc:dd:ee:ff`: priority (2 bytes) then MAC; the caller checked the 8 bytes.
    mutating func putBridgeID(at offset: Int) {
        put(hex: bytes[offset], digits: 2); put(hex: bytes[offset + 1], digits: 2); put(".")
        for index in 2..<8 {
            if index > 2 { put(":") }
            put(hex: bytes[offset + index], digits: 2)
        }
    }

    /// `%.2f` of a timer in 1/256 s (exact binary fraction; ties round to even like printf).
    mutating func putSTPSeconds(_ value: UInt16) {
        let scaled = UInt32(value) * 25  // value / 256 * 100
        var hundredths = scaled / 64
        let remainder = scaled % 64
        if remainder * 2 > 64 || (remainder * 2 == 64 && hundredths & 1 == 1) { hundredths += 1 }
        put(decimal: hundredths / 100); put(".")
        if hundredths % 100 < 10 { put("0") }
        put(decimal: hundredths % 100)
    }
}

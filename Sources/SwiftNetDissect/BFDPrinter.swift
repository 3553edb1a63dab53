import SwiftNetWire

// BFD (RFC 5880; single hop 5881 on UDP 3784, multihop 5883 on 4784, LAG 7130 on 6784, echo on
// 3785) as tcpdump 4.99's bfd_print prints it: version 0 and 1 control packets (state, flags,
// diagnostic, timers, the authentication section with -v) and echo packets (a hex dump with -v).

extension Dissection {
    /// `port`: the UDP destination port tcpdump hands bfd_print (it names the control variant).
    mutating func bfd(at offset: Int, length: Int, port: UInt16) throws(Truncated) {
        proto = "bfd"
        layer(BFDFields.bfd)
        let kind: StaticString? = switch port {
        case 3784: "Control"
        case 4784: "Multihop"
        case 6784: "Lag"
        default: nil
        }
        guard let kind else {
            // Echo (3785): the peer loops it back unread, so there is nothing to decode.
            report(BFDFields.kind, label: "Echo")
            put("BFD, Echo, length: "); put(decimal: length)
            if verbose >= 1 { unknownData(at: offset, length: length, prefix: "\n\t") }
            return
        }
        report(BFDFields.kind, label: kind)
        try check(24, at: offset)
        let versionDiag = bytes[offset]
        let version = versionDiag >> 5
        let diagnostic = versionDiag & 0x1f
        let flags = bytes[offset + 1]
        report(BFDFields.version, version)
        guard version <= 1 else {
            put("BFDv"); put(decimal: version); put(", Control, length: "); put(decimal: length)
            if verbose >= 1 { unknownData(at: offset, length: length, prefix: "\n\t") }
            return
        }
        report(BFDFields.diagnostic, diagnostic)
        if version == 1 { report(BFDFields.state, flags >> 6) }
        report(BFDFields.flags, version == 1 ? flags & 0x3f : flags)
        let multiplier = bytes[offset + 2]
        let desiredTx = bytes.uint32(at: offset + 12)
        report(BFDFields.detectMultiplier, multiplier)
        report(BFDFields.length, bytes[offset + 3])
        report(BFDFields.myDiscriminator, bytes.uint32(at: offset + 4))
        report(BFDFields.yourDiscriminator, bytes.uint32(at: offset + 8))
        report(BFDFields.desiredMinTx, desiredTx)
        report(BFDFields.requiredMinRx, bytes.uint32(at: offset + 16))
        report(BFDFields.requiredMinEcho, bytes.uint32(at: offset + 20))
        if verbose < 1 {
            if version == 0 {
                put("BFDv0, Control, Flags: ["); putBFDFlags(flags, version: 0); put("], length: ")
            } else {
                put("BFDv1, "); put(kind); put(", State "); putBFDState(flags >> 6)
                put(", Flags: ["); putBFDFlags(flags & 0x3f, version: 1); put("], length: ")
            }
            put(decimal: length)
            return
        }
        put("BFDv"); put(decimal: version); put(", length: "); put(decimal: length); put("\n\t")
        if version == 0 {
            put("Control, Flags: ["); putBFDFlags(flags, version: 0)
        } else {
            put(kind); put(", State "); putBFDState(flags >> 6)
            put(", Flags: ["); putBFDFlags(flags & 0x3f, version: 1)
        }
        put("], Diagnostic: "); put(bfdDiagnosticName(diagnostic)); put(" (0x"); put(hex: diagnostic, digits: 2); put(")")
        put("\n\tDetection Timer Multiplier: "); put(decimal: multiplier); put(" (")
        // tcpdump multiplies in 32-bit unsigned arithmetic before dividing.
        put(decimal: (UInt32(multiplier) &* desiredTx) / 1000); put(" ms Detection time), BFD Length: ")
        put(decimal: bytes[offset + 3])
        put("\n\tMy Discriminator: 0x"); put(hex: bytes.uint32(at: offset + 4), digits: 8)
        put(", Your Discriminator: 0x"); put(hex: bytes.uint32(at: offset + 8), digits: 8)
        put("\n\t  Desired min Tx Interval:    "); putWidth4(desiredTx / 1000); put(" ms")
        put("\n\t  Required min Rx Interval:   "); putWidth4(bytes.uint32(at: offset + 16) / 1000); put(" ms")
        put("\n\t  Required min Echo Interval: "); putWidth4(bytes.uint32(at: offset + 20) / 1000); put(" ms")
        if flags & 0x04 != 0 { try bfdAuthentication(at: offset + 24) }
    }

    /// `%4u`: right-aligned in four columns.
    private mutating func putWidth4(_ value: UInt32) {
        var pad = 4 - PrintBuffer.decimalDigitCount(UInt64(value))
        while pad > 0 { put(" "); pad -= 1 }
        put(decimal: value)
    }

    private mutating func putBFDState(_ state: UInt8) {
        switch state {
        case 0: put("AdminDown")
        case 1: put("Down")
        case 2: put("Init")
        default: put("Up")
        }
    }

    /// bittok2str over tcpdump's v0 or v1 flag table: names joined by `, `, `none` when empty.
    private mutating func putBFDFlags(_ flags: UInt8, version: Int) {
        var first = true
        var bit: UInt8 = 0x80
        while bit != 0 {
            defer { bit >>= 1 }
            guard flags & bit != 0 else { continue }
            let name: StaticString?
            if version == 0 {
                name = switch bit {
                case 0x80: "I Hear You"
                case 0x40: "Demand"
                case 0x20: "Poll"
                case 0x10: "Final"
                case 0x08: "Control Plane Independent"
                case 0x04: "Authentication Present"
                default: "Reserved"
                }
            } else {
                name = switch bit {
                case 0x20: "Poll"
                case 0x10: "Final"
                case 0x08: "Control Plane Independent"
                case 0x04: "Authentication Present"
                case 0x02: "Demand"
                case 0x01: "Multipoint"
                default: nil
                }
            }
            guard let name else { continue }
            if !first { put(", ") }
            first = false
            put(name)
        }
        if first { put("none") }
    }

    private func bfdDiagnosticName(_ code: UInt8) -> StaticString {
        switch code {
        case 0: "No Diagnostic"
        case 1: "Control Detection Time Expired"
        case 2: "Echo Function Failed"
        case 3: "Neighbor Signaled Session Down"
        case 4: "Forwarding Plane Reset"
        case 5: "Path Down"
        case 6: "Concatenated Path Down"
        case 7: "Administratively Down"
        case 8: "Reverse Concatenated Path Down"
        default: "unknown"
        }
    }

    /// auth_print: the section after the 24-byte header.
    private mutating func bfdAuthentication(at offset: Int) throws(Truncated) {
        try check(4, at: offset)
        let type = bytes[offset]
        let length = bytes[offset + 1]
        report(BFDFields.authType, type)
        report(BFDFields.authLength, length)
        report(BFDFields.authKeyID, bytes[offset + 2])
        put("\n\tAuthentication: ")
        let name: StaticString? = switch type {
        case 1: "Simple Password"
        case 2: "Keyed MD5"
        case 3: "Meticulous Keyed MD5"
        case 4: "Keyed SHA1"
        case 5: "Meticulous Keyed SHA1"
        default: nil
        }
        putNamed(name, "Unknown", type)
        put(", length: "); put(decimal: length)
        put("\n\t  Auth Key ID: "); put(decimal: bytes[offset + 2])
        switch type {
        case 1:
            guard length >= 4 && length <= 19 else {
                put("[invalid length "); put(decimal: length); put("]")
                if Sink.collectsFields { reportMalformed("password section length outside 4...19") }
                return
            }
            put(", Password: ")
            report(BFDFields.password, bytesAt: offset + 3, count: Int(length) - 3)
            // nd_printn: escaped characters, a read past the capture ends the packet.
            for index in offset + 3..<offset + Int(length) { putCharacterEscaped(try u8(index)) }
        case 2, 3, 4, 5:
            let md5 = type <= 3
            guard length == (md5 ? 24 : 28) else {
                put("[invalid length "); put(decimal: length); put("]")
                if Sink.collectsFields { reportMalformed("authentication section length wrong for its type") }
                return
            }
            let sequence = try u32(offset + 4)
            report(BFDFields.authSequence, sequence)
            put(", Sequence Number: 0x"); put(hex: sequence, digits: 8)
            let count = md5 ? 16 : 20
            try check(count, at: offset + 8)
            report(BFDFields.digest, bytesAt: offset + 8, count: count)
            put(md5 ? "\n\t  Digest: " : "\n\t  Hash: ")
            for index in 0..<count { put(hex: bytes[offset + 8 + index], digits: 2) }
        default:
            break
        }
    }
}

import SwiftNetWire

// Cisco HSRP (RFC 2281, UDP 1985) as tcpdump's hsrp_print prints it: the version, and for version 0
// the op code, the UDP payload length, state, group, a non-zero reserved byte and the virtual
// address; with -v the hello and hold times, the priority and the authentication string.

/// Offsets of the 20-byte HSRP version 0 message (RFC 2281 5.1).
enum HSRPField {
    static let opCode = 1, state = 2, helloTime = 3, holdTime = 4, priority = 5, group = 6, reserved = 7
    static let authentication = 8, authenticationLength = 8, virtualAddress = 16

    static func opName(_ code: UInt8) -> StaticString? {
        switch code {
        case 0: "hello"
        case 1: "coup"
        case 2: "resign"
        default: nil
        }
    }

    static func stateName(_ state: UInt8) -> StaticString? {
        switch state {
        case 0: "initial"
        case 1: "learn"
        case 2: "listen"
        case 4: "speak"
        case 8: "standby"
        case 16: "active"
        default: nil
        }
    }
}

extension Dissection {
    /// `length`: the UDP payload length, which tcpdump prints after the op code. Throws `Truncated`
    /// where the capture ends inside the fields it prints (each is checked as it is read, so a
    /// short message prints what was captured, then ` [|hsrp]`).
    mutating func hsrp(at offset: Int, length: Int) throws(Truncated) {
        proto = "hsrp"
        layer(HSRPFields.hsrp)
        let version = try u8(offset)
        report(HSRPFields.version, version)
        put("HSRPv"); put(decimal: version)
        guard version == 0 else { return }
        put("-")
        let op = try u8(offset + HSRPField.opCode)
        report(HSRPFields.opCode, op)
        if let name = HSRPField.opName(op) {
            report(HSRPFields.opName, label: name)
            put(name)
        } else {
            put("unknown ("); put(decimal: op); put(")")
        }
        put(" "); put(decimal: length); put(": ")
        // Each value is read before its label is printed, as tcpdump's GET_ in the printf arguments.
        let state = try u8(offset + HSRPField.state)
        report(HSRPFields.state, state)
        put("state=")
        if let name = HSRPField.stateName(state) {
            report(HSRPFields.stateName, label: name)
            put(name)
        } else {
            put("Unknown ("); put(decimal: state); put(")")
        }
        put(" ")
        // JSON: the -v fields are reported whatever the verbosity, where captured.
        report(HSRPFields.helloTime, u8At: offset + HSRPField.helloTime)
        report(HSRPFields.holdTime, u8At: offset + HSRPField.holdTime)
        report(HSRPFields.priority, u8At: offset + HSRPField.priority)
        let group = try u8(offset + HSRPField.group)
        report(HSRPFields.group, group)
        put("group="); put(decimal: group); put(" ")
        let reserved = try u8(offset + HSRPField.reserved)
        report(HSRPFields.reserved, reserved)
        if reserved != 0 { put("[reserved="); put(decimal: reserved); put("!] ") }
        let address = offset + HSRPField.virtualAddress
        try check(4, at: address)
        if Sink.collectsFields {
            reportAuthentication(at: offset + HSRPField.authentication)
            report(HSRPFields.virtualAddress, bytesAt: address, count: 4)
        }
        put("addr="); try putIPv4(at: address)
        guard verbose > 0 else { return }
        put(" hellotime="); putRelativeTime(UInt32(try u8(offset + HSRPField.helloTime)))
        put(" holdtime="); putRelativeTime(UInt32(try u8(offset + HSRPField.holdTime)))
        put(" priority="); put(decimal: try u8(offset + HSRPField.priority))
        put(" auth=\"")
        _ = try putPrintableUpToNUL(at: offset + HSRPField.authentication, count: HSRPField.authenticationLength)
        put("\"")
    }

    /// JSON only: the authentication bytes up to the first NUL (all eight captured: the caller has
    /// checked the address after them).
    private mutating func reportAuthentication(at start: Int) {
        var end = start
        while end < start + HSRPField.authenticationLength, bytes[end] != 0 { end += 1 }
        report(HSRPFields.authentication, bytesAt: start, count: end - start)
    }
}

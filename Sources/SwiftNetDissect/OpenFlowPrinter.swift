// OpenFlow on TCP 6633 and 6653 as tcpdump 4.99's openflow_print prints it: `: OpenFlow`, then for
// every message of the segment a `\n\tversion V, type T, length L, xid X` line. Versions 1.0 and
// 1.3 have their own type names and body printers (OpenFlow10Printer.swift,
// OpenFlow13Printer.swift); other versions print `type unknown (0x..)` and no body.
//
// Why the loop looks as it does (tcpdump's rules, found by experiment with the installed binary):
// - A segment can hold several messages; each is printed in turn. A message whose declared length
//   runs past the segment is printed as far as the segment (or capture) goes, and the segment ends
//   there: tcpdump does not reassemble, so the rest of that message in the next segment prints as
//   whatever its first bytes say.
// - A header cut by the segment's end prints ` (end of TCP payload)`; a header length below 8
//   prints ` (too short!)`, then ` (invalid)` and ends the segment.
// - A body whose length does not fit its type (fixed or minimum lengths per type) prints
//   ` (invalid)`; at -n no body is printed, only its presence in the capture is checked.
// - Reading past the captured end anywhere prints ` [|openflow]` and ends the packet.

/// OpenFlow's ports, versions and the tables both versions share.
enum OpenFlowField {
    static let portOld: UInt16 = 6633
    static let portIANA: UInt16 = 6653
    static let headerLength = 8

    /// Whether `port` is one of tcp_print's two OpenFlow ports.
    static func isPort(_ port: UInt16) -> Bool { port == portOld || port == portIANA }

    /// ofver_str: the wire version's release name.
    static func versionName(_ version: UInt8) -> StaticString? {
        switch version {
        case 1: "1.0"
        case 2: "1.1"
        case 3: "1.2"
        case 4: "1.3"
        case 5: "1.4"
        case 6: "1.5"
        default: nil
        }
    }

    /// onf_exp_str: ONF-assigned experimenter ids (those with a non-zero top byte).
    static func experimenterName(_ id: UInt32) -> StaticString? {
        switch id {
        case 0x4f4e_4600: "ONF Extensions"
        case 0xff00_0001: "Budapest University of Technology and Economics"
        case 0xff00_0002: "NoviFlow"
        case 0xff00_0003: "L3+ Extensions, Vendor Neutral"
        case 0xff00_0004: "L4-L7 Extensions"
        case 0xff00_0005: "Wireless and Mobility Extensions"
        case 0xff00_0006: "Forwarding Abstractions Extensions"
        case 0xff00_0007: "Optical Transport Extensions"
        case 0xff00_0008: "Network Benchmarking Lab, NCTU"
        case 0xff00_0009: "Mobile Packet Core Extensions"
        case 0xff00_000a: "MPLS-TP OpenFlow Extensions for SPTN"
        default: nil
        }
    }

    /// Big Switch Networks' OUI, the one vendor whose extensions tcpdump decodes.
    static let ouiBSN: UInt32 = 0x5c16c7
}

/// How a message type constrains its body length (tcpdump's of_msgtypeinfo req_what/req_value).
enum OpenFlowLengthRule {
    case any
    case exactly(Int)
    case atLeast(Int)

    func accepts(_ length: Int) -> Bool {
        switch self {
        case .any: true
        case .exactly(let wanted): length == wanted
        case .atLeast(let minimum): length >= minimum
        }
    }
}

/// One message type of one version: its name, body rule and whether a body printer exists.
struct OpenFlowMessageType {
    let name: StaticString
    let rule: OpenFlowLengthRule
    let decoded: Bool
}

extension Dissection {
    /// Every OpenFlow message of a TCP segment's payload (`length` is the declared payload length).
    ///
    /// Failure contract: a read past the captured end throws `Truncated` (` [|openflow]`); declared
    /// lengths are checked against the segment before the loop moves on, never trusted for reads.
    mutating func openflow(at offset: Int, length: Int) throws(Truncated) {
        proto = "openflow"
        layer(OpenFlowFields.openflow)
        put(": OpenFlow")
        beginList(OpenFlowFields.messages)
        defer { endList() }
        var cursor = offset
        var left = length
        while left > 0 {
            beginItem()
            defer { endItem() }
            let version = try u8(cursor)
            cursor += 1; left -= 1
            report(OpenFlowFields.version, version)
            put("\n\tversion ")
            if let name = OpenFlowField.versionName(version) {
                put(name)
            } else {
                put("unknown (0x"); put(hex: version, digits: 2); put(")")
            }
            guard left >= 1 else { return try ofPartialHeader(at: cursor, left: left) }
            let type = try u8(cursor)
            cursor += 1; left -= 1
            report(OpenFlowFields.type, type)
            let info: OpenFlowMessageType? = version == 1 ? Self.of10MessageType(type)
                : version == 4 ? Self.of13MessageType(type) : nil
            if let info {
                put(", type "); put(info.name)
                report(OpenFlowFields.typeName, label: info.name)
            } else {
                put(", type unknown (0x"); put(hex: type, digits: 2); put(")")
            }
            guard left >= 2 else { return try ofPartialHeader(at: cursor, left: left) }
            let messageLength = Int(try u16(cursor))
            cursor += 2; left -= 2
            report(OpenFlowFields.length, messageLength)
            put(", length "); put(decimal: messageLength)
            if messageLength < OpenFlowField.headerLength { put(" (too short!)") }
            guard left >= 4 else { return try ofPartialHeader(at: cursor, left: left) }
            let xid = try u32(cursor)
            cursor += 4; left -= 4
            report(OpenFlowFields.xid, xid)
            put(", xid 0x"); put(hex: xid, digits: 8)
            guard messageLength >= OpenFlowField.headerLength else {
                reportMalformed("message length below the header's 8 bytes")
                putInvalid()
                try check(left, at: cursor)
                return
            }
            let body = messageLength - OpenFlowField.headerLength
            report(OpenFlowFields.bodyLength, body)
            try ofMessageBody(at: cursor, length: body, version: version, type: type, info: info)
            // A message the segment ends inside ends the segment (no reassembly).
            if body > left { break }
            cursor += body; left -= body
        }
    }

    /// partial_header: the segment ended inside a message header.
    private mutating func ofPartialHeader(at cursor: Int, left: Int) throws(Truncated) {
        put(" (end of TCP payload)")
        reportMalformed("message header cut by the segment's end")
        try check(left, at: cursor)
    }

    /// of_message_print: the body's length rule, then (at -v) the version's body printer.
    private mutating func ofMessageBody(at cursor: Int, length: Int, version: UInt8, type: UInt8,
                                       info: OpenFlowMessageType?) throws(Truncated) {
        guard let info else { return try check(length, at: cursor) }
        guard info.rule.accepts(length) else {
            reportMalformed("body length wrong for the message type")
            putInvalid()
            return try check(length, at: cursor)
        }
        guard verbose > 0, info.decoded else { return try check(length, at: cursor) }
        if version == 1 {
            try of10Body(at: cursor, length: length, type: type)
        } else {
            try of13Body(at: cursor, length: length, type: type)
        }
    }

    // MARK: - Helpers both versions use

    /// of_vendor_name: an OUI's name when the top byte is zero, else an ONF experimenter's.
    mutating func ofVendorName(_ vendor: UInt32) {
        let name = vendor & 0xff00_0000 == 0 ? Dissection.ouiName(vendor) : OpenFlowField.experimenterName(vendor)
        put(name ?? "unknown")
    }

    /// of_bitmap_print: ` (NAMES)` when an assigned bit is set, ` (bogus)` when an unassigned one is.
    mutating func ofBitmap(_ value: UInt32, _ table: [(UInt32, StaticString)], unassigned: UInt32) {
        if value & ~unassigned != 0 {
            put(" ("); putBitNames(value, table, none: ""); put(")")
        }
        if value & unassigned != 0 { put(" (bogus)") }
    }

    /// of_data_print: `data (N octets)`, at -vv with a hex and ASCII dump (what was captured of
    /// it, then the truncation marker).
    mutating func ofData(at cursor: Int, length: Int) throws(Truncated) {
        guard length > 0 else { return }
        put("\n\t data ("); put(decimal: length); put(" octets)")
        guard verbose >= 2 else { return try check(length, at: cursor) }
        let stop = Swift.min(end, cursor &+ length)
        if cursor < stop { putHexASCII(from: cursor, to: stop, prefix: "\n\t  ") }
        if length > available(from: cursor) { throw Truncated() }
    }

    /// nd_printjnp (`stopAtNUL`) or nd_printn: up to `count` bytes escaped as fn_print_char, each
    /// read checked (a cut ends the text where the capture does).
    mutating func ofText(at offset: Int, count: Int, stopAtNUL: Bool) throws(Truncated) {
        var index = offset
        while index < offset &+ count {
            let byte = try u8(index)
            if stopAtNUL && byte == 0 { break }
            putCharacterEscaped(byte)
            index += 1
        }
    }

    // tcpdump formats a field's label and value in one ND_PRINT whose arguments read the packet
    // first: a value past the captured end prints neither. These read, then print both.

    /// `label`, then the 64-bit value at `index` as `0x` and 16 hex digits.
    mutating func ofHex64(_ label: StaticString, at index: Int) throws(Truncated) {
        let value = try u64(index)
        put(label); put("0x"); put(hex: value, digits: 16)
    }

    /// `label` and a value already read, in decimal.
    mutating func ofPut<T: BinaryInteger>(_ label: StaticString, _ value: T) {
        put(label); put(decimal: value)
    }

    /// `label` and a value already read, in `digits` hex digits.
    mutating func ofPutHex<T: FixedWidthInteger>(_ label: StaticString, _ value: T, digits: Int) {
        put(label); put(hex: value, digits: digits)
    }

    /// `label` and the MAC address at `index`.
    mutating func ofMAC(_ label: StaticString, at index: Int) throws(Truncated) {
        try check(6, at: index)
        put(label); try putMAC(at: index)
    }

    /// `label` and the IPv4 address at `index`.
    mutating func ofIPv4(_ label: StaticString, at index: Int) throws(Truncated) {
        try check(4, at: index)
        put(label); try putIPv4(at: index)
    }
}

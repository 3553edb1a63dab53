import SwiftNetWire

/// Prints a DNS message (RFC 1035, EDNS RFC 6891, mDNS RFC 6762) the way tcpdump 4.99 does with `-n`.
/// The walk itself is `Dissection.dns(at:length:overTCP:multicast:)`, which also reports the JSON
/// `dns` layer; this entry runs it alone with a text sink.
///
/// Failure contract: never traps on any bytes. Every read is bounds-checked against `end` (the
/// captured end); where tcpdump would run out of captured bytes the text ends in ` [|domain]`, and
/// impossible headers print tcpdump's ` (invalid)` notes. Packet bytes never reach the output raw:
/// names and strings are escaped as tcpdump does (`M-` for bytes >= 0x80, `^X` for control bytes), so
/// the output is printable ASCII only.
public enum DNSPrinter {
    /// Appends the text tcpdump prints for the DNS message at `bytes[offset...]`: for UDP, everything
    /// after `IP a.p > b.q: ` (or after `[udp sum ok] ` with -v); for TCP (`overTCP`, the message
    /// starts with RFC 1035 4.2.2's two-byte length prefix), everything after `length N`, including
    /// the leading space tcpdump puts there.
    ///
    /// The text ends with tcpdump's ` (LEN)` (the message length) when the message printed in full,
    /// or with ` [|domain]` when the captured bytes ran out first, so callers append nothing after it.
    ///
    /// - Parameters:
    ///   - end: end of the captured bytes the printer may read (tcpdump's snapend: the capture,
    ///     trimmed to the IP datagram's length).
    ///   - length: the message length the transport claims (UDP: `min(udp length, ip payload) - 8`;
    ///     TCP: the segment's payload length), printed as ` (LEN)`; defaults to `end - offset`.
    ///   - verbosity: the number of `-v` flags (names of answers at 1, all sections at 2, TTLs at 3).
    ///   - isMulticastDNS: port 5353 over UDP: the top class bit is QU / cache-flush (RFC 6762).
    public static func print(
        _ bytes: [UInt8], offset: Int, end: Int, length: Int? = nil, verbosity: Int, overTCP: Bool,
        isMulticastDNS: Bool = false, into output: inout [UInt8]
    ) {
        var buffer = PrintBuffer(capacity: 1024)
        print(bytes, offset: offset, end: end, length: length, verbosity: verbosity, overTCP: overTCP,
              isMulticastDNS: isMulticastDNS, into: &buffer)
        buffer.withUnsafeBytes { output.append(contentsOf: $0) }
    }

    /// The same, appending to a `PrintBuffer`.
    public static func print(
        _ bytes: [UInt8], offset: Int, end: Int, length: Int? = nil, verbosity: Int, overTCP: Bool,
        isMulticastDNS: Bool = false, into output: inout PrintBuffer
    ) {
        let end = Swift.max(0, Swift.min(end, bytes.count))
        // The dissection writes through its own copy of the buffer, handed back below.
        let crossPacket = CrossPacketState()
        withExtendedLifetime(crossPacket) {
            var dissection = Dissection<TextSink>(bytes: bytes, out: output,
                                                  options: DissectOptions(verbosity: verbosity),
                                                  flows: TCPFlowTable(), sink: TextSink(), crossPacket: crossPacket)
            dissection.end = end
            dissection.dns(at: offset, length: length ?? Swift.max(0, end - offset), overTCP: overTCP,
                           multicast: isMulticastDNS)
            output = dissection.out
        }
    }
}

/// Why a DNS walk stopped: tcpdump's `goto trunc` and failed bounds-checked reads (`truncated`:
/// text ` [|domain]`), or, in a JSON walk only, content the JSON cannot carry (`malformed`).
enum DNSStop: Error {
    case truncated
    case malformed(StaticString)
}

// RFC 1035 4.1.1 header flag bits.
let dnsFlagResponse: UInt16 = 0x8000
let dnsFlagAuthoritative: UInt16 = 0x0400
let dnsFlagTruncated: UInt16 = 0x0200
let dnsFlagRecursionDesired: UInt16 = 0x0100
let dnsFlagRecursionAvailable: UInt16 = 0x0080
/// RFC 4035 3.2.3 (AD) and 3.2.2 (CD).
let dnsFlagAuthenticData: UInt16 = 0x0020
let dnsFlagCheckingDisabled: UInt16 = 0x0010
/// The DNS header is 12 bytes (RFC 1035 4.1.1).
let dnsHeaderLength = 12

/// Byte offsets of the DNS header fields (RFC 1035 4.1.1). DNS has no Wire view (nothing crafts
/// it), so its offsets live here beside the walk, as internal constants that fold like Wire's.
enum DNSField {
    static let identifier = 0
    /// QR, opcode, AA, TC, RD, RA, Z, AD, CD, RCODE (RFC 1035 4.1.1, RFC 4035 3.2).
    static let flags = 2
    static let questionCount = 4
    static let answerCount = 6
    static let authorityCount = 8
    static let additionalCount = 10
}
/// Opcode 1, inverse query (RFC 1035, obsoleted by RFC 3425).
let dnsOpcodeInverseQuery = 1

// The DNS walk: one pass over the message that prints tcpdump's text and reports the JSON `dns`
// layer (README "JSON output"). The JSON walk runs the `-vvv` paths, so every section is walked;
// a question or record it cannot read in full is left out whole (`reportingWhole`), and the layer
// ends with `"truncated":true` where the text ends with ` [|domain]`.
extension Dissection {
    /// The DNS message at `offset` (after the UDP header, or the TCP payload with its RFC 1035 4.2.2
    /// length prefix when `overTCP`): the `dns` layer, then tcpdump's text ending in ` (LEN)` or
    /// ` [|domain]` (this catches its own truncation: callers print nothing after it).
    mutating func dns(at offset: Int, length: Int, overTCP: Bool, multicast: Bool) {
        proto = "domain"
        layer(DNSFields.dns)
        do {
            try dnsMessage(at: offset, length: length, overTCP: overTCP, multicast: multicast)
        } catch {
            switch error {
            case .truncated: putTruncationMarker()
            case .malformed(let reason): reportMalformed(reason)
            }
        }
    }

    private mutating func dnsMessage(at start: Int, length: Int, overTCP: Bool, multicast: Bool) throws(DNSStop) {
        var base = start
        var length = length
        if overTCP {
            guard length >= 2 else {
                put(" [DNS over TCP: length "); put(decimal: length); put(" < 2] (invalid)")
                reportMalformed("DNS over TCP: segment shorter than the 2-byte length prefix")
                return
            }
            length -= 2
            guard has(2, at: base) else { throw .truncated }
            let prefix = bytes.uint16(at: base)
            guard Int(prefix) == length else {
                put(" [prefix length("); put(decimal: prefix); put(") != length("); put(decimal: length)
                put(")] (invalid)")
                reportMalformed("DNS over TCP: length prefix differs from the segment payload")
                return
            }
            base += 2
            put(" ")
        }
        guard length >= dnsHeaderLength else {
            put("domain [length "); put(decimal: length); put(" < 12] (invalid)")
            reportMalformed("message shorter than the 12-byte header")
            return
        }
        guard has(dnsHeaderLength, at: base) else { throw .truncated }
        let identifier = bytes.uint16(at: base + DNSField.identifier)
        let flags = bytes.uint16(at: base + DNSField.flags)
        var questions = Int(bytes.uint16(at: base + DNSField.questionCount))
        var answers = Int(bytes.uint16(at: base + DNSField.answerCount))
        var authorities = Int(bytes.uint16(at: base + DNSField.authorityCount))
        var additionals = Int(bytes.uint16(at: base + DNSField.additionalCount))
        let opcode = Int(flags >> 11) & 0xf
        let firstRecord = base + dnsHeaderLength
        reportDNSHeader(identifier: identifier, flags: flags,
                        counts: (questions, answers, authorities, additionals))

        if flags & dnsFlagResponse != 0 {
            if Sink.rendersText {
                let rcode = extendedResponseCode(
                    base: base, flags: flags, counts: (questions, answers, authorities, additionals))
                put(decimal: identifier)
                put(dnsOpcodeNames[opcode])
                putResponseCode(rcode)
            }
            if flags & dnsFlagAuthoritative != 0 { put("*") }
            if flags & dnsFlagRecursionAvailable == 0 { put("-") }
            if flags & dnsFlagTruncated != 0 { put("|") }
            if flags & dnsFlagAuthenticData != 0 { put("$") }
            if questions != 1 { putCount(questions, "q") }

            var cursor = firstRecord
            if questions > 0 { beginList(DNSFields.questions) }
            for index in 0..<questions {
                if index != 0 { put(",") }
                if verbose > 1 {
                    put(" q:")
                    guard let next = try dnsQuestion(at: cursor, base: base, multicast: multicast) else {
                        throw .truncated
                    }
                    cursor = next
                } else {
                    guard let next = skipName(at: cursor) else { throw .truncated }
                    cursor = next + 4
                }
            }
            if questions > 0 { endList() }
            put(" "); put(decimal: answers); put("/"); put(decimal: authorities); put("/"); put(decimal: additionals)
            if answers > 0 {
                beginList(DNSFields.answers)
                cursor = try dnsRecords(from: cursor, base: base, multicast: multicast, count: &answers)
                endList()
            }
            if answers > 0 { throw .truncated }
            if verbose > 1 {
                cursor = try dnsSection(from: cursor, base: base, multicast: multicast, count: &authorities,
                                        label: " ns:", list: DNSFields.authorities)
                cursor = try dnsSection(from: cursor, base: base, multicast: multicast, count: &additionals,
                                        label: " ar:", list: DNSFields.additionals)
            }
        } else {
            put(decimal: identifier)
            put(dnsOpcodeNames[opcode])
            if flags & dnsFlagRecursionDesired != 0 { put("+") }
            if flags & dnsFlagCheckingDisabled != 0 { put("%") }
            // Bits a query should not carry (QR..RA minus opcode/RD, Z, rcode): tcpdump shows them.
            if flags & 0x6cf != 0 {
                put(" [b2&3=0x"); put(hex: flags); put("]")
            }
            if opcode == dnsOpcodeInverseQuery {
                if questions != 0 { putCount(questions, "q") }
                if answers != 1 { putCount(answers, "a") }
            } else {
                if answers != 0 { putCount(answers, "a") }
                if questions != 1 { putCount(questions, "q") }
            }
            if authorities != 0 { putCount(authorities, "n") }
            if additionals != 0 { putCount(additionals, "au") }

            var cursor = firstRecord
            if questions > 0 {
                beginList(DNSFields.questions)
                guard let next = try dnsQuestion(at: cursor, base: base, multicast: multicast) else {
                    throw .truncated
                }
                cursor = next
                questions -= 1
                while cursor < end && questions > 0 {
                    guard let next = try dnsQuestion(at: cursor, base: base, multicast: multicast) else {
                        throw .truncated
                    }
                    cursor = next
                    questions -= 1
                }
                endList()
            }
            if questions > 0 { throw .truncated }
            if verbose > 1 {
                if answers > 0 {
                    beginList(DNSFields.answers)
                    cursor = try dnsRecords(from: cursor, base: base, multicast: multicast, count: &answers)
                    endList()
                }
                if answers > 0 { throw .truncated }
                cursor = try dnsSection(from: cursor, base: base, multicast: multicast, count: &authorities,
                                        label: " ns:", list: DNSFields.authorities)
                cursor = try dnsSection(from: cursor, base: base, multicast: multicast, count: &additionals,
                                        label: " ar:", list: DNSFields.additionals)
            }
        }
        put(" ("); put(decimal: length); put(")")
    }

    /// The header's fields: `id`, `response`, `opcode`, `rcode` (the header's four bits; an OPT
    /// record carries the extension), `flags` {…}, `counts` {…}.
    private mutating func reportDNSHeader(identifier: UInt16, flags: UInt16, counts: (Int, Int, Int, Int)) {
        guard Sink.collectsFields else { return }
        report(DNSFields.id, identifier)
        report(DNSFields.response, bool: flags & dnsFlagResponse != 0)
        report(DNSFields.opcode, (flags >> 11) & 0xf)
        report(DNSFields.rcode, flags & 0xf)
        beginObject(DNSFields.flags)
        report(DNSFields.aa, bool: flags & dnsFlagAuthoritative != 0)
        report(DNSFields.tc, bool: flags & dnsFlagTruncated != 0)
        report(DNSFields.rd, bool: flags & dnsFlagRecursionDesired != 0)
        report(DNSFields.ra, bool: flags & dnsFlagRecursionAvailable != 0)
        report(DNSFields.ad, bool: flags & dnsFlagAuthenticData != 0)
        report(DNSFields.cd, bool: flags & dnsFlagCheckingDisabled != 0)
        endObject()
        beginObject(DNSFields.counts)
        report(DNSFields.questionCount, counts.0)
        report(DNSFields.answerCount, counts.1)
        report(DNSFields.authorityCount, counts.2)
        report(DNSFields.additionalCount, counts.3)
        endObject()
    }

    /// Prints ` [Nq]`-style count notes.
    private mutating func putCount(_ count: Int, _ suffix: StaticString) {
        put(" ["); put(decimal: count); put(suffix); put("]")
    }

    /// The authority or additional section on -vv: printed only when bytes remain, and a count left
    /// over afterwards means the message ran short.
    private mutating func dnsSection(
        from cursor: Int, base: Int, multicast: Bool, count: inout Int, label: StaticString, list: FieldDescriptor
    ) throws(DNSStop) -> Int {
        var cursor = cursor
        if count > 0 { beginList(list) }
        if cursor < end && count > 0 {
            put(label)
            cursor = try dnsRecords(from: cursor, base: base, multicast: multicast, count: &count)
        }
        if count > 0 { throw .truncated }
        endList()
        return cursor
    }

    /// Prints records separated by commas while bytes remain; decrements `count` per record.
    private mutating func dnsRecords(
        from cursor: Int, base: Int, multicast: Bool, count: inout Int
    ) throws(DNSStop) -> Int {
        guard let next = try dnsRecord(at: cursor, base: base, multicast: multicast) else { throw .truncated }
        var cursor = next
        count -= 1
        while cursor < end && count > 0 {
            put(",")
            guard let next = try dnsRecord(at: cursor, base: base, multicast: multicast) else { throw .truncated }
            cursor = next
            count -= 1
        }
        return cursor
    }

    /// The response code, widened by the EDNS OPT record's extended bits (RFC 6891 6.1.3) when an
    /// OPT record is found in the additional section. The walk stops quietly at the captured end.
    private func extendedResponseCode(
        base: Int, flags: UInt16, counts: (Int, Int, Int, Int)
    ) -> Int {
        let rcode = Int(flags & 0xf)
        var cursor = base + dnsHeaderLength
        for _ in 0..<counts.0 {
            guard let next = skipName(at: cursor) else { return rcode }
            cursor = next + 4
            if cursor >= end { return rcode }
        }
        for _ in 0..<(counts.1 + counts.2) {
            guard let next = skipName(at: cursor) else { return rcode }
            cursor = next + 8
            guard let rdLength = bytes.checkedUInt16(at: cursor, end: end) else { return rcode }
            cursor += 2 + Int(rdLength)
            if cursor >= end { return rcode }
        }
        for _ in 0..<counts.3 {
            guard let next = skipName(at: cursor) else { return rcode }
            cursor = next
            guard let type = bytes.checkedUInt16(at: cursor, end: end) else { return rcode }
            cursor += 4
            guard let extended = bytes.checkedUInt8(at: cursor, end: end) else { return rcode }
            if type == DNSType.opt {
                return rcode | Int(extended) << 4
            }
            cursor += 4
            guard let rdLength = bytes.checkedUInt16(at: cursor, end: end) else { return rcode }
            cursor += 2 + Int(rdLength)
            if cursor >= end { return rcode }
        }
        return rcode
    }

    private mutating func putResponseCode(_ rcode: Int) {
        if rcode < dnsResponseCodeNames.count {
            put(dnsResponseCodeNames[rcode])
        } else {
            put(" Resp"); put(decimal: rcode & 0xfff)
        }
    }
}

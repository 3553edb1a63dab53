import SwiftNetWire

/// Prints a DNS message (RFC 1035, EDNS RFC 6891, mDNS RFC 6762) the way tcpdump 4.99 does with `-n`.
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

    /// The same, appending to a `PrintBuffer` (the packet printer's path).
    public static func print(
        _ bytes: [UInt8], offset: Int, end: Int, length: Int? = nil, verbosity: Int, overTCP: Bool,
        isMulticastDNS: Bool = false, into output: inout PrintBuffer
    ) {
        let end = Swift.max(0, Swift.min(end, bytes.count))
        // The printer writes through its own copy of the buffer, handed back below.
        var printer = DNSMessagePrinter(
            bytes: bytes, end: end, verbosity: verbosity, isMulticastDNS: isMulticastDNS, output: output)
        do {
            try printer.printMessage(at: offset, length: length ?? Swift.max(0, end - offset), overTCP: overTCP)
        } catch {
            printer.output.append(" [|domain]")
        }
        output = printer.output
    }
}

/// Thrown where tcpdump stops a DNS message for lack of captured bytes (its `goto trunc` and its
/// bounds-checked reads alike); the caller prints ` [|domain]`.
struct DNSTruncated: Error {}

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
/// Opcode 1, inverse query (RFC 1035, obsoleted by RFC 3425).
let dnsOpcodeInverseQuery = 1

/// The state of printing one DNS message: the packet, the readable end, and the output buffer.
struct DNSMessagePrinter {
    let bytes: [UInt8]
    /// tcpdump's snapend: nothing at or after it may be read.
    let end: Int
    let verbosity: Int
    let isMulticastDNS: Bool
    var output: PrintBuffer

    init(bytes: [UInt8], end: Int, verbosity: Int, isMulticastDNS: Bool, output: PrintBuffer) {
        self.output = output
        self.bytes = bytes
        self.end = end
        self.verbosity = verbosity
        self.isMulticastDNS = isMulticastDNS
    }

    // MARK: bounded reads

    /// Whether `count` bytes at `position` are captured (tcpdump's ND_TTEST_LEN).
    @inline(__always)
    func has(_ count: Int, at position: Int) -> Bool {
        bytes.has(count, at: position, end: end)
    }

    /// A byte that must be there; its absence ends the message (tcpdump's GET_U_1).
    @inline(__always)
    func byte(at position: Int) throws(DNSTruncated) -> UInt8 {
        guard let value = bytes.checkedUInt8(at: position, end: end) else { throw DNSTruncated() }
        return value
    }

    @inline(__always)
    func uint16(at position: Int) throws(DNSTruncated) -> UInt16 {
        guard let value = bytes.checkedUInt16(at: position, end: end) else { throw DNSTruncated() }
        return value
    }

    @inline(__always)
    func uint32(at position: Int) throws(DNSTruncated) -> UInt32 {
        guard let value = bytes.checkedUInt32(at: position, end: end) else { throw DNSTruncated() }
        return value
    }

    // MARK: the message

    mutating func printMessage(at start: Int, length: Int, overTCP: Bool) throws(DNSTruncated) {
        var base = start
        var length = length
        if overTCP {
            guard length >= 2 else {
                output.append(" [DNS over TCP: length ")
                output.appendDecimal(length)
                output.append(" < 2] (invalid)")
                return
            }
            length -= 2
            let prefix = try uint16(at: base)
            guard Int(prefix) == length else {
                output.append(" [prefix length(")
                output.appendDecimal(prefix)
                output.append(") != length(")
                output.appendDecimal(length)
                output.append(")] (invalid)")
                return
            }
            base += 2
            output.append(" ")
        }
        guard length >= dnsHeaderLength else {
            output.append("domain [length ")
            output.appendDecimal(length)
            output.append(" < 12] (invalid)")
            return
        }
        guard has(dnsHeaderLength, at: base) else { throw DNSTruncated() }
        let identifier = bytes.uint16(at: base)
        let flags = bytes.uint16(at: base + 2)
        var questions = Int(bytes.uint16(at: base + 4))
        var answers = Int(bytes.uint16(at: base + 6))
        var authorities = Int(bytes.uint16(at: base + 8))
        var additionals = Int(bytes.uint16(at: base + 10))
        let opcode = Int(flags >> 11) & 0xf
        let firstRecord = base + dnsHeaderLength

        if flags & dnsFlagResponse != 0 {
            let rcode = extendedResponseCode(
                base: base, flags: flags, counts: (questions, answers, authorities, additionals))
            output.appendDecimal(identifier)
            output.append(dnsOpcodeNames[opcode])
            appendResponseCode(rcode)
            if flags & dnsFlagAuthoritative != 0 { output.append("*") }
            if flags & dnsFlagRecursionAvailable == 0 { output.append("-") }
            if flags & dnsFlagTruncated != 0 { output.append("|") }
            if flags & dnsFlagAuthenticData != 0 { output.append("$") }
            if questions != 1 { appendCount(questions, "q") }

            var cursor = firstRecord
            for index in 0..<questions {
                if index != 0 { output.append(",") }
                if verbosity > 1 {
                    output.append(" q:")
                    guard let next = try printQuestion(at: cursor, base: base) else { throw DNSTruncated() }
                    cursor = next
                } else {
                    guard let next = skipName(at: cursor) else { throw DNSTruncated() }
                    cursor = next + 4
                }
            }
            output.append(" ")
            output.appendDecimal(answers)
            output.append("/")
            output.appendDecimal(authorities)
            output.append("/")
            output.appendDecimal(additionals)
            if answers > 0 {
                cursor = try printRecords(from: cursor, base: base, count: &answers)
            }
            if answers > 0 { throw DNSTruncated() }
            if verbosity > 1 {
                cursor = try printSection(from: cursor, base: base, count: &authorities, label: " ns:")
                cursor = try printSection(from: cursor, base: base, count: &additionals, label: " ar:")
            }
        } else {
            output.appendDecimal(identifier)
            output.append(dnsOpcodeNames[opcode])
            if flags & dnsFlagRecursionDesired != 0 { output.append("+") }
            if flags & dnsFlagCheckingDisabled != 0 { output.append("%") }
            // Bits a query should not carry (QR..RA minus opcode/RD, Z, rcode): tcpdump shows them.
            if flags & 0x6cf != 0 {
                output.append(" [b2&3=0x")
                output.appendHex(flags)
                output.append("]")
            }
            if opcode == dnsOpcodeInverseQuery {
                if questions != 0 { appendCount(questions, "q") }
                if answers != 1 { appendCount(answers, "a") }
            } else {
                if answers != 0 { appendCount(answers, "a") }
                if questions != 1 { appendCount(questions, "q") }
            }
            if authorities != 0 { appendCount(authorities, "n") }
            if additionals != 0 { appendCount(additionals, "au") }

            var cursor = firstRecord
            if questions > 0 {
                guard let next = try printQuestion(at: cursor, base: base) else { throw DNSTruncated() }
                cursor = next
                questions -= 1
                while cursor < end && questions > 0 {
                    guard let next = try printQuestion(at: cursor, base: base) else { throw DNSTruncated() }
                    cursor = next
                    questions -= 1
                }
            }
            if questions > 0 { throw DNSTruncated() }
            if verbosity > 1 {
                if answers > 0 {
                    cursor = try printRecords(from: cursor, base: base, count: &answers)
                }
                if answers > 0 { throw DNSTruncated() }
                cursor = try printSection(from: cursor, base: base, count: &authorities, label: " ns:")
                cursor = try printSection(from: cursor, base: base, count: &additionals, label: " ar:")
            }
        }
        output.append(" (")
        output.appendDecimal(length)
        output.append(")")
    }

    /// Prints ` [Nq]`-style count notes.
    private mutating func appendCount(_ count: Int, _ suffix: StaticString) {
        output.append(" [")
        output.appendDecimal(count)
        output.append(suffix)
        output.append("]")
    }

    /// The authority or additional section on -vv: printed only when bytes remain, and a count left
    /// over afterwards means the message ran short.
    private mutating func printSection(
        from cursor: Int, base: Int, count: inout Int, label: StaticString
    ) throws(DNSTruncated) -> Int {
        var cursor = cursor
        if cursor < end && count > 0 {
            output.append(label)
            cursor = try printRecords(from: cursor, base: base, count: &count)
        }
        if count > 0 { throw DNSTruncated() }
        return cursor
    }

    /// Prints records separated by commas while bytes remain; decrements `count` per record.
    private mutating func printRecords(
        from cursor: Int, base: Int, count: inout Int
    ) throws(DNSTruncated) -> Int {
        guard let next = try printRecord(at: cursor, base: base) else { throw DNSTruncated() }
        var cursor = next
        count -= 1
        while cursor < end && count > 0 {
            output.append(",")
            guard let next = try printRecord(at: cursor, base: base) else { throw DNSTruncated() }
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

    private mutating func appendResponseCode(_ rcode: Int) {
        if rcode < dnsResponseCodeNames.count {
            output.append(dnsResponseCodeNames[rcode])
        } else {
            output.append(" Resp")
            output.appendDecimal(rcode & 0xfff)
        }
    }
}

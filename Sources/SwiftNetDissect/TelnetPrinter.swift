// Telnet option negotiation (RFC 854/855) on TCP 23 as tcpdump's telnet_print prints it, at every
// verbosity: ` [telnet CMD, CMD ...]` for the IAC sequences at the start of the segment (plain data
// after them is not printed); with -X (or -XX) at -vvv, a `Telnet:` block instead, one line per
// sequence: its bytes in hex at their offset in the segment, then its words. Each sequence is measured first and printed only if whole, so a
// sequence the segment ends inside (an SB without IAC SE, a lone IAC, a byte under EOF after IAC)
// ends the list quietly, while one the capture cuts prints ` [|telnet]`.

/// Telnet's command bytes and the option tables tcpdump names.
enum TelnetField {
    static let iac: UInt8 = 255
    static let subnegotiation: UInt8 = 250
    static let subnegotiationEnd: UInt8 = 240
    /// The lowest command byte tcpdump names (EOF, 236).
    static let firstCommand: UInt8 = 236
    static let authentication: UInt8 = 37
    static let encrypt: UInt8 = 38

    /// Command names from EOF (236) to IAC (255).
    static let commands: [StaticString] = [
        "EOF", "SUSP", "ABORT", "EOR", "SE", "NOP", "DMARK", "BRK", "IP", "AO", "AYT", "EC", "EL", "GA",
        "SB", "WILL", "WONT", "DO", "DONT", "IAC",
    ]

    /// Option names 0 through 39 (NEW-ENVIRON); others print as `%#x`.
    static let options: [StaticString] = [
        "BINARY", "ECHO", "RCP", "SUPPRESS GO AHEAD", "NAME", "STATUS", "TIMING MARK", "RCTE", "NAOL", "NAOP",
        "NAOCRD", "NAOHTS", "NAOHTD", "NAOFFD", "NAOVTS", "NAOVTD", "NAOLFD", "EXTEND ASCII", "LOGOUT",
        "BYTE MACRO", "DATA ENTRY TERMINAL", "SUPDUP", "SUPDUP OUTPUT", "SEND LOCATION", "TERMINAL TYPE",
        "END OF RECORD", "TACACS UID", "OUTPUT MARKING", "TTYLOC", "3270 REGIME", "X.3 PAD", "NAWS", "TSPEED",
        "LFLOW", "LINEMODE", "XDISPLOC", "OLD-ENVIRON", "AUTHENTICATION", "ENCRYPT", "NEW-ENVIRON",
    ]

    /// First subnegotiation byte of most options.
    static let qualifiers: [StaticString?] = ["IS", "SEND", "INFO"]
    static let authCommands: [StaticString?] = ["IS", "SEND", "REPLY", "NAME"]
    static let authTypes: [StaticString?] = [
        "NULL", "KERBEROS_V4", "KERBEROS_V5", "SPX", "MINK", "SRP", "RSA", "SSL", nil, nil, "LOKI", "SSA",
        "KEA_SJ", "KEA_SJ_INTEG", "DSS", "NTLM",
    ]
    // "END_KEYID" (sic) is the name tcpdump prints for ENC_KEYID.
    static let encryptCommands: [StaticString?] = [
        "IS", "SUPPORT", "REPLY", "START", "END", "REQUEST-START", "REQUEST-END", "END_KEYID", "DEC_KEYID",
    ]
    static let encryptTypes: [StaticString?] = [
        "NULL", "DES_CFB64", "DES_OFB64", "DES3_CFB64", "DES3_OFB64", nil, "CAST5_40_CFB64", "CAST5_40_OFB64",
        "CAST128_CFB64", "CAST128_OFB64",
    ]
}

extension Dissection {
    /// The IAC sequences at the start of a TCP 23 segment.
    ///
    /// Failure contract: throws `Truncated` where the capture ends inside a sequence (tcpdump's
    /// ` [|telnet]`); a sequence the segment itself cuts ends the list without a marker.
    mutating func telnet(at offset: Int, length: Int) throws(Truncated) {
        proto = "telnet"
        layer(TelnetFields.telnet)
        beginList(TelnetFields.commands)
        defer { endList() }
        var cursor = offset
        // tcpdump keeps the remaining length unsigned: an SB closed by a lone final IAC steps one
        // byte past the segment and the length wraps, leaving only the capture to stop the walk.
        var left = UInt32(truncatingIfNeeded: length)
        var first = true
        let dumpsSequences = verbose > 2 && (options.hexDump == .hexASCII || options.hexDump == .hexASCIIWithLinkHeader)
        while left > 0, try u8(cursor) == TelnetField.iac {
            guard let used = try telnetCommand(at: cursor, length: left, print: false) else { break }
            if dumpsSequences {
                if first { put("\nTelnet:") }
                try telnetSequenceHex(at: cursor, count: used, offset: cursor &- offset)
            } else {
                put(first ? " [telnet " : ", ")
            }
            beginItem()
            _ = try telnetCommand(at: cursor, length: left, print: true)
            endItem()
            first = false
            cursor &+= used
            left &-= UInt32(truncatingIfNeeded: used)
        }
        if !first { put(dumpsSequences ? "\n" : "]") }
    }

    /// hex_print_with_offset of one sequence (8 bytes a line, each line headed by its offset in
    /// the segment), then the gap before its words: padding to 8 bytes' width and a tab, or a new
    /// line indented four tabs after a longer one. Throws `Truncated` after the captured part of a
    /// sequence the capture cuts (the byte an SB closed by a lone final IAC steps past).
    private mutating func telnetSequenceHex(at start: Int, count: Int, offset: Int) throws(Truncated) {
        let shown = Swift.min(count, available(from: start))
        putHex(from: start, to: start &+ shown, prefix: "\n", offset: offset)
        guard shown == count else { throw Truncated() }
        if count > 8 {
            put("\n\t\t\t\t")
        } else {
            for _ in 0..<((8 - count) * 3) { put(byte: UInt8(ascii: " ")) }
            put("\t")
        }
    }

    /// One byte of the sequence, nil when the segment has none left (tcpdump's FETCH).
    private mutating func telnetFetch(_ cursor: inout Int, _ left: inout UInt32) throws(Truncated) -> UInt8? {
        guard left >= 1 else { return nil }
        let byte = try u8(cursor)
        cursor &+= 1
        left &-= 1
        return byte
    }

    /// Measures (print false) or prints one IAC sequence; its length, nil when it is not whole.
    private mutating func telnetCommand(at start: Int, length: UInt32, print: Bool) throws(Truncated) -> Int? {
        var cursor = start
        var left = length
        guard try telnetFetch(&cursor, &left) == TelnetField.iac,
              let command = try telnetFetch(&cursor, &left) else { return nil }
        if command == TelnetField.iac {
            if print {
                put("IAC IAC")
                report(TelnetFields.command, command)
                report(TelnetFields.name, label: "IAC")
            }
            return cursor - start
        }
        guard command >= TelnetField.firstCommand else { return nil }
        let name = TelnetField.commands[Int(command - TelnetField.firstCommand)]
        if print {
            put(name)
            report(TelnetFields.command, command)
            report(TelnetFields.name, label: name)
        }
        guard command >= TelnetField.subnegotiation && command != TelnetField.iac else { return cursor - start }
        // DO, DONT, WILL, WONT and SB carry an option.
        guard let option = try telnetFetch(&cursor, &left) else { return nil }
        if print {
            put(" ")
            report(TelnetFields.option, option)
            if Int(option) < TelnetField.options.count {
                put(TelnetField.options[Int(option)])
                report(TelnetFields.optionName, label: TelnetField.options[Int(option)])
            } else {
                putAlternateHex(option)
            }
        }
        guard command == TelnetField.subnegotiation else { return cursor - start }
        // The subnegotiation runs to IAC SE; without it, the sequence ends at the segment's last
        // byte, which must still be an IAC.
        var stop = cursor
        while Int(left) > stop + 1 - cursor {
            try check(2, at: stop)
            if bytes[stop] == TelnetField.iac && bytes[stop + 1] == TelnetField.subnegotiationEnd { break }
            stop += 1
        }
        guard try u8(stop) == TelnetField.iac else { return nil }
        if print { report(TelnetFields.subnegotiation, bytesAt: cursor, count: stop - cursor) }
        let (commands, types): ([StaticString?], [StaticString?]) = switch option {
        case TelnetField.authentication: (TelnetField.authCommands, TelnetField.authTypes)
        case TelnetField.encrypt: (TelnetField.encryptCommands, TelnetField.encryptTypes)
        default: (TelnetField.qualifiers, [])
        }
        if stop > cursor {
            guard let qualifier = try telnetFetch(&cursor, &left) else { return nil }
            if print { put(" "); putTelnetName(qualifier, commands) }
            if !types.isEmpty && stop > cursor {
                guard let type = try telnetFetch(&cursor, &left) else { return nil }
                if print { put(" "); putTelnetName(type, types) }
            }
        }
        while stop > cursor {
            guard let byte = try telnetFetch(&cursor, &left) else { return nil }
            if print { put(" "); putAlternateHex(byte) }
        }
        if print { put(" SE") }
        return cursor &+ 2 - start
    }

    /// A table name, or `%#x` for a value the table lacks.
    private mutating func putTelnetName(_ value: UInt8, _ table: [StaticString?]) {
        if Int(value) < table.count, let name = table[Int(value)] {
            put(name)
        } else {
            putAlternateHex(value)
        }
    }

    /// printf's `%#x`: `0` for zero, `0x…` otherwise.
    mutating func putAlternateHex(_ value: UInt8) {
        if value == 0 {
            put("0")
        } else {
            put("0x"); put(hex: value)
        }
    }
}

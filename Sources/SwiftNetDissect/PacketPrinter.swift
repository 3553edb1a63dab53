import SwiftNetPcap
import SwiftNetWire

/// Prints captured packets exactly as `tcpdump -n` does (tcpdump 4.99), one line per packet plus
/// the `-x`/`-X`/`-A` dump when asked. Keeps the state tcpdump keeps between packets: the previous
/// and first timestamps (`-ttt`, `-ttttt`), the packet count (`-#`) and the TCP connections behind
/// relative sequence numbers.
///
/// Failure contract: never traps on any packet, however short, long or malformed; what cannot be
/// decoded is printed as tcpdump prints it (` [|tcp]`, ` (invalid)`, a hex dump).
public struct PacketPrinter {
    public let options: DissectOptions
    var clock: TimestampFormatter
    var flows = TCPFlowTable()
    var interfaceNames = InterfaceNameCache()
    /// Packets printed so far.
    public private(set) var packetCount = 0

    public init(options: DissectOptions) {
        self.options = options
        self.clock = TimestampFormatter(style: options.timestampStyle, precision: options.precision)
    }

    /// Appends the text for `packet` (its line, any dump, and the final newline) to `output`.
    public mutating func print(_ packet: CapturedPacket, into output: inout [UInt8]) {
        var buffer = PrintBuffer(capacity: 4096)
        print(packet, into: &buffer)
        buffer.withUnsafeBytes { output.append(contentsOf: $0) }
    }

    /// Appends the text for `packet` (its line, any dump, and the final newline) to `output`
    /// (decode's and capture's path: no copy).
    public mutating func print(_ packet: CapturedPacket, into output: inout PrintBuffer) {
        packetCount += 1
        if options.packetNumbers {
            var digits = 1
            var probe = packetCount
            while probe >= 10 { probe /= 10; digits += 1 }
            for _ in digits..<5 { output.append(UInt8(ascii: " ")) }
            output.appendDecimal(packetCount)
            output.append("  ")
        }
        let caplen = packet.data.count
        if caplen == 0 || packet.originalLength == 0 || packet.originalLength < caplen || caplen > 262144 {
            appendInvalidHeader(packet, into: &output)
            return
        }
        let timestampStart = output.count
        clock.append(packet.timestamp, into: &output)
        let timestampEnd = output.count

        // The dissection writes through its own copy of the buffer, handed back below.
        var dissection = Dissection<TextSink>(bytes: packet.data, out: output, options: options, flows: TCPFlowTable())
        swap(&dissection.flows, &flows)
        swap(&dissection.interfaceNames, &interfaceNames)
        do {
            try dissection.linkLayer(packet.linkType, wireLength: packet.originalLength)
        } catch {
            // tcpdump's longjmp on a failed read: the marker, then a dump of the whole packet.
            dissection.putTruncationMarker()
            dissection.linkHeaderLength = 0
        }
        swap(&dissection.flows, &flows)
        swap(&dissection.interfaceNames, &interfaceNames)
        output = dissection.out
        if options.color { colorize(&output, timestamp: timestampStart..<timestampEnd) }
        appendDump(packet.data, linkHeaderLength: dissection.linkHeaderLength, into: &output)
        output.append(UInt8(ascii: "\n"))
    }

    /// ANSI colours for a terminal: the timestamp in cyan, the first protocol word in bold, and
    /// truncation markers and `(invalid)` notes in red. Removing the escapes gives tcpdump's text.
    private func colorize(_ output: inout PrintBuffer, timestamp: Range<Int>) {
        let cyan: [UInt8] = Array("\u{1b}[36m".utf8)
        let bold: [UInt8] = Array("\u{1b}[1m".utf8)
        let red: [UInt8] = Array("\u{1b}[31m".utf8)
        let reset: [UInt8] = Array("\u{1b}[0m".utf8)
        var line = output.bytes(from: timestamp.lowerBound)
        output.truncate(to: timestamp.lowerBound)
        var colored: [UInt8] = []
        colored.reserveCapacity(line.count + 32)
        var index = 0
        let stampLength = timestamp.count
        if stampLength > 1 {
            colored += cyan + line[0..<(stampLength - 1)] + reset
            index = stampLength - 1
        }
        // The first word after the timestamp names the protocol (IP, IP6, ARP, …).
        if index < line.count, line[index] == 0x20 || stampLength == 0 {
            if stampLength > 0 { colored.append(0x20); index += 1 }
            var wordEnd = index
            while wordEnd < line.count, line[wordEnd] != 0x20, line[wordEnd] != 0x2c { wordEnd += 1 }
            if wordEnd > index { colored += bold + line[index..<wordEnd] + reset; index = wordEnd }
        }
        line.append(0)  // sentinel so look-ahead below never runs off the end
        while index < line.count - 1 {
            if line[index] == 0x20, line[index + 1] == 0x5b, index + 2 < line.count, line[index + 2] == 0x7c {
                // ` [|proto]`
                var close = index + 3
                while close < line.count - 1, line[close] != 0x5d { close += 1 }
                colored.append(0x20)
                colored += red + line[(index + 1)...Swift.min(close, line.count - 2)] + reset
                index = close + 1
                continue
            }
            colored.append(line[index])
            index += 1
        }
        let invalid: [UInt8] = Array(" (invalid)".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(colored.count + 16)
        var cursor = 0
        while cursor < colored.count {
            if colored[cursor] == 0x20, cursor + invalid.count <= colored.count,
               colored[cursor..<(cursor + invalid.count)].elementsEqual(invalid) {
                result.append(0x20)
                result += red + invalid.dropFirst() + reset
                cursor += invalid.count
                continue
            }
            result.append(colored[cursor])
            cursor += 1
        }
        output.append(contentsOf: result)
    }

    /// tcpdump refuses to print records with impossible lengths and says why, on the line alone.
    private func appendInvalidHeader(_ packet: CapturedPacket, into output: inout PrintBuffer) {
        let caplen = packet.data.count
        var started = false
        func start(_ output: inout PrintBuffer) {
            if started { output.append(UInt8(ascii: ",")) } else { output.append("[Invalid header:"); started = true }
        }
        if caplen == 0 { output.append("[Invalid header: caplen==0"); started = true }
        if packet.originalLength == 0 {
            start(&output); output.append(" len==0")
        } else if packet.originalLength < caplen {
            start(&output); output.append(" len(")
            output.appendDecimal(packet.originalLength); output.append(") < caplen(")
            output.appendDecimal(caplen); output.append(")")
        }
        if caplen > 262144 {
            start(&output); output.append(" caplen(")
            output.appendDecimal(caplen); output.append(") > 262144")
        }
        output.append("]\n")
    }

    private func appendDump(_ data: [UInt8], linkHeaderLength: Int, into output: inout PrintBuffer) {
        let skip = Swift.min(Swift.max(0, linkHeaderLength), data.count)
        switch options.hexDump {
        case .none:
            return
        case .hex:
            if data.count > skip { HexDump.hex(data, from: skip, to: data.count, prefix: "\n\t", into: &output) }
        case .hexWithLinkHeader:
            HexDump.hex(data, from: 0, to: data.count, prefix: "\n\t", into: &output)
        case .hexASCII:
            if data.count > skip { HexDump.hexASCII(data, from: skip, to: data.count, prefix: "\n\t", into: &output) }
        case .hexASCIIWithLinkHeader:
            HexDump.hexASCII(data, from: 0, to: data.count, prefix: "\n\t", into: &output)
        case .ascii:
            if data.count > skip { HexDump.ascii(data, from: skip, to: data.count, into: &output) }
        case .asciiWithLinkHeader:
            HexDump.ascii(data, from: 0, to: data.count, into: &output)
        }
    }
}

extension PacketPrinter {
    /// The line tcpdump writes to stderr before the packets of a file:
    /// `reading from file NAME, link-type EN10MB (Ethernet), snapshot length 262144`.
    public static func readingLine(file: String, linkType: LinkType, snapshotLength: Int) -> String {
        var text = "reading from file \(file), link-type "
        if let names = linkType.names {
            text += "\(names.name) (\(names.description))"
        } else {
            text += "\(linkType.rawValue)"
        }
        text += ", snapshot length \(snapshotLength)"
        return text
    }
}

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
    /// SLIP, ISAKMP, SLL2, NFS and AFS state across packets; the walk reaches it unowned, so this printer
    /// keeps it alive (a copy of the printer shares it).
    let crossPacket: CrossPacketState
    /// The text walk, kept from packet to packet (`Dissection.restart`) with the TCP connections
    /// behind relative sequence numbers in its flow table; between packets it holds placeholders
    /// for the bytes and the output, which each packet lends it.
    var walk: Dissection<TextSink>
    /// Packets printed so far.
    public private(set) var packetCount = 0

    public init(options: DissectOptions) {
        self.options = options
        self.clock = TimestampFormatter(style: options.timestampStyle, precision: options.precision)
        let crossPacket = CrossPacketState()
        self.crossPacket = crossPacket
        walk = Dissection(bytes: [], out: .placeholder, options: options, flows: TCPFlowTable(), sink: TextSink(),
                          crossPacket: crossPacket)
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
        var data = packet.data
        print(data: &data, timestamp: packet.timestamp, wireLength: packet.originalLength,
              linkType: packet.linkType, into: &output)
    }

    /// The same as `print(_:into:)` for a packet the caller lends: its bytes are swapped into the
    /// walk and back rather than copied, which saves a retain and a release a packet (decode's
    /// loop, which refills one `CapturedPacket` for every record). `packet` is unchanged after.
    public mutating func print(lending packet: inout CapturedPacket, into output: inout PrintBuffer) {
        let timestamp = packet.timestamp, wireLength = packet.originalLength, linkType = packet.linkType
        print(data: &packet.data, timestamp: timestamp, wireLength: wireLength, linkType: linkType, into: &output)
    }

    /// The packet's fields handed in one by one (the bytes lent: swapped into the walk and back,
    /// so `data` is as it was after the call), the rest borrowed: reading `packet.data` for the walk
    /// inside the function that has the whole `CapturedPacket` made the optimizer copy the whole
    /// value through its value witness (about 60 instructions a packet) to keep the array alive.
    /// Not inlined into the caller above, so that stays so.
    @inline(never)
    mutating func print(data: inout [UInt8], timestamp: Timestamp, wireLength: Int, linkType: LinkType,
                        into output: inout PrintBuffer) {
        packetCount += 1
        // What the walk needs, read into locals once: calling this printer's own methods (or
        // reading its fields) between the walk's steps made the optimizer copy the whole printer
        // to the stack twice per packet (a value-witness copy and a 160-byte memcpy).
        var options = self.options
        // tcpdump's -vvv OpenFlow quirk (CrossPacketState.verbosityLowering): 0 unless a frame
        // inside a PACKET_IN/OUT was cut earlier in the file.
        let lowering = crossPacket.verbosityLowering
        if lowering != 0 { options.verbosity -= lowering }
        if options.packetNumbers {
            var digits = 1
            var probe = packetCount
            while probe >= 10 { probe /= 10; digits += 1 }
            // printf's `%5u`: padded to five digits, wider numbers as they are (a range
            // `digits..<5` would trap from the 100,000th packet on).
            for _ in 0..<Swift.max(0, 5 - digits) { output.append(UInt8(ascii: " ")) }
            output.appendDecimal(packetCount)
            output.append("  ")
        }
        let caplen = data.count
        if caplen == 0 || wireLength == 0 || wireLength < caplen || caplen > 262144 {
            Self.appendInvalidHeader(caplen: caplen, originalLength: wireLength, into: &output)
            return
        }
        let timestampStart = output.count
        clock.append(timestamp, into: &output)
        let timestampEnd = output.count

        // The walk is this printer's own, restarted, and borrows the bytes and the buffer (swapped
        // in and handed back below), so no reference count changes per packet.
        walk.restart(options: options, sink: TextSink())
        walk.exchangeLoans(bytes: &data, out: &output)
        do {
            try walk.linkLayer(linkType, wireLength: wireLength)
        } catch {
            // tcpdump's longjmp on a failed read: the marker, then a dump of the whole packet.
            walk.putTruncationMarker()
            walk.linkHeaderLength = 0
        }
        walk.exchangeLoans(bytes: &data, out: &output)
        if options.color { colorize(&output, timestamp: timestampStart..<timestampEnd) }
        if options.hexDump != .none {
            Self.appendDump(data, mode: options.hexDump, linkHeaderLength: walk.linkHeaderLength, into: &output)
        }
        output.append(UInt8(ascii: "\n"))
    }

    /// Colours one printed line for a terminal: the buffer, where the line starts and where its
    /// timestamp ends (before the dump is appended). SwiftNetDissect writes no terminal codes
    /// itself; the executable sets this (with Rainbow) when `options.color` is on.
    public typealias LineColorizer = (_ output: inout PrintBuffer, _ lineStart: Int, _ timestampEnd: Int) -> Void

    /// The colouring applied to each line when `options.color` is on; nil: plain text.
    public var colorizer: LineColorizer?

    private func colorize(_ output: inout PrintBuffer, timestamp: Range<Int>) {
        colorizer?(&output, timestamp.lowerBound, timestamp.upperBound)
    }

    /// tcpdump refuses to print records with impossible lengths and says why, on the line alone.
    private static func appendInvalidHeader(caplen: Int, originalLength: Int, into output: inout PrintBuffer) {
        var started = false
        func start(_ output: inout PrintBuffer) {
            if started { output.append(UInt8(ascii: ",")) } else { output.append("[Invalid header:"); started = true }
        }
        if caplen == 0 { output.append("[Invalid header: caplen==0"); started = true }
        if originalLength == 0 {
            start(&output); output.append(" len==0")
        } else if originalLength < caplen {
            start(&output); output.append(" len(")
            output.appendDecimal(originalLength); output.append(") < caplen(")
            output.appendDecimal(caplen); output.append(")")
        }
        if caplen > 262144 {
            start(&output); output.append(" caplen(")
            output.appendDecimal(caplen); output.append(") > 262144")
        }
        output.append("]\n")
    }

    private static func appendDump(_ data: [UInt8], mode: HexDumpMode, linkHeaderLength: Int,
                                   into output: inout PrintBuffer) {
        let skip = Swift.min(Swift.max(0, linkHeaderLength), data.count)
        switch mode {
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

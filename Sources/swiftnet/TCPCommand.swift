import ArgumentParser
import SwiftNetProbe
import SwiftNetWire

/// `swiftnet tcp TARGET`: crafted TCP segments with any header field, replies as hping3 prints them.
struct TCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tcp",
        abstract: "Send crafted TCP segments (every header field settable) and print replies as hping3 does.",
        discussion: "Needs root or CAP_NET_RAW, except with --write FILE, which only writes the packets to a pcap. Letters as hping3's: -w is the window."
    )

    @Argument(help: "Host name or address.")
    var targetName: String

    @Flag(name: .customShort("S"), help: "SYN flag.") var syn = false
    @Flag(name: .customShort("A"), help: "ACK flag.") var ack = false
    @Flag(name: .customShort("F"), help: "FIN flag.") var fin = false
    @Flag(name: .customShort("R"), help: "RST flag.") var rst = false
    @Flag(name: .customShort("P"), help: "PSH flag.") var psh = false
    @Flag(name: .customShort("U"), help: "URG flag.") var urg = false
    @Flag(name: [.customShort("X"), .customLong("ece")], help: "ECE flag (hping3's X).") var ece = false
    @Flag(name: [.customShort("Y"), .customLong("cwr")], help: "CWR flag (hping3's Y).") var cwr = false

    @Option(name: [.customShort("M"), .customLong("seq"), .customLong("setseq")], help: "Sequence number (0-4294967295); random when not given.")
    var sequence: IntegerArgument?

    @Option(name: [.customShort("L"), .customLong("ack"), .customLong("setack")], help: "Acknowledgment number (0-4294967295).")
    var acknowledgment: IntegerArgument = 0

    @Option(name: [.customShort("w"), .customLong("win")], help: "TCP window (0-65535), hping3's -w.")
    var window: Int = 64

    @Option(name: .customLong("urp"), help: "Urgent pointer (0-65535).")
    var urgentPointer: Int = 0

    @Option(name: .customLong("mss"), help: "MSS option value.")
    var mss: Int?

    @Option(name: .customLong("wscale"), help: "Window scale option shift (0-14).")
    var windowScale: Int?

    @Flag(name: .customLong("sack-ok"), help: "SACK-permitted option.")
    var sackPermitted = false

    @Option(name: .customLong("ts"), help: "Timestamps option with this TSval (TSecr 0).")
    var timestamp: UInt32?

    @OptionGroup var craft: CraftOptions

    func validate() throws {
        if let sequence, !(0...Int(UInt32.max)).contains(sequence.value) {
            throw ValidationError("-M/--seq \(sequence) out of range (0-4294967295)")
        }
        if !(0...Int(UInt32.max)).contains(acknowledgment.value) {
            throw ValidationError("-L/--ack \(acknowledgment) out of range (0-4294967295)")
        }
        if !(0...65535).contains(window) { throw ValidationError("-w/--win \(window) out of range (0-65535)") }
        if !(0...65535).contains(urgentPointer) { throw ValidationError("--urp \(urgentPointer) out of range (0-65535)") }
        if let mss, !(0...65535).contains(mss) { throw ValidationError("--mss \(mss) out of range (0-65535)") }
    }

    var flags: TCPFlags {
        var flags: TCPFlags = []
        if fin { flags.insert(.fin) }
        if syn { flags.insert(.syn) }
        if rst { flags.insert(.rst) }
        if psh { flags.insert(.psh) }
        if ack { flags.insert(.ack) }
        if urg { flags.insert(.urg) }
        if ece { flags.insert(.ece) }
        if cwr { flags.insert(.cwr) }
        return flags
    }

    var options: [TCPOption] {
        var options: [TCPOption] = []
        if let mss { options.append(.maximumSegmentSize(UInt16(mss))) }
        if sackPermitted { options.append(.sackPermitted) }
        if let timestamp { options.append(.timestamps(value: timestamp, echoReply: 0)) }
        if let windowScale { options += [.noOperation, .windowScale(UInt8(windowScale))] }
        return options
    }

    /// RFC 7323 section 2.3: a shift above 14 is treated as 14 by receivers, so it is refused here.
    static let maximumWindowScale = 14

    func run() throws {
        if let windowScale, !(0...Self.maximumWindowScale).contains(windowScale) {
            throw CLIError(.usage, "--wscale \(windowScale) out of range (0-\(Self.maximumWindowScale), RFC 7323)")
        }
        let payload = try craft.payload()
        let baseSourcePort = craft.sourcePort.map { UInt16($0) } ?? UInt16.random(in: 1024...65000)
        let baseIdentification = UInt16.random(in: 0...UInt16.max)
        let baseSequence = sequence.map { UInt32($0.value) } ?? UInt32.random(in: 0...UInt32.max)
        let flags = flags
        let options = options
        let letters = ProbeReply.flagLetters(flags)
        let craft = craft
        let fields = craft.packetFields
        let (acknowledgment, window, urgentPointer) = (UInt32(acknowledgment.value), UInt16(window), UInt16(urgentPointer))
        try craft.execute(targetName: targetName, header: { headerBytes in
            (letters.isEmpty ? "NO FLAGS are" : letters) + " set, \(headerBytes)"
        }) { index, source, destination in
            let header = TCPHeader(sourcePort: fields.sourcePort(index: index, base: baseSourcePort),
                                   destinationPort: fields.destinationPort(index: index), sequenceNumber: baseSequence,
                                   acknowledgmentNumber: acknowledgment, flags: flags, window: window,
                                   urgentPointer: urgentPointer, options: options)
            return ProbePacket(ip: fields.ipFields(source: source, destination: destination, index: index,
                                                   baseIdentification: baseIdentification),
                               transport: .tcp(header), payload: payload, corruptChecksum: fields.badChecksum)
        }
    }
}

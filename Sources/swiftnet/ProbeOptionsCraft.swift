import ArgumentParser
import Foundation
import SwiftNetDissect
import SwiftNetPcap
import SwiftNetProbe
import SwiftNetWire

/// IP header fields, payload, pacing and output shared by `swiftnet udp` and `swiftnet tcp`.
struct CraftOptions: ParsableArguments {
    @Option(name: [.customShort("s"), .customLong("sport"), .customLong("baseport")],
            help: ArgumentHelp("Source port (1-65535); random when not given. Incremented per packet unless -k.",
                               valueName: "port"))
    var sourcePort: Int?

    @Option(name: [.customShort("p"), .customLong("dport"), .customLong("destport")],
            help: ArgumentHelp("Destination port (1-65535); as hping3, +PORT adds one for each reply received, ++PORT one for each packet sent.", valueName: "port"))
    var destinationPort: DestinationPort

    @Flag(name: [.customShort("k"), .customLong("keep")], help: "Keep the source port the same for every packet.")
    var keepSourcePort = false

    @Option(name: [.customShort("t"), .customLong("ttl"), .customLong("hop-limit")], help: "IPv4 TTL / IPv6 hop limit (0-255).")
    var ttl: IntegerArgument = 64

    @Option(name: [.customShort("o"), .customLong("tos"), .customLong("traffic-class")], help: "IPv4 TOS / IPv6 traffic class (0-255).")
    var tos: IntegerArgument = 0

    @Option(name: [.customShort("N"), .customLong("id")], help: "IPv4 identification (0-65535); random when not given. Incremented per packet.")
    var identification: IntegerArgument?

    @Flag(name: [.customShort("y"), .customLong("df"), .customLong("dontfrag")], help: "Set IPv4 don't fragment.")
    var dontFragment = false

    @Flag(name: [.customShort("x"), .customLong("mf"), .customLong("morefrag")], help: "Set IPv4 more fragments.")
    var moreFragments = false

    @Option(name: [.customShort("g"), .customLong("frag-offset"), .customLong("fragoff")], help: "IPv4 fragment offset in 8-byte units (0-8191).")
    var fragmentOffset: IntegerArgument = 0

    @Option(name: .customLong("ip-options"), help: "IPv4 options as hex bytes (padded to 4 with zeros, at most 40).")
    var ipOptions: String?

    @Option(name: .customLong("flow-label"), help: "IPv6 flow label (0-1048575).")
    var flowLabel: IntegerArgument = 0

    @Option(name: .customLong("data"), help: "Payload text.")
    var data: String?

    @Option(name: .customLong("data-hex"), help: "Payload as hex bytes (spaces and colons allowed).")
    var dataHex: String?

    @Option(name: [.customShort("E"), .customLong("data-file"), .customLong("file")], help: "Payload read from this file.")
    var dataFile: String?

    @Option(name: [.customShort("d"), .customLong("data-size")],
            help: "Payload size: pads the payload with zeros or cuts it to SIZE bytes.")
    var dataSize: Int?

    @Flag(name: [.customShort("b"), .customLong("bad-checksum"), .customLong("badcksum")], help: "Send a wrong TCP/UDP checksum.")
    var badChecksum = false

    @Option(name: [.customShort("c"), .customLong("count")], help: "Packets to send; without it, until Ctrl-C (1 with --write).")
    var count: Int?

    @Option(name: [.customShort("i"), .customLong("interval")], help: "Interval: seconds (0.5) or uMICROSECONDS (u1000), as hping3.")
    var interval: String = "1"

    @Option(name: .customLong("rate"), help: "Packets per second (instead of -i).")
    var rate: Double?

    @Flag(name: .customLong("flood"), help: "Send as fast as possible, replies counted not shown (needs -c or --duration).")
    var flood = false

    @Flag(name: .customLong("inject"), inversion: .prefixedNo,
          help: ArgumentHelp("Flood through a link-layer socket to the next hop's MAC (IPv4; the default for --flood over an Ethernet-like interface); --no-inject: the raw IP socket.",
                             valueName: "inject"))
    var inject: Bool?

    @Option(name: .customLong("duration"), help: "Stop sending after this many seconds.")
    var duration: Double?

    @Option(name: .customLong("timeout"), help: "Seconds to wait for replies after the last packet.")
    var timeout: Double = 1

    @Option(name: .customLong("write"), help: ArgumentHelp("Write the crafted packets to this pcap file instead of sending (no root needed).",
                                                           valueName: "file"))
    var writeFile: String?

    @Option(name: .customLong("color"), help: "Colour the text: auto (a terminal, or FORCE_COLOR set; never with NO_COLOR), always, never.")
    var color: ColorMode = .auto

    @Flag(name: .customLong("json"), help: "One JSON object per reply, then one for the summary.")
    var json = false

    @Flag(name: [.customShort("q"), .customLong("quiet")], help: "Print only the summary.")
    var quiet = false

    @Flag(name: .customShort("v"), help: "Print each reply decoded as tcpdump -v prints it (-vv for more).")
    var verbosity: Int

    @OptionGroup var target: TargetOptions

    func validate() throws {
        try checkPort(destinationPort.port, "-p/--dport")
        if let sourcePort { try checkPort(sourcePort, "-s/--sport") }
        if !(0...255).contains(ttl.value) { throw ValidationError("-t/--ttl \(ttl) out of range (0-255)") }
        if !(0...255).contains(tos.value) { throw ValidationError("-o/--tos \(tos) out of range (0-255)") }
        if let identification, !(0...65535).contains(identification.value) {
            throw ValidationError("-N/--id \(identification) out of range (0-65535)")
        }
        if !(0...8191).contains(fragmentOffset.value) {
            throw ValidationError("-g/--frag-offset \(fragmentOffset) out of range (0-8191)")
        }
        if !(0...0xfffff).contains(flowLabel.value) {
            throw ValidationError("--flow-label \(flowLabel) out of range (0-1048575)")
        }
        if let ipOptions {
            let bytes = try hexBytes(ipOptions, flag: "--ip-options")
            if bytes.count > 40 { throw ValidationError("--ip-options: \(bytes.count) bytes, at most 40 fit") }
        }
        if let dataHex { _ = try hexBytes(dataHex, flag: "--data-hex") }
        if [data != nil, dataHex != nil, dataFile != nil].filter({ $0 }).count > 1 {
            throw ValidationError("give only one of --data, --data-hex, --data-file")
        }
        if let dataSize, !(0...65_000).contains(dataSize) { throw ValidationError("-d \(dataSize) out of range (0-65000)") }
        if let count, count < 1 { throw ValidationError("-c \(count): must be at least 1") }
        if flood && count == nil && duration == nil {
            throw ValidationError("--flood needs a bound: give -c COUNT or --duration SECONDS")
        }
    }

    /// -i, --rate, --duration and --timeout: each wrong value (negative, NaN, too long) is one
    /// `swiftnet:` line and exit 64, checked before anything is resolved or written.
    func checkTimes() throws(CLIError) {
        try requirePositive(rate, flag: "--rate", unit: "packets per second")
        if try intervalNanoseconds() > Int64(maximumSeconds * 1e9) {
            throw CLIError(.usage, "-i/--rate: the interval is too long (at most \(Int(maximumSeconds)) seconds)")
        }
        try requirePositive(duration, flag: "--duration", unit: "seconds", maximum: maximumSeconds)
        if !(timeout >= 0 && timeout <= maximumSeconds) {
            throw CLIError(.usage, "--timeout: \(timeout) is not a number of seconds (0-\(Int(maximumSeconds)))")
        }
    }

    private func checkPort(_ port: Int, _ flag: String) throws {
        if !(1...65535).contains(port) { throw ValidationError("\(flag) \(port) out of range (1-65535)") }
    }

    func intervalNanoseconds() throws(CLIError) -> Int64 {
        if let rate { return Self.clampedNanoseconds(1e9 / rate) }
        if interval.hasPrefix("u"), let micro = Int64(interval.dropFirst()), micro >= 0 {
            return micro.multipliedReportingOverflow(by: 1000).overflow ? Int64.max : micro * 1000
        }
        return Self.clampedNanoseconds(try seconds(interval, flag: "-i") * 1e9)
    }

    /// A Double count of nanoseconds as Int64 without trapping: infinite or past Int64 becomes
    /// Int64.max, NaN or negative 0 (`--rate 0` trapped here before the error catalogue tests).
    static func clampedNanoseconds(_ value: Double) -> Int64 {
        guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? Int64.max : 0) }
        if value >= 9.2e18 { return Int64.max }
        return value > 0 ? Int64(value) : 0
    }

    /// The payload from --data/--data-hex/--data-file, sized by -d.
    func payload() throws -> [UInt8] {
        var bytes: [UInt8] = []
        if let data { bytes = Array(data.utf8) }
        if let dataHex { bytes = try hexBytes(dataHex, flag: "--data-hex") }
        if let dataFile {
            guard let contents = FileManager.default.contents(atPath: dataFile) else {
                throw CLIError(.noInput, "\(dataFile): cannot read --data-file")
            }
            bytes = Array(contents)
        }
        if let dataSize {
            if bytes.count > dataSize { bytes = Array(bytes.prefix(dataSize)) }
            bytes += [UInt8](repeating: 0, count: dataSize - bytes.count)
        }
        return bytes
    }

    /// --ip-options as bytes (validated already, so a parse failure cannot happen here).
    var ipOptionBytes: [UInt8] {
        guard let ipOptions else { return [] }
        return (try? hexBytes(ipOptions, flag: "--ip-options")) ?? []
    }

    /// The options every packet needs, read once: an ArgumentParser property costs a generic
    /// metadata lookup on every read, which profiling showed was most of a flood's own CPU time.
    var packetFields: CraftPacketFields {
        CraftPacketFields(ttl: UInt8(ttl.value), tos: UInt8(tos.value),
                          identification: identification.map { UInt16($0.value) },
                          dontFragment: dontFragment, moreFragments: moreFragments,
                          fragmentOffset: UInt16(fragmentOffset.value), options: ipOptionBytes,
                          flowLabel: UInt32(flowLabel.value), keepSourcePort: keepSourcePort,
                          destinationPort: UInt16(destinationPort.port), incrementDestinationPort: destinationPort.step == .perPacket,
                          badChecksum: badChecksum)
    }

    /// Builds the probes and either writes them to the pcap file (-w) or sends them and prints the
    /// replies as hping3 does, then the summary. `header` names the mode for the HPING line.
    func execute(targetName: String, header: (Int) -> String,
                 makeProbe: @escaping (_ index: Int, _ source: IPAddress, _ destination: IPAddress) -> ProbePacket) throws {
        try checkTimes()
        if let writeFile {
            try writePcap(writeFile, targetName: targetName, makeProbe: makeProbe)
            return
        }
        let (address, route) = try target.prepare(targetName)
        if address.family == .ipv6, ipOptions != nil {
            throw CLIError(.usage, "--ip-options: IPv4 only (\(targetName) is \(address))")
        }
        var schedule = ProbeSchedule()
        schedule.count = count
        schedule.intervalNanoseconds = try intervalNanoseconds()
        schedule.flood = flood
        schedule.duration = duration
        schedule.linger = timeout
        schedule.destinationPortStep = destinationPort.step
        // Floods go out through AF_PACKET by default where that works (IPv4 over an Ethernet-like
        // interface): the same bytes, about 1.6 times the rate of the raw IP socket (BENCHMARKS.md).
        schedule.linkLayerInjection = inject ?? (flood && address.family == .ipv4 && interfaceIsEthernetLike(route.interfaceName))
        let runner = try probeCall { () throws(ProbeError) in
            try ProbeRunner(route: route, destination: address, schedule: schedule) { index in
                makeProbe(index, route.source, address)
            }
        }
        let headerLength = makeProbe(0, route.source, address).build().count - (try payload().count)
        var printer = PacketPrinter(options: DissectOptions(verbosity: verbosity, absoluteSequence: true))
        if !json {
            writeOut("HPING \(targetName) (\(route.interfaceName) \(address)): \(header(headerLength)) headers + \(try payload().count) data bytes\n")
            if flood { writeOut("hping in flood mode, no replies will be shown\n") }
        }
        InterruptFlag.install()
        Colour.configure(json ? .never : color)
        var writer = ProbeJSONWriter()
        let statistics = try probeCall { () throws(ProbeError) in
            try runner.run(onReply: { reply in
                if json {
                    writeOut(writer.line(for: reply))
                } else if verbosity > 0 {
                    // The reply as the decode printer shows it (tcpdump -n -v style, absolute seq).
                    var text: [UInt8] = []
                    let bytes = reply.packet.bytes
                    printer.print(CapturedPacket(timestamp: reply.packet.timestamp, originalLength: bytes.count,
                                                 linkType: .raw, data: bytes), into: &text)
                    writeOut(String(decoding: text, as: UTF8.self))
                } else if !quiet {
                    writeOut(Colour.hpingText(reply.hpingText))
                }
            }, stopRequested: { InterruptFlag.isSet })
        }
        if json {
            writeOut(writer.summary(statistics, target: targetName))
        } else {
            // hping3 prints its statistics on stderr (print_statistics), the replies on stdout.
            writeStandardError(statistics.summary(target: targetName))
            if flood {
                let path = runner.usedLinkLayerInjection ? "AF_PACKET injection" : "raw IP socket"
                writeOut("\(statistics.transmitted) packets in \(statistics.elapsedNanoseconds / 1_000_000) ms: \(Int(statistics.packetsPerSecond)) packets/s (\(path))\n")
            }
        }
        if statistics.received == 0 && !flood { throw ExitCode(1) }
    }

    /// -w: the packets go to a pcap (LINKTYPE_RAW) instead of the network. Timestamps start at
    /// SOURCE_DATE_EPOCH when set (reproducible files), else now, and step by the interval.
    private func writePcap(_ path: String, targetName: String,
                           makeProbe: (Int, IPAddress, IPAddress) -> ProbePacket) throws {
        try target.checkSourceFamily(target: targetName)
        let address = try probeCall { () throws(ProbeError) in
            try HostResolver.resolve(targetName, family: target.family ?? target.sourceAddress?.family)
        }
        let source: IPAddress
        if let given = target.sourceAddress {
            guard given.family == address.family else {
                throw TargetOptions.familyMismatch(source: given, target: targetName, address: address)
            }
            source = given
        } else {
            source = try probeCall { () throws(ProbeError) in
                try RouteLookup.route(to: address, interface: target.interface).source
            }
        }
        if address.family == .ipv6, ipOptions != nil {
            throw CLIError(.usage, "--ip-options: IPv4 only (\(targetName) is \(address))")
        }
        let writer: PcapWriter
        do {
            writer = try PcapWriter(path: path, linkType: .raw)
        } catch {
            throw CLIError(.cannotCreate, "\(path): \(Self.writeFailure(error))")
        }
        var start = ProbeClock.now()
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap({ Int64($0) }) {
            start = Timestamp(seconds: epoch, nanoseconds: 0)
        }
        let step = try intervalNanoseconds()
        for index in 0..<(count ?? 1) {
            let packet = makeProbe(index, source, address).build()
            do {
                // Saturating: -c in the billions times a long -i must not overflow (timestamps
                // simply stop advancing about three years on).
                let offset = step.multipliedReportingOverflow(by: Int64(index))
                let nanoseconds = offset.overflow ? Int64(maximumSeconds * 1e9) : min(offset.partialValue, Int64(maximumSeconds * 1e9))
                try writer.write(packet, timestamp: ProbeClock.adding(nanoseconds, to: start))
            } catch {
                throw CLIError(.ioError, "\(path): \(Self.writeFailure(error))")
            }
        }
        do { try writer.close() } catch { throw CLIError(.ioError, "\(path): \(Self.writeFailure(error))") }
    }

    /// The reason alone for a -w failure: the pcap writer's own description repeats the path and
    /// names a record offset, which reads oddly after `PATH:` (found by the error catalogue tests).
    static func writeFailure(_ error: CaptureFileError) -> String {
        if case .io(let text) = error.kind { return text }
        return error.description
    }
}

/// Hex text (`dead beef`, `de:ad`, `0xdead`) to bytes; a usage error names the flag otherwise.
func hexBytes(_ text: String, flag: String) throws -> [UInt8] {
    var digits = text.lowercased()
    if digits.hasPrefix("0x") { digits.removeFirst(2) }
    digits.removeAll { $0 == " " || $0 == ":" || $0 == "-" }
    guard digits.count % 2 == 0, digits.allSatisfy(\.isHexDigit) else {
        throw ValidationError("\(flag): '\(text)' is not an even number of hex digits")
    }
    var bytes: [UInt8] = []
    var index = digits.startIndex
    while index < digits.endIndex {
        let next = digits.index(index, offsetBy: 2)
        bytes.append(UInt8(digits[index..<next], radix: 16)!)
        index = next
    }
    return bytes
}

/// A whole number given in decimal or as `0x` hex (`--tos 0xb8`), range-checked by the command.
struct IntegerArgument: ExpressibleByArgument, ExpressibleByIntegerLiteral, CustomStringConvertible {
    var value: Int

    init(integerLiteral value: Int) { self.value = value }

    init?(argument: String) {
        let lowered = argument.lowercased()
        if lowered.hasPrefix("0x"), let parsed = Int(lowered.dropFirst(2), radix: 16) {
            value = parsed
        } else if let parsed = Int(argument) {
            value = parsed
        } else {
            return nil
        }
    }

    var description: String { String(value) }
    var defaultValueDescription: String { String(value) }
}

/// `CraftOptions`' per-packet values as plain fields (see `CraftOptions.packetFields`).
struct CraftPacketFields: Sendable {
    var ttl: UInt8
    var tos: UInt8
    /// --id; nil: a random start, incremented per packet.
    var identification: UInt16?
    var dontFragment: Bool
    var moreFragments: Bool
    var fragmentOffset: UInt16
    var options: [UInt8]
    var flowLabel: UInt32
    var keepSourcePort: Bool
    var destinationPort: UInt16
    /// hping3's `-p ++PORT`: the destination port counts up per packet.
    var incrementDestinationPort: Bool
    var badChecksum: Bool

    /// IP fields for packet `index`: id counts up from --id (or a random start).
    func ipFields(source: IPAddress, destination: IPAddress, index: Int, baseIdentification: UInt16) -> IPFields {
        IPFields(source: source, destination: destination, ttl: ttl, tos: tos,
                 identification: identification ?? baseIdentification &+ UInt16(truncatingIfNeeded: index),
                 dontFragment: dontFragment, moreFragments: moreFragments,
                 fragmentOffset: fragmentOffset, options: options, flowLabel: flowLabel)
    }

    /// Source port for packet `index`.
    func sourcePort(index: Int, base: UInt16) -> UInt16 {
        keepSourcePort ? base : Self.port(base, plus: index)
    }

    /// Destination port for packet `index`: fixed, or counting up with `-p ++PORT`.
    func destinationPort(index: Int) -> UInt16 {
        incrementDestinationPort ? Self.port(destinationPort, plus: index) : destinationPort
    }

    /// `base + offset` in 1...65535, wrapping past 65535 to 1 (port 0 is never sent).
    static func port(_ base: UInt16, plus offset: Int) -> UInt16 {
        DestinationPortStep.port(base, plus: offset)
    }
}

/// hping3's destination port: `80`; `+80`, one more for each reply received (the probe runner
/// moves it, since only it sees replies; a --write file has none, so the port stays); `++80`, one
/// more for each packet sent.
struct DestinationPort: ExpressibleByArgument, Sendable {
    var port: Int
    var step: DestinationPortStep

    init?(argument: String) {
        step = argument.hasPrefix("++") ? .perPacket : argument.hasPrefix("+") ? .perReply : .fixed
        let digits = argument.dropFirst(step == .perPacket ? 2 : step == .perReply ? 1 : 0)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let port = Int(digits) else { return nil }
        self.port = port
    }
}

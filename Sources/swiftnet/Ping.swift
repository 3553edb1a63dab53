import ArgumentParser
import Foundation
import SwiftNetProbe

/// `swiftnet ping TARGET`: ICMP echo as iputils ping does it, IPv4 and ICMPv6, and a traceroute mode.
struct Ping: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Send ICMP echo requests and print replies and statistics as iputils ping does.",
        discussion: """
            Without root or CAP_NET_RAW, uses an ICMP datagram socket where net.ipv4.ping_group_range \
            includes the user's group, as iputils ping does. Ctrl-C prints the statistics and stops.
            """
    )

    @Argument(help: "Host name or address to ping.")
    var target: String

    @Option(name: .customShort("c", allowingJoined: true), help: "Stop after sending COUNT requests (with -w: after COUNT replies).")
    var count: Int?

    @Option(name: .customShort("i", allowingJoined: true), help: "Seconds between requests (fractional).")
    var interval: String = "1"

    @Option(name: .customShort("s", allowingJoined: true), help: "Data bytes per request.")
    var size: Int = 56

    @Option(name: .customShort("t", allowingJoined: true), help: "IP time to live / IPv6 hop limit (1-255).")
    var ttl: Int = 64

    @Option(name: .customShort("Q"), help: "Type of service / traffic class byte, decimal or 0x hex (0-255).")
    var tos: IntegerArgument = 0

    @Option(name: .customShort("W"), help: "Seconds to wait for a reply when none has come (10 when not given; at least 0.001, as iputils).")
    var timeout: String?

    @Option(name: .customShort("w"), help: "Stop after this many seconds whatever happens (0: no deadline, as iputils).")
    var deadline: String?

    @Flag(name: .customShort("q"), help: "Quiet: print only the header and the statistics.")
    var quiet = false

    @Flag(name: .customShort("D"), help: "Print the Unix time before each line.")
    var printTimestamps = false

    @Flag(name: .customShort("f"), help: "Flood: send as fast as replies return (bounded by -c or -w).")
    var flood = false

    @Flag(name: .customShort("n"), help: "Numeric output: no reverse lookup of reply addresses.")
    var numeric = false

    @Option(name: .customShort("p", allowingJoined: true), help: "Fill the data with this hex pattern (up to 16 bytes), as ping -p.")
    var pattern: String?

    @Option(name: .customShort("M", allowingJoined: true), help: "Path MTU discovery: do (DF, never fragment), want (DF when it fits; default), dont (no DF).")
    var pathMTUDiscovery: String?

    @Flag(name: .customShort("a"), help: "Audible: a bell after each reply.")
    var audible = false

    @Flag(name: .customShort("B"), help: "Keep the source address fixed (it is: shown in the PING line, as iputils).")
    var strictSource = false

    @Option(name: .customShort("l"), help: "Preload: send this many requests at once at the start (at most 3 without root, as iputils).")
    var preload: Int?

    @Flag(name: .customShort("r"), help: "Bypass routing: send straight to a host on an attached network (SO_DONTROUTE).")
    var bypassRouting = false

    @Flag(name: .customShort("U"), help: "User-to-user latency: time replies when read, not at the kernel's receive time.")
    var userLatency = false

    @Flag(name: .customShort("R"), help: "Record route (IPv4): print the addresses the request and reply passed.")
    var recordRoute = false

    @Flag(name: .customShort("O"), help: "Report a request still unanswered when the next one is sent.")
    var reportOutstanding = false

    @Option(name: .customLong("color"), help: "Colour the text: auto (a terminal, or FORCE_COLOR set; never with NO_COLOR), always, never.")
    var color: ColorMode = .auto

    @Flag(name: .customLong("json"), help: "One JSON object per reply or error (the decode --json packet inside), then the statistics.")
    var json = false

    @Flag(name: .customLong("traceroute"), help: "Trace the path: TTL-stepped probes, one line per hop.")
    var traceroute = false

    @Option(name: .customLong("max-hops"), help: "Traceroute: the largest TTL tried.")
    var maxHops: Int = 30

    @OptionGroup var targetOptions: TargetOptions

    /// iputils' limit for users without CAP_NET_RAW: no flood, no interval below 2 ms.
    static let minimumUserInterval = 0.002
    /// iputils' -l limit for users without CAP_NET_RAW.
    static let maximumUserPreload = 3

    func validate() throws {
        if let count, count < 1 { throw ValidationError("-c: bad number of packets to transmit: \(count)") }
        if !(1...255).contains(ttl) { throw ValidationError("-t: ttl \(ttl) out of range (1-255)") }
        if !(0...255).contains(tos.value) { throw ValidationError("-Q: tos \(tos) out of range (0-255)") }
        if let preload, preload < 1 { throw ValidationError("-l: bad preload value: \(preload), should be at least 1") }
        if !(0...65_507).contains(size) { throw ValidationError("-s: size \(size) out of range (0-65507)") }
        if !(1...255).contains(maxHops) { throw ValidationError("--max-hops: \(maxHops) out of range (1-255)") }
        if let pattern, PingPayload.pattern(from: pattern) == nil {
            throw ValidationError("-p: patterns must be specified as hex digits: \(pattern)")
        }
        if let pathMTUDiscovery, PathMTUDiscovery(rawValue: pathMTUDiscovery) == nil {
            throw ValidationError("-M: invalid argument: \(pathMTUDiscovery) (do, want or dont)")
        }
        if json && traceroute { throw ValidationError("--json: not available with --traceroute") }
        if flood && count == nil && deadline == nil {
            throw ValidationError("-f needs a bound: give -c COUNT or -w SECONDS")
        }
    }

    func run() throws {
        // Times first: a bad -i/-W/-w is the user's line to fix, whatever the target.
        var options = PingOptions()
        options.interval = try seconds(interval, flag: "-i")
        options.timeout = try timeout.map { (text) throws(CLIError) in try seconds(text, flag: "-W") }
        if let timeout = options.timeout, timeout < 0.001 {
            // iputils refuses a linger below a millisecond ("bad linger time").
            throw CLIError(.usage, "-W: bad linger time: \(self.timeout ?? "")")
        }
        options.deadline = try deadline.map { (text) throws(CLIError) in try seconds(text, flag: "-w") }
        if options.deadline == 0 { options.deadline = nil }   // iputils: -w 0 is no deadline
        // Raw sockets when allowed; else iputils' unprivileged ICMP datagram socket, when the
        // user's group is inside net.ipv4.ping_group_range. --traceroute needs raw sockets.
        let (address, route) = try targetOptions.prepare(target, requireRawSockets: traceroute)
        let unprivileged = !traceroute && !Privilege.canUseRawSockets
        if recordRoute && address.family == .ipv6 {
            throw CLIError(.usage, "-R: record route is IPv4 only (\(target) is \(address))")
        }
        if recordRoute && unprivileged {
            // The option is written into our own IP header, which only raw sockets send.
            try probeCall { () throws(ProbeError) in try Privilege.requireRawSockets() }
        }
        if unprivileged {
            guard ICMPDatagramSocket.isAvailable(family: address.family) else {
                // Neither: the raw-socket message, which names both fixes.
                try probeCall { () throws(ProbeError) in try Privilege.requireRawSockets() }
                return
            }
            if flood || options.interval < Self.minimumUserInterval {
                throw CLIError(.noPermission, "cannot flood; minimal interval allowed for user is 2ms (-f and -i below 0.002 need root or CAP_NET_RAW)")
            }
            if let preload, preload > Self.maximumUserPreload {
                throw CLIError(.noPermission, "cannot set preload to value greater than 3: \(preload)")
            }
        }
        options.count = count
        options.payloadSize = size
        options.ttl = UInt8(ttl)
        options.tos = UInt8(tos.value)
        options.audible = audible
        options.preload = preload ?? 1
        options.bypassRouting = bypassRouting
        options.userLatency = userLatency
        options.reportOutstanding = reportOutstanding
        options.recordRoute = recordRoute
        options.strictSource = strictSource || (targetOptions.interfaceOrAddress != nil && targetOptions.interface == nil)
        options.headerInterface = targetOptions.interface
        options.quiet = quiet
        options.printTimestamps = printTimestamps
        options.flood = flood
        options.identifier = UInt16.random(in: 1...UInt16.max)
        options.numeric = numeric
        options.pattern = pattern.flatMap { PingPayload.pattern(from: $0) } ?? []
        options.pathMTUDiscovery = pathMTUDiscovery.flatMap { PathMTUDiscovery(rawValue: $0) } ?? .want
        InterruptFlag.install()
        if traceroute {
            let tracer = try probeCall { () throws(ProbeError) in
                try Tracer(target: target, address: address, route: route, options: options, maxHops: maxHops)
            }
            writeOut(tracer.header + "\n")
            let reached = try probeCall { () throws(ProbeError) in
                try tracer.run(output: writeOut, stopRequested: { InterruptFlag.isSet })
            }
            if !reached { throw ExitCode(1) }
            return
        }
        let pinger = try probeCall { () throws(ProbeError) in
            try Pinger(target: target, address: address, route: route, options: options, unprivileged: unprivileged)
        }
        // iputils prints the pattern while reading its options, before the PING line.
        if !options.pattern.isEmpty, !quiet, !json { writeOut(PingPayload.patternLine(options.pattern) + "\n") }
        if !json { writeOut(pinger.header + "\n") }
        Colour.configure(json ? .never : color)
        let output: (String) -> Void = { writeOut(Colour.pingText($0)) }
        var writer = ProbeJSONWriter()
        let statistics = try probeCall { () throws(ProbeError) in
            try pinger.run(output: output, diagnostic: { printStandardError("swiftnet: " + $0) },
                           events: json ? { writeOut(writer.line(for: $0)) } : nil,
                           statusRequested: { InterruptFlag.takeStatusRequest() },
                           status: { writeStandardError("\r" + $0 + "\n") },
                           stopRequested: { InterruptFlag.isSet })
        }
        if json {
            writeOut(writer.summary(statistics, target: target))
        } else {
            if flood { writeOut("\n") }
            output(statistics.summary(target: target))
        }
        let status = statistics.exitStatus(count: count, deadline: options.deadline)
        if status != 0 { throw ExitCode(status) }
    }
}

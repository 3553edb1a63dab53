import ArgumentParser
import Foundation
import SwiftNetProbe

/// Target selection shared by ping, udp and tcp: family, interface and source overrides.
struct TargetOptions: ParsableArguments {
    @Flag(name: .customShort("4"), help: "Use IPv4 only.")
    var ipv4Only = false

    @Flag(name: .customShort("6"), help: "Use IPv6 only.")
    var ipv6Only = false

    @Option(name: [.customShort("I", allowingJoined: true), .customLong("interface")],
            help: "Send through this interface (ping -I, hping3 -I); an address here means --source, as in ping.")
    var interfaceOrAddress: String?

    /// -I names an interface unless it is a numeric address (ping's -I takes either).
    var interface: String? { interfaceOrAddress.flatMap { IPAddress($0) == nil ? $0 : nil } }

    /// --source, or -I given as an address.
    var sourceAddress: IPAddress? {
        source.flatMap { IPAddress($0) } ?? interfaceOrAddress.flatMap { IPAddress($0) }
    }

    @Option(name: [.customLong("source")], help: "Source address to put in the packets (may be spoofed).")
    var source: String?

    func validate() throws {
        if ipv4Only && ipv6Only { throw ValidationError("-4 and -6 cannot be used together") }
        if let source, IPAddress(source) == nil {
            throw ValidationError("--source: '\(source)' is not a numeric IPv4 or IPv6 address")
        }
    }

    var family: AddressFamily? { ipv4Only ? .ipv4 : ipv6Only ? .ipv6 : nil }

    /// Resolves `target` and finds its route; then checks raw-socket privilege. Nothing is sent.
    func prepare(_ target: String) throws -> (address: IPAddress, route: Route) {
        var family = self.family
        if family == nil, let source = sourceAddress { family = source.family }
        let address = try probeCall { () throws(ProbeError) in try HostResolver.resolve(target, family: family) }
        if let sourceAddress, sourceAddress.family != address.family {
            throw CLIError(.usage, "--source \(sourceAddress) is not the family of \(target) (\(address))")
        }
        let route = try probeCall { () throws(ProbeError) in
            try RouteLookup.route(to: address, source: sourceAddress, interface: interface)
        }
        try probeCall { () throws(ProbeError) in try Privilege.requireRawSockets() }
        return (address, route)
    }
}

/// Runs a SwiftNetProbe call, turning its `ProbeError` into the CLIError with the matching status.
func probeCall<Result>(_ body: () throws(ProbeError) -> Result) throws(CLIError) -> Result {
    do {
        return try body()
    } catch {
        switch error {
        case .unknownHost: throw CLIError(.noHost, error.description)
        case .unroutable, .noSuchInterface: throw CLIError(.unavailable, error.description)
        case .noPermission: throw CLIError(.noPermission, error.description)
        case .system: throw CLIError(.ioError, error.description)
        }
    }
}

/// Writes `text` to stdout at once (write(2): no buffering, so dots and lines appear as they happen).
func writeOut(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
        if written <= 0 { return }
        offset += written
    }
}

/// SIGINT/SIGTERM turn into a flag the send/receive loops poll (they wake at least every 100 ms),
/// so they stop and print their summary as ping and hping3 do.
enum InterruptFlag {
    nonisolated(unsafe) private static var caught: sig_atomic_t = 0

    static var isSet: Bool { caught != 0 }

    static func install() {
        caught = 0
        // A parent may start us with these blocked (Foundation's Process does): unblock them.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        for signal in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in InterruptFlag.caught = 1 }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }
}

/// The longest time any flag takes: about three years.
let maximumSeconds = 100_000_000.0

/// Parses a non-negative number of seconds (`0.2`, `1`), for -i, -W and -w.
func seconds(_ text: String, flag: String) throws -> Double {
    guard let value = Double(text), value >= 0, value.isFinite else {
        throw ValidationError("\(flag): '\(text)' is not a number of seconds")
    }
    // Times become Int64 nanoseconds; a bound far beyond any real wait keeps that from trapping
    // (-w 1e300 crashed before the error catalogue tests).
    guard value <= maximumSeconds else {
        throw ValidationError("\(flag): '\(text)' is too long (at most \(Int(maximumSeconds)) seconds)")
    }
    return value
}

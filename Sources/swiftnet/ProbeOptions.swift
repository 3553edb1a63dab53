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

    /// Resolves `target` and finds its route; then checks raw-socket privilege unless
    /// `requireRawSockets` is false (ping, which can fall back to an ICMP datagram socket).
    /// Nothing is sent.
    func prepare(_ target: String, requireRawSockets: Bool = true) throws -> (address: IPAddress, route: Route) {
        try checkSourceFamily(target: target)
        var family = self.family
        if family == nil, let source = sourceAddress { family = source.family }
        let address = try probeCall { () throws(ProbeError) in try HostResolver.resolve(target, family: family) }
        if let sourceAddress, sourceAddress.family != address.family {
            throw Self.familyMismatch(source: sourceAddress, target: target, address: address)
        }
        let route = try probeCall { () throws(ProbeError) in
            try RouteLookup.route(to: address, source: sourceAddress, interface: interface)
        }
        if requireRawSockets { try probeCall { () throws(ProbeError) in try Privilege.requireRawSockets() } }
        return (address, route)
    }
}

extension TargetOptions {
    /// A --source (or -I address) that cannot send to `target`: a literal address of the other
    /// family, or a name with no address in the source's family but some in the other. Caught
    /// before resolving with the source's family, which would blame the name instead.
    func checkSourceFamily(target: String) throws(CLIError) {
        guard let sourceAddress else { return }
        if let family, family != sourceAddress.family {
            throw CLIError(.usage, "--source \(sourceAddress) is \(sourceAddress.family.name) but -\(family == .ipv4 ? "4" : "6") asks for \(family.name)")
        }
        if let literal = IPAddress(target), literal.family != sourceAddress.family {
            throw Self.familyMismatch(source: sourceAddress, target: target, address: literal)
        }
        if IPAddress(target) == nil, (try? HostResolver.resolve(target, family: sourceAddress.family)) == nil,
           let other = try? HostResolver.resolve(target) {
            throw Self.familyMismatch(source: sourceAddress, target: target, address: other)
        }
    }

    static func familyMismatch(source: IPAddress, target: String, address: IPAddress) -> CLIError {
        let named = target == address.description ? target : "\(target) (\(address))"
        return CLIError(.usage, "--source \(source) is \(source.family.name) but \(named) is \(address.family.name)")
    }
}

extension AddressFamily {
    /// `IPv4` / `IPv6`, for messages.
    var name: String { self == .ipv4 ? "IPv4" : "IPv6" }
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

/// Writes `text` to stdout at once (no buffering, so dots and lines appear as they happen).
func writeOut(_ text: String) { writeStandardOutput(text) }

/// SIGINT/SIGTERM turn into a flag the send/receive loops poll (they wake at least every 100 ms),
/// so they stop and print their summary as ping and hping3 do.
enum InterruptFlag {
    nonisolated(unsafe) private static var caught: sig_atomic_t = 0
    /// SIGQUIT: ping's request for its interim statistics line (iputils' status()).
    nonisolated(unsafe) private static var statusWanted: sig_atomic_t = 0

    static var isSet: Bool { caught != 0 }

    /// Whether SIGQUIT came since the last call (then cleared).
    static func takeStatusRequest() -> Bool {
        guard statusWanted != 0 else { return false }
        statusWanted = 0
        return true
    }

    static func install() {
        caught = 0
        // A parent may start us with these blocked (Foundation's Process does): unblock them.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        sigaddset(&unblock, SIGQUIT)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        var status = sigaction()
        status.__sigaction_handler.sa_handler = { _ in InterruptFlag.statusWanted = 1 }
        sigemptyset(&status.sa_mask)
        status.sa_flags = SA_RESTART
        sigaction(SIGQUIT, &status, nil)
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

/// Parses a non-negative number of seconds (`0.2`, `1`), for -i, -W and -w. Negative, NaN,
/// infinite or text: one `swiftnet:` line, exit 64 (checked in run(), before anything resolves).
func seconds(_ text: String, flag: String) throws(CLIError) -> Double {
    guard let value = Double(text), value >= 0, value.isFinite else {
        throw CLIError(.usage, "\(flag): '\(text)' is not a number of seconds (0 or more)")
    }
    // Times become Int64 nanoseconds; a bound far beyond any real wait keeps that from trapping
    // (-w 1e300 crashed before the error catalogue tests).
    guard value <= maximumSeconds else {
        throw CLIError(.usage, "\(flag): '\(text)' is too long (at most \(Int(maximumSeconds)) seconds)")
    }
    return value
}

/// A Double option that must be a positive, finite number (`--duration`, `--rate`): its one
/// `swiftnet:` line otherwise (NaN compares false both ways, so the test is written positively).
func requirePositive(_ value: Double?, flag: String, unit: String, maximum: Double = .greatestFiniteMagnitude) throws(CLIError) {
    guard let value else { return }
    guard value > 0, value.isFinite else {
        throw CLIError(.usage, "\(flag): \(value) is not a positive number of \(unit)")
    }
    guard value <= maximum else {
        throw CLIError(.usage, "\(flag): \(value) is too long (at most \(Int(maximum)) \(unit))")
    }
}

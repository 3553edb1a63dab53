import ArgumentParser
import SwiftNetDissect
import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// When to colour the output.
enum ColorMode: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

/// Every tcpdump printing flag, shared by the commands that print packets (`decode`, `capture`,
/// and the probes' reply decoding). Short names follow tcpdump: counts like `-vv`, `-ttt`, `-XX`.
struct PrintingOptions: ParsableArguments {
    @Flag(name: .customShort("v"), help: "More detail: -v IP header fields and checksums, -vv more, -vvv most.")
    var verbose: Int

    @Flag(name: .customShort("e"), help: "Print the link-level header (MAC addresses, EtherType, VLAN tags).")
    var linkHeader = false

    @Flag(name: .customShort("q"), help: "Quiet: less protocol information.")
    var quiet = false

    @Flag(name: .customShort("t"), help: "Timestamps: -t none, -tt epoch seconds, -ttt delta from previous, -tttt date and time, -ttttt delta from first.")
    var timestampFlags: Int

    @Flag(name: .customShort("#"), help: "Number the packets.")
    var packetNumbers = false

    @Flag(name: .customShort("x"), help: "Hex dump each packet after its link header (-xx: including it).")
    var hex: Int

    @Flag(name: .customShort("X"), help: "Hex and ASCII dump after the link header (-XX: including it).")
    var hexASCII: Int

    @Flag(name: .customShort("A"), help: "ASCII dump after the link header (-AA: including it).")
    var ascii: Int

    @Flag(name: .customShort("S"), help: "Absolute TCP sequence numbers.")
    var absoluteSequence = false

    @Flag(name: .customShort("K"), help: "Do not verify IP, TCP or UDP checksums (no verdicts with -v).")
    var noChecksumVerification = false

    @Flag(name: .customShort("n"), help: "Numeric output (accepted for tcpdump compatibility; output is always numeric).")
    var numeric = false

    @Flag(name: .customLong("nano"), help: "Print timestamps with nanosecond precision.")
    var nanoseconds = false

    @Flag(name: .customLong("json"), help: "One JSON object per packet (newline-delimited), instead of text.")
    var json = false

    @Option(name: .customLong("color"), help: "Colour the text: auto (a terminal, or FORCE_COLOR set; never with NO_COLOR), always, never.")
    var color: ColorMode = .auto

    /// The dump mode the flags select; -X wins over -x, which wins over -A, as in tcpdump.
    var hexDumpMode: HexDumpMode {
        if hexASCII > 0 { return hexASCII > 1 ? .hexASCIIWithLinkHeader : .hexASCII }
        if hex > 0 { return hex > 1 ? .hexWithLinkHeader : .hex }
        if ascii > 0 { return ascii > 1 ? .asciiWithLinkHeader : .ascii }
        return .none
    }

    /// Whether to colour output written to `fileDescriptor` (Colour.wanted's rules), and sets
    /// Rainbow to match.
    func useColor(fileDescriptor: Int32 = 1) -> Bool {
        Colour.configure(color, fileDescriptor: fileDescriptor)
        return Colour.wanted(color, fileDescriptor: fileDescriptor)
    }

    /// The printer settings these flags describe; `precision` overrides --nano when given.
    func dissectOptions(precision: TimestampPrecision? = nil) -> DissectOptions {
        DissectOptions(
            // Not capped at 3: OpenFlow 1.0 decodes its nested frame 3 levels lower (-vvvv: as -v).
            verbosity: verbose,
            linkHeader: linkHeader,
            quiet: quiet,
            timestampStyle: TimestampStyle(tFlagCount: timestampFlags),
            hexDump: hexDumpMode,
            absoluteSequence: absoluteSequence,
            verifyChecksums: !noChecksumVerification,
            packetNumbers: packetNumbers,
            color: useColor(),
            precision: precision ?? (nanoseconds ? .nanoseconds : .microseconds)
        )
    }
}

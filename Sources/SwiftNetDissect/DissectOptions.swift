import SwiftNetPcap

/// How each packet line starts: tcpdump's `-t` family.
public enum TimestampStyle: Sendable, Hashable {
    /// `HH:MM:SS.ffffff` in local time (the default; honours TZ).
    case time
    /// No timestamp (`-t`).
    case none
    /// Seconds since the epoch, `1700000000.123456` (`-tt`).
    case epoch
    /// Time since the previous packet, `00:00:00.001234` (`-ttt`).
    case sincePrevious
    /// Local date and time, `2023-11-14 22:13:20.123456` (`-tttt`).
    case date
    /// Time since the first packet, `00:00:01.000000` (`-ttttt`).
    case sinceFirst

    /// The style for a count of `-t` flags (0 = default, 1 = none, … 5 = since first); counts above
    /// five behave as five, as tcpdump's do.
    public init(tFlagCount: Int) {
        switch tFlagCount {
        case ...0: self = .time
        case 1: self = .none
        case 2: self = .epoch
        case 3: self = .sincePrevious
        case 4: self = .date
        default: self = .sinceFirst
        }
    }
}

/// The raw dump that follows each packet line: tcpdump's `-x`/`-xx`/`-X`/`-XX`/`-A`.
public enum HexDumpMode: Sendable, Hashable {
    case none
    /// `-x`: hex of everything after the link-layer header.
    case hex
    /// `-xx`: hex including the link-layer header.
    case hexWithLinkHeader
    /// `-X`: hex and ASCII after the link-layer header.
    case hexASCII
    /// `-XX`: hex and ASCII including the link-layer header.
    case hexASCIIWithLinkHeader
    /// `-A`: ASCII after the link-layer header.
    case ascii
    /// `-AA`: ASCII including the link-layer header.
    case asciiWithLinkHeader
}

/// Every printing switch tcpdump offers that swiftnet honours. A plain value: the CLI's
/// `PrintingOptions` fills it, `PacketPrinter` reads it.
public struct DissectOptions: Sendable, Hashable {
    /// The count of `-v` (tcpdump's ndo_vflag): 0 = default, 1 = `-v`, 2 = `-vv`, 3 = `-vvv`; more
    /// prints as `-vvv` except inside OpenFlow 1.0's nested frame, decoded 3 levels lower.
    public var verbosity: Int
    /// `-e`: print the link-layer header.
    public var linkHeader: Bool
    /// `-q`: less protocol detail.
    public var quiet: Bool
    public var timestampStyle: TimestampStyle
    public var hexDump: HexDumpMode
    /// `-S`: absolute TCP sequence numbers instead of relative ones.
    public var absoluteSequence: Bool
    /// false for `-K`: IP, TCP and UDP checksums are not verified (tcpdump prints no verdicts).
    public var verifyChecksums: Bool
    /// `-#`: prefix each line with the packet number.
    public var packetNumbers: Bool
    /// Colour the line (ANSI) — only ever set when the output is a terminal.
    public var color: Bool
    /// Fractional-second digits: microseconds (6) or nanoseconds (9), as the file's precision.
    public var precision: TimestampPrecision
    /// `-T TYPE`: the packet type override (tcpdump's ndo_packettype); nil decodes as usual.
    public var packetType: PacketType? = nil

    public init(verbosity: Int = 0, linkHeader: Bool = false, quiet: Bool = false,
                timestampStyle: TimestampStyle = .time, hexDump: HexDumpMode = .none,
                absoluteSequence: Bool = false, verifyChecksums: Bool = true, packetNumbers: Bool = false,
                color: Bool = false,
                precision: TimestampPrecision = .microseconds) {
        self.verbosity = verbosity
        self.linkHeader = linkHeader
        self.quiet = quiet
        self.timestampStyle = timestampStyle
        self.hexDump = hexDump
        self.absoluteSequence = absoluteSequence
        self.verifyChecksums = verifyChecksums
        self.packetNumbers = packetNumbers
        self.color = color
        self.precision = precision
    }
}

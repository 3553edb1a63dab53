import Foundation
import Testing

/// The README's error catalogue (`<!-- section: errors -->`), one row each: provoked through the
/// built binary, the exit status and the one error line checked exactly (a trailing `…` means
/// "starts with"). Usage errors (64) are ArgumentParser's `Error: MESSAGE` line followed by the
/// usage; every other failure is exactly one `swiftnet: ...` line. Nothing here sends a packet
/// anywhere but loopback: failures that need a network get a fresh namespace (`unshare -n`) that
/// holds only its own loopback. No row may print a stack trace.
@Suite struct ErrorCatalogueTests {
    enum Mode: Sendable {
        /// Run directly.
        case plain
        /// `bash -c SCRIPT` with $SWIFTNET set (stdout to /dev/full and the like).
        case shell(String)
        /// In a new network namespace with nothing but a loopback (down unless the script brings it up).
        case netns(String?)
        /// As `nobody`, from a copy with these capabilities (nil: none), in a fresh namespace with
        /// lo up and net.ipv4.ping_group_range closed.
        case nobody(String?)
    }

    struct Row: Sendable, CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var line: String
        var mode: Mode = .plain
        var description: String { "\(status) \(arguments.joined(separator: " "))" }
    }

    static func row(_ status: Int32, _ line: String, _ arguments: [String], _ mode: Mode = .plain) -> Row {
        Row(arguments: arguments, status: status, line: line, mode: mode)
    }

    /// Placeholders: $FIXTURE a good pcap, $CUT the same cut inside its first record, $JUNK a file
    /// that is not a capture, $TMP a scratch directory, $HOSTILE/NAME a hostile file.
    static let decodeRows: [Row] = [
        row(66, "swiftnet: decode: /nonexistent.pcap: No such file or directory", ["decode", "/nonexistent.pcap"]),
        row(66, "swiftnet: decode: $TMP: Is a directory", ["decode", "$TMP"]),
        row(1, "swiftnet: decode: $JUNK: not a pcap or pcapng file", ["decode", "$JUNK"]),
        row(1, "swiftnet: decode: $HOSTILE/pcap-empty.pcap: file header at byte 0: truncated", ["decode", "$HOSTILE/pcap-empty.pcap"]),
        row(1, "swiftnet: decode: $HOSTILE/pcap-version-3-0.pcap: file header at byte 0: unsupported pcap version 3.0",
            ["decode", "$HOSTILE/pcap-version-3-0.pcap"]),
        row(1, "swiftnet: decode: $CUT: record 1 at byte 24: truncated", ["decode", "$CUT"]),
        row(1, "swiftnet: decode: $HOSTILE/pcap-caplen-huge.pcap: record 1 at byte 24: capture length 4294967295 exceeds the maximum of 262144",
            ["decode", "$HOSTILE/pcap-caplen-huge.pcap"]),
        row(1, "swiftnet: decode: $HOSTILE/pcapng-epb-length-0.pcapng: record 3 at byte 48: block length 0 is below the minimum of 32",
            ["decode", "$HOSTILE/pcapng-epb-length-0.pcapng"]),
        row(65, "swiftnet: decode: bad filter 'tcp port': …", ["decode", "$FIXTURE", "-f", "tcp port"]),
        row(73, "swiftnet: decode: /nonexistent-dir/x.pcap: No such file or directory", ["decode", "$FIXTURE", "-w", "/nonexistent-dir/x.pcap"]),
        row(74, "swiftnet: stdout: …", ["decode", "$FIXTURE"], .shell("exec \"$SWIFTNET\" \"$@\" > /dev/full")),
        row(74, "swiftnet: decode: …", ["decode", "$FIXTURE", "-w", "-"], .shell("exec \"$SWIFTNET\" \"$@\" > /dev/full")),
        row(64, "Error: -c must be a positive number of packets", ["decode", "-c", "0", "$FIXTURE"]),
        row(64, "Error: --time-stamp-precision must be micro or nano", ["decode", "--time-stamp-precision", "milli", "$FIXTURE"]),
        row(64, "Error: give the filter with -f or as trailing words, not both", ["decode", "-f", "tcp", "$FIXTURE", "udp"]),
        row(64, "Error: Unknown option '--bogus'", ["decode", "--bogus", "$FIXTURE"]),
        row(64, "Error: -T: unknown packet type 'bogus' (tcpdump's types: …", ["decode", "-T", "bogus", "$FIXTURE"]),
        // Every name tcpdump 4.99.3 accepts is implemented (exit 79 is gone); another name, in
        // any case, is still a usage error.
        row(64, "Error: -T: unknown packet type 'QUIC' (tcpdump's types: …", ["decode", "-T", "QUIC", "$FIXTURE"]),
        row(64, "Error: give the capture file (FILE, - for standard input, or -r FILE)", ["decode"]),
        row(64, "Error: Unexpected argument 'frobnicate'", ["frobnicate"]),
    ]

    static let captureUsageRows: [Row] = [
        row(64, "Error: -c: the count must be positive", ["capture", "-c", "0", "-i", "lo"]),
        row(64, "Error: -s: the snapshot length must be 0...262144", ["capture", "-s", "999999", "-i", "lo"]),
        row(64, "Error: -B: the buffer size must be positive", ["capture", "-B", "0", "-i", "lo"]),
        row(64, "Error: -Q: direction must be in, out or inout", ["capture", "-Q", "sideways", "-i", "lo"]),
        row(64, "Error: --time-stamp-precision must be micro or nano", ["capture", "--time-stamp-precision", "milli", "-i", "lo"]),
        row(64, "Error: give the filter with -f or as trailing words, not both", ["capture", "-f", "tcp", "-i", "lo", "udp"]),
        row(64, "Error: -F replaces the filter expression; do not give one as well", ["capture", "-F", "$JUNK", "-i", "lo", "tcp"]),
        row(64, "Error: -C: invalid file size 'abc'", ["capture", "-w", "$TMP/x.pcap", "-C", "abc", "-i", "lo"]),
        row(64, "Error: -G: the interval must be positive", ["capture", "-w", "$TMP/x.pcap", "-G", "0", "-i", "lo"]),
        row(64, "Error: -W: the file count must be positive", ["capture", "-w", "$TMP/x.pcap", "-C", "1", "-W", "0", "-i", "lo"]),
        row(64, "Error: -C, -G and -W need -w FILE", ["capture", "-C", "1", "-i", "lo"]),
        row(64, "Error: -W needs -C or -G", ["capture", "-w", "$TMP/x.pcap", "-W", "2", "-i", "lo"]),
        row(64, "Error: cannot rotate standard output (-w - with -C or -G)", ["capture", "-w", "-", "-C", "1", "-i", "lo"]),
        row(64, "Error: -Z: no such user 'nosuchuser'", ["capture", "-Z", "nosuchuser", "-i", "lo", "-c", "1"]),
        row(64, "Error: -y: unknown link type 'BOGUS'", ["capture", "-y", "BOGUS", "-i", "lo", "-c", "1"]),
    ]

    /// Capture failures past validation: they open libpcap, so they need root (no packet is sent).
    static let captureRootRows: [Row] = [
        row(69, "swiftnet: capture: nosuch0: no such interface (available: …", ["capture", "-i", "nosuch0", "-c", "1"]),
        row(66, "swiftnet: capture: -F /nonexistent: No such file or directory", ["capture", "-F", "/nonexistent", "-i", "lo", "-c", "1"]),
        row(73, "swiftnet: capture: /nonexistent-dir/x.pcap: No such file or directory", ["capture", "-w", "/nonexistent-dir/x.pcap", "-i", "lo", "-c", "1"]),
        row(65, "swiftnet: capture: bad filter 'tcp port': can't parse filter expression: syntax error", ["capture", "-i", "lo", "-c", "1", "tcp", "port"]),
        row(77, "swiftnet: capture: lo: socket: Operation not permitted: capturing needs root or CAP_NET_RAW (run with sudo, or: sudo setcap cap_net_raw,cap_net_admin=eip $(which swiftnet))",
            ["capture", "-i", "lo", "-c", "1"], .nobody(nil)),
        row(77, "swiftnet: capture: -Z root: cannot change user: Operation not permitted", ["capture", "-i", "lo", "-c", "1", "-Z", "root"],
            .nobody("cap_net_raw,cap_net_admin+ep")),
    ]

    static let probeUsageRows: [Row] = [
        row(64, "Error: -c: bad number of packets to transmit: 0", ["ping", "-c", "0", "127.0.0.1"]),
        row(64, "Error: -t: ttl 0 out of range (1-255)", ["ping", "-t", "0", "127.0.0.1"]),
        row(64, "Error: -Q: tos 256 out of range (0-255)", ["ping", "-Q", "256", "127.0.0.1"]),
        row(64, "Error: -s: size 70000 out of range (0-65507)", ["ping", "-s", "70000", "127.0.0.1"]),
        row(64, "Error: --max-hops: 0 out of range (1-255)", ["ping", "--max-hops", "0", "127.0.0.1"]),
        row(64, "Error: -f needs a bound: give -c COUNT or -w SECONDS", ["ping", "-f", "127.0.0.1"]),
        row(64, "Error: -4 and -6 cannot be used together", ["ping", "-4", "-6", "127.0.0.1"]),
        row(64, "Error: --source: '1.2.3' is not a numeric IPv4 or IPv6 address", ["ping", "--source", "1.2.3", "127.0.0.1"]),
        row(64, "swiftnet: -W: 'abc' is not a number of seconds (0 or more)", ["ping", "-W", "abc", "127.0.0.1"]),
        row(64, "swiftnet: -w: '1e300' is too long (at most 100000000 seconds)", ["ping", "-c", "1", "-w", "1e300", "127.0.0.1"]),
        row(64, "Error: -M/--seq 4294967296 out of range (0-4294967295)", ["tcp", "127.0.0.1", "-p", "9", "--seq", "4294967296", "--write", "/dev/null"]),
        row(64, "Error: -L/--ack 4294967296 out of range (0-4294967295)", ["tcp", "127.0.0.1", "-p", "9", "--ack", "4294967296", "--write", "/dev/null"]),
        row(64, "Error: -w/--win 65536 out of range (0-65535)", ["tcp", "127.0.0.1", "-p", "9", "--win", "65536", "--write", "/dev/null"]),
        row(64, "Error: --urp 65536 out of range (0-65535)", ["tcp", "127.0.0.1", "-p", "9", "--urp", "65536", "--write", "/dev/null"]),
        row(64, "Error: --mss 65536 out of range (0-65535)", ["tcp", "127.0.0.1", "-p", "9", "--mss", "65536", "--write", "/dev/null"]),
        row(64, "swiftnet: --wscale 15 out of range (0-14, RFC 7323)", ["tcp", "127.0.0.1", "-p", "9", "--wscale", "15", "--write", "/dev/null"]),
        row(64, "Error: -p/--dport 0 out of range (1-65535)", ["udp", "127.0.0.1", "-p", "0", "--write", "/dev/null"]),
        row(64, "Error: -s/--sport 0 out of range (1-65535)", ["tcp", "127.0.0.1", "-p", "9", "--sport", "0", "--write", "/dev/null"]),
        row(64, "Error: -t/--ttl 256 out of range (0-255)", ["udp", "127.0.0.1", "-p", "9", "--ttl", "256", "--write", "/dev/null"]),
        row(64, "Error: -o/--tos 256 out of range (0-255)", ["udp", "127.0.0.1", "-p", "9", "--tos", "256", "--write", "/dev/null"]),
        row(64, "Error: -N/--id 65536 out of range (0-65535)", ["udp", "127.0.0.1", "-p", "9", "--id", "65536", "--write", "/dev/null"]),
        row(64, "Error: -g/--frag-offset 8192 out of range (0-8191)", ["udp", "127.0.0.1", "-p", "9", "--frag-offset", "8192", "--write", "/dev/null"]),
        row(64, "Error: --flow-label 1048576 out of range (0-1048575)", ["udp", "::1", "-p", "9", "--flow-label", "1048576", "--write", "/dev/null"]),
        row(64, "Error: --ip-options: 41 bytes, at most 40 fit", ["udp", "127.0.0.1", "-p", "9", "--ip-options", String(repeating: "01", count: 41), "--write", "/dev/null"]),
        row(64, "Error: --data-hex: 'zz' is not an even number of hex digits", ["udp", "127.0.0.1", "-p", "9", "--data-hex", "zz", "--write", "/dev/null"]),
        row(64, "Error: give only one of --data, --data-hex, --data-file", ["udp", "127.0.0.1", "-p", "9", "--data", "a", "--data-hex", "00", "--write", "/dev/null"]),
        row(64, "Error: -d 70000 out of range (0-65000)", ["udp", "127.0.0.1", "-p", "9", "-d", "70000", "--write", "/dev/null"]),
        row(64, "Error: -c 0: must be at least 1", ["udp", "127.0.0.1", "-p", "9", "-c", "0", "--write", "/dev/null"]),
        row(64, "swiftnet: --rate: 0.0 is not a positive number of packets per second", ["udp", "127.0.0.1", "-p", "9", "--rate", "0", "--write", "/dev/null"]),
        row(64, "swiftnet: -i/--rate: the interval is too long (at most 100000000 seconds)", ["udp", "127.0.0.1", "-p", "9", "--rate", "1e-300", "--write", "/dev/null"]),
        row(64, "swiftnet: --duration: 0.0 is not a positive number of seconds", ["udp", "127.0.0.1", "-p", "9", "--duration", "0", "--write", "/dev/null"]),
        row(64, "swiftnet: --duration: -1.0 is not a positive number of seconds", ["udp", "127.0.0.1", "-p", "9", "--duration", "-1", "--write", "/dev/null"]),
        row(64, "swiftnet: --duration: nan is not a positive number of seconds", ["udp", "127.0.0.1", "-p", "9", "--duration", "nan", "--write", "/dev/null"]),
        row(64, "swiftnet: --timeout: -0.5 is not a number of seconds (0-100000000)", ["udp", "127.0.0.1", "-p", "9", "--timeout", "-0.5", "--write", "/dev/null"]),
        row(64, "swiftnet: -i: '-1' is not a number of seconds (0 or more)", ["tcp", "127.0.0.1", "-p", "9", "-i", "-1", "--write", "/dev/null"]),
        row(64, "swiftnet: -i: 'nan' is not a number of seconds (0 or more)", ["ping", "-i", "nan", "127.0.0.1"]),
        row(64, "swiftnet: -W: '-1' is not a number of seconds (0 or more)", ["ping", "-W", "-1", "127.0.0.1"]),
        row(64, "swiftnet: -w: 'nan' is not a number of seconds (0 or more)", ["ping", "-w", "nan", "127.0.0.1"]),
        row(64, "swiftnet: --duration: 1e+300 is too long (at most 100000000 seconds)", ["udp", "127.0.0.1", "-p", "9", "-c", "1", "--duration", "1e300", "--write", "/dev/null"]),
        row(64, "swiftnet: --timeout: nan is not a number of seconds (0-100000000)", ["udp", "127.0.0.1", "-p", "9", "--timeout", "nan", "--write", "/dev/null"]),
        row(64, "swiftnet: -i: 'abc' is not a number of seconds (0 or more)", ["udp", "127.0.0.1", "-p", "9", "-i", "abc", "--write", "/dev/null"]),
        row(64, "Error: --flood needs a bound: give -c COUNT or --duration SECONDS", ["udp", "127.0.0.1", "-p", "9", "--flood"]),
        row(64, "swiftnet: --ip-options: IPv4 only (::1 is ::1)", ["udp", "::1", "-p", "53", "--ip-options", "01", "--write", "/dev/null"]),
        row(64, "swiftnet: --source ::1 is IPv6 but 127.0.0.1 is IPv4", ["udp", "127.0.0.1", "-p", "53", "--source", "::1", "--write", "/dev/null"]),
        row(64, "swiftnet: --source ::1 is IPv6 but 127.0.0.1 is IPv4", ["ping", "-c", "1", "--source", "::1", "127.0.0.1"], .netns(nil)),
        row(64, "swiftnet: --source ::1 is IPv6 but localhost (127.0.0.1) is IPv4", ["tcp", "-S", "-p", "80", "-c", "1", "--source", "::1", "localhost"], .netns(nil)),
        row(64, "swiftnet: --source 127.0.0.1 is IPv4 but -6 asks for IPv6", ["ping", "-6", "-c", "1", "-I", "127.0.0.1", "::1"], .netns(nil)),
        row(66, "swiftnet: /nonexistent: cannot read --data-file", ["udp", "127.0.0.1", "-p", "53", "--data-file", "/nonexistent", "--write", "/dev/null"]),
        row(73, "swiftnet: /nonexistent-dir/x.pcap: No such file or directory", ["udp", "127.0.0.1", "-p", "53", "--write", "/nonexistent-dir/x.pcap"]),
        row(74, "swiftnet: -: No space left on device", ["udp", "127.0.0.1", "-p", "53", "--write", "-"], .shell("exec \"$SWIFTNET\" \"$@\" > /dev/full")),
    ]

    /// Probe failures that need root (raw sockets), a namespace or an unprivileged user.
    static let probeRootRows: [Row] = [
        row(69, "swiftnet: nosuch0: no such interface", ["ping", "-c", "1", "-I", "nosuch0", "127.0.0.1"]),
        row(69, "swiftnet: 127.0.0.1: Network is unreachable", ["ping", "-c", "1", "127.0.0.1"], .netns(nil)),
        row(68, "swiftnet: no-such-host.invalid: Name or service not known", ["ping", "-c", "1", "no-such-host.invalid"], .netns(nil)),
        row(1, "", ["ping", "-c", "1", "-W", "1", "127.0.0.1"],
            .netns("ip link set lo up && sysctl -qw net.ipv4.icmp_echo_ignore_all=1")),
        row(77, "swiftnet: raw socket: operation not permitted (raw sockets need root or CAP_NET_RAW; try sudo)", ["ping", "-c", "1", "127.0.0.1"], .nobody(nil)),
        row(77, "swiftnet: raw socket: operation not permitted (raw sockets need root or CAP_NET_RAW; try sudo)", ["udp", "127.0.0.1", "-p", "9", "-c", "1"], .nobody(nil)),
        row(77, "swiftnet: raw socket: operation not permitted (raw sockets need root or CAP_NET_RAW; try sudo)", ["tcp", "127.0.0.1", "-p", "9", "-c", "1"], .nobody(nil)),
    ]

    static let scanRows: [Row] = [
        row(64, "swiftnet: scan: --rate: 0.0 is not a positive number of probes per second", ["scan", "-sT", "--rate", "0", "-p", "1", "127.0.0.1"]),
        row(64, "swiftnet: scan: -S ::1 is IPv6 but target 127.0.0.1 is IPv4", ["scan", "-sT", "-S", "::1", "-p", "1", "127.0.0.1"]),
        row(66, "swiftnet: scan: -iL $TMP/empty-list.txt: the list names no targets", ["scan", "-sT", "-p", "1", "-iL", "$TMP/empty-list.txt"]),
        row(64, "Error: --retries must be 0-20", ["scan", "-sT", "--retries", "21", "-p", "1", "127.0.0.1"]),
        row(64, "swiftnet: scan: --max-rtt-timeout: 0.0 is not a positive time", ["scan", "-sT", "--max-rtt-timeout", "0ms", "-p", "1", "127.0.0.1"]),
        row(64, "swiftnet: scan: --max-rtt-timeout: 'nan' is not a time (500ms, 2s, 1m; no unit: seconds)", ["scan", "-sT", "--max-rtt-timeout", "nan", "-p", "1", "127.0.0.1"]),
        row(64, "swiftnet: scan: --scan-delay: '-1s' is not a time (500ms, 2s, 1m; no unit: seconds)", ["scan", "-sT", "--scan-delay=-1s", "-p", "1", "127.0.0.1"]),
        row(64, "swiftnet: scan: --rate is a fixed rate: give it or --min-rate/--max-rate, not both", ["scan", "-sT", "--rate", "100", "--max-rate", "50", "-p", "1", "127.0.0.1"]),
        row(64, "swiftnet: scan: --max-rtt-timeout: 61.0 is too long (at most 60 seconds)", ["scan", "-sT", "--max-rtt-timeout", "61", "-p", "1", "127.0.0.1"]),
        row(64, "Error: choose one TCP scan type: -sS, -sT, -sA, -sF, -sN, -sX or -sM", ["scan", "-sT", "-sS", "-p", "1", "127.0.0.1"]),
        row(64, "Error: -sn scans no ports: drop -p/--top-ports/-F", ["scan", "-sn", "-p", "1", "127.0.0.1"]),
        row(64, "Error: --shard must be I/N with 1 <= I <= N", ["scan", "-sT", "--shard", "3/2", "--seed", "1", "-p", "1", "127.0.0.1"]),
        row(64, "Error: --shard needs --seed, the same on every shard", ["scan", "-sT", "--shard", "1/2", "-p", "1", "127.0.0.1"]),
        row(64, "Error: give only one of -p, --top-ports, -F", ["scan", "-sT", "-p", "1", "-F", "127.0.0.1"]),
        row(64, "swiftnet: scan: port 70000 out of range 0-65535 in '70000'", ["scan", "-sT", "-p", "70000", "127.0.0.1"]),
        row(64, "swiftnet: scan: UDP ports given (U:) but no UDP scan requested (add -sU)", ["scan", "-sT", "-p", "U:53", "127.0.0.1"]),
        row(64, "swiftnet: scan: --top-ports must be at least 1", ["scan", "-sT", "--top-ports", "0", "127.0.0.1"]),
        row(65, "swiftnet: scan: bad CIDR prefix /33 in '127.0.0.1/33' (IPv4: 0-32)", ["scan", "-sT", "-p", "1", "127.0.0.1/33"]),
        row(66, "swiftnet: scan: no targets given (name them, or use -iL FILE)", ["scan", "-sT", "-p", "1"]),
        row(66, "swiftnet: scan: cannot read target list '/nonexistent'", ["scan", "-sT", "-p", "1", "-iL", "/nonexistent"]),
        row(66, "swiftnet: scan: no targets to scan after --exclude", ["scan", "-sT", "-p", "1", "127.0.0.1", "--exclude", "127.0.0.1"]),
        row(73, "swiftnet: scan: cannot create '/nonexistent-dir/x'", ["scan", "-sT", "-Pn", "-p", "1", "127.0.0.1", "-oN", "/nonexistent-dir/x"]),
        row(64, "swiftnet: scan: --host-timeout: '-1' is not a time (500ms, 2s, 1m; no unit: seconds)", ["scan", "-sT", "--host-timeout=-1", "-p", "1", "127.0.0.1"]),
        row(64, "swiftnet: scan: -PS: '22x' is not a port list (22,80,1000-1010; ports 0-65535)", ["scan", "-sn", "-PS22x", "127.0.0.1"]),
        row(64, "swiftnet: scan: -Pn skips host discovery: drop -PE/-PP/-PS/-PA/-PU/-PR", ["scan", "-sT", "-Pn", "-PE", "-p", "1", "127.0.0.1"]),
        row(64, "swiftnet: scan: --resume takes the report file alone (the scan's options come from it)", ["scan", "--resume", "/nonexistent", "-p", "1"]),
        row(65, "swiftnet: scan: --resume: '$TMP/empty-list.txt' is not a swiftnet scan report (-oX, -oG or -oN)", ["scan", "--resume", "$TMP/empty-list.txt"]),
        row(66, "swiftnet: scan: --resume: cannot read '/nonexistent'", ["scan", "--resume", "/nonexistent"]),
    ]

    static let scanRootRows: [Row] = [
        row(68, "swiftnet: scan: cannot resolve host 'no-such-host.invalid'", ["scan", "-sT", "-p", "1", "no-such-host.invalid"], .netns(nil)),
        row(69, "swiftnet: scan: no interface 'nosuch0'", ["scan", "-sS", "-Pn", "-p", "1", "-e", "nosuch0", "127.0.0.1"]),
        row(65, "swiftnet: scan: bad source address '1.2.3' for -S", ["scan", "-sS", "-Pn", "-p", "1", "-S", "1.2.3", "127.0.0.1"]),
        row(77, "swiftnet: scan: -sS needs root or CAP_NET_RAW: run with sudo, or use -sT", ["scan", "-sS", "-p", "1", "127.0.0.1"], .nobody(nil)),
        row(77, "swiftnet: scan: -sU needs root or CAP_NET_RAW: run with sudo, or use -sT", ["scan", "-sU", "-p", "1", "127.0.0.1"], .nobody(nil)),
        row(77, "swiftnet: scan: -sn needs root or CAP_NET_RAW: run with sudo, or use -sT", ["scan", "-sn", "127.0.0.1"], .nobody(nil)),
    ]

    static let needsRoot = CaptureCLI.isRoot && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare")

    @Test(arguments: decodeRows + captureUsageRows + probeUsageRows + scanRows)
    func unprivilegedRow(_ row: Row) throws { try Self.check(row) }

    @Test(.enabled(if: needsRoot), arguments: captureRootRows + probeRootRows + scanRootRows)
    func privilegedRow(_ row: Row) throws { try Self.check(row) }

    /// Every status the catalogue names is provoked by some row (the README lists the same set).
    @Test func everyStatusHasARow() {
        let all = Self.decodeRows + Self.captureUsageRows + Self.captureRootRows + Self.probeUsageRows + Self.probeRootRows
            + Self.scanRows + Self.scanRootRows
        #expect(Set(all.map { $0.status }) == [1, 64, 65, 66, 68, 69, 73, 74, 77])
    }

    // MARK: Running a row

    static let scratch: String = {
        let directory = removedAtExit(NSTemporaryDirectory() + "swiftnet-errors-\(getpid())")
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let fixture = HostileCLI.fixturePath("tcp.pcap")
        if let data = FileManager.default.contents(atPath: fixture) {
            _ = FileManager.default.createFile(atPath: directory + "/cut.pcap", contents: data.prefix(100))
        }
        _ = FileManager.default.createFile(atPath: directory + "/empty-list.txt", contents: Data())
        _ = FileManager.default.createFile(atPath: directory + "/junk.bin", contents: Data("junkjunkjunkjunkjunkjunkjunkjunk".utf8))
        return directory
    }()

    static func substitute(_ text: String) -> String {
        let hostile = HostileCLI.hostileFiles.first.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path } ?? "/nonexistent-hostile"
        return text.replacingOccurrences(of: "$FIXTURE", with: HostileCLI.fixturePath("tcp.pcap"))
            .replacingOccurrences(of: "$CUT", with: scratch + "/cut.pcap")
            .replacingOccurrences(of: "$JUNK", with: scratch + "/junk.bin")
            .replacingOccurrences(of: "$TMP", with: scratch)
            .replacingOccurrences(of: "$HOSTILE", with: hostile)
    }

    static func check(_ row: Row) throws {
        let arguments = row.arguments.map(substitute)
        let outcome: CaptureCLI.Result
        switch row.mode {
        case .plain:
            outcome = try CaptureCLI.run("/usr/bin/timeout", ["60", CaptureCLI.binary] + arguments)
        case .shell(let script):
            outcome = try CaptureCLI.run("/usr/bin/env", ["SWIFTNET=\(CaptureCLI.binary)", "/bin/bash", "-c", script, "swiftnet"] + arguments)
        case .netns(let setup):
            let script = (setup.map { $0 + " && " } ?? "") + "exec timeout 60 \"$0\" \"$@\""
            outcome = try CaptureCLI.run("/usr/bin/unshare", ["-n", "/bin/bash", "-c", script, CaptureCLI.binary] + arguments)
        case .nobody(let capabilities):
            // In a namespace of its own with ping_group_range closed: the rows expect the
            // raw-socket message, which ping gives only when no ICMP datagram socket is allowed
            // either, whatever the host's range says.
            let copy = try PrivilegeLiveTests.UnprivilegedCopy(capabilities: capabilities)
            outcome = try copy.run(arguments, pingGroupRange: "1 0")
        }
        #expect(outcome.status == row.status, "\(row): \(outcome.stderr)")
        #expect(!outcome.stderr.contains("Fatal error") && !outcome.stderr.contains("Backtrac") && !outcome.stderr.contains("Stack dump"),
                "\(row): \(outcome.stderr)")
        let lines = outcome.stderr.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("reading from file ") && !$0.hasPrefix("listening on ") && !$0.contains("verbose output suppressed")
        }
        let expected = substitute(row.line)
        if row.status == 64 && expected.hasPrefix("Error: ") {
            #expect(lines.first.map { matches($0, expected) } == true, "\(row): \(outcome.stderr)")
            #expect(lines.contains { $0.hasPrefix("Usage: swiftnet") }, "\(row): \(outcome.stderr)")
        } else if expected.isEmpty {
            #expect(lines.isEmpty, "\(row): \(outcome.stderr)")
        } else {
            #expect(lines.count == 1, "\(row): \(outcome.stderr)")
            #expect(lines.first.map { matches($0, expected) } == true, "\(row): got \(lines.first ?? "nothing")")
        }
    }

    static func matches(_ line: String, _ expected: String) -> Bool {
        expected.hasSuffix("…") ? line.hasPrefix(String(expected.dropLast())) : line == expected
    }
}

import SwiftNetWire

/// Thrown when a printer needs a byte past the captured end (tcpdump's longjmp on a failed GET):
/// the packet line then ends with ` [|proto]` naming the innermost protocol reached.
struct Truncated: Error {
    init() {}
}

/// The working state for printing one packet: the bytes, the current captured end (which inner
/// layers may lower to their own length, as tcpdump's snapshot-length stack does), the output, and
/// the protocol name a truncation marker would name.
///
/// Failure contract: every read goes through `u8`/`u16`/`u32`, which throw `Truncated` at `end`;
/// nothing here traps on any input.
struct Dissection<Sink: DissectionSink> {
    /// Variable only so a caller can lend its array for one walk (`exchangeLoans`); printers never
    /// assign it.
    var bytes: [UInt8]
    /// One past the last byte printers may read (never above `bytes.count`).
    var end: Int
    var out: PrintBuffer
    /// Name used in ` [|name]` when a read fails.
    var proto: StaticString = ""
    /// Variable only for `verbosity`, which OpenFlow 1.0 lowers by 3 around the frame it decodes
    /// at -vvv (tcpdump's `ndo_vflag -= 3`).
    var options: DissectOptions
    var flows: TCPFlowTable
    /// Bytes of link-layer header consumed, for `-x`/`-X`/`-A` (which skip it).
    var linkHeaderLength = 0
    /// Set with a `Truncated` thrown for one of tcpdump's ND_TCHECKs that `goto trunc` instead of
    /// longjmping: the printer that catches it prints the marker and returns normally, so `-x`
    /// still skips the link header.
    var truncatedSoftly = false
    /// Where the Ethernet header being printed starts (0, or inside a GRE tunnel).
    var etherBase = 0
    /// An Ethernet header was walked (its source address is what GeoNetworking prints).
    var inEthernetFrame = false
    /// Where the source MAC address LLC prints is, when not the Ethernet one (802.11 data frames,
    /// whose addresses depend on the DS bits); nil: `etherBase + 6`.
    var llcSourceMAC: Int?
    /// The destination MAC address LLC prints; nil: `etherBase`.
    var llcDestinationMAC: Int?
    /// tcpdump's statics that only a few printers use (SLIP, ISAKMP, SLL2), owned by whoever made
    /// this walk (PacketPrinter, JSONPacketEncoder) and alive for all of it. Unowned and unsafe on
    /// purpose: the per-packet value then holds no reference for them, so making, copying and
    /// destroying it per packet costs no retain, release or swap (about 40 instructions a packet
    /// when the three were values here).
    unowned(unsafe) let crossPacket: CrossPacketState
    /// SLIP's Van Jacobson state, kept across packets (tcpdump's statics).
    var slipState: SLIPCompressionState {
        get { crossPacket.slip }
        nonmutating _modify { crossPacket.touched = true; yield &crossPacket.slip }
    }
    /// IKEv1 initiator cookies (tcpdump's static cookiecache), kept across packets.
    var isakmpCookies: ISAKMPCookieCache {
        get { crossPacket.isakmpCookies }
        nonmutating _modify { crossPacket.touched = true; yield &crossPacket.isakmpCookies }
    }
    /// Interface names for SLL2's interface index, kept across packets.
    var interfaceNames: InterfaceNameCache {
        get { crossPacket.interfaceNames }
        nonmutating _modify { crossPacket.touched = true; yield &crossPacket.interfaceNames }
    }
    /// Recent NFS calls, to decode their replies (tcpdump's xid_map), kept across packets; not
    /// `touched`: JSON keeps them too, so a reply's results reach JSON as they reach the text.
    var nfsCalls: NFSCallTable {
        get { crossPacket.nfsCalls }
        nonmutating _modify { yield &crossPacket.nfsCalls }
    }
    /// Recent AFS calls, to name their replies (tcpdump's rx_cache), kept across packets like
    /// `nfsCalls` (JSON too).
    var rxCalls: RXCallTable {
        get { crossPacket.rxCalls }
        nonmutating _modify { yield &crossPacket.rxCalls }
    }
    /// Where fields go (JSON); the text sink ignores them.
    var sink: Sink
    /// The packet's length on the wire (more than `bytes.count` when the capture cut it).
    var originalLength: Int
    /// Datagrams nested inside this one so far (IP in IP, GRE, VXLAN, AH): see `maximumNesting`.
    var nesting = 0

    /// How deep datagrams may nest before the walk stops. Each level costs stack (about 150 bytes
    /// in a release build, several times that in a debug build) and a 256 KiB packet can nest
    /// 13,000 IPv4 headers; tcpdump 4.99 walks them all, swiftnet prints ` [nested too deep]`
    /// (JSON: the layer is `"malformed"`) past this many, far beyond any real encapsulation.
    static var maximumNesting: Int { 1000 }


    /// `crossPacket` must outlive the walk (the caller holds it: `withExtendedLifetime` where it is
    /// a local).
    init(bytes: [UInt8], out: PrintBuffer, options: DissectOptions, flows: TCPFlowTable, sink: Sink,
         crossPacket: CrossPacketState) {
        self.bytes = bytes
        self.crossPacket = crossPacket
        self.end = bytes.count
        self.originalLength = bytes.count
        self.out = out
        self.options = options
        self.flows = flows
        self.sink = sink
    }

    /// Swaps the caller's packet bytes and output with the ones this walk holds, and sets the
    /// captured end (and the original length, until the link layer sets it) to the new bytes.
    /// Called once before a walk that holds placeholders (`[]`, `PrintBuffer.placeholder`) and
    /// once after it, to hand the two back: the walk then takes and drops no reference per packet,
    /// where copying them in costs four atomic reference-count operations (a retain and a release
    /// each).
    @inline(__always)
    mutating func exchangeLoans(bytes data: inout [UInt8], out output: inout PrintBuffer) {
        swap(&bytes, &data)
        swap(&out, &output)
        end = bytes.count
        originalLength = bytes.count
    }

    /// Readies a walk kept from packet to packet (PacketPrinter's) for the next one: every
    /// per-packet field back to what `init` sets, with `options` and `sink`; the flow table, the
    /// cross-packet state and whatever `exchangeLoans` lent are left alone. Keeping the walk saves
    /// making and destroying it per packet (a generic value-witness destroy, about 100
    /// instructions). A stored property added to this struct must be reset here:
    /// `DissectionRestartTests` compares a restarted walk with a fresh one, field by field.
    @inline(__always)
    mutating func restart(options: DissectOptions, sink: Sink) {
        end = bytes.count
        originalLength = bytes.count
        proto = ""
        self.options = options
        linkHeaderLength = 0
        truncatedSoftly = false
        etherBase = 0
        inEthernetFrame = false
        llcSourceMAC = nil
        llcDestinationMAC = nil
        self.sink = sink
        nesting = 0
    }

    @inline(__always) var verbose: Int { options.verbosity }

    // MARK: checked reads

    @inline(__always)
    func has(_ count: Int, at index: Int) -> Bool {
        index >= 0 && count >= 0 && index <= end &- count
    }

    @inline(__always)
    func check(_ count: Int, at index: Int) throws(Truncated) {
        guard has(count, at: index) else { throw Truncated() }
    }

    @inline(__always)
    func u8(_ index: Int) throws(Truncated) -> UInt8 {
        guard index >= 0 && index < end else { throw Truncated() }
        return bytes[index]
    }

    @inline(__always)
    func u16(_ index: Int) throws(Truncated) -> UInt16 {
        guard has(2, at: index) else { throw Truncated() }
        return UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
    }

    @inline(__always)
    func u32(_ index: Int) throws(Truncated) -> UInt32 {
        guard has(4, at: index) else { throw Truncated() }
        return UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16
            | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }

    /// Bytes available from `index` to the captured end (0 when past it).
    @inline(__always)
    func available(from index: Int) -> Int { Swift.max(0, end - index) }

    /// Lowers the captured end to `index + length` (never raises it) and returns the old end, to
    /// be restored with `end = saved`: tcpdump's nd_push_snaplen / nd_pop_packet_info.
    @inline(__always)
    mutating func pushEnd(_ index: Int, length: Int) -> Int {
        let saved = end
        let limit = index &+ Swift.max(0, length)
        if limit >= index && limit < end { end = limit }
        return saved
    }

    // MARK: output

    // Text goes to the output only for a text sink; the checks on reads stay for every sink, so
    // the walk stops where tcpdump's does.

    @inline(__always) mutating func put(_ text: StaticString) { if Sink.rendersText { out.append(text) } }
    @inline(__always) mutating func put(byte: UInt8) { if Sink.rendersText { out.append(byte) } }
    @inline(__always) mutating func put<T: BinaryInteger>(decimal value: T) { if Sink.rendersText { out.appendDecimal(value) } }
    @inline(__always) mutating func put(string: String) { if Sink.rendersText { out.append(contentsOf: string.utf8) } }

    /// `%0Nd`
    @inline(__always) mutating func put<T: BinaryInteger>(decimal value: T, width: Int) {
        if Sink.rendersText { out.appendDecimal(value, width: width) }
    }

    /// Packet bytes as they are (text protocols' lines).
    @inline(__always) mutating func put(packetBytes range: Range<Int>) {
        if Sink.rendersText, range.lowerBound >= 0, range.upperBound <= bytes.count {
            out.append(contentsOf: bytes[range])
        }
    }

    /// Other bytes as they are.
    @inline(__always) mutating func put(bytes text: [UInt8]) { if Sink.rendersText { out.append(contentsOf: text) } }

    /// `%0Nx`
    @inline(__always) mutating func put<T: FixedWidthInteger>(hex value: T, digits: Int) {
        if Sink.rendersText { out.appendHex(value, digits: digits) }
    }

    /// `%x`
    @inline(__always) mutating func put<T: FixedWidthInteger>(hex value: T) { if Sink.rendersText { out.appendHex(value) } }

    /// tcpdump's hex_print (`-x` style lines) of `bytes[from..<to]` after `prefix`; `offset` heads
    /// the first line (hex_print_with_offset).
    mutating func putHex(from start: Int, to stop: Int, prefix: StaticString, offset: Int = 0) {
        if Sink.rendersText { HexDump.hex(bytes, from: start, to: stop, prefix: prefix, offset: offset, into: &out) }
    }

    /// tcpdump's hex_and_ascii_print of `bytes[from..<to]` after `prefix`.
    mutating func putHexASCII(from start: Int, to stop: Int, prefix: StaticString) {
        if Sink.rendersText { HexDump.hexASCII(bytes, from: start, to: stop, prefix: prefix, into: &out) }
    }

    /// Dotted quad at `index` (throws if not captured).
    mutating func putIPv4(at index: Int) throws(Truncated) {
        try check(4, at: index)
        guard Sink.rendersText else { return }
        out.appendIPv4(UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16
                       | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3]))
    }

    /// inet_ntop text of the IPv6 address at `index` (throws if not captured).
    mutating func putIPv6(at index: Int) throws(Truncated) {
        try check(16, at: index)
        guard Sink.rendersText else { return }
        guard let address = IPv6Address(bytes, at: index) else { throw Truncated() }
        out.appendIPv6(address)
    }

    /// `aa:bb:cc:dd:ee:ff` at `index` (throws if not captured).
    mutating func putMAC(at index: Int) throws(Truncated) {
        try check(6, at: index)
        guard Sink.rendersText else { return }
        for i in 0..<6 {
            if i > 0 { out.append(UInt8(ascii: ":")) }
            out.appendHex(bytes[index + i], digits: 2)
        }
    }

    /// ` [|proto]`
    mutating func putTruncationMarker() {
        guard Sink.rendersText else { sink.truncated(into: &out); return }
        out.append(" [|")
        proto.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append("]")
    }

    /// ` (invalid)`
    mutating func putInvalid() {
        if Sink.rendersText { out.append(" (invalid)") } else { sink.malformed("invalid", into: &out) }
    }

    /// Runs `body`; if it runs out of bytes, removes whatever it printed before rethrowing, for
    /// printers that tcpdump formats into a scratch buffer first (ICMP).
    mutating func rollingBack(_ body: (inout Dissection) throws(Truncated) -> Void) throws(Truncated) {
        guard Sink.rendersText else { return try body(&self) }
        let mark = out.count
        do {
            try body(&self)
        } catch {
            out.truncate(to: mark)
            throw error
        }
    }
}

/// The state tcpdump keeps in statics across packets for the few printers that need it (SLIP's
/// compression table, ISAKMP's cookie cache, SLL2's interface names). A class so a walk reaches it
/// through one unowned reference (see `Dissection.crossPacket`); `touched` says a walk changed it,
/// so an owner that wants it fresh per packet (the JSON encoder) resets it only then.
final class CrossPacketState {
    var slip = SLIPCompressionState()
    var isakmpCookies = ISAKMPCookieCache()
    var interfaceNames = InterfaceNameCache()
    var nfsCalls = NFSCallTable()
    var rxCalls = RXCallTable()
    /// How far below the command line's -v the text walk runs. tcpdump lowers `ndo_vflag` by 3
    /// to decode the Ethernet frame inside an OpenFlow 1.0 PACKET_IN or PACKET_OUT at -vvv and
    /// raises it again after, unless that frame's walk longjmps out of the packet (a thrown
    /// `Truncated`): then every later packet of the file prints at the lowered verbosity. Only
    /// the text walk keeps it (PacketPrinter applies it per packet); JSON objects stand alone.
    var verbosityLowering = 0
    var touched = false

    init() {}

    /// SLIP, ISAKMP and SLL2 state back to a new instance's (the JSON encoder's per-packet
    /// freshness); the NFS and AFS calls stay, as JSON decodes a reply from its earlier call too.
    func reset() {
        slip = SLIPCompressionState()
        isakmpCookies = ISAKMPCookieCache()
        interfaceNames = InterfaceNameCache()
        verbosityLowering = 0
        touched = false
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a classic pcap or a pcapng file, whichever the first bytes say it is, one packet at a time.
///
/// Streaming: it reads through a fixed 1 MiB window (grown only for a single larger record, never
/// past 256 MiB), never seeks, so memory stays flat whatever the file size and standard input works.
///
/// Failure contract: the initializer throws `.notACaptureFile` for unknown magic, `.truncated` or
/// `.invalid` for a damaged file header, `.io` when the file cannot be opened or read. Then
/// `nextPacket()` returns every good packet in order and, at a damaged record, throws once (naming
/// the record number and the byte offset where it starts); after a throw or a clean end it returns
/// nil. No input makes it trap.
public final class CaptureFileReader: PacketSource {
    /// The name given at creation (`-` for standard input); used in error messages.
    public let name: String
    /// Classic pcap (with byte order and precision) or pcapng.
    public let format: CaptureFileFormat
    /// The link type of the file (classic pcap) or of the first interface (pcapng).
    public let linkType: LinkType
    /// The snap length of the file header (classic pcap) or of the first interface (pcapng).
    public let snapLength: Int
    /// Classic pcap: the file's one interface. pcapng: the interfaces of the current section as seen
    /// so far (a new section starts a new list); a packet's `interfaceIndex` indexes this list.
    public var interfaces: [CaptureInterface] {
        isPcapNG ? pcapng.interfaces : [classicInterface]
    }
    /// Packets returned so far.
    ///
    /// Unchecked exclusivity: the reader is used from one thread and this counter is never lent
    /// out (`inout`), while the check a class property otherwise gets cost two runtime calls per
    /// record (about 150 instructions, 5 % of decoding a TCP packet).
    @exclusivity(unchecked) public private(set) var packetCount = 0

    /// The largest record the reader accepts; a longer one is reported as invalid.
    public static let maximumRecordLength = 256 << 20

    let input: InputBuffer
    private let ownedDescriptor: Int32?
    /// Set after a clean end or a thrown error: later calls return nil.
    private var finished = false
    private let isPcapNG: Bool

    // Classic pcap state.
    private let classicInterface: CaptureInterface
    private let bigEndian: Bool
    private var nanosecondTimestamps = false
    /// 16, or 24 in the modified (Kuznetzov) format.
    private var recordHeaderLength = 16
    /// Old writers put caplen and len the other way round; libpcap swaps them back.
    private var lengthOrder = FileHeader.LengthOrder.normal
    /// Records with a longer caplen are rejected as damaged: libpcap's per-link-type maximum, or the
    /// header's snap length if larger (other tools write such files).
    private var captureLengthLimit: UInt32 = 262_144
    /// Records longer than this (but within the limit) are cut to it, as libpcap does.
    private var snapshotLength: UInt32 = 262_144

    // pcapng state.
    private var pcapng: PcapNGParser

    /// Opens `path` (`-` means standard input) and reads the file header.
    public convenience init(path: String) throws(CaptureFileError) {
        if path == "-" {
            try self.init(input: InputBuffer(fileDescriptor: 0), name: path, ownedDescriptor: nil)
            return
        }
        // Raw open(2)/strerror, not swift-system: this module is also compiled alone by fuzz/build.sh
        // (swiftc, no package dependencies), and stays dependency-free as the pure core.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            throw CaptureFileError(.io(String(cString: strerror(errno))), file: path, record: 0, offset: 0)
        }
        try self.init(input: InputBuffer(fileDescriptor: descriptor), name: path, ownedDescriptor: descriptor)
    }

    /// Reads from an open descriptor, which stays open and owned by the caller; `name` is used in
    /// error messages.
    public convenience init(fileDescriptor: Int32, name: String) throws(CaptureFileError) {
        try self.init(input: InputBuffer(fileDescriptor: fileDescriptor), name: name, ownedDescriptor: nil)
    }

    /// Reads a capture file held in memory (tests, embedded captures).
    public convenience init(bytes: [UInt8], name: String = "memory") throws(CaptureFileError) {
        try self.init(input: InputBuffer(bytes: bytes), name: name, ownedDescriptor: nil)
    }

    private init(input: InputBuffer, name: String, ownedDescriptor: Int32?) throws(CaptureFileError) {
        self.input = input
        self.name = name
        self.ownedDescriptor = ownedDescriptor
        let header: FileHeader
        do {
            header = try FileHeader.read(from: input, name: name)
        } catch {
            if let ownedDescriptor { close(ownedDescriptor) }
            throw error
        }
        format = header.format
        isPcapNG = header.format == .pcapng
        bigEndian = header.bigEndian
        classicInterface = header.interface
        pcapng = header.pcapng ?? PcapNGParser(name: name)
        linkType = header.interface.linkType
        snapLength = header.interface.snapLength
        if case .pcap(_, let precision) = header.format {
            nanosecondTimestamps = precision == .nanoseconds
            recordHeaderLength = header.recordHeaderLength
            lengthOrder = header.lengthOrder
            let perLinkType = Self.maximumCaptureLength(for: linkType)
            let fileSnap = UInt32(truncatingIfNeeded: max(0, header.interface.snapLength))
            snapshotLength = fileSnap == 0 || fileSnap > perLinkType ? perLinkType : fileSnap
            captureLengthLimit = min(max(perLinkType, fileSnap), UInt32(Self.maximumRecordLength))
        }
    }

    deinit {
        if let ownedDescriptor { close(ownedDescriptor) }
    }

    /// The next packet, nil at the end of the file.
    ///
    /// Throws once at a damaged record, after all good packets before it; nil afterwards.
    public func nextPacket() throws(CaptureFileError) -> CapturedPacket? {
        guard let (header, bytes) = try nextRecord() else { return nil }
        return CapturedPacket(
            timestamp: header.timestamp, originalLength: header.originalLength, linkType: header.linkType,
            data: copyBytes(bytes), interfaceIndex: header.interfaceIndex)
    }

    /// Reads the next packet into `packet`, reusing its data array's storage when it is not shared,
    /// so a loop that keeps one `CapturedPacket` allocates only when a packet is longer than any
    /// before it. False at the end of the file (`packet` is then unchanged).
    ///
    /// Same packets and failure contract as `nextPacket()`: throws once at a damaged record, after
    /// all good packets before it; false afterwards.
    public func nextPacket(into packet: inout CapturedPacket) throws(CaptureFileError) -> Bool {
        guard let (header, bytes) = try nextRecord() else { return false }
        packet.timestamp = header.timestamp
        packet.originalLength = header.originalLength
        packet.linkType = header.linkType
        packet.interfaceIndex = header.interfaceIndex
        packet.data.removeAll(keepingCapacity: true)
        packet.data.append(contentsOf: bytes)
        return true
    }

    /// Reads the next packet and hands `body` its header and a view of its bytes, with no copy;
    /// the view is valid only during the call. Returns false at the end of the file (without
    /// calling `body`).
    ///
    /// Same packets and failure contract as `nextPacket()`: throws the reader's `CaptureFileError`
    /// once at a damaged record, after all good packets before it; false afterwards. An error
    /// `body` throws is passed on as it is; the packet counts as read and the next call goes on
    /// with the one after it.
    public func withNextPacket(_ body: (PacketHeader, UnsafeRawBufferPointer) throws -> Void) throws -> Bool {
        guard let (header, bytes) = try nextRecord() else { return false }
        try body(header, bytes)
        return true
    }

    /// The next record's header and bytes (consumed from the window, which they point into: valid
    /// until the next read); nil at the end or after a failure.
    @inline(__always)
    private func nextRecord() throws(CaptureFileError) -> (PacketHeader, UnsafeRawBufferPointer)? {
        if finished { return nil }
        do {
            let record = isPcapNG ? try pcapng.nextPacket(from: input) : try nextPcapPacket()
            if record == nil { finished = true } else { packetCount &+= 1 }
            return record
        } catch {
            finished = true
            throw error
        }
    }

    /// libpcap's max_snaplen_for_dlt: the longest record it accepts for a link type.
    static func maximumCaptureLength(for linkType: LinkType) -> UInt32 {
        switch linkType.rawValue {
        case 231: 128 << 20     // DBUS: whole messages
        case 279: 8 << 20       // EBHSCR
        case 249: 1 << 20       // USBPCAP
        default: 262_144
        }
    }

    private func error(_ kind: CaptureFileError.Kind, record: Int, offset: UInt64) -> CaptureFileError {
        CaptureFileError(kind, file: name, record: record, offset: offset)
    }

    // MARK: Classic pcap records

    /// One classic pcap record: header (16 bytes, 24 in the modified format) then caplen bytes.
    @inline(__always)
    private func nextPcapPacket() throws(CaptureFileError) -> (PacketHeader, UnsafeRawBufferPointer)? {
        let headerLength = recordHeaderLength
        let record = packetCount &+ 1
        if input.available < headerLength {
            if try !input.fill(headerLength, file: name, record: record) {
                if input.available == 0 { return nil }
                throw error(.truncated, record: record, offset: input.offset)
            }
        }
        var header = input.pointer
        let seconds = load32(header, 0, bigEndian)
        let fraction = load32(header, 4, bigEndian)
        var captured = load32(header, 8, bigEndian)
        var original = load32(header, 12, bigEndian)
        switch lengthOrder {
        case .normal: break
        case .swapped: swap(&captured, &original)
        case .maybeSwapped: if captured > original { swap(&captured, &original) }
        }
        if captured > captureLengthLimit {
            throw error(
                .invalid("capture length \(captured) exceeds the maximum of \(captureLengthLimit)"),
                record: record, offset: input.offset)
        }
        let recordLength = headerLength &+ Int(captured)
        if input.available < recordLength {
            if try !input.fill(recordLength, file: name, record: record) {
                throw error(.truncated, record: record, offset: input.offset)
            }
            header = input.pointer
        }
        let kept = Int(min(captured, snapshotLength))
        let data = UnsafeRawBufferPointer(start: header + headerLength, count: kept)
        // The bytes stay in the window after this until the next fill.
        input.consume(recordLength)

        // The seconds field is a signed 32-bit time_t in libpcap's struct pcap_timeval. A fraction of
        // a second out of range is folded into the seconds so the Timestamp stays normal, and the
        // raw fields are kept for the printers (tcpdump prints them as they are).
        var wholeSeconds = Int64(Int32(bitPattern: seconds))
        var nanoseconds = UInt64(fraction) &* (nanosecondTimestamps ? 1 : 1000)
        var recorded: RecordedTime?
        if nanoseconds >= 1_000_000_000 {
            wholeSeconds &+= Int64(nanoseconds / 1_000_000_000)
            nanoseconds %= 1_000_000_000
            recorded = RecordedTime(seconds: Int32(bitPattern: seconds), fraction: Int32(bitPattern: fraction),
                                    fractionIsNanoseconds: nanosecondTimestamps)
        }

        return (PacketHeader(timestamp: Timestamp(seconds: wholeSeconds, nanoseconds: UInt32(nanoseconds),
                                                  recorded: recorded),
                             originalLength: Int(original), linkType: linkType), data)
    }
}

/// A 32-bit field in the file's byte order.
@inline(__always)
func load32(_ base: UnsafeRawPointer, _ offset: Int, _ bigEndian: Bool) -> UInt32 {
    let raw = base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    return bigEndian ? UInt32(bigEndian: raw) : UInt32(littleEndian: raw)
}

/// A 16-bit field in the file's byte order.
@inline(__always)
func load16(_ base: UnsafeRawPointer, _ offset: Int, _ bigEndian: Bool) -> UInt16 {
    let raw = base.loadUnaligned(fromByteOffset: offset, as: UInt16.self)
    return bigEndian ? UInt16(bigEndian: raw) : UInt16(littleEndian: raw)
}

/// A fresh array holding the bytes of `source`.
@inline(__always)
func copyBytes(_ source: UnsafeRawBufferPointer) -> [UInt8] {
    guard let base = source.baseAddress, source.count > 0 else { return [] }
    let count = source.count
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: base, byteCount: count)
        initialized = count
    }
}

extension InputBuffer {
    /// Fills the window to `count` bytes; false at end of input, `.io` naming the record on a read
    /// failure.
    @inline(__always)
    func fill(_ count: Int, file: String, record: Int) throws(CaptureFileError) -> Bool {
        do {
            return try fill(count)
        } catch {
            throw CaptureFileError(.io(error.message), file: file, record: record, offset: offset)
        }
    }
}

/// What the first bytes of a capture file say: which format, byte order, and the first interface.
struct FileHeader {
    var format: CaptureFileFormat
    var bigEndian: Bool
    var interface: CaptureInterface
    var recordHeaderLength = 16
    var lengthOrder = LengthOrder.normal

    /// Where caplen and len sit in record headers: libpcap before 2.3 (and DG/UX's 543.0) wrote
    /// them the other way round; 2.3 files may be either.
    enum LengthOrder {
        case normal
        case swapped
        case maybeSwapped
    }
    /// For pcapng: the parser, positioned after the first Interface Description Block.
    var pcapng: PcapNGParser?

    // File magics as they appear byte by byte (pcap-savefile(5), pcapng section 4.1).
    static let microsecondMagic: UInt32 = 0xa1b2_c3d4
    static let nanosecondMagic: UInt32 = 0xa1b2_3c4d
    /// Alexey Kuznetzov's modified format: 8 more bytes per record header (ifindex, protocol, type).
    static let modifiedMagic: UInt32 = 0xa1b2_cd34
    static let pcapngBlockType: UInt32 = 0x0a0d_0d0a

    private static let knownMagics: [[UInt8]] = {
        var magics: [[UInt8]] = []
        for magic in [microsecondMagic, nanosecondMagic, modifiedMagic] {
            let bigEndianBytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: magic >> $0) }
            magics.append(bigEndianBytes)
            magics.append(bigEndianBytes.reversed())
        }
        magics.append([0x0a, 0x0d, 0x0d, 0x0a])
        return magics
    }()

    /// Reads and consumes the file header (for pcapng, every block up to the first interface).
    ///
    /// Failure contract: unknown magic throws `.notACaptureFile`; a short header `.truncated`; an
    /// unsupported version `.invalid`.
    static func read(from input: InputBuffer, name: String) throws(CaptureFileError) -> FileHeader {
        func failure(_ kind: CaptureFileError.Kind) -> CaptureFileError {
            CaptureFileError(kind, file: name, record: 0, offset: 0)
        }
        _ = try input.fill(4, file: name, record: 0)
        let prefix = (0..<min(4, input.available)).map { input.pointer.load(fromByteOffset: $0, as: UInt8.self) }
        guard knownMagics.contains(where: { $0.starts(with: prefix) }) else { throw failure(.notACaptureFile) }
        guard prefix.count == 4 else { throw failure(.truncated) }
        if prefix == [0x0a, 0x0d, 0x0d, 0x0a] {
            var parser = PcapNGParser(name: name)
            let first = try parser.readFirstInterface(from: input)
            return FileHeader(format: .pcapng, bigEndian: parser.bigEndian, interface: first, pcapng: parser)
        }

        guard try input.fill(24, file: name, record: 0) else { throw failure(.truncated) }
        let base = input.pointer
        let bigEndian = prefix[0] == 0xa1
        let magic = load32(base, 0, bigEndian)
        let major = load16(base, 4, bigEndian)
        let minor = load16(base, 6, bigEndian)
        let snapLength = load32(base, 16, bigEndian)
        // The top six bits of the link-type field carry FCS information (LT_LINKTYPE in libpcap).
        let linkType = LinkType(load32(base, 20, bigEndian) & 0x03ff_ffff)
        // libpcap reads 2.0 through 2.4, and 543.0 as written by DG/UX tcpdump.
        guard (major == 2 && minor <= 4) || (major == 543 && minor == 0) else {
            throw failure(.invalid(major < 2
                ? "archaic pcap version \(major).\(minor)" : "unsupported pcap version \(major).\(minor)"))
        }
        input.consume(24)
        let precision: TimestampPrecision = magic == nanosecondMagic ? .nanoseconds : .microseconds
        return FileHeader(
            format: .pcap(byteOrder: bigEndian ? .bigEndian : .littleEndian, precision: precision),
            bigEndian: bigEndian,
            interface: CaptureInterface(
                linkType: linkType, snapLength: Int(snapLength),
                timestampResolution: precision == .nanoseconds ? .nanoseconds : .microseconds),
            recordHeaderLength: magic == modifiedMagic ? 24 : 16,
            lengthOrder: major == 543 || minor < 3 ? .swapped : minor == 3 ? .maybeSwapped : .normal)
    }
}

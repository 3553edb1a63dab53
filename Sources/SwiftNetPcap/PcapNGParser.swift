/// Walks pcapng blocks (draft-ietf-opsawg-pcapng): sections of either byte order, interfaces with
/// their own link types and timestamp units, and the three packet blocks (EPB, SPB, OPB).
///
/// Failure contract: every length is checked against the block before use; a block that is short,
/// lies about its length, or refers to an unknown interface throws `.truncated` or `.invalid` with
/// the 1-based block number and its byte offset. Unknown and custom blocks are skipped. Where
/// libpcap is stricter or laxer the reader follows it, so `decode` stops where tcpdump stops: a
/// packet longer than its interface's snap length is an error, and so is a trailing block length
/// that differs from the leading one, except in the file's first block.
struct PcapNGParser {
    // Block types (pcapng section 11.1).
    static let sectionHeader: UInt32 = 0x0a0d_0d0a
    static let interfaceDescription: UInt32 = 1
    static let obsoletePacket: UInt32 = 2
    static let simplePacket: UInt32 = 3
    static let enhancedPacket: UInt32 = 6
    /// Written in the Section Header Block in the section's byte order.
    static let byteOrderMagic: UInt32 = 0x1a2b_3c4d

    // Option codes (pcapng sections 3.5 and 4.2).
    static let endOfOptions: UInt16 = 0
    static let interfaceName: UInt16 = 2
    static let timestampResolution: UInt16 = 9
    static let timestampOffset: UInt16 = 14

    let name: String
    private(set) var bigEndian = false
    /// Interfaces of the current section, indexed by interface id.
    private(set) var interfaces: [CaptureInterface] = [] {
        // One append per interface block: converting only the new one keeps a section with many
        // interfaces linear (a full map per block made 10,000 interfaces take 18 s).
        didSet {
            if interfaces.count == packetInterfaces.count &+ 1, let added = interfaces.last {
                packetInterfaces.append(PacketInterface(added))
            } else {
                packetInterfaces = interfaces.map(PacketInterface.init)
            }
        }
    }
    /// What the packet path needs of each interface, without the name string (no reference
    /// counting per packet).
    private var packetInterfaces: [PacketInterface] = []

    private struct PacketInterface {
        var linkType: LinkType
        var resolution: TimestampResolution
        var offset: Int64
        /// Longer packets are rejected, as libpcap does: the snap length, or for 0 libpcap's maximum
        /// for the link type.
        var snapLength: UInt32
        init(_ interface: CaptureInterface) {
            linkType = interface.linkType
            resolution = interface.timestampResolution
            offset = interface.timestampOffset
            let declared = UInt32(clamping: interface.snapLength)
            snapLength = declared == 0 ? CaptureFileReader.maximumCaptureLength(for: linkType) : declared
        }
    }
    private(set) var blockCount = 0
    private(set) var sectionCount = 0

    init(name: String) { self.name = name }

    enum Event {
        /// The bytes point into the input window: valid until the next read from it.
        case packet(PacketHeader, UnsafeRawBufferPointer)
        case section
        case interface
        case skipped
    }

    /// Reads the Section Header Block and the blocks after it up to the first interface.
    mutating func readFirstInterface(from input: InputBuffer) throws(CaptureFileError) -> CaptureInterface {
        while true {
            let offset = input.offset
            guard let event = try readBlock(from: input) else {
                throw CaptureFileError(
                    .invalid("no interface description block"), file: name, record: blockCount + 1, offset: offset)
            }
            if case .interface = event, let first = interfaces.first { return first }
        }
    }

    /// The next packet of any interface, nil at a clean end of input. The bytes point into the
    /// input window (already consumed): valid until the next read from `input`.
    @inline(__always)
    mutating func nextPacket(from input: InputBuffer) throws(CaptureFileError) -> (PacketHeader, UnsafeRawBufferPointer)? {
        while let event = try readBlock(from: input) {
            if case .packet(let header, let bytes) = event { return (header, bytes) }
        }
        return nil
    }

    /// Reads and consumes one whole block; nil at a clean end of input (no bytes left).
    mutating func readBlock(from input: InputBuffer) throws(CaptureFileError) -> Event? {
        let record = blockCount &+ 1
        let offset = input.offset
        func failure(_ kind: CaptureFileError.Kind) -> CaptureFileError {
            CaptureFileError(kind, file: name, record: record, offset: offset)
        }
        // Every block has at least type, length and trailing length; 12 bytes also reach the SHB's
        // byte-order magic.
        if input.available < 12 {
            if try !input.fill(12, file: name, record: record) {
                if input.available == 0 { return nil }
                throw failure(.truncated)
            }
        }
        var base = input.pointer
        // The SHB type reads the same in both orders; its byte-order magic sets the section's order.
        if base.loadUnaligned(as: UInt32.self) == Self.sectionHeader {
            let magic = base.loadUnaligned(fromByteOffset: 8, as: UInt32.self)
            if UInt32(bigEndian: magic) == Self.byteOrderMagic {
                bigEndian = true
            } else if UInt32(littleEndian: magic) == Self.byteOrderMagic {
                bigEndian = false
            } else {
                throw failure(record == 1 ? .notACaptureFile : .invalid("bad byte-order magic in section header"))
            }
        } else if record == 1 {
            throw failure(.notACaptureFile)
        }
        let type = load32(base, 0, bigEndian)
        let length = load32(base, 4, bigEndian)
        let minimum: UInt32
        switch type {
        case Self.sectionHeader: minimum = 28
        case Self.interfaceDescription: minimum = 20
        case Self.enhancedPacket, Self.obsoletePacket: minimum = 32
        case Self.simplePacket: minimum = 16
        default: minimum = 12
        }
        guard length >= minimum else {
            throw failure(.invalid("block length \(length) is below the minimum of \(minimum)"))
        }
        guard length % 4 == 0 else { throw failure(.invalid("block length \(length) is not a multiple of 4")) }
        guard length <= CaptureFileReader.maximumRecordLength else {
            throw failure(.invalid(
                "block length \(length) exceeds the maximum of \(CaptureFileReader.maximumRecordLength)"))
        }
        let blockLength = Int(length)
        if input.available < blockLength {
            if try !input.fill(blockLength, file: name, record: record) { throw failure(.truncated) }
            base = input.pointer
        }
        // libpcap checks the trailing copy of the length on every block but the file's first (which
        // it reads separately); so does this reader, so decode stops where tcpdump stops.
        let trailing = load32(base, blockLength - 4, bigEndian)
        guard trailing == length || record == 1 else {
            throw failure(.invalid("trailing block length \(trailing) differs from the leading \(length)"))
        }

        let event: Event
        switch type {
        case Self.sectionHeader:
            let major = load16(base, 12, bigEndian)
            let minor = load16(base, 14, bigEndian)
            // Version 1.0; 1.2 was written by some early tools and libpcap accepts it.
            guard major == 1 && (minor == 0 || minor == 2) else {
                throw failure(.invalid("unsupported pcapng version \(major).\(minor)"))
            }
            interfaces.removeAll()
            sectionCount &+= 1
            event = .section
        case Self.interfaceDescription:
            interfaces.append(try parseInterface(base, length: blockLength, failure: failure))
            event = .interface
        case Self.enhancedPacket:
            let interfaceID = load32(base, 8, bigEndian)
            let ticks = UInt64(load32(base, 12, bigEndian)) << 32 | UInt64(load32(base, 16, bigEndian))
            let captured = load32(base, 20, bigEndian)
            let original = load32(base, 24, bigEndian)
            guard captured <= length - 32 else {
                throw failure(.invalid("capture length \(captured) exceeds its block"))
            }
            event = try packet(
                interfaceID: interfaceID, ticks: ticks, data: base + 28, capturedLength: captured,
                originalLength: Int(original), failure: failure)
        case Self.simplePacket:
            guard let first = packetInterfaces.first else {
                throw failure(.invalid("simple packet block before any interface description block"))
            }
            let original = load32(base, 8, bigEndian)
            // The SPB has no capture length: it is the original length cut to the snap length and
            // to the room in the block.
            let captured = min(original, length - 16, first.snapLength)
            event = .packet(
                PacketHeader(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: Int(original),
                             linkType: first.linkType),
                UnsafeRawBufferPointer(start: base + 12, count: Int(captured)))
        case Self.obsoletePacket:
            let interfaceID = UInt32(load16(base, 8, bigEndian))
            let ticks = UInt64(load32(base, 12, bigEndian)) << 32 | UInt64(load32(base, 16, bigEndian))
            let captured = load32(base, 20, bigEndian)
            let original = load32(base, 24, bigEndian)
            guard captured <= length - 32 else {
                throw failure(.invalid("capture length \(captured) exceeds its block"))
            }
            event = try packet(
                interfaceID: interfaceID, ticks: ticks, data: base + 28, capturedLength: captured,
                originalLength: Int(original), failure: failure)
        default:
            event = .skipped
        }
        blockCount = record
        input.consume(blockLength)
        return event
    }

    @inline(__always)
    private func packet(
        interfaceID: UInt32, ticks: UInt64, data: UnsafeRawPointer, capturedLength: UInt32, originalLength: Int,
        failure: (CaptureFileError.Kind) -> CaptureFileError
    ) throws(CaptureFileError) -> Event {
        guard interfaceID < packetInterfaces.count else {
            throw failure(.invalid(
                "packet for interface \(interfaceID), but the section has \(interfaces.count) interfaces"))
        }
        let interface = packetInterfaces[Int(interfaceID)]
        guard capturedLength <= interface.snapLength else {
            throw failure(.invalid("capture length \(capturedLength) exceeds the snap length \(interface.snapLength)"))
        }
        // The resolution was checked when the interface was read, so this cannot be nil.
        let timestamp = interface.resolution.timestamp(ticks: ticks, offsetSeconds: interface.offset)
            ?? Timestamp(seconds: 0, nanoseconds: 0)
        return .packet(
            PacketHeader(timestamp: timestamp, originalLength: originalLength, linkType: interface.linkType,
                         interfaceIndex: Int(interfaceID)),
            UnsafeRawBufferPointer(start: data, count: Int(capturedLength)))
    }

    private func parseInterface(
        _ base: UnsafeRawPointer, length: Int, failure: (CaptureFileError.Kind) -> CaptureFileError
    ) throws(CaptureFileError) -> CaptureInterface {
        var interface = CaptureInterface(
            linkType: LinkType(UInt32(load16(base, 8, bigEndian))),
            snapLength: Int(load32(base, 12, bigEndian)))
        let end = length - 4
        var position = 16
        var sawResolution = false
        var sawOffset = false
        while position <= end - 4 {
            let code = load16(base, position, bigEndian)
            let valueLength = Int(load16(base, position + 2, bigEndian))
            position += 4
            guard valueLength <= end - position else {
                throw failure(.invalid("interface option \(code) runs past the end of its block"))
            }
            // Option lengths and repeats are checked as libpcap checks them.
            let value = UnsafeRawBufferPointer(start: base + position, count: valueLength)
            switch code {
            case Self.endOfOptions:
                guard valueLength == 0 else { throw failure(.invalid("opt_endofopt has length \(valueLength)")) }
                return interface
            case Self.interfaceName:
                let text = value.prefix { $0 != 0 }
                interface.name = String(decoding: text, as: UTF8.self)
            case Self.timestampResolution:
                guard valueLength == 1 else { throw failure(.invalid("if_tsresol has length \(valueLength)")) }
                guard !sawResolution else { throw failure(.invalid("more than one if_tsresol")) }
                sawResolution = true
                let resolution = TimestampResolution(optionByte: value[0])
                guard resolution.timestamp(ticks: 0) != nil else {
                    throw failure(.invalid("if_tsresol \(value[0]) is finer than 64-bit timestamps can count"))
                }
                interface.timestampResolution = resolution
            case Self.timestampOffset:
                guard valueLength == 8 else { throw failure(.invalid("if_tsoffset has length \(valueLength)")) }
                guard !sawOffset else { throw failure(.invalid("more than one if_tsoffset")) }
                sawOffset = true
                let raw = value.loadUnaligned(as: UInt64.self)
                interface.timestampOffset = Int64(bitPattern: bigEndian ? UInt64(bigEndian: raw) : UInt64(littleEndian: raw))
            default:
                break
            }
            // Values are padded to 32 bits.
            position += (valueLength + 3) & ~3
        }
        return interface
    }
}

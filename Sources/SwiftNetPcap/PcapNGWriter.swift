/// Writes a pcapng file: one Section Header Block, one Interface Description Block per interface
/// (if_tsresol and if_tsoffset when they differ from the default), and an Enhanced Packet Block per
/// packet, in either byte order.
///
/// Buffered like `PcapWriter`: `flush()` for packet-buffered output, `close()` at the end.
///
/// Failure contract: OS failures throw `.io(strerror text)`; a packet whose `interfaceIndex` names no
/// interface throws `.invalid` and writes nothing.
public final class PcapNGWriter {
    public private(set) var interfaces: [CaptureInterface] = []
    private let output: OutputBuffer
    private let bigEndian: Bool

    /// Creates (or truncates) `path` (`-` = standard output) and writes the section header and the
    /// given interfaces. `application` goes in shb_userappl.
    public convenience init(
        path: String, interfaces: [CaptureInterface], byteOrder: CaptureFileFormat.ByteOrder = .host,
        application: String? = "swiftnet"
    ) throws(CaptureFileError) {
        try self.init(output: OutputBuffer(path: path), interfaces: interfaces, byteOrder: byteOrder,
                      application: application)
    }

    /// Writes to an open descriptor that the caller keeps owning; `name` is used in error messages.
    public convenience init(
        fileDescriptor: Int32, name: String, interfaces: [CaptureInterface],
        byteOrder: CaptureFileFormat.ByteOrder = .host, application: String? = "swiftnet"
    ) throws(CaptureFileError) {
        try self.init(output: OutputBuffer(fileDescriptor: fileDescriptor, name: name), interfaces: interfaces,
                      byteOrder: byteOrder, application: application)
    }

    private init(
        output: OutputBuffer, interfaces: [CaptureInterface], byteOrder: CaptureFileFormat.ByteOrder,
        application: String?
    ) throws(CaptureFileError) {
        self.output = output
        bigEndian = byteOrder == .bigEndian
        let big = bigEndian
        try appendBlock(PcapNGParser.sectionHeader) { body in
            body.append32(PcapNGParser.byteOrderMagic, bigEndian: big)
            body.append16(1, bigEndian: big)  // version 1.0
            body.append16(0, bigEndian: big)
            body.append64(UInt64.max, bigEndian: big)  // section length not given
            if let application {
                Self.appendOption(4, Array(application.utf8), to: &body, bigEndian: big)  // shb_userappl
                Self.appendEndOfOptions(to: &body, bigEndian: big)
            }
        }
        for interface in interfaces { try addInterface(interface) }
    }

    /// Writes an Interface Description Block; returns the index packets use to refer to it.
    @discardableResult
    public func addInterface(_ interface: CaptureInterface) throws(CaptureFileError) -> Int {
        let big = bigEndian
        try appendBlock(PcapNGParser.interfaceDescription) { body in
            body.append16(UInt16(truncatingIfNeeded: interface.linkType.rawValue), bigEndian: big)
            body.append16(0, bigEndian: big)
            body.append32(UInt32(clamping: max(0, interface.snapLength)), bigEndian: big)
            var hasOptions = false
            if let name = interface.name {
                Self.appendOption(PcapNGParser.interfaceName, Array(name.utf8), to: &body, bigEndian: big)
                hasOptions = true
            }
            if interface.timestampResolution != .microseconds {
                Self.appendOption(PcapNGParser.timestampResolution, [interface.timestampResolution.optionByte],
                                  to: &body, bigEndian: big)
                hasOptions = true
            }
            if interface.timestampOffset != 0 {
                var value: [UInt8] = []
                value.append64(UInt64(bitPattern: interface.timestampOffset), bigEndian: big)
                Self.appendOption(PcapNGParser.timestampOffset, value, to: &body, bigEndian: big)
                hasOptions = true
            }
            if hasOptions { Self.appendEndOfOptions(to: &body, bigEndian: big) }
        }
        interfaces.append(interface)
        return interfaces.count - 1
    }

    /// Appends an Enhanced Packet Block on the packet's `interfaceIndex`, data cut to that interface's
    /// snap length (when not 0).
    public func write(_ packet: CapturedPacket) throws(CaptureFileError) {
        // withUnsafeBytes rethrows untyped errors, so the typed one travels in a Result.
        try packet.data.withUnsafeBytes { bytes in
            Result { () throws(CaptureFileError) in
                try write(timestamp: packet.timestamp, originalLength: packet.originalLength, bytes: bytes,
                          interface: packet.interfaceIndex)
            }
        }.get()
    }

    /// Appends a packet on interface 0 straight from borrowed bytes (a live capture's buffer).
    public func write(timestamp: Timestamp, originalLength: Int, bytes: UnsafeRawBufferPointer) throws(CaptureFileError) {
        try write(timestamp: timestamp, originalLength: originalLength, bytes: bytes, interface: 0)
    }

    /// Appends a packet on `interface` straight from borrowed bytes.
    public func write(
        timestamp: Timestamp, originalLength: Int, bytes: UnsafeRawBufferPointer, interface index: Int
    ) throws(CaptureFileError) {
        guard index >= 0 && index < interfaces.count else {
            throw CaptureFileError(
                .invalid("packet for interface \(index), but only \(interfaces.count) were added"),
                file: output.name, record: output.recordCount + 1, offset: output.written)
        }
        let interface = interfaces[index]
        let captured = interface.snapLength > 0 ? min(bytes.count, interface.snapLength) : bytes.count
        let ticks = interface.timestampResolution.ticks(for: timestamp, offsetSeconds: interface.timestampOffset)
        let original = UInt32(clamping: max(originalLength, 0))
        let big = bigEndian
        let interfaceID = UInt32(index)
        try appendBlock(PcapNGParser.enhancedPacket) { body in
            body.append32(interfaceID, bigEndian: big)
            body.append32(UInt32(truncatingIfNeeded: ticks >> 32), bigEndian: big)
            body.append32(UInt32(truncatingIfNeeded: ticks), bigEndian: big)
            body.append32(UInt32(clamping: captured), bigEndian: big)
            body.append32(original, bigEndian: big)
            body.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[..<captured]))
        }
    }

    /// Bytes in the file so far, headers and buffered blocks included (for size-based rotation).
    public var size: Int64 { output.size }

    /// Hands buffered blocks to the OS.
    public func flush() throws(CaptureFileError) { try output.flush() }

    /// Flushes and closes the file (not a descriptor passed in). Safe to call twice.
    public func close() throws(CaptureFileError) { try output.close() }

    /// Type, total length, body padded to 32 bits, total length again (pcapng section 3.1). The
    /// body is written in place, then the length is patched in.
    private func appendBlock(_ type: UInt32, body: (inout [UInt8]) -> Void) throws(CaptureFileError) {
        let big = bigEndian
        output.recordCount &+= 1
        try output.append { bytes in
            let start = bytes.count
            bytes.append32(type, bigEndian: big)
            bytes.append32(0, bigEndian: big)
            body(&bytes)
            bytes.padTo32Bits()
            let total = UInt32(bytes.count - start + 4)
            bytes.append32(total, bigEndian: big)
            let ordered = big ? total.bigEndian : total.littleEndian
            withUnsafeBytes(of: ordered) { lengthBytes in
                for (offset, byte) in lengthBytes.enumerated() { bytes[start + 4 + offset] = byte }
            }
        }
    }

    private static func appendOption(_ code: UInt16, _ value: [UInt8], to body: inout [UInt8], bigEndian: Bool) {
        let length = min(value.count, Int(UInt16.max) & ~3)
        body.append16(code, bigEndian: bigEndian)
        body.append16(UInt16(length), bigEndian: bigEndian)
        body.append(contentsOf: value[..<length])
        body.padTo32Bits()
    }

    private static func appendEndOfOptions(to body: inout [UInt8], bigEndian: Bool) {
        body.append16(PcapNGParser.endOfOptions, bigEndian: bigEndian)
        body.append16(0, bigEndian: bigEndian)
    }
}

extension TimestampResolution {
    /// The count of these units for `timestamp` minus `offsetSeconds` (the inverse of
    /// `timestamp(ticks:offsetSeconds:)`); finer parts are dropped, and times before the epoch or
    /// beyond 64 bits wrap.
    public func ticks(for timestamp: Timestamp, offsetSeconds: Int64 = 0) -> UInt64 {
        let seconds = UInt64(bitPattern: timestamp.seconds &- offsetSeconds)
        let nanoseconds = UInt64(timestamp.nanoseconds)
        switch self {
        case .powerOfTen(let exponent):
            var unitsPerSecond: UInt64 = 1
            for _ in 0..<min(exponent, 19) { unitsPerSecond &*= 10 }
            let fraction: UInt64
            if exponent <= 9 {
                fraction = nanoseconds / (1_000_000_000 / unitsPerSecond)
            } else {
                var scale: UInt64 = 1
                for _ in 0..<(min(exponent, 19) - 9) { scale &*= 10 }
                fraction = nanoseconds &* scale
            }
            return seconds &* unitsPerSecond &+ fraction
        case .powerOfTwo(let exponent):
            let shift = min(exponent, 63)
            let fraction = (nanoseconds.multipliedFullWidth(by: UInt64(1) << shift))
            let (quotient, _) = UInt64(1_000_000_000).dividingFullWidth(fraction)
            return (seconds << shift) &+ quotient
        }
    }
}

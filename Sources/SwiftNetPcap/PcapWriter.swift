/// Writes a classic pcap file: microsecond (a1b2c3d4) or nanosecond (a1b23c4d) timestamps, either
/// byte order, one link type.
///
/// Buffered: records reach the file in ~1 MiB chunks; call `flush()` after each packet for
/// packet-buffered output (tcpdump -U), and `close()` at the end (dropping the writer also flushes,
/// but cannot report an error).
///
/// Failure contract: every OS failure throws `CaptureFileError(.io(strerror text))`; packets are
/// never rejected (data longer than the snap length is cut to it, as a capture would).
public final class PcapWriter {
    public let format: CaptureFileFormat
    public let linkType: LinkType
    public let snapLength: Int
    private let output: OutputBuffer
    private let bigEndian: Bool
    private let nanoseconds: Bool

    /// Creates (or truncates) `path`, `-` meaning standard output, and writes the file header.
    public convenience init(
        path: String, linkType: LinkType, snapLength: Int = 262_144,
        precision: TimestampPrecision = .microseconds, byteOrder: CaptureFileFormat.ByteOrder = .host
    ) throws(CaptureFileError) {
        try self.init(output: OutputBuffer(path: path), linkType: linkType, snapLength: snapLength,
                      precision: precision, byteOrder: byteOrder)
    }

    /// Writes to an open descriptor that the caller keeps owning; `name` is used in error messages.
    public convenience init(
        fileDescriptor: Int32, name: String, linkType: LinkType, snapLength: Int = 262_144,
        precision: TimestampPrecision = .microseconds, byteOrder: CaptureFileFormat.ByteOrder = .host
    ) throws(CaptureFileError) {
        try self.init(output: OutputBuffer(fileDescriptor: fileDescriptor, name: name), linkType: linkType,
                      snapLength: snapLength, precision: precision, byteOrder: byteOrder)
    }

    private init(
        output: OutputBuffer, linkType: LinkType, snapLength: Int, precision: TimestampPrecision,
        byteOrder: CaptureFileFormat.ByteOrder
    ) throws(CaptureFileError) {
        self.output = output
        self.linkType = linkType
        self.snapLength = max(0, min(snapLength, Int(UInt32.max)))
        self.format = .pcap(byteOrder: byteOrder, precision: precision)
        bigEndian = byteOrder == .bigEndian
        nanoseconds = precision == .nanoseconds
        let magic: UInt32 = nanoseconds ? FileHeader.nanosecondMagic : FileHeader.microsecondMagic
        let big = bigEndian
        let snap = UInt32(self.snapLength)
        try output.append { bytes in
            bytes.append32(magic, bigEndian: big)
            bytes.append16(2, bigEndian: big)  // version 2.4, pcap-savefile(5)
            bytes.append16(4, bigEndian: big)
            bytes.append32(0, bigEndian: big)  // thiszone: timestamps are UTC
            bytes.append32(0, bigEndian: big)  // sigfigs
            bytes.append32(snap, bigEndian: big)
            bytes.append32(linkType.rawValue, bigEndian: big)
        }
    }

    /// Appends one record. The packet's own link type is not checked against the file's.
    public func write(_ packet: CapturedPacket) throws(CaptureFileError) {
        try write(packet.data, timestamp: packet.timestamp, originalLength: packet.originalLength)
    }

    /// Appends one record from its parts; `originalLength` defaults to the data's length.
    public func write(_ data: [UInt8], timestamp: Timestamp, originalLength: Int? = nil) throws(CaptureFileError) {
        // withUnsafeBytes rethrows untyped errors, so the typed one travels in a Result.
        try data.withUnsafeBytes { bytes in
            Result { () throws(CaptureFileError) in
                try write(timestamp: timestamp, originalLength: originalLength ?? data.count, bytes: bytes)
            }
        }.get()
    }

    /// Appends one record straight from borrowed bytes (a live capture's buffer), with no copy into
    /// an array first.
    public func write(timestamp: Timestamp, originalLength: Int, bytes: UnsafeRawBufferPointer) throws(CaptureFileError) {
        let captured = snapLength > 0 ? min(bytes.count, snapLength) : bytes.count
        let original = UInt32(clamping: max(originalLength, 0))
        var fraction = nanoseconds ? timestamp.nanoseconds : timestamp.nanoseconds / 1000
        let big = bigEndian
        // The seconds field is 32 bits (signed in libpcap): later or earlier times wrap.
        var seconds = UInt32(truncatingIfNeeded: timestamp.seconds)
        if let recorded = timestamp.recorded {
            // A file's out-of-range fraction is written back as libpcap hands it on (tcpdump -w
            // copies it): raw, or scaled between units as libpcap scales it.
            var raw = Int64(recorded.fraction)
            if recorded.fractionIsNanoseconds && !nanoseconds { raw /= 1000 }
            if !recorded.fractionIsNanoseconds && nanoseconds { raw &*= 1000 }
            seconds = UInt32(bitPattern: recorded.seconds)
            fraction = UInt32(truncatingIfNeeded: raw)
        }
        output.recordCount &+= 1
        try output.append { buffer in
            buffer.append32(seconds, bigEndian: big)
            buffer.append32(fraction, bigEndian: big)
            buffer.append32(UInt32(clamping: captured), bigEndian: big)
            buffer.append32(original, bigEndian: big)
            buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[..<captured]))
        }
    }

    /// Bytes in the file so far, header and buffered records included (for size-based rotation).
    public var size: Int64 { output.size }

    /// Hands buffered records to the OS (tcpdump -U does this after every packet).
    public func flush() throws(CaptureFileError) { try output.flush() }

    /// Flushes and closes the file (not a descriptor passed in). Safe to call twice.
    public func close() throws(CaptureFileError) { try output.close() }
}

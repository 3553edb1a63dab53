/// What a capture file says about one packet besides its bytes: `CapturedPacket` without `data`.
///
/// `CaptureFileReader.withNextPacket` passes one beside a borrowed view of the bytes, so a caller
/// that only filters or copies packets to another file never allocates per packet.
public struct PacketHeader: Sendable, Equatable {
    public var timestamp: Timestamp
    /// Length on the wire, as the file says; may be below the captured length in a damaged file.
    public var originalLength: Int
    public var linkType: LinkType
    /// The pcapng interface the packet came from (0 for classic pcap).
    public var interfaceIndex: Int

    @inlinable
    public init(timestamp: Timestamp, originalLength: Int, linkType: LinkType, interfaceIndex: Int = 0) {
        self.timestamp = timestamp
        self.originalLength = originalLength
        self.linkType = linkType
        self.interfaceIndex = interfaceIndex
    }
}

extension CapturedPacket {
    /// A packet owning a copy of `bytes`.
    @inlinable
    public init(_ header: PacketHeader, bytes: UnsafeRawBufferPointer) {
        self.init(timestamp: header.timestamp, originalLength: header.originalLength, linkType: header.linkType,
                  data: Array(bytes), interfaceIndex: header.interfaceIndex)
    }

    /// The packet's metadata without its bytes.
    @inlinable
    public var header: PacketHeader {
        PacketHeader(timestamp: timestamp, originalLength: originalLength, linkType: linkType,
                     interfaceIndex: interfaceIndex)
    }
}

// Ethernet II and IEEE 802.3 frames (IEEE 802.3 clause 3). The 16-bit field after the addresses is
// an EtherType when above 1500 and an 802.3 length (followed by an LLC header) otherwise.

/// Byte offsets of the Ethernet header fields.
public enum EthernetField {
    public static let destination = 0
    public static let source = 6
    /// EtherType (Ethernet II) or length (802.3); a VLAN tag's TPID sits here too (IEEE 802.1Q 9.3).
    public static let typeOrLength = 12
    public static let headerLength = 14
}

/// A view of an Ethernet frame in `bytes[offset..<end]` (no preamble, no FCS), sharing the packet's
/// storage.
///
/// Failure contract: `init` throws `.truncated(.ethernet, …)` when fewer than 14 bytes are there; once
/// made, no getter can trap. An 802.3 length larger than the captured bytes sets `isTruncated`.
public struct EthernetFrame: Sendable {
    public let bytes: [UInt8]
    public let offset: Int
    /// End of the bytes available to this frame (the captured bytes).
    public let end: Int

    @inlinable
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) throws(WireError) {
        let end = Swift.min(end ?? bytes.count, bytes.count)
        guard bytes.has(EthernetField.headerLength, at: offset, end: end) else {
            throw .truncated(.ethernet, needed: EthernetField.headerLength, available: Swift.max(0, end - offset))
        }
        self.bytes = bytes
        self.offset = offset
        self.end = end
    }

    @inlinable public var destination: MACAddress { MACAddress(rawBytes: bytes, at: offset + EthernetField.destination) }
    @inlinable public var source: MACAddress { MACAddress(rawBytes: bytes, at: offset + EthernetField.source) }
    /// The raw type/length field.
    @inlinable public var typeOrLength: UInt16 { bytes.uint16(at: offset + EthernetField.typeOrLength) }
    /// The field as an EtherType; meaningful when `isLengthFrame` is false.
    @inlinable public var etherType: EtherType { EtherType(typeOrLength) }
    /// Whether this is an IEEE 802.3 frame whose type field is a length and whose payload is LLC.
    @inlinable public var isLengthFrame: Bool { etherType.isLength }

    @inlinable public var payloadOffset: Int { offset + EthernetField.headerLength }

    /// End of the payload: for an 802.3 frame the length field's end (trimming padding) clamped to the
    /// captured bytes; for Ethernet II the captured end (the network layer trims its own padding).
    @inlinable public var payloadEnd: Int {
        guard isLengthFrame else { return end }
        return Swift.min(end, payloadOffset + Int(typeOrLength))
    }

    /// Whether an 802.3 length field claims more bytes than were captured.
    @inlinable public var isTruncated: Bool { isLengthFrame && payloadOffset + Int(typeOrLength) > end }
}

/// The Ethernet header as a value. `etherType` nil means "compute from the next layer when building"
/// (the TPID for a VLAN tag, the 802.3 length before an LLC header).
public struct EthernetHeader: Hashable, Sendable {
    public var destination: MACAddress
    public var source: MACAddress
    public var etherType: EtherType?

    public static let encodedLength = EthernetField.headerLength

    public init(destination: MACAddress, source: MACAddress, etherType: EtherType? = nil) {
        self.destination = destination
        self.source = source
        self.etherType = etherType
    }

    /// The header as the view shows it (the type/length field kept as found).
    public init(_ view: EthernetFrame) {
        self.init(destination: view.destination, source: view.source, etherType: view.etherType)
    }

    /// Writes the 14 header bytes at `offset`; a nil type is written as 0 for a builder to fill.
    /// The caller has sized `buffer` (traps otherwise: a programming bug, not an input error).
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        destination.encode(into: &buffer, at: offset + EthernetField.destination)
        source.encode(into: &buffer, at: offset + EthernetField.source)
        buffer.setUInt16(etherType?.rawValue ?? 0, at: offset + EthernetField.typeOrLength)
    }
}

// UDP (RFC 768). The pattern every protocol in this module follows:
//  - `UDPField` is the one table of offsets that the view reads and the value writes through;
//  - `UDPDatagram` is the view: validated once by a throwing initializer, then infallible getters;
//  - `UDPHeader` is the value: decoded from a view, encoded into a buffer at an offset.

/// Byte offsets of the UDP header fields (RFC 768).
public enum UDPField {
    public static let sourcePort = 0
    public static let destinationPort = 2
    public static let length = 4
    public static let checksum = 6
    public static let headerLength = 8
}

/// A view of a UDP datagram in `bytes[offset..<end]`, sharing the packet's storage.
///
/// Failure contract: `init` throws `.truncated(.udp, …)` when fewer than 8 bytes are there; once
/// made, no getter can trap. The length field is not trusted: `payloadEnd` never passes `end`.
public struct UDPDatagram: Sendable {
    public let bytes: [UInt8]
    public let offset: Int
    /// End of the bytes available to this datagram (captured bytes, trimmed by the IP length).
    public let end: Int

    @inlinable
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) throws(WireError) {
        let end = Swift.min(end ?? bytes.count, bytes.count)
        guard bytes.has(UDPField.headerLength, at: offset, end: end) else {
            throw .truncated(.udp, needed: UDPField.headerLength, available: Swift.max(0, end - offset))
        }
        self.bytes = bytes
        self.offset = offset
        self.end = end
    }

    @inlinable public var sourcePort: UInt16 { bytes.uint16(at: offset + UDPField.sourcePort) }
    @inlinable public var destinationPort: UInt16 { bytes.uint16(at: offset + UDPField.destinationPort) }
    @inlinable public var length: UInt16 { bytes.uint16(at: offset + UDPField.length) }
    @inlinable public var checksum: UInt16 { bytes.uint16(at: offset + UDPField.checksum) }

    @inlinable public var payloadOffset: Int { offset + UDPField.headerLength }

    /// Where the payload ends: the length field's end if it is sane, else the available bytes.
    @inlinable public var payloadEnd: Int {
        let claimed = Int(length)
        guard claimed >= UDPField.headerLength else { return end }
        return Swift.min(end, offset + claimed)
    }

    /// Whether the captured bytes hold the whole datagram the length field claims.
    @inlinable public var isComplete: Bool { Int(length) >= UDPField.headerLength && offset + Int(length) <= end }

    /// Checksum verdict: nil when it cannot be judged (datagram not all captured, or checksum 0 over
    /// IPv4, which means "none" per RFC 768), else whether it verifies.
    @inlinable
    public func checksumIsValid(_ pseudoHeader: PseudoHeader) -> Bool? {
        guard isComplete else { return nil }
        if checksum == 0, case .ipv4 = pseudoHeader { return nil }
        return pseudoHeader.checksum(bytes, from: offset, to: offset + Int(length), protocol: .udp) == 0
    }
}

/// The UDP header as a value; `length` and `checksum` nil mean "compute when encoding".
public struct UDPHeader: Hashable, Sendable {
    public var sourcePort: UInt16
    public var destinationPort: UInt16
    public var length: UInt16?
    public var checksum: UInt16?

    public init(sourcePort: UInt16, destinationPort: UInt16, length: UInt16? = nil, checksum: UInt16? = nil) {
        self.sourcePort = sourcePort
        self.destinationPort = destinationPort
        self.length = length
        self.checksum = checksum
    }

    /// The header as the view shows it, with length and checksum as found.
    public init(_ view: UDPDatagram) {
        self.init(sourcePort: view.sourcePort, destinationPort: view.destinationPort,
                  length: view.length, checksum: view.checksum)
    }

    /// Writes the 8 header bytes at `offset`; nil length/checksum are written as 0 for a builder to fill.
    /// The caller has sized `buffer` (traps otherwise: a programming bug, not an input error).
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        buffer.setUInt16(sourcePort, at: offset + UDPField.sourcePort)
        buffer.setUInt16(destinationPort, at: offset + UDPField.destinationPort)
        buffer.setUInt16(length ?? 0, at: offset + UDPField.length)
        buffer.setUInt16(checksum ?? 0, at: offset + UDPField.checksum)
    }
}

extension UDPDatagram {
    /// Computes the checksum of the datagram in `buffer[offset..<end]` under `pseudoHeader` and stores
    /// it; a computed 0 is stored as 0xffff, since 0 means "no checksum" (RFC 768). The caller has
    /// sized the buffer (at least 8 bytes at `offset`).
    public static func fillChecksum(in buffer: inout [UInt8], offset: Int, end: Int, pseudoHeader: PseudoHeader) {
        buffer.setUInt16(0, at: offset + UDPField.checksum)
        let sum = pseudoHeader.checksum(buffer, from: offset, to: end, protocol: .udp)
        buffer.setUInt16(sum == 0 ? 0xffff : sum, at: offset + UDPField.checksum)
    }
}

extension UDPHeader {
    /// Bytes `encode` writes.
    public var encodedLength: Int { UDPField.headerLength }
}

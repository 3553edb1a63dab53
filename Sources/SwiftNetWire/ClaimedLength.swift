// What the views of transport and ICMP messages share: the network layer's claimed length trims
// the bytes a view may read, and a claim past the captured bytes marks the view truncated.

extension Array where Element == UInt8 {
    /// The end of a message at `offset`: `end` (clamped to the array) trimmed to `offset +
    /// claimedLength` when the network layer states a length (IP total/payload length minus the IP
    /// headers). `isTruncated` is true when the claim reaches past the available bytes.
    ///
    /// Failure contract: total; a negative claim or offset is ignored (no trim, not truncated).
    @inlinable
    public func messageBounds(offset: Int, end: Int?, claimedLength: Int?) -> (end: Int, isTruncated: Bool) {
        let available = Swift.max(0, Swift.min(end ?? count, count))
        guard let claimedLength, claimedLength >= 0, offset >= 0 else { return (available, false) }
        if offset <= available &- claimedLength { return (offset + claimedLength, false) }
        return (available, true)
    }
}

/// ICMPv4 and ICMPv6 headers: the 4 type-specific bytes after the checksum, and the identifier and
/// sequence number that echo (and ICMPv4's timestamp, information, address mask) keep there.
public protocol ICMPRestOfHeader {
    /// Bytes 4-7 as one big-endian number.
    var restOfHeader: UInt32 { get set }
}

extension ICMPRestOfHeader {
    /// High 16 bits of the rest of header.
    public var identifier: UInt16 {
        get { UInt16(truncatingIfNeeded: restOfHeader >> 16) }
        set { restOfHeader = UInt32(newValue) << 16 | restOfHeader & 0xffff }
    }

    /// Low 16 bits of the rest of header.
    public var sequenceNumber: UInt16 {
        get { UInt16(truncatingIfNeeded: restOfHeader) }
        set { restOfHeader = restOfHeader & 0xffff_0000 | UInt32(newValue) }
    }
}

// Unchecked reads (for views that validated their length once) and writes of addresses at an offset,
// shared by every header that carries addresses.

extension MACAddress {
    /// Reads six bytes at `offset` that the caller has validated.
    @inlinable
    public init(rawBytes bytes: [UInt8], at offset: Int) {
        self.init(UInt64(bytes.uint16(at: offset)) << 32 | UInt64(bytes.uint32(at: offset + 2)))
    }

    /// Writes the six bytes at `offset`; the caller has sized the buffer.
    @inlinable
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        buffer.setUInt16(UInt16(truncatingIfNeeded: value >> 32), at: offset)
        buffer.setUInt32(UInt32(truncatingIfNeeded: value), at: offset + 2)
    }
}

extension IPv4Address {
    /// Writes the four bytes at `offset`; the caller has sized the buffer.
    @inlinable
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        buffer.setUInt32(value, at: offset)
    }
}

extension IPv6Address {
    /// Reads sixteen bytes at `offset` that the caller has validated.
    @inlinable
    public init(rawBytes bytes: [UInt8], at offset: Int) {
        self.init(high: UInt64(bytes.uint32(at: offset)) << 32 | UInt64(bytes.uint32(at: offset + 4)),
                  low: UInt64(bytes.uint32(at: offset + 8)) << 32 | UInt64(bytes.uint32(at: offset + 12)))
    }

    /// Writes the sixteen bytes at `offset`; the caller has sized the buffer.
    @inlinable
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        buffer.setUInt32(UInt32(truncatingIfNeeded: high >> 32), at: offset)
        buffer.setUInt32(UInt32(truncatingIfNeeded: high), at: offset + 4)
        buffer.setUInt32(UInt32(truncatingIfNeeded: low >> 32), at: offset + 8)
        buffer.setUInt32(UInt32(truncatingIfNeeded: low), at: offset + 12)
    }
}

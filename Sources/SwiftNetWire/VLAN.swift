// IEEE 802.1Q VLAN tags, including 802.1ad service tags and the pre-standard 0x9100 stacked tag.
// The tag protocol identifier (TPID) occupies the EtherType field of the header before the tag, so a
// tag here is the 4 bytes after it: the tag control information and the encapsulated type/length.

/// Byte offsets inside a VLAN tag (after the TPID).
public enum VLANField {
    /// Priority code point (3 bits), drop eligible (1 bit), VLAN identifier (12 bits).
    public static let tagControl = 0
    public static let typeOrLength = 2
    public static let headerLength = 4
}

extension EtherType {
    /// Whether this EtherType is a tag protocol identifier: a VLAN tag follows (802.1Q, 802.1ad, 0x9100).
    @inlinable public var isVLANTag: Bool { self == .vlan || self == .qinq || self == .qinqLegacy }
}

/// A view of one VLAN tag in `bytes[offset..<end]`.
///
/// Failure contract: `init` throws `.truncated(.vlan, …)` when fewer than 4 bytes are there; once made,
/// no getter can trap.
public struct VLANTagView: Sendable {
    public let bytes: [UInt8]
    public let offset: Int
    public let end: Int

    @inlinable
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) throws(WireError) {
        let end = Swift.min(end ?? bytes.count, bytes.count)
        guard bytes.has(VLANField.headerLength, at: offset, end: end) else {
            throw .truncated(.vlan, needed: VLANField.headerLength, available: Swift.max(0, end - offset))
        }
        self.bytes = bytes
        self.offset = offset
        self.end = end
    }

    @inlinable public var tagControl: UInt16 { bytes.uint16(at: offset + VLANField.tagControl) }
    /// Priority code point (IEEE 802.1Q), 0–7.
    @inlinable public var priority: UInt8 { UInt8(truncatingIfNeeded: tagControl >> 13) }
    /// Drop eligible indicator (formerly CFI).
    @inlinable public var dropEligible: Bool { tagControl & 0x1000 != 0 }
    /// VLAN identifier, 0–4095.
    @inlinable public var vlanID: UInt16 { tagControl & 0x0fff }
    @inlinable public var typeOrLength: UInt16 { bytes.uint16(at: offset + VLANField.typeOrLength) }
    @inlinable public var etherType: EtherType { EtherType(typeOrLength) }
    @inlinable public var isLengthFrame: Bool { etherType.isLength }

    @inlinable public var payloadOffset: Int { offset + VLANField.headerLength }
    /// The captured end, or the 802.3 length's end when the tag encapsulates a length frame.
    @inlinable public var payloadEnd: Int {
        guard isLengthFrame else { return end }
        return Swift.min(end, payloadOffset + Int(typeOrLength))
    }
}

/// A VLAN tag as a value. `etherType` nil means "compute from the next layer when building".
public struct VLANTag: Hashable, Sendable {
    public var priority: UInt8
    public var dropEligible: Bool
    public var vlanID: UInt16
    public var etherType: EtherType?

    public static let encodedLength = VLANField.headerLength

    public init(vlanID: UInt16, priority: UInt8 = 0, dropEligible: Bool = false, etherType: EtherType? = nil) {
        self.priority = priority
        self.dropEligible = dropEligible
        self.vlanID = vlanID
        self.etherType = etherType
    }

    public init(_ view: VLANTagView) {
        self.init(vlanID: view.vlanID, priority: view.priority, dropEligible: view.dropEligible,
                  etherType: view.etherType)
    }

    /// The 16-bit tag control information (out-of-range priority/ID bits are masked off).
    public var tagControl: UInt16 {
        UInt16(priority & 0x7) << 13 | (dropEligible ? 0x1000 : 0) | (vlanID & 0x0fff)
    }

    /// Writes the 4 tag bytes at `offset`; a nil type is written as 0. The caller has sized `buffer`.
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        buffer.setUInt16(tagControl, at: offset + VLANField.tagControl)
        buffer.setUInt16(etherType?.rawValue ?? 0, at: offset + VLANField.typeOrLength)
    }
}

/// Walks the stack of VLAN tags after an Ethernet header (any depth), bounded by the bytes: each step
/// consumes 4 bytes, so it never does more work than there are bytes.
///
/// Iterate to get each tag; afterwards `etherType` is the type/length that follows the last tag,
/// `offset` where that payload starts, and `truncatedTag` whether a tag was announced but not captured.
public struct VLANTagIterator: Sequence, IteratorProtocol, Sendable {
    public let bytes: [UInt8]
    public let end: Int
    /// The type/length field in force: the Ethernet header's at first, then each tag's.
    public private(set) var etherType: EtherType
    /// Where the next header (tag or payload) starts.
    public private(set) var offset: Int
    /// Set when `etherType` announces a tag whose 4 bytes were not captured.
    public private(set) var truncatedTag = false

    public init(_ frame: EthernetFrame) {
        self.init(frame.bytes, etherType: frame.etherType, offset: frame.payloadOffset, end: frame.end)
    }

    /// Walks tags starting at `offset` when `etherType` (the field before them) is a TPID.
    public init(_ bytes: [UInt8], etherType: EtherType, offset: Int, end: Int? = nil) {
        self.bytes = bytes
        self.end = Swift.min(end ?? bytes.count, bytes.count)
        self.etherType = etherType
        self.offset = offset
    }

    public mutating func next() -> VLANTagView? {
        guard etherType.isVLANTag, !truncatedTag else { return nil }
        guard let tag = try? VLANTagView(bytes, offset: offset, end: end) else {
            truncatedTag = true
            return nil
        }
        etherType = tag.etherType
        offset = tag.payloadOffset
        return tag
    }
}

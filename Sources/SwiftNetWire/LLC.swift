// IEEE 802.2 Logical Link Control, the payload of 802.3 length frames, with the SNAP extension
// (IEEE 802 clause 10 / RFC 1042) that carries an OUI and a protocol identifier (an EtherType when the
// OUI is 00-00-00).

/// Byte offsets of the LLC and SNAP fields.
public enum LLCField {
    public static let dsap = 0
    public static let ssap = 1
    public static let control = 2
    /// The SNAP OUI after a one-byte (unnumbered) control field.
    public static let snapOUI = 3
    public static let snapProtocolID = 6
    /// DSAP, SSAP and a one-byte control field.
    public static let minimumLength = 3
    public static let snapHeaderLength = 8
    /// The SAP value that announces a SNAP header (RFC 1042).
    public static let snapSAP: UInt8 = 0xaa
    /// Unnumbered Information, the control value SNAP uses.
    public static let unnumberedInformation: UInt8 = 0x03
}

/// A view of an LLC PDU in `bytes[offset..<end]`.
///
/// Failure contract: `init` throws `.truncated(.llc, …)` when the header (3 bytes; 4 for I- and S-format
/// control fields; 8 with SNAP) is not all there; once made, no getter can trap.
public struct LLCFrame: Sendable {
    public let bytes: [UInt8]
    public let offset: Int
    public let end: Int

    @inlinable
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) throws(WireError) {
        let end = Swift.min(end ?? bytes.count, bytes.count)
        let available = Swift.max(0, end - offset)
        guard bytes.has(LLCField.minimumLength, at: offset, end: end) else {
            throw .truncated(.llc, needed: LLCField.minimumLength, available: available)
        }
        let needed = LLCFrame.headerLength(bytes, at: offset)
        guard bytes.has(needed, at: offset, end: end) else {
            throw .truncated(.llc, needed: needed, available: available)
        }
        self.bytes = bytes
        self.offset = offset
        self.end = end
    }

    /// Header length implied by the first three bytes (validated by the caller).
    @inlinable
    static func headerLength(_ bytes: [UInt8], at offset: Int) -> Int {
        let control = bytes[offset + LLCField.control]
        if control & 0x03 != 0x03 { return 4 }  // I- and S-format PDUs have two control bytes
        if bytes[offset] == LLCField.snapSAP && bytes[offset + 1] == LLCField.snapSAP
            && control == LLCField.unnumberedInformation {
            return LLCField.snapHeaderLength
        }
        return LLCField.minimumLength
    }

    @inlinable public var dsap: UInt8 { bytes[offset + LLCField.dsap] }
    @inlinable public var ssap: UInt8 { bytes[offset + LLCField.ssap] }
    /// The first control byte (the only one for U-format PDUs).
    @inlinable public var control: UInt8 { bytes[offset + LLCField.control] }
    /// The second control byte of I- and S-format PDUs, nil for U-format.
    @inlinable public var controlExtension: UInt8? { controlLength == 2 ? bytes[offset + LLCField.control + 1] : nil }
    /// 1 for unnumbered (U-format) PDUs, 2 for information and supervisory ones.
    @inlinable public var controlLength: Int { control & 0x03 == 0x03 ? 1 : 2 }
    /// Whether the DSAP is a group address (its low bit).
    @inlinable public var isGroupDSAP: Bool { dsap & 1 == 1 }
    /// Whether the SSAP marks a response (its low bit).
    @inlinable public var isResponse: Bool { ssap & 1 == 1 }

    /// Whether a SNAP header follows (DSAP = SSAP = 0xaa, control UI).
    @inlinable public var isSNAP: Bool { headerLength == LLCField.snapHeaderLength }
    /// The SNAP OUI (24 bits), nil without SNAP.
    @inlinable public var snapOUI: UInt32? {
        guard isSNAP else { return nil }
        return UInt32(bytes[offset + 3]) << 16 | UInt32(bytes[offset + 4]) << 8 | UInt32(bytes[offset + 5])
    }
    /// The SNAP protocol identifier, nil without SNAP; an EtherType when the OUI is 0.
    @inlinable public var snapProtocolID: UInt16? {
        isSNAP ? bytes.uint16(at: offset + LLCField.snapProtocolID) : nil
    }

    @inlinable public var headerLength: Int { LLCFrame.headerLength(bytes, at: offset) }
    @inlinable public var payloadOffset: Int { offset + headerLength }
    @inlinable public var payloadEnd: Int { end }
}

/// The SNAP extension as a value: organisation (24-bit OUI) and protocol identifier.
public struct SNAPHeader: Hashable, Sendable {
    public var oui: UInt32
    public var protocolID: UInt16

    public init(oui: UInt32 = 0, protocolID: UInt16) {
        self.oui = oui & 0xff_ffff
        self.protocolID = protocolID
    }
}

/// The LLC header as a value. `controlExtension` non-nil writes a second control byte (I/S format);
/// `snap` non-nil writes the 5 SNAP bytes after the control field.
public struct LLCHeader: Hashable, Sendable {
    public var dsap: UInt8
    public var ssap: UInt8
    public var control: UInt8
    public var controlExtension: UInt8?
    public var snap: SNAPHeader?

    public init(dsap: UInt8, ssap: UInt8, control: UInt8 = LLCField.unnumberedInformation,
                controlExtension: UInt8? = nil, snap: SNAPHeader? = nil) {
        self.dsap = dsap
        self.ssap = ssap
        self.control = control
        self.controlExtension = controlExtension
        self.snap = snap
    }

    /// A SNAP header (AA AA 03) carrying `etherType` under OUI 0 (RFC 1042).
    public static func snap(_ etherType: EtherType, oui: UInt32 = 0) -> LLCHeader {
        LLCHeader(dsap: LLCField.snapSAP, ssap: LLCField.snapSAP, snap: SNAPHeader(oui: oui, protocolID: etherType.rawValue))
    }

    public init(_ view: LLCFrame) {
        self.init(dsap: view.dsap, ssap: view.ssap, control: view.control, controlExtension: view.controlExtension,
                  snap: view.snapProtocolID.map { SNAPHeader(oui: view.snapOUI ?? 0, protocolID: $0) })
    }

    public var encodedLength: Int { 3 + (controlExtension == nil ? 0 : 1) + (snap == nil ? 0 : 5) }

    /// Writes `encodedLength` bytes at `offset`; the caller has sized `buffer`.
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        buffer[offset + LLCField.dsap] = dsap
        buffer[offset + LLCField.ssap] = ssap
        buffer[offset + LLCField.control] = control
        var index = offset + 3
        if let controlExtension {
            buffer[index] = controlExtension
            index += 1
        }
        if let snap {
            buffer[index] = UInt8(truncatingIfNeeded: snap.oui >> 16)
            buffer[index + 1] = UInt8(truncatingIfNeeded: snap.oui >> 8)
            buffer[index + 2] = UInt8(truncatingIfNeeded: snap.oui)
            buffer.setUInt16(snap.protocolID, at: index + 3)
        }
    }
}

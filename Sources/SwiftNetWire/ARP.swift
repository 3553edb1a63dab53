// The Address Resolution Protocol (RFC 826), with any hardware and protocol address lengths, and
// typed accessors for the common Ethernet/IPv4 form.

/// Byte offsets of the fixed ARP fields; the four addresses follow at offsets set by the lengths.
public enum ARPField {
    public static let hardwareType = 0
    public static let protocolType = 2
    public static let hardwareLength = 4
    public static let protocolLength = 5
    public static let operation = 6
    public static let senderHardwareAddress = 8
    public static let fixedLength = 8
}

/// An ARP hardware type (IANA "Hardware Types"). Open: any value round-trips.
public struct ARPHardwareType: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: UInt16) { self.rawValue = rawValue }

    public static let ethernet = ARPHardwareType(1)
    public static let ieee802 = ARPHardwareType(6)
    public static let frameRelay = ARPHardwareType(15)
    public static let atm = ARPHardwareType(16)
    public static let infiniband = ARPHardwareType(32)
}

/// An ARP operation (RFC 826, RFC 903 for RARP, RFC 2390 for InARP). Open: any value round-trips.
public struct ARPOperation: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: UInt16) { self.rawValue = rawValue }

    public static let request = ARPOperation(1)
    public static let reply = ARPOperation(2)
    public static let reverseRequest = ARPOperation(3)
    public static let reverseReply = ARPOperation(4)
    public static let inverseRequest = ARPOperation(8)
    public static let inverseReply = ARPOperation(9)
    public static let nak = ARPOperation(10)
}

/// A view of an ARP packet in `bytes[offset..<end]`.
///
/// Failure contract: `init` throws `.truncated(.arp, …)` when the 8 fixed bytes or the four addresses
/// their lengths announce are not all there; once made, no getter can trap.
public struct ARPPacket: Sendable {
    public let bytes: [UInt8]
    public let offset: Int
    public let end: Int

    @inlinable
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) throws(WireError) {
        let end = Swift.min(end ?? bytes.count, bytes.count)
        let available = Swift.max(0, end - offset)
        guard bytes.has(ARPField.fixedLength, at: offset, end: end) else {
            throw .truncated(.arp, needed: ARPField.fixedLength, available: available)
        }
        let needed = ARPField.fixedLength
            + 2 * (Int(bytes[offset + ARPField.hardwareLength]) + Int(bytes[offset + ARPField.protocolLength]))
        guard bytes.has(needed, at: offset, end: end) else {
            throw .truncated(.arp, needed: needed, available: available)
        }
        self.bytes = bytes
        self.offset = offset
        self.end = end
    }

    @inlinable public var hardwareType: ARPHardwareType { ARPHardwareType(bytes.uint16(at: offset + ARPField.hardwareType)) }
    @inlinable public var protocolType: EtherType { EtherType(bytes.uint16(at: offset + ARPField.protocolType)) }
    @inlinable public var hardwareLength: Int { Int(bytes[offset + ARPField.hardwareLength]) }
    @inlinable public var protocolLength: Int { Int(bytes[offset + ARPField.protocolLength]) }
    @inlinable public var operation: ARPOperation { ARPOperation(bytes.uint16(at: offset + ARPField.operation)) }

    @inlinable public var senderHardwareAddressOffset: Int { offset + ARPField.senderHardwareAddress }
    @inlinable public var senderProtocolAddressOffset: Int { senderHardwareAddressOffset + hardwareLength }
    @inlinable public var targetHardwareAddressOffset: Int { senderProtocolAddressOffset + protocolLength }
    @inlinable public var targetProtocolAddressOffset: Int { targetHardwareAddressOffset + hardwareLength }
    /// Length of the ARP message itself; bytes after it (Ethernet padding) are not part of it.
    @inlinable public var length: Int { ARPField.fixedLength + 2 * (hardwareLength + protocolLength) }
    @inlinable public var payloadOffset: Int { offset + length }
    @inlinable public var payloadEnd: Int { offset + length }

    @inlinable public var senderHardwareAddress: ArraySlice<UInt8> {
        bytes[senderHardwareAddressOffset..<senderHardwareAddressOffset + hardwareLength]
    }
    @inlinable public var senderProtocolAddress: ArraySlice<UInt8> {
        bytes[senderProtocolAddressOffset..<senderProtocolAddressOffset + protocolLength]
    }
    @inlinable public var targetHardwareAddress: ArraySlice<UInt8> {
        bytes[targetHardwareAddressOffset..<targetHardwareAddressOffset + hardwareLength]
    }
    @inlinable public var targetProtocolAddress: ArraySlice<UInt8> {
        bytes[targetProtocolAddressOffset..<targetProtocolAddressOffset + protocolLength]
    }

    /// Whether the addresses are 6-byte MACs (hardware length 6; any hardware type, as tcpdump).
    @inlinable public var hasMACAddresses: Bool { hardwareLength == 6 }
    /// Whether the protocol addresses are IPv4 (type 0x0800, length 4).
    @inlinable public var hasIPv4Addresses: Bool { protocolType == .ipv4 && protocolLength == 4 }

    /// Sender MAC, nil unless the hardware length is 6.
    @inlinable public var senderMACAddress: MACAddress? {
        hasMACAddresses ? MACAddress(rawBytes: bytes, at: senderHardwareAddressOffset) : nil
    }
    /// Target MAC, nil unless the hardware length is 6.
    @inlinable public var targetMACAddress: MACAddress? {
        hasMACAddresses ? MACAddress(rawBytes: bytes, at: targetHardwareAddressOffset) : nil
    }
    /// Sender IPv4 address, nil unless the protocol is IPv4 with length 4.
    @inlinable public var senderIPv4Address: IPv4Address? {
        hasIPv4Addresses ? IPv4Address(bytes.uint32(at: senderProtocolAddressOffset)) : nil
    }
    /// Target IPv4 address, nil unless the protocol is IPv4 with length 4.
    @inlinable public var targetIPv4Address: IPv4Address? {
        hasIPv4Addresses ? IPv4Address(bytes.uint32(at: targetProtocolAddressOffset)) : nil
    }
}

/// An ARP message as a value. Addresses are raw bytes of any length; `hardwareLength` and
/// `protocolLength` nil mean "the length of the sender's address" (set them to craft inconsistent
/// packets). Each address is written padded with zeros or cut to its length field.
public struct ARPMessage: Hashable, Sendable {
    public var hardwareType: ARPHardwareType
    public var protocolType: EtherType
    public var hardwareLength: UInt8?
    public var protocolLength: UInt8?
    public var operation: ARPOperation
    public var senderHardwareAddress: [UInt8]
    public var senderProtocolAddress: [UInt8]
    public var targetHardwareAddress: [UInt8]
    public var targetProtocolAddress: [UInt8]

    public init(hardwareType: ARPHardwareType, protocolType: EtherType, hardwareLength: UInt8? = nil,
                protocolLength: UInt8? = nil, operation: ARPOperation,
                senderHardwareAddress: [UInt8], senderProtocolAddress: [UInt8],
                targetHardwareAddress: [UInt8], targetProtocolAddress: [UInt8]) {
        self.hardwareType = hardwareType
        self.protocolType = protocolType
        self.hardwareLength = hardwareLength
        self.protocolLength = protocolLength
        self.operation = operation
        self.senderHardwareAddress = senderHardwareAddress
        self.senderProtocolAddress = senderProtocolAddress
        self.targetHardwareAddress = targetHardwareAddress
        self.targetProtocolAddress = targetProtocolAddress
    }

    /// The Ethernet/IPv4 form (hardware type 1, protocol 0x0800, lengths 6 and 4).
    public init(operation: ARPOperation, senderMAC: MACAddress, senderIP: IPv4Address,
                targetMAC: MACAddress, targetIP: IPv4Address) {
        self.init(hardwareType: .ethernet, protocolType: .ipv4, hardwareLength: 6, protocolLength: 4,
                  operation: operation, senderHardwareAddress: senderMAC.bytes, senderProtocolAddress: senderIP.bytes,
                  targetHardwareAddress: targetMAC.bytes, targetProtocolAddress: targetIP.bytes)
    }

    /// The message as the view shows it, lengths as found.
    public init(_ view: ARPPacket) {
        self.init(hardwareType: view.hardwareType, protocolType: view.protocolType,
                  hardwareLength: UInt8(view.hardwareLength), protocolLength: UInt8(view.protocolLength),
                  operation: view.operation,
                  senderHardwareAddress: Array(view.senderHardwareAddress),
                  senderProtocolAddress: Array(view.senderProtocolAddress),
                  targetHardwareAddress: Array(view.targetHardwareAddress),
                  targetProtocolAddress: Array(view.targetProtocolAddress))
    }

    /// The hardware length written: the explicit one, else the sender hardware address's (max 255).
    public var effectiveHardwareLength: Int { Int(hardwareLength ?? UInt8(clamping: senderHardwareAddress.count)) }
    /// The protocol length written: the explicit one, else the sender protocol address's (max 255).
    public var effectiveProtocolLength: Int { Int(protocolLength ?? UInt8(clamping: senderProtocolAddress.count)) }

    public var encodedLength: Int { ARPField.fixedLength + 2 * (effectiveHardwareLength + effectiveProtocolLength) }

    /// Writes `encodedLength` bytes at `offset`; the caller has sized `buffer`.
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        let hardwareLength = effectiveHardwareLength
        let protocolLength = effectiveProtocolLength
        buffer.setUInt16(hardwareType.rawValue, at: offset + ARPField.hardwareType)
        buffer.setUInt16(protocolType.rawValue, at: offset + ARPField.protocolType)
        buffer[offset + ARPField.hardwareLength] = UInt8(hardwareLength)
        buffer[offset + ARPField.protocolLength] = UInt8(protocolLength)
        buffer.setUInt16(operation.rawValue, at: offset + ARPField.operation)
        var index = offset + ARPField.senderHardwareAddress
        for (address, length) in [(senderHardwareAddress, hardwareLength), (senderProtocolAddress, protocolLength),
                                  (targetHardwareAddress, hardwareLength), (targetProtocolAddress, protocolLength)] {
            for position in 0..<length {
                buffer[index + position] = position < address.count ? address[position] : 0
            }
            index += length
        }
    }
}

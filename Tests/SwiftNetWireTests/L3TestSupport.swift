@testable import SwiftNetWire

/// Decodes every link and network layer this target knows, touching every getter, and returns how many
/// layers it got through. It must never trap on any input; the prefix tests feed it every prefix.
@discardableResult
func decodeLinkAndNetworkLayers(_ bytes: [UInt8]) -> Int {
    guard let frame = try? EthernetFrame(bytes) else { return 0 }
    var layers = 1
    _ = (frame.destination, frame.source, frame.isTruncated, frame.payloadEnd)
    var tags = VLANTagIterator(frame)
    while let tag = tags.next() {
        _ = (tag.priority, tag.dropEligible, tag.vlanID, tag.payloadEnd)
        _ = VLANTag(tag)
        layers += 1
    }
    if tags.etherType.isLength {
        if let llc = try? LLCFrame(bytes, offset: tags.offset) {
            _ = (llc.dsap, llc.ssap, llc.controlExtension, llc.snapOUI, llc.snapProtocolID, llc.payloadOffset)
            var buffer = [UInt8](repeating: 0, count: LLCHeader(llc).encodedLength)
            LLCHeader(llc).encode(into: &buffer, at: 0)
            layers += 1
        }
        return layers
    }
    switch tags.etherType {
    case .arp:
        if let arp = try? ARPPacket(bytes, offset: tags.offset) {
            let message = ARPMessage(arp)
            var buffer = [UInt8](repeating: 0, count: message.encodedLength)
            message.encode(into: &buffer, at: 0)
            _ = (arp.senderMACAddress, arp.targetIPv4Address, arp.operation)
            layers += 1
        }
    case .ipv4:
        if let packet = try? IPv4Packet(bytes, offset: tags.offset, acceptsZeroTotalLength: true) {
            let header = IPv4Header(packet)
            var buffer = [UInt8](repeating: 0, count: header.encodedLength)
            header.encode(into: &buffer, at: 0)
            _ = (packet.headerChecksumIsValid, packet.payloadEnd, packet.isTruncated, packet.fragmentByteOffset)
            layers += 1
        }
    case .ipv6:
        if let packet = try? IPv6Packet(bytes, offset: tags.offset) {
            layers += 1
            _ = IPv6Header(packet)
            var chain = packet.extensionHeaders
            while let view = chain.next() {
                let value = IPv6ExtensionHeader(view)
                var buffer = [UInt8](repeating: 0, count: value.encodedLength)
                value.encode(into: &buffer, at: 0)
                if case .routing(let routing) = view { _ = routing.addresses }
                layers += 1
            }
            _ = chain.chainEnd
        }
    default:
        break
    }
    return layers
}

/// A buffer of `count` bytes of 0xa5, so a field an encoder forgets to write shows.
func filledBuffer(_ count: Int) -> [UInt8] { [UInt8](repeating: 0xa5, count: count) }

/// `bytes` as lower-case hex, for readable expectation failures.
func hex(_ bytes: some Sequence<UInt8>) -> String {
    bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
}

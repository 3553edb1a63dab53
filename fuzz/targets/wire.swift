// Seeds: fuzz/seeds-wire.py cuts the Ethernet packets of the Fixtures/pcap captures into inputs.
// libFuzzer target: any bytes as an Ethernet frame (first byte even) or a bare IP packet (odd). Every
// view, option iterator and chain walker runs over them without trapping or looping, and the layers
// PacketDecoder finds must rebuild through PacketBuilder to exactly the input bytes.
import SwiftNetWire

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count >= 1 else { return 0 }
    let input = UnsafeRawBufferPointer(start: start, count: count)
    let bytes = Array(input[1...])
    let asFrame = input[0] & 1 == 0
    walkViews(bytes, asFrame: asFrame)
    let layers = asFrame ? PacketDecoder.layers(ethernetFrame: bytes) : PacketDecoder.layers(ipPacket: bytes)
    guard let rebuilt = try? PacketBuilder(layers).build() else {
        fatalError("decoded layers do not build: \(layers)")
    }
    if rebuilt != bytes { fatalError("rebuilt bytes differ: \(layers)") }
    return 0
}

/// Touches every getter the printers use, through the views alone.
private func walkViews(_ bytes: [UInt8], asFrame: Bool) {
    var offset = 0
    var etherType = EtherType.ipv4
    if asFrame {
        guard let frame = try? EthernetFrame(bytes) else { return }
        var tags = VLANTagIterator(frame)
        while let tag = tags.next() { _ = (tag.vlanID, tag.priority, tag.payloadEnd) }
        offset = tags.offset
        etherType = tags.etherType
        if etherType.isLength, let llc = try? LLCFrame(bytes, offset: offset) {
            _ = (llc.snapOUI, llc.snapProtocolID, llc.controlExtension, llc.payloadOffset)
            return
        }
        if etherType == .arp, let arp = try? ARPPacket(bytes, offset: offset) {
            _ = (arp.senderMACAddress, arp.senderIPv4Address, arp.targetHardwareAddress, arp.targetProtocolAddress)
            return
        }
    } else if bytes.first.map({ $0 >> 4 }) == 6 {
        etherType = .ipv6
    }
    if etherType == .ipv4, let packet = try? IPv4Packet(bytes, offset: offset, acceptsZeroTotalLength: true) {
        _ = (packet.headerChecksumIsValid, packet.payloadEnd, packet.isTruncated, packet.flags, packet.dscp)
        var options = packet.options
        while let option = options.next() { _ = option.encodedLength }
        _ = options.malformation
    } else if etherType == .ipv6, let packet = try? IPv6Packet(bytes, offset: offset) {
        _ = (packet.flowLabel, packet.payloadEnd, packet.isTruncated)
        var chain = packet.extensionHeaders
        while let header = chain.next() {
            switch header {
            case .hopByHop(let options), .destinationOptions(let options):
                var iterator = options.options
                while iterator.next() != nil {}
            case .routing(let routing):
                _ = (routing.addresses, routing.lastEntry, routing.segmentsLeft)
            case .fragment(let fragment):
                _ = (fragment.fragmentByteOffset, fragment.moreFragments, fragment.identification)
            }
        }
        _ = chain.chainEnd
    }
}

// Seeds: fuzz/seeds-dissect.py cuts the packets of the Fixtures/pcap captures into inputs.
// libFuzzer target: any bytes as one captured packet, under every link type swiftnet decodes and
// several printing modes, through both the tcpdump printer and the JSON encoder. The first input
// byte picks the link type and the mode, the rest is the packet. Nothing may trap or hang.
import SwiftNetDissect
import SwiftNetPcap

private let linkTypes: [LinkType] = [
    .ethernet, .null, .loop, .raw, .rawLegacy, .linuxSLL, .linuxSLL2, .ipv4, .ipv6, LinkType(147),
]

private let modes: [DissectOptions] = [
    DissectOptions(),
    DissectOptions(verbosity: 2, linkHeader: true),
    DissectOptions(verbosity: 3, hexDump: .hexASCIIWithLinkHeader),
    DissectOptions(quiet: true, absoluteSequence: true),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count >= 1 else { return 0 }
    let input = UnsafeRawBufferPointer(start: start, count: count)
    let selector = Int(input[0])
    let data = Array(input[1...])
    let packet = CapturedPacket(
        timestamp: Timestamp(seconds: 1_700_000_000, nanoseconds: 123_456_000),
        originalLength: data.count + (selector & 0x80 == 0 ? 0 : 40),  // sometimes "snapped"
        linkType: linkTypes[selector % linkTypes.count],
        data: data)
    var printer = PacketPrinter(options: modes[(selector / linkTypes.count) % modes.count])
    var output: [UInt8] = []
    printer.print(packet, into: &output)
    var encoder = JSONPacketEncoder()
    encoder.encode(packet, number: 1, into: &output)
    return 0
}

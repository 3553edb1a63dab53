// Seeds: fuzz/seeds-dissect.py cuts the packets of the Fixtures/pcap captures into inputs.
// libFuzzer target: any bytes as one captured packet, under every link type swiftnet decodes and
// several printing modes, through both renderings of the one dissection walk: the tcpdump text
// (TextSink) and the JSON encoder (JSONSink). The first input byte picks the link type and the mode,
// the rest is the packet. Nothing may trap or hang, and the JSON must be one well-formed line:
// a malformed object (an unbalanced container, a raw control byte, text leaking into the JSON, an empty key)
// traps, so libFuzzer keeps the input.
import SwiftNetDissect
import SwiftNetPcap

private let linkTypes: [LinkType] = [
    .ethernet, .null, .loop, .raw, .rawLegacy, .linuxSLL, .linuxSLL2, .ipv4, .ipv6, LinkType(104), LinkType(239), LinkType(9), LinkType(50), LinkType(147),
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
    var json: [UInt8] = []
    encoder.encode(packet, number: 1, into: &json)
    if !isOneJSONObjectLine(json) { fatalError("malformed JSON: \(String(decoding: json, as: UTF8.self))") }
    return 0
}

/// A structural check (no Foundation in the fuzzer): one `{…}` then a newline, containers balanced
/// and closed by their own kind, no raw control bytes, strings closed, escapes complete.
private func isOneJSONObjectLine(_ bytes: [UInt8]) -> Bool {
    guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "\n") else { return false }
    var stack: [UInt8] = []
    var inString = false
    var index = 0
    while index < bytes.count - 1 {
        let byte = bytes[index]
        if inString {
            if byte < 0x20 { return false }
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            if byte == UInt8(ascii: "\"") { inString = false }
        } else {
            switch byte {
            case UInt8(ascii: "\""):
                // An empty key (`"":`) is an item written outside its list.
                if index + 2 < bytes.count, bytes[index + 1] == byte, bytes[index + 2] == UInt8(ascii: ":") {
                    return false
                }
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): stack.append(byte)
            case UInt8(ascii: "}"): if stack.popLast() != UInt8(ascii: "{") { return false }
            case UInt8(ascii: "]"): if stack.popLast() != UInt8(ascii: "[") { return false }
            case 0..<0x20: return false
            default: break
            }
            if stack.isEmpty && index != bytes.count - 2 { return false }
        }
        index += 1
    }
    return !inString && stack.isEmpty
}

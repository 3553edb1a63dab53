// seeds: fuzz/corpus/filter/*
// libFuzzer target: any text as a BPF filter expression for a few link types. Compiling must succeed
// or throw with libpcap's message; a compiled program runs over a sample packet of each kind and its
// dump prints. (libpcap's own parser is C and is exercised, not instrumented.)
import SwiftNetCapture
import SwiftNetPcap

private let samplePacket: [UInt8] = [
    // Ethernet, IPv4, TCP SYN 198.18.0.1:40000 -> 198.18.0.2:80
    0x02, 0, 0, 0, 0, 2, 0x02, 0, 0, 0, 0, 1, 0x08, 0x00,
    0x45, 0, 0, 40, 0, 1, 0x40, 0, 64, 6, 0, 0, 198, 18, 0, 1, 198, 18, 0, 2,
    0x9c, 0x40, 0, 80, 0, 0, 0, 1, 0, 0, 0, 0, 0x50, 0x02, 0xff, 0xff, 0, 0, 0, 0,
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count <= 4096 else { return 0 }  // libpcap's grammar is not what is under test for size
    let expression = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    for linkType in [LinkType.ethernet, .raw, .linuxSLL2] {
        guard let program = try? BPFProgram(expression, linkType: linkType) else { continue }
        let packet = CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0),
                                    originalLength: samplePacket.count, linkType: linkType, data: samplePacket)
        _ = program.matches(packet)
        _ = program.dump()
    }
    return 0
}

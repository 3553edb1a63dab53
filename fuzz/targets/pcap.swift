// seeds: Fixtures/pcap/*.pcap Fixtures/pcap/*.pcapng
// libFuzzer target: any bytes as a capture file. The reader must return good packets and then
// either end or throw once; it must never trap, hang or grow without bound.
import SwiftNetPcap

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let reader = try? CaptureFileReader(bytes: bytes, name: "fuzz") else { return 0 }
    var packets = 0
    while true {
        do {
            guard let packet = try reader.nextPacket() else { break }
            // Touch every byte so a packet claiming more than it holds would show under ASan.
            var sum = 0
            for byte in packet.data { sum &+= Int(byte) }
            packets += 1 + (sum & 0)
            // Each record needs at least a 16-byte header, so more packets than bytes is a loop.
            precondition(packets <= count, "more packets than input bytes")
        } catch {
            _ = error.description
            break
        }
    }
    return 0
}

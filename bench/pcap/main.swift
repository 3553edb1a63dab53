// Read/write throughput of SwiftNetPcap, compiled together with its sources by bench/pcap-read.sh.
//   pcap-bench write FILE COUNT LENGTH [pcap|pcapng]   writes COUNT packets of LENGTH bytes
//   pcap-bench read FILE                              reads every packet, prints count and bytes
#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
func fail(_ text: String) -> Never {
    fputs("pcap-bench: \(text)\n", stderr)
    exit(2)
}
guard arguments.count >= 3 else { fail("usage: pcap-bench write FILE COUNT LENGTH [pcap|pcapng] | read FILE") }

do {
    switch arguments[1] {
    case "write":
        guard arguments.count >= 5, let count = Int(arguments[3]), let length = Int(arguments[4]) else {
            fail("write needs FILE COUNT LENGTH")
        }
        let data = (0..<length).map { UInt8(truncatingIfNeeded: $0) }
        if arguments.count > 5 && arguments[5] == "pcapng" {
            let writer = try PcapNGWriter(path: arguments[2], interfaces: [CaptureInterface(linkType: .ethernet)])
            for index in 0..<count {
                try writer.write(CapturedPacket(
                    timestamp: Timestamp(seconds: 1_700_000_000 + Int64(index / 1000), nanoseconds: UInt32(index % 1000) * 1000),
                    originalLength: length, linkType: .ethernet, data: data))
            }
            try writer.close()
        } else {
            let writer = try PcapWriter(path: arguments[2], linkType: .ethernet)
            for index in 0..<count {
                try writer.write(data, timestamp: Timestamp(
                    seconds: 1_700_000_000 + Int64(index / 1000), nanoseconds: UInt32(index % 1000) * 1000))
            }
            try writer.close()
        }
    case "read":
        let reader = try CaptureFileReader(path: arguments[2])
        var packets = 0
        var bytes = 0
        while let packet = try reader.nextPacket() {
            packets += 1
            bytes &+= packet.data.count
        }
        print("\(packets) packets, \(bytes) bytes")
    default:
        fail("unknown mode \(arguments[1])")
    }
} catch {
    fail("\(error)")
}

import Testing
import SwiftNetPcap
import Foundation

/// Files written by Wireshark's own writers (editcap, mergecap) read back packet for packet: pcapng
/// with Wireshark's options, nanosecond pcap, the modified format, and a merge of two link types.
@Suite(.enabled(if: toolPath("editcap") != nil && toolPath("mergecap") != nil))
struct WiresharkFilesTests {
    static func packets(linkType: LinkType, secondsBase: Int64) -> [CapturedPacket] {
        (0..<20).map { index in
            let frame = linkType == .ethernet ? udpFrame(payload: index * 13) : Array(udpFrame(payload: index * 13).dropFirst(14))
            return CapturedPacket(
                timestamp: Timestamp(seconds: secondsBase + Int64(index * 2), nanoseconds: UInt32(index) * 1_001_000),
                originalLength: frame.count, linkType: linkType, data: frame)
        }
    }

    static func writePcap(_ packets: [CapturedPacket], linkType: LinkType, to path: String) throws {
        let writer = try PcapWriter(path: path, linkType: linkType)
        for packet in packets { try writer.write(packet) }
        try writer.close()
    }

    static func readAll(path: String) throws -> (CaptureFileReader, [CapturedPacket]) {
        let reader = try CaptureFileReader(path: path)
        var packets: [CapturedPacket] = []
        while let packet = try reader.nextPacket() { packets.append(packet) }
        return (reader, packets)
    }

    @Test(arguments: ["pcapng", "nsecpcap", "modpcap"])
    func editcapConversionsReadBackUnchanged(format: String) throws {
        let source = TemporaryPath(".pcap")
        let converted = TemporaryPath("." + format)
        let packets = Self.packets(linkType: .ethernet, secondsBase: 1_700_000_000)
        try Self.writePcap(packets, linkType: .ethernet, to: source.path)
        let result = try run(toolPath("editcap")!, ["-F", format, source.path, converted.path])
        try #require(result.status == 0)
        let (reader, read) = try Self.readAll(path: converted.path)
        switch format {
        case "pcapng": #expect(reader.format == .pcapng)
        case "nsecpcap": #expect(reader.format == .pcap(byteOrder: .host, precision: .nanoseconds))
        default: #expect(reader.format == .pcap(byteOrder: .host, precision: .microseconds))
        }
        #expect(reader.linkType == .ethernet)
        #expect(read.map(\.data) == packets.map(\.data))
        #expect(read.map(\.originalLength) == packets.map(\.originalLength))
        #expect(read.map(\.timestamp) == packets.map(\.timestamp))
    }

    @Test func mergecapOfTwoLinkTypesGivesEachPacketItsInterface() throws {
        let ethernet = TemporaryPath(".pcap")
        let raw = TemporaryPath(".pcap")
        let merged = TemporaryPath(".pcapng")
        let ethernetPackets = Self.packets(linkType: .ethernet, secondsBase: 1_700_000_000)
        let rawPackets = Self.packets(linkType: .raw, secondsBase: 1_700_000_001)
        try Self.writePcap(ethernetPackets, linkType: .ethernet, to: ethernet.path)
        try Self.writePcap(rawPackets, linkType: .raw, to: raw.path)
        let result = try run(toolPath("mergecap")!, ["-F", "pcapng", "-w", merged.path, ethernet.path, raw.path])
        try #require(result.status == 0)
        let (reader, read) = try Self.readAll(path: merged.path)
        #expect(reader.interfaces.map(\.linkType) == [.ethernet, .raw])
        let expected = (ethernetPackets + rawPackets).sorted { $0.timestamp < $1.timestamp }
        #expect(read.count == expected.count)
        for (back, packet) in zip(read, expected) {
            #expect(back.timestamp == packet.timestamp)
            #expect(back.linkType == packet.linkType)
            #expect(back.interfaceIndex == (packet.linkType == .ethernet ? 0 : 1))
            #expect(back.data == packet.data)
        }
    }
}

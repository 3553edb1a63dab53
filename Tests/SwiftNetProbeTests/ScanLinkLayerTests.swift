import Testing
import SwiftNetWire
@testable import SwiftNetProbe

/// Offline checks of the link-layer scan pieces: ARP packet bytes, the in-place TCP probe writer.
@Suite struct ScanLinkLayerTests {
    let mac = MACAddress(0x02_00_5e_10_20_30)
    let ours = IPv4Address(198, 18, 170, 1)
    let target = IPv4Address(198, 18, 170, 2)

    @Test func arpRequestBytes() {
        // RFC 826: hardware 1 (Ethernet), protocol 0x0800, lengths 6 and 4, op 1, sender MAC and
        // IP, target MAC zero, target IP.
        let expected: [UInt8] = [0, 1, 8, 0, 6, 4, 0, 1, 0x02, 0x00, 0x5e, 0x10, 0x20, 0x30, 198, 18, 170, 1,
                                 0, 0, 0, 0, 0, 0, 198, 18, 170, 2]
        #expect(ARPPackets.request(senderMAC: mac, senderIP: ours, targetIP: target) == expected)
    }

    func reply() -> [UInt8] {
        [0, 1, 8, 0, 6, 4, 0, 2, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff, 198, 18, 170, 2,
         0x02, 0x00, 0x5e, 0x10, 0x20, 0x30, 198, 18, 170, 1]
    }

    @Test func arpReplyParses() throws {
        let parsed = try #require(ARPPackets.parseReply(reply()))
        #expect(parsed.senderIP == target)
        #expect(parsed.senderMAC == MACAddress(0xaa_bb_cc_dd_ee_ff))
        #expect(parsed.targetIP == ours)
        // Ethernet padding after the 28 bytes is ignored.
        #expect(ARPPackets.parseReply(reply() + [UInt8](repeating: 0, count: 18))?.senderIP == target)
    }

    @Test func arpRequestsAndOtherTypesAreNotReplies() {
        #expect(ARPPackets.parseReply(ARPPackets.request(senderMAC: mac, senderIP: ours, targetIP: target)) == nil)
        var wrongProtocol = reply()
        wrongProtocol[2] = 0x86; wrongProtocol[3] = 0xdd
        #expect(ARPPackets.parseReply(wrongProtocol) == nil)
        var wrongLength = reply()
        wrongLength[4] = 8
        #expect(ARPPackets.parseReply(wrongLength) == nil)
    }

    @Test func everyTruncatedReplyIsRejectedWithoutTrapping() {
        let bytes = reply()
        for length in 0..<bytes.count { #expect(ARPPackets.parseReply(Array(bytes.prefix(length))) == nil) }
    }

    @Test func inPlaceTCPProbeEqualsTheBuiltOne() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ScanFrameSender.slotSize, alignment: 16)
        defer { buffer.deallocate() }
        let cases: [(UInt16, UInt16, UInt32, UInt32, UInt8, UInt16)] = [
            (40000, 80, 0x1234_5678, 0, ScanPackets.flagSYN, 0x2468),
            (44095, 65535, 0xffff_ffff, 0, ScanPackets.flagSYN, 0xffff),
            (40001, 1, 0xdead_beef ^ 0x5a5a_5a5a, 0xdead_beef, ScanPackets.flagACK, 0),
        ]
        for (sourcePort, port, sequence, acknowledgment, flags, ipID) in cases {
            buffer.initializeMemory(as: UInt8.self, repeating: 0xa5)
            let length = ScanPackets.writeTCPv4(into: buffer, from: ours, to: target, sourcePort: sourcePort, port: port,
                                                sequence: sequence, acknowledgment: acknowledgment, flags: flags, ipID: ipID)
            let built = ScanPackets.tcp(from: .v4(ours), to: .v4(target), sourcePort: sourcePort, port: port,
                                        sequence: sequence, acknowledgment: acknowledgment, flags: flags, ipID: ipID)
            #expect(length == built.count)
            #expect(Array(buffer.prefix(length)) == built)
        }
        // Too small a buffer: nothing written.
        let small = UnsafeMutableRawBufferPointer(rebasing: buffer.prefix(43))
        #expect(ScanPackets.writeTCPv4(into: small, from: ours, to: target, sourcePort: 1, port: 2, sequence: 3,
                                       acknowledgment: 0, flags: ScanPackets.flagSYN, ipID: 0) == 0)
    }

    @Test func kernelARPTableText() {
        let text = """
        IP address       HW type     Flags       HW address            Mask     Device
        198.18.170.2     0x1         0x2         de:00:57:be:d6:f5     *        scana1-h
        198.18.170.9     0x1         0x0         00:00:00:00:00:00     *        scana1-h
        10.0.0.1         0x1         0x2         02:42:ac:11:00:01     *        eth0
        bad line
        """
        let table = ScanRunner.parseARPTable(text)
        #expect(table.count == 2)
        #expect(table[IPv4Address(198, 18, 170, 2)]?.mac == MACAddress(0xde_00_57_be_d6_f5))
        #expect(table[IPv4Address(198, 18, 170, 2)]?.device == "scana1-h")
        #expect(table[IPv4Address(198, 18, 170, 9)] == nil)      // incomplete entry
    }
}

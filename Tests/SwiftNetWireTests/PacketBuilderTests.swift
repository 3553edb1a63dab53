import Foundation
import Testing
@testable import SwiftNetWire

/// Known answers: each real packet is rebuilt from values with every length and checksum left to the
/// builder, so the kernel's own checksums (and tcpdump's verdict on them) check ours.
@Suite struct PacketBuilderTests {
    static let zeroMACs = EthernetHeader(destination: .zero, source: .zero)
    static let labHost = MACAddress("aa:a4:1c:da:9b:b0")!
    static let labPeer = MACAddress("3e:ef:e8:0b:a4:6c")!

    @Test func rebuildsTheLoopbackPingByteForByte() throws {
        let bytes = L3Fixtures.ipv4EchoRequest
        let packet = try PacketBuilder([
            .ethernet(Self.zeroMACs),
            .ipv4(IPv4Header(source: .loopback, destination: .loopback, identification: 37481, flags: .dontFragment)),
            .icmpv4(.echoRequest(identifier: 0x59e2, sequenceNumber: 1)),
            .payload(Array(bytes[42...])),
        ]).build()
        #expect(hex(packet) == hex(bytes))
    }

    @Test func rebuildsIPv4OptionsPacketWithItsHeaderChecksum() throws {
        let bytes = L3Fixtures.ipv4RecordRouteReply
        let packet = try PacketBuilder([
            .ethernet(Self.zeroMACs),
            .ipv4(IPv4Header(source: .loopback, destination: .loopback, identification: 37480, options: [
                .recordRoute(IPv4RouteOption(pointer: 16, addresses: Array(repeating: .loopback, count: 3)
                                             + Array(repeating: .any, count: 6))),
                .endOfOptionList,
            ])),
            .icmpv4(.echoReply(identifier: 0x59e1, sequenceNumber: 1)),
            .payload(Array(bytes[82...])),
        ]).build()
        #expect(hex(packet) == hex(bytes))
    }

    @Test func rebuildsTheKernelsTCPResetAndTheSYNTcpdumpCorrected() throws {
        let reset = try PacketBuilder([
            .ethernet(Self.zeroMACs),
            .ipv4(IPv4Header(source: .loopback, destination: .loopback, flags: .dontFragment)),
            .tcp(TCPHeader(sourcePort: 9, destinationPort: 58812, acknowledgmentNumber: 1_042_230_398,
                           flags: [.rst, .ack], window: 0)),
        ]).build()
        #expect(hex(reset) == hex(L3Fixtures.tcpRSTACK))

        // The captured SYN holds a partial (offload) checksum; tcpdump says the right one is 0x2225.
        var expected = L3Fixtures.tcpSYNOffloaded
        expected[50] = 0x22; expected[51] = 0x25
        let syn = try PacketBuilder([
            .ethernet(Self.zeroMACs),
            .ipv4(IPv4Header(source: .loopback, destination: .loopback, identification: 56508, flags: .dontFragment)),
            .tcp(TCPHeader(sourcePort: 58812, destinationPort: 9, sequenceNumber: 1_042_230_397, flags: .syn,
                           window: 65495, options: [.maximumSegmentSize(65495), .sackPermitted,
                                                    .timestamps(value: 644_790_025, echoReply: 0), .noOperation,
                                                    .windowScale(10)])),
        ]).build()
        #expect(hex(syn) == hex(expected))
    }

    @Test func rebuildsIPv6HopByHopUDPAndMLDReport() throws {
        let udp = try PacketBuilder([
            .ethernet(Self.zeroMACs),
            .ipv6(IPv6Header(source: .loopback, destination: .loopback, flowLabel: 0x137b1)),
            .ipv6Extension(.hopByHop(IPv6OptionsHeader(options: [.routerAlert(0)]))),
            .udp(UDPHeader(sourcePort: 32784, destinationPort: 9)),
            .payload(Array("hop".utf8)),
        ]).build()
        #expect(hex(udp) == hex(L3Fixtures.ipv6HopByHopUDP))

        let report = L3Fixtures.mldReportHopByHop
        let mld = try PacketBuilder([
            .ethernet(EthernetHeader(destination: MACAddress("33:33:00:00:00:16")!, source: Self.labHost)),
            .ipv6(IPv6Header(source: IPv6Address("fe80::a8a4:1cff:feda:9bb0")!, destination: IPv6Address("ff02::16")!,
                             hopLimit: 1)),
            .ipv6Extension(.hopByHop(IPv6OptionsHeader(options: [.routerAlert(0)]))),
            .icmpv6(ICMPv6Header(type: .multicastListenerReportV2, restOfHeader: 2)),
            .payload(Array(report[70...])),
        ]).build()
        #expect(hex(mld) == hex(report))
    }

    @Test func rebuildsARPVLANAndQinQFrames() throws {
        let request = ARPMessage(operation: .request, senderMAC: Self.labHost, senderIP: IPv4Address(198, 18, 213, 1),
                                 targetMAC: .zero, targetIP: IPv4Address(198, 18, 213, 2))
        let ethernet = EthernetHeader(destination: .broadcast, source: Self.labHost)
        #expect(try PacketBuilder([.ethernet(ethernet), .arp(request)]).build() == L3Fixtures.arpRequest)
        #expect(try PacketBuilder([.ethernet(ethernet), .vlan(VLANTag(vlanID: 7, priority: 1)), .arp(request)]).build()
                == L3Fixtures.vlanARPRequest)

        let qinq = L3Fixtures.qinqICMP
        let built = try PacketBuilder([
            .ethernet(EthernetHeader(destination: Self.labPeer, source: Self.labHost, etherType: .qinq)),
            .vlan(VLANTag(vlanID: 20)),
            .vlan(VLANTag(vlanID: 30)),
            .ipv4(IPv4Header(source: .loopback, destination: .loopback, identification: 37481, flags: .dontFragment)),
            .icmpv4(.echoRequest(identifier: 0x59e2, sequenceNumber: 1)),
            .payload(Array(qinq[50...])),
        ]).build()
        #expect(hex(built) == hex(qinq))
    }

    @Test func computesThe8023LengthBeforeLLC() throws {
        let frame = L3Fixtures.llcSNAPFrame
        let built = try PacketBuilder([
            .ethernet(EthernetHeader(destination: MACAddress("01:00:0c:cc:cc:cc")!, source: Self.labHost)),
            .llc(LLCHeader(dsap: 0xaa, ssap: 0xaa, snap: SNAPHeader(oui: 0x0c, protocolID: 0x2000))),
            .payload([0x02, 0xb4, 0x00, 0x00]),
        ]).build()
        #expect(built == Array(frame[0..<26]))  // the capture adds padding to 60 bytes
    }

    @Test func udpChecksumUsesTheRoutingHeadersFinalDestination() throws {
        // tcpdump on the hand-built type 0 routing header packet: [bad udp cksum 0x0000 -> 0x0768!]
        let fixture = L3Fixtures.ipv6RoutingType0
        let built = try PacketBuilder([
            .ethernet(EthernetHeader(destination: Self.labPeer, source: Self.labHost)),
            .ipv6(IPv6Header(source: IPv6Address("2001:db8:213::1")!, destination: IPv6Address("2001:db8:213::4")!)),
            .ipv6Extension(.routing(IPv6RoutingHeader(routingType: 0, segmentsLeft: 1, addresses: [
                IPv6Address("2001:db8:213::3")!, IPv6Address("2001:db8:213::2")!]))),
            .udp(UDPHeader(sourcePort: 12345, destinationPort: 53)),
            .payload(Array("hi".utf8)),
        ]).build()
        var expected = fixture
        expected[100] = 0x07; expected[101] = 0x68
        #expect(hex(built) == hex(expected))
    }

    @Test func computedUDPChecksumOfZeroIsSentAsFFFF() throws {
        func datagram(_ payload: [UInt8]) throws -> [UInt8] {
            try PacketBuilder([
                .ipv4(IPv4Header(source: IPv4Address(198, 18, 0, 1), destination: IPv4Address(198, 18, 0, 2))),
                .udp(UDPHeader(sourcePort: 1000, destinationPort: 2000)),
                .payload(payload),
            ]).build()
        }
        let first = try datagram([0, 0])
        let checksum = first.uint16(at: 26)
        // Adding the checksum itself as a payload word makes the one's-complement sum 0xffff, whose
        // complement, 0, must go out as 0xffff.
        let zeroSum = try datagram([UInt8(checksum >> 8), UInt8(checksum & 0xff)])
        #expect(zeroSum.uint16(at: 26) == 0xffff)
        let view = try UDPDatagram(zeroSum, offset: 20)
        #expect(view.checksumIsValid(.ipv4(source: IPv4Address(198, 18, 0, 1), destination: IPv4Address(198, 18, 0, 2)))
                == true)
    }

    @Test func quotedDatagramChecksumsAreFilledBeforeTheICMPErrorsOwn() throws {
        let inner = IPv4Header(source: IPv4Address(198, 18, 0, 2), destination: IPv4Address(198, 18, 0, 1))
        let bytes = try PacketBuilder([
            .ipv4(IPv4Header(source: IPv4Address(198, 18, 0, 1), destination: IPv4Address(198, 18, 0, 2))),
            .icmpv4(.destinationUnreachable(.portUnreachable)),
            .ipv4(inner),
            .udp(UDPHeader(sourcePort: 5353, destinationPort: 33434)),
            .payload([1, 2, 3, 4]),
        ]).build()
        let outer = try IPv4Packet(bytes)
        #expect(outer.headerChecksumIsValid && outer.protocol == .icmp && outer.totalLength == 60)
        let icmp = try ICMPv4Message(bytes, offset: 20, end: outer.payloadEnd)
        #expect(icmp.checksumIsValid() == true)
        let quoted = try IPv4Packet(bytes, offset: 28)
        #expect(quoted.headerChecksumIsValid && quoted.protocol == .udp && quoted.totalLength == 32)
        let udp = try UDPDatagram(bytes, offset: 48)
        #expect(udp.length == 12 && udp.checksumIsValid(quoted.pseudoHeader) == true)
    }

    @Test func explicitValuesOverrideComputedOnes() throws {
        let bytes = try PacketBuilder([
            .ipv4(IPv4Header(source: .loopback, destination: .loopback, protocol: IPProtocol(253),
                             internetHeaderLength: 4, totalLength: 1000, headerChecksum: 0xdead)),
            .udp(UDPHeader(sourcePort: 1, destinationPort: 2, length: 3, checksum: 0)),
            .payload([9]),
        ]).build()
        #expect(hex(bytes[0..<12]) == "440003e80000000040fddead")
        #expect(hex(bytes[20..<28]) == "0001000200030000")
        #expect(bytes.count == 29)
        let tcp = try PacketBuilder([
            .ipv6(IPv6Header(source: .loopback, destination: .loopback, payloadLength: 7)),
            .tcp(TCPHeader(sourcePort: 1, destinationPort: 2, dataOffset: 15, checksum: 0xbeef)),
        ]).build()
        #expect(tcp.uint16(at: 4) == 7 && tcp[6] == 6)
        #expect(tcp[52] >> 4 == 15 && tcp.uint16(at: 56) == 0xbeef && tcp.count == 40 + 60)
    }

    @Test func switchesOffLeaveNilFieldsZero() throws {
        var builder = PacketBuilder([
            .ipv4(IPv4Header(source: .loopback, destination: .loopback)),
            .tcp(TCPHeader(sourcePort: 1, destinationPort: 2, flags: .syn)),
        ])
        builder.computeLengths = false
        builder.computeChecksums = false
        let bytes = try builder.build()
        #expect(bytes[0] == 0x40)                       // IHL 0
        #expect(bytes.uint16(at: 2) == 0 && bytes.uint16(at: 10) == 0)
        #expect(bytes[32] >> 4 == 0 && bytes.uint16(at: 36) == 0)
        #expect(bytes[9] == 6)                          // types are still computed
        #expect(bytes.count == 40)
        #expect(throws: WireError.self) { try IPv4Packet(bytes) }  // as crafted: an IHL of 0
    }

    @Test func impossibleStacksThrow() {
        #expect(throws: WireError.malformed(.tcp, .invalidField("no IP layer before it for the checksum's pseudo-header"))) {
            try PacketBuilder([.tcp(TCPHeader(sourcePort: 1, destinationPort: 2))]).build()
        }
        #expect(throws: WireError.self) {
            try PacketBuilder([.ethernet(Self.zeroMACs), .udp(UDPHeader(sourcePort: 1, destinationPort: 2))]).build()
        }
        #expect(throws: WireError.self) { try PacketBuilder([.ethernet(Self.zeroMACs), .payload([1])]).build() }
        #expect(throws: WireError.self) {
            try PacketBuilder([.ipv4(IPv4Header(source: .loopback, destination: .loopback)), .payload([1])]).build()
        }
        #expect(throws: WireError.self) {
            try PacketBuilder([.ipv4(IPv4Header(source: .loopback, destination: .loopback, protocol: .udp)),
                               .payload([UInt8](repeating: 0, count: 65_516))]).build()
        }
        // Without checksums to compute, a bare TCP header builds.
        var bare = PacketBuilder([.tcp(TCPHeader(sourcePort: 1, destinationPort: 2))])
        bare.computeChecksums = false
        #expect((try? bare.build())?.count == 20)
    }

    @Test func ipv6WithNothingAfterItSaysNoNextHeader() throws {
        let bytes = try PacketBuilder([
            .ipv6(IPv6Header(source: .loopback, destination: .loopback)),
            .ipv6Extension(.fragment(IPv6FragmentHeader(identification: 7))),
        ]).build()
        #expect(bytes[6] == IPProtocol.fragment.rawValue && bytes[40] == IPProtocol.noNextHeader.rawValue)
        #expect(bytes.uint16(at: 4) == 8)
    }

    /// tcpdump's verdict on the builder's checksums, when tcpdump is installed: a pcap written here and
    /// read back with `tcpdump -vv`.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tcpdump")))
    func tcpdumpAgreesWithTheChecksums() throws {
        let packets: [[UInt8]] = try [
            PacketBuilder([
                .ethernet(Self.zeroMACs),
                .ipv4(IPv4Header(source: IPv4Address(198, 18, 0, 1), destination: IPv4Address(198, 18, 0, 2),
                                 identification: 7, options: [.routerAlert(0)])),
                .tcp(TCPHeader(sourcePort: 40000, destinationPort: 80, sequenceNumber: 1, flags: [.psh, .ack],
                               options: [.noOperation, .noOperation, .timestamps(value: 1, echoReply: 2)])),
                .payload(Array("GET / HTTP/1.0\r\n\r\n".utf8)),
            ]).build(),
            PacketBuilder([
                .ethernet(Self.zeroMACs),
                .ipv6(IPv6Header(source: IPv6Address("2001:db8::1")!, destination: IPv6Address("2001:db8::2")!)),
                .ipv6Extension(.destinationOptions(IPv6OptionsHeader())),
                .udp(UDPHeader(sourcePort: 5000, destinationPort: 5001)),
                .payload([1, 2, 3]),
            ]).build(),
            PacketBuilder([
                .ethernet(Self.zeroMACs),
                .ipv6(IPv6Header(source: IPv6Address("2001:db8::1")!, destination: IPv6Address("2001:db8::2")!)),
                .icmpv6(.echoRequest(identifier: 9, sequenceNumber: 3)),
                .payload([0xab, 0xcd, 0xef]),
            ]).build(),
        ]
        var file: [UInt8] = []
        func little32(_ value: UInt32) { for shift in stride(from: 0, to: 32, by: 8) { file.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) } }
        little32(0xa1b2_c3d4); file += [2, 0, 4, 0]; little32(0); little32(0); little32(65535); little32(1)
        for packet in packets {
            little32(1); little32(0); little32(UInt32(packet.count)); little32(UInt32(packet.count))
            file += packet
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wire-l3-builder-\(getpid()).pcap")
        try Data(file).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/tcpdump")
        process.arguments = ["-n", "-vv", "-r", path.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("cksum 0x") && text.contains("(correct)"), "\(text)")
        #expect(!text.contains("incorrect") && !text.contains("bad"), "\(text)")
        #expect(text.contains("[udp sum ok]"), "\(text)")
        #expect(text.contains("[icmp6 sum ok]"), "\(text)")
        // tcpdump -vv names a bad IPv4 header checksum ("bad cksum") and stays silent on a good one.
        #expect(text.contains("proto TCP (6), length 74, options (RA)"), "\(text)")
    }
}

import Testing
import SwiftNetPcap

@Suite struct PcapNGReaderTests {
    struct Expected: Equatable {
        var data: [UInt8]
        var linkType: LinkType
        var interfaceIndex: Int
        var timestamp: Timestamp
    }

    /// Section 1 (little-endian): three interfaces with different link types and resolutions, EPBs on
    /// each, an SPB, an OPB, and blocks to skip. Section 2 (big-endian): one raw-IP interface.
    /// Returns the file, the packets it holds, and the offsets where each block ends.
    static func twoSectionFile() -> (bytes: [UInt8], expected: [Expected], blockEnds: [Int]) {
        var file = CaptureBytes(bigEndian: false)
        var ends: [Int] = []
        var expected: [Expected] = []
        func mark() { ends.append(file.bytes.count) }
        file.sectionHeader(); mark()
        file.interface(linkType: 1, snapLength: 96, name: "eth0"); mark()
        file.interface(linkType: 101, name: "tun0", resolution: 9); mark()
        file.block(0x0000_0bad) { $0.u32(42); $0.raw([1, 2, 3]) }; mark()  // custom block
        file.interface(linkType: 113, resolution: 0x80 | 20, offset: 100); mark()
        file.enhancedPacket(interface: 0, ticks: 1_700_000_000_123_456, data: samplePayload(0, length: 60))
        mark()
        expected.append(Expected(data: samplePayload(0, length: 60), linkType: .ethernet, interfaceIndex: 0,
                                 timestamp: Timestamp(seconds: 1_700_000_000, nanoseconds: 123_456_000)))
        file.enhancedPacket(interface: 1, ticks: 1_700_000_000_987_654_321, data: samplePayload(1, length: 21))
        mark()
        expected.append(Expected(data: samplePayload(1, length: 21), linkType: .raw, interfaceIndex: 1,
                                 timestamp: Timestamp(seconds: 1_700_000_000, nanoseconds: 987_654_321)))
        file.block(4) { $0.u16(0); $0.u16(0) }; mark()  // name resolution block
        file.enhancedPacket(interface: 2, ticks: 5 << 20 | 1 << 19, data: samplePayload(2, length: 3))
        mark()
        expected.append(Expected(data: samplePayload(2, length: 3), linkType: .linuxSLL, interfaceIndex: 2,
                                 timestamp: Timestamp(seconds: 105, nanoseconds: 500_000_000)))
        // SPB: original length 100, cut to interface 0's snap length of 96.
        file.simplePacket(data: samplePayload(3, length: 100)); mark()
        expected.append(Expected(data: samplePayload(3, length: 96), linkType: .ethernet, interfaceIndex: 0,
                                 timestamp: Timestamp(seconds: 0, nanoseconds: 0)))
        file.obsoletePacket(interface: 1, ticks: 2_000_000_001, data: samplePayload(4, length: 0)); mark()
        expected.append(Expected(data: [], linkType: .raw, interfaceIndex: 1,
                                 timestamp: Timestamp(seconds: 2, nanoseconds: 1)))
        file.block(5) { $0.u32(0); $0.u32(0); $0.u32(0) }; mark()  // interface statistics block

        file.bigEndian = true
        file.sectionHeader(); mark()
        file.interface(linkType: 101, snapLength: 65535); mark()
        file.enhancedPacket(interface: 0, ticks: 1_000_002, data: samplePayload(5, length: 41)); mark()
        expected.append(Expected(data: samplePayload(5, length: 41), linkType: .raw, interfaceIndex: 0,
                                 timestamp: Timestamp(seconds: 1, nanoseconds: 2000)))
        return (file.bytes, expected, ends)
    }

    static func summary(_ packet: CapturedPacket) -> Expected {
        Expected(data: packet.data, linkType: packet.linkType, interfaceIndex: packet.interfaceIndex,
                 timestamp: packet.timestamp)
    }

    @Test func readsSectionsInterfacesAndEveryPacketBlock() throws {
        let (bytes, expected, _) = Self.twoSectionFile()
        let reader = try CaptureFileReader(bytes: bytes)
        #expect(reader.format == .pcapng)
        #expect(reader.linkType == .ethernet)
        #expect(reader.snapLength == 96)
        #expect(reader.interfaces.map(\.name) == ["eth0"])
        var packets: [Expected] = []
        while let packet = try reader.nextPacket() {
            packets.append(Self.summary(packet))
            if packets.count == 3 {
                #expect(reader.interfaces.map(\.linkType) == [.ethernet, .raw, .linuxSLL])
                #expect(reader.interfaces.map(\.timestampResolution)
                    == [.microseconds, .nanoseconds, .powerOfTwo(20)])
                #expect(reader.interfaces[2].timestampOffset == 100)
            }
        }
        #expect(packets == expected)
        #expect(reader.interfaces == [CaptureInterface(linkType: .raw, snapLength: 65535)])
    }

    /// Every prefix yields the packets whose blocks it holds whole, then a clean end at a block
    /// boundary or one error naming the first incomplete block.
    @Test func everyPrefixYieldsGoodPacketsThenOneError() {
        let (bytes, expected, ends) = Self.twoSectionFile()
        let packetBlockEnds = [ends[5], ends[6], ends[8], ends[9], ends[10], ends[14]]
        let firstInterfaceEnd = ends[1]
        for cut in 0...bytes.count {
            let result = readAll(Array(bytes[..<cut]))
            let whole = packetBlockEnds.filter { $0 <= cut }.count
            #expect(result.packets.map(Self.summary) == Array(expected.prefix(whole)), "prefix \(cut)")
            if cut >= firstInterfaceEnd && ends.contains(cut) {
                #expect(result.error == nil, "prefix \(cut)")
            } else if cut == ends[0] {
                #expect(result.error?.kind == .invalid("no interface description block"))
            } else {
                #expect(result.error?.kind == .truncated, "prefix \(cut)")
                let blocksBefore = ends.filter { $0 <= cut }
                // Fewer than 4 bytes cannot even be told apart from classic pcap: a file-header error.
                #expect(result.error?.record == (cut < 4 ? 0 : blocksBefore.count + 1), "prefix \(cut)")
                #expect(result.error?.offset == UInt64(blocksBefore.last ?? 0), "prefix \(cut)")
            }
        }
    }

    /// A file with one good packet, then `bad`; the reader returns the packet, then throws `kind`.
    static func afterOnePacket(_ bad: (inout CaptureBytes) -> Void) -> (count: Int, error: CaptureFileError?) {
        var file = CaptureBytes(bigEndian: false)
        file.sectionHeader()
        file.interface(linkType: 1)
        file.enhancedPacket(interface: 0, ticks: 1, data: [1, 2, 3, 4])
        bad(&file)
        let result = readAll(file.bytes)
        return (result.packets.count, result.error)
    }

    @Test func lyingBlockLengthsAreCleanErrors() {
        let cases: [(String, (inout CaptureBytes) -> Void, CaptureFileError.Kind)] = [
            ("not a multiple of 4", { $0.u32(77); $0.u32(14); $0.raw([0, 0]); $0.u32(14) },
             .invalid("block length 14 is not a multiple of 4")),
            ("below 12", { $0.u32(6); $0.u32(8); $0.u32(8) },
             .invalid("block length 8 is below the minimum of 32")),
            ("unknown block below 12", { $0.u32(77); $0.u32(4); $0.u32(4) },
             .invalid("block length 4 is below the minimum of 12")),
            ("trailing differs", { $0.u32(77); $0.u32(16); $0.u32(0); $0.u32(20) },
             .invalid("trailing block length 20 differs from the leading 16")),
            ("caplen over the snap length", { f in
                f.interface(linkType: 1, snapLength: 2)
                f.enhancedPacket(interface: 1, ticks: 0, data: [1, 2, 3])
             }, .invalid("capture length 3 exceeds the snap length 2")),
            ("huge", { $0.u32(6); $0.u32(0xffff_fff0); $0.u32(0) },
             .invalid("block length 4294967280 exceeds the maximum of 268435456")),
            ("longer than the file", { $0.u32(6); $0.u32(1 << 20); $0.raw([UInt8](repeating: 0, count: 100)) },
             .truncated),
            ("caplen past the block", { f in
                f.block(6) { $0.u32(0); $0.u32(0); $0.u32(0); $0.u32(9); $0.u32(9); $0.raw([1, 2, 3, 4]) }
             }, .invalid("capture length 9 exceeds its block")),
            ("unknown interface", { $0.enhancedPacket(interface: 3, ticks: 0, data: [1]) },
             .invalid("packet for interface 3, but the section has 1 interfaces")),
            ("wrong version", { $0.sectionHeader(major: 2, minor: 0) }, .invalid("unsupported pcapng version 2.0")),
            ("bad byte-order magic", { f in
                f.u32(0x0a0d_0d0a); f.u32(28); f.u32(0x1234_5678); f.u32(1); f.u64(0); f.u32(28)
             }, .invalid("bad byte-order magic in section header")),
            ("tsresol too fine", { $0.interface(linkType: 1, resolution: 20) },
             .invalid("if_tsresol 20 is finer than 64-bit timestamps can count")),
            ("option past block", { f in
                f.block(1) { $0.u16(1); $0.u16(0); $0.u32(0); $0.u16(2); $0.u16(200) }
             }, .invalid("interface option 2 runs past the end of its block")),
        ]
        for (label, bad, kind) in cases {
            let result = Self.afterOnePacket(bad)
            #expect(result.count == 1, "\(label)")
            #expect(result.error?.kind == kind, "\(label)")
            let atRecord5 = label == "caplen over the snap length"
            #expect(result.error?.record == (atRecord5 ? 5 : 4), "\(label)")
            #expect(result.error?.offset == 28 + 20 + 36 + (atRecord5 ? 20 : 0), "\(label)")
        }
    }

    @Test func trailingLengthOfTheFirstSectionHeaderIsIgnoredAsLibpcapDoes() {
        var file = CaptureBytes(bigEndian: false)
        file.sectionHeader()
        file.bytes[27] = 0x7f
        file.interface(linkType: 1)
        file.enhancedPacket(interface: 0, ticks: 0, data: [9])
        let result = readAll(file.bytes)
        #expect(result.packets.count == 1)
        #expect(result.error == nil)
    }

    @Test func interfaceOptionsAreCheckedAsLibpcapChecksThem() {
        let cases: [(String, (inout CaptureBytes) -> Void, String)] = [
            ("end marker with a length", { b in b.u16(0); b.u16(4); b.u32(0) }, "opt_endofopt has length 4"),
            ("tsresol of 2 bytes", { b in b.u16(9); b.u16(2); b.u32(6) }, "if_tsresol has length 2"),
            ("two tsresols", { b in b.u16(9); b.u16(1); b.u32(6); b.u16(9); b.u16(1); b.u32(6) },
             "more than one if_tsresol"),
            ("tsoffset of 4 bytes", { b in b.u16(14); b.u16(4); b.u32(6) }, "if_tsoffset has length 4"),
            ("two tsoffsets", { b in b.u16(14); b.u16(8); b.u64(1); b.u16(14); b.u16(8); b.u64(1) },
             "more than one if_tsoffset"),
        ]
        for (label, options, message) in cases {
            let result = Self.afterOnePacket { f in
                f.block(1) { b in b.u16(1); b.u16(0); b.u32(0); options(&b) }
            }
            #expect(result.error?.kind == .invalid(message), "\(label)")
        }
    }

    @Test func packetsAfterANewSectionUseItsInterfacesOnly() {
        let result = Self.afterOnePacket { f in
            f.sectionHeader()
            f.enhancedPacket(interface: 0, ticks: 0, data: [1])
        }
        #expect(result.count == 1)
        #expect(result.error?.kind == .invalid("packet for interface 0, but the section has 0 interfaces"))
        #expect(result.error?.record == 5)
    }

    @Test func blockBeforeSectionHeaderIsNotAPcapNGFile() {
        var file = CaptureBytes(bigEndian: false)
        file.u32(0x0a0d_0d0a); file.u32(28); file.u32(0xdead_beef); file.raw([UInt8](repeating: 0, count: 16))
        #expect(readAll(file.bytes).error?.kind == .notACaptureFile)
    }

    @Test(arguments: [
        (TimestampResolution.powerOfTen(0), UInt64(7), Timestamp(seconds: 7, nanoseconds: 0)),
        (.powerOfTen(3), 7_001, Timestamp(seconds: 7, nanoseconds: 1_000_000)),
        (.powerOfTen(12), 7_000_000_000_001_999, Timestamp(seconds: 7000, nanoseconds: 1)),
        (.powerOfTwo(0), 9, Timestamp(seconds: 9, nanoseconds: 0)),
        (.powerOfTwo(10), 3 << 10 | 256, Timestamp(seconds: 3, nanoseconds: 250_000_000)),
        (.powerOfTwo(63), 1 << 62, Timestamp(seconds: 0, nanoseconds: 500_000_000)),
    ])
    func resolutionsConvertTicks(resolution: TimestampResolution, ticks: UInt64, expected: Timestamp) {
        #expect(resolution.timestamp(ticks: ticks) == expected)
    }

    @Test func resolutionOptionByteRoundTrips() {
        #expect(TimestampResolution(optionByte: 9) == .nanoseconds)
        #expect(TimestampResolution(optionByte: 0x8a) == .powerOfTwo(10))
        #expect(TimestampResolution.powerOfTwo(10).optionByte == 0x8a)
        #expect(TimestampResolution.powerOfTen(20).timestamp(ticks: 1) == nil)
        #expect(TimestampResolution.powerOfTwo(64).timestamp(ticks: 1) == nil)
    }
}

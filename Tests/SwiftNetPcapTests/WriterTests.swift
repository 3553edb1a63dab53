import Testing
import SwiftNetPcap
import Foundation

/// A temporary file path that is removed when the test ends.
final class TemporaryPath {
    let path: String
    init(_ suffix: String) {
        path = NSTemporaryDirectory() + "pcapfmt-\(getpid())-\(UInt32.random(in: 0...UInt32.max))\(suffix)"
    }
    deinit { unlink(path) }
    var bytes: [UInt8] { (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) ?? [] }
}

func toolPath(_ name: String) -> String? {
    for directory in ["/usr/bin", "/usr/sbin", "/usr/local/bin", "/bin", "/sbin"] {
        let candidate = directory + "/" + name
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// Runs a tool; returns its exit status and standard output.
func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    var environment = ProcessInfo.processInfo.environment
    environment["TZ"] = "UTC"
    process.environment = environment
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Ethernet + IPv4 + UDP 198.18.0.1:40000 > 198.18.0.2:40001 with a payload of `payload` bytes.
func udpFrame(payload: Int) -> [UInt8] {
    var frame: [UInt8] = [0x02, 0, 0, 0, 0, 2, 0x02, 0, 0, 0, 0, 1, 0x08, 0x00]
    let total = 20 + 8 + payload
    frame += [0x45, 0, UInt8(total >> 8), UInt8(total & 0xff), 0, 1, 0, 0, 64, 17, 0, 0,
              198, 18, 0, 1, 198, 18, 0, 2]
    frame += [0x9c, 0x40, 0x9c, 0x41, UInt8((8 + payload) >> 8), UInt8((8 + payload) & 0xff), 0, 0]
    frame += (0..<payload).map { UInt8(truncatingIfNeeded: $0) }
    return frame
}

@Suite struct WriterTests {
    static func samplePackets(linkType: LinkType, nanosecondTimestamps: Bool, interfaces: Int = 1) -> [CapturedPacket] {
        (0..<50).map { index in
            let length = [0, 1, 3, 60, 1514, 9000][index % 6]
            let fraction = UInt32(index * 104_729 % 1_000_000) * 1000 + (nanosecondTimestamps ? UInt32(index % 1000) : 0)
            return CapturedPacket(
                timestamp: Timestamp(seconds: 1_700_000_000 + Int64(index), nanoseconds: fraction),
                originalLength: length + index % 3, linkType: linkType, data: samplePayload(index, length: length),
                interfaceIndex: index % interfaces)
        }
    }

    static func readBack(_ path: String) throws -> (CaptureFileReader, [CapturedPacket]) {
        let reader = try CaptureFileReader(path: path)
        var packets: [CapturedPacket] = []
        while let packet = try reader.nextPacket() { packets.append(packet) }
        return (reader, packets)
    }

    @Test(arguments: [
        (TimestampPrecision.microseconds, CaptureFileFormat.ByteOrder.littleEndian),
        (.microseconds, .bigEndian), (.nanoseconds, .littleEndian), (.nanoseconds, .bigEndian),
    ])
    func pcapRoundTripKeepsBytesLengthsAndTimestamps(precision: TimestampPrecision, byteOrder: CaptureFileFormat.ByteOrder) throws {
        let file = TemporaryPath(".pcap")
        let packets = Self.samplePackets(linkType: .linuxSLL2, nanosecondTimestamps: precision == .nanoseconds)
        let writer = try PcapWriter(path: file.path, linkType: .linuxSLL2, precision: precision, byteOrder: byteOrder)
        for packet in packets { try writer.write(packet) }
        try writer.close()
        let (reader, read) = try Self.readBack(file.path)
        #expect(reader.format == .pcap(byteOrder: byteOrder, precision: precision))
        #expect(reader.linkType == .linuxSLL2)
        #expect(reader.snapLength == 262_144)
        #expect(read.count == packets.count)
        for (written, back) in zip(packets, read) {
            #expect(back.data == written.data)
            #expect(back.originalLength == written.originalLength)
            #expect(back.timestamp == written.timestamp)
            #expect(back.linkType == .linuxSLL2)
        }
    }

    @Test func pcapHeaderAndRecordAreByteExact() throws {
        let file = TemporaryPath(".pcap")
        let writer = try PcapWriter(path: file.path, linkType: .ethernet, snapLength: 4, byteOrder: .littleEndian)
        try writer.write([1, 2, 3, 4, 5], timestamp: Timestamp(seconds: 0x0102_0304, nanoseconds: 5_000_999))
        try writer.close()
        #expect(file.bytes == [
            0xd4, 0xc3, 0xb2, 0xa1, 2, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 1, 0, 0, 0,
            4, 3, 2, 1, 0x88, 0x13, 0, 0, 4, 0, 0, 0, 5, 0, 0, 0, 1, 2, 3, 4,
        ])
    }

    @Test func flushMakesRecordsVisibleBeforeClose() throws {
        let file = TemporaryPath(".pcap")
        let writer = try PcapWriter(path: file.path, linkType: .raw)
        try writer.write([0x45], timestamp: Timestamp(seconds: 1, nanoseconds: 0))
        #expect(file.bytes.count == 0)
        try writer.flush()
        #expect(file.bytes.count == 24 + 16 + 1)
        try writer.close()
        try writer.close()
        #expect(throws: CaptureFileError.self) { try writer.write([1], timestamp: Timestamp(seconds: 0, nanoseconds: 0)) }
    }

    @Test func sizeCountsBufferedBytesAndBorrowedWritesMatchArrayWrites() throws {
        let pcap = TemporaryPath(".pcap")
        let ng = TemporaryPath(".pcapng")
        let classic = try PcapWriter(path: pcap.path, linkType: .ethernet, snapLength: 8)
        let next = try PcapNGWriter(path: ng.path, interfaces: [CaptureInterface(linkType: .ethernet, snapLength: 8)])
        #expect(classic.size == 24)
        let frame = samplePayload(1, length: 10)
        let stamp = Timestamp(seconds: 7, nanoseconds: 8000)
        try frame.withUnsafeBytes { bytes in
            try classic.write(timestamp: stamp, originalLength: 10, bytes: bytes)
            try next.write(timestamp: stamp, originalLength: 10, bytes: bytes)
        }
        #expect(classic.size == 24 + 16 + 8)
        let ngSize = next.size
        try classic.close()
        try next.close()
        #expect(Int64(pcap.bytes.count) == 24 + 16 + 8)
        #expect(Int64(ng.bytes.count) == ngSize)
        for path in [pcap.path, ng.path] {
            let (_, read) = try Self.readBack(path)
            #expect(read.map(\.data) == [Array(frame.prefix(8))])
            #expect(read.map(\.originalLength) == [10])
            #expect(read.map(\.timestamp) == [stamp])
        }
    }

    @Test func unwritablePathIsAnIOError() {
        do {
            _ = try PcapWriter(path: "/nonexistent-dir/x.pcap", linkType: .ethernet)
            Issue.record("opened an impossible path")
        } catch {
            #expect(error.kind == .io("No such file or directory"))
        }
    }

    static let ngInterfaces = [
        CaptureInterface(linkType: .ethernet, snapLength: 0, name: "eth0"),
        CaptureInterface(linkType: .raw, snapLength: 65535, timestampResolution: .nanoseconds),
        CaptureInterface(linkType: .linuxSLL, name: "any", timestampResolution: .powerOfTen(9), timestampOffset: -3600),
    ]

    @Test(arguments: [CaptureFileFormat.ByteOrder.littleEndian, .bigEndian])
    func pcapngRoundTripKeepsInterfacesBytesAndTimestamps(byteOrder: CaptureFileFormat.ByteOrder) throws {
        let file = TemporaryPath(".pcapng")
        var packets = Self.samplePackets(linkType: .ethernet, nanosecondTimestamps: true, interfaces: 3)
        for index in packets.indices {
            packets[index].linkType = Self.ngInterfaces[packets[index].interfaceIndex].linkType
            if packets[index].interfaceIndex == 0 {  // microsecond interface
                packets[index].timestamp.nanoseconds -= packets[index].timestamp.nanoseconds % 1000
            }
        }
        let writer = try PcapNGWriter(path: file.path, interfaces: Self.ngInterfaces, byteOrder: byteOrder)
        for packet in packets { try writer.write(packet) }
        try writer.close()
        let (reader, read) = try Self.readBack(file.path)
        #expect(reader.format == .pcapng)
        #expect(reader.interfaces == Self.ngInterfaces)
        #expect(read.count == packets.count)
        for (written, back) in zip(packets, read) {
            #expect(back.data == written.data)
            #expect(back.originalLength == written.originalLength)
            #expect(back.timestamp == written.timestamp)
            #expect(back.linkType == written.linkType)
            #expect(back.interfaceIndex == written.interfaceIndex)
        }
    }

    @Test func pcapngRejectsPacketForMissingInterface() throws {
        let file = TemporaryPath(".pcapng")
        let writer = try PcapNGWriter(path: file.path, interfaces: [CaptureInterface(linkType: .ethernet)])
        let packet = CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: 1,
                                    linkType: .ethernet, data: [1], interfaceIndex: 1)
        #expect(throws: CaptureFileError.self) { try writer.write(packet) }
        #expect(try writer.addInterface(CaptureInterface(linkType: .raw)) == 1)
        try writer.write(packet)
        try writer.close()
        let (_, read) = try Self.readBack(file.path)
        #expect(read.map(\.linkType) == [.raw])
    }

    @Test(arguments: [0, 1, 2])
    func binaryResolutionTicksRoundTripWithinANanosecond(exponent: Int) {
        let resolution = TimestampResolution.powerOfTwo(UInt8([10, 20, 32][exponent]))
        let timestamp = Timestamp(seconds: 1_700_000_000, nanoseconds: 987_654_321)
        let back = resolution.timestamp(ticks: resolution.ticks(for: timestamp))!
        #expect(back.seconds == timestamp.seconds)
        let step = 1_000_000_000 >> [10, 20, 32][exponent] + 1
        #expect(Int(timestamp.nanoseconds) - Int(back.nanoseconds) <= step)
        #expect(back.nanoseconds <= timestamp.nanoseconds)
    }

    // MARK: Other tools read what the writers write

    static func writeForTools(_ kind: String, path: String) throws {
        let frames = [udpFrame(payload: 4), udpFrame(payload: 100)]
        let stamps = [Timestamp(seconds: 1_700_000_000, nanoseconds: 123_456_789),
                      Timestamp(seconds: 1_700_000_001, nanoseconds: 5_000)]
        switch kind {
        case "pcap-micro", "pcap-nano-big":
            let writer = try PcapWriter(
                path: path, linkType: .ethernet, precision: kind == "pcap-micro" ? .microseconds : .nanoseconds,
                byteOrder: kind == "pcap-micro" ? .littleEndian : .bigEndian)
            for (frame, stamp) in zip(frames, stamps) { try writer.write(frame, timestamp: stamp) }
            try writer.close()
        default:
            let writer = try PcapNGWriter(
                path: path, interfaces: [CaptureInterface(linkType: .ethernet, name: "veth0", timestampResolution: .nanoseconds)],
                byteOrder: kind == "pcapng" ? .littleEndian : .bigEndian)
            for (frame, stamp) in zip(frames, stamps) {
                try writer.write(CapturedPacket(timestamp: stamp, originalLength: frame.count, linkType: .ethernet, data: frame))
            }
            try writer.close()
        }
    }

    static let toolKinds = ["pcap-micro", "pcap-nano-big", "pcapng", "pcapng-big"]

    @Test(.enabled(if: toolPath("tcpdump") != nil), arguments: toolKinds)
    func tcpdumpReadsWhatWeWrite(kind: String) throws {
        let file = TemporaryPath(".cap")
        try Self.writeForTools(kind, path: file.path)
        let nano = kind != "pcap-micro"
        let result = try run(toolPath("tcpdump")!, ["-n", "-tt", "-r", file.path] + (nano ? ["--nano"] : []))
        #expect(result.status == 0)
        let fractions = nano ? ["123456789", "000005000"] : ["123456", "000005"]
        #expect(result.output == """
            1700000000.\(fractions[0]) IP 198.18.0.1.40000 > 198.18.0.2.40001: UDP, length 4
            1700000001.\(fractions[1]) IP 198.18.0.1.40000 > 198.18.0.2.40001: UDP, length 100

            """)
    }

    /// tshark (libpcap cannot: it wants one link type per file) reads a pcapng with two interfaces
    /// of different link types and timestamp resolutions.
    @Test(.enabled(if: toolPath("tshark") != nil))
    func tsharkReadsSeveralInterfaces() throws {
        let file = TemporaryPath(".pcapng")
        let writer = try PcapNGWriter(path: file.path, interfaces: [
            CaptureInterface(linkType: .ethernet, name: "eth0"),
            CaptureInterface(linkType: .raw, name: "tun0", timestampResolution: .nanoseconds),
        ])
        let frame = udpFrame(payload: 4)
        try writer.write(CapturedPacket(timestamp: Timestamp(seconds: 100, nanoseconds: 123_456_000), originalLength: frame.count,
                                        linkType: .ethernet, data: frame, interfaceIndex: 0))
        try writer.write(CapturedPacket(timestamp: Timestamp(seconds: 101, nanoseconds: 7), originalLength: frame.count - 14,
                                        linkType: .raw, data: Array(frame.dropFirst(14)), interfaceIndex: 1))
        try writer.close()
        let result = try run(toolPath("tshark")!, [
            "-r", file.path, "-T", "fields", "-e", "frame.interface_id", "-e", "frame.interface_name",
            "-e", "frame.time_epoch", "-e", "frame.protocols",
        ])
        #expect(result.status == 0)
        #expect(result.output == """
            0	eth0	100.123456000	eth:ethertype:ip:udp:data
            1	tun0	101.000000007	raw:ip:udp:data

            """)
    }

    @Test(.enabled(if: toolPath("tshark") != nil), arguments: toolKinds)
    func tsharkReadsWhatWeWrite(kind: String) throws {
        let file = TemporaryPath(".cap")
        try Self.writeForTools(kind, path: file.path)
        let result = try run(toolPath("tshark")!, [
            "-r", file.path, "-T", "fields", "-e", "frame.time_epoch", "-e", "frame.cap_len", "-e", "udp.length",
        ])
        #expect(result.status == 0)
        let fractions = kind == "pcap-micro" ? ["123456000", "000005000"] : ["123456789", "000005000"]
        #expect(result.output == """
            1700000000.\(fractions[0])\t46\t12
            1700000001.\(fractions[1])\t142\t108

            """)
    }
}

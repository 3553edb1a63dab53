import Testing
import SwiftNetPcap
import Foundation

@Suite struct PcapReaderTests {
    static let lengths = [60, 0, 1, 1514, 17]

    static func classicFile(magic: UInt32, bigEndian: Bool, linkType: UInt32 = 1) -> [UInt8] {
        var file = CaptureBytes(bigEndian: bigEndian)
        file.pcapHeader(magic: magic, snapLength: 65535, linkType: linkType)
        for (index, length) in lengths.enumerated() {
            file.pcapRecord(
                seconds: 1_700_000_000 + UInt32(index), fraction: 123_456 + UInt32(index),
                data: samplePayload(index, length: length), originalLength: UInt32(length + index))
        }
        return file.bytes
    }

    @Test(arguments: [
        (UInt32(0xa1b2_c3d4), false), (0xa1b2_c3d4, true), (0xa1b2_3c4d, false), (0xa1b2_3c4d, true),
    ])
    func readsAllFourMagics(magic: UInt32, bigEndian: Bool) throws {
        let nano = magic == 0xa1b2_3c4d
        let reader = try CaptureFileReader(bytes: Self.classicFile(magic: magic, bigEndian: bigEndian))
        #expect(reader.format == .pcap(byteOrder: bigEndian ? .bigEndian : .littleEndian,
                                       precision: nano ? .nanoseconds : .microseconds))
        #expect(reader.linkType == .ethernet)
        #expect(reader.snapLength == 65535)
        var index = 0
        while let packet = try reader.nextPacket() {
            #expect(packet.data == samplePayload(index, length: Self.lengths[index]))
            #expect(packet.originalLength == Self.lengths[index] + index)
            #expect(packet.timestamp.seconds == 1_700_000_000 + Int64(index))
            let fraction = UInt32(123_456 + index)
            #expect(packet.timestamp.nanoseconds == (nano ? fraction : fraction * 1000))
            #expect(packet.linkType == .ethernet)
            #expect(packet.interfaceIndex == 0)
            index += 1
        }
        #expect(index == Self.lengths.count)
        #expect(reader.packetCount == Self.lengths.count)
    }

    @Test func unknownLinkTypePassesThroughWithoutFCSBits() throws {
        var file = CaptureBytes(bigEndian: false)
        file.pcapHeader(linkType: 0x1400_0000 | 4242)  // FCS-length bits set above the link type
        file.pcapRecord(seconds: 1, fraction: 2, data: [1, 2, 3])
        let reader = try CaptureFileReader(bytes: file.bytes)
        #expect(reader.linkType == LinkType(4242))
        #expect(try reader.nextPacket()?.linkType == LinkType(4242))
    }

    @Test func headerOnlyFileHasNoPackets() throws {
        var file = CaptureBytes(bigEndian: false)
        file.pcapHeader()
        let result = readAll(file.bytes)
        #expect(result.packets.isEmpty)
        #expect(result.error == nil)
    }

    @Test func emptyFileIsTruncated() {
        let error = readAll([]).error
        #expect(error?.kind == .truncated)
        #expect(error?.description == "memory: file header at byte 0: truncated")
    }

    @Test func unknownMagicIsNotACaptureFile() {
        let error = readAll(Array("GET / HTTP/1.1\r\n".utf8)).error
        #expect(error?.kind == .notACaptureFile)
        #expect(error?.description == "memory: not a pcap or pcapng file")
    }

    @Test func unsupportedVersionIsInvalid() {
        var file = CaptureBytes(bigEndian: false)
        file.pcapHeader(major: 3, minor: 0)
        #expect(readAll(file.bytes).error?.kind == .invalid("unsupported pcap version 3.0"))
    }

    /// Every prefix yields the packets wholly inside it, then either a clean end (prefix ends on a
    /// record boundary) or one truncation error at the first incomplete record.
    @Test(arguments: [false, true])
    func everyPrefixYieldsGoodPacketsThenOneError(bigEndian: Bool) {
        let full = Self.classicFile(magic: 0xa1b2_c3d4, bigEndian: bigEndian)
        var boundaries = [24]
        for length in Self.lengths { boundaries.append(boundaries.last! + 16 + length) }
        for cut in 0...full.count {
            let result = readAll(Array(full[..<cut]))
            let whole = boundaries.dropFirst().filter { $0 <= cut }.count
            #expect(result.packets.count == whole, "prefix \(cut)")
            if cut >= 24 && boundaries.contains(cut) {
                #expect(result.error == nil, "prefix \(cut)")
            } else {
                #expect(result.error?.kind == .truncated, "prefix \(cut)")
                if cut >= 24 {
                    #expect(result.error?.record == whole + 1)
                    #expect(result.error?.offset == UInt64(boundaries[whole]))
                }
            }
        }
    }

    @Test func absurdCaptureLengthThrowsAfterGoodPackets() {
        var file = CaptureBytes(bigEndian: false)
        file.pcapHeader(snapLength: 65535)
        file.pcapRecord(seconds: 1, fraction: 0, data: [1, 2, 3, 4])
        file.u32(2); file.u32(0); file.u32(0x7fff_ffff); file.u32(0x7fff_ffff)
        file.raw([0, 0, 0, 0])
        let result = readAll(file.bytes)
        #expect(result.packets.count == 1)
        #expect(result.error?.record == 2)
        #expect(result.error?.offset == 24 + 16 + 4)
        #expect(result.error?.description
            == "memory: record 2 at byte 44: capture length 2147483647 exceeds the maximum of 262144")
    }

    @Test func recordLongerThanSnapLengthIsCutLikeLibpcap() throws {
        var file = CaptureBytes(bigEndian: false)
        file.pcapHeader(snapLength: 4)
        file.pcapRecord(seconds: 1, fraction: 0, data: [1, 2, 3, 4, 5, 6], originalLength: 6)
        file.pcapRecord(seconds: 2, fraction: 0, data: [7])
        let result = readAll(file.bytes)
        #expect(result.packets.map(\.data) == [[1, 2, 3, 4], [7]])
        #expect(result.packets.first?.originalLength == 6)
        #expect(result.error == nil)
    }

    @Test(arguments: [(UInt32(0xa1b2_c3d4), UInt32(2_500_000), Timestamp(seconds: 12, nanoseconds: 500_000_000)),
                      (0xa1b2_3c4d, 3_000_000_001, Timestamp(seconds: 13, nanoseconds: 1))])
    func outOfRangeFractionsFoldIntoSeconds(magic: UInt32, fraction: UInt32, expected: Timestamp) {
        var file = CaptureBytes(bigEndian: false)
        file.pcapHeader(magic: magic)
        file.pcapRecord(seconds: 10, fraction: fraction, data: [1])
        let timestamps = readAll(file.bytes).packets.map(\.timestamp)
        #expect(timestamps.map { Timestamp(seconds: $0.seconds, nanoseconds: $0.nanoseconds) } == [expected])
        // The raw fields stay beside the folded time, for printers that show them as tcpdump does.
        #expect(timestamps.first?.recorded == RecordedTime(seconds: 10, fraction: Int32(bitPattern: fraction),
                                                           fractionIsNanoseconds: magic == 0xa1b2_3c4d))
    }

    @Test func secondsAreSignedAsInLibpcap() {
        var file = CaptureBytes(bigEndian: true)
        file.pcapHeader()
        file.pcapRecord(seconds: 0xffff_fffe, fraction: 1, data: [1])
        #expect(readAll(file.bytes).packets.map(\.timestamp) == [Timestamp(seconds: -2, nanoseconds: 1000)])
    }

    @Test func modifiedFormatSkipsTheExtraHeaderFields() throws {
        var file = CaptureBytes(bigEndian: true)
        file.pcapHeader(magic: 0xa1b2_cd34)
        file.u32(5); file.u32(6); file.u32(2); file.u32(2); file.u32(0); file.u32(0); file.raw([9, 8])
        let result = readAll(file.bytes)
        #expect(result.packets.map(\.data) == [[9, 8]])
        #expect(result.packets.first?.timestamp == Timestamp(seconds: 5, nanoseconds: 6000))
    }

    @Test func readsFromPathAndReportsMissingFile() throws {
        let path = NSTemporaryDirectory() + "pcapfmt-\(getpid())-path.pcap"
        defer { unlink(path) }
        let bytes = Self.classicFile(magic: 0xa1b2_c3d4, bigEndian: false)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let reader = try CaptureFileReader(path: path)
        var count = 0
        while try reader.nextPacket() != nil { count += 1 }
        #expect(count == Self.lengths.count)

        do {
            _ = try CaptureFileReader(path: path + ".missing")
            Issue.record("opened a missing file")
        } catch {
            #expect(error.kind == .io("No such file or directory"))
        }
    }

    /// Records larger than the 1 MiB window and many small ones across window edges, through a pipe.
    @Test func streamsThroughAPipeAcrossWindowEdges() throws {
        var file = CaptureBytes(bigEndian: false)
        file.pcapHeader(snapLength: 0, linkType: 231)  // DBUS allows records up to 128 MiB
        var expected: [[UInt8]] = []
        for index in 0..<3000 {
            let length = index == 1500 ? 3 << 20 : (index * 37) % 700
            let data = samplePayload(index, length: length)
            expected.append(data)
            file.pcapRecord(seconds: UInt32(index), fraction: 0, data: data)
        }
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let bytes = file.bytes
        let writeEnd = fds[1]
        let writer = Thread {
            bytes.withUnsafeBytes { buffer in
                var sent = 0
                while sent < buffer.count {
                    let n = write(writeEnd, buffer.baseAddress! + sent, min(65536, buffer.count - sent))
                    if n <= 0 { break }
                    sent += n
                }
            }
            close(writeEnd)
        }
        writer.start()
        defer { close(fds[0]) }
        let reader = try CaptureFileReader(fileDescriptor: fds[0], name: "-")
        var index = 0
        while let packet = try reader.nextPacket() {
            #expect(packet.data == expected[index])
            index += 1
        }
        #expect(index == expected.count)
    }
}

@Suite struct PcapLengthOrderTests {
    /// caplen 2, len 5 written in the given version; returns (capturedLength, originalLength) read.
    static func read(major: UInt16, minor: UInt16, first: UInt32, second: UInt32) -> (Int, Int)? {
        var file = CaptureBytes(bigEndian: false)
        file.pcapHeader(major: major, minor: minor)
        file.u32(1); file.u32(0); file.u32(first); file.u32(second)
        file.raw([UInt8](repeating: 0xab, count: Int(min(first, second))))
        guard let packet = readAll(file.bytes).packets.first else { return nil }
        return (packet.capturedLength, packet.originalLength)
    }

    @Test func oldVersionsSwapCaptureAndWireLengthsAsLibpcapDoes() {
        #expect(Self.read(major: 2, minor: 4, first: 2, second: 5)! == (2, 5))
        #expect(Self.read(major: 2, minor: 2, first: 5, second: 2)! == (2, 5))  // always swapped
        #expect(Self.read(major: 2, minor: 3, first: 5, second: 2)! == (2, 5))  // swapped when caplen > len
        #expect(Self.read(major: 2, minor: 3, first: 2, second: 5)! == (2, 5))
        #expect(Self.read(major: 543, minor: 0, first: 5, second: 2)! == (2, 5))
    }
}

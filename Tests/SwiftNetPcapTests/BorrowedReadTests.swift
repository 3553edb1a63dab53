import Testing
import SwiftNetPcap
import Foundation

/// `nextPacket(into:)` and `withNextPacket` against `nextPacket()`: the same packets and the same
/// error (kind, record, offset) on good, truncated and damaged files, pcap and pcapng.
@Suite struct BorrowedReadTests {
    enum Path: CaseIterable { case copying, reusing, borrowing }

    /// Every packet (as owned copies) and the error that ended the file, read along one path.
    static func read(_ bytes: [UInt8], along path: Path) -> (packets: [CapturedPacket], error: CaptureFileError?) {
        if path == .copying { return readAll(bytes) }
        let reader: CaptureFileReader
        do {
            reader = try CaptureFileReader(bytes: bytes)
        } catch {
            return ([], error)
        }
        var packets: [CapturedPacket] = []
        var reused = CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: 0,
                                    linkType: .ethernet, data: [])
        do {
            switch path {
            case .copying: break
            case .reusing:
                while try reader.nextPacket(into: &reused) { packets.append(reused) }
                #expect(try !reader.nextPacket(into: &reused))
            case .borrowing:
                while try reader.withNextPacket({ packets.append(CapturedPacket($0, bytes: $1)) }) {}
                #expect(try !reader.withNextPacket { _, _ in Issue.record("body called after the end") })
            }
        } catch let error as CaptureFileError {
            // After the one throw the reader reports a clean end.
            #expect((try? reader.withNextPacket { _, _ in Issue.record("packet after an error") }) == false)
            #expect((try? reader.nextPacket(into: &reused)) == false)
            return (packets, error)
        } catch {
            Issue.record("unexpected error \(error)")
        }
        return (packets, nil)
    }

    static func summary(_ result: (packets: [CapturedPacket], error: CaptureFileError?))
        -> (packets: [PacketHeader], data: [[UInt8]], error: CaptureFileError?) {
        (result.packets.map(\.header), result.packets.map(\.data), result.error)
    }

    static func expectSamePackets(_ bytes: [UInt8], _ label: String) {
        let copied = summary(read(bytes, along: .copying))
        for path in [Path.reusing, .borrowing] {
            let other = summary(read(bytes, along: path))
            #expect(other.packets == copied.packets, "\(label) \(path)")
            #expect(other.data == copied.data, "\(label) \(path)")
            #expect(other.error == copied.error, "\(label) \(path)")
        }
    }

    static let files: [(String, [UInt8])] = [
        ("pcap", PcapReaderTests.classicFile(magic: 0xa1b2_c3d4, bigEndian: false)),
        ("pcap-big-nano", PcapReaderTests.classicFile(magic: 0xa1b2_3c4d, bigEndian: true)),
        ("pcapng", PcapNGReaderTests.twoSectionFile().bytes),
    ]

    @Test func everyPrefixGivesTheSamePacketsAndError() {
        for (label, bytes) in Self.files {
            for end in 0...bytes.count {
                Self.expectSamePackets(Array(bytes[..<end]), "\(label) prefix \(end)")
            }
        }
    }

    @Test func damagedFilesGiveTheSamePacketsAndError() {
        for (label, bytes) in Self.files {
            for seed in 1...500 {
                let damaged = MutationTests.mutate(bytes, seed: UInt64(seed) &* 0x9e37_79b9_7f4a_7c15)
                Self.expectSamePackets(damaged, "\(label) seed \(seed)")
            }
        }
    }

    @Test func errorFromTheBodyPassesThroughAndReadingGoesOn() throws {
        struct Stop: Error {}
        let reader = try CaptureFileReader(bytes: PcapReaderTests.classicFile(magic: 0xa1b2_c3d4, bigEndian: false))
        #expect(throws: Stop.self) { try reader.withNextPacket { _, _ in throw Stop() } }
        var lengths: [Int] = []
        while try reader.withNextPacket({ _, bytes in lengths.append(bytes.count) }) {}
        #expect(lengths == Array(PcapReaderTests.lengths.dropFirst()))
        #expect(reader.packetCount == PcapReaderTests.lengths.count)
    }

    @Test func reusedPacketLeavesAKeptCopyAlone() throws {
        let reader = try CaptureFileReader(bytes: PcapReaderTests.classicFile(magic: 0xa1b2_c3d4, bigEndian: false))
        var packet = CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: 0,
                                    linkType: .ethernet, data: [])
        #expect(try reader.nextPacket(into: &packet))
        let kept = packet
        #expect(try reader.nextPacket(into: &packet))
        #expect(kept.data == samplePayload(0, length: PcapReaderTests.lengths[0]))
        #expect(packet.data == samplePayload(1, length: PcapReaderTests.lengths[1]))
    }

    /// Views stay valid while the window refills around them: records up to 3 MiB, many small ones
    /// across the 1 MiB window's edges, read from a file.
    @Test func borrowedBytesAcrossWindowEdges() throws {
        var file = CaptureBytes(bigEndian: false)
        file.pcapHeader(snapLength: 0, linkType: 231)  // DBUS allows records up to 128 MiB
        var expected: [[UInt8]] = []
        for index in 0..<3000 {
            let length = index == 1500 ? 3 << 20 : (index * 37) % 700
            let data = samplePayload(index, length: length)
            expected.append(data)
            file.pcapRecord(seconds: UInt32(index), fraction: 0, data: data)
        }
        let path = NSTemporaryDirectory() + "pcapfmt-\(getpid())-borrowed.pcap"
        defer { unlink(path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(file.bytes)))
        let reader = try CaptureFileReader(path: path)
        var index = 0
        while try reader.withNextPacket({ header, bytes in
            #expect(index < expected.count && Array(bytes) == expected[index])
            #expect(header.timestamp.seconds == Int64(index))
            index += 1
        }) {}
        #expect(index == expected.count)
    }
}

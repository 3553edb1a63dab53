import Testing
import SwiftNetPcap
import Foundation

/// The reader agrees with libpcap on damaged classic pcap files: `tcpdump -r damaged -w copy`
/// re-serializes exactly the records libpcap accepted (after its length swaps and snap-length
/// cuts), so reading `damaged` must give the same packets as reading `copy`, and fail exactly when
/// tcpdump fails.
@Suite(.enabled(if: toolPath("tcpdump") != nil))
struct LibpcapDifferentialTests {
    struct Record: Equatable {
        var timestamp: Timestamp
        var originalLength: Int
        var data: [UInt8]
    }

    static func ours(_ bytes: [UInt8]) -> (records: [Record], failed: Bool) {
        let result = readAll(bytes)
        // The copy is classic pcap, whose seconds field is 32 bits: compare in that range.
        return (result.packets.map {
            Record(timestamp: Timestamp(seconds: Int64(Int32(truncatingIfNeeded: $0.timestamp.seconds)),
                                        nanoseconds: $0.timestamp.nanoseconds),
                   originalLength: $0.originalLength, data: $0.data)
        }, result.error != nil)
    }

    static func libpcap(_ bytes: [UInt8]) throws -> (records: [Record], failed: Bool) {
        let input = TemporaryPath(".pcap")
        let copy = TemporaryPath(".pcap")
        try Data(bytes).write(to: URL(fileURLWithPath: input.path))
        let result = try run(toolPath("tcpdump")!, ["--nano", "-r", input.path, "-w", copy.path])
        let records = FileManager.default.fileExists(atPath: copy.path) ? ours(copy.bytes).records : []
        return (records, result.status != 0)
    }

    static func compare(_ bytes: [UInt8], _ label: String) throws {
        let mine = ours(bytes)
        let theirs = try libpcap(bytes)
        #expect(mine.records == theirs.records, "\(label)")
        #expect(mine.failed == theirs.failed, "\(label)")
    }

    static func sampleFile(snapLength: UInt32) -> [UInt8] {
        var file = CaptureBytes(bigEndian: false)
        file.pcapHeader(snapLength: snapLength)
        for (index, length) in [42, 0, 100, 7, 60].enumerated() {
            file.pcapRecord(seconds: 1_700_000_000 + UInt32(index), fraction: 999_999 - UInt32(index),
                            data: udpFrame(payload: 64).prefix(length).map { $0 }, originalLength: UInt32(length + 3))
        }
        return file.bytes
    }

    @Test func prefixesAgreeWithLibpcap() throws {
        let file = Self.sampleFile(snapLength: 65535)
        for cut in stride(from: 0, through: file.count, by: 3) {
            try Self.compare(Array(file[..<cut]), "prefix \(cut)")
        }
    }

    @Test func damagedRecordHeadersAgreeWithLibpcap() throws {
        let file = Self.sampleFile(snapLength: 50)
        var generator = MutationTests.Generator(state: 0x5eed)
        // Damage only record headers, the file-header snap length and version (not the magic). The
        // fraction fields are left alone: an out-of-range fraction is folded into the seconds here,
        // while libpcap's copy keeps it (and truncates it to 32 bits when scaling to nanoseconds).
        var headerFields: [Int] = [4, 6, 16, 17, 18]
        var offset = 24
        for length in [42, 0, 100, 7, 60] {
            headerFields += Array(offset..<offset + 4) + Array(offset + 8..<offset + 16)
            offset += 16 + length
        }
        for trial in 0..<150 {
            var damaged = file
            let index = headerFields[Int.random(in: 0..<headerFields.count, using: &generator)]
            damaged[index] = [0, 1, 2, 0x40, 0x7f, 0x80, 0xff, UInt8.random(in: 0...255, using: &generator)][trial % 8]
            try Self.compare(damaged, "trial \(trial) byte \(index) = \(damaged[index])")
        }
    }
}

extension LibpcapDifferentialTests {
    static func samplePcapNG(snapLength: Int) throws -> [UInt8] {
        let file = TemporaryPath(".pcapng")
        let writer = try PcapNGWriter(
            path: file.path, interfaces: [CaptureInterface(linkType: .ethernet, snapLength: 0, name: "eth0")],
            byteOrder: .littleEndian, application: nil)
        for (index, length) in [42, 0, 100, 7, 60].enumerated() {
            try writer.write(CapturedPacket(
                timestamp: Timestamp(seconds: 1_700_000_000 + Int64(index), nanoseconds: 999_999_000 - UInt32(index) * 1000),
                originalLength: length + 3, linkType: .ethernet, data: udpFrame(payload: 64).prefix(length).map { $0 }))
        }
        try writer.close()
        var bytes = file.bytes
        // Set the IDB snap length (at offset 28 + 12) after the fact, so packets may exceed it.
        withUnsafeBytes(of: UInt32(snapLength).littleEndian) { for (i, b) in $0.enumerated() { bytes[40 + i] = b } }
        return bytes
    }

    /// Snap length 100 holds every packet; 50 stops at the third (libpcap rejects it, not cuts it).
    @Test(arguments: [100, 50])
    func pcapngPrefixesAndDamageAgreeWithLibpcap(snapLength: Int) throws {
        let file = try Self.samplePcapNG(snapLength: snapLength)
        for cut in stride(from: 0, through: file.count, by: 5) {
            try Self.compare(Array(file[..<cut]), "prefix \(cut)")
        }
        var generator = MutationTests.Generator(state: 0xface &+ UInt64(snapLength))
        for trial in 0..<150 {
            var damaged = file
            // Not the link type (bytes 36-37): tcpdump cannot write a copy for a type it does not know.
            var index = 36
            while index == 36 || index == 37 { index = Int.random(in: 0..<file.count, using: &generator) }
            damaged[index] = [0, 1, 2, 0x40, 0x7f, 0x80, 0xff, UInt8.random(in: 0...255, using: &generator)][trial % 8]
            try Self.compare(damaged, "trial \(trial) byte \(index) = \(damaged[index])")
        }
    }
}

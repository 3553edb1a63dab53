import Foundation
import SwiftNetCapture
import SwiftNetPcap
import Testing

/// `LivePcapWriter` must write exactly what `PcapWriter` writes for the same packets (it replaces
/// it on the `capture -w` path), whatever the buffer size, and fail as its contract says.
@Suite struct LivePcapWriterTests {
    /// Packets that cover the header fields' edge cases: empty data, data past the snap length,
    /// original length shorter than, equal to and far beyond the data, negative, 32-bit seconds
    /// that wrap, and the largest nanosecond fraction.
    static let packets: [(Timestamp, Int, [UInt8])] = [
        (Timestamp(seconds: 1_700_000_000, nanoseconds: 123_456_789), 60, Array(0..<60)),
        (Timestamp(seconds: 0, nanoseconds: 0), 0, []),
        (Timestamp(seconds: 1, nanoseconds: 999_999_999), 1514, [UInt8](repeating: 0xab, count: 1514)),
        (Timestamp(seconds: 5_000_000_000, nanoseconds: 1000), 70_000, [UInt8](repeating: 7, count: 300)),
        (Timestamp(seconds: -1, nanoseconds: 500), -5, [1, 2, 3]),
        (Timestamp(seconds: 42, nanoseconds: 42), Int.max, [UInt8](repeating: 9, count: 200)),
    ]

    static func bytes(of path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test(arguments: [(TimestampPrecision.microseconds, 262_144), (.nanoseconds, 262_144), (.microseconds, 100)])
    func writesTheSameBytesAsPcapWriter(precision: TimestampPrecision, snapLength: Int) throws {
        let directory = try TemporaryDirectory()
        let expectedPath = directory.file("expected.pcap")
        // Enough rounds (0.5-2 KB each) to pass the smallest buffer (256 KiB) several times.
        let rounds = 2000
        let reference = try PcapWriter(path: expectedPath, linkType: .ethernet, snapLength: snapLength, precision: precision)
        for _ in 0..<rounds {
            for (timestamp, original, data) in Self.packets {
                try data.withUnsafeBytes { try reference.write(timestamp: timestamp, originalLength: original, bytes: $0) }
            }
        }
        try reference.close()
        let expected = try Self.bytes(of: expectedPath)

        // The smallest buffer (one record of the maximum size) and the default.
        for capacity in [0, 1 << 20] {
            let path = directory.file("live-\(capacity).pcap")
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let writer = try LivePcapWriter(fileDescriptor: descriptor, name: path, linkType: .ethernet,
                                            snapLength: snapLength, precision: precision, capacity: capacity)
            #expect(writer.size == 24)
            for _ in 0..<rounds {
                for (timestamp, original, data) in Self.packets {
                    try data.withUnsafeBytes { try writer.write(timestamp: timestamp, originalLength: original, bytes: $0) }
                }
            }
            try writer.close()
            try writer.close()
            let written = try Self.bytes(of: path)
            #expect(written.count > 3 * writer.capacity || capacity > 0)
            #expect(written == expected, "capacity \(capacity): \(written.count) bytes, expected \(expected.count)")
            #expect(writer.size == Int64(written.count))
        }
    }

    @Test func readersAndTCPDumpReadWhatItWrites() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("live.pcap")
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let writer = try LivePcapWriter(fileDescriptor: descriptor, name: path, linkType: .ethernet,
                                        snapLength: 262_144, precision: .microseconds)
        let frame: [UInt8] = [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0x08, 0x00,  // Ethernet, IPv4
            0x45, 0, 0, 28, 0, 1, 0, 0, 64, 17, 0, 0, 198, 18, 140, 1, 198, 18, 140, 2,  // IPv4, UDP
            0x30, 0x39, 0, 9, 0, 8, 0, 0,  // UDP 12345 > 9, no payload
        ]
        try frame.withUnsafeBytes {
            try writer.write(timestamp: Timestamp(seconds: 1_700_000_000, nanoseconds: 5000), originalLength: 42, bytes: $0)
        }
        try writer.close()
        let reader = try CaptureFileReader(path: path)
        let packet = try #require(try reader.nextPacket())
        #expect(packet.data == frame)
        #expect(packet.originalLength == 42)
        #expect(packet.timestamp == Timestamp(seconds: 1_700_000_000, nanoseconds: 5000))
        #expect(try reader.nextPacket() == nil)
        if let tcpdumpPath {
            let result = try run(tcpdumpPath, ["-n", "-r", path])
            #expect(result.status == 0)
            #expect(result.stdout.contains("IP 198.18.140.1.12345 > 198.18.140.2.9: UDP, length 0"), "\(result.stdout)")
        }
    }

    @Test func writesAfterCloseThrowAndOSErrorsNameFileAndErrno() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("closed.pcap")
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let writer = try LivePcapWriter(fileDescriptor: descriptor, name: path, linkType: .raw,
                                        snapLength: 65535, precision: .microseconds)
        try writer.close()
        #expect(throws: CaptureFileError.self) {
            try [UInt8]([1]).withUnsafeBytes {
                try writer.write(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: 1, bytes: $0)
            }
        }

        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        do {
            _ = try LivePcapWriter(fileDescriptor: full, name: "/dev/full", linkType: .raw, snapLength: 65535,
                                   precision: .microseconds)
            Issue.record("writing the header to /dev/full did not fail")
        } catch let error as CaptureFileError {
            #expect(error.kind == .io(String(cString: strerror(ENOSPC))))
            #expect(error.file == "/dev/full")
            #expect(error.offset == 0)
        }
    }
}

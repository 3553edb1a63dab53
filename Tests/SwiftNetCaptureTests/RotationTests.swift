import SwiftNetCapture
import SwiftNetPcap
import Testing

/// Counts bytes as a pcap writer would: 24-byte header, 16 bytes per record header plus the data.
final class CountingSink: CaptureFileSink {
    let name: String
    var size: Int64 = 24
    var closed = false
    var packets = 0
    init(name: String) { self.name = name }
    func write(timestamp: Timestamp, originalLength: Int, bytes: UnsafeRawBufferPointer) throws {
        size += 16 + Int64(bytes.count)
        packets += 1
    }
    func flush() throws {}
    func close() throws { closed = true }
}

@Suite struct RotationTests {
    @Test func fileSizeArgumentsFollowTCPDump() {
        #expect(RotationPolicy.parseFileSize("1") == 1_000_000)
        #expect(RotationPolicy.parseFileSize("10") == 10_000_000)
        #expect(RotationPolicy.parseFileSize("2k") == 2048)
        #expect(RotationPolicy.parseFileSize("3M") == Int64(3_145_728))
        #expect(RotationPolicy.parseFileSize("1g") == 1_073_741_824)
        for bad in ["", "0", "-1", "k", "1x", "1.5", "99999999999999999999"] {
            #expect(RotationPolicy.parseFileSize(bad) == nil, "\(bad)")
        }
    }

    @Test func namesWithSizeRotationOnly() {
        let policy = RotationPolicy(fileSizeLimit: 1000)
        #expect(policy.counterWidth == 0)
        #expect(policy.fileName(template: "out.pcap", counter: 0, time: 0) == "out.pcap")
        #expect(policy.fileName(template: "out.pcap", counter: 1, time: 0) == "out.pcap1")
        #expect(policy.fileName(template: "out.pcap", counter: 12, time: 0) == "out.pcap12")
    }

    @Test func ringNamesArePaddedToTheWidthOfWMinusOne() {
        #expect(RotationPolicy(fileSizeLimit: 1, fileCount: 1).counterWidth == 0)
        #expect(RotationPolicy(fileSizeLimit: 1, fileCount: 3).counterWidth == 1)
        #expect(RotationPolicy(fileSizeLimit: 1, fileCount: 10).counterWidth == 1)
        #expect(RotationPolicy(fileSizeLimit: 1, fileCount: 11).counterWidth == 2)
        let policy = RotationPolicy(fileSizeLimit: 1, fileCount: 11)
        #expect(policy.fileName(template: "f", counter: 0, time: 0) == "f00")
        #expect(policy.fileName(template: "f", counter: 7, time: 0) == "f07")
    }

    @Test func timeRotationGoesThroughStrftimeInLocalTime() {
        let policy = RotationPolicy(interval: 60)
        // %s and %M%S read the same in every zone with a whole-hour offset, so the test does not
        // touch the process-wide TZ.
        #expect(policy.fileName(template: "cap-%s-%M%S.pcap", counter: 0, time: 1_700_000_000)
                == "cap-1700000000-1320.pcap")
        // With -C too the counter follows the time-based name.
        let both = RotationPolicy(fileSizeLimit: 10, interval: 60)
        #expect(both.fileName(template: "c-%M", counter: 2, time: 1_700_000_000) == "c-132")
    }

    @Test func sizeRingReusesNames() throws {
        var sinks: [CountingSink] = []
        let writer = try RotatingCaptureWriter(template: "ring", policy: RotationPolicy(fileSizeLimit: 100, fileCount: 3)) {
            let sink = CountingSink(name: $0)
            sinks.append(sink)
            return sink
        }
        let payload = [UInt8](repeating: 0, count: 50)
        for _ in 0..<10 {
            try payload.withUnsafeBytes { _ = try writer.write(timestamp: .init(seconds: 0, nanoseconds: 0), originalLength: 50, bytes: $0) }
        }
        try writer.close()
        // 24 + 66 = 90 (not over 100), 156 (over): two packets per file, as tcpdump checks the size
        // before each write.
        #expect(writer.fileNames == ["ring0", "ring1", "ring2", "ring0", "ring1"])
        #expect(sinks.map(\.packets) == [2, 2, 2, 2, 2])
        #expect(sinks.allSatisfy { $0.closed })
    }

    @Test func timeRotationWithCountStopsAfterWFiles() throws {
        var now = 1_700_000_000
        var names: [String] = []
        let writer = try RotatingCaptureWriter(template: "t-%M%S", policy: RotationPolicy(interval: 10, fileCount: 2),
                                               clock: { now }) {
            names.append($0)
            return CountingSink(name: $0)
        }
        let bytes = [UInt8](repeating: 1, count: 4)
        func write() throws -> Bool {
            try bytes.withUnsafeBytes { try writer.write(timestamp: .init(seconds: 0, nanoseconds: 0), originalLength: 4, bytes: $0) }
        }
        #expect(try write())
        now += 9
        #expect(try write())
        now += 1
        #expect(try write())
        now += 10
        let fourth = try write()
        #expect(fourth == false)
        #expect(writer.reachedFileLimit)
        #expect(names == ["t-1320", "t-1330"])
    }
}

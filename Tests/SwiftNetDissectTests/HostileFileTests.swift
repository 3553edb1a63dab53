import Foundation
import SwiftNetDissect
import SwiftNetPcap
import Testing

/// Hostile input in-process (issue 6), where spawning a process per case would be too slow:
/// every truncation of the fixture files through CaptureFileReader, and every header byte of every
/// fixture packet overwritten with values that make length fields lie (0, 0xff, high bit flipped)
/// or that a terminal would act on (ESC), printed by PacketPrinter and JSONPacketEncoder. A trap
/// fails the whole test process; the output must stay terminal-safe and one line per packet.
@Suite struct HostileFileTests {
    static let fixtureFiles: [String] = {
        let directory = FixtureTable.root.appendingPathComponent("pcap").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".pcap") || $0.hasSuffix(".pcapng") }.sorted()
    }()

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: FixtureTable.root.appendingPathComponent("pcap/" + name)))
    }

    /// Reads a prefix: the packets before the cut, then nil (a clean end) or an error.
    static func read(_ bytes: ArraySlice<UInt8>) -> (packets: [CapturedPacket], error: CaptureFileError?) {
        var packets: [CapturedPacket] = []
        do {
            let reader = try CaptureFileReader(bytes: Array(bytes))
            while let packet = try reader.nextPacket() { packets.append(packet) }
            return (packets, nil)
        } catch {
            return (packets, error)
        }
    }

    /// Every prefix of every fixture file (for the largest ones: every prefix of the first 4 KiB and
    /// of the last 1 KiB, and every 7th between) yields exactly the whole file's first packets, in
    /// order, and at most one error; a prefix that ends inside a record always reports it.
    @Test(arguments: fixtureFiles)
    func everyTruncationOfTheFile(_ name: String) throws {
        let bytes = try Self.bytes(name)
        let whole = Self.read(bytes[...])
        #expect(whole.error == nil, "\(name): \(whole.error.map { "\($0)" } ?? "")")
        let lengths = bytes.count <= 16384
            ? Array(0..<bytes.count)
            : Array(0..<4096) + Array(stride(from: 4096, to: bytes.count - 1024, by: 7)) + Array((bytes.count - 1024)..<bytes.count)
        var ends = Set<Int>()   // cut lengths at which a prefix read ended cleanly
        for length in lengths {
            let (packets, error) = Self.read(bytes[0..<length])
            #expect(packets.count <= whole.packets.count, "\(name) cut at \(length)")
            for (index, packet) in packets.enumerated() where index < whole.packets.count {
                if packet.data != whole.packets[index].data {
                    Issue.record("\(name) cut at \(length): packet \(index + 1) differs from the whole file's")
                    break
                }
            }
            if error == nil { ends.insert(length) }
            if let error { #expect(!"\(error)".isEmpty) }
        }
        // Clean ends are record boundaries: fewer of them than bytes (the rest must have thrown).
        #expect(ends.count <= whole.packets.count * 2 + 8, "\(name): \(ends.count) clean ends for \(whole.packets.count) packets")
    }

    static let optionSets: [DissectOptions] = [
        DissectOptions(verbosity: 3, linkHeader: true, hexDump: .hexASCII),
        DissectOptions(verbosity: 1, hexDump: .ascii),
    ]

    /// Each of the first 96 bytes of each fixture packet (the headers, where the length fields
    /// are) replaced in turn, every result printed as text and JSON.
    @Test(arguments: fixtureFiles)
    func lyingHeaderBytes(_ name: String) throws {
        let packets = Self.read(try Self.bytes(name)[...]).packets.prefix(24)
        var printers = Self.optionSets.map(PacketPrinter.init(options:))
        var encoder = JSONPacketEncoder()
        var output: [UInt8] = []
        var printed = 0
        for packet in packets {
            for position in 0..<min(96, packet.data.count) {
                let original = packet.data[position]
                for value in Set<UInt8>([0x00, 0x1b, 0xff, original ^ 0x80, original &+ 1]) where value != original {
                    var mutated = packet
                    mutated.data[position] = value
                    for index in printers.indices {
                        output.removeAll(keepingCapacity: true)
                        printers[index].print(mutated, into: &output)
                        try Self.expectSafeText(output, "\(name) byte \(position) = \(value)")
                    }
                    output.removeAll(keepingCapacity: true)
                    encoder.encode(mutated, number: 1, into: &output)
                    try Self.expectSafeText(output, "\(name) byte \(position) = \(value) JSON")
                    #expect(output.filter { $0 == 0x0a }.count == 1)
                    printed += 1
                }
            }
        }
        #expect(printed > 0 || packets.isEmpty)
    }

    /// Text for a terminal: ends with a newline, no control byte but newline and tab, no DEL.
    static func expectSafeText(_ output: [UInt8], _ what: @autoclosure () -> String) throws {
        #expect(output.last == 0x0a, "\(what()): no final newline")
        if let index = output.firstIndex(where: { ($0 < 0x20 && $0 != 0x0a && $0 != 0x09) || $0 == 0x7f }) {
            let context = String(decoding: output[max(0, index - 60)..<index], as: UTF8.self)
            Issue.record("\(what()): byte \(output[index]) after \"\(context)\"")
        }
    }
}

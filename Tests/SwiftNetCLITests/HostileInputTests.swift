import Foundation
import Testing

/// Hostile capture files through the built `swiftnet decode` (issue 6): every file made by
/// Fixtures/hostile/make-hostile.py, and truncations of every fixture, under the option sets that
/// reach the most code. Each run must end by exiting 0 or 1 (never a signal: no trap, no allocation
/// beyond HostileCLI's address-space limit, no loop past its CPU limit), write at most one error
/// line, and print only whole lines (JSON: one valid object per line).
@Suite struct HostileInputTests {
    static let flagSets: [[String]] = [[], ["-v"], ["-e", "-X"], ["--json"]]

    @Test func generatorMadeTheFiles() {
        #expect(HostileCLI.hostileFiles.count >= 50)
    }

    @Test(arguments: HostileCLI.hostileNames)
    func hostileFileDecodesOrFailsCleanly(_ name: String) throws {
        let path = HostileCLI.hostilePath(name)
        for flags in Self.flagSets {
            let outcome = try HostileCLI.run(["decode"] + flags + [path])
            try Self.expectClean(outcome, "\(name) \(flags)", json: flags == ["--json"])
        }
    }

    /// The same files on stdin (`decode -`), where the reader cannot seek or know the file size.
    @Test(arguments: HostileCLI.hostileNames)
    func hostileFileOnStandardInput(_ name: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: HostileCLI.hostilePath(name)))
        let outcome = try HostileCLI.run(["decode", "-vvv", "-"], input: data)
        try Self.expectClean(outcome, "stdin \(name)", json: false)
    }

    /// Cuts of every fixture at every record boundary and a byte either side, inside the file
    /// header, and at a stride through the records. A cut at a boundary is a shorter good file
    /// (exit 0); anywhere else the last record is damaged (exit 1, one line naming the byte offset).
    @Test(arguments: HostileCLI.fixtureNames)
    func fixtureTruncationsThroughTheBinary(_ name: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: HostileCLI.fixturePath(name)))
        let boundaries = Self.recordBoundaries([UInt8](bytes))
        #expect(boundaries.count >= 2, "\(name): record structure not recognised")
        var cuts = Set<Int>([0, 1, 4, 8, 23, 24, 25, 27, 28, bytes.count - 1])
        for boundary in boundaries { cuts.formUnion([boundary - 1, boundary, boundary + 1, boundary + 9, boundary + 17]) }
        cuts = cuts.filter { $0 >= 0 && $0 < bytes.count }
        if cuts.count > 48 { cuts = Set(cuts.sorted().enumerated().filter { $0.offset % (cuts.count / 48 + 1) == 0 }.map(\.element)) }
        for cut in cuts.sorted() {
            let prefix = bytes.prefix(cut)
            for flags in [["-vvv", "-e", "-X"], ["--json"]] {
                let outcome = try HostileCLI.run(["decode"] + flags + ["-"], input: prefix)
                try Self.expectClean(outcome, "\(name) cut at \(cut) \(flags)", json: flags == ["--json"])
                if boundaries.contains(cut) && cut > 0 && !name.hasSuffix(".pcapng") {
                    #expect(outcome.status == 0, "\(name) cut at record boundary \(cut): \(outcome.summary)")
                } else if !boundaries.contains(cut) {
                    #expect(outcome.status == 1, "\(name) cut at \(cut) inside a record: \(outcome.summary)")
                    #expect(outcome.errorLines.first?.contains("byte") == true, "\(name) cut at \(cut): \(outcome.summary)")
                }
            }
        }
    }

    /// What every hostile run must satisfy.
    static func expectClean(_ outcome: HostileCLI.Outcome, _ what: String, json: Bool) throws {
        #expect(outcome.signal == nil, "\(what): \(outcome.summary)")
        #expect(outcome.status == 0 || outcome.status == 1, "\(what): \(outcome.summary)")
        let errors = outcome.errorLines
        #expect(errors.count <= 1, "\(what): \(outcome.summary)")
        if let line = errors.first { #expect(line.hasPrefix("swiftnet: "), "\(what): \(line)") }
        if outcome.status == 1 { #expect(errors.count == 1, "\(what): exit 1 without saying why") }
        #expect(!outcome.stderr.contains("Fatal error") && !outcome.stderr.contains("Stack dump"), "\(what)")
        if !outcome.stdout.isEmpty { #expect(outcome.stdout.last == 0x0a, "\(what): output ends mid-line") }
        if json {
            for line in outcome.stdout.split(separator: 0x0a) {
                let object = try? JSONSerialization.jsonObject(with: Data(line))
                #expect(object is [String: Any], "\(what): not a JSON object: \(String(decoding: line.prefix(200), as: UTF8.self))")
            }
        }
        #expect(HostileCLI.firstUnsafeByte(outcome.stdout) == nil, "\(what): \(HostileCLI.firstUnsafeByte(outcome.stdout) ?? "")")
    }

    /// Offsets where a record (pcap) or block (pcapng) ends, from the file's own length fields,
    /// starting with the end of the file header.
    static func recordBoundaries(_ bytes: [UInt8]) -> [Int] {
        func u32(_ at: Int, _ big: Bool) -> Int? {
            guard at >= 0, at + 4 <= bytes.count else { return nil }
            let b = bytes[at..<(at + 4)].map(Int.init)
            return big ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
        }
        guard let magic = u32(0, false) else { return [] }
        var boundaries: [Int] = []
        if magic == 0x0A0D_0D0A {
            var offset = 0
            var big = false
            while offset + 12 <= bytes.count {
                if u32(offset, false) == 0x0A0D_0D0A { big = u32(offset + 8, false) == 0x4D3C_2B1A }
                guard let length = u32(offset + 4, big), length >= 12 else { break }
                offset += length
                boundaries.append(offset)
            }
            return boundaries
        }
        let big = magic == 0xD4C3_B2A1 || magic == 0x4D3C_B2A1
        var offset = 24
        boundaries.append(offset)
        while let caplen = u32(offset + 8, big), offset + 16 + caplen <= bytes.count {
            offset += 16 + caplen
            boundaries.append(offset)
        }
        return boundaries
    }
}

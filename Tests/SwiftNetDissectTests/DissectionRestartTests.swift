import Foundation
import Testing
@testable import SwiftNetDissect
import SwiftNetPcap

/// PacketPrinter keeps one text walk for a whole file and restarts it per packet
/// (`Dissection.restart`) instead of building a new one. These tests hold that restart to what a
/// new walk would be, so state cannot leak from one packet into the next.
@Suite struct DissectionRestartTests {
    /// Stored properties `restart` resets (or, for the last four, deliberately keeps). A property
    /// added to Dissection fails this test until it is reset in `restart` and listed here.
    static let knownProperties = [
        "bytes", "end", "out", "proto", "options", "flows", "linkHeaderLength", "truncatedSoftly",
        "etherBase", "inEthernetFrame", "llcSourceMAC", "llcDestinationMAC", "crossPacket", "sink",
        "originalLength", "nesting",
    ]
    /// Kept across packets, or lent per packet: not compared.
    static let notReset: Set = ["bytes", "out", "flows", "crossPacket"]

    private static func fresh(_ options: DissectOptions, _ crossPacket: CrossPacketState) -> Dissection<TextSink> {
        Dissection(bytes: [], out: .placeholder, options: options, flows: TCPFlowTable(), sink: TextSink(),
                   crossPacket: crossPacket)
    }

    private static func fields(_ walk: Dissection<TextSink>) -> [String: String] {
        var fields: [String: String] = [:]
        for child in Mirror(reflecting: walk).children {
            guard let label = child.label, !notReset.contains(label) else { continue }
            fields[label] = String(describing: child.value)
        }
        return fields
    }

    @Test func everyStoredPropertyIsKnown() {
        // The walk holds its cross-packet state unowned(unsafe): it must outlive the reflection,
        // which copies (retains) every field.
        let crossPacket = CrossPacketState()
        withExtendedLifetime(crossPacket) {
            let walk = Self.fresh(DissectOptions(), crossPacket)
            let labels = Mirror(reflecting: walk).children.compactMap(\.label)
            #expect(labels == Self.knownProperties)
        }
    }

    /// Every fixture's first packets (Ethernet, 802.11 with LLC addresses, tunnels that nest,
    /// truncated frames, at -vvv -e) leave the kept walk dirty; restarted, it must equal a new one.
    @Test func restartedWalkEqualsANewOne() throws {
        var options = DissectOptions(verbosity: 3)
        options.linkHeader = true
        var dirtied: Set<String> = []
        for pcap in FixtureTable.pcaps {
            guard let reader = try? CaptureFileReader(path: FixtureTable.root.appendingPathComponent(pcap).path)
            else { continue }
            var printer = PacketPrinter(options: options)
            var output = PrintBuffer()
            var read = 0
            while read < 30, let packet = try? reader.nextPacket() {
                read += 1
                printer.print(packet, into: &output)
                output.removeAll()
                let new = Self.fresh(options, printer.crossPacket)
                let before = Self.fields(printer.walk)
                for (label, value) in before where value != Self.fields(new)[label] { dirtied.insert(label) }
                var restarted = printer.walk
                restarted.restart(options: options, sink: TextSink())
                #expect(Self.fields(restarted) == Self.fields(new), "\(pcap) packet \(read)")
            }
        }
        // The fixtures leave these dirty, so a reset left out of `restart` would show. The rest are
        // put back by their printers (a `defer`) or by `exchangeLoans` (the ends), and reset
        // anyway.
        #expect(dirtied.isSuperset(of: ["proto", "options", "linkHeaderLength", "etherBase", "inEthernetFrame"]),
                "dirtied only \(dirtied.sorted())")
    }
}

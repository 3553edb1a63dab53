import SwiftNetDissect
import SwiftNetPcap
import Testing

/// Known answers for the pieces the golden files exercise only indirectly.
@Suite struct PrinterUnitTests {
    private func render(_ data: [UInt8], _ options: DissectOptions, linkType: LinkType = .raw,
                        seconds: Int64 = 0, nanoseconds: UInt32 = 0) -> String {
        FixtureTable.setUTC()
        var printer = PacketPrinter(options: options)
        var output: [UInt8] = []
        printer.print(CapturedPacket(timestamp: Timestamp(seconds: seconds, nanoseconds: nanoseconds),
                                     originalLength: data.count, linkType: linkType, data: data), into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// IPv4, no next header (59): the smallest complete datagram.
    private let datagram: [UInt8] = [0x45, 0, 0, 20, 0, 1, 0, 0, 64, 59, 0, 0, 198, 18, 0, 1, 198, 18, 0, 2]

    @Test func timestampStyles() {
        let seconds: Int64 = 1_700_000_000
        #expect(render(datagram, DissectOptions(), seconds: seconds, nanoseconds: 123_456_789)
            == "22:13:20.123456 IP 198.18.0.1 > 198.18.0.2: no next header\n")
        #expect(render(datagram, DissectOptions(precision: .nanoseconds), seconds: seconds, nanoseconds: 123_456_789)
            .hasPrefix("22:13:20.123456789 IP"))
        #expect(render(datagram, DissectOptions(timestampStyle: .epoch), seconds: seconds, nanoseconds: 5_000)
            .hasPrefix("1700000000.000005 IP"))
        #expect(render(datagram, DissectOptions(timestampStyle: .date), seconds: seconds)
            .hasPrefix("2023-11-14 22:13:20.000000 IP"))
        #expect(render(datagram, DissectOptions(timestampStyle: .none)).hasPrefix("IP 198"))
    }

    @Test func packetNumbersArePaddedToFive() {
        #expect(render(datagram, DissectOptions(timestampStyle: .none, packetNumbers: true)).hasPrefix("    1  IP "))
    }

    /// tcpdump's `%5u`: from the 100,000th packet on the number is wider than the pad (this
    /// trapped once, on a range of negative length).
    @Test func packetNumbersPastFiveDigitsPrintWhole() {
        var printer = PacketPrinter(options: DissectOptions(timestampStyle: .none, packetNumbers: true))
        // A record with no bytes takes the shortest path after the number ("[Invalid header...").
        let empty = CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: 0,
                                   linkType: .raw, data: [])
        var output: [UInt8] = []
        for _ in 1..<99_999 { printer.print(empty, into: &output); output.removeAll(keepingCapacity: true) }
        printer.print(empty, into: &output)
        #expect(String(decoding: output, as: UTF8.self).hasPrefix("99999  [Invalid header"))
        output.removeAll()
        printer.print(empty, into: &output)
        printer.print(empty, into: &output)
        #expect(String(decoding: output, as: UTF8.self).hasPrefix("100000  [Invalid header"))
        #expect(String(decoding: output, as: UTF8.self).contains("\n100001  [Invalid header"))
    }

    @Test func hexDumpsMatchTCPDumpLayout() {
        let text = render(datagram, DissectOptions(timestampStyle: .none, hexDump: .hexASCII))
        #expect(text == "IP 198.18.0.1 > 198.18.0.2: no next header\n"
            + "\t0x0000:  4500 0014 0001 0000 403b 0000 c612 0001  E.......@;......\n"
            + "\t0x0010:  c612 0002                                ....\n")
        let hex = render(datagram, DissectOptions(timestampStyle: .none, hexDump: .hex))
        #expect(hex.hasSuffix("\n\t0x0000:  4500 0014 0001 0000 403b 0000 c612 0001\n\t0x0010:  c612 0002\n"))
    }

    @Test func emptyCaptureIsAnInvalidHeader() {
        #expect(render([], DissectOptions()) == "[Invalid header: caplen==0, len==0]\n")
    }

    @Test func readingLineNamesTheLinkType() {
        #expect(PacketPrinter.readingLine(file: "a.pcap", linkType: .ethernet, snapshotLength: 262144)
            == "reading from file a.pcap, link-type EN10MB (Ethernet), snapshot length 262144")
        #expect(PacketPrinter.readingLine(file: "b", linkType: LinkType(147), snapshotLength: 65535)
            == "reading from file b, link-type 147, snapshot length 65535")
    }
}

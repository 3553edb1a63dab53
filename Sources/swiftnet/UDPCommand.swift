import ArgumentParser
import SwiftNetProbe
import SwiftNetWire

/// `swiftnet udp TARGET`: crafted UDP datagrams; replies and ICMP errors as hping3 prints them.
struct UDPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "udp",
        abstract: "Send crafted UDP datagrams and print replies and ICMP errors as hping3 does.",
        discussion: "Needs root or CAP_NET_RAW, except with --write FILE, which only writes the packets to a pcap. Letters as hping3's."
    )

    @Argument(help: "Host name or address.")
    var targetName: String

    @OptionGroup var craft: CraftOptions

    func run() throws {
        let payload = try craft.payload()
        let baseSourcePort = craft.sourcePort.map { UInt16($0) } ?? UInt16.random(in: 1024...65000)
        let baseIdentification = UInt16.random(in: 0...UInt16.max)
        let craft = craft
        let fields = craft.packetFields
        try craft.execute(targetName: targetName, header: { headerBytes in "udp mode set, \(headerBytes)" }) { index, source, destination in
            let header = UDPHeader(sourcePort: fields.sourcePort(index: index, base: baseSourcePort),
                                   destinationPort: fields.destinationPort(index: index))
            return ProbePacket(ip: fields.ipFields(source: source, destination: destination, index: index,
                                                   baseIdentification: baseIdentification),
                               transport: .udp(header), payload: payload, corruptChecksum: fields.badChecksum)
        }
    }
}

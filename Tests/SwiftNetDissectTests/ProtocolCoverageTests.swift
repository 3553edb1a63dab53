import Foundation
import Testing
import SwiftNetPcap
import SwiftNetWire
@testable import SwiftNetDissect

/// The protocols added for tcpdump parity (DHCP/BOOTP, SCTP, ESP/AH, MPLS): NDJSON golden files
/// for their fixtures, and field-level checks of the JSON layers. Their text output is covered by
/// the golden and differential tests (Fixtures/TESTLIST), and every prefix by TruncationTests.
@Suite struct ProtocolCoverageTests {
    /// Golden files Fixtures/expected/json-NAME.ndjson; regenerate with
    /// UPDATE_JSON_GOLDEN=1 swift test --filter ProtocolCoverageTests, then review the diff.
    static let goldenCases = [
        "dhcp.pcap", "dhcp-options.pcap", "sctp.pcap", "ipsec.pcap", "mpls.pcap", "stp.pcap", "lldp.pcap",
        "vrrp.pcap", "rip.pcap", "igmp.pcap", "icmp-more.pcap", "dns-udp.pcap", "ntp.pcap", "syslog.pcap",
        "gre.pcap", "vxlan.pcap", "text-ports.pcap", "tcp-options-more.pcap", "ospf.pcap", "ospf2-lab.pcap",
        "ospf3-lab.pcap", "ospf6.pcap", "natt.pcap", "dhcp6.pcap", "dhcp6-gen.pcap", "tftp.pcap",
        "tftp-gen.pcap", "ripng.pcap", "ripng-gen.pcap", "babel.pcap", "babel-gen.pcap", "autorp-gen.pcap",
        "ahcp-gen.pcap", "hncp-gen.pcap", "bgp-lab.pcap", "bgp-gen.pcap", "bfd-lab.pcap", "bfd-gen.pcap",
        "ldp-lab.pcap", "ldp-gen.pcap", "geneve.pcap", "vxlan-gpe.pcap", "mpls-udp.pcap", "otv.pcap",
        "l2tp.pcap", "lab-l2tp.pcap", "ipcomp.pcap", "gre-more.pcap", "lldp-tlvs.pcap", "lldp-lab.pcap",
        "cdp-tlvs.pcap", "cdp-lab.pcap", "snmp-lab.pcap", "snmp-gen.pcap", "pim-lab.pcap", "pim-gen.pcap",
        "eigrp-lab.pcap", "eigrp-gen.pcap", "msdp-gen.pcap",
        "rpki-rtr-gen.pcap", "rpki-rtr-lab.pcap", "beep-gen.pcap",
        "ike-lab.pcap", "isakmp.pcap", "radius-lab.pcap", "radius-gen.pcap", "krb-gen.pcap", "stp-mst.pcap",
        "cfm.pcap", "vtp.pcap", "macsec.pcap", "isis-lab.pcap", "osi-isis-tlvs.pcap", "osi-clnp.pcap",
        "telnet-gen.pcap", "whois-gen.pcap", "resp-gen.pcap", "hsrp.pcap", "arp-atm.pcap", "arp-frelay.pcap",
        "pptp-gen.pcap", "pptp-lab.pcap",
        "vqp-gen.pcap",
        "lwapp-gen.pcap",
        "lwres-gen.pcap",
        "igmp-dvmrp.pcap",
        "nfs-lab.pcap",
        "nfs-gen.pcap",
        "sflow-gen.pcap",
        "openflow10-gen.pcap", "openflow13-gen.pcap", "openflow-lab.pcap", "openflow10-vvv.pcap",
        "afs-rx-gen.pcap",
        "m3ua-gen.pcap",
        "forces-gen.pcap",
        "bcm-li-gen.pcap",
        "aodv-gen.pcap", "olsr-gen.pcap", "lisp-gen.pcap",
        "rsvp.pcap",
        "lmp.pcap",
    ]

    @Test(arguments: goldenCases)
    func jsonMatchesGolden(pcap: String) throws {
        let (output, packetCount) = try JSONPacketEncoderTests.checkGolden(pcap)
        #expect(try JSONPacketEncoderTests.parseLines(output).count == packetCount)
    }

    /// The layers of packet `index` (0-based) of a fixture.
    static func layers(_ pcap: String, _ index: Int,
                       packetType: PacketType? = nil) throws -> (packet: [String: Any], layers: [[String: Any]]) {
        let (packets, precision) = try JSONPacketEncoderTests.readPackets(pcap)
        var encoder = JSONPacketEncoder(precision: precision)
        encoder.packetType = packetType
        var output: [UInt8] = []
        encoder.encode(packets[index], number: index + 1, into: &output)
        let object = try #require(try JSONPacketEncoderTests.parseLines(output).first)
        return (object, try #require(object["layers"] as? [[String: Any]]))
    }

    // MARK: DHCP

    @Test func dhcpDiscoverFields() throws {
        let (packet, layers) = try Self.layers("dhcp.pcap", 0)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv4", "udp", "dhcp"])
        let dhcp = layers[3]
        #expect(dhcp["op"] as? Int == 1)
        #expect(dhcp["op_name"] as? String == "request")
        #expect(dhcp["xid"] as? String == "0x3903f326")
        #expect(dhcp["broadcast"] as? Bool == true)
        #expect(dhcp["client_hardware"] as? String == "02:00:00:00:00:0a")
        #expect(dhcp["message_type"] as? Int == 1)
        #expect(dhcp["message_type_name"] as? String == "Discover")
        let options = try #require(dhcp["options"] as? [[String: Any]])
        #expect(options.map { $0["tag"] as? Int } == [53, 61, 50, 12, 55])
        #expect(options[2]["addresses"] as? [String] == ["198.18.0.10"])
        #expect(options[3]["text"] as? String == "client1")
        #expect(options[4]["name"] as? String == "Parameter-Request")
        #expect(options[4]["requested"] as? [Int] == [1, 3, 6, 15, 28, 42, 119, 121])
        #expect(packet["truncated"] == nil)
    }

    @Test func dhcpOfferAddressesAndTimes() throws {
        let (_, layers) = try Self.layers("dhcp.pcap", 1)
        let dhcp = try #require(layers.last)
        #expect(dhcp["your_ip"] as? String == "198.18.0.10")
        #expect(dhcp["server_ip"] as? String == "198.18.0.1")
        #expect(dhcp["message_type_name"] as? String == "Offer")
        let options = try #require(dhcp["options"] as? [[String: Any]])
        let dns = try #require(options.first { $0["tag"] as? Int == 6 })
        #expect(dns["addresses"] as? [String] == ["198.18.0.1", "198.18.0.53"])
        let lease = try #require(options.first { $0["tag"] as? Int == 51 })
        #expect(lease["seconds"] as? Int == 3600)
    }

    /// Short by the sender: malformed, and cut where tcpdump's -v walk stops (` [|bootp]`, since it
    /// reads to the end of the IP datagram); short by the snapshot length: truncated, named at the top.
    @Test func dhcpShortMessages() throws {
        let (senderShort, senderLayers) = try Self.layers("dhcp.pcap", 11)
        #expect(senderLayers.last?["malformed"] as? String != nil)
        #expect(senderLayers.last?["op_name"] as? String == "request")
        #expect(senderShort["truncated"] as? String == "dhcp")
        let (captureShort, captureLayers) = try Self.layers("dhcp.pcap", 16)
        #expect(captureLayers.last?["layer"] as? String == "dhcp")
        #expect(captureLayers.last?["truncated"] as? Bool == true)
        #expect(captureShort["truncated"] as? String == "dhcp")
    }

    /// tcpdump 4.99's udp_print tests DNS, mDNS, timed and TFTP before BOOTP, and BOOTP before RIP
    /// (which comes before NTP, SNMP, syslog and the rest).
    @Test func udpPortPrecedence() {
        #expect(DispatchRegistry.udpApplication(sourcePort: 68, destinationPort: 67) == .bootp)
        #expect(DispatchRegistry.udpApplication(sourcePort: 67, destinationPort: 123) == .bootp)
        #expect(DispatchRegistry.udpApplication(sourcePort: 40000, destinationPort: 68) == .bootp)
        #expect(DispatchRegistry.udpApplication(sourcePort: 53, destinationPort: 67) != .bootp)
        #expect(DispatchRegistry.udpApplication(sourcePort: 5353, destinationPort: 68) != .bootp)
        #expect(DispatchRegistry.udpApplication(sourcePort: 69, destinationPort: 67) != .bootp)
        #expect(DispatchRegistry.udpApplication(sourcePort: 40000, destinationPort: 69) != .bootp)
        #expect(DispatchRegistry.udpApplication(sourcePort: 520, destinationPort: 520) == .rip)
        #expect(DispatchRegistry.udpApplication(sourcePort: 161, destinationPort: 520) == .rip)
        #expect(DispatchRegistry.udpApplication(sourcePort: 520, destinationPort: 514) == .rip)
        #expect(DispatchRegistry.udpApplication(sourcePort: 67, destinationPort: 520) != .rip)
        #expect(DispatchRegistry.udpApplication(sourcePort: 520, destinationPort: 53) != .rip)
        #expect(DispatchRegistry.udpApplication(sourcePort: 40000, destinationPort: 521) != .rip)
        // Read off the installed 4.99.3 binary: BFD matches the destination only, BCM-LI the source
        // only, and PTP comes after MPLS-in-UDP but before SOME/IP.
        #expect(DispatchRegistry.udpApplication(sourcePort: 3784, destinationPort: 9) == nil)
        #expect(DispatchRegistry.udpApplication(sourcePort: 9, destinationPort: 3784) == .bfdControl)
        #expect(DispatchRegistry.udpApplication(sourcePort: 49152, destinationPort: 6081) == .bcmLI)
        #expect(DispatchRegistry.udpApplication(sourcePort: 9, destinationPort: 49152) == nil)
        #expect(DispatchRegistry.udpApplication(sourcePort: 320, destinationPort: 30490) == .ptp)
        #expect(DispatchRegistry.udpApplication(sourcePort: 6635, destinationPort: 319) == .mplsInUDP)
        #expect(DispatchRegistry.udpApplication(sourcePort: 9, destinationPort: 2049) == nil)
    }

    /// The bitmap that lets `udpApplication` skip the chain for unlisted ports names exactly the
    /// ports the chain tests: a port is listed iff the chain picks an application with it on one
    /// side and port 0 (which no rule names) on the other. A rule added to the chain without its
    /// port in `udpListedPorts` fails here.
    @Test func udpListedPortsMatchChain() {
        var missing: [UInt16] = [], extra: [UInt16] = []
        for port in UInt16.min...UInt16.max {
            let chain = DispatchRegistry.udpApplicationByPrecedence(sourcePort: port, destinationPort: 0) != nil
                || DispatchRegistry.udpApplicationByPrecedence(sourcePort: 0, destinationPort: port) != nil
            let listed = DispatchRegistry.udpPortIsListed(port)
            if chain && !listed { missing.append(port) }
            if listed && !chain { extra.append(port) }
        }
        #expect(missing == [])
        #expect(extra == [])
        #expect(DispatchRegistry.udpApplicationByPrecedence(sourcePort: 0, destinationPort: 0) == nil)
        // Both ways give the same answer for every listed port against an unlisted and a listed one.
        for port in DispatchRegistry.udpListedPorts {
            for other: UInt16 in [0, 9, 40000, 53, 68, 520, 3784, 49152, 12223] {
                #expect(DispatchRegistry.udpApplication(sourcePort: port, destinationPort: other)
                        == DispatchRegistry.udpApplicationByPrecedence(sourcePort: port, destinationPort: other))
                #expect(DispatchRegistry.udpApplication(sourcePort: other, destinationPort: port)
                        == DispatchRegistry.udpApplicationByPrecedence(sourcePort: other, destinationPort: port))
            }
        }
    }

    // MARK: SCTP

    /// RFC 3720 appendix B.4 and the common "123456789" check value.
    @Test func crc32cKnownAnswers() {
        let zeros = [UInt8](repeating: 0, count: 32)
        #expect(CRC32C.checksum(zeros, from: 0, to: 32, zeroing: 32) == 0x8a91_36aa)
        let digits = Array("123456789".utf8)
        #expect(CRC32C.checksum(digits, from: 0, to: 9, zeroing: 9) == 0xe306_9283)
        // The skipped field counts as zeros whatever it holds.
        var withField = zeros
        withField[8] = 0xff
        #expect(CRC32C.checksum(withField, from: 0, to: 32, zeroing: 8) == 0x8a91_36aa)
    }

    @Test func sctpInitFieldsAndChecksum() throws {
        let (packet, layers) = try Self.layers("sctp.pcap", 0)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv4", "sctp"])
        let sctp = layers[2]
        #expect(sctp["source_port"] as? Int == 40000)
        #expect(sctp["destination_port"] as? Int == 5000)
        #expect(sctp["checksum_valid"] as? Bool == true)
        let chunks = try #require(sctp["chunks"] as? [[String: Any]])
        #expect(chunks.count == 1)
        #expect(chunks[0]["type_name"] as? String == "INIT")
        #expect(chunks[0]["initiate_tag"] as? Int == 0x1122_3344)
        #expect(chunks[0]["initial_tsn"] as? Int == 3_000_000_000)
        #expect(packet["truncated"] == nil)
    }

    /// One flipped payload byte must turn the CRC32c verdict false.
    @Test func sctpChecksumCatchesDamage() throws {
        let (packets, _) = try JSONPacketEncoderTests.readPackets("sctp.pcap")
        var damaged = packets[4]
        damaged.data[damaged.data.count - 3] ^= 0x01
        var encoder = JSONPacketEncoder()
        var output: [UInt8] = []
        encoder.encode(damaged, number: 1, into: &output)
        let object = try #require(try JSONPacketEncoderTests.parseLines(output).first)
        let layers = try #require(object["layers"] as? [[String: Any]])
        #expect(layers.last?["layer"] as? String == "sctp")
        #expect(layers.last?["checksum_valid"] as? Bool == false)
    }

    @Test func sctpSACKGapBlocksAreAbsolute() throws {
        let (_, layers) = try Self.layers("sctp.pcap", 6)
        let chunks = try #require(layers.last?["chunks"] as? [[String: Any]])
        #expect(chunks[0]["cumulative_tsn_ack"] as? Int == 3_000_000_010)
        #expect(chunks[0]["gap_blocks"] as? [[Int]] == [[3_000_000_012, 3_000_000_013], [3_000_000_015, 3_000_000_015]])
        #expect(chunks[0]["duplicate_tsns"] as? [Int] == [3_000_000_008])
    }

    /// Cut by the snapshot length: the chunk and the packet say truncated, no checksum verdict.
    @Test func sctpCutByCapture() throws {
        let (packets, _) = try JSONPacketEncoderTests.readPackets("sctp.pcap")
        let (packet, layers) = try Self.layers("sctp.pcap", packets.count - 2)
        #expect(packet["truncated"] as? String == "sctp")
        #expect(layers.last?["checksum_valid"] is NSNull)
    }

    // MARK: IPsec

    @Test func espAndAHLayers() throws {
        let (_, esp) = try Self.layers("ipsec.pcap", 0)
        #expect(esp.map { $0["layer"] as? String } == ["ethernet", "ipv4", "esp"])
        #expect(esp[2]["spi"] as? String == "0x00001000")
        #expect(esp[2]["sequence"] as? Int == 1)
        #expect(esp[2]["encrypted_length"] as? Int == 64)
        let (_, ah) = try Self.layers("ipsec.pcap", 5)
        #expect(ah.map { $0["layer"] as? String } == ["ethernet", "ipv4", "ah", "tcp"])
        #expect(ah[2]["header_length"] as? Int == 24)
        #expect(ah[2]["icv"] as? String == String(repeating: "aa", count: 12))
        // The TCP checksum still covers the IP pseudo-header, not the AH.
        #expect(ah[3]["checksum_valid"] as? Bool == true)
        let (_, ahESP) = try Self.layers("ipsec.pcap", 9)
        #expect(ahESP.map { $0["layer"] as? String } == ["ethernet", "ipv4", "ah", "esp"])
    }

    /// A long chain of AH headers prints (a loop, not recursion), in the text and in the JSON.
    @Test func stackedAuthenticationHeaders() throws {
        let (packets, _) = try JSONPacketEncoderTests.readPackets("ipsec.pcap")
        var chained = packets[5]
        let ipStart = 14, ahStart = 34
        let header = Array(chained.data[ahStart..<(ahStart + 24)])
        var chain: [UInt8] = []
        for _ in 0..<2000 {
            var copy = header
            copy[0] = 51
            chain += copy
        }
        chained.data.insert(contentsOf: chain, at: ahStart)
        let total = chained.data.count - ipStart
        chained.data[ipStart + 2] = UInt8(truncatingIfNeeded: total >> 8)
        chained.data[ipStart + 3] = UInt8(truncatingIfNeeded: total)
        chained.originalLength = chained.data.count
        var printer = PacketPrinter(options: DissectOptions())
        var text: [UInt8] = []
        printer.print(chained, into: &text)
        let line = String(decoding: text, as: UTF8.self)
        #expect(line.components(separatedBy: "AH(").count == 2002)
        #expect(line.hasSuffix("Flags [S], seq 1000, win 64240, options [mss 1460], length 0\n"))
        var encoder = JSONPacketEncoder()
        var json: [UInt8] = []
        encoder.encode(chained, number: 1, into: &json)
        // One walk: the JSON has the text's 2001 AH headers, each its own layer, then the TCP one.
        let layers = try #require(try JSONPacketEncoderTests.parseLines(json).first?["layers"] as? [[String: Any]])
        #expect(layers.count == 2 + 2001 + 1)
        #expect(layers.filter { $0["layer"] as? String == "ah" }.count == 2001)
        #expect(layers.last?["layer"] as? String == "tcp")
    }

    // MARK: MPLS

    @Test func mplsLabelStack() throws {
        let (_, layers) = try Self.layers("mpls.pcap", 1)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "mpls", "ipv4", "tcp"])
        let labels = try #require(layers[1]["labels"] as? [[String: Any]])
        #expect(labels.map { $0["label"] as? Int } == [16000, 24001])
        #expect(labels.map { $0["bottom"] as? Bool } == [false, true])
        #expect(labels.map { $0["tc"] as? Int } == [5, 0])
        #expect(labels.map { $0["ttl"] as? Int } == [255, 63])
        let (_, explicitNull) = try Self.layers("mpls.pcap", 3)
        #expect(explicitNull.map { $0["layer"] as? String } == ["ethernet", "mpls", "ipv6", "udp"])
        let (_, unknown) = try Self.layers("mpls.pcap", 7)
        #expect(unknown.map { $0["layer"] as? String } == ["ethernet", "mpls"])
    }

    // MARK: STP, LLDP, VRRP, RIP

    @Test func stpRapidBPDUFields() throws {
        let (_, layers) = try Self.layers("stp.pcap", 4)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "llc", "stp"])
        let stp = layers[2]
        #expect(stp["version"] as? Int == 2)
        #expect(stp["port_role"] as? String == "Designated")
        #expect(stp["proposal"] as? Bool == true)
        #expect(stp["agreement"] as? Bool == true)
        #expect(stp["bridge_id"] as? String == "8000.02:00:00:00:00:02")
        #expect(stp["root_id"] as? String == "8000.02:00:00:00:00:01")
        #expect(stp["hello_time"] as? Double == 3.0 / 256.0)
        #expect(stp["max_age"] as? Double == 20)
        let (_, aged) = try Self.layers("stp.pcap", 1)
        #expect(aged.last?["message_age"] as? Double == 1.25)
    }

    @Test func lldpTLVs() throws {
        let (_, layers) = try Self.layers("lldp.pcap", 0)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "lldp"])
        let tlvs = try #require(layers[1]["tlvs"] as? [[String: Any]])
        #expect(tlvs.map { $0["type"] as? Int } == [1, 2, 3, 5, 4, 7, 127, 0])
        #expect(tlvs[0]["chassis_id"] as? String == "02:00:00:00:00:02")
        #expect(tlvs[1]["port_id"] as? String == "eth0")
        #expect(tlvs[2]["ttl"] as? Int == 120)
        #expect(tlvs[3]["text"] as? String == "switch1")
        #expect(tlvs[5]["system_capabilities"] as? String == "0x0014")
        #expect(tlvs[6]["oui"] as? String == "0x0080c2")
        #expect(tlvs[6]["subtype"] as? Int == 1)
        #expect(tlvs[6]["pvid"] as? Int == 100)
        #expect(tlvs[6]["data"] as? String == "0064")
    }

    @Test func cdpTLVs() throws {
        // cdp-tlvs.pcap frame 1: device id, IPv4 and IPv6 addresses, capabilities, native VLAN, duplex.
        let (_, layers) = try Self.layers("cdp-tlvs.pcap", 0)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "llc", "cdp"])
        let cdp = try #require(layers.last)
        #expect(cdp["version"] as? Int == 2)
        #expect(cdp["ttl"] as? Int == 180)
        let tlvs = try #require(cdp["tlvs"] as? [[String: Any]])
        #expect(tlvs[0]["text"] as? String == "sw1.lab")
        #expect(tlvs[1]["addresses"] as? [String] == ["198.18.0.1", "2001:db8::1"])
        #expect(tlvs[3]["capabilities"] as? String == "0x00000029")
        #expect(tlvs[9]["native_vlan"] as? Int == 42)
        #expect(tlvs[10]["full_duplex"] as? Bool == true)
    }

    @Test func lldpManagementAddressAndOrganizationTLVs() throws {
        // lldp-tlvs.pcap frame 10: IPv4, IPv6 (with an OID), 802 and VPLS management addresses.
        let (_, layers) = try Self.layers("lldp-tlvs.pcap", 9)
        let tlvs = try #require(layers.last?["tlvs"] as? [[String: Any]])
        #expect(tlvs[3]["management_address"] as? String == "198.18.0.1")
        #expect(tlvs[3]["interface_number"] as? Int == 3)
        #expect(tlvs[4]["management_address"] as? String == "2001:db8::1")
        #expect(tlvs[4]["oid"] as? String == "2b06010401813d01")
        #expect(tlvs[5]["management_address"] as? String == "02:00:00:00:00:01")
        #expect(tlvs[6]["management_address_data"] as? String == "aabb")
        // Frame 11: 802.1 VLAN name.
        let (_, dot1) = try Self.layers("lldp-tlvs.pcap", 10)
        let dot1TLVs = try #require(dot1.last?["tlvs"] as? [[String: Any]])
        #expect(dot1TLVs[6]["vlan_id"] as? Int == 42)
        #expect(dot1TLVs[6]["vlan_name"] as? String == "voice42")
    }

    @Test func ospfHelloAndUpdateFields() throws {
        let (_, hello) = try Self.layers("ospf.pcap", 0)
        let ospf = try #require(hello.last)
        #expect(ospf["layer"] as? String == "ospf")
        #expect(ospf["type_name"] as? String == "Hello")
        #expect(ospf["designated_router"] as? String == "198.18.1.2")
        #expect(ospf["neighbors"] as? [String] == ["198.18.0.2", "198.18.0.3"])
        let (_, update) = try Self.layers("ospf.pcap", 13)
        let lsas = try #require(update.last?["lsas"] as? [[String: Any]])
        #expect(update.last?["lsa_count"] as? Int == 14 && lsas.count == 14)
        let links = try #require(lsas[0]["links"] as? [[String: Any]])
        #expect(links.map { $0["link_type"] as? Int } == [1, 2, 3, 4, 7])
        #expect((lsas[4]["metrics"] as? [[String: Any]])?.first?["external_type"] as? Int == 2)
        // Simple authentication: the password ends at its first NUL.
        let (_, simple) = try Self.layers("ospf.pcap", 6)
        #expect(simple.last?["password"] as? String == "12345678")
    }

    @Test func ospfv3LayerOverIPv6() throws {
        let (_, layers) = try Self.layers("ospf6.pcap", 0)
        let ospf = try #require(layers.last)
        #expect(ospf["layer"] as? String == "ospfv3")
        #expect(ospf["instance"] as? Int == 3)
        #expect(ospf["priority"] as? Int == 1 && ospf["interface_id"] as? Int == 5)
    }

    @Test func vrrpChecksumsAndAddresses() throws {
        let (_, good) = try Self.layers("vrrp.pcap", 1)
        let vrrp = try #require(good.last)
        #expect(vrrp["checksum_valid"] as? Bool == true)
        #expect(vrrp["addresses"] as? [String] == ["198.18.0.254", "198.18.0.253"])
        #expect(vrrp["password"] as? String == "secret")
        let (_, bad) = try Self.layers("vrrp.pcap", 2)
        #expect(bad.last?["checksum_valid"] as? Bool == false)
        // Version 3 sums the IPv4 pseudo-header too.
        let (_, v3) = try Self.layers("vrrp.pcap", 4)
        #expect(v3.last?["interval_centiseconds"] as? Int == 4095)
        #expect(v3.last?["checksum_valid"] as? Bool == true)
    }

    @Test func ripRouteEntries() throws {
        let (_, layers) = try Self.layers("rip.pcap", 0)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv4", "udp", "rip"])
        let entries = try #require(layers[3]["entries"] as? [[String: Any]])
        #expect(entries.map { $0["address"] as? String } == ["198.18.5.0", "198.18.6.0"])
        #expect(entries.map { $0["mask"] as? String } == ["255.255.255.0", "255.255.254.0"])
        #expect(entries[1]["next_hop"] as? String == "198.18.0.9")
        #expect(entries[1]["tag"] as? Int == 7)
    }

    // MARK: DHCPv6, TFTP, RIPng, Babel

    @Test func dhcp6RelayedMessageNests() throws {
        // dhcp6-gen.pcap packet 12: a relay-forward carrying a solicit.
        let (_, layers) = try Self.layers("dhcp6-gen.pcap", 11)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv6", "udp", "dhcp6"])
        let dhcp6 = layers[3]
        #expect(dhcp6["message_name"] as? String == "relay-fwd")
        #expect(dhcp6["link_address"] as? String == "2001:db8:121::1")
        let options = try #require(dhcp6["options"] as? [[String: Any]])
        #expect(options.map { $0["code"] as? Int } == [18, 9, 37])
        let relayed = try #require(options[1]["message"] as? [String: Any])
        #expect(relayed["message_name"] as? String == "solicit")
        #expect(relayed["transaction_id"] as? String == "0xabcdef")
    }

    @Test func dhcp6IdentityAssociations() throws {
        let (_, layers) = try Self.layers("dhcp6-gen.pcap", 1)
        let options = try #require(layers[3]["options"] as? [[String: Any]])
        let iaNA = try #require(options.first { $0["name"] as? String == "IA_NA" })
        #expect(iaNA["iaid"] as? Int == 7)
        let inner = try #require(iaNA["options"] as? [[String: Any]])
        #expect(inner.first?["address"] as? String == "2001:db8:121::200")
        #expect(inner.first?["valid_lifetime"] as? Int == 7200)
        let pd = try #require(options.first { $0["name"] as? String == "IA_PD" })
        let prefix = try #require((pd["options"] as? [[String: Any]])?.first)
        #expect(prefix["prefix"] as? String == "2001:db8:1200::")
        #expect(prefix["prefix_length"] as? Int == 56)
    }

    @Test func tftpRequestOptions() throws {
        let (_, layers) = try Self.layers("tftp-gen.pcap", 0)
        let tftp = try #require(layers.last)
        #expect(tftp["layer"] as? String == "tftp")
        #expect(tftp["opcode_name"] as? String == "RRQ")
        #expect(tftp["filename"] as? String == "pxelinux.0")
        #expect(tftp["mode"] as? String == "octet")
        #expect(tftp["options"] as? [String] == ["blksize", "1468", "tsize", "0", "timeout", "5"])
    }

    @Test func ripngEntriesAndBabelTLVs() throws {
        let (_, rip) = try Self.layers("ripng-gen.pcap", 2)
        let entries = try #require(rip.last?["entries"] as? [[String: Any]])
        #expect(entries.map { $0["prefix_length"] as? Int } == [48, 0, 64, 128])
        #expect(entries.first?["tag"] as? Int == 100)
        let (_, babel) = try Self.layers("babel-gen.pcap", 1)
        let tlvs = try #require(babel.last?["tlvs"] as? [[String: Any]])
        #expect(tlvs.map { $0["type_name"] as? String } == ["hello", "mac", "pad1", "pc"])
        #expect(tlvs.map { $0["trailer"] as? Bool } == [nil, true, true, true])
    }

    /// tcpdump's mask2plen: contiguous masks give their length, others -1.
    @Test func ripMaskPrefixLengths() {
        #expect(RIPField.prefixLength(mask: 0xffff_ff00) == 24)
        #expect(RIPField.prefixLength(mask: 0xffff_ff80) == 25)
        #expect(RIPField.prefixLength(mask: 0xffff_ffff) == 32)
        #expect(RIPField.prefixLength(mask: 0) == 0)
        #expect(RIPField.prefixLength(mask: 0x8000_0000) == 1)
        #expect(RIPField.prefixLength(mask: 0xff00_ff00) == -1)
        #expect(RIPField.prefixLength(mask: 0x0000_00ff) == -1)
    }

    // MARK: BGP and BFD

    @Test func bgpOpenCapabilitiesAndUpdateAttributes() throws {
        let (_, open) = try Self.layers("bgp-gen.pcap", 0)
        #expect(open.map { $0["layer"] as? String } == ["ethernet", "ipv4", "tcp", "bgp"])
        let message = try #require((open[3]["messages"] as? [[String: Any]])?.first)
        #expect(message["my_as"] as? Int == 23456)
        let parameters = try #require(message["parameters"] as? [[String: Any]])
        let capabilities = try #require(parameters.first?["capabilities"] as? [[String: Any]])
        #expect(capabilities.first { $0["code"] as? Int == 65 }?["as4"] as? Int == 4_200_000_001)
        let restart = try #require(capabilities.first { $0["code"] as? Int == 64 })
        #expect((restart["families"] as? [[String: Any]])?.map { $0["afi"] as? Int } == [1, 2])
        let (_, update) = try Self.layers("bgp-gen.pcap", 4)
        let attributes = try #require(((update[3]["messages"] as? [[String: Any]])?.first)?["attributes"]
            as? [[String: Any]])
        #expect(attributes.first { $0["type"] as? Int == 2 }?["as_path"] as? String == "1 2 {3 4} (5) ({6 7})")
        #expect(attributes.first { $0["type"] as? Int == 8 }?["communities"] as? [String]
            == ["65001:100", "NO_EXPORT", "NO_ADVERTISE", "NO_EXPORT_SUBCONFED", "1:2"])
        #expect(attributes.first { $0["type"] as? Int == 32 }?["large_communities"] as? [String]
            == ["4200000001:1:2", "65001:3:4"])
    }

    @Test func bgpSeveralMessagesInOneSegment() throws {
        let (packets, _) = try JSONPacketEncoderTests.readPackets("bgp-gen.pcap")
        let index = try #require((0..<packets.count).first { index in
            (try? Self.layers("bgp-gen.pcap", index))?.layers.last?["messages"].map {
                ($0 as? [[String: Any]])?.count == 4
            } ?? false
        })
        let (_, layers) = try Self.layers("bgp-gen.pcap", index)
        let messages = try #require(layers.last?["messages"] as? [[String: Any]])
        #expect(messages.map { $0["type"] as? Int } == [4, 2, 3, 4])
        #expect(messages[1]["end_of_rib"] as? Bool == true)
    }

    @Test func bfdControlAndAuthentication() throws {
        let (_, layers) = try Self.layers("bfd-gen.pcap", 16)
        let bfd = try #require(layers.last)
        #expect(bfd["layer"] as? String == "bfd")
        #expect(bfd["state"] as? Int == 3)
        #expect(bfd["auth_type"] as? Int == 2)
        #expect(bfd["digest"] as? String == "000102030405060708090a0b0c0d0e0f")
        let (_, echo) = try Self.layers("bfd-gen.pcap", 28)
        #expect(echo.last?["kind"] as? String == "Echo")
    }

    @Test func ldpMessagesAndTLVs() throws {
        let (_, layers) = try Self.layers("ldp-gen.pcap", 1)
        let ldp = try #require(layers.last)
        #expect(ldp["layer"] as? String == "ldp")
        let pdu = try #require((ldp["pdus"] as? [[String: Any]])?.first)
        #expect(pdu["lsr_id"] as? String == "198.18.33.1")
        let messages = try #require(pdu["messages"] as? [[String: Any]])
        #expect(messages.map { $0["type"] as? String } == ["0x0200", "0x0201", "0x0100"])
        let hello = try #require(messages[2]["tlvs"] as? [[String: Any]])
        #expect(hello.first?["hold_time"] as? Int == 45)
        #expect(hello[1]["transport_address"] as? String == "198.18.32.1")
    }

    // MARK: DNS (one walk with the text), NTP, syslog, text protocols, GRE, VXLAN

    @Test func dnsRecordFields() throws {
        let mx = try #require(try Self.layers("dns-udp.pcap", 7).layers.last?["answers"] as? [[String: Any]])
        #expect(mx.map { $0["preference"] as? Int } == [10, 20])
        #expect(mx.map { $0["exchange"] as? String } == ["mail.example.com.", "mail2.example.com."])
        let srv = try #require((try Self.layers("dns-udp.pcap", 12).layers.last?["answers"] as? [[String: Any]])?.first)
        #expect(srv["port"] as? Int == 5060)
        #expect(srv["target"] as? String == "sip.example.com.")
        let txt = try #require((try Self.layers("dns-udp.pcap", 14).layers.last?["answers"] as? [[String: Any]])?.first)
        #expect(txt["strings"] as? [String] == ["9.18.0"])
        let opt = try #require((try Self.layers("dns-udp.pcap", 17).layers.last?["additionals"] as? [[String: Any]])?.first)
        #expect(opt["udp_size"] as? Int == 1232)
        #expect(opt["do"] as? Bool == true)
        #expect((opt["options"] as? [[String: Any]])?.first?["name"] as? String == "COOKIE")
    }

    @Test func dnsNamesAndMalformedMessages() throws {
        // A bit-string label (RFC 2673) in presentation form.
        let bits = try #require(try Self.layers("dns-udp.pcap", 36).layers.last)
        #expect((bits["questions"] as? [[String: Any]])?.first?["name"] as? String == "\\[xaa/8].")
        // A pointer that does not point backwards: the record is left out, the layer says why.
        let (packet, layers) = try Self.layers("dns-udp.pcap", 32)
        #expect(layers.last?["malformed"] as? String == "compression pointer not backwards")
        #expect((layers.last?["answers"] as? [Any])?.isEmpty == true)
        #expect(packet["truncated"] == nil)
        // mDNS: the class's top bit is the cache-flush flag.
        let mdns = try #require(try Self.layers("dns-udp.pcap", 66).layers.last?["answers"] as? [[String: Any]])
        #expect(mdns.map { $0["cache_flush"] as? Bool } == [true, false])
        #expect(mdns.map { $0["class"] as? Int } == [1, 3])
    }

    @Test func ntpSyslogFields() throws {
        let ntp = try #require(try Self.layers("ntp.pcap", 1).layers.last)
        #expect(ntp["layer"] as? String == "ntp")
        #expect(ntp["mode_name"] as? String == "Server")
        #expect(ntp["stratum"] as? Int == 1)
        #expect(ntp["precision"] as? Int == -23)
        #expect(ntp["reference_id"] as? String == "GPS\u{0}")
        #expect(ntp["transmit_timestamp"] as? String == "3920666627.999999999")
        let syslog = try #require(try Self.layers("syslog.pcap", 0).layers.last)
        #expect(syslog["facility_name"] as? String == "auth")
        #expect(syslog["severity_name"] as? String == "critical")
        #expect(syslog["message"] as? String == "Oct 11 22:14:15 mymachine su: hi")
    }

    @Test func textProtocolAndTunnelFields() throws {
        let (_, http) = try Self.layers("tcp.pcap", 3)
        #expect(http.last?["layer"] as? String == "http")
        #expect((http.last?["lines"] as? [String])?.first == "GET /index.html HTTP/1.1")
        let (_, gre) = try Self.layers("gre.pcap", 3)
        #expect(gre.map { $0["layer"] as? String } == ["ethernet", "ipv4", "gre", "ipv4", "icmp"])
        #expect(gre[2]["key"] as? String == "0x00000007")
        #expect(gre[2]["sequence"] as? Int == 42)
        let (_, vxlan) = try Self.layers("vxlan.pcap", 0)
        #expect(vxlan.map { $0["layer"] as? String } == ["ethernet", "ipv4", "udp", "vxlan", "ethernet", "ipv4", "icmp"])
        #expect(vxlan[3]["vni"] as? Int == 300)
    }

    // MARK: tunnels and overlays (issue 12)

    @Test func geneveOptionsAndInnerFrame() throws {
        let (_, layers) = try Self.layers("geneve.pcap", 3)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv4", "udp", "geneve", "ethernet", "ipv4", "icmp"])
        let geneve = layers[3]
        #expect(geneve["vni"] as? Int == 0xabcdef)
        #expect(geneve["oam"] as? Bool == true && geneve["critical"] as? Bool == true)
        let options = try #require(geneve["options"] as? [[String: Any]])
        #expect(options.count == 8)
        #expect(options.first?["critical"] as? Bool == true)
        #expect(options.first?["length"] as? Int == 8)
        #expect(options.first?["data"] as? String == "00000001")
        // An option running past the option area makes the layer malformed.
        let (_, bad) = try Self.layers("geneve.pcap", 8)
        #expect(bad[3]["malformed"] != nil)
    }

    @Test func nshInsideVXLANGPEAndOnEthernet() throws {
        let (_, layers) = try Self.layers("vxlan-gpe.pcap", 3)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv4", "udp", "vxlan_gpe", "nsh", "ipv4", "icmp"])
        #expect(layers[3]["next_protocol"] as? Int == 4)
        #expect(layers[4]["service_index"] as? Int == 255)
        #expect((layers[4]["contexts"] as? [Any])?.count == 4)
        let (_, tlvs) = try Self.layers("vxlan-gpe.pcap", 4)
        let metadata = try #require(tlvs[4]["metadata"] as? [[String: Any]])
        #expect(metadata.map { $0["length"] as? Int } == [4, 3, 0])
        #expect(metadata.first?["value"] as? String == "deadbeef")
        let (_, ether) = try Self.layers("vxlan-gpe.pcap", 19)
        #expect(ether.map { $0["layer"] as? String } == ["ethernet", "nsh", "ipv4", "icmp"])
    }

    @Test func l2tpControlAVPsAndPPPData() throws {
        let (_, layers) = try Self.layers("l2tp.pcap", 0)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv4", "udp", "l2tp"])
        let avps = try #require(layers[3]["avps"] as? [[String: Any]])
        #expect(avps.count == 10)
        #expect(avps.first?["message"] as? String == "SCCRQ")
        #expect(avps.map { $0["name"] as? String }.contains("HOST_NAME"))
        let (_, zlb) = try Self.layers("l2tp.pcap", 3)
        #expect(zlb[3]["zlb"] as? Bool == true)
        let (_, data) = try Self.layers("l2tp.pcap", 26)
        #expect(data.map { $0["layer"] as? String } == ["ethernet", "ipv4", "udp", "l2tp", "ppp", "ipv4", "icmp"])
        #expect(data[3]["ns"] as? Int == 3)
    }

    @Test func otvIPCompAndGRESourceRoutes() throws {
        let (_, otv) = try Self.layers("otv.pcap", 0)
        #expect(otv.map { $0["layer"] as? String } == ["ethernet", "ipv4", "udp", "otv", "ethernet", "ipv4", "icmp"])
        #expect(otv[3]["instance_id"] as? Int == 100)
        let (_, ipcomp) = try Self.layers("ipcomp.pcap", 0)
        #expect(ipcomp.last?["layer"] as? String == "ipcomp")
        #expect(ipcomp.last?["cpi"] as? String == "0x1000")
        let (_, gre) = try Self.layers("gre-more.pcap", 6)
        let routes = try #require(gre[2]["routes"] as? [[String: Any]])
        #expect(routes.count == 9)
        #expect(routes.first?["entries"] as? String == "c6120501c6120502c6120503")
    }
    // MARK: PIM

    @Test func pimJoinPruneSourcesAndRegisterNesting() throws {
        // pim-gen packet 22: join/prune with two groups, source flags S, SWR and an unknown bit.
        let (_, join) = try Self.layers("pim-gen.pcap", 21)
        let pim = try #require(join.last)
        #expect(pim["layer"] as? String == "pim")
        #expect(pim["type"] as? Int == 3)
        #expect(pim["checksum_valid"] as? Bool == true)
        #expect((pim["upstream_neighbor"] as? [String: Any])?["address"] as? String == "198.18.50.2")
        let groups = try #require(pim["groups"] as? [[String: Any]])
        #expect(groups.count == 2)
        #expect((groups[1]["group"] as? [String: Any])?["mask_length"] as? Int == 16)
        let joined = try #require(groups[0]["joined"] as? [[String: Any]])
        #expect(joined.map { $0["flags"] as? String } == ["0x04", "0x07"])
        #expect((groups[0]["pruned"] as? [[String: Any]])?.first?["address"] as? String == "198.18.51.3")
        // Packet 13: a register carries the datagram as layers of its own after the pim layer.
        let (_, register) = try Self.layers("pim-gen.pcap", 12)
        #expect(register.map { $0["layer"] as? String } == ["ethernet", "ipv4", "pim", "ipv4", "udp"])
        // Packet 55: a hello over IPv6 (pseudo-header checksum) with an IPv6 address list.
        let (_, hello) = try Self.layers("pim-gen.pcap", 54)
        let options = try #require(hello.last?["options"] as? [[String: Any]])
        #expect(hello.last?["checksum_valid"] as? Bool == true)
        #expect(options.map { $0["type"] as? Int } == [1, 20, 24])
        #expect((options[2]["addresses"] as? [[String: Any]])?.map { $0["address"] as? String } == ["2001:db8:57::1", "fe80::2"])
    }

    @Test func pimv1InsideIGMP() throws {
        // pim-gen packet 69: a PIMv1 join/prune in its long form, two groups.
        let (_, layers) = try Self.layers("pim-gen.pcap", 68)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv4", "igmp", "pimv1"])
        let pimv1 = layers[3]
        #expect(pimv1["type"] as? Int == 3)
        #expect(pimv1["upstream_neighbor"] as? String == "198.18.50.2")
        let groups = try #require(pimv1["groups"] as? [[String: Any]])
        #expect(groups.map { $0["group_mask"] as? String } == ["255.255.0.0", "255.255.255.255"])
        let sources = try #require(groups[0]["sources"] as? [[String: Any]])
        #expect(sources.map { $0["join"] as? Bool } == [true, false])
        #expect(sources[0]["rp_bit"] as? Bool == true)
    }
    // MARK: EIGRP

    @Test func eigrpRoutesAndTLVs() throws {
        // eigrp-gen packet 5: an update with three external routes.
        let (_, update) = try Self.layers("eigrp-gen.pcap", 4)
        let eigrp = try #require(update.last)
        #expect(eigrp["layer"] as? String == "eigrp")
        #expect(eigrp["opcode"] as? Int == 1)
        #expect(eigrp["flags"] as? String == "0x0000000a")
        let tlvs = try #require(eigrp["tlvs"] as? [[String: Any]])
        #expect(tlvs.map { $0["type"] as? String } == ["0x0103", "0x0103", "0x0103"])
        #expect(tlvs.map { $0["prefix"] as? String } == ["198.19.0.0", "198.19.1.0", "198.19.2.0"])
        #expect(tlvs[1]["next_hop"] as? String == "198.18.64.3")
        #expect(tlvs[0]["origin_router"] as? String == "198.18.65.9")
        #expect(tlvs[0]["origin_protocol"] as? Int == 6)
        #expect(tlvs[0]["delay"] as? Int == 2560)
        // Packet 15: a prefix longer than 32 bits makes the layer malformed.
        let (_, illegal) = try Self.layers("eigrp-gen.pcap", 14)
        #expect(illegal.last?["malformed"] != nil)
        // Packet 1 of the lab: a hello's parameters and software version.
        let (_, hello) = try Self.layers("eigrp-lab.pcap", 0)
        let helloTLVs = try #require(hello.last?["tlvs"] as? [[String: Any]])
        #expect(helloTLVs.first?["holdtime"] as? Int == 15)
        #expect(helloTLVs.last?["ios_major"] as? Int == 8)
    }

    // MARK: ISAKMP / IKE

    /// strongSwan's IKE_SA_INIT: the header's fields and the payload chain (SA, KE, nonce, notifies).
    @Test func ikev2InitFields() throws {
        let (_, layers) = try Self.layers("ike-lab.pcap", 0)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv4", "udp", "isakmp"])
        let ike = layers[3]
        #expect(ike["version_major"] as? Int == 2)
        #expect(ike["exchange_type"] as? Int == 34)
        #expect(ike["responder_spi"] as? String == "0000000000000000")
        let payloads = try #require(ike["payloads"] as? [[String: Any]])
        #expect(payloads.prefix(3).map { $0["type"] as? Int } == [33, 34, 40])
        #expect(payloads.allSatisfy { $0["critical"] as? Bool == false })
    }

    /// IKE behind 4500's non-ESP marker: the nat_t layer, then isakmp ending at the encrypted payload.
    @Test func ikev2BehindNonESPMarker() throws {
        let (_, layers) = try Self.layers("ike-lab.pcap", 2)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv4", "udp", "nat_t", "isakmp"])
        #expect(layers[3]["non_esp_marker"] as? Bool == true)
        let payloads = try #require(layers[4]["payloads"] as? [[String: Any]])
        #expect(payloads.map { $0["type"] as? Int } == [46])
    }

    /// IKEv1 with the encryption flag: no payload list, `encrypted` instead.
    @Test func ikev1EncryptedHasNoPayloads() throws {
        let (_, layers) = try Self.layers("ike-lab.pcap", 10)
        let ike = try #require(layers.last)
        #expect(ike["layer"] as? String == "isakmp")
        #expect(ike["encrypted"] as? Bool == true)
        #expect(ike["payloads"] == nil)
    }

    // MARK: RADIUS

    /// FreeRADIUS's Access-Accept: code, id and the reply attributes in order.
    @Test func radiusAcceptFields() throws {
        let (_, layers) = try Self.layers("radius-lab.pcap", 1)
        let radius = try #require(layers.last)
        #expect(radius["layer"] as? String == "radius")
        #expect(radius["code"] as? Int == 2)
        #expect(radius["code_name"] as? String == "Access-Accept")
        let attributes = try #require(radius["attributes"] as? [[String: Any]])
        #expect(attributes.contains { $0["type"] as? Int == 18 })
        #expect(attributes.allSatisfy { ($0["length"] as? Int ?? 0) >= 2 })
    }

    /// A vendor-specific attribute reports its vendor (Cisco, 9) in the JSON list.
    @Test func radiusVendorSpecific() throws {
        let (_, layers) = try Self.layers("radius-lab.pcap", 4)
        let attributes = try #require(layers.last?["attributes"] as? [[String: Any]])
        let vendor = try #require(attributes.first { $0["type"] as? Int == 26 })
        #expect(vendor["vendor"] as? Int == 9)
    }

    // MARK: Kerberos

    /// Kerberos 4 reports its type and byte order; Kerberos 5 only its first byte, as tcpdump.
    @Test func kerberosFields() throws {
        let (_, v4) = try Self.layers("krb-gen.pcap", 1)
        #expect(v4.last?["layer"] as? String == "krb")
        #expect(v4.last?["version"] as? Int == 4)
        #expect(v4.last?["message_type"] as? Int == 1)
        #expect(v4.last?["little_endian"] as? Bool == true)
        let (_, v5) = try Self.layers("krb-gen.pcap", 15)
        #expect(v5.last?["version"] as? Int == 106)
        #expect(v5.last?["message_type"] == nil)
    }

    // MARK: IS-IS and the OSI stack

    @Test func isisLSPAndCLNPFields() throws {
        let (_, lsp) = try Self.layers("osi-isis-tlvs.pcap", 3)
        #expect(lsp.map { $0["layer"] as? String } == ["ethernet", "llc", "isis"])
        let isis = lsp[2]
        #expect(isis["pdu_name"] as? String == "L1 LSP")
        #expect(isis["lsp_id"] as? String == "1981807100010000")
        #expect(isis["sequence"] as? Int == 7)
        #expect(isis["lifetime"] as? Int == 1199)
        let tlvs = try #require(isis["tlvs"] as? [[String: Any]])
        #expect(tlvs.first?["type"] as? Int == 1)
        #expect(tlvs.first?["area_addresses"] as? [String] == ["490071", "4900720001"])
        #expect(tlvs.contains { ($0["hostname"] as? String)?.hasPrefix("xr3-") == true })
        let (_, clnp) = try Self.layers("osi-clnp.pcap", 0)
        #expect(clnp[2]["layer"] as? String == "clnp")
        #expect(clnp[2]["type_name"] as? String == "Data")
        #expect(clnp[2]["source"] as? String == "49000119818071000100")
        let (_, esis) = try Self.layers("osi-clnp.pcap", 17)
        #expect(esis[2]["type_name"] as? String == "ESH")
    }

    // MARK: HSRP

    /// Names for the op codes and states tcpdump names, numbers alone for the others; the
    /// authentication string ends at its NUL; a cut inside the header marks the layer truncated.
    @Test func hsrpStatesAndAuthentication() throws {
        let active = try #require(try Self.layers("hsrp.pcap", 5).layers.last)
        #expect(active["layer"] as? String == "hsrp")
        #expect(active["op_name"] as? String == "hello")
        #expect(active["state_name"] as? String == "active")
        #expect(active["priority"] as? Int == 106)
        #expect(active["authentication"] as? String == "cisco")
        #expect(active["virtual_address"] as? String == "198.18.5.1")
        let unknown = try #require(try Self.layers("hsrp.pcap", 8).layers.last)
        #expect(unknown["op_code"] as? Int == 3 && unknown["op_name"] == nil)
        #expect(unknown["state"] as? Int == 3 && unknown["state_name"] == nil)
        let cut = try #require(try Self.layers("hsrp.pcap", 16).layers.last)
        #expect(cut["truncated"] as? Bool == true)
        #expect(cut["group"] == nil && cut["virtual_address"] == nil)
    }

    // MARK: ATM ARP and Frame Relay ARP

    /// ATM ARP sizes each address from its own type/length byte; Frame Relay ARP's hardware
    /// addresses are Q.922 addresses whose DLCIs JSON gives as numbers.
    @Test func atmAndFrameRelayARPAddresses() throws {
        let request = try #require(try Self.layers("arp-atm.pcap", 2).layers.last)
        #expect(request["hardware_type"] as? Int == 19)
        #expect(request["sender_atm_number"] as? String == "470102030405060708090a0b0c0d0e0f10111213")
        #expect(request["target_atm_subaddress"] as? String == "404142434445464748494a4b4c4d4e4f50515253")
        #expect(request["target_protocol"] as? String == "198.18.9.2")
        let nak = try #require(try Self.layers("arp-atm.pcap", 7).layers.last)
        #expect(nak["operation_name"] as? String == "nak")
        #expect(nak["sender_atm_subaddress"] == nil && nak["target_atm_number"] == nil)
        let reply = try #require(try Self.layers("arp-frelay.pcap", 1).layers.last)
        #expect(reply["sender_dlci"] as? Int == 100 && reply["target_dlci"] as? Int == 134)
        let invalid = try #require(try Self.layers("arp-frelay.pcap", 11).layers.last)
        #expect(invalid["sender_dlci"] == nil)
    }

    // MARK: OpenFlow

    /// The first packet of `pcap` whose OpenFlow layer's first message is `typeName`.
    static func openflowMessage(_ pcap: String, _ typeName: String) throws -> [String: Any] {
        let (packets, _) = try JSONPacketEncoderTests.readPackets(pcap)
        for index in 0..<packets.count {
            guard let layers = try? Self.layers(pcap, index).layers, let last = layers.last,
                  last["layer"] as? String == "openflow",
                  let messages = last["messages"] as? [[String: Any]], let first = messages.first,
                  first["type_name"] as? String == typeName else { continue }
            return first
        }
        throw CoverageError.notFound
    }

    enum CoverageError: Error { case notFound }

    /// Header numbers as numbers, the xid and datapath id as hex strings, a 1.0 and a 1.3 message.
    @Test func openflowHeaderAndBodyFields() throws {
        let features = try Self.openflowMessage("openflow10-gen.pcap", "FEATURES_REPLY")
        #expect(features["version"] as? Int == 1)
        #expect(features["type"] as? Int == 6)
        #expect(features["xid"] as? String == "0x00000010")
        #expect(features["datapath_id"] as? String == "0x00000a0b0c0d0e0f")
        #expect(features["body_length"] as? Int == 168)
        let error = try Self.openflowMessage("openflow13-gen.pcap", "ERROR")
        #expect(error["version"] as? Int == 4)
        #expect(error["error_type"] as? Int == 0 && error["error_code"] as? Int == 0)
    }

    /// Several messages in one segment are each an item of `messages`.
    @Test func openflowSegmentWithSeveralMessages() throws {
        let (packets, _) = try JSONPacketEncoderTests.readPackets("openflow10-gen.pcap")
        let counts = (0..<packets.count).compactMap { index -> Int? in
            guard let layers = try? Self.layers("openflow10-gen.pcap", index).layers,
                  let last = layers.last, last["layer"] as? String == "openflow" else { return nil }
            return (last["messages"] as? [[String: Any]])?.count
        }
        #expect(counts.contains(3))
    }

    // MARK: PPTP

    /// pptp-lab's SCCRQ from pptp-linux: numbers as numbers, names cut at their NUL.
    @Test func pptpStartControlFields() throws {
        let (_, layers) = try Self.layers("pptp-lab.pcap", 3)
        let pptp = try #require(layers.last)
        #expect(pptp["layer"] as? String == "pptp")
        #expect(pptp["length"] as? Int == 156)
        #expect(pptp["magic_cookie"] as? String == "0x1a2b3c4d")
        #expect(pptp["control_type"] as? Int == 1)
        #expect(pptp["control_type_name"] as? String == "SCCRQ")
        #expect(pptp["protocol_version"] as? String == "0x0100")
        #expect(pptp["maximum_channels"] as? Int == 65535)
        #expect(pptp["host_name"] as? String == "local")
        #expect(pptp["vendor_name"] as? String == "cananian")
    }

    /// A number printed no further than its length field: the JSON string is the printed part.
    @Test func pptpNumberFollowsItsLengthField() throws {
        let (packets, _) = try JSONPacketEncoderTests.readPackets("pptp-gen.pcap")
        let index = try #require((0..<packets.count).first { index in
            guard let layers = try? Self.layers("pptp-gen.pcap", index).layers,
                  let pptp = layers.last, pptp["dialed_number_length"] as? Int == 3 else { return false }
            return true
        })
        let pptp = try #require(try Self.layers("pptp-gen.pcap", index).layers.last)
        #expect(pptp["dialed_number"] as? String == "555")
        #expect(pptp["dialing_number"] as? String == "55")
        #expect(pptp["subaddress"] as? String == "subsub")
    }

    // MARK: DVMRP and mtrace

    @Test func dvmrpAndMtraceLayers() throws {
        // igmp-dvmrp packet 8: a route report; its first mask is 255.0.0.0 with two origins.
        let (_, report) = try Self.layers("igmp-dvmrp.pcap", 7)
        let dvmrp = try #require(report.last)
        #expect(dvmrp["layer"] as? String == "dvmrp")
        #expect(dvmrp["code_name"] as? String == "Report")
        let routes = try #require(dvmrp["routes"] as? [[String: Any]])
        #expect(routes.map { $0["origin"] as? String } == ["10.0.0.0", "198.0.0.0", "198.18.0.0", "198.18.80.0",
                                                         "198.18.81.0", "198.18.80.1"])
        #expect(routes[2]["mask"] as? String == "255.255.0.0")
        #expect(routes[4]["metric"] as? Int == 33)
        // Packet 12: neighbors2 with flags per interface.
        let (_, neighbors) = try Self.layers("igmp-dvmrp.pcap", 11)
        let interfaces = try #require(neighbors.last?["interfaces"] as? [[String: Any]])
        #expect(interfaces[1]["flags"] as? String == "0x42")
        #expect(interfaces[1]["neighbors"] as? [String] == ["198.18.81.2", "198.18.81.3"])
        // Packet 26: a neighbor count past the message is malformed, the interface kept.
        let (_, overCount) = try Self.layers("igmp-dvmrp.pcap", 25)
        #expect(overCount.last?["malformed"] as? String == "neighbor count past the message")
        #expect((overCount.last?["interfaces"] as? [Any])?.count == 1)
        // Packet 4: an mtrace response with its hop block.
        let (_, response) = try Self.layers("igmp-dvmrp.pcap", 3)
        let mtrace = try #require(response.last)
        #expect(mtrace["layer"] as? String == "mtrace")
        #expect(mtrace["query_id"] as? Int == 0xffffff)
        #expect((mtrace["hops"] as? [[String: Any]])?.last?["routing_protocol"] as? Int == 3)
    }

    // MARK: -T carp and -T cnfp

    @Test func carpAndNetFlowUnderPacketTypes() throws {
        // carp packet 2: a backup's advertisement; without -T the same bytes are VRRP.
        let (_, carp) = try Self.layers("carp.pcap", 1, packetType: .carp)
        let advertisement = try #require(carp.last)
        #expect(advertisement["layer"] as? String == "carp")
        #expect(advertisement["vhid"] as? Int == 1)
        #expect(advertisement["advskew"] as? Int == 100)
        #expect(advertisement["advbase"] as? Int == 2)
        #expect(advertisement["counter"] as? Int == 2)
        #expect(advertisement["checksum_valid"] as? Bool == true)
        #expect(try Self.layers("carp.pcap", 1).layers.last?["layer"] as? String == "vrrp")
        // Packet 8: a bad checksum.
        #expect(try Self.layers("carp.pcap", 7, packetType: .carp).layers.last?["checksum_valid"] as? Bool == false)
        // cnfp packet 5: a v5 export; the first record is whole, as tcpdump reads it.
        let (_, flow) = try Self.layers("cnfp.pcap", 4, packetType: .cnfp)
        let cnfp = try #require(flow.last)
        #expect(cnfp["layer"] as? String == "cnfp")
        #expect(cnfp["version"] as? Int == 5)
        #expect(cnfp["count"] as? Int == 6)
        #expect(cnfp["sequence"] as? Int == 4242)
        let records = try #require(cnfp["records"] as? [[String: Any]])
        #expect(records.first?["source"] as? String == "198.18.90.10")
        #expect(records.first?["source_as"] as? Int == 64500)
        #expect(records.first?["tcp_flags"] as? String == "0x1b")
        // Without -T the datagram is plain UDP.
        #expect(try Self.layers("cnfp.pcap", 4).layers.last?["layer"] as? String == "udp")
    }

    // MARK: AFS over RX

    @Test func afsCallAndAckFields() throws {
        // Packet 1: a file server fetch-data call; the header and the call's opcode.
        let (_, call) = try Self.layers("afs-rx-gen.pcap", 0)
        let rx = try #require(call.last)
        #expect(rx["layer"] as? String == "rx")
        #expect(rx["type"] as? Int == 1)
        #expect(rx["type_name"] as? String == "data")
        #expect(rx["flags"] as? String == "0x07")
        #expect(rx["service_id"] as? Int == 1)
        #expect(rx["service"] as? String == "fs")
        #expect(rx["direction"] as? String == "call")
        #expect(rx["opcode"] as? Int == 130)
        #expect(rx["opcode_name"] as? String == "fetch-data")
        // A reply seen alone has no call in the table: only its header.
        let (_, lone) = try Self.layers("afs-rx-gen.pcap", 1)
        #expect(lone.last?["direction"] == nil)
        // Packet 163: an ack listing 9 packets from 1.
        let (_, ack) = try Self.layers("afs-rx-gen.pcap", 162)
        let body = try #require(ack.last)
        #expect(body["type_name"] as? String == "ack")
        #expect(body["first"] as? Int == 1)
        #expect(body["reason"] as? Int == 1)
        #expect(body["ack_count"] as? Int == 9)
    }

    // MARK: -T zmtp1, M3UA, -T rpc

    @Test func zmtpFramesUnderPacketType() throws {
        // Packet 3: two 8-bit frames, the first with MORE.
        let (_, layers) = try Self.layers("zmtp1-gen.pcap", 2, packetType: .zmtp1)
        let zmtp = try #require(layers.last)
        #expect(zmtp["layer"] as? String == "zmtp1")
        let frames = try #require(zmtp["frames"] as? [[String: Any]])
        #expect(frames.count == 2)
        #expect(frames.first?["length"] as? Int == 9)
        #expect(frames.first?["more"] as? Bool == true)
        #expect(frames.first?["body"] as? String == "6964656e74697479")
        #expect(frames.last?["more"] as? Bool == false)
        // Packet 6: a 64-bit length.
        let (_, long) = try Self.layers("zmtp1-gen.pcap", 5, packetType: .zmtp1)
        let frame = try #require((long.last?["frames"] as? [[String: Any]])?.first)
        #expect(frame["long_length"] as? Bool == true)
        #expect(frame["length"] as? Int == 201)
        // Without -T the segment is plain TCP.
        #expect(try Self.layers("zmtp1-gen.pcap", 2).layers.last?["layer"] as? String == "tcp")
    }

    @Test func m3uaMessageFields() throws {
        // Packet 5: an ASP Active with traffic mode, routing context and correlation id.
        let (_, layers) = try Self.layers("m3ua-gen.pcap", 4)
        let sctp = try #require(layers.last)
        #expect(sctp["layer"] as? String == "sctp")
        let chunk = try #require((sctp["chunks"] as? [[String: Any]])?.first)
        let m3ua = try #require(chunk["m3ua"] as? [String: Any])
        #expect(m3ua["class"] as? Int == 4)
        #expect(m3ua["type"] as? Int == 1)
        let parameters = try #require(m3ua["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["tag"] as? String } == ["0x000b", "0x0006", "0x0013"])
        #expect(parameters.first?["length"] as? Int == 8)
        // Packet 4: three M3UA messages, one per DATA chunk.
        let (_, three) = try Self.layers("m3ua-gen.pcap", 3)
        let chunks = try #require(three.last?["chunks"] as? [[String: Any]])
        #expect(chunks.compactMap { ($0["m3ua"] as? [String: Any])?["type"] as? Int } == [2, 5, 9])
    }

    @Test func forcesMessageFields() throws {
        // Packet 6: an Association Setup on the medium-priority port, one LFBselect with a report.
        let (_, layers) = try Self.layers("forces-gen.pcap", 5)
        let chunk = try #require((layers.last?["chunks"] as? [[String: Any]])?.first)
        let forces = try #require(chunk["forces"] as? [String: Any])
        #expect(forces["type"] as? String == "0x01")
        #expect(forces["type_name"] as? String == "Association Setup")
        #expect(forces["length"] as? Int == 64)
        #expect(forces["source_id"] as? String == "0x40000001")
        #expect(forces["ack"] as? Int == 1)
        let tlv = try #require((forces["tlvs"] as? [[String: Any]])?.first)
        #expect(tlv["type"] as? String == "0x1000")
        #expect(tlv["lfb_class"] as? Int == 1)
        #expect((tlv["operations"] as? [[String: Any]])?.map { $0["type"] as? String } == ["0x000b"])
        // Packet 12: an illegal association result code: tcpdump dumps the message, JSON says why.
        let (_, failed) = try Self.layers("forces-gen.pcap", 11)
        let bad = try #require((failed.last?["chunks"] as? [[String: Any]])?.first?["forces"] as? [String: Any])
        #expect(bad["malformed"] as? String == "TLV walk failed")
        // Packet 70: M3UA's PPID on a ForCES port is ForCES, as tcpdump decides.
        let (_, port) = try Self.layers("forces-gen.pcap", 69)
        let chunk70 = try #require((port.last?["chunks"] as? [[String: Any]])?.first)
        #expect(chunk70["m3ua"] == nil)
        #expect((chunk70["forces"] as? [String: Any])?["type_name"] as? String == "HeartBeat")
    }

    @Test func portmapperCallUnderPacketType() throws {
        // portmap-gen packet 4: GETPORT for mountd v3.
        let (_, layers) = try Self.layers("portmap-gen.pcap", 3, packetType: .rpc)
        let call = try #require(layers.last)
        #expect(call["layer"] as? String == "sunrpc")
        #expect(call["xid"] as? String == "0x00001003")
        #expect(call["procedure"] as? Int == 3)
        #expect(call["procedure_name"] as? String == "getport")
        #expect(call["program"] as? Int == 100005)
        #expect(call["version"] as? Int == 3)
        // Packet 2: a reply, the NFS layer's.
        let (_, reply) = try Self.layers("portmap-gen.pcap", 1, packetType: .rpc)
        #expect(reply.last?["layer"] as? String == "nfs")
        #expect(reply.last?["message_type"] as? String == "reply")
        // Without -T, UDP 111 is plain UDP.
        #expect(try Self.layers("portmap-gen.pcap", 3).layers.last?["layer"] as? String == "udp")
    }
}

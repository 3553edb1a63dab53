import Foundation
@testable import SwiftNetDissect
import SwiftNetPcap
import Testing

/// The text and the JSON come from one walk: every protocol the text line names has its layer in
/// the packet's JSON (issue 10), and the field registry behind `--list-fields` is consistent.
@Suite struct OneWalkCoverageTests {
    /// What tcpdump prints for a protocol (at -v, where every printer names itself) and the JSON
    /// layer that must then be there. Checked in this order; a packet may name several.
    static let textMarkers: [(text: String, layer: String)] = [
        (", win ", "tcp"), ("ICMP6, ", "icmpv6"), (": ICMP ", "icmp"), ("igmp ", "igmp"), ("GREv", "gre"),
        ("VXLAN, ", "vxlan"), ("VXLAN-GPE", "vxlan_gpe"), ("NSH, ", "nsh"), ("Geneve", "geneve"),
        ("OTV, ", "otv"), (" l2tp:", "l2tp"), ("IPComp(", "ipcomp"), ("NTPv", "ntp"), ("SYSLOG", "syslog"),
        ("BOOTP/DHCP", "dhcp"), ("RIPv", "rip"), ("VRRPv", "vrrp"), (", Authentication Type: ", "ospf"),
        ("\tLLS Checksum 0x", "ospfv3"), ("sctp", "sctp"), ("ESP(spi", "esp"), ("AH(", "ah"), ("MPLS (label", "mpls"),
        ("LLDP", "lldp"), ("STP 802.1", "stp"), ("ARP, ", "arp"), ("IP6 ", "ipv6"), ("IP (tos ", "ipv4"),
        ("UDP, length", "udp"), (": HTTP", "http"), (": FTP", "ftp"), (": SMTP", "smtp"), (": RTSP", "rtsp"),
        (": SIP", "sip"),
        ("PPPoE ", "pppoe"), ("LCP, ", "lcp"), ("IPCP, ", "ipcp"), ("IP6CP, ", "ipv6cp"), ("PAP, ", "pap"),
        ("CHAP, Challenge", "chap"), ("CHAP, Response", "chap"),
        ("LACPv", "slow"), ("MARKERv", "slow"), ("OAM, length", "slow"),
        ("EAP packet (", "eapol"), ("EAPOL ", "eapol"), (", Request (1), id ", "eap"), (", Response (2), id ", "eap"),
        ("PTPv", "ptp"), ("UDLDv", "udld"), ("DTPv", "dtp"), ("AoE length", "aoe"), ("HSRPv", "hsrp"),
        ("IPX c0a80001.", "ipx"), ("lev-1-routing src", "decnet"), ("router-hello l", "decnet"), ("GeoNet src:", "geonet"), ("CALM FAST src:", "calm_fast"),
    ]

    /// Text that contains a marker without naming its protocol: IS-IS's TLV 237 is called
    /// "Multi-Topology IP6 Reachability".
    static let notMarkers: [(text: String, within: String)] = [("IP6 ", "-Topology IP6 Reachability")]

    /// Whether `line` holds `marker` other than inside one of the `notMarkers` phrases.
    static func names(_ line: String, _ marker: String) -> Bool {
        var rest = line
        for (text, within) in notMarkers where text == marker {
            rest = rest.replacingOccurrences(of: within, with: "")
        }
        return rest.contains(marker)
    }

    static func layerNames(_ object: [String: Any]) -> Set<String> {
        var names = Set<String>()
        func walk(_ layers: [[String: Any]]) {
            for layer in layers {
                if let name = layer["layer"] as? String { names.insert(name) }
                if let quoted = layer["quoted"] as? [[String: Any]] { walk(quoted) }
            }
        }
        walk(object["layers"] as? [[String: Any]] ?? [])
        return names
    }

    @Test(arguments: JSONPacketEncoderTests.fixturePcaps())
    func everyProtocolInTheTextHasItsJSONLayer(_ name: String) throws {
        let (packets, precision) = try JSONPacketEncoderTests.readPackets(name)
        var printer = PacketPrinter(options: DissectOptions(verbosity: 1, precision: precision))
        var encoder = JSONPacketEncoder(precision: precision)
        let emptyKey = Array("\"\":".utf8)
        for (index, packet) in packets.enumerated() {
            var text: [UInt8] = []
            printer.print(packet, into: &text)
            var json: [UInt8] = []
            encoder.encode(packet, number: index + 1, into: &json)
            let line = String(decoding: text, as: UTF8.self)
            let object = try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any] ?? [:]
            let layers = Self.layerNames(object)
            // A list item written after its list was closed (by a malformed verdict) came out as a
            // member named "" before the JSON sink learnt to drop it.
            #expect(!json.contains(emptyKey), "\(name) packet \(index + 1): a JSON member with an empty key")
            for marker in Self.textMarkers where Self.names(line, marker.text) {
                #expect(layers.contains(marker.layer),
                        "\(name) packet \(index + 1): text names \(marker.layer) but JSON has \(layers.sorted()): \(line)")
            }
        }
    }

    @Test func registryNamesAreUniqueAndWellFormed() {
        var filters = Set<String>()
        var layers = Set<String>()
        for field in FieldRegistry.all {
            let filter = field.filter.description
            #expect(!filter.isEmpty && !field.key.description.isEmpty, "\(filter)")
            #expect(filter.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }, "\(filter)")
            if field.type == .layer {
                #expect(layers.insert(field.key.description).inserted, "layer \(field.key) registered twice")
            } else {
                // A filter name may serve a list and its elements, never two unrelated fields.
                filters.insert(filter + "/" + field.key.description)
            }
        }
        #expect(layers.isSuperset(of: ["ethernet", "ipv4", "ipv6", "tcp", "udp"]))
    }

    /// Every layer the README's JSON schema table lists is registered, and every registered layer
    /// is in the table: the table is checked against `--list-fields`.
    @Test func readmeSchemaTableMatchesTheRegistry() throws {
        let readme = try String(contentsOf: DNSFixtures.root.deletingLastPathComponent().appendingPathComponent("README.md"),
                                encoding: .utf8)
        guard let start = readme.range(of: "| layer | fields |") else {
            Issue.record("README has no JSON layer table")
            return
        }
        var documented = Set<String>()
        for line in readme[start.upperBound...].split(separator: "\n").dropFirst() {
            guard line.hasPrefix("|") else { break }
            let cell = line.split(separator: "|").first ?? ""
            for match in cell.split(separator: "`").enumerated() where match.offset % 2 == 1 {
                documented.insert(String(match.element))
            }
        }
        let registered = Set(FieldRegistry.all.filter { $0.type == .layer }.map { $0.key.description })
        #expect(registered.subtracting(documented).isEmpty, "registered but not in README: \(registered.subtracting(documented).sorted())")
    }

    /// Every field key of every registered protocol appears (in backticks) in the README table
    /// row of one of that protocol's layers, so the schema documents each key `--list-fields`
    /// prints.
    @Test func readmeSchemaTableListsEveryRegisteredKey() throws {
        let readme = try String(contentsOf: DNSFixtures.root.deletingLastPathComponent().appendingPathComponent("README.md"),
                                encoding: .utf8)
        guard let start = readme.range(of: "| layer | fields |") else {
            Issue.record("README has no JSON layer table")
            return
        }
        // Layer name -> the words in backticks in its row's fields cell.
        var rows: [String: Set<String>] = [:]
        for line in readme[start.upperBound...].split(separator: "\n").dropFirst() {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count >= 3 else { continue }
            func quoted(_ cell: Substring) -> [String] {
                cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            }
            let words = Set(quoted(cells[2]).flatMap { $0.split(separator: "/").map(String.init) })
            for layer in quoted(cells[1]) { rows[layer, default: []].formUnion(words) }
        }
        // Descriptors of list elements: JSON writes the elements without a key, so the README
        // names the list instead (`addresses`, `flag_names`, `sack_blocks`, `sources`, `strings`, `lines`).
        let elements: Set<String> = [
            "ip.opt.addr/address", "ipv6.routing.addr/address", "tcp.flags.str/flag", "tcp.options.sack.block/block",
            "tcp.options.sack_le/edge", "sctp.sack_gap_block/block", "sctp.sack_gap_block_tsn/edge",
            "icmpv6.mld.source_address/source", "igmp.saddr/source", "dhcp.option.address/address",
            "vrrp.ip_addr/address", "vrrp.ipv6_addr/address", "dns.txt.string/string", "http.line/line", "ftp.line/line", "smtp.line/line",
            "rtsp.line/line", "sip.line/line", "whois.line/line", "ospf.hello.active_neighbor/neighbor",
            "ospfv3.hello.active_neighbor/neighbor", "ospf.lsa.network.attachrtr/router",
            "bgp.update.path_attribute.community/community", "bgp.update.path_attribute.cluster_id/cluster_id",
            "bgp.ext_com.value/extended_community", "bgp.large_communities.value/large_community",
            "tftp.option.value/option", "cdp.address/address", "cdp.address6/address", "nsh.context.value/context",
            "isis.area_address/area_address",
        ]
        func name(_ field: FieldDescriptor) -> String { "\(field.filter)/\(field.key)" }
        let registered = Set(FieldRegistry.all.map(name))
        #expect(elements.isSubset(of: registered), "not registered: \(elements.subtracting(registered).sorted())")
        var missing: [String] = []
        for table in FieldRegistry.protocols {
            let fields = table.all
            let layers = fields.filter { $0.type == .layer }.map { $0.key.description }
            let documented = layers.reduce(into: Set<String>()) { $0.formUnion(rows[$1] ?? []) }
            for field in fields where field.type != .layer && !field.key.description.isEmpty
                && !elements.contains(name(field)) && !documented.contains(field.key.description) {
                missing.append("\(layers.first ?? "?").\(field.key) (\(field.filter))")
            }
        }
        #expect(missing.isEmpty, "registered keys the README table does not list: \(missing)")
    }
}

import Foundation
import Testing
@testable import SwiftNetDissect

/// DCCP, the IPv6 mobility header and PGM: NDJSON golden files for their fixtures and field-level
/// checks of the JSON layers. Their text is covered by the goldens in Fixtures/TESTLIST, every
/// prefix by TruncationTests.
@Suite struct ProtocolCoverageTun5Tests {
    /// Golden files Fixtures/expected/json-NAME.ndjson; regenerate with
    /// UPDATE_JSON_GOLDEN=1 swift test --filter ProtocolCoverageTun5Tests, then review the diff.
    static let goldenCases = ["dccp.pcap", "mobility.pcap", "pgm.pcap"]

    @Test(arguments: goldenCases)
    func jsonMatchesGolden(pcap: String) throws {
        let (output, packetCount) = try JSONPacketEncoderTests.checkGolden(pcap)
        #expect(try JSONPacketEncoderTests.parseLines(output).count == packetCount)
    }

    // MARK: DCCP

    @Test func dccpRequestWithOptions() throws {
        let (_, layers) = try ProtocolCoverageTests.layers("dccp.pcap", 0)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv4", "dccp"])
        let dccp = layers[2]
        #expect(dccp["source_port"] as? Int == 40001 && dccp["destination_port"] as? Int == 5001)
        #expect(dccp["type_name"] as? String == "DCCP-Request")
        #expect(dccp["extended_sequence"] as? Bool == true)
        #expect(dccp["seq"] as? Int == 0x1a2b3c4d5e)
        #expect(dccp["service_code"] as? Int == 0x50455246)
        #expect(dccp["checksum_valid"] as? Bool == true)
        let options = try #require(dccp["options"] as? [[String: Any]])
        #expect(options.first?["name"] as? String == "change_l")
        #expect(options.first?["feature_name"] as? String == "ccid")
        #expect(options[5]["name"] as? String == "timestamp" && options[5]["value"] as? Int == 1000)
        #expect(options.last?["name"] as? String == "nop")
    }

    @Test func dccpShortSequenceCoverageAndBadChecksum() throws {
        // IPv6, 24-bit sequence numbers, CsCov 1 (only the header is summed).
        let (_, covered) = try ProtocolCoverageTests.layers("dccp.pcap", 16)
        let dccp = try #require(covered.last)
        #expect(dccp["extended_sequence"] as? Bool == false && dccp["seq"] as? Int == 0x123459)
        #expect(dccp["checksum_coverage"] as? Int == 1 && dccp["checksum_valid"] as? Bool == true)
        let (_, bad) = try ProtocolCoverageTests.layers("dccp.pcap", 17)
        #expect(bad.last?["checksum_valid"] as? Bool == false)
    }

    @Test func dccpResetCodesAndShortDatagrams() throws {
        let (_, reset) = try ProtocolCoverageTests.layers("dccp.pcap", 27)
        #expect(reset.last?["reset_code"] as? Int == 9 && reset.last?["reset_name"] as? String == "too_busy")
        let (_, past) = try ProtocolCoverageTests.layers("dccp.pcap", 31)
        #expect(past.last?["reset_name"] as? String == "invalid")
        // An Ack over 24-bit sequence numbers: tcpdump wants 8 bytes of acknowledgement anyway.
        let (_, short) = try ProtocolCoverageTests.layers("dccp.pcap", 13)
        #expect(short.last?["malformed"] != nil)
    }

    // MARK: IPv6 mobility header

    @Test func mobilityBindingUpdateWithOptions() throws {
        let (_, layers) = try ProtocolCoverageTests.layers("mobility.pcap", 12)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv6", "mobility"])
        let mobility = layers[2]
        #expect(mobility["type_name"] as? String == "BU" && mobility["seq"] as? Int == 7)
        #expect(mobility["acknowledge"] as? Bool == true && mobility["home_registration"] as? Bool == false)
        #expect(mobility["lifetime"] as? Int == 240)
        let options = try #require(mobility["options"] as? [[String: Any]])
        #expect(options.map { $0["name"] as? String }.prefix(4) == ["pad1", "padn", "nonce_indices", "auth"])
        #expect(options[2]["home_nonce_index"] as? Int == 0x1234 && options[2]["care_of_nonce_index"] as? Int == 0xbeef)
    }

    @Test func mobilityAcknowledgementErrorAndShortHeader() throws {
        let (_, ack) = try ProtocolCoverageTests.layers("mobility.pcap", 13)
        #expect(ack.last?["key_management"] as? Bool == true && ack.last?["lifetime"] as? Int == 3600)
        let refresh = try #require((ack.last?["options"] as? [[String: Any]])?.dropFirst().first)
        #expect(refresh["refresh_interval"] as? Int == 1200)
        let (_, error) = try ProtocolCoverageTests.layers("mobility.pcap", 17)
        #expect(error.last?["home_address"] as? String == "2001:db8:135::10" && error.last?["status"] as? Int == 1)
        let (_, short) = try ProtocolCoverageTests.layers("mobility.pcap", 29)
        #expect(short.last?["malformed"] != nil)
        // Behind a destination options header, and the old next-header number.
        let (_, behind) = try ProtocolCoverageTests.layers("mobility.pcap", 36)
        #expect(behind.last?["layer"] as? String == "mobility" && behind.last?["type_name"] as? String == "BU")
        let (_, old) = try ProtocolCoverageTests.layers("mobility.pcap", 35)
        #expect(old.last?["layer"] as? String == "mobility")
    }

    // MARK: PGM

    @Test func pgmSourcePathMessageAndPoll() throws {
        let (_, layers) = try ProtocolCoverageTests.layers("pgm.pcap", 0)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv4", "pgm"])
        let spm = layers[2]
        #expect(spm["type_name"] as? String == "SPM" && spm["gsi"] as? String == "0a0b0c0d0e0f")
        #expect(spm["seq"] as? Int == 1000 && spm["trail"] as? Int == 900 && spm["nla"] as? String == "198.18.113.1")
        let (_, poll) = try ProtocolCoverageTests.layers("pgm.pcap", 3)
        #expect(poll.last?["nla_ipv6"] as? String == "2001:db8:113::1" && poll.last?["round"] as? Int == 4)
    }

    @Test func pgmNakAndOptions() throws {
        // tcpdump reads the group's family from the group address: 0.1.2.3 decodes, a real group does not.
        let (_, nak) = try ProtocolCoverageTests.layers("pgm.pcap", 8)
        #expect(nak.last?["source"] as? String == "198.18.113.1" && nak.last?["group"] as? String == "0.1.2.3")
        let (_, list) = try ProtocolCoverageTests.layers("pgm.pcap", 19)
        let options = try #require(list.last?["options"] as? [[String: Any]])
        #expect(options.first?["name"] as? String == "nak_list" && options.first?["end"] as? Bool == true)
        #expect(options.first?["sequences"] as? [Int] == [10, 11, 12])
        let (_, bad) = try ProtocolCoverageTests.layers("pgm.pcap", 44)
        #expect(bad.last?["malformed"] != nil)
    }
}

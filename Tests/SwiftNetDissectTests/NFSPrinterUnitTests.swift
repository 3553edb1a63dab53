import Foundation
import Testing
@testable import SwiftNetDissect

/// NFS's cross-packet state: the call table that lets a reply be decoded (tcpdump's xid_map),
/// in the text and in JSON, and its bound under hostile input.
@Suite struct NFSPrinterUnitTests {
    private static func key(_ value: UInt64) -> (UInt64, UInt64) { (0, value) }

    @Test func callTableMatchesAReplyOnlyFromTheServerToTheClient() {
        var table = NFSCallTable()
        table.record(xid: 7, ipVersion: 4, client: Self.key(1), server: Self.key(2), procedure: 3, version: 3)
        #expect(table.find(xid: 7, ipVersion: 4, source: Self.key(2), destination: Self.key(1))?.procedure == 3)
        // The reverse direction, another xid, or another IP version is not the call's reply.
        #expect(table.find(xid: 7, ipVersion: 4, source: Self.key(1), destination: Self.key(2)) == nil)
        #expect(table.find(xid: 8, ipVersion: 4, source: Self.key(2), destination: Self.key(1)) == nil)
        #expect(table.find(xid: 7, ipVersion: 6, source: Self.key(2), destination: Self.key(1)) == nil)
    }

    /// A flood of calls never grows the table past 64 entries: the oldest are overwritten.
    @Test func callTableIsARingOf64() {
        var table = NFSCallTable()
        for xid in 0..<UInt32(10_000) {
            table.record(xid: xid, ipVersion: 4, client: Self.key(1), server: Self.key(2), procedure: xid % 22,
                         version: 3)
        }
        #expect(table.find(xid: 9_999, ipVersion: 4, source: Self.key(2), destination: Self.key(1)) != nil)
        #expect(table.find(xid: 9_936, ipVersion: 4, source: Self.key(2), destination: Self.key(1)) != nil)
        #expect(table.find(xid: 9_935, ipVersion: 4, source: Self.key(2), destination: Self.key(1)) == nil)
        #expect(NFSCallTable.size == 64)
    }

    /// The JSON encoder keeps the table across packets as the text printer does: a LOOKUP reply
    /// of the lab capture carries its procedure and the handle it returns.
    @Test func jsonReplyIsDecodedFromItsCall() throws {
        let (packets, precision) = try JSONPacketEncoderTests.readPackets("nfs-lab.pcap")
        let lines = try JSONPacketEncoderTests.parseLines(JSONPacketEncoderTests.encode(packets, precision: precision))
        let nfs = lines.compactMap { ($0["layers"] as? [[String: Any]])?.last }.filter { $0["layer"] as? String == "nfs" }
        let lookupReply = try #require(nfs.first {
            $0["message_type"] as? String == "reply" && $0["procedure_name"] as? String == "lookup"
                && $0["file_handle"] != nil
        })
        #expect(lookupReply["matched_call"] as? Bool == true)
        #expect(lookupReply["reply_status"] as? String == "accepted")
        #expect(lookupReply["status"] as? Int == 0)
        let lookupCall = try #require(nfs.first { $0["procedure_name"] as? String == "lookup" })
        #expect(lookupCall["message_type"] as? String == "call")
        #expect(lookupCall["program"] as? Int == 100_003)
        #expect(lookupCall["version"] as? Int == 3)
        #expect(lookupCall["name"] as? String == "hello.txt")
        // A reply alone (its own encoder, no call seen) is only its RPC status.
        var fresh = JSONPacketEncoder(precision: precision)
        var output: [UInt8] = []
        let replyIndex = try #require(lines.firstIndex {
            (($0["layers"] as? [[String: Any]])?.last?["procedure_name"] as? String) == "lookup"
                && (($0["layers"] as? [[String: Any]])?.last?["message_type"] as? String) == "reply"
        })
        fresh.encode(packets[replyIndex], number: 1, into: &output)
        let alone = try #require(try JSONPacketEncoderTests.parseLines(output).first?["layers"] as? [[String: Any]])
        #expect(alone.last?["matched_call"] as? Bool == false)
        #expect(alone.last?["procedure_name"] == nil)
    }
}

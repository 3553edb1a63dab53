import Foundation
import Testing

/// The scanning host's own address inside a swept block (root only): reported up with nmap's
/// reason `localhost-response` in blocks of any size, IPv4 and IPv6, beside the lab host.
@Suite(.serialized, .enabled(if: ScanCLI.isRoot)) struct ScanOwnAddressLiveTests {
    /// Host -> reason from `--json` output.
    static func reasons(_ json: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in json.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == "host", let host = object["host"] as? String,
                  let reason = object["reason"] as? String else { continue }
            result[host] = reason
        }
        return result
    }

    @Test func ownAddressIsReportedInEveryBlockSize() throws {
        let lab = try #require(ScanLab("scown"))
        defer { lab.down() }
        let ours = lab.v4(1), ours6 = "2001:db8:\(lab.subnet)::1", host6 = lab.host6
        for (block, own, host) in [(lab.v4(0) + "/28", ours, lab.host), (lab.v4(0) + "/27", ours, lab.host),
                                   (lab.v4(0) + "/24", ours, lab.host), ("2001:db8:\(lab.subnet)::/123", ours6, host6),
                                   ("2001:db8:\(lab.subnet)::/120", ours6, host6)] {
            let result = ScanCLI.swiftnet(["scan", "-sn", "--json", block])
            #expect(result.status == 0, "\(block): \(result.stderr)")
            let reasons = Self.reasons(result.stdout)
            #expect(reasons[own] == "localhost-response", "\(block): \(reasons)")
            #expect(reasons[host] != nil, "\(block): \(reasons)")
            #expect(reasons.count == 2, "\(block): \(reasons)")
        }
        // The normal report says it as nmap does, and a port scan of the block covers our address.
        let normal = ScanCLI.swiftnet(["scan", "-sn", "--reason", lab.v4(0) + "/27"])
        #expect(normal.stdout.contains("swiftnet scan report for \(ours)\nHost is up, received localhost-response"), "\(normal.stdout)")
        let scan = ScanCLI.swiftnet(["scan", "-sS", "-p", "1", "--json", lab.v4(0) + "/27"])
        #expect(ScanCLI.portStates(scan.stdout, host: ours)["tcp/1"]?.state == "closed", "\(scan.stdout)")
    }
}

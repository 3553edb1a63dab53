import Foundation
import SwiftNetDissect
import SwiftNetPcap
import Testing

/// swiftnet's text for every Fixtures/TESTLIST case equals the committed tcpdump output.
@Suite struct GoldenTests {
    @Test func tableIsNotEmpty() {
        #expect(FixtureTable.cases.count > 100)
    }

    @Test(arguments: FixtureTable.cases)
    func matchesExpectedFile(_ testCase: FixtureTable.Case) throws {
        let expected = [UInt8](try Data(contentsOf: FixtureTable.root.appendingPathComponent(testCase.expected)))
        #expect(!expected.isEmpty, "\(testCase.name): empty expected file")
        let actual = try FixtureTable.render(testCase)
        #expect(actual == expected, "\(testCase.name): \(FixtureTable.firstDifference(expected, actual))")
    }
}

/// The same table against the tcpdump installed on this machine, run now (catches expected files
/// that went stale, and any tcpdump that prints differently).
@Suite struct DifferentialTests {
    @Test(.enabled(if: FixtureTable.tcpdump != nil), arguments: FixtureTable.cases)
    func matchesInstalledTCPDump(_ testCase: FixtureTable.Case) throws {
        let expected = try #require(try FixtureTable.tcpdumpOutput(testCase))
        let actual = try FixtureTable.render(testCase)
        #expect(actual == expected, "\(testCase.name): \(FixtureTable.firstDifference(expected, actual))")
    }
}

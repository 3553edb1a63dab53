import Testing
@testable import swiftnet

/// The probe commands' --json strings go through the shared escaper (SwiftNetWire's JSONString).
@Suite struct ProbeJSONStringTests {
    @Test func escapesLikeDecodeAndScan() {
        #expect(jsonString("a\"b\\c\n\u{7f}\u{85}é") == #""a\"b\\c\u000a\u007f\u0085é""#)
        #expect(jsonString("198.18.0.1") == #""198.18.0.1""#)
    }
}

import SwiftNetWire
import Testing
@testable import SwiftNetProbe

/// ping's -p, -M, -s data layout and late-reply window, offline: the echo requests are built
/// exactly as the live run builds them (`Pinger.echoRequest`) and checked byte for byte.
@Suite struct PingOptionsTests {
    let source = IPAddress("198.18.30.1")!
    let target = IPAddress("198.18.30.2")!
    /// Any time will do (the layout is checked against its own fields); SwiftNetPcap's Timestamp
    /// is not imported by this target, so the value comes from the probe clock.
    let time = ProbeClock.now()

    @Test func patternParsedAsIputilsSscanf() {
        #expect(PingPayload.pattern(from: "abc") == [0xab, 0x0c])
        #expect(PingPayload.pattern(from: "ff") == [0xff])
        #expect(PingPayload.pattern(from: "DeadBeef") == [0xde, 0xad, 0xbe, 0xef])
        // At most 16 bytes: the rest is ignored, as sscanf with 16 conversions does.
        #expect(PingPayload.pattern(from: String(repeating: "01", count: 17)) == [UInt8](repeating: 1, count: 16))
        #expect(PingPayload.pattern(from: "xyz") == nil)
        #expect(PingPayload.pattern(from: "0x12") == nil)
        #expect(PingPayload.pattern(from: "") == nil)
        #expect(PingPayload.patternLine([0xab, 0x0c]) == "PATTERN: 0xab0c")
        #expect(PingPayload.patternLine([0, 1, 0xff]) == "PATTERN: 0x0001ff")
    }

    @Test func dataLayoutAsIputils() {
        // Below 16 bytes there is no timestamp: 0, 1, 2... (or the pattern) from the first byte.
        #expect(PingPayload.make(size: 8, pattern: [], time: time) == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(PingPayload.make(size: 5, pattern: [0xab, 0x0c], time: time) == [0xab, 0x0c, 0xab, 0x0c, 0xab])
        #expect(PingPayload.make(size: 0, pattern: [1], time: time) == [])
        // From 16 bytes: a struct timeval (host order) over the first 16, then the fill continues
        // at its own offset (byte 16 holds 16, or pattern[16 % count]).
        var timeval: [UInt8] = []
        withUnsafeBytes(of: (time.seconds, Int64(time.nanoseconds / 1000))) { timeval = Array($0) }
        #expect(PingPayload.make(size: 20, pattern: [], time: time) == timeval + [16, 17, 18, 19])
        #expect(PingPayload.make(size: 19, pattern: [0xde, 0xad, 0xbe], time: time) == timeval + [0xad, 0xbe, 0xde])
    }

    @Test func echoRequestKnownAnswerWithPatternAndDontFragment() {
        var options = PingOptions()
        options.payloadSize = 8
        options.pattern = [0xde, 0xad, 0xbe, 0xef]
        options.identifier = 0x1234
        options.ttl = 9
        for (mode, flags) in [(PathMTUDiscovery.want, "4000"), (.do, "4000"), (.dont, "0000")] {
            options.pathMTUDiscovery = mode
            let packet = Pinger.echoRequest(options: options, source: source, destination: target, sequence: 3, time: time).build()
            let hex = packet.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            // IPv4: length 36, id 3 (the sequence), DF per -M, TTL 9, ICMP; echo id 0x1234 seq 3.
            #expect(hex.hasPrefix("450000240003" + flags + "0901"), "\(mode): \(hex)")
            #expect(hex.hasSuffix("c6121e01c6121e020800aa8d12340003deadbeefdeadbeef"), "\(mode): \(hex)")
            #expect(InternetChecksum.compute(packet, from: 0, to: 20) == 0)
            #expect(InternetChecksum.compute(packet, from: 20, to: packet.count) == 0)
        }
        // IPv6 has no DF: -M changes nothing in the packet.
        options.pathMTUDiscovery = .do
        let v6 = Pinger.echoRequest(options: options, source: IPAddress("2001:db8:30::1")!,
                                    destination: IPAddress("2001:db8:30::2")!, sequence: 3, time: time).build()
        #expect(v6.count == 40 + 8 + 8 && v6[0] >> 4 == 6 && v6[6] == 58 && Array(v6[48...]) == [0xde, 0xad, 0xbe, 0xef, 0xde, 0xad, 0xbe, 0xef])
    }

    @Test func lateWindowIsTheWaitTime() {
        var options = PingOptions()
        #expect(options.lateAfterMicroseconds == 10_000_000)    // iputils' default linger
        options.timeout = 0.1
        #expect(options.lateAfterMicroseconds == 100_000)
    }
}

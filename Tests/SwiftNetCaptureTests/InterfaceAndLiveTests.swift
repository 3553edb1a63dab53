import Foundation
import SwiftNetCapture
import SwiftNetPcap
import Testing

@Suite struct NetworkInterfaceTests {
    @Test func listsLoopbackWithFlagsAndAddress() throws {
        let all = try NetworkInterface.all()
        let lo = try #require(all.first { $0.name == "lo" })
        #expect(lo.isLoopback && lo.isUp)
        #expect(lo.addresses.contains { $0.description.hasPrefix("127.0.0.1") })
    }

    /// Others' labs may add or remove veths between the two listings, or bring them up, so lines are
    /// compared by interface name, for the names both listings hold (lo, any and eth0 at least),
    /// leaving out the veths scripts/lab.sh makes (`ID-h`, `ID-p`, `ID-q`, `ID-s`): tests running in
    /// parallel change their state at any moment.
    @Test(.enabled(if: hasTCPDump && isRoot)) func listingLinesMatchTCPDashD() throws {
        let reference = try run(tcpdumpPath!, ["-D"])
        var theirs: [String: String] = [:]
        for line in reference.stdout.split(separator: "\n") {
            guard let dot = line.firstIndex(of: ".") else { continue }
            let text = String(line[line.index(after: dot)...])
            theirs[String(text.prefix { $0 != " " })] = text
        }
        let ours = try NetworkInterface.all()
        var compared = 0
        for interface in ours where interface.name.wholeMatch(of: /[a-z0-9]{1,8}-[hpqs]/) == nil {
            guard let text = theirs[interface.name] else { continue }
            #expect(interface.listingLine == text)
            compared += 1
        }
        #expect(compared >= 2)
    }

    @Test func defaultIsFirstUpNonLoopback() {
        let interfaces = [
            NetworkInterface(name: "lo", flags: [.up, .running, .loopback]),
            NetworkInterface(name: "any", description: "Pseudo-device", flags: [.up, .running]),
            NetworkInterface(name: "eth1", flags: []),
            NetworkInterface(name: "eth0", flags: [.up, .running]),
        ]
        #expect(NetworkInterface.chooseDefault(interfaces)?.name == "eth0")
        #expect(NetworkInterface.chooseDefault(Array(interfaces.prefix(1)))?.name == "lo")
        #expect(NetworkInterface.chooseDefault([]) == nil)
    }
}

@Suite struct LiveCaptureTests {
    @Test func unknownInterfaceIsNamedWithTheAlternatives() {
        do {
            _ = try LiveCapture(interface: "nosuch0")
            Issue.record("opened a missing interface")
        } catch {
            guard case .noSuchInterface(let name, let available) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(name == "nosuch0")
            #expect(available.contains("lo"))
            #expect(error.description.hasPrefix("nosuch0: no such interface (available: "))
        }
    }

    /// Sends three UDP datagrams over loopback and reads back exactly the filtered ones.
    @Test(.enabled(if: isRoot)) func capturesFilteredLoopbackTraffic() throws {
        var options = CaptureOptions()
        options.immediateMode = true
        options.timestampPrecision = .nanoseconds
        options.readTimeoutMilliseconds = 100
        let capture = try LiveCapture(interface: "lo", options: options)
        #expect(capture.linkType == .ethernet)
        #expect(capture.timestampPrecision == .nanoseconds)
        #expect(capture.linkTypeDescription == "EN10MB (Ethernet)")
        let port = UInt16.random(in: 40000...60000)
        try capture.setFilter("udp and dst port \(port)")
        try sendUDP(to: port, payloads: ["one", "two", "three"])
        try sendUDP(to: port &+ 1, payloads: ["other"])
        var packets: [CapturedPacket] = []
        for _ in 0..<50 where packets.count < 3 {
            _ = try capture.dispatch { packets.append($0) }
        }
        #expect(packets.count == 3)
        #expect(packets.map { String(decoding: $0.data.suffix(from: 42), as: UTF8.self) } == ["one", "two", "three"])
        #expect(packets.allSatisfy { $0.originalLength == $0.data.count && $0.linkType == .ethernet })
        let stats = try capture.statistics()
        #expect(stats.received >= 3)
        #expect(stats.droppedByKernel == 0)
    }

    @Test(.enabled(if: isRoot)) func breakLoopStopsARead() throws {
        var options = CaptureOptions()
        options.readTimeoutMilliseconds = 5000
        let capture = try LiveCapture(interface: "lo", options: options)
        try capture.setFilter("udp port 9 and host 127.0.0.99")
        capture.breakLoop()
        #expect(try capture.dispatch { _ in } == nil)
    }
}

/// One datagram per payload from an ephemeral loopback port to 127.0.0.1:`port`.
func sendUDP(to port: UInt16, payloads: [String]) throws {
    let descriptor = socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
    for payload in payloads {
        let bytes = Array(payload.utf8)
        let sent = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                sendto(descriptor, bytes, bytes.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard sent == bytes.count else { throw POSIXError(.EIO) }
    }
}

/// pcap_inject on a lab veth (scripts/lab.sh up cinj: per-run name, free subnet N): a second handle
/// on the same interface sees the injected frame go out, byte for byte. The frame is addressed to
/// the lab host only.
@Suite(.enabled(if: isRoot)) struct InjectTests {
    @Test func injectedFrameIsSeenLeaving() throws {
        let lab = "\(packageRoot)/scripts/lab.sh"
        let owner = "LAB_OWNER=\(getpid())"
        let made = try run("/usr/bin/env", [owner, "bash", lab, "up", "cinj"])
        let words = made.stdout.split(whereSeparator: \.isWhitespace).map(String.init)
        try #require(made.status == 0 && words.count == 2, "\(made.stderr)")
        let id = words[0], subnet = try #require(UInt8(words[1]))
        defer { _ = try? run("/usr/bin/env", [owner, "bash", lab, "down", id]) }
        var options = CaptureOptions()
        options.immediateMode = true
        options.readTimeoutMilliseconds = 100
        let watcher = try LiveCapture(interface: "\(id)-h", options: options)
        try watcher.setFilter("udp dst port 7777 and dst host 198.18.\(subnet).2")
        let sender = try LiveCapture(interface: "\(id)-h", options: options)
        var frame = ethernetIPv4(protocolNumber: 17, sourcePort: 40000, destinationPort: 7777, payload: 4)
        // 198.18.N.1 -> 198.18.N.2, broadcast destination MAC: it can only reach the lab host.
        frame.replaceSubrange(0..<6, with: [0xff, 0xff, 0xff, 0xff, 0xff, 0xff])
        frame.replaceSubrange(26..<34, with: [198, 18, subnet, 1, 198, 18, subnet, 2])
        #expect(try sender.inject(frame) == frame.count)
        var seen: [CapturedPacket] = []
        for _ in 0..<30 where seen.isEmpty {
            _ = try watcher.dispatch { seen.append($0) }
        }
        #expect(seen.count == 1)
        #expect(seen.first?.data == frame)
    }
}

let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

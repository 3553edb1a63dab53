import Testing
import SwiftNetWire
@testable import SwiftNetProbe

@Suite struct ScanPortSpecTests {
    @Test func listsAndRanges() throws {
        let spec = try PortSpec(parsing: "22,80,1000-1003")
        #expect(spec.ports(for: .tcp) == [22, 80, 1000, 1001, 1002, 1003])
        #expect(spec.ports(for: .udp) == [22, 80, 1000, 1001, 1002, 1003])
    }

    @Test func portsComeOutSortedWithoutDuplicates() throws {
        let spec = try PortSpec(parsing: "80,22,80,1-3")
        #expect(spec.ports(for: .tcp) == [1, 2, 3, 22, 80])
        let all = try PortSpec(parsing: "-")
        #expect(all.ports(for: .tcp) == (1...65535).map { UInt16($0) })
        // Prefixed and unprefixed items merge per protocol, sorted, each port once.
        let mixed = try PortSpec(parsing: "443,T:80,443,22,U:53,0")
        #expect(mixed.ports(for: .tcp) == [22, 80, 443])
        #expect(mixed.ports(for: .udp) == [0, 53, 443])
        #expect(ScanProtocol.tcp < .udp && !(ScanProtocol.udp < .tcp) && !(ScanProtocol.tcp < .tcp))
        #expect([ScanPort(.udp, 1), ScanPort(.tcp, 9), ScanPort(.tcp, 2)].sorted() == [ScanPort(.tcp, 2), ScanPort(.tcp, 9), ScanPort(.udp, 1)])
    }

    @Test func openEndedRanges() throws {
        #expect(try PortSpec(parsing: "-3").any == [1, 2, 3])
        #expect(try PortSpec(parsing: "65533-").any == [65533, 65534, 65535])
        #expect(try PortSpec(parsing: "-").any.count == 65535)
        #expect(try PortSpec(parsing: "0").any == [0])
    }

    @Test func protocolPrefixesCarryForward() throws {
        let spec = try PortSpec(parsing: "T:80,443,U:53,161,T:22")
        #expect(spec.tcp == [22, 80, 443])
        #expect(spec.udp == [53, 161])
        #expect(spec.any.isEmpty)
        let mixed = try PortSpec(parsing: "7,T:80,U:53")
        #expect(mixed.ports(for: .tcp) == [7, 80])
        #expect(mixed.ports(for: .udp) == [7, 53])
    }

    @Test func duplicatesCollapse() throws {
        #expect(try PortSpec(parsing: "80,80,79-81").any == [79, 80, 81])
    }

    @Test(arguments: ["", "80,", ",80", "65536", "100-50", "abc-def", "S:80", "1-2-3", "8o", "123456"])
    func rejectsBadSpecs(_ text: String) {
        #expect(throws: PortSpecError.self) { try PortSpec(parsing: text) }
    }

    @Test func serviceNames() throws {
        let table = ServiceTable(etcServices: "ssh\t\t22/tcp\nhttp\t\t80/tcp\t\twww\ndomain\t\t53/udp\n")
        #expect(try PortSpec(parsing: "ssh,http", services: table).any == [22, 80])
        #expect(try PortSpec(parsing: "U:domain", services: table).udp == [53])
        #expect(throws: PortSpecError.self) { try PortSpec(parsing: "nosuchservice", services: table) }
    }
}

@Suite struct ScanServiceTableTests {
    static let sample = """
    # comment
    tcpmux\t1/tcp\t0.001995\t# TCP Port Service Multiplexer
    ssh\t22/tcp\t0.182286
    http\t80/tcp\t0.484143
    https\t443/tcp\t0.208669
    domain\t53/udp\t0.213496
    ntp\t123/udp\t0.330879
    broken line
    """

    @Test func ranksByFrequency() {
        let table = ServiceTable(nmapServices: Self.sample)
        #expect(table.topPorts(2, protocol: .tcp) == [80, 443])
        #expect(table.topPorts(3, protocol: .tcp) == [22, 80, 443])
        #expect(table.topPorts(1, protocol: .udp) == [123])
        #expect(table.name(for: ScanPort(.tcp, 22)) == "ssh")
        #expect(table.name(for: ScanPort(.tcp, 23)) == nil)
    }

    @Test func namesAndRankingFromTheBytes() {
        // Duplicates: the first name wins for names and lookups by name; the ranking counts every
        // line, equal frequencies in port order; odd frequency spellings read as numbers or 0.
        let table = ServiceTable(nmapServices: """
        a\t5/tcp\t0.5
        b\t5/tcp\t0.9
        c\t7/tcp\t5e-1
        d\t3/tcp\t0.5000001
        e\t9/tcp\tjunk
        f\t4/tcp\t0.5
        a\t6/udp
        """)
        #expect(table.name(for: ScanPort(.tcp, 5)) == "a")
        #expect(table.name(for: ScanPort(.udp, 6)) == "a")
        #expect(table.ports(named: "a", protocol: .tcp) == [5])
        #expect(table.ports(named: "b", protocol: .tcp) == [])
        #expect(table.ports(named: "a", protocol: .udp) == [6])
        #expect(table.topPorts(1, protocol: .tcp) == [5])          // b's 0.9
        #expect(table.topPorts(2, protocol: .tcp) == [3, 5])       // then d's 0.5000001
        #expect(table.topPorts(4, protocol: .tcp) == [3, 4, 5, 7]) // 4, 5, 7 tie at 0.5
        #expect(table.topPorts(5, protocol: .tcp) == [3, 4, 5, 7, 9])
    }

    @Test func fixedPointOrdersAsTheDecimals() {
        func value(_ text: String) -> UInt64 {
            Array(text.utf8).withUnsafeBufferPointer { ServiceTable.fixedPoint($0) }
        }
        #expect(value("0.484143") == 484_143_000)
        #expect(value("1") == 1_000_000_000)
        #expect(value("0.0000000001") == 0)
        #expect(value("1e-3") == 1_000_000)
        #expect(value("-0.5") == 0)
        #expect(value("nan") == 0)
        #expect(value("") == 0)
        #expect(value("99999999999999999999") == 1_000_000_000 * 1_000_000_000)
        #expect(value("0.000330") < value("0.000502"))
    }

    @Test func ringGeometryFollowsTheScan() {
        let small = ScanRingReceiver.geometry(replies: 2000)
        #expect(small.blockSize == 1 << 16 && small.blockCount == 16)        // 1 MB
        let full = ScanRingReceiver.geometry(replies: 131_070)
        #expect(full.blockSize == 1 << 18 && full.blockCount == 64)          // 16 MB, as before
        let huge = ScanRingReceiver.geometry(replies: .max)
        #expect(huge.blockSize == 1 << 18 && huge.blockCount == 64)
        let middle = ScanRingReceiver.geometry(replies: 30_000)             // 7.7 MB
        #expect(middle.blockSize == 1 << 18 && middle.blockCount == 30)
    }

    @Test func smallIPv4TCPScansGoWithoutPacketSockets() {
        func ipSockets(_ kind: RawProbeKind, _ probes: UInt64, _ families: Set<AddressFamily>, own: Bool = true) -> Bool {
            RawScanner.receivesThroughIPSockets(kind: kind, probes: probes, families: families, repliesToOwnAddress: own)
        }
        // The default top 1000 of one to four hosts, replies to our own address: raw IPv4 sockets
        // (no grace period at the ring's set-up or close).
        #expect(ipSockets(.syn, 1_000, [.ipv4]))
        #expect(ipSockets(.ack, 4_096, [.ipv4]))
        #expect(ipSockets(.discovery, 256, [.ipv4]))
        // Large scans keep the ring and the frames; -S or -e (replies maybe not to us), IPv6 (no
        // header from a raw IPv6 socket) and UDP scans keep the packet socket.
        #expect(!ipSockets(.syn, 4_097, [.ipv4]))
        #expect(!ipSockets(.syn, 65_535, [.ipv4]))
        // ... though the raw sockets would see its replies (they receive while its ring is set up).
        #expect(RawScanner.repliesReachIPSockets(kind: .syn, families: [.ipv4], repliesToOwnAddress: true))
        #expect(!RawScanner.repliesReachIPSockets(kind: .udp, families: [.ipv4], repliesToOwnAddress: true))
        #expect(!ipSockets(.syn, 1_000, [.ipv4], own: false))
        #expect(!ipSockets(.syn, 1_000, [.ipv6]))
        #expect(!ipSockets(.syn, 1_000, [.ipv4, .ipv6]))
        #expect(!ipSockets(.udp, 1_000, [.ipv4]))
    }

    @Test func servicePreloadGivesTheSystemTable() {
        ServiceTable.preloadSystem()
        ServiceTable.preloadSystem()        // a second start does nothing
        let preloaded = ServiceTable.preloadedSystem()
        let direct = ServiceTable.system()
        #expect(preloaded.source == direct.source)
        #expect(preloaded.topPorts(1000, protocol: .tcp) == direct.topPorts(1000, protocol: .tcp))
        #expect(preloaded.name(for: ScanPort(.tcp, 22)) == direct.name(for: ScanPort(.tcp, 22)))
    }

    @Test func topPortsFillsUpToTheCount() {
        let table = ServiceTable(nmapServices: Self.sample)
        let ports = table.topPorts(10, protocol: .tcp)
        #expect(ports.count == 10)
        #expect(Set(ports).isSuperset(of: [1, 22, 80, 443]))
    }

    @Test func builtinTableHasAThousandAndNamesCommonPorts() {
        let table = ServiceTable.builtin()
        #expect(table.topPorts(1000, protocol: .tcp).count == 1000)
        #expect(table.topPorts(2, protocol: .tcp) == [80, 443])
        #expect(table.name(for: ScanPort(.udp, 53)) == "domain")
    }

    @Test func systemTableMatchesNmapWhenInstalled() {
        let table = ServiceTable.system()
        if table.source == .nmapServices {
            // nmap's own -F list starts 7, 9, 13, 21, 22, 23, 25, 26, 37, 53 (nmap -F -oX - shows it).
            #expect(Array(table.topPorts(100, protocol: .tcp).prefix(10)) == [7, 9, 13, 21, 22, 23, 25, 26, 37, 53])
        }
        #expect(table.topPorts(1000, protocol: .tcp).count == 1000)
    }
}

@Suite struct ScanTargetSpecTests {
    func list(_ targets: [String], exclude: [String] = [],
              resolve: (String) -> [ScanAddress] = { _ in [] }) throws -> [String] {
        try TargetList.build(targets: targets, exclude: exclude, resolve: resolve).addresses().map(\.description)
    }

    @Test func singleAddresses() throws {
        #expect(try list(["198.18.0.1", "2001:db8::2"]) == ["198.18.0.1", "2001:db8::2"])
    }

    @Test func cidrBlocks() throws {
        let block = try list(["198.18.5.77/30"])
        #expect(block == ["198.18.5.76", "198.18.5.77", "198.18.5.78", "198.18.5.79"])
        #expect(try list(["2001:db8::5/126"]) == ["2001:db8::4", "2001:db8::5", "2001:db8::6", "2001:db8::7"])
        let sixteen = try TargetList.build(targets: ["198.18.0.0/16"], resolve: { _ in [] })
        #expect(sixteen.count == 65536)
        #expect(sixteen.address(at: 65535).description == "198.18.255.255")
    }

    @Test func octetRanges() throws {
        #expect(try list(["198.18.0.1-3"]) == ["198.18.0.1", "198.18.0.2", "198.18.0.3"])
        #expect(try list(["198.18.1-2.5,7"]) == ["198.18.1.5", "198.18.1.7", "198.18.2.5", "198.18.2.7"])
        #expect(try list(["198.18.0.*"]).count == 256)
        #expect(try list(["198.18.0.-2"]) == ["198.18.0.0", "198.18.0.1", "198.18.0.2"])
    }

    @Test func namesResolveThroughTheResolver() throws {
        let resolve: (String) -> [ScanAddress] = { $0 == "lab.example" ? [ScanAddress("198.18.9.2")!] : [] }
        #expect(try list(["lab.example"], resolve: resolve) == ["198.18.9.2"])
        #expect(try list(["lab.example/31"], resolve: resolve) == ["198.18.9.2", "198.18.9.3"])
        #expect(throws: TargetSpecError(.unresolved, "cannot resolve host 'nowhere.invalid'")) {
            try list(["nowhere.invalid"])
        }
    }

    @Test func exclusions() throws {
        #expect(try list(["198.18.0.0/30"], exclude: ["198.18.0.1", "198.18.0.3"]) == ["198.18.0.0", "198.18.0.2"])
        #expect(throws: TargetSpecError.self) { try list(["198.18.0.1"], exclude: ["198.18.0.0/24"]) }
    }

    @Test(arguments: ["198.18.0.1/33", "198.18.0.0/", "198.18.0.0/x", "198.18.0.300", "198.18.1-2",
                      "198.18.0.5-2", "2001:db8::zz", "2001:db8::/64", "2001:db8::/129", "-bad", "198.18.0.0/24-3"])
    func rejectsBadTargets(_ text: String) {
        #expect(throws: TargetSpecError.self) { try list([text]) }
    }

    @Test func emptyListIsAnError() {
        #expect(throws: TargetSpecError.self) { try list([]) }
    }

    @Test func inputListWords() {
        #expect(TargetList.words(in: "198.18.0.1 198.18.0.2\n# comment\n198.18.0.3,198.18.0.4 # tail\n\n")
                == ["198.18.0.1", "198.18.0.2", "198.18.0.3", "198.18.0.4"])
    }

    @Test func indexOfIsTheInverseOfAddressAt() throws {
        let targets = try TargetList.build(targets: ["198.18.1-2.5,7", "198.18.9.0/30", "2001:db8::/126"], resolve: { _ in [] })
        for index in 0..<targets.count {
            #expect(targets.index(of: targets.address(at: index)) == index)
        }
        #expect(targets.index(of: ScanAddress("198.18.3.5")!) == nil)
    }
}

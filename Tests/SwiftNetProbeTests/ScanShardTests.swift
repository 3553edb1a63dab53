import Testing
import SwiftNetWire
@testable import SwiftNetProbe

@Suite struct ScanPermutationTests {
    @Test(arguments: [1, 2, 3, 7, 64, 1000, 4097])
    func isABijection(_ count: Int) {
        let permutation = ScanPermutation(count: UInt64(count), seed: 42)
        var seen = Set<UInt64>()
        for index in 0..<UInt64(count) {
            let value = permutation.map(index)
            #expect(value < UInt64(count))
            seen.insert(value)
            #expect(permutation.inverse(value) == index)
        }
        #expect(seen.count == count)
    }

    @Test func seedChangesTheOrderAndIsRepeatable() {
        let a = (0..<100).map { ScanPermutation(count: 100, seed: 1).map(UInt64($0)) }
        let b = (0..<100).map { ScanPermutation(count: 100, seed: 1).map(UInt64($0)) }
        let c = (0..<100).map { ScanPermutation(count: 100, seed: 2).map(UInt64($0)) }
        #expect(a == b)
        #expect(a != c)
        #expect(a != Array(0..<100))
    }

    @Test func shardSyntax() {
        #expect(ScanShard(parsing: "2/3") == ScanShard(index: 2, total: 3))
        for bad in ["0/3", "4/3", "1/0", "1", "a/b", "1/2/3", ""] { #expect(ScanShard(parsing: bad) == nil) }
    }
}

@Suite struct ScanPlanTests {
    func probes(_ plan: ScanPlan) -> [String] {
        var result: [String] = []
        plan.forEachProbe { address, port in
            result.append("\(address):\(port.number)/\(port.proto.rawValue)")
            return true
        }
        return result
    }

    @Test func shardsPartitionTheUnshardedScan() throws {
        let targets = try TargetList.build(targets: ["198.18.60.0/28", "198.18.61.1-3"], exclude: ["198.18.60.5"], resolve: { _ in [] })
        let ports = [ScanPort(.tcp, 22), ScanPort(.tcp, 80), ScanPort(.udp, 53)]
        let whole = probes(ScanPlan(targets: targets, ports: ports, seed: 7))
        #expect(whole.count == (16 - 1 + 3) * 3)
        #expect(Set(whole).count == whole.count)
        #expect(!whole.contains { $0.hasPrefix("198.18.60.5:") })
        for total in [2, 3, 5] {
            var union: [String] = []
            for index in 1...total {
                let plan = ScanPlan(targets: targets, ports: ports, seed: 7, shard: ScanShard(index: UInt64(index), total: UInt64(total)))
                let part = probes(plan)
                // The report's membership test agrees with what the shard sends.
                for probe in part {
                    let (host, rest) = (probe.split(separator: ":")[0], probe.split(separator: ":")[1])
                    let number = UInt16(rest.split(separator: "/")[0])!
                    let proto = ScanProtocol(rawValue: String(rest.split(separator: "/")[1]))!
                    #expect(plan.contains(ScanAddress(host)!, ScanPort(proto, number)))
                }
                union += part
            }
            #expect(union.count == whole.count)
            #expect(Set(union) == Set(whole))
        }
    }

    @Test func claimedChunksWalkTheShardOnceInOrder() throws {
        let targets = try TargetList.build(targets: ["198.18.62.0/29"], exclude: ["198.18.62.3"], resolve: { _ in [] })
        let ports = (1...100).map { ScanPort(.tcp, UInt16($0)) }
        for shard in [ScanShard.whole, ScanShard(index: 2, total: 3)] {
            let plan = ScanPlan(targets: targets, ports: ports, seed: 11, shard: shard)
            let whole = probes(plan)
            // Two workers taking chunks of 7 in turn, as the senders of a pass do (here worker 0
            // gets the even chunks, worker 1 the odd ones): together they walk every probe of the
            // shard once, each chunk in the plan's order.
            var byWorker: [[String]] = [[], []]
            var chunksSeen = 0
            for worker in [0, 1] {
                var turn: UInt64 = 0
                plan.forEachClaimedProbe(chunkSize: 7, claim: {
                    defer { turn += 1 }
                    chunksSeen += 1
                    return turn * 2 + UInt64(worker)
                }) { address, port in
                    byWorker[worker].append("\(address):\(port.number)/\(port.proto.rawValue)")
                    return true
                }
            }
            #expect(chunksSeen > 2)
            #expect((byWorker[0] + byWorker[1]).sorted() == whole.sorted())
            #expect(Set(byWorker[0]).isDisjoint(with: byWorker[1]))
            // A worker's probes keep the plan's relative order.
            let position = Dictionary(uniqueKeysWithValues: whole.enumerated().map { ($1, $0) })
            for list in byWorker { #expect(list.map { position[$0]! } == list.map { position[$0]! }.sorted()) }
        }
    }

    @Test func aSlashSixteenCostsNoMemoryPerAddress() throws {
        let targets = try TargetList.build(targets: ["198.18.0.0/16"], resolve: { _ in [] })
        let plan = ScanPlan(targets: targets, ports: (1...1000).map { ScanPort(.tcp, UInt16($0)) }, seed: 1,
                            shard: ScanShard(index: 3, total: 1000))
        #expect(plan.count == 65_536_000)
        #expect(plan.shardCount == 65_536)
        #expect(targets.blocks.count == 1)
        var first: [String] = []
        plan.forEachProbe { address, port in
            first.append("\(address):\(port.number)")
            return first.count < 100
        }
        #expect(Set(first).count == 100)
    }
}

@Suite struct ScanCookieTests {
    @Test func sipHashReferenceVector() {
        // SipHash-2-4 paper, appendix A: key 00..0f, message 00..0e.
        let hasher = SipHash24(key0: 0x0706050403020100, key1: 0x0f0e0d0c0b0a0908)
        #expect(hasher.hash(bytes: Array(0..<15)) == 0xa129ca6149be45e5)
        #expect(hasher.hash(bytes: []) == 0x726fdb47dd0e0e31)
        // The fixed-width fast paths equal the byte form of the same message.
        let words: [UInt64] = [0x1122334455667788, 0x99aabbccddeeff00, 42]
        let bytes = words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
        #expect(hasher.hash(words[0], words[1]) == hasher.hash(bytes: Array(bytes[0..<16])))
        #expect(hasher.hash(words[0], words[1], words[2]) == hasher.hash(bytes: bytes))
    }

    @Test func sourcePortEncodesTheAttempt() {
        let cookie = ProbeCookie(hasher: SipHash24(key0: 1, key1: 2))
        let target = ScanAddress("198.18.60.2")!
        for number in [1, 22, 80, 65535] as [UInt16] {
            let port = ScanPort(.tcp, number)
            for attempt in 0...3 {
                let sourcePort = cookie.sourcePort(target: target, port: port, attempt: attempt)
                #expect(sourcePort >= cookie.basePort && sourcePort < cookie.basePort + cookie.span)
                #expect(cookie.attempt(target: target, port: port, sourcePort: sourcePort, maxAttempt: 3) == attempt)
                #expect(cookie.attempt(target: target, port: port, sourcePort: sourcePort, maxAttempt: attempt - 1) == nil)
            }
        }
        #expect(cookie.attempt(target: target, port: ScanPort(.tcp, 80), sourcePort: 1234, maxAttempt: 3) == nil)
    }

    @Test func sequenceDependsOnKeyAndProbe() {
        let a = ProbeCookie(hasher: SipHash24(key0: 1, key1: 2))
        let b = ProbeCookie(hasher: SipHash24(key0: 1, key1: 3))
        let target = ScanAddress("198.18.60.2")!, other = ScanAddress("198.18.60.3")!
        let port = ScanPort(.tcp, 80)
        let value = a.sequence(target: target, port: port, sourcePort: 40000)
        #expect(value == a.sequence(target: target, port: port, sourcePort: 40000))
        #expect(value != b.sequence(target: target, port: port, sourcePort: 40000))
        #expect(value != a.sequence(target: other, port: port, sourcePort: 40000))
        #expect(value != a.sequence(target: target, port: ScanPort(.tcp, 81), sourcePort: 40000))
        #expect(a.acknowledges(value &+ 1, target: target, port: port, sourcePort: 40000))
        #expect(!a.acknowledges(value, target: target, port: port, sourcePort: 40000))
    }
}

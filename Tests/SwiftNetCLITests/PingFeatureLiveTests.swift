import Foundation
import Testing

/// ping's late-reply flag, -n and reverse names, -p, -M, and `--json` of ping/udp/tcp, live (root
/// only; CI runs as root). Labs use subnets 152-159; the name tests use loopback only.
@Suite(.enabled(if: probeTestsRunAsRoot)) struct PingFeatureLiveTests {
    /// An ICMP echo responder for a lab host whose kernel replies are switched off: it answers each
    /// echo request DELAY seconds late, and exits by itself after LIFETIME seconds. (netem would be
    /// the usual way to delay, but the test kernel may lack sch_netem.)
    static let delayedResponder = """
        import select, socket, sys, time
        delay, lifetime = float(sys.argv[1]), float(sys.argv[2])
        def checksum(data):
            if len(data) % 2: data += b"\\0"
            total = sum(int.from_bytes(data[i:i + 2], "big") for i in range(0, len(data), 2))
            while total >> 16: total = (total & 0xffff) + (total >> 16)
            return ~total & 0xffff
        sock = socket.socket(socket.AF_INET, socket.SOCK_RAW, socket.IPPROTO_ICMP)
        print("ready", flush=True)
        pending, end = [], time.monotonic() + lifetime
        while time.monotonic() < end:
            wait = min([due for due, _, _ in pending] + [end]) - time.monotonic()
            readable, _, _ = select.select([sock], [], [], max(0, wait))
            if readable:
                data, (source, _) = sock.recvfrom(65535)
                icmp = data[(data[0] & 15) * 4:]
                if len(icmp) >= 8 and icmp[0] == 8:
                    reply = bytearray(b"\\0\\0\\0\\0" + icmp[4:])
                    reply[2:4] = checksum(bytes(reply)).to_bytes(2, "big")
                    pending.append((time.monotonic() + delay, bytes(reply), source))
            now = time.monotonic()
            for item in [p for p in pending if p[0] <= now]:
                sock.sendto(item[1], (item[2], 0))
                pending.remove(item)
        """

    /// Starts the delayed responder in the lab host; nil if it did not say "ready".
    func startResponder(_ lab: ProbeLab, delay: Double, lifetime: Double) -> Process? {
        guard probeRunProcess("/usr/sbin/ip", ["netns", "exec", lab.id, "sysctl", "-qw",
                                               "net.ipv4.icmp_echo_ignore_all=1"]).status == 0 else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/ip")
        process.arguments = ["netns", "exec", lab.id, "python3", "-c", Self.delayedResponder, String(delay), String(lifetime)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        var text = ""
        while !text.contains("ready") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard text.contains("ready") else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process
    }

    /// Every stdout line parsed with JSONSerialization (a line that is not a JSON object fails).
    func jsonObjects(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(object as? [String: Any], "not an object: \(line)")
        }
    }

    /// `packet.layers` of a reply object, as decode --json writes them.
    func layers(_ object: [String: Any]) -> [[String: Any]] {
        ((object["packet"] as? [String: Any])?["layers"] as? [[String: Any]]) ?? []
    }

    @Test func lateRepliesAreFlaggedAndCounted() throws {
        let lab = try #require(ProbeLab.make("pf152"))
        defer { lab.down() }
        let responder = try #require(startResponder(lab, delay: 0.3, lifetime: 10))
        defer { kill(responder.processIdentifier, SIGKILL); responder.waitUntilExit() }
        // Replies take 0.3 s; -W 0.1 makes each one late. ping still counts them (as iputils).
        let run = swiftnetProbe(["ping", "-c", "3", "-i", "0.2", "-W", "0.1", lab.host])
        #expect(run.status == 0, "\(run.error)")
        for sequence in 1...3 {
            #expect(run.output.split(separator: "\n").contains {
                $0.hasPrefix("64 bytes from 198.18.\(lab.subnet).2: icmp_seq=\(sequence) ttl=64 time=") && $0.hasSuffix(" ms (LATE!)")
            }, "\(run.output)")
        }
        #expect(run.output.contains("3 packets transmitted, 3 received, 0% packet loss"), "\(run.output)")
        // Within the default window (10 s) the same replies are not late.
        let prompt = swiftnetProbe(["ping", "-c", "2", "-i", "0.2", lab.host])
        #expect(prompt.output.contains("icmp_seq=2 ttl=64 time="), "\(prompt.output)")
        #expect(!prompt.output.contains("LATE"))
        // Three probes, as above: after the last one ping waits twice the longest RTT (iputils'
        // schedule_exit), which the first late reply has set; with two it would wait only -W.
        let json = swiftnetProbe(["ping", "--json", "-c", "3", "-i", "0.2", "-W", "0.1", lab.host])
        let objects = try jsonObjects(json.output)
        let replies = objects.filter { $0["type"] as? String == "reply" }
        #expect(replies.count == 3, "\(json.output)")
        #expect(replies.allSatisfy { $0["late"] as? Bool == true && $0["duplicate"] as? Bool == false })
        #expect(replies.allSatisfy { ($0["rtt_ms"] as? Double ?? 0) >= 0.3 })
        #expect(objects.last?["type"] as? String == "summary" && objects.last?["received"] as? Int == 3)
    }

    @Test func jsonRepliesCarryTheDecodePacketObject() throws {
        let lab = try #require(ProbeLab.make("pf153"))
        defer { lab.down() }
        let listener = try #require(lab.startListener(port: 8080, address: "::"))
        defer { kill(listener.processIdentifier, SIGKILL); listener.waitUntilExit() }

        let ping = swiftnetProbe(["ping", "--json", "-c", "2", "-i", "0.2", lab.host])
        #expect(ping.status == 0, "\(ping.error)")
        let pingObjects = try jsonObjects(ping.output)
        #expect(pingObjects.count == 3, "\(ping.output)")
        for (index, reply) in pingObjects.prefix(2).enumerated() {
            #expect(reply["type"] as? String == "reply")
            #expect(reply["seq"] as? Int == index + 1)
            #expect(reply["from"] as? String == lab.host)
            #expect(reply["name"] == nil)    // a numeric target: no reverse lookup, as iputils
            #expect(reply["bytes"] as? Int == 64 && reply["ttl"] as? Int == 64)
            #expect(reply["rtt_ms"] is Double || reply["rtt_ms"] is Int)
            let packet = try #require(reply["packet"] as? [String: Any])
            #expect(packet["number"] as? Int == index + 1 && packet["link_type_name"] as? String == "RAW")
            #expect(packet["captured_length"] as? Int == 84)
            let layers = layers(reply)
            #expect(layers.count == 2)
            #expect(layers.first?["layer"] as? String == "ipv4" && layers.first?["source"] as? String == lab.host)
            #expect(layers.last?["layer"] as? String == "icmp" && layers.last?["type"] as? Int == 0)
            #expect(layers.last?["sequence"] as? Int == index + 1)
        }
        let summary = try #require(pingObjects.last)
        #expect(summary["type"] as? String == "summary" && summary["transmitted"] as? Int == 2)
        #expect(summary["received"] as? Int == 2 && summary["loss_percent"] as? Int == 0)
        #expect(summary["rtt_min_ms"] != nil && summary["rtt_mdev_ms"] != nil)

        // udp to a closed port: the ICMP error, with the quoted probe inside the packet object.
        for host in [lab.host, lab.host6] {
            let udp = swiftnetProbe(["udp", host, "-p", "9999", "--sport", "4000", "-k", "-c", "2", "-i", "0.2", "--json"])
            #expect(udp.status == 0, "\(udp.error)")
            let objects = try jsonObjects(udp.output)
            #expect(objects.count == 3, "\(udp.output)")
            for (index, reply) in objects.prefix(2).enumerated() {
                #expect(reply["type"] as? String == "reply" && reply["seq"] as? Int == index)
                #expect(reply["reply"] as? String == (host == lab.host ? "icmp" : "icmp6"))
                let probe = try #require(reply["probe"] as? [String: Any])
                #expect(probe["index"] as? Int == index && probe["sport"] as? Int == 4000 && probe["dport"] as? Int == 9999)
                let layers = layers(reply)
                #expect(layers.first?["layer"] as? String == (host == lab.host ? "ipv4" : "ipv6"), "\(layers)")
                #expect(layers.count == 2)
            }
            #expect(objects.last?["type"] as? String == "summary")
            #expect(objects.last?["sent"] as? Int == 2 && objects.last?["received"] as? Int == 2)
        }

        // tcp SYN to the listener: the SYN-ACK as decode --json shows a TCP segment.
        let tcp = swiftnetProbe(["tcp", lab.host, "-S", "-p", "8080", "-c", "1", "--json"])
        #expect(tcp.status == 0, "\(tcp.error)")
        let tcpObjects = try jsonObjects(tcp.output)
        #expect(tcpObjects.count == 2, "\(tcp.output)")
        let reply = try #require(tcpObjects.first)
        #expect(reply["reply"] as? String == "tcp" && (reply["probe"] as? [String: Any])?["dport"] as? Int == 8080)
        let segment = try #require(layers(reply).last)
        #expect(segment["layer"] as? String == "tcp" && segment["source_port"] as? Int == 8080)
        #expect(Set(segment["flag_names"] as? [String] ?? []) == ["SYN", "ACK"])
        #expect(tcpObjects.last?["type"] as? String == "summary")
    }

    @Test func namesAndPatternLikeIputils() throws {
        // Loopback only. A named target shows reply addresses by name (getnameinfo), -n and a
        // numeric target do not: the reply line's `from` part must be what iputils prints.
        func from(_ output: String) -> String? {
            output.split(separator: "\n").first { $0.contains(" bytes from ") }
                .map { String($0.prefix { $0 != "=" }) }
        }
        for arguments in [["-c", "1", "localhost"], ["-c", "1", "-n", "localhost"], ["-c", "1", "127.0.0.1"]] {
            let ours = swiftnetProbe(["ping"] + arguments)
            let theirs = probeRunProcess("/usr/bin/ping", arguments)
            #expect(ours.status == 0, "\(ours.error)")
            #expect(from(ours.output) != nil && from(ours.output) == from(theirs.output), "\(ours.output)\n\(theirs.output)")
            #expect(ours.output.split(separator: "\n").first == theirs.output.split(separator: "\n").first)
        }
        #expect(swiftnetProbe(["ping", "-c", "1", "-n", "localhost"]).output.contains("64 bytes from 127.0.0.1: icmp_seq=1 "))
        // -p: the PATTERN line first, then the usual header, as iputils prints both.
        let pattern = swiftnetProbe(["ping", "-c", "1", "-p", "abc", "-s", "40", "127.0.0.1"])
        let theirs = probeRunProcess("/usr/bin/ping", ["-c", "1", "-p", "abc", "-s", "40", "127.0.0.1"])
        #expect(pattern.status == 0, "\(pattern.error)")
        #expect(Array(pattern.output.split(separator: "\n").prefix(3)).map { String($0.prefix { $0 != "=" }) }
                == ["PATTERN: 0xab0c", "PING 127.0.0.1 (127.0.0.1) 40(68) bytes of data.", "48 bytes from 127.0.0.1: icmp_seq"])
        #expect(Array(pattern.output.split(separator: "\n").prefix(2)) == Array(theirs.output.split(separator: "\n").prefix(2)))
        let bad = swiftnetProbe(["ping", "-c", "1", "-p", "xyz", "127.0.0.1"])
        #expect(bad.status == 64 && bad.error.contains("-p: patterns must be specified as hex digits: xyz"))
        #expect(bad.output.isEmpty)
        let badMode = swiftnetProbe(["ping", "-c", "1", "-M", "maybe", "127.0.0.1"])
        #expect(badMode.status == 64 && badMode.error.contains("-M: invalid argument: maybe"))
    }

    @Test func pathMTUDiscoveryLikeIputils() throws {
        let lab = try #require(ProbeLab.make("pf154"))
        defer { lab.down() }
        #expect(probeRunProcess("/usr/sbin/ip", ["link", "set", "\(lab.id)-h", "mtu", "1400"]).status == 0)
        #expect(probeRunProcess("/usr/sbin/ip", ["-n", lab.id, "link", "set", "\(lab.id)-p", "mtu", "1400"]).status == 0)
        // -M do and larger than the MTU: nothing sent, a local error per probe on stderr, counted
        // as sent and as errors; the statistics are iputils' (compared with the real ping).
        let arguments = ["-M", "do", "-s", "1500", "-c", "2", "-i", "0.2"]
        let run = swiftnetProbe(["ping"] + arguments + [lab.host])
        #expect(run.status == 1)
        #expect(run.error == String(repeating: "swiftnet: local error: message too long, mtu=1400\n", count: 2), "\(run.error)")
        let theirs = probeRunProcess("/usr/bin/ping", arguments + [lab.host])
        let theirLines = theirs.error.split(separator: "\n")
        #expect(theirLines.count == 2 && theirLines.allSatisfy { $0.hasSuffix("ping: local error: message too long, mtu=1400") })
        func withoutTime(_ text: String) -> String {
            text.replacingOccurrences(of: #"time \d+ms"#, with: "time T", options: .regularExpression)
        }
        #expect(withoutTime(run.output) == withoutTime(theirs.output), "\(run.output)\n\(theirs.output)")
        #expect(run.output.contains("2 packets transmitted, 0 received, +2 errors, 100% packet loss"))
        let run6 = swiftnetProbe(["ping", "-M", "do", "-s", "1500", "-c", "1", lab.host6])
        #expect(run6.error == "swiftnet: local error: message too long, mtu: 1400\n", "\(run6.error)")
        // Fits (1372 + 28 = 1400): sent with DF and answered.
        let fits = swiftnetProbe(["ping", "-M", "do", "-s", "1372", "-c", "1", lab.host])
        #expect(fits.output.contains("1380 bytes from 198.18.\(lab.subnet).2: icmp_seq=1 "), "\(fits.output)")
        // want (the default) and dont send it as fragments; the reply comes back whole.
        for mode in ["want", "dont"] {
            let large = swiftnetProbe(["ping", "-M", mode, "-s", "1500", "-c", "1", lab.host])
            #expect(large.status == 0, "\(mode): \(large.error)")
            #expect(large.output.contains("1508 bytes from 198.18.\(lab.subnet).2: icmp_seq=1 "), "\(mode): \(large.output)")
        }
        let json = swiftnetProbe(["ping", "--json", "-M", "do", "-s", "1500", "-c", "1", lab.host])
        let objects = try jsonObjects(json.output)
        #expect(objects.first?["type"] as? String == "local_error")
        #expect(objects.first?["error"] as? String == "local error: message too long, mtu=1400")
        #expect(objects.last?["errors"] as? Int == 1)
    }
}

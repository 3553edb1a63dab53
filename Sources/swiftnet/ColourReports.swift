// Rainbow colour for the probe and scan texts, by pattern on the finished lines: the texts stay
// exactly iputils', hping3's and nmap's (removing the codes gives them back), and SwiftNetProbe
// keeps no terminal knowledge. Each function returns its input unchanged when Rainbow is off.
import Foundation
@preconcurrency import Rainbow

extension Colour {
    /// ping: error lines (`From X icmp_seq=N ...`) red, `(DUP!)`/`(LATE!)` yellow, the statistics
    /// title bold, a non-zero loss red.
    static func pingText(_ text: String) -> String {
        guard Rainbow.enabled else { return text }
        return mapLines(text) { line in
            if line.hasPrefix("From ") || line.hasPrefix("no answer yet") { return line.red }
            if line.hasPrefix("--- "), line.hasSuffix(" statistics ---") { return line.bold }
            var line = line
            for marker in [" (DUP!)", " (LATE!)"] { line = line.replacingOccurrences(of: marker, with: " " + String(marker.dropFirst()).yellow) }
            if let range = line.range(of: #", [0-9.]+% packet loss"#, options: .regularExpression), !line[range].hasPrefix(", 0% ") {
                line.replaceSubrange(range, with: ", " + String(line[range].dropFirst(2)).red)
            }
            return line
        }
    }

    /// udp/tcp: ICMP errors and time exceeded red; `flags=` green for SYN+ACK, red with RST.
    static func hpingText(_ text: String) -> String {
        guard Rainbow.enabled else { return text }
        return mapLines(text) { line in
            if line.hasPrefix("ICMP ") || line.hasPrefix("TTL 0 ") || line.hasPrefix("status=") { return line.red }
            guard let range = line.range(of: #"flags=[A-Z]+"#, options: .regularExpression) else { return line }
            let letters = String(line[range].dropFirst("flags=".count))
            let styled = letters.contains("R") ? letters.red : letters.contains("S") && letters.contains("A") ? letters.green : letters
            return line.replacingCharacters(in: range, with: "flags=" + styled)
        }
    }

    /// scan (normal report): the STATE column, open green, closed red, the filtered kinds yellow.
    static func scanReport(_ text: String) -> String {
        guard Rainbow.enabled else { return text }
        return mapLines(text) { line in
            guard let match = line.firstMatch(of: /^([0-9]+\/(?:tcp|udp)\s+)(open\|filtered|open|closed\|filtered|closed|filtered|unfiltered)(\s|$)/) else {
                return line
            }
            let state = String(match.2)
            let styled = state == "open" ? state.green : state == "closed" ? state.red : state.yellow
            return String(match.1) + styled + line[match.2.endIndex...]
        }
    }

    private static func mapLines(_ text: String, _ transform: (String) -> String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { transform(String($0)) }.joined(separator: "\n")
    }
}

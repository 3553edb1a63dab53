/// The single-dash spellings each subcommand takes, as its anchor tool's getopt takes them:
/// values attached (`-c1`, `-p80`, `-ieth0`), flags combined (`-nc1`, `-vvX`), nmap's `-sSU`,
/// `-p-100`. ArgumentParser accepts an attached value only on the first letter of a word and never
/// a value that starts with a dash, so `SwiftNet.main` rewrites each such word into the one form it
/// always parses, `-c=1`, before parsing. Every table row must match the command's declarations:
/// `ShortOptionTableTests` compares them with ArgumentParser's own dump of each command.
struct ShortOptionTable: Sendable {
    /// Letters that are flags (`-n`, `-v`); `h` (help) is in every table.
    var flags: Set<Character>
    /// Letters that take a value, attached (`-c1`) or as the next word (`-c 1`).
    var valued: Set<Character>
    /// Multi-letter single-dash names that stand whole (nmap's `-sS`, `-Pn`, `-iL`, `-p-`).
    var wholeNames: Set<String> = []
    /// nmap's scan-type letters after `-s`: `-sSU` is `-sS -sU`.
    var scanTypeLetters: Set<Character> = []
    /// Letters that stand for a long option ArgumentParser owns (ping's `-V`: `--version`).
    var letterAliases: [Character: String] = [:]
    /// Multi-letter single-dash options whose value is attached or absent, never the next word
    /// (nmap's `-PS22,80`, bare `-PS`): spelled `-PS=22,80` and `-PS=` (empty: the default).
    var attachedValueNames: Set<String> = []

    /// `arguments` (after the subcommand name) with each single-dash word spelled `-x` or `-x=VALUE`.
    /// Words it cannot read (an unknown letter, a positional, anything after `--`) pass unchanged,
    /// so ArgumentParser reports them as it always does.
    func normalize(_ arguments: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                result += arguments[(index - 1)...]
                break
            }
            if word.hasPrefix("--"), word.count > 2, !word.contains("="), index < arguments.count,
               isNegativeNumber(arguments[index]) {
                // `--duration -1`: ArgumentParser takes `-1` for an option and reports a missing
                // value; joined, the command sees the number and names what is wrong with it.
                result.append("\(word)=\(arguments[index])")
                index += 1
                continue
            }
            guard word.hasPrefix("-"), !word.hasPrefix("--"), word.count > 1 else {
                result.append(word)
                continue
            }
            let body = word.dropFirst()
            if let name = attachedValueNames.first(where: { body.hasPrefix($0) }) {
                let value = body.dropFirst(name.count)
                result.append("-\(name)=\(value.hasPrefix("=") ? value.dropFirst() : value)")
                continue
            }
            if wholeNames.contains(String(body)) {
                result.append(word)
                continue
            }
            // `-c=1` is already the normal form.
            if body.count > 1, body.dropFirst().first == "=" {
                result.append(word)
                continue
            }
            if let expanded = scanTypes(body) {
                result += expanded
                continue
            }
            var pieces: [String] = []
            var rest = body[...]
            var understood = true
            while let letter = rest.popFirst() {
                if let alias = letterAliases[letter] {
                    pieces.append(alias)
                } else if flags.contains(letter) {
                    pieces.append("-\(letter)")
                } else if valued.contains(letter) {
                    if !rest.isEmpty {
                        pieces.append("-\(letter)=\(rest)")
                    } else if index < arguments.count {
                        // The next word is the value whatever it looks like (`-p -100`, `-w -`),
                        // as getopt takes it.
                        pieces.append("-\(letter)=\(arguments[index])")
                        index += 1
                    } else {
                        pieces.append("-\(letter)")   // ArgumentParser reports the missing value
                    }
                    break
                } else {
                    understood = false
                    break
                }
            }
            result += understood ? pieces : [word]
        }
        return result
    }

    /// `-1`, `-0.5`, `-.5`: a number, unless its first character is one of this command's letters
    /// (`-4` and `-6` choose the address family in ping, udp and tcp).
    private func isNegativeNumber(_ word: String) -> Bool {
        let body = word.dropFirst()
        guard word.hasPrefix("-"), let first = body.first, first.isASCII, first.isNumber || first == "." else { return false }
        guard !flags.contains(first), !valued.contains(first) else { return false }
        return Double(word) != nil
    }

    /// `-sSU` as `-sS -sU` when every letter after `s` is a scan type; nil otherwise.
    private func scanTypes(_ body: Substring) -> [String]? {
        guard !scanTypeLetters.isEmpty, body.first == "s", body.count > 2 else { return nil }
        let letters = body.dropFirst()
        guard letters.allSatisfy(scanTypeLetters.contains) else { return nil }
        return letters.map { "-s\($0)" }
    }
}

extension ShortOptionTable {
    /// tcpdump's printing letters, shared by decode and capture (PrintingOptions).
    static let printingFlags: Set<Character> = ["v", "e", "q", "t", "#", "x", "X", "A", "S", "n", "h", "K"]

    /// `swiftnet decode`: tcpdump's reading flags.
    static let decode = ShortOptionTable(flags: printingFlags, valued: ["c", "f", "w", "r", "T"])

    /// `swiftnet capture`: tcpdump's capture flags.
    static let capture = ShortOptionTable(
        flags: printingFlags.union(["D", "L", "p", "U", "d", "O", "l", "I", "N"]),
        valued: ["i", "y", "f", "F", "c", "s", "B", "Q", "w", "C", "G", "W", "Z"])

    /// `swiftnet ping`: iputils ping's letters.
    static let ping = ShortOptionTable(
        flags: ["4", "6", "q", "D", "f", "n", "h", "a", "B", "r", "U", "O", "R"],
        valued: ["c", "i", "s", "t", "Q", "W", "w", "p", "M", "I", "l"],
        letterAliases: ["V": "--version"])

    /// `swiftnet udp`: hping3's letters (CraftOptions and TargetOptions).
    static let udp = ShortOptionTable(
        flags: ["k", "q", "v", "4", "6", "y", "x", "b", "h"],
        valued: ["s", "p", "t", "N", "o", "g", "d", "E", "c", "i", "I"])

    /// `swiftnet tcp`: udp's letters plus hping3's TCP ones.
    static let tcp = ShortOptionTable(
        flags: udp.flags.union(["F", "S", "R", "P", "A", "U", "X", "Y"]),
        valued: udp.valued.union(["w", "M", "L"]))

    /// `swiftnet scan`: nmap's, whose multi-letter options are single-dash words.
    static let scan = ShortOptionTable(
        flags: ["F", "n", "h", "v"],
        valued: ["p", "e", "S", "T"],
        wholeNames: ["sS", "sT", "sA", "sU", "sn", "sF", "sN", "sX", "sM", "Pn", "p-", "iL", "oN", "oG", "oX", "oA",
                     "PE", "PP", "PS", "PA", "PU", "PR"],
        scanTypeLetters: ["S", "T", "A", "U", "n", "F", "N", "X", "M"],
        attachedValueNames: ["PS", "PA", "PU"])

    /// The table for a subcommand name, nil for names that are not subcommands.
    static func forCommand(_ name: String) -> ShortOptionTable? {
        switch name {
        case "decode": decode
        case "capture": capture
        case "ping": ping
        case "udp": udp
        case "tcp": tcp
        case "scan": scan
        default: nil
        }
    }

    /// The whole command line (after the program name) with the subcommand's words normalised.
    static func normalizeCommandLine(_ arguments: [String]) -> [String] {
        guard let name = arguments.first, let table = forCommand(name) else { return arguments }
        return [name] + table.normalize(Array(arguments.dropFirst()))
    }
}

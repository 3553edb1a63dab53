// Rainbow keeps its switches in static vars; swiftnet sets them once at start-up, before any
// thread exists, so the Swift 6 shared-state diagnostics on them do not apply.
@preconcurrency import Rainbow
import SwiftNetDissect
#if canImport(Glibc)
import Glibc
#endif

/// Every colour swiftnet prints goes through Rainbow; this decides when there is any. The rules,
/// in order: `--color always|never`; `FORCE_COLOR` set (not empty or "0"); `NO_COLOR` set; else
/// colour exactly when the stream is a terminal whose TERM is not `dumb`.
enum Colour {
    /// Whether to colour text written to `fileDescriptor` under `mode`.
    static func wanted(_ mode: ColorMode, fileDescriptor: Int32, environment: (String) -> String? = Colour.environment) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            func isSet(_ name: String) -> Bool { environment(name).map { !$0.isEmpty && $0 != "0" } ?? false }
            if isSet("FORCE_COLOR") { return true }
            if isSet("NO_COLOR") { return false }
            return isatty(fileDescriptor) == 1 && environment("TERM") != "dumb"
        }
    }

    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// Sets Rainbow for text written to `fileDescriptor`: on (console codes) or off. Rainbow's own
    /// detection looks only at stdout and ignores `--color`, so swiftnet decides and tells it.
    static func configure(_ mode: ColorMode, fileDescriptor: Int32 = 1) {
        let on = wanted(mode, fileDescriptor: fileDescriptor)
        Rainbow.enabled = on
        Rainbow.outputTarget = on ? .console : .unknown
    }

    /// `swiftnet:` for an error line on stderr, bold red when stderr is a colour terminal (or
    /// FORCE_COLOR is set). Rainbow's switches are set for stderr just for this string.
    static func errorPrefix() -> String {
        let saved = (Rainbow.enabled, Rainbow.outputTarget)
        defer { (Rainbow.enabled, Rainbow.outputTarget) = saved }
        configure(.auto, fileDescriptor: 2)
        return "swiftnet:".red.bold
    }

    /// The decode/capture line colouring: timestamp cyan, the first word (the protocol: IP, IP6,
    /// ARP, ...) bold, truncation markers (` [|tcp]`) and ` (invalid)` notes red. Removing the
    /// codes gives tcpdump's text back exactly.
    static func packetLine(_ output: inout PrintBuffer, lineStart: Int, timestampEnd: Int) {
        let line = output.bytes(from: lineStart)
        output.truncate(to: lineStart)
        output.append(string: styledPacketLine(line, timestampLength: timestampEnd - lineStart))
    }

    static func styledPacketLine(_ line: [UInt8], timestampLength: Int) -> String {
        var result = ""
        var index = 0
        // The timestamp ends with the space before the protocol word.
        if timestampLength > 1 {
            result += String(decoding: line[0..<(timestampLength - 1)], as: UTF8.self).cyan
            index = timestampLength - 1
        }
        if index < line.count, line[index] == 0x20 || timestampLength == 0 {
            if timestampLength > 0 { result += " "; index += 1 }
            var wordEnd = index
            while wordEnd < line.count, line[wordEnd] != 0x20, line[wordEnd] != 0x2c { wordEnd += 1 }
            result += String(decoding: line[index..<wordEnd], as: UTF8.self).bold
            index = wordEnd
        }
        var rest = String(decoding: line[index...], as: UTF8.self)
        rest = redMarkers(rest)
        return result + rest
    }

    /// ` [|proto]` and ` (invalid)` in red, the rest as it was.
    static func redMarkers(_ text: String) -> String {
        var result = ""
        var remaining = text[...]
        while let range = remaining.firstRange(of: " [|") ?? remaining.firstRange(of: " (invalid)") {
            // Whichever marker comes first.
            let truncation = remaining.firstRange(of: " [|")
            let invalid = remaining.firstRange(of: " (invalid)")
            let first = [truncation, invalid].compactMap { $0 }.min { $0.lowerBound < $1.lowerBound } ?? range
            result += remaining[..<first.lowerBound] + " "
            var markerEnd = first.upperBound
            if first == truncation, let close = remaining[first.upperBound...].firstIndex(of: "]") {
                markerEnd = remaining.index(after: close)
            }
            result += String(remaining[remaining.index(after: first.lowerBound)..<markerEnd]).red
            remaining = remaining[markerEnd...]
        }
        return result + remaining
    }
}

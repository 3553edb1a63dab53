import SwiftNetWire

// The raw dumps tcpdump prints with -x, -X and -A, and for payloads it cannot decode. Lines are
// `<prefix>0xOOOO: ` followed by up to eight space-separated 16-bit groups; -X adds the ASCII
// column, padded so that it always starts in the same place.

/// Whether tcpdump prints `byte` as itself in the ASCII column (ND_ASCII_ISGRAPH: 0x21–0x7e).
@inline(__always)
func isGraphic(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7f }

enum HexDump {
    /// tcpdump's hex_print: `prefix0xOOOO:  xxxx xxxx ...`, 16 bytes per line.
    static func hex(_ bytes: [UInt8], from start: Int, to stop: Int, prefix: StaticString,
                    offset firstOffset: Int = 0, into out: inout PrintBuffer) {
        var offset = firstOffset
        var index = start
        var groups = 0
        while index + 1 < stop {
            if groups % 8 == 0 {
                out.append(prefix)
                out.append("0x")
                appendOffset(offset, into: &out)
                out.append(": ")
                offset &+= 16
            }
            groups += 1
            out.append(UInt8(ascii: " "))
            out.appendHex(bytes[index], digits: 2)
            out.appendHex(bytes[index + 1], digits: 2)
            index += 2
        }
        if index < stop {
            if groups % 8 == 0 {
                out.append(prefix)
                out.append("0x")
                appendOffset(offset, into: &out)
                out.append(": ")
            }
            out.append(UInt8(ascii: " "))
            out.appendHex(bytes[index], digits: 2)
        }
    }

    /// `%04x`: at least four digits, more for an offset past 0xffff.
    private static func appendOffset(_ offset: Int, into out: inout PrintBuffer) {
        let value = UInt32(truncatingIfNeeded: offset)
        if value > 0xffff { out.appendHex(value) } else { out.appendHex(value, digits: 4) }
    }

    /// tcpdump's hex_and_ascii_print: the hex column padded to 40 characters, two spaces, then the
    /// bytes with non-graphic ones as `.`.
    static func hexASCII(_ bytes: [UInt8], from start: Int, to stop: Int, prefix: StaticString,
                         into out: inout PrintBuffer) {
        var offset = 0
        var lineStart = start
        while lineStart < stop {
            let lineEnd = Swift.min(lineStart + 16, stop)
            out.append(prefix)
            out.append("0x")
            out.appendHex(UInt16(truncatingIfNeeded: offset), digits: 4)
            out.append(": ")
            var written = 0
            var index = lineStart
            while index + 1 < lineEnd {
                out.append(UInt8(ascii: " "))
                out.appendHex(bytes[index], digits: 2)
                out.appendHex(bytes[index + 1], digits: 2)
                written += 5
                index += 2
            }
            if index < lineEnd {
                out.append(UInt8(ascii: " "))
                out.appendHex(bytes[index], digits: 2)
                written += 3
            }
            while written < 40 { out.append(UInt8(ascii: " ")); written += 1 }
            out.append("  ")
            for i in lineStart..<lineEnd {
                let byte = bytes[i]
                out.append(isGraphic(byte) ? byte : UInt8(ascii: "."))
            }
            offset += 16
            lineStart = lineEnd
        }
    }

    /// tcpdump's ascii_print (-A): a newline, then the bytes with non-printing ones as `.`, tabs,
    /// spaces and newlines kept, and a CR dropped when a LF follows or it ends the data.
    static func ascii(_ bytes: [UInt8], from start: Int, to stop: Int, into out: inout PrintBuffer) {
        out.append(UInt8(ascii: "\n"))
        var index = start
        while index < stop {
            let byte = bytes[index]
            index += 1
            let remaining = stop - index
            if byte == 0x0d {
                if remaining > 1 && bytes[index] != 0x0a { out.append(UInt8(ascii: ".")) }
            } else if !isGraphic(byte) && byte != 0x09 && byte != 0x20 && byte != 0x0a {
                out.append(UInt8(ascii: "."))
            } else {
                out.append(byte)
            }
        }
    }
}

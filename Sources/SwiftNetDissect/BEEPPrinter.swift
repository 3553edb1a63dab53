import SwiftNetWire

// BEEP (RFC 3080, TCP 10288) as tcpdump 4.99.3's beep_print prints it: ` BEEP <keyword>` when the
// segment's first four captured bytes are one of its keywords, else ` BEEP (payload or undecoded)`.
// tcpdump compares four bytes with strncmp against "MSG", "RPY ", "ERR ", "ANS ", "NUL ", "SEQ "
// and "END": the three-letter ones include their C string's NUL, so a real `MSG ` or `END\r` frame
// header is "undecoded" while `MSG\0` and `END\0` are recognized. Fewer than four bytes on the
// wire or in the capture are "undecoded" too; nothing here is ever truncated.

/// TCP port of BEEP and tcpdump's keyword table.
enum BEEPField {
    static let port: UInt16 = 10288

    /// The four bytes tcpdump's strncmp must see for each keyword, in its order, with the name.
    static let keywords: [(UInt32, StaticString)] = [
        (0x4D53_4700, "MSG"), (0x5250_5920, "RPY"), (0x4552_5220, "ERR"), (0x414E_5320, "ANS"),
        (0x4E55_4C20, "NUL"), (0x5345_5120, "SEQ"), (0x454E_4400, "END"),
    ]
}

extension Dissection {
    /// One TCP segment's payload (`length` bytes on the wire at `offset`).
    ///
    /// Failure contract: never throws in practice (reads are checked first); malformed or cut
    /// payloads print ` BEEP (payload or undecoded)` as tcpdump does.
    mutating func beep(at offset: Int, length: Int) throws(Truncated) {
        proto = "beep"
        layer(BEEPFields.beep)
        if length >= 4, has(4, at: offset) {
            let word = bytes.uint32(at: offset)
            for (value, name) in BEEPField.keywords where value == word {
                report(BEEPFields.keyword, label: name)
                put(" BEEP "); put(name)
                return
            }
        }
        put(" BEEP (payload or undecoded)")
    }
}

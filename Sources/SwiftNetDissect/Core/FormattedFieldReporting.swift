// Two reporting helpers the core sink has no call for yet (used by the STP, LLDP, MPLS and DHCP
// dissectors; candidates for Core/FieldReporting.swift):
// - values that no `FieldType` renders (a bridge id `"8000.02:00:00:00:00:01"`): the sink
//   writes the member's key as for `null`, then the caller's writer replaces the `null` with its
//   own JSON value. No allocation: the writer is a non-escaping
//   closure over the packet's output buffer.
// - tcpdump's ` (invalid)` with the reason the JSON layer gives (`"malformed":"why"`), where the
//   old JSON walker had a more telling reason than `"invalid"`.

extension Dissection {
    /// Reports `field` with a value `write` appends as valid JSON (a number, or a quoted string
    /// whose bytes it escapes itself). Nothing is written when the sink drops the member (no open
    /// layer, past the depth limit).
    @inline(__always)
    mutating func report(_ field: FieldDescriptor, formatted write: (inout PrintBuffer) -> Void) {
        guard Sink.collectsFields else { return }
        let mark = out.count
        sink.null(field, into: &out)
        // The sink wrote `[,]"key":null`, or nothing at all.
        guard out.count >= mark + 4 else { return }
        out.truncate(to: out.count - 4)
        write(&out)
    }

    /// ` (invalid)` in the text; in JSON the current layer is `"malformed": reason`.
    @inline(__always)
    mutating func putInvalid(reason: StaticString) {
        if Sink.rendersText { out.append(" (invalid)") } else { reportMalformed(reason) }
    }
}

import SwiftNetWire

/// Where one dissection walk goes: the same dissector code runs once per packet with a sink that
/// either formats tcpdump's text (`TextSink`) or builds the NDJSON object (`JSONSink`), and later a
/// display-filter sink. Dissectors write literal text with `put` (dropped unless `rendersText`) and
/// report each field once through the sink with its static `FieldDescriptor` (ignored by the text
/// sink). Both are specialised per sink, so the unused half compiles away.
///
/// Every method takes the packet's output buffer `out`; a sink keeps only its own bookkeeping.
///
/// Failure contract: no method traps on any sequence of calls; a sink that is given an
/// unbalanced sequence (an `end` without its `begin`) ignores what does not fit, so its output
/// stays well-formed.
protocol DissectionSink {
    /// Whether `put` text reaches the output (tcpdump's line).
    static var rendersText: Bool { get }
    /// Whether fields are wanted: false lets dissectors skip reads made only for reporting.
    static var collectsFields: Bool { get }

    init()
    /// A protocol layer starts: any open sibling layer is finished first.
    mutating func beginLayer(_ layer: FieldDescriptor, into out: inout PrintBuffer)
    /// Numbers, hex words and booleans, as the descriptor's type says.
    mutating func number(_ field: FieldDescriptor, _ value: UInt64, into out: inout PrintBuffer)
    mutating func signed(_ field: FieldDescriptor, _ value: Int64, into out: inout PrintBuffer)
    mutating func label(_ field: FieldDescriptor, _ name: StaticString, into out: inout PrintBuffer)
    /// `bytes[start..<start+count]` (already bounds-checked by the caller) as an address, hex or string.
    mutating func packetBytes(_ field: FieldDescriptor, _ bytes: [UInt8], from start: Int, count: Int,
                              into out: inout PrintBuffer)
    /// A value that cannot be judged (a checksum not all captured).
    mutating func null(_ field: FieldDescriptor, into out: inout PrintBuffer)
    mutating func beginObject(_ field: FieldDescriptor, into out: inout PrintBuffer)
    mutating func endObject(into out: inout PrintBuffer)
    mutating func beginList(_ field: FieldDescriptor, into out: inout PrintBuffer)
    mutating func endList(into out: inout PrintBuffer)
    /// The layers of a datagram quoted inside the current layer (ICMP errors).
    mutating func beginQuoted(into out: inout PrintBuffer)
    mutating func endQuoted(into out: inout PrintBuffer)
    /// The innermost open layer ran out of captured bytes.
    mutating func truncated(into out: inout PrintBuffer)
    /// The innermost open layer holds impossible values.
    mutating func malformed(_ reason: StaticString, into out: inout PrintBuffer)
    /// A run of fields written in one go into the open layer or object (`FieldRun`); `room`
    /// bounds what they take. Nothing else may be written to `out` until `endRun`.
    mutating func beginRun(room: Int, into out: inout PrintBuffer) -> FieldRun
    mutating func endRun(_ run: FieldRun, into out: inout PrintBuffer)
    /// A run that writes elements (`FieldRun.beginElementObject`) into the open list.
    mutating func beginElementRun(room: Int, into out: inout PrintBuffer) -> FieldRun
}

/// tcpdump's text: `put` writes, fields are ignored.
struct TextSink: DissectionSink {
    static var rendersText: Bool { true }
    static var collectsFields: Bool { false }
    init() {}
    @inline(__always) mutating func beginLayer(_ layer: FieldDescriptor, into out: inout PrintBuffer) {}
    @inline(__always) mutating func number(_ field: FieldDescriptor, _ value: UInt64, into out: inout PrintBuffer) {}
    @inline(__always) mutating func signed(_ field: FieldDescriptor, _ value: Int64, into out: inout PrintBuffer) {}
    @inline(__always) mutating func label(_ field: FieldDescriptor, _ name: StaticString, into out: inout PrintBuffer) {}
    @inline(__always) mutating func packetBytes(_ field: FieldDescriptor, _ bytes: [UInt8], from start: Int,
                                                count: Int, into out: inout PrintBuffer) {}
    @inline(__always) mutating func null(_ field: FieldDescriptor, into out: inout PrintBuffer) {}
    @inline(__always) mutating func beginObject(_ field: FieldDescriptor, into out: inout PrintBuffer) {}
    @inline(__always) mutating func endObject(into out: inout PrintBuffer) {}
    @inline(__always) mutating func beginList(_ field: FieldDescriptor, into out: inout PrintBuffer) {}
    @inline(__always) mutating func endList(into out: inout PrintBuffer) {}
    @inline(__always) mutating func beginQuoted(into out: inout PrintBuffer) {}
    @inline(__always) mutating func endQuoted(into out: inout PrintBuffer) {}
    @inline(__always) mutating func truncated(into out: inout PrintBuffer) {}
    @inline(__always) mutating func malformed(_ reason: StaticString, into out: inout PrintBuffer) {}
    @inline(__always) mutating func beginRun(room: Int, into out: inout PrintBuffer) -> FieldRun { .disabled }
    @inline(__always) mutating func endRun(_ run: FieldRun, into out: inout PrintBuffer) {}
    @inline(__always) mutating func beginElementRun(room: Int, into out: inout PrintBuffer) -> FieldRun { .disabled }
}

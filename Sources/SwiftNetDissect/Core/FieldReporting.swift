import SwiftNetWire

// How dissectors report fields: each call names a static descriptor. With the text sink every
// call here is empty and inlined away; reads made only for reporting (`report(_:u16At:)` and
// friends) never throw and are skipped unless the sink collects fields, so they cannot change
// where the text walk stops.

extension Dissection {
    /// A protocol layer starts here (JSON: a new object in `layers`).
    @inline(__always) mutating func layer(_ descriptor: FieldDescriptor) {
        if Sink.collectsFields { sink.beginLayer(descriptor, into: &out) }
    }

    /// A value already read by the walk.
    @inline(__always) mutating func report<T: BinaryInteger>(_ field: FieldDescriptor, _ value: T) {
        if Sink.collectsFields { sink.number(field, UInt64(truncatingIfNeeded: value), into: &out) }
    }

    @inline(__always) mutating func report(_ field: FieldDescriptor, bool value: Bool) {
        if Sink.collectsFields { sink.number(field, value ? 1 : 0, into: &out) }
    }

    @inline(__always) mutating func report(_ field: FieldDescriptor, signed value: Int64) {
        if Sink.collectsFields { sink.signed(field, value, into: &out) }
    }

    @inline(__always) mutating func report(_ field: FieldDescriptor, label name: StaticString) {
        if Sink.collectsFields { sink.label(field, name, into: &out) }
    }

    /// `true`/`false`, or `null` when the verdict cannot be given.
    @inline(__always) mutating func report(_ field: FieldDescriptor, verdict: Bool?) {
        guard Sink.collectsFields else { return }
        if let verdict { sink.number(field, verdict ? 1 : 0, into: &out) } else { sink.null(field, into: &out) }
    }

    /// `count` packet bytes at `offset`, rendered as the descriptor's type says; skipped when not
    /// all captured.
    @inline(__always) mutating func report(_ field: FieldDescriptor, bytesAt offset: Int, count: Int) {
        if Sink.collectsFields, has(count, at: offset) {
            sink.packetBytes(field, bytes, from: offset, count: count, into: &out)
        }
    }

    /// A byte read only for reporting: skipped when not captured, never throws.
    @inline(__always) mutating func report(_ field: FieldDescriptor, u8At offset: Int) {
        if Sink.collectsFields, has(1, at: offset) { sink.number(field, UInt64(bytes[offset]), into: &out) }
    }

    @inline(__always) mutating func report(_ field: FieldDescriptor, u16At offset: Int) {
        if Sink.collectsFields, has(2, at: offset) { sink.number(field, UInt64(bytes.uint16(at: offset)), into: &out) }
    }

    @inline(__always) mutating func report(_ field: FieldDescriptor, u32At offset: Int) {
        if Sink.collectsFields, has(4, at: offset) { sink.number(field, UInt64(bytes.uint32(at: offset)), into: &out) }
    }

    @inline(__always) mutating func beginObject(_ field: FieldDescriptor) {
        if Sink.collectsFields { sink.beginObject(field, into: &out) }
    }

    @inline(__always) mutating func endObject() {
        if Sink.collectsFields { sink.endObject(into: &out) }
    }

    @inline(__always) mutating func beginList(_ field: FieldDescriptor) {
        if Sink.collectsFields { sink.beginList(field, into: &out) }
    }

    @inline(__always) mutating func endList() {
        if Sink.collectsFields { sink.endList(into: &out) }
    }

    /// An object inside a list (`{…}` of `options`).
    @inline(__always) mutating func beginItem() {
        if Sink.collectsFields { sink.beginObject(FieldRegistry.item, into: &out) }
    }

    @inline(__always) mutating func endItem() { endObject() }

    @inline(__always) mutating func beginQuoted() {
        if Sink.collectsFields { sink.beginQuoted(into: &out) }
    }

    @inline(__always) mutating func endQuoted() {
        if Sink.collectsFields { sink.endQuoted(into: &out) }
    }

    /// The current layer holds impossible values (JSON `"malformed"`); text says so itself.
    @inline(__always) mutating func reportMalformed(_ reason: StaticString) {
        if Sink.collectsFields { sink.malformed(reason, into: &out) }
    }

    /// The current layer ran out of captured bytes where the text walk goes on without a marker.
    @inline(__always) mutating func reportTruncated() {
        if Sink.collectsFields { sink.truncated(into: &out) }
    }
}

// A run of fields reported in one go: the fixed headers every packet has (IPv4, TCP) are a
// dozen or more fields each. Reported one by one, each costs the sink's bookkeeping, a capacity
// test and reloads of the buffer's count and base after each byte stored through it; a run makes
// room once and writes `,"key":value` after `,"key":value` through one cursor held in a register.
// The text sink never runs one (the whole call compiles away).
//
// The run's methods are `@_transparent`, not `@inline(__always)`: the optimizer honours the
// latter only while the caller is under 64 blocks or the callee is, and a fixed header's dozen
// reports grow the caller past that after the first few, leaving the rest as calls that take
// the descriptor and the run through memory (FieldRun.number was 20% of --json's instructions).
// Transparent functions are inlined before any size test; what they call is small (a decimal
// writer, a key copy) or deliberately out of line (the rarer number renderings).

/// The fields of one run (`Dissection.beginRun`/`endRun`), written into the current layer (or
/// object).
/// Containers opened in a run must be closed in it; no other report may happen during it.
///
/// Failure contract: never writes past the room the run was given: a write that does not fit
/// ends the run's writing, and the whole run is then dropped (a programming error: the caller
/// gave too little room; debug builds stop there).
struct FieldRun {
    private var cursor: ByteCursor
    private let start: UnsafeMutablePointer<UInt8>
    private let limit: UnsafeMutablePointer<UInt8>
    /// Whether the next member needs a comma before it.
    private var comma: Bool
    /// Some write did not fit: nothing more is written and the run is dropped.
    private(set) var overflowed = false
    /// Whether the run writes at all (false for a sink that collects no fields).
    let isEnabled: Bool

    init(cursor: ByteCursor, limit: UnsafeMutablePointer<UInt8>, comma: Bool, isEnabled: Bool) {
        self.cursor = cursor
        self.start = cursor.pointer
        self.limit = limit
        self.comma = comma
        self.isEnabled = isEnabled
    }

    var pointer: UnsafeMutablePointer<UInt8> { cursor.pointer }
    /// Whether anything was written.
    var wrote: Bool { cursor.pointer != start }

    /// Whether `count` more bytes fit; a miss stops the run.
    @_transparent
    private mutating func room(_ count: Int) -> Bool {
        if isEnabled && !overflowed && limit - cursor.pointer >= count { return true }
        overflowed = true
        return false
    }

    /// `,"key":` and room for `valueBytes` after it; false when it does not fit.
    @_transparent
    private mutating func key(_ key: StaticString, valueBytes: Int) -> Bool {
        guard room(ByteCursor.maximumLength(key) &+ 4 &+ valueBytes) else { return false }
        if comma { cursor.write(UInt8(ascii: ",")) }
        comma = true
        cursor.write(UInt8(ascii: "\""))
        cursor.write(key)
        cursor.write(UInt8(ascii: "\""))
        cursor.write(UInt8(ascii: ":"))
        return true
    }

    /// A number as the descriptor's type renders it (decimal, `"0x…"`, boolean, dotted quad).
    @_transparent
    mutating func number<T: BinaryInteger>(_ field: FieldDescriptor, _ value: T) {
        let value = UInt64(truncatingIfNeeded: value)
        guard key(field.key, valueBytes: 37) else { return }
        // A fixed header's checksums, flag words and addresses inline too (a run's reports are
        // inlined whatever their size, where the type is a constant): out of line they cost a
        // call and a switch each, about 60 instructions for a checksum.
        switch field.type {
        case .hex(let digits):
            cursor.write("\"0x")
            cursor.writeHex(value, digits: digits)
            cursor.write(UInt8(ascii: "\""))
        case .ipv4:
            cursor.write(UInt8(ascii: "\""))
            cursor.writeIPv4(UInt32(truncatingIfNeeded: value))
            cursor.write(UInt8(ascii: "\""))
        default:
            cursor.writeJSONNumber(value, as: field.type)
        }
    }

    @_transparent
    mutating func bool(_ field: FieldDescriptor, _ value: Bool) {
        guard key(field.key, valueBytes: 5) else { return }
        // Two constant literals, not one chosen at run time: each becomes a few stores.
        if value { cursor.write("true") } else { cursor.write("false") }
    }

    /// `true`/`false`, or `null` when no verdict can be given.
    @_transparent
    mutating func verdict(_ field: FieldDescriptor, _ value: Bool?) {
        guard key(field.key, valueBytes: 5) else { return }
        switch value {
        case .some(true): cursor.write("true")
        case .some(false): cursor.write("false")
        case .none: cursor.write("null")
        }
    }

    @_transparent
    mutating func label(_ field: FieldDescriptor, _ name: StaticString) {
        guard key(field.key, valueBytes: ByteCursor.maximumLength(name) &+ 2) else { return }
        cursor.write(UInt8(ascii: "\""))
        cursor.write(name)
        cursor.write(UInt8(ascii: "\""))
    }

    /// A name as an element of the list just begun (`field` describes the elements).
    @_transparent
    mutating func element(_ field: FieldDescriptor, label name: StaticString) {
        guard room(ByteCursor.maximumLength(name) &+ 3) else { return }
        if comma { cursor.write(UInt8(ascii: ",")) }
        comma = true
        cursor.write(UInt8(ascii: "\""))
        cursor.write(name)
        cursor.write(UInt8(ascii: "\""))
    }

    @_transparent
    mutating func beginObject(_ field: FieldDescriptor) {
        guard key(field.key, valueBytes: 1) else { return }
        cursor.write(UInt8(ascii: "{"))
        comma = false
    }

    /// An object as the next element of the list the run writes into (`beginElementRun`).
    @_transparent
    mutating func beginElementObject() {
        guard room(2) else { return }
        if comma { cursor.write(UInt8(ascii: ",")) }
        cursor.write(UInt8(ascii: "{"))
        comma = false
    }

    @_transparent
    mutating func endObject() {
        guard room(1) else { return }
        cursor.write(UInt8(ascii: "}"))
        comma = true
    }

    @_transparent
    mutating func beginList(_ field: FieldDescriptor) {
        guard key(field.key, valueBytes: 1) else { return }
        cursor.write(UInt8(ascii: "["))
        comma = false
    }

    @_transparent
    mutating func endList() {
        guard room(1) else { return }
        cursor.write(UInt8(ascii: "]"))
        comma = true
    }
}

extension FieldRun {
    /// A run that writes nothing (a sink that collects no fields, or no object open).
    static var disabled: FieldRun {
        let nowhere = UnsafeMutablePointer<UInt8>(bitPattern: 1)!
        return FieldRun(cursor: ByteCursor(nowhere), limit: nowhere, comma: false, isEnabled: false)
    }
}

extension Dissection {
    /// Starts a run of fields reported in one go into the open layer (or object): `room` bounds
    /// the bytes they take (keys, punctuation and the widest values). Report through the run,
    /// close what it opens, then hand it to `endRun`; no other report may come in between.
    /// (No closure: the run's calls must inline where the descriptors are constants.)
    @inline(__always)
    mutating func beginRun(room: Int) -> FieldRun {
        guard Sink.collectsFields else { return .disabled }
        return sink.beginRun(room: room, into: &out)
    }

    /// A run of elements in the open list (`FieldRun.beginElementObject`), as `beginRun` otherwise.
    @inline(__always)
    mutating func beginElementRun(room: Int) -> FieldRun {
        guard Sink.collectsFields else { return .disabled }
        return sink.beginElementRun(room: room, into: &out)
    }

    @inline(__always)
    mutating func endRun(_ run: FieldRun) {
        if Sink.collectsFields { sink.endRun(run, into: &out) }
    }
}

import SwiftNetWire

/// The NDJSON rendering of a dissection walk: the `layers` array of one packet object (README
/// "JSON output"). Layers are siblings in the array even though dissectors nest (IP calls TCP):
/// a new layer closes the open one. Open containers are tracked in bit sets, one bit per depth,
/// so no call allocates.
///
/// Failure contract: whatever order calls come in, the text written is valid JSON once `finish`
/// has run: fields with no open layer are dropped, an `end` that does not match the open
/// container is ignored, nesting deeper than 62 levels is dropped with its contents.
struct JSONSink: DissectionSink {
    static var rendersText: Bool { false }
    static var collectsFields: Bool { true }

    /// Open containers, 1 = the packet's `layers` array (opened by the encoder).
    private var depth = 0
    private var isList: UInt64 = 0
    private var isLayerList: UInt64 = 0
    private var isLayer: UInt64 = 0
    private var hasMember: UInt64 = 0
    /// Layers already marked `"truncated":true` (so the key is never written twice).
    private var isMarkedTruncated: UInt64 = 0
    /// Begins past the depth limit, matched by the ends that follow them.
    private var overflow = 0
    /// The name of the open layer at depth 2 (for `truncated`): the only depth whose layer can
    /// be named in the packet's `"truncated"` (deeper layers sit inside a quoted datagram). One
    /// store per layer, where a table per depth cost a uniqueness and a bounds check.
    private var topLayerName: StaticString = ""
    /// The innermost layer the capture cut short, for the packet's top-level `"truncated"`.
    private(set) var truncatedLayer: StaticString?

    private static let maximumDepth = 62

    /// No allocation: the encoder makes a fresh sink per packet.
    init() {}

    /// Starts a packet whose `layers` array the caller has just opened (`[` written).
    mutating func start() {
        depth = 1
        isList = 1 << 1
        isLayerList = 1 << 1
        isLayer = 0
        hasMember = 0
        isMarkedTruncated = 0
        overflow = 0
        truncatedLayer = nil
    }

    /// Closes everything but the `layers` array (the caller writes its `]`).
    mutating func finish(into out: inout PrintBuffer) {
        while depth > 1 { pop(into: &out) }
        overflow = 0
    }

    @inline(__always) private func bit(_ set: UInt64, _ level: Int) -> Bool { set & (1 << UInt64(level)) != 0 }

    private mutating func push(list: Bool, layerList: Bool = false, layer: Bool = false, member: Bool = false) {
        depth += 1
        let mask: UInt64 = 1 << UInt64(depth)
        if list { isList |= mask } else { isList &= ~mask }
        if layerList { isLayerList |= mask } else { isLayerList &= ~mask }
        if layer { isLayer |= mask } else { isLayer &= ~mask }
        if member { hasMember |= mask } else { hasMember &= ~mask }
        isMarkedTruncated &= ~mask
    }

    private mutating func pop(into out: inout PrintBuffer) {
        out.append(UInt8(ascii: bit(isList, depth) ? "]" : "}"))
        depth -= 1
    }

    /// Where the next member goes: nil when nothing may be written here (no layer open, or past
    /// the depth limit); else whether it needs a comma and (in an object) its key.
    @inline(__always)
    private mutating func slot() -> Slot? {
        guard overflow == 0, depth > 1, !bit(isLayerList, depth) else { return nil }
        let mask: UInt64 = 1 << UInt64(depth)
        let comma = hasMember & mask != 0
        hasMember |= mask
        return Slot(comma: comma, keyed: isList & mask == 0)
    }

    private struct Slot {
        let comma: Bool
        let keyed: Bool

        /// `,"key":`, at most the key's length + 4 bytes.
        @inline(__always)
        func write(_ key: StaticString, at cursor: inout ByteCursor) {
            if comma { cursor.write(UInt8(ascii: ",")) }
            guard keyed else { return }
            cursor.write(UInt8(ascii: "\""))
            cursor.write(key)
            cursor.write(UInt8(ascii: "\""))
            cursor.write(UInt8(ascii: ":"))
        }
    }

    /// Writes the comma and (in an object) the key before a member; false when nothing may be
    /// written here (no layer open, or past the depth limit).
    @inline(__always)
    private mutating func member(_ key: StaticString, into out: inout PrintBuffer) -> Bool {
        guard let slot = slot() else { return false }
        out.withCursor(reserving: ByteCursor.maximumLength(key) &+ 4) { slot.write(key, at: &$0) }
        return true
    }

    // Inlined at each dissector's `layer(…)`, where the name is a constant: its bytes become a
    // few stores (out of line, the name was copied a byte at a time and the call cost about 160
    // instructions per layer; the two-walk encoder's took 90).
    @inline(__always)
    mutating func beginLayer(_ layer: FieldDescriptor, into out: inout PrintBuffer) {
        guard overflow == 0 else { return }
        // The sibling layer still open (every layer after the first) is closed out of line.
        if depth > 1 && !bit(isLayerList, depth) { closeSiblingLayer(into: &out) }
        guard depth >= 1, depth < Self.maximumDepth else { return }
        let mask: UInt64 = 1 << UInt64(depth)
        let comma = hasMember & mask != 0
        hasMember |= mask
        let key = layer.key
        out.withCursor(reserving: ByteCursor.maximumLength(key) &+ 12) { cursor in
            if comma { cursor.write(UInt8(ascii: ",")) }
            cursor.write("{\"layer\":\"")
            cursor.write(key)
            cursor.write(UInt8(ascii: "\""))
        }
        push(list: false, layer: true, member: true)
        if depth == 2 { topLayerName = key }
    }

    /// Closes what is open down to the innermost list of layers (`beginLayer`).
    @inline(never)
    private mutating func closeSiblingLayer(into out: inout PrintBuffer) {
        while depth > 1 && !bit(isLayerList, depth) { pop(into: &out) }
    }

    // Each report below is inlined into its (specialised) call site, where the descriptor is a
    // constant: the key's bytes and the type's case fold away, leaving one capacity test and
    // the stores of `,"key":value` through a cursor.

    @inline(__always)
    mutating func number(_ field: FieldDescriptor, _ value: UInt64, into out: inout PrintBuffer) {
        guard let slot = slot() else { return }
        let key = field.key
        let type = field.type
        // The widest value: 37 bytes of fixed point (20 bytes of decimal digits, `"0x` + 16
        // digits + `"`, a quoted dotted quad are less).
        out.withCursor(reserving: ByteCursor.maximumLength(key) &+ 4 &+ 37) { cursor in
            slot.write(key, at: &cursor)
            cursor.writeJSONNumber(value, as: type)
        }
    }

    /// A `FieldRun` in the open layer or object (not in a list: runs write keyed members);
    /// disabled (writes nothing) anywhere else.
    @inline(__always)
    mutating func beginRun(room: Int, into out: inout PrintBuffer) -> FieldRun {
        guard overflow == 0, depth > 1, !bit(isLayerList, depth), !bit(isList, depth) else { return .disabled }
        let start = out.uncommittedRoom(room)
        return FieldRun(cursor: ByteCursor(start), limit: start + room,
                        comma: hasMember & (1 << UInt64(depth)) != 0, isEnabled: true)
    }

    /// A `FieldRun` of elements in the open list (not a list of layers); disabled anywhere else.
    /// An object it writes takes no depth here, so the depth limit is tested as if it did: past
    /// it the run writes nothing, as `beginObject` would drop the object there.
    @inline(__always)
    mutating func beginElementRun(room: Int, into out: inout PrintBuffer) -> FieldRun {
        guard overflow == 0, depth > 1, depth < Self.maximumDepth, bit(isList, depth), !bit(isLayerList, depth) else {
            return .disabled
        }
        let start = out.uncommittedRoom(room)
        return FieldRun(cursor: ByteCursor(start), limit: start + room,
                        comma: hasMember & (1 << UInt64(depth)) != 0, isEnabled: true)
    }

    /// Counts what the run wrote; a run that ran out of room is dropped whole (its containers
    /// may be open).
    @inline(__always)
    mutating func endRun(_ run: FieldRun, into out: inout PrintBuffer) {
        guard run.isEnabled else { return }
        guard !run.overflowed else {
            assertionFailure("FieldRun: too little room")
            return
        }
        if run.wrote { hasMember |= 1 << UInt64(depth) }
        out.commit(upTo: run.pointer)
    }

    @inline(__always)
    mutating func signed(_ field: FieldDescriptor, _ value: Int64, into out: inout PrintBuffer) {
        guard member(field.key, into: &out) else { return }
        out.appendDecimal(value)
    }

    @inline(__always)
    mutating func label(_ field: FieldDescriptor, _ name: StaticString, into out: inout PrintBuffer) {
        guard let slot = slot() else { return }
        let key = field.key
        out.withCursor(reserving: ByteCursor.maximumLength(key) &+ 4 &+ ByteCursor.maximumLength(name) &+ 2) { cursor in
            slot.write(key, at: &cursor)
            cursor.write(UInt8(ascii: "\""))
            cursor.write(name)
            cursor.write(UInt8(ascii: "\""))
        }
    }

    @inline(__always)
    mutating func packetBytes(_ field: FieldDescriptor, _ bytes: [UInt8], from start: Int, count: Int,
                              into out: inout PrintBuffer) {
        guard start >= 0, count >= 0, start <= bytes.count &- count else { return }
        switch field.type {
        case .ipv4 where count == 4:
            number(field, UInt64(bytes.uint32(at: start)), into: &out)
        case .mac where count == 6:
            // Every Ethernet frame has two: one capacity test for key and value, not one per byte.
            guard let slot = slot() else { return }
            let key = field.key
            bytes.withUnsafeBufferPointer { buffer in
                let source = buffer.baseAddress! + start
                out.withCursor(reserving: ByteCursor.maximumLength(key) &+ 4 &+ 19) { cursor in
                    slot.write(key, at: &cursor)
                    cursor.write(UInt8(ascii: "\""))
                    for index in 0..<6 {
                        if index > 0 { cursor.write(UInt8(ascii: ":")) }
                        cursor.writeHex(UInt64(source[index]), digits: 2)
                    }
                    cursor.write(UInt8(ascii: "\""))
                }
            }
        case .ipv6 where count == 16:
            guard member(field.key, into: &out) else { return }
            if let address = IPv6Address(bytes, at: start) { out.appendJSON(address) } else { out.append("null") }
        case .string, .label:
            guard member(field.key, into: &out) else { return }
            out.appendJSONString(bytes, from: start, to: start + count)
        default:
            guard member(field.key, into: &out) else { return }
            out.appendJSONHexBytes(bytes, from: start, to: start + count)
        }
    }

    @inline(__always)
    mutating func null(_ field: FieldDescriptor, into out: inout PrintBuffer) {
        guard let slot = slot() else { return }
        let key = field.key
        out.withCursor(reserving: ByteCursor.maximumLength(key) &+ 8) { cursor in
            slot.write(key, at: &cursor)
            cursor.write("null")
        }
    }

    @inline(__always)
    mutating func beginObject(_ field: FieldDescriptor, into out: inout PrintBuffer) {
        open(field, list: false, into: &out)
    }

    /// Closes the innermost plain object inside the current layer, and any list left open in it
    /// (a dissector that stopped early in a list item).
    @inline(__always)
    mutating func endObject(into out: inout PrintBuffer) { close(list: false, into: &out) }

    @inline(__always)
    mutating func beginList(_ field: FieldDescriptor, into out: inout PrintBuffer) {
        open(field, list: true, into: &out)
    }

    /// Closes the innermost list inside the current layer, and any object left open in it.
    @inline(__always)
    mutating func endList(into out: inout PrintBuffer) { close(list: true, into: &out) }

    @inline(__always)
    private mutating func open(_ field: FieldDescriptor, list: Bool, into out: inout PrintBuffer) {
        let key = field.key
        // A list item (no key) whose list is gone, closed by a `malformed` verdict while the text
        // walk goes on: skipped with what it holds, never a member named "".
        let orphanItem = key.utf8CodeUnitCount == 0 && !bit(isList, depth)
        guard depth < Self.maximumDepth, !orphanItem, let slot = slot() else { overflow += 1; return }
        out.withCursor(reserving: ByteCursor.maximumLength(key) &+ 5) { cursor in
            slot.write(key, at: &cursor)
            cursor.write(UInt8(ascii: list ? "[" : "{"))
        }
        push(list: list)
    }

    @inline(__always)
    private mutating func close(list: Bool, into out: inout PrintBuffer) {
        if overflow > 0 { overflow -= 1; return }
        // The usual case: the container to close is the innermost one.
        let mask: UInt64 = 1 << UInt64(depth)
        if depth > 1, (isLayer | isLayerList) & mask == 0, (isList & mask != 0) == list {
            pop(into: &out)
            return
        }
        guard let level = innermost(list: list) else { return }
        while depth >= level { pop(into: &out) }
    }

    /// The depth of the innermost open plain object (or list) above the innermost layer.
    private func innermost(list: Bool) -> Int? {
        var level = depth
        while level > 1 && !bit(isLayer, level) && !bit(isLayerList, level) {
            if bit(isList, level) == list { return level }
            level -= 1
        }
        return nil
    }

    mutating func beginQuoted(into out: inout PrintBuffer) {
        guard depth < Self.maximumDepth, member("quoted", into: &out) else { overflow += 1; return }
        out.append(UInt8(ascii: "["))
        push(list: true, layerList: true)
    }

    mutating func endQuoted(into out: inout PrintBuffer) {
        if overflow > 0 { overflow -= 1; return }
        var level = depth
        while level > 1 && !bit(isLayerList, level) { level -= 1 }
        guard level > 1 else { return }
        while depth >= level { pop(into: &out) }
    }

    /// Marks the innermost open layer `"truncated":true` (closing what is open inside it) and
    /// names it for the packet's top-level `"truncated"` unless it sits inside a quoted datagram.
    mutating func truncated(into out: inout PrintBuffer) {
        guard let level = innermostLayer() else { return }
        overflow = 0
        while depth > level { pop(into: &out) }
        let mask: UInt64 = 1 << UInt64(level)
        if isMarkedTruncated & mask == 0 { out.append(",\"truncated\":true") }
        isMarkedTruncated |= mask
        if !insideQuote(level) { truncatedLayer = topLayerName }
    }

    mutating func malformed(_ reason: StaticString, into out: inout PrintBuffer) {
        guard let level = innermostLayer() else { return }
        overflow = 0
        while depth > level { pop(into: &out) }
        out.append(",\"malformed\":\"")
        out.append(reason)
        out.append(UInt8(ascii: "\""))
    }

    private func innermostLayer() -> Int? {
        var level = depth
        while level > 1 {
            if bit(isLayer, level) { return level }
            if bit(isLayerList, level) { return nil }
            level -= 1
        }
        return nil
    }

    private func insideQuote(_ level: Int) -> Bool {
        var index = level - 1
        while index > 1 {
            if bit(isLayerList, index) { return true }
            index -= 1
        }
        return false
    }
}

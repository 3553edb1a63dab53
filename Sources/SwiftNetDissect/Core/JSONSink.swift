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
    /// The name of the layer open at each depth (for `truncated`).
    private var layerNames: [StaticString]
    /// The innermost layer the capture cut short, for the packet's top-level `"truncated"`.
    private(set) var truncatedLayer: StaticString?

    private static let maximumDepth = 62

    init() {
        layerNames = Array(repeating: "", count: Self.maximumDepth + 2)
    }

    private init(placeholderWithNoTable: ()) {
        layerNames = []
    }

    /// A sink with no table (no allocation), to hold a place until the real one is swapped in.
    static var placeholder: JSONSink { JSONSink(placeholderWithNoTable: ()) }

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

    /// Writes the comma and (in an object) the key before a member; false when nothing may be
    /// written here (no layer open, or past the depth limit).
    // Inlined into every (specialised) report: the descriptor is a constant there, so its key
    // and type fold away and only the writes remain.
    @inline(__always)
    private mutating func member(_ key: StaticString, into out: inout PrintBuffer) -> Bool {
        guard overflow == 0, depth > 1, !bit(isLayerList, depth) else { return false }
        let mask: UInt64 = 1 << UInt64(depth)
        let comma = hasMember & mask != 0
        hasMember |= mask
        if isList & mask == 0 {
            // `,"key":` with one capacity check.
            let length = key.utf8CodeUnitCount
            out.reserve(length &+ 4)
            if comma { out.appendReserved(UInt8(ascii: ",")) }
            out.appendReserved(UInt8(ascii: "\""))
            out.appendReserved(key)
            out.appendReserved(UInt8(ascii: "\""))
            out.appendReserved(UInt8(ascii: ":"))
        } else if comma {
            out.append(UInt8(ascii: ","))
        }
        return true
    }

    mutating func beginLayer(_ layer: FieldDescriptor, into out: inout PrintBuffer) {
        guard overflow == 0 else { return }
        while depth > 1 && !bit(isLayerList, depth) { pop(into: &out) }
        guard depth >= 1, depth < Self.maximumDepth else { return }
        let mask: UInt64 = 1 << UInt64(depth)
        if hasMember & mask != 0 { out.append(UInt8(ascii: ",")) }
        hasMember |= mask
        out.append("{\"layer\":\"")
        out.append(layer.key)
        out.append(UInt8(ascii: "\""))
        push(list: false, layer: true, member: true)
        layerNames[depth] = layer.key
    }

    @inline(__always)
    mutating func number(_ field: FieldDescriptor, _ value: UInt64, into out: inout PrintBuffer) {
        guard member(field.key, into: &out) else { return }
        switch field.type {
        case .hex(let digits): out.appendJSONHex(value, digits: digits)
        case .boolean: out.appendJSONBool(value != 0)
        case .ipv4: out.append(UInt8(ascii: "\"")); out.appendIPv4(UInt32(truncatingIfNeeded: value)); out.append(UInt8(ascii: "\""))
        default: out.appendDecimal(value)
        }
    }

    @inline(__always)
    mutating func signed(_ field: FieldDescriptor, _ value: Int64, into out: inout PrintBuffer) {
        guard member(field.key, into: &out) else { return }
        out.appendDecimal(value)
    }

    @inline(__always)
    mutating func label(_ field: FieldDescriptor, _ name: StaticString, into out: inout PrintBuffer) {
        guard member(field.key, into: &out) else { return }
        out.append(UInt8(ascii: "\""))
        out.append(name)
        out.append(UInt8(ascii: "\""))
    }

    @inline(__always)
    mutating func packetBytes(_ field: FieldDescriptor, _ bytes: [UInt8], from start: Int, count: Int,
                              into out: inout PrintBuffer) {
        guard start >= 0, count >= 0, start <= bytes.count &- count else { return }
        guard member(field.key, into: &out) else { return }
        switch field.type {
        case .ipv4 where count == 4:
            out.append(UInt8(ascii: "\""))
            out.appendIPv4(bytes.uint32(at: start))
            out.append(UInt8(ascii: "\""))
        case .ipv6 where count == 16:
            if let address = IPv6Address(bytes, at: start) { out.appendJSON(address) } else { out.append("null") }
        case .mac where count == 6:
            out.append(UInt8(ascii: "\""))
            for index in 0..<6 {
                if index > 0 { out.append(UInt8(ascii: ":")) }
                out.appendHex(bytes[start + index], digits: 2)
            }
            out.append(UInt8(ascii: "\""))
        case .string, .label:
            out.appendJSONString(bytes, from: start, to: start + count)
        default:
            out.appendJSONHexBytes(bytes, from: start, to: start + count)
        }
    }

    @inline(__always)
    mutating func null(_ field: FieldDescriptor, into out: inout PrintBuffer) {
        guard member(field.key, into: &out) else { return }
        out.append("null")
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
        guard depth < Self.maximumDepth, member(field.key, into: &out) else { overflow += 1; return }
        out.append(UInt8(ascii: list ? "[" : "{"))
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
        if !insideQuote(level) { truncatedLayer = layerNames[level] }
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

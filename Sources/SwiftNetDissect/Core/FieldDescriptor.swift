// The static description of every field a dissector reports: its JSON key, its Wireshark-style
// filter name (`tcp.window_size_value`, for `--list-fields` and a later display filter) and its
// type. Descriptors are `static let`s in each protocol's `…Fields` enum; reporting one costs a
// pointer, never a String.

/// How a field's value is rendered in JSON (and what a display filter may compare it with).
public enum FieldType: Sendable, Hashable {
    /// An unsigned decimal number.
    case unsigned
    /// A signed decimal number.
    case signed
    /// A decimal number: the value divided by 2^fractionBits (0-16), written exactly (a timer
    /// in 1/256 s of 320 is `1.25`).
    case fixedPoint(fractionBits: Int)
    /// `"0x…"` with this many hex digits (checksums, flag words).
    case hex(digits: Int)
    /// `true` / `false` (a non-zero value is true).
    case boolean
    /// Dotted quad (4 packet bytes).
    case ipv4
    /// RFC 5952 text (16 packet bytes).
    case ipv6
    /// `aa:bb:cc:dd:ee:ff` (6 packet bytes).
    case mac
    /// Packet bytes as lower-case hex.
    case bytes
    /// Packet bytes as a JSON string (escaped, invalid UTF-8 as U+FFFD).
    case string
    /// A fixed name from a table (`"SYN"`, `"Discover"`).
    case label
    /// A nested object of fields.
    case object
    /// A list of values or objects.
    case list
    /// A protocol layer (the descriptor of a layer object itself).
    case layer

    /// The name `--list-fields` prints, as tshark -G fields names its types.
    public var name: String {
        switch self {
        case .unsigned: "uint"
        case .signed: "int"
        case .fixedPoint: "decimal"
        case .hex(let digits): "hex\(digits * 4)"
        case .boolean: "bool"
        case .ipv4: "ipv4"
        case .ipv6: "ipv6"
        case .mac: "ether"
        case .bytes: "bytes"
        case .string: "string"
        case .label: "label"
        case .object: "object"
        case .list: "list"
        case .layer: "protocol"
        }
    }
}

/// One field (or layer) a dissector can report.
///
/// Failure contract: a plain value; nothing here can fail.
public struct FieldDescriptor: Sendable {
    /// The JSON object key (`"window"`), or for a layer its `"layer"` value (`"tcp"`).
    public let key: StaticString
    /// The display-filter name (`"tcp.window_size_value"`); for a layer, the protocol (`"tcp"`).
    public let filter: StaticString
    public let type: FieldType
    /// One line for `--list-fields`.
    public let title: StaticString

    public init(_ key: StaticString, _ filter: StaticString, _ type: FieldType, _ title: StaticString) {
        self.key = key
        self.filter = filter
        self.type = type
        self.title = title
    }

    /// A layer: `key` is what `"layer"` says, `filter` the protocol's filter prefix.
    public static func layer(_ key: StaticString, _ filter: StaticString, _ title: StaticString) -> FieldDescriptor {
        FieldDescriptor(key, filter, .layer, title)
    }

    /// The protocol part of the filter name (`tcp` of `tcp.flags.syn`).
    public var protocolName: String {
        let name = filter.description
        return String(name.prefix { $0 != "." })
    }
}

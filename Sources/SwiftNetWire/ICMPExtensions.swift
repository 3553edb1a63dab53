// ICMP multi-part extensions (RFC 4884), appended to ICMPv4 and ICMPv6 errors after the quoted
// datagram: one extension header, then objects (RFC 4950's MPLS label stack, RFC 5837's interface
// information).

/// Byte offsets of the ICMP extension header (RFC 4884 7).
public enum ICMPExtensionField {
    /// Version (high 4 bits; 2 today), then 12 reserved bits.
    public static let version = 0
    /// Internet checksum over the whole extension structure.
    public static let checksum = 2
    /// The objects follow the 4-byte header.
    public static let headerLength = 4
}

/// Byte offsets of an ICMP extension object header (RFC 4884 8).
public enum ICMPExtensionObjectField {
    /// Object length in bytes, this header included.
    public static let length = 0
    public static let classNumber = 2
    public static let classType = 3
    /// The payload follows the 4-byte header.
    public static let headerLength = 4
}

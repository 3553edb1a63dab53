// The DHCP/BOOTP vendor options tcpdump 4.99's rfc1048_print knows: each tag's name and the format it
// prints the value in (RFC 2132 and later; names as tcpdump spells them, e.g. `Subnet-Mask`, `RN`).

/// How tcpdump prints an option's value. PAD and END have no value; the DHCP message type (53) is
/// printed by name when it is one byte long, else as decimal bytes like tcpdump's table entry says.
enum DHCPOptionFormat: UInt8 {
    /// IPv4 addresses, comma-separated.
    case addresses
    /// Pairs of IPv4 addresses, `(a:b)`.
    case addressPairs
    /// Unsigned 32-bit numbers.
    case unsigned32
    /// Signed 32-bit numbers.
    case signed32
    /// Unsigned 16-bit numbers.
    case unsigned16
    /// Bytes in decimal, dot-separated.
    case decimalBytes
    /// Text, quoted.
    case text
    /// Booleans as Y/N.
    case booleans
    /// Printed by its own rule (client id, FQDN, relay agent information...).
    case special
    /// A tag tcpdump does not know: the format follows from the length.
    case unknown
}

/// RFC 2131/2132 numbers the walk tests.
enum DHCPOption {
    static let magicCookie: UInt32 = 0x6382_5363
    /// CMU's vendor area starts with "CMU" and a NUL.
    static let cmuCookie: UInt32 = 0x434d_5500
    static let pad: UInt8 = 0
    static let end: UInt8 = 255
    static let messageType: UInt8 = 53
    static let parameterRequest: UInt8 = 55

    /// tcpdump's dhcp_msg_values.
    static func messageTypeName(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "Discover"
        case 2: "Offer"
        case 3: "Request"
        case 4: "Decline"
        case 5: "ACK"
        case 6: "NACK"
        case 7: "Release"
        case 8: "Inform"
        case 10: "LeaseQuery"
        case 11: "LeaseUnassigned"
        case 12: "LeaseUnknown"
        case 13: "LeaseActive"
        default: nil
        }
    }

    /// The option's name and value format as tcpdump 4.99's tag2str table has them.
    static func describe(_ tag: UInt8) -> (name: StaticString, format: DHCPOptionFormat) {
        switch tag {
        case 0: ("PAD", .decimalBytes)
        case 1: ("Subnet-Mask", .addresses)
        case 2: ("Time-Zone", .signed32)
        case 3: ("Default-Gateway", .addresses)
        case 4: ("Time-Server", .addresses)
        case 5: ("IEN-Name-Server", .addresses)
        case 6: ("Domain-Name-Server", .addresses)
        case 7: ("LOG", .addresses)
        case 8: ("CS", .addresses)
        case 9: ("LPR-Server", .addresses)
        case 10: ("IM", .addresses)
        case 11: ("RL", .addresses)
        case 12: ("Hostname", .text)
        case 13: ("BS", .unsigned16)
        case 14: ("DP", .text)
        case 15: ("Domain-Name", .text)
        case 16: ("SS", .addresses)
        case 17: ("RP", .text)
        case 18: ("EP", .text)
        case 19: ("IPF", .booleans)
        case 20: ("SRT", .booleans)
        case 21: ("PF", .addressPairs)
        case 22: ("RSZ", .unsigned16)
        case 23: ("TTL", .decimalBytes)
        case 24: ("MTU-Timeout", .unsigned32)
        case 25: ("MTU-Table", .unsigned16)
        case 26: ("MTU", .unsigned16)
        case 27: ("LSN", .booleans)
        case 28: ("BR", .addresses)
        case 29: ("MD", .booleans)
        case 30: ("MS", .booleans)
        case 31: ("Router-Discovery", .booleans)
        case 32: ("RSA", .addresses)
        case 33: ("Static-Route", .addressPairs)
        case 34: ("UT", .booleans)
        case 35: ("AT", .unsigned32)
        case 36: ("IE", .booleans)
        case 37: ("TT", .decimalBytes)
        case 38: ("KI", .unsigned32)
        case 39: ("KG", .booleans)
        case 40: ("YD", .text)
        case 41: ("YS", .addresses)
        case 42: ("NTP", .addresses)
        case 43: ("Vendor-Option", .decimalBytes)
        case 44: ("Netbios-Name-Server", .addresses)
        case 45: ("WDD", .addresses)
        case 46: ("Netbios-Node", .special)
        case 47: ("Netbios-Scope", .text)
        case 48: ("XFS", .addresses)
        case 49: ("XDM", .addresses)
        case 50: ("Requested-IP", .addresses)
        case 51: ("Lease-Time", .unsigned32)
        case 52: ("OO", .special)
        case 53: ("DHCP-Message", .decimalBytes)
        case 54: ("Server-ID", .addresses)
        case 55: ("Parameter-Request", .decimalBytes)
        case 56: ("MSG", .text)
        case 57: ("MSZ", .unsigned16)
        case 58: ("RN", .unsigned32)
        case 59: ("RB", .unsigned32)
        case 60: ("Vendor-Class", .text)
        case 61: ("Client-ID", .special)
        case 64: ("N+D", .unsigned16)
        case 65: ("N+S", .addresses)
        case 66: ("TFTP", .text)
        case 67: ("BF", .text)
        case 68: ("MH", .addresses)
        case 69: ("SMTP", .addresses)
        case 70: ("POP3", .addresses)
        case 71: ("NNTP", .addresses)
        case 72: ("WWW", .addresses)
        case 73: ("FG", .addresses)
        case 74: ("IRC", .addresses)
        case 75: ("STS", .addresses)
        case 76: ("STDA", .addresses)
        case 77: ("User-Class", .special)
        case 78: ("SLP-DA", .decimalBytes)
        case 79: ("SLP-SCOPE", .decimalBytes)
        case 80: ("SLP-NA", .text)
        case 81: ("FQDN", .special)
        case 82: ("Agent-Information", .special)
        case 83: ("ARMT", .decimalBytes)
        case 88: ("TZSTR", .text)
        case 89: ("FQDNS", .decimalBytes)
        case 90: ("AUTH", .decimalBytes)
        case 91: ("Last-Transaction-Time", .signed32)
        case 92: ("Associated-IP", .addresses)
        case 93: ("ARCH", .unsigned16)
        case 94: ("NDI", .decimalBytes)
        case 95: ("LDAP", .text)
        case 97: ("GUID", .decimalBytes)
        case 98: ("UAP", .text)
        case 100: ("POSIX-TZ", .text)
        case 101: ("TZ-Name", .text)
        case 112: ("NI", .addresses)
        case 113: ("NITAG", .text)
        case 114: ("URL", .text)
        case 116: ("NOAUTO", .booleans)
        case 117: ("NSSEARCH", .unsigned16)
        case 118: ("SUBNET", .addresses)
        case 121: ("Classless-Static-Route", .special)
        case 150: ("TFTP-Server-Address", .addresses)
        case 161: ("MUD-URL", .text)
        case 249: ("Classless-Static-Route-Microsoft", .special)
        case 255: ("END", .decimalBytes)
        default: ("Unknown", .unknown)
        }
    }

    /// Options whose value the JSON carries as seconds (RFC 2132 9.2, 9.11, 9.12).
    static func holdsSeconds(_ tag: UInt8) -> Bool { tag == 51 || tag == 58 || tag == 59 }

    /// tcpdump's nbo2str (NetBIOS node type, option 46).
    static func netBIOSNodeName(_ value: UInt8) -> StaticString? {
        switch value {
        case 1: "b-node"
        case 2: "p-node"
        case 4: "m-node"
        case 8: "h-node"
        default: nil
        }
    }

    /// tcpdump's oo2str (option overload, option 52).
    static func overloadName(_ value: UInt8) -> StaticString? {
        switch value {
        case 1: "file"
        case 2: "sname"
        case 3: "file+sname"
        default: nil
        }
    }

    /// tcpdump's arp2str (client identifier hardware types, option 61).
    static func clientIDHardwareName(_ value: UInt8) -> StaticString? {
        switch value {
        case 1: "ether"
        case 6: "ieee802"
        case 7: "arcnet"
        case 15: "frelay"
        case 23: "strip"
        case 24: "ieee1394"
        default: nil
        }
    }

    /// tcpdump's agent_suboption_values (relay agent information, option 82; RFC 3046, RFC 3993).
    static func agentSuboptionName(_ value: UInt8) -> StaticString {
        switch value {
        case 1: "Circuit-ID"
        case 2: "Remote-ID"
        case 6: "Subscriber-ID"
        default: "Unknown"
        }
    }
}

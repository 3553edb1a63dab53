// Names tcpdump 4.99 gives DNS numbers (IANA "Domain Name System (DNS) Parameters"), so the text
// matches it byte for byte. Unknown values print as tcpdump does: `Type%u`, `(Class %u)`, `Opt%u`.

/// Resource record types used by the printer (RFC 1035 3.2.2 and later RFCs, cited per value).
enum DNSType {
    static let a: UInt16 = 1            // RFC 1035
    static let ns: UInt16 = 2           // RFC 1035
    static let cname: UInt16 = 5        // RFC 1035
    static let soa: UInt16 = 6          // RFC 1035
    static let ptr: UInt16 = 12         // RFC 1035
    static let mx: UInt16 = 15          // RFC 1035
    static let txt: UInt16 = 16         // RFC 1035
    static let aaaa: UInt16 = 28        // RFC 3596
    static let srv: UInt16 = 33         // RFC 2782
    static let a6: UInt16 = 38          // RFC 2874
    static let dname: UInt16 = 39       // RFC 6672
    static let opt: UInt16 = 41         // RFC 6891
    /// UNSPECA, a non-standard "unspecified ASCII" type tcpdump prints as text.
    static let unspecifiedText: UInt16 = 104
    static let tsig: UInt16 = 250       // RFC 8945
    static let uri: UInt16 = 256        // RFC 7553
}

enum DNSClass {
    static let internet: UInt16 = 1     // RFC 1035 3.2.4
}

/// tcpdump's type names by number; nil entries print as `Type%u`.
let dnsTypeNames: [UInt16: StaticString] = [
    1: "A", 2: "NS", 3: "MD", 4: "MF", 5: "CNAME", 6: "SOA", 7: "MB", 8: "MG", 9: "MR", 10: "NULL",
    11: "WKS", 12: "PTR", 13: "HINFO", 14: "MINFO", 15: "MX", 16: "TXT", 17: "RP", 18: "AFSDB",
    19: "X25", 20: "ISDN", 21: "RT", 22: "NSAP", 23: "NSAP_PTR", 24: "SIG", 25: "KEY", 26: "PX",
    27: "GPOS", 28: "AAAA", 29: "LOC", 30: "NXT", 31: "EID", 32: "NIMLOC", 33: "SRV", 34: "ATMA",
    35: "NAPTR", 36: "KX", 37: "CERT", 38: "A6", 39: "DNAME", 40: "SINK", 41: "OPT", 42: "APL",
    43: "DS", 44: "SSHFP", 45: "IPSECKEY", 46: "RRSIG", 47: "NSEC", 48: "DNSKEY", 99: "SPF",
    100: "UINFO", 101: "UID", 102: "GID", 103: "UNSPEC", 104: "UNSPECA", 249: "TKEY", 250: "TSIG",
    251: "IXFR", 252: "AXFR", 253: "MAILB", 254: "MAILA", 255: "ANY", 256: "URI",
]

/// A flat table for the common small types: the hot path avoids hashing.
private let dnsSmallTypeNames: [StaticString?] = (0..<64).map { dnsTypeNames[UInt16($0)] }

/// tcpdump's name for a record type, nil for one it prints as `Type%u`: the flat table below 64,
/// the dictionary above.
@inline(__always)
func dnsTypeName(_ type: UInt16) -> StaticString? {
    type < 64 ? dnsSmallTypeNames[Int(type)] : dnsTypeNames[type]
}

let dnsClassNames: [UInt16: StaticString] = [1: "IN", 3: "CHAOS", 4: "HS", 255: "ANY"]

/// Opcodes (RFC 1035 4.1.1, RFC 1996 notify, RFC 2136 update), with tcpdump's leading space.
let dnsOpcodeNames: [StaticString] = [
    "", " inv_q", " stat", " op3", " notify", " update", " op6", " op7",
    " op8", " updateA", " updateD", " updateDA", " updateM", " updateMA", " zoneInit", " zoneRef",
]

/// Response codes 0-23 (RFC 1035, 2136, 6891, 7873) as tcpdump spells them; 17 and 21 really
/// lack the leading space in tcpdump's table.
let dnsResponseCodeNames: [StaticString] = [
    "", " FormErr", " ServFail", " NXDomain", " NotImp", " Refused", " YXDomain", " YXRRSet",
    " NXRRSet", " NotAuth", " NotZone", " Resp11", " Resp12", " Resp13", " Resp14", " NoChange",
    " BadVers", "Resp17", " Resp18", " Resp19", " Resp20", "Resp21", " Resp22", " BadCookie",
]

/// EDNS option codes (IANA "DNS EDNS0 Option Codes").
enum EDNSOption {
    static let nsid: UInt16 = 3         // RFC 5001
    static let dau: UInt16 = 5          // RFC 6975
    static let dhu: UInt16 = 6          // RFC 6975
    static let n3u: UInt16 = 7          // RFC 6975
    static let clientSubnet: UInt16 = 8 // RFC 7871
    static let expire: UInt16 = 9       // RFC 7314
    static let cookie: UInt16 = 10      // RFC 7873
    static let keepalive: UInt16 = 11   // RFC 7828
    static let padding: UInt16 = 12     // RFC 7830
    static let chain: UInt16 = 13       // RFC 7901
    static let keyTag: UInt16 = 14      // RFC 8145
}

let ednsOptionNames: [UInt16: StaticString] = [
    1: "LLQ", 2: "UL", 3: "NSID", 5: "DAU", 6: "DHU", 7: "N3U", 8: "ECS", 9: "EXPIRE", 10: "COOKIE",
    11: "KEEPALIVE", 12: "PADDING", 13: "CHAIN", 14: "KEY-TAG", 16: "CLIENT-TAG", 17: "SERVER-TAG",
]

/// DNSSEC algorithm numbers (RFC 8624) for DAU; tcpdump really calls 3 "DS".
let dnssecAlgorithmNames: [UInt8: StaticString] = [
    0: "DELETE", 1: "RSAMD5", 2: "DH", 3: "DS", 5: "RSASHA1", 6: "DSA-NSEC3-SHA1",
    7: "RSASHA1-NSEC3-SHA1", 8: "RSASHA256", 10: "RSASHA512", 12: "ECC-GOST", 13: "ECDSAP256SHA256",
    14: "ECDSAP384SHA384", 15: "ED25519", 16: "ED448", 252: "INDIRECT", 253: "PRIVATEDNS",
    254: "PRIVATEOID",
]

/// DS digest types (RFC 4509, 5933, 6605) for DHU.
let dsDigestNames: [UInt8: StaticString] = [1: "SHA-1", 2: "SHA-256", 3: "GOST_R_34.11-94", 4: "SHA-384"]

/// NSEC3 hash algorithms (RFC 5155) for N3U.
let nsec3HashNames: [UInt8: StaticString] = [1: "SHA-1"]

extension Dissection {
    mutating func putDNSTypeName(_ type: UInt16) {
        guard Sink.rendersText else { return }
        if let name = dnsTypeName(type) {
            put(name)
        } else {
            put("Type"); put(decimal: type)
        }
    }

    mutating func putDNSClassName(_ recordClass: UInt16) {
        guard Sink.rendersText else { return }
        if let name = dnsClassNames[recordClass] {
            put(name)
        } else {
            put("(Class "); put(decimal: recordClass); put(")")
        }
    }
}

// The names tcpdump 4.99's print-isakmp.c prints for ISAKMP/IKE numbers. Each function returns
// nil where tcpdump's table has no entry, and the caller prints `#N` as tcpdump's STR_OR_ID does.

enum ISAKMPNames {
    /// npstr: payload types (IKEv1 1-13, IKEv2 33-48).
    static func payload(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "none"
        case 1: "sa"
        case 2: "p"
        case 3: "t"
        case 4: "ke"
        case 5: "id"
        case 6: "cert"
        case 7: "cr"
        case 8: "hash"
        case 9: "sig"
        case 10: "nonce"
        case 11: "n"
        case 12: "d"
        case 13: "vid"
        case 14: "pay14"
        case 15: "pay15"
        case 16: "pay16"
        case 17: "pay17"
        case 18: "pay18"
        case 19: "pay19"
        case 20: "pay20"
        case 21: "pay21"
        case 22: "pay22"
        case 23: "pay23"
        case 24: "pay24"
        case 25: "pay25"
        case 26: "pay26"
        case 27: "pay27"
        case 28: "pay28"
        case 29: "pay29"
        case 30: "pay30"
        case 31: "pay31"
        case 32: "pay32"
        case 33: "v2sa"
        case 34: "v2ke"
        case 35: "v2IDi"
        case 36: "v2IDr"
        case 37: "v2cert"
        case 38: "v2cr"
        case 39: "v2auth"
        case 40: "v2nonce"
        case 41: "v2n"
        case 42: "v2d"
        case 43: "v2vid"
        case 44: "v2TSi"
        case 45: "v2TSr"
        case 46: "v2e"
        case 47: "v2cp"
        case 48: "v2eap"
        default: nil
        }
    }

    /// etypestr: exchange types.
    static func exchange(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "none"
        case 1: "base"
        case 2: "ident"
        case 3: "auth"
        case 4: "agg"
        case 5: "inf"
        case 32: "oakley-quick"
        case 33: "oakley-newgroup"
        case 34: "ikev2_init"
        case 35: "ikev2_auth"
        case 36: "child_sa"
        case 37: "inf2"
        default: nil
        }
    }

    /// protoidstr
    static func protocolID(_ id: UInt8) -> StaticString? {
        switch id {
        case 1: "isakmp"
        case 2: "ipsec-ah"
        case 3: "ipsec-esp"
        case 4: "ipcomp"
        default: nil
        }
    }

    /// IKEv1 transform ids by protocol (ikev1_p_map, ah_p_map, esp_p_map, ipcomp_p_map).
    static func transformID(_ id: UInt8, protocol: UInt32) -> StaticString? {
        switch (`protocol`, id) {
        case (1, 1): "ike"
        case (2, 1): "(reserved)"
        case (2, 2): "md5"
        case (2, 3): "sha"
        case (2, 4): "1des"
        case (2, 5): "sha2-256"
        case (2, 6): "sha2-384"
        case (2, 7): "sha2-512"
        case (3, _): espTransform(UInt16(id))
        case (4, 1): "oui"
        case (4, 2): "deflate"
        case (4, 3): "lzs"
        default: nil
        }
    }

    /// esp_p_map, also IKEv2's encryption transform ids.
    static func espTransform(_ id: UInt16) -> StaticString? {
        switch id {
        case 1: "1des-iv64"
        case 2: "1des"
        case 3: "3des"
        case 4: "rc5"
        case 5: "idea"
        case 6: "cast"
        case 7: "blowfish"
        case 8: "3idea"
        case 9: "1des-iv32"
        case 10: "rc4"
        case 11: "null"
        case 12: "aes"
        default: nil
        }
    }

    /// ikev2_t_type_map
    static func transformType(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "encr"
        case 2: "prf"
        case 3: "integ"
        case 4: "dh"
        case 5: "esn"
        default: nil
        }
    }

    /// IKEv2 transform ids of types 2-5 (prf_p_map, integ_p_map, dh_p_map, esn_p_map).
    static func v2TransformID(_ id: UInt16, type: UInt8) -> StaticString? {
        switch (type, id) {
        case (1, _): espTransform(id)
        case (2, 1): "hmac-md5"
        case (2, 2): "hmac-sha"
        case (2, 3): "hmac-tiger"
        case (2, 4): "aes128_xcbc"
        case (3, 1): "hmac-md5"
        case (3, 2): "hmac-sha"
        case (3, 3): "dec-mac"
        case (3, 4): "kpdk-md5"
        case (3, 5): "aes-xcbc"
        case (4, _): group(id, limit: 19)
        case (5, 0): "no-esn"
        case (5, 1): "esn"
        default: nil
        }
    }

    /// dh_p_map and the attribute maps' "group desc" values; `limit` is how many entries the
    /// table tcpdump looks in has (19 for dh_p_map, 18 for the attribute maps, which so never name
    /// modp8192).
    static func group(_ id: UInt16, limit: UInt16) -> StaticString? {
        guard id < limit else { return nil }
        switch id {
        case 1: return "modp768"
        case 2: return "modp1024"
        case 3: return "EC2N 2^155"
        case 4: return "EC2N 2^185"
        case 5: return "modp1536"
        case 6: return "iana-grp06"
        case 7: return "iana-grp07"
        case 8: return "iana-grp08"
        case 9: return "iana-grp09"
        case 10: return "iana-grp10"
        case 11: return "iana-grp11"
        case 12: return "iana-grp12"
        case 13: return "iana-grp13"
        case 14: return "modp2048"
        case 15: return "modp3072"
        case 16: return "modp4096"
        case 17: return "modp6144"
        case 18: return "modp8192"
        default: return nil
        }
    }

    /// certstr (IKEv1 certificate encodings).
    static func certificate(_ encoding: UInt8) -> StaticString? {
        switch encoding {
        case 0: "none"
        case 1: "pkcs7"
        case 2: "pgp"
        case 3: "dns"
        case 4: "x509sign"
        case 5: "x509ke"
        case 6: "kerberos"
        case 7: "crl"
        case 8: "arl"
        case 9: "spki"
        case 10: "x509attr"
        default: nil
        }
    }

    /// ipsecidtypestr (IKEv1 identification types, RFC 2407 4.6.2.1).
    static func identification(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "IPv4"
        case 2: "FQDN"
        case 3: "user FQDN"
        case 4: "IPv4net"
        case 5: "IPv6"
        case 6: "IPv6net"
        case 7: "IPv4range"
        case 8: "IPv6range"
        case 9: "ASN1 DN"
        case 10: "ASN1 GN"
        case 11: "keyid"
        default: nil
        }
    }

    /// IKEv1 notify types as ikev1_n_print prints them: a name, or the number tcpdump's `#N`
    /// shows, which for the status ranges (and the IPsec DOI's error range) is the offset into
    /// the range's table, not the type (`ipsec`: the notification's DOI is IPsec).
    static func v1Notify(_ type: UInt16, ipsec: Bool) -> (name: StaticString?, number: UInt16) {
        switch type {
        case ..<8192:
            return (v1NotifyError(type), type)
        case ..<16384:
            return ipsec ? (type == 8192 ? "RESERVED" : nil, type - 8192) : (nil, type)
        case ..<24576:
            return (type == 16384 ? "CONNECTED" : nil, type - 16384)
        case ..<32768 where ipsec:
            let name: StaticString? = switch type {
            case 24576: "RESPONDER-LIFETIME"
            case 24577: "REPLAY-STATUS"
            case 24578: "INITIAL-CONTACT"
            default: nil
            }
            return (name, type - 24576)
        default:
            return (nil, type)
        }
    }

    private static func v1NotifyError(_ type: UInt16) -> StaticString? {
        switch type {
        case 1: "INVALID-PAYLOAD-TYPE"
        case 2: "DOI-NOT-SUPPORTED"
        case 3: "SITUATION-NOT-SUPPORTED"
        case 4: "INVALID-COOKIE"
        case 5: "INVALID-MAJOR-VERSION"
        case 6: "INVALID-MINOR-VERSION"
        case 7: "INVALID-EXCHANGE-TYPE"
        case 8: "INVALID-FLAGS"
        case 9: "INVALID-MESSAGE-ID"
        case 10: "INVALID-PROTOCOL-ID"
        case 11: "INVALID-SPI"
        case 12: "INVALID-TRANSFORM-ID"
        case 13: "ATTRIBUTES-NOT-SUPPORTED"
        case 14: "NO-PROPOSAL-CHOSEN"
        case 15: "BAD-PROPOSAL-SYNTAX"
        case 16: "PAYLOAD-MALFORMED"
        case 17: "INVALID-KEY-INFORMATION"
        case 18: "INVALID-ID-INFORMATION"
        case 19: "INVALID-CERT-ENCODING"
        case 20: "INVALID-CERTIFICATE"
        case 21: "CERT-TYPE-UNSUPPORTED"
        case 22: "INVALID-CERT-AUTHORITY"
        case 23: "INVALID-HASH-INFORMATION"
        case 24: "AUTHENTICATION-FAILED"
        case 25: "INVALID-SIGNATURE"
        case 26: "ADDRESS-NOTIFICATION"
        case 27: "NOTIFY-SA-LIFETIME"
        case 28: "CERTIFICATE-UNAVAILABLE"
        case 29: "UNSUPPORTED-EXCHANGE-TYPE"
        case 30: "UNEQUAL-PAYLOAD-LENGTHS"
        default: nil
        }
    }

    /// IKEv2 notify types ikev2_n_print names: the name, and whether it prints the SPI and some
    /// of the data; other types fall in tcpdump's four ranges.
    static func v2Notify(_ type: UInt16) -> (name: StaticString, showSPI: Bool, showData: Bool) {
        switch type {
        case 1: ("unsupported_critical_payload", false, false)
        case 4: ("invalid_ike_spi", true, false)
        case 5: ("invalid_major_version", false, false)
        case 7: ("invalid_syntax", true, false)
        case 9: ("invalid_message_id", true, false)
        case 11: ("invalid_spi", true, false)
        case 14: ("no_protocol_chosen", true, false)
        case 17: ("invalid_ke_payload", true, false)
        case 24: ("authentication_failed", true, false)
        case 34: ("single_pair_required", true, false)
        case 35: ("no_additional_sas", false, false)
        case 36: ("internal_address_failure", false, false)
        case 37: ("failed:cp_required", false, false)
        case 39: ("invalid_selectors", false, false)
        case 16384: ("initial_contact", false, false)
        case 16385: ("set_window_size", false, false)
        case 16386: ("additional_ts_possible", false, false)
        case 16387: ("ipcomp_supported", false, false)
        case 16388: ("nat_detection_source_ip", true, false)
        case 16389: ("nat_detection_destination_ip", true, false)
        case 16390: ("cookie", true, true)
        case 16391: ("use_transport_mode", false, false)
        case 16392: ("http_cert_lookup_supported", false, false)
        case 16393: ("rekey_sa", true, false)
        case 16394: ("tfc_padding_not_supported", false, false)
        case 16395: ("non_first_fragment_also", false, false)
        case ..<8192: ("error", true, false)
        case ..<16384: ("private-error", true, false)
        case ..<40960: ("status", true, false)
        default: ("private-status", true, false)
        }
    }

    /// v2_auth
    static func v2Authentication(_ method: UInt8) -> StaticString? {
        switch method {
        case 0: "invalid"
        case 1: "rsasig"
        case 2: "shared-secret"
        case 3: "dsssig"
        default: nil
        }
    }
}

/// The attribute tables tcpdump's ikev1_attrmap_print looks types and values up in.
enum ISAKMPAttributeMap {
    /// ipsec_t_map: IPsec DOI SA attributes (RFC 2407 4.5).
    case ipsec
    /// oakley_t_map: IKE phase 1 attributes (RFC 2409 appendix A).
    case oakley
    /// encr_t_map: only IKEv2's key length (14).
    case encryption

    func typeName(_ type: UInt16) -> StaticString? {
        switch self {
        case .ipsec:
            switch type {
            case 1: "lifetype"
            case 2: "life"
            case 3: "group desc"
            case 4: "enc mode"
            case 5: "auth"
            case 6: "keylen"
            case 7: "rounds"
            case 8: "dictsize"
            case 9: "privalg"
            default: nil
            }
        case .oakley:
            switch type {
            case 1: "enc"
            case 2: "hash"
            case 3: "auth"
            case 4: "group desc"
            case 5: "group type"
            case 6: "group prime"
            case 7: "group gen1"
            case 8: "group gen2"
            case 9: "group curve A"
            case 10: "group curve B"
            case 11: "lifetype"
            case 12: "lifeduration"
            case 13: "prf"
            case 14: "keylen"
            case 15: "field"
            case 16: "order"
            default: nil
            }
        case .encryption:
            type == 14 ? "keylen" : nil
        }
    }

    func valueName(_ type: UInt16, _ value: UInt16) -> StaticString? {
        switch (self, type) {
        case (.ipsec, 1), (.oakley, 11):
            switch value {
            case 1: return "sec"
            case 2: return "kb"
            default: return nil
            }
        case (.ipsec, 3), (.oakley, 4):
            return ISAKMPNames.group(value, limit: 18)
        case (.ipsec, 4):
            switch value {
            case 1: return "tunnel"
            case 2: return "transport"
            default: return nil
            }
        case (.ipsec, 5):
            switch value {
            case 1: return "hmac-md5"
            case 2: return "hmac-sha1"
            case 3: return "1des-mac"
            case 4: return "keyed"
            default: return nil
            }
        case (.oakley, 1):
            switch value {
            case 1: return "1des"
            case 2: return "idea"
            case 3: return "blowfish"
            case 4: return "rc5"
            case 5: return "3des"
            case 6: return "cast"
            case 7: return "aes"
            default: return nil
            }
        case (.oakley, 2):
            switch value {
            case 1: return "md5"
            case 2: return "sha1"
            case 3: return "tiger"
            case 4: return "sha2-256"
            case 5: return "sha2-384"
            case 6: return "sha2-512"
            default: return nil
            }
        case (.oakley, 3):
            switch value {
            case 1: return "preshared"
            case 2: return "dss"
            case 3: return "rsa sig"
            case 4: return "rsa enc"
            case 5: return "rsa enc revised"
            default: return nil
            }
        case (.oakley, 5):
            switch value {
            case 1: return "MODP"
            case 2: return "ECP"
            case 3: return "EC2N"
            default: return nil
            }
        default:
            return nil
        }
    }
}

/// tcpdump's cookiecache: the last 20 IKEv1 initiator cookies with the addresses of the packet
/// that carried each, so later packets print `I` or `R` by their source. It lives across packets
/// (PacketPrinter keeps it, as tcpdump keeps its static array) and starts as tcpdump's zeroed
/// array: an all-zero cookie matches an empty slot, whose version 0 then matches no address.
///
/// Failure contract: fixed size (20 slots, allocated on first use); never traps.
struct ISAKMPCookieCache {
    struct Slot {
        var cookie: UInt64 = 0
        var version: UInt8 = 0
        var initiator: (UInt64, UInt64) = (0, 0)
        var responder: (UInt64, UInt64) = (0, 0)
    }

    static let size = 20
    private var slots: [Slot] = []
    private var next = 0

    private mutating func ensureSlots() {
        if slots.isEmpty { slots = Array(repeating: Slot(), count: Self.size) }
    }

    mutating func find(_ cookie: UInt64) -> Int? {
        ensureSlots()
        return slots.firstIndex { $0.cookie == cookie }
    }

    /// cookie_record: a known cookie only moves the insertion point after it.
    mutating func record(_ cookie: UInt64, version: UInt8, source: (UInt64, UInt64), destination: (UInt64, UInt64)) {
        if let index = find(cookie) {
            next = (index + 1) % Self.size
            return
        }
        guard version == 4 || version == 6 else { return }
        slots[next] = Slot(cookie: cookie, version: version, initiator: source, responder: destination)
        next = (next + 1) % Self.size
    }

    /// cookie_sidecheck: does `source` match the slot's initiator (or responder) address?
    func matches(_ index: Int, version: UInt8, source: (UInt64, UInt64), initiator: Bool) -> Bool {
        guard index >= 0, index < slots.count, slots[index].version == version else { return false }
        let address = initiator ? slots[index].initiator : slots[index].responder
        return address == source
    }
}

extension [UInt8] {
    /// Eight bytes big-endian at `index`; the caller has checked they are there.
    func isakmpUInt64(at index: Int) -> UInt64 {
        UInt64(uint32(at: index)) << 32 | UInt64(uint32(at: index + 4))
    }
}

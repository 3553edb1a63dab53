// Fields of the IPv6 mobility header (RFC 6275 6.1).

enum MobilityFields: ProtocolFields {
    static let mobility = FieldDescriptor.layer("mobility", "mip6", "IPv6 Mobility Header")
    static let payloadProtocol = FieldDescriptor("payload_protocol", "mip6.proto", .unsigned,
                                                 "payload proto (next header; 59 when none)")
    static let headerLength = FieldDescriptor("header_length", "mip6.hlen", .unsigned, "header length in bytes")
    static let type = FieldDescriptor("type", "mip6.mhtype", .unsigned, "MH type")
    static let typeName = FieldDescriptor("type_name", "mip6.mhtype_name", .label,
                                          "MH type as tcpdump names it: BRR, HoTI, CoTI, HoT, CoT, BU, BA, BE, or unknown")
    static let checksum = FieldDescriptor("checksum", "mip6.csum", .hex(digits: 4), "checksum (not verified, as tcpdump)")
    static let nonceIndex = FieldDescriptor("nonce_index", "mip6.hot.nindex", .unsigned,
                                            "home or care-of nonce index (HoT, CoT)")
    static let initCookie = FieldDescriptor("init_cookie", "mip6.hoti.cookie", .bytes,
                                            "home or care-of init cookie (HoTI, CoTI, HoT, CoT)")
    static let keygenToken = FieldDescriptor("keygen_token", "mip6.hot.token", .bytes,
                                             "home or care-of keygen token (HoT, CoT)")
    static let sequence = FieldDescriptor("seq", "mip6.bu.seqnr", .unsigned, "sequence number (BU, BA)")
    static let flags = FieldDescriptor("flags", "mip6.bu.flags", .hex(digits: 1), "BU flags A H L K (high to low)")
    static let acknowledge = FieldDescriptor("acknowledge", "mip6.bu.a_flag", .boolean, "BU A: acknowledgement requested")
    static let homeRegistration = FieldDescriptor("home_registration", "mip6.bu.h_flag", .boolean, "BU H: home registration")
    static let linkLocal = FieldDescriptor("link_local_compatibility", "mip6.bu.l_flag", .boolean,
                                           "BU L: link-local address compatibility")
    static let lifetime = FieldDescriptor("lifetime", "mip6.bu.lifetime", .unsigned, "lifetime in seconds (BU, BA)")
    static let status = FieldDescriptor("status", "mip6.ba.status", .unsigned, "status (BA, BE)")
    static let keyManagement = FieldDescriptor("key_management", "mip6.k_flag", .boolean,
                                               "K (BU, BA): key management mobility capability")
    static let homeAddress = FieldDescriptor("home_address", "mip6.be.haddr", .ipv6, "home address (BE)")
    static let options = FieldDescriptor("options", "mip6.options", .list, "mobility options (walked with -v)")
    static let optionType = FieldDescriptor("type", "mip6.opt.type", .unsigned, "option type")
    static let optionName = FieldDescriptor("name", "mip6.opt.name", .label,
                                            "pad1, padn, refresh, alt_coa, nonce_indices, auth, or unknown")
    static let optionLength = FieldDescriptor("length", "mip6.opt.len", .unsigned, "option data length (Pad1: none)")
    static let refreshInterval = FieldDescriptor("refresh_interval", "mip6.bra.interval", .unsigned,
                                                 "binding refresh advice in seconds")
    static let alternateCareOf = FieldDescriptor("alternate_care_of", "mip6.acoa.acoa", .ipv6, "alternate care-of address")
    static let homeNonceIndex = FieldDescriptor("home_nonce_index", "mip6.ni.hni", .unsigned, "home nonce index")
    static let careOfNonceIndex = FieldDescriptor("care_of_nonce_index", "mip6.ni.cni", .unsigned, "care-of nonce index")
    static let optionData = FieldDescriptor("data", "mip6.opt.data", .bytes, "option data (authenticator, unknown)")

    static var all: [FieldDescriptor] {
        [mobility, payloadProtocol, headerLength, type, typeName, checksum, nonceIndex, initCookie, keygenToken,
         sequence, flags, acknowledge, homeRegistration, linkLocal, lifetime, status, keyManagement, homeAddress, options, optionType, optionName,
         optionLength, refreshInterval, alternateCareOf, homeNonceIndex, careOfNonceIndex, optionData]
    }
}

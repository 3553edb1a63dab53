// Fields of PPP (LINKTYPE_PPP 9, LINKTYPE_PPP_SERIAL 50, PPPoE sessions), its control protocols
// (LCP, IPCP, IP6CP, CCP... share one layout), PAP, CHAP and PPPoE. Filter names follow
// Wireshark's (ppp.code, ppp.identifier, ppp.length are shared by every control protocol).

enum PPPFields: ProtocolFields {
    static let ppp = FieldDescriptor.layer("ppp", "ppp", "Point-to-Point Protocol")
    static let address = FieldDescriptor("address", "ppp.address", .hex(digits: 2), "address (0xff) when present")
    static let control = FieldDescriptor("control", "ppp.control", .hex(digits: 2), "control (0x03) when present")
    static let direction = FieldDescriptor("direction", "ppp.direction", .label, "In or Out (pppd's direction header)")
    static let protocolNumber = FieldDescriptor("protocol", "ppp.protocol", .hex(digits: 4), "protocol")
    static let protocolName = FieldDescriptor("protocol_name", "ppp.protocol.name", .label, "protocol name")
    static let unescapedProtocol = FieldDescriptor("unescaped_protocol", "ppp.protocol.unescaped", .hex(digits: 4),
                                                   "protocol read after undoing octet stuffing (a protocol field starting 0x7e)")
    static let compressedProtocol = FieldDescriptor("protocol_compressed", "ppp.protocol.compressed", .boolean,
                                                    "one-byte protocol field (PFC)")

    // Control protocols (LCP, IPCP, IP6CP, CCP, ...): one layer named after the protocol.
    static let lcp = FieldDescriptor.layer("lcp", "lcp", "PPP Link Control Protocol")
    static let ipcp = FieldDescriptor.layer("ipcp", "ipcp", "PPP IP Control Protocol")
    static let ipv6cp = FieldDescriptor.layer("ipv6cp", "ipv6cp", "PPP IPv6 Control Protocol")
    static let ccp = FieldDescriptor.layer("ccp", "ccp", "PPP Compression Control Protocol")
    static let controlProtocol = FieldDescriptor.layer("ppp_cp", "ppp.cp", "other PPP control protocol (OSICP, MPLSCP, BACP)")
    static let code = FieldDescriptor("code", "ppp.code", .unsigned, "code")
    static let codeName = FieldDescriptor("code_name", "ppp.code.name", .label, "code name (Conf-Request, Echo-Reply...)")
    static let identifier = FieldDescriptor("id", "ppp.identifier", .unsigned, "identifier")
    static let length = FieldDescriptor("length", "ppp.length", .unsigned, "encoded length")
    static let magicNumber = FieldDescriptor("magic_number", "lcp.magic_number", .hex(digits: 8), "magic number (echo, discard, identification, time-remaining)")
    static let secondsRemaining = FieldDescriptor("seconds_remaining", "lcp.seconds_remaining", .unsigned, "seconds remaining (Time-Rem)")
    static let rejectedProtocol = FieldDescriptor("rejected_protocol", "lcp.rejected_protocol", .hex(digits: 4), "rejected protocol (Prot-Reject)")
    static let options = FieldDescriptor("options", "ppp.opt", .list, "configuration options")
    static let optionType = FieldDescriptor("type", "ppp.opt.type", .unsigned, "option type")
    static let optionName = FieldDescriptor("name", "ppp.opt.name", .label, "option name")
    static let optionLength = FieldDescriptor("length", "ppp.opt.length", .unsigned, "option length")
    static let mru = FieldDescriptor("mru", "lcp.opt.mru", .unsigned, "MRU / MRRU")
    static let accm = FieldDescriptor("accm", "lcp.opt.accm", .hex(digits: 8), "async control character map")
    static let authProtocol = FieldDescriptor("auth_protocol", "lcp.opt.auth_protocol", .hex(digits: 4), "authentication protocol")
    static let authAlgorithm = FieldDescriptor("auth_algorithm", "lcp.opt.algorithm", .unsigned, "CHAP algorithm")
    static let optionMagic = FieldDescriptor("magic_number", "lcp.opt.magic_number", .hex(digits: 8), "magic number")
    static let callbackOperation = FieldDescriptor("callback_operation", "lcp.opt.operation", .unsigned, "callback operation")
    static let discriminatorClass = FieldDescriptor("class", "lcp.opt.ed_class", .unsigned, "endpoint discriminator class")
    static let optionAddress = FieldDescriptor("address", "ipcp.opt.ip_address", .ipv4, "address (IP-Addr, DNS, NBNS, End-Disc IPv4)")
    static let optionDestination = FieldDescriptor("destination", "ipcp.opt.destination", .ipv4, "second address (IP-Addrs)")
    static let optionMAC = FieldDescriptor("mac", "lcp.opt.mac", .mac, "End-Disc MAC address")
    static let compressionProtocol = FieldDescriptor("compression_protocol", "ipcp.opt.compress_proto", .hex(digits: 4), "IP compression protocol")
    static let interfaceID = FieldDescriptor("interface_id", "ipv6cp.opt.interface_id", .bytes, "IPv6 interface identifier")
    static let vendorOUI = FieldDescriptor("oui", "ppp.opt.oui", .hex(digits: 6), "vendor OUI")
    static let linkDiscriminator = FieldDescriptor("link_discriminator", "lcp.opt.link_discrim", .unsigned, "link discriminator")

    static let pap = FieldDescriptor.layer("pap", "pap", "PPP Password Authentication Protocol")
    static let peerID = FieldDescriptor("peer_id", "pap.peer_id", .string, "peer id (Auth-Req)")
    static let password = FieldDescriptor("password", "pap.password", .string, "password (Auth-Req)")
    static let message = FieldDescriptor("message", "ppp.message", .string, "message (PAP ack/nak, CHAP success/failure)")

    static let chap = FieldDescriptor.layer("chap", "chap", "PPP Challenge Handshake Authentication Protocol")
    static let value = FieldDescriptor("value", "chap.value", .bytes, "challenge or response value")
    static let name = FieldDescriptor("name", "chap.name", .string, "name")

    static let mlppp = FieldDescriptor.layer("mlppp", "mp", "PPP Multilink")
    static let sequence = FieldDescriptor("sequence", "mp.seq", .unsigned, "sequence number (12-bit)")
    static let flags = FieldDescriptor("flags", "mp.flags", .hex(digits: 2), "begin (0x80) / end (0x40)")

    static let pppoe = FieldDescriptor.layer("pppoe", "pppoe", "PPP over Ethernet")
    static let version = FieldDescriptor("version", "pppoe.version", .unsigned, "version")
    static let type = FieldDescriptor("type", "pppoe.type", .unsigned, "type")
    static let pppoeCode = FieldDescriptor("code", "pppoe.code", .hex(digits: 2), "code (0 session data)")
    static let pppoeCodeName = FieldDescriptor("code_name", "pppoe.code.name", .label, "PADI, PADO, PADR, PADS, PADT")
    static let sessionID = FieldDescriptor("session_id", "pppoe.session_id", .hex(digits: 4), "session id")
    static let payloadLength = FieldDescriptor("length", "pppoe.payload_length", .unsigned, "payload length")
    static let tags = FieldDescriptor("tags", "pppoed.tags", .list, "discovery tags")
    static let tagType = FieldDescriptor("type", "pppoed.tag", .hex(digits: 4), "tag type")
    static let tagName = FieldDescriptor("name", "pppoed.tag.name", .label, "tag name")
    static let tagLength = FieldDescriptor("length", "pppoed.tag_length", .unsigned, "tag length")
    static let tagValue = FieldDescriptor("value", "pppoed.tag.value", .bytes, "tag value")

    static var all: [FieldDescriptor] {
        [ppp, address, control, direction, protocolNumber, protocolName, unescapedProtocol, compressedProtocol,
         lcp, ipcp, ipv6cp, ccp, controlProtocol, code, codeName, identifier, length, magicNumber, secondsRemaining,
         rejectedProtocol, options, optionType, optionName, optionLength, mru, accm, authProtocol, authAlgorithm,
         optionMagic, callbackOperation, discriminatorClass, optionAddress, optionDestination, optionMAC,
         compressionProtocol, interfaceID, vendorOUI, linkDiscriminator,
         pap, peerID, password, message, chap, value, name, mlppp, sequence, flags,
         pppoe, version, type, pppoeCode, pppoeCodeName, sessionID, payloadLength, tags, tagType, tagName, tagLength, tagValue]
    }
}

// Fields of TFTP (RFC 1350, options RFC 2347), RIPng (RFC 2080), DHCPv6 (RFC 8415) and Babel
// (RFC 8966).

enum TFTPFields: ProtocolFields {
    static let tftp = FieldDescriptor.layer("tftp", "tftp", "Trivial File Transfer Protocol (UDP 69)")
    static let length = FieldDescriptor("length", "tftp.length", .unsigned, "message length (UDP payload)")
    static let opcode = FieldDescriptor("opcode", "tftp.opcode", .unsigned, "opcode (1 RRQ ... 6 OACK)")
    static let opcodeName = FieldDescriptor("opcode_name", "tftp.opcode_name", .label, "opcode as tcpdump names it")
    static let filename = FieldDescriptor("filename", "tftp.source_file", .string, "RRQ/WRQ: file name")
    static let mode = FieldDescriptor("mode", "tftp.type", .string, "RRQ/WRQ: transfer mode")
    static let options = FieldDescriptor("options", "tftp.option", .list,
                                         "RRQ/WRQ/OACK: the NUL-terminated strings after the mode (name, value, ...)")
    static let option = FieldDescriptor("option", "tftp.option.value", .string, "one option string")
    static let block = FieldDescriptor("block", "tftp.block", .unsigned, "DATA/ACK: block number")
    static let errorCode = FieldDescriptor("error_code", "tftp.error.code", .unsigned, "ERROR: error code")
    static let errorName = FieldDescriptor("error_name", "tftp.error.name", .label, "ERROR: code as tcpdump names it")
    static let errorMessage = FieldDescriptor("error_message", "tftp.error.message", .string, "ERROR: message")

    static var all: [FieldDescriptor] {
        [tftp, length, opcode, opcodeName, filename, mode, options, option, block, errorCode, errorName, errorMessage]
    }
}

enum RIPngFields: ProtocolFields {
    static let ripng = FieldDescriptor.layer("ripng", "ripng", "RIP next generation (UDP 521)")
    static let command = FieldDescriptor("command", "ripng.cmd", .unsigned, "command (1 request, 2 response)")
    static let version = FieldDescriptor("version", "ripng.version", .unsigned, "version (1)")
    static let entries = FieldDescriptor("entries", "ripng.rte", .list, "route table entries (20 bytes each)")
    static let prefix = FieldDescriptor("prefix", "ripng.rte.prefix", .ipv6, "IPv6 prefix")
    static let tag = FieldDescriptor("tag", "ripng.rte.tag", .unsigned, "route tag")
    static let prefixLength = FieldDescriptor("prefix_length", "ripng.rte.prefix_length", .unsigned, "prefix length")
    static let metric = FieldDescriptor("metric", "ripng.rte.metric", .unsigned, "metric (16: unreachable)")

    static var all: [FieldDescriptor] { [ripng, command, version, entries, prefix, tag, prefixLength, metric] }
}

enum DHCP6Fields: ProtocolFields {
    static let dhcp6 = FieldDescriptor.layer("dhcp6", "dhcpv6", "DHCP for IPv6 (UDP 546/547)")
    static let messageType = FieldDescriptor("message_type", "dhcpv6.msgtype", .unsigned, "message type")
    static let messageName = FieldDescriptor("message_name", "dhcpv6.msgtype_name", .label, "message type as tcpdump names it")
    static let transactionID = FieldDescriptor("transaction_id", "dhcpv6.xid", .hex(digits: 6), "transaction ID")
    static let hopCount = FieldDescriptor("hop_count", "dhcpv6.hopcount", .unsigned, "relay: hop count")
    static let linkAddress = FieldDescriptor("link_address", "dhcpv6.linkaddr", .ipv6, "relay: link address")
    static let peerAddress = FieldDescriptor("peer_address", "dhcpv6.peeraddr", .ipv6, "relay: peer address")
    static let options = FieldDescriptor("options", "dhcpv6.option", .list, "options, in order")
    static let code = FieldDescriptor("code", "dhcpv6.option.type", .unsigned, "option code")
    static let name = FieldDescriptor("name", "dhcpv6.option.name", .label, "option as tcpdump names it")
    static let length = FieldDescriptor("length", "dhcpv6.option.length", .unsigned, "option length")
    static let data = FieldDescriptor("data", "dhcpv6.option.data", .bytes, "option data (hex)")
    static let duidType = FieldDescriptor("duid_type", "dhcpv6.duid.type", .unsigned, "client/server ID: DUID type")
    static let iaid = FieldDescriptor("iaid", "dhcpv6.iaid", .unsigned, "IA_NA/IA_TA/IA_PD: identity association ID")
    static let t1 = FieldDescriptor("t1", "dhcpv6.iaid.t1", .unsigned, "IA_NA/IA_PD: T1 seconds")
    static let t2 = FieldDescriptor("t2", "dhcpv6.iaid.t2", .unsigned, "IA_NA/IA_PD: T2 seconds")
    static let address = FieldDescriptor("address", "dhcpv6.iaaddr.ip", .ipv6, "IA_ADDR: address")
    static let prefix = FieldDescriptor("prefix", "dhcpv6.iaprefix.pref_addr", .ipv6, "IA_PD-prefix: prefix")
    static let prefixLength = FieldDescriptor("prefix_length", "dhcpv6.iaprefix.pref_len", .unsigned, "IA_PD-prefix: length")
    static let preferredLifetime = FieldDescriptor("preferred_lifetime", "dhcpv6.iaaddr.pref_lifetime", .unsigned,
                                                   "IA_ADDR/IA_PD-prefix: preferred lifetime, seconds")
    static let validLifetime = FieldDescriptor("valid_lifetime", "dhcpv6.iaaddr.valid_lifetime", .unsigned,
                                               "IA_ADDR/IA_PD-prefix: valid lifetime, seconds")
    static let statusCode = FieldDescriptor("status_code", "dhcpv6.status_code", .unsigned, "status-code: code")
    static let value = FieldDescriptor("value", "dhcpv6.option.value", .unsigned,
                                       "preference, elapsed-time (1/100 s), lifetime, Clt-time, reconfigure-message type")
    static let requested = FieldDescriptor("requested", "dhcpv6.requested_option_code", .list,
                                           "option-request/Echo-request-option: option codes")
    static let addresses = FieldDescriptor("addresses", "dhcpv6.address", .list, "server address lists")
    static let addressItem = FieldDescriptor("address", "dhcpv6.address", .ipv6, "an address")
    static let text = FieldDescriptor("text", "dhcpv6.option.text", .string, "timezone, MUD URL: the string")
    static let options2 = FieldDescriptor("options", "dhcpv6.option", .list, "encapsulated options")
    static let relayed = FieldDescriptor("message", "dhcpv6.relay_msg", .object, "relay-message: the relayed message")

    static var all: [FieldDescriptor] {
        [dhcp6, messageType, messageName, transactionID, hopCount, linkAddress, peerAddress, options, code, name,
         length, data, duidType, iaid, t1, t2, address, prefix, prefixLength, preferredLifetime, validLifetime,
         statusCode, value, requested, addresses, addressItem, text, relayed]
    }
}

enum BabelFields: ProtocolFields {
    static let babel = FieldDescriptor.layer("babel", "babel", "Babel routing protocol (UDP 6696)")
    static let magic = FieldDescriptor("magic", "babel.magic", .unsigned, "magic (42)")
    static let version = FieldDescriptor("version", "babel.version", .unsigned, "version")
    static let bodyLength = FieldDescriptor("body_length", "babel.bodylen", .unsigned, "body length")
    static let tlvs = FieldDescriptor("tlvs", "babel.message", .list, "TLVs of the body, then of the trailer")
    static let type = FieldDescriptor("type", "babel.message.type", .unsigned, "TLV type")
    static let typeName = FieldDescriptor("type_name", "babel.message.type_name", .label, "TLV type as tcpdump names it")
    static let length = FieldDescriptor("length", "babel.message.length", .unsigned, "TLV body length")
    static let trailer = FieldDescriptor("trailer", "babel.trailer", .boolean, "the TLV is in the packet trailer")
    static let data = FieldDescriptor("data", "babel.message.data", .bytes, "TLV body (hex)")

    static var all: [FieldDescriptor] { [babel, magic, version, bodyLength, tlvs, type, typeName, length, trailer, data] }
}

enum AutoRPFields: ProtocolFields {
    static let autoRP = FieldDescriptor.layer("auto_rp", "autorp", "Cisco Auto-RP (UDP 496)")
    static let type = FieldDescriptor("type", "autorp.type", .hex(digits: 2), "type (0x11 candidate-advert, 0x12 mapping)")
    static let rpCount = FieldDescriptor("rp_count", "autorp.rps", .unsigned, "number of RPs")
    static let holdtime = FieldDescriptor("holdtime", "autorp.holdtime", .unsigned, "holdtime, seconds (0: forever)")
    static let rps = FieldDescriptor("rps", "autorp.rp", .list, "RPs")
    static let address = FieldDescriptor("address", "autorp.rp.address", .ipv4, "RP address")
    static let pimVersion = FieldDescriptor("pim_version", "autorp.rp.pim_ver", .unsigned, "PIM versions (1: v1, 2: v2, 3: both)")
    static let groups = FieldDescriptor("groups", "autorp.group", .list, "group prefixes of the RP")
    static let negative = FieldDescriptor("negative", "autorp.group.negative", .boolean, "negative prefix")
    static let bidir = FieldDescriptor("bidir", "autorp.group.bidir", .boolean, "bidirectional")
    static let maskLength = FieldDescriptor("mask_length", "autorp.group.mask_len", .unsigned, "prefix length")
    static let prefix = FieldDescriptor("prefix", "autorp.group.prefix", .ipv4, "group prefix")

    static var all: [FieldDescriptor] {
        [autoRP, type, rpCount, holdtime, rps, address, pimVersion, groups, negative, bidir, maskLength, prefix]
    }
}

enum AHCPFields: ProtocolFields {
    static let ahcp = FieldDescriptor.layer("ahcp", "ahcp", "Ad-Hoc Configuration Protocol (UDP 5359)")
    static let magic = FieldDescriptor("magic", "ahcp.magic", .unsigned, "magic (43)")
    static let version = FieldDescriptor("version", "ahcp.version", .unsigned, "version")
    static let hopCount = FieldDescriptor("hop_count", "ahcp.hopcount", .unsigned, "hop count")
    static let originalHopCount = FieldDescriptor("original_hop_count", "ahcp.orig_hopcount", .unsigned, "original hop count")
    static let nonce = FieldDescriptor("nonce", "ahcp.nonce", .hex(digits: 8), "nonce")
    static let sourceID = FieldDescriptor("source_id", "ahcp.source_id", .bytes, "source id (8 bytes)")
    static let destinationID = FieldDescriptor("destination_id", "ahcp.dest_id", .bytes, "destination id (8 bytes)")
    static let type = FieldDescriptor("type", "ahcp.type", .unsigned, "message type")
    static let typeName = FieldDescriptor("type_name", "ahcp.type_name", .label, "message type as tcpdump names it")
    static let bodyLength = FieldDescriptor("body_length", "ahcp.length", .unsigned, "body length")
    static let options = FieldDescriptor("options", "ahcp.option", .list, "options")
    static let code = FieldDescriptor("code", "ahcp.option.type", .unsigned, "option number")
    static let length = FieldDescriptor("length", "ahcp.option.length", .unsigned, "option length")
    static let data = FieldDescriptor("data", "ahcp.option.data", .bytes, "option value (hex)")

    static var all: [FieldDescriptor] {
        [ahcp, magic, version, hopCount, originalHopCount, nonce, sourceID, destinationID, type, typeName, bodyLength,
         options, code, length, data]
    }
}

enum HNCPFields: ProtocolFields {
    static let hncp = FieldDescriptor.layer("hncp", "hncp", "Home Networking Control Protocol (UDP 8231)")
    static let length = FieldDescriptor("length", "hncp.length", .unsigned, "message length (UDP payload)")
    static let tlvs = FieldDescriptor("tlvs", "hncp.tlv", .list, "top-level TLVs")
    static let type = FieldDescriptor("type", "hncp.tlv.type", .unsigned, "TLV type")
    static let bodyLength = FieldDescriptor("length", "hncp.tlv.length", .unsigned, "TLV body length")
    static let data = FieldDescriptor("data", "hncp.tlv.data", .bytes, "TLV body (hex; nested TLVs inside)")

    static var all: [FieldDescriptor] { [hncp, length, tlvs, type, bodyLength, data] }
}

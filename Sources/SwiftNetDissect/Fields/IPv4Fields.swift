// Fields of IPv4 (RFC 791) and its options.

enum IPv4Fields: ProtocolFields {
    static let ipv4 = FieldDescriptor.layer("ipv4", "ip", "Internet Protocol version 4")
    static let headerLength = FieldDescriptor("header_length", "ip.hdr_len", .unsigned, "header length in bytes")
    static let dscp = FieldDescriptor("dscp", "ip.dsfield.dscp", .unsigned, "differentiated services code point")
    static let ecn = FieldDescriptor("ecn", "ip.dsfield.ecn", .unsigned, "explicit congestion notification")
    static let totalLength = FieldDescriptor("total_length", "ip.len", .unsigned, "total length")
    static let identification = FieldDescriptor("id", "ip.id", .unsigned, "identification")
    static let flags = FieldDescriptor("flags", "ip.flags", .object, "flags")
    static let reserved = FieldDescriptor("reserved", "ip.flags.rb", .boolean, "reserved bit")
    static let dontFragment = FieldDescriptor("df", "ip.flags.df", .boolean, "don't fragment")
    static let moreFragments = FieldDescriptor("mf", "ip.flags.mf", .boolean, "more fragments")
    static let fragmentOffset = FieldDescriptor("fragment_offset", "ip.frag_offset", .unsigned, "fragment offset in bytes")
    static let ttl = FieldDescriptor("ttl", "ip.ttl", .unsigned, "time to live")
    static let ipProtocol = FieldDescriptor("protocol", "ip.proto", .unsigned, "protocol of the payload")
    static let checksum = FieldDescriptor("checksum", "ip.checksum", .hex(digits: 4), "header checksum")
    static let checksumValid = FieldDescriptor("checksum_valid", "ip.checksum.status", .boolean, "header checksum verifies")
    static let source = FieldDescriptor("source", "ip.src", .ipv4, "source address")
    static let destination = FieldDescriptor("destination", "ip.dst", .ipv4, "destination address")
    static let options = FieldDescriptor("options", "ip.options", .list, "options")
    static let optionType = FieldDescriptor("type", "ip.opt.type", .unsigned, "option type")
    static let optionLength = FieldDescriptor("length", "ip.opt.len", .unsigned, "option length")
    static let optionPointer = FieldDescriptor("pointer", "ip.opt.ptr", .unsigned, "route or timestamp pointer")
    static let optionAddresses = FieldDescriptor("addresses", "ip.opt.addr", .list, "route addresses")
    static let optionAddress = FieldDescriptor("address", "ip.opt.addr", .ipv4, "route address")
    static let optionOverflow = FieldDescriptor("overflow", "ip.opt.ovfl", .unsigned, "timestamp overflow count")
    static let optionFlag = FieldDescriptor("flag", "ip.opt.flg", .unsigned, "timestamp flag")
    static let optionValue = FieldDescriptor("value", "ip.opt.ra", .unsigned, "router alert value")
    static let optionData = FieldDescriptor("data", "ip.opt.data", .bytes, "option data")
    static let optionsMalformed = FieldDescriptor("options_malformed", "ip.opt.malformed", .label, "why the options could not be read")

    static var all: [FieldDescriptor] {
        [ipv4, headerLength, dscp, ecn, totalLength, identification, flags, reserved, dontFragment, moreFragments,
         fragmentOffset, ttl, ipProtocol, checksum, checksumValid, source, destination, options, optionType,
         optionLength, optionPointer, optionAddresses, optionAddress, optionOverflow, optionFlag, optionValue,
         optionData, optionsMalformed]
    }
}

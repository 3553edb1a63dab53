// Fields of DNS and mDNS messages (RFC 1035, EDNS RFC 6891, mDNS RFC 6762).

enum DNSFields: ProtocolFields {
    static let dns = FieldDescriptor.layer("dns", "dns", "Domain Name System (UDP/TCP 53, mDNS UDP 5353)")
    static let id = FieldDescriptor("id", "dns.id", .unsigned, "transaction ID")
    static let response = FieldDescriptor("response", "dns.flags.response", .boolean, "message is a response")
    static let opcode = FieldDescriptor("opcode", "dns.flags.opcode", .unsigned, "operation code")
    static let rcode = FieldDescriptor("rcode", "dns.flags.rcode", .unsigned, "response code (header bits)")
    static let flags = FieldDescriptor("flags", "dns.flags", .object, "header flag bits")
    static let aa = FieldDescriptor("aa", "dns.flags.authoritative", .boolean, "authoritative answer")
    static let tc = FieldDescriptor("tc", "dns.flags.truncated", .boolean, "message truncated")
    static let rd = FieldDescriptor("rd", "dns.flags.recdesired", .boolean, "recursion desired")
    static let ra = FieldDescriptor("ra", "dns.flags.recavail", .boolean, "recursion available")
    static let ad = FieldDescriptor("ad", "dns.flags.authenticated", .boolean, "authentic data (DNSSEC)")
    static let cd = FieldDescriptor("cd", "dns.flags.checkdisable", .boolean, "checking disabled (DNSSEC)")
    static let counts = FieldDescriptor("counts", "dns.count", .object, "section entry counts")
    static let questionCount = FieldDescriptor("questions", "dns.count.queries", .unsigned, "question count")
    static let answerCount = FieldDescriptor("answers", "dns.count.answers", .unsigned, "answer count")
    static let authorityCount = FieldDescriptor("authorities", "dns.count.auth_rr", .unsigned, "authority record count")
    static let additionalCount = FieldDescriptor("additionals", "dns.count.add_rr", .unsigned, "additional record count")

    static let questions = FieldDescriptor("questions", "dns.qry", .list, "question section")
    static let questionName = FieldDescriptor("name", "dns.qry.name", .string, "queried name (presentation form)")
    static let questionType = FieldDescriptor("type", "dns.qry.type", .unsigned, "queried type")
    static let questionTypeName = FieldDescriptor("type_name", "dns.qry.type_name", .label, "queried type's name")
    static let questionClass = FieldDescriptor("class", "dns.qry.class", .unsigned, "queried class")
    static let unicastResponse = FieldDescriptor("unicast_response", "dns.qry.qu", .boolean,
                                                 "mDNS: unicast response wanted (class top bit)")

    static let answers = FieldDescriptor("answers", "dns.answers", .list, "answer section")
    static let authorities = FieldDescriptor("authorities", "dns.authorities", .list, "authority section")
    static let additionals = FieldDescriptor("additionals", "dns.additionals", .list, "additional section")
    static let name = FieldDescriptor("name", "dns.resp.name", .string, "owner name (presentation form)")
    static let type = FieldDescriptor("type", "dns.resp.type", .unsigned, "record type")
    static let typeName = FieldDescriptor("type_name", "dns.resp.type_name", .label, "record type's name")
    static let recordClass = FieldDescriptor("class", "dns.resp.class", .unsigned, "record class")
    static let cacheFlush = FieldDescriptor("cache_flush", "dns.resp.cache_flush", .boolean,
                                            "mDNS: cache flush (class top bit)")
    static let ttl = FieldDescriptor("ttl", "dns.resp.ttl", .unsigned, "time to live (seconds)")
    static let rdLength = FieldDescriptor("rdlength", "dns.resp.len", .unsigned, "record data length")
    static let data = FieldDescriptor("data", "dns.resp.data", .string,
                                      "A/AAAA address or NS/CNAME/PTR/DNAME/MD/MF/MB/MG/MR name")
    static let ipv4Data = FieldDescriptor("data", "dns.a", .ipv4, "A record address")
    static let ipv6Data = FieldDescriptor("data", "dns.aaaa", .ipv6, "AAAA record address")
    static let preference = FieldDescriptor("preference", "dns.mx.preference", .unsigned, "MX preference")
    static let exchange = FieldDescriptor("exchange", "dns.mx.mail_exchange", .string, "MX mail exchange")
    static let priority = FieldDescriptor("priority", "dns.srv.priority", .unsigned, "SRV priority")
    static let weight = FieldDescriptor("weight", "dns.srv.weight", .unsigned, "SRV weight")
    static let port = FieldDescriptor("port", "dns.srv.port", .unsigned, "SRV port")
    static let target = FieldDescriptor("target", "dns.srv.target", .string, "SRV target")
    static let mname = FieldDescriptor("mname", "dns.soa.mname", .string, "SOA primary name server")
    static let rname = FieldDescriptor("rname", "dns.soa.rname", .string, "SOA responsible mailbox")
    static let serial = FieldDescriptor("serial", "dns.soa.serial_number", .unsigned, "SOA serial")
    static let refresh = FieldDescriptor("refresh", "dns.soa.refresh_interval", .unsigned, "SOA refresh (seconds)")
    static let retry = FieldDescriptor("retry", "dns.soa.retry_interval", .unsigned, "SOA retry (seconds)")
    static let expire = FieldDescriptor("expire", "dns.soa.expire_limit", .unsigned, "SOA expire (seconds)")
    static let minimum = FieldDescriptor("minimum", "dns.soa.minimum_ttl", .unsigned, "SOA minimum TTL (seconds)")
    static let strings = FieldDescriptor("strings", "dns.txt", .list, "TXT character strings")
    static let string = FieldDescriptor("string", "dns.txt.string", .string, "one TXT character string")
    static let udpSize = FieldDescriptor("udp_size", "dns.rr.udp_payload_size", .unsigned, "OPT: requester's UDP payload size")
    static let extendedRcode = FieldDescriptor("extended_rcode", "dns.resp.ext_rcode", .unsigned, "OPT: extended rcode bits")
    static let version = FieldDescriptor("version", "dns.resp.edns0_version", .unsigned, "OPT: EDNS version")
    static let dnssecOK = FieldDescriptor("do", "dns.resp.z.do", .boolean, "OPT: DNSSEC answer OK")
    static let options = FieldDescriptor("options", "dns.opt", .list, "OPT: EDNS options")
    static let optionCode = FieldDescriptor("code", "dns.opt.code", .unsigned, "EDNS option code")
    static let optionName = FieldDescriptor("name", "dns.opt.name", .label, "EDNS option name")
    static let optionData = FieldDescriptor("data", "dns.opt.data", .bytes, "EDNS option data (hex)")
    static let rdata = FieldDescriptor("rdata", "dns.resp.rdata", .bytes, "record data of other types (hex)")

    static var all: [FieldDescriptor] {
        [dns, id, response, opcode, rcode, flags, aa, tc, rd, ra, ad, cd, counts, questionCount, answerCount,
         authorityCount, additionalCount, questions, questionName, questionType, questionTypeName, questionClass,
         unicastResponse, answers, authorities, additionals, name, type, typeName, recordClass, cacheFlush, ttl,
         rdLength, data, ipv4Data, ipv6Data, preference, exchange, priority, weight, port, target, mname, rname,
         serial, refresh, retry, expire, minimum, strings, string, udpSize, extendedRcode, version, dnssecOK,
         options, optionCode, optionName, optionData, rdata]
    }
}

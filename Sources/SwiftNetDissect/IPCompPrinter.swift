// IPComp (RFC 3173; IP protocol 108) as tcpdump 4.99's ipcomp_print prints it: the compression
// parameter index only (tcpdump does not inflate the payload, so the walk ends here).

extension Dissection {
    mutating func ipcomp(at offset: Int, length: Int) throws(Truncated) {
        proto = "ipcomp"
        layer(IPCompFields.ipcomp)
        report(IPCompFields.nextHeader, u8At: offset)
        report(IPCompFields.flags, u8At: offset + 1)
        let cpi = try u16(offset + 2)
        report(IPCompFields.cpi, cpi)
        put("IPComp(cpi=0x"); put(hex: cpi, digits: 4); put(")")
    }
}

import SwiftNetWire

// CARP as tcpdump's carp_print prints it, only under `-T carp` (IP protocol 112 is VRRP's
// otherwise): version, type and length, a TTL other than 255, then for a version 2
// advertisement the vhid, advbase, advskew, authlen, -v's checksum verdict and the counter.

extension Dissection {
    /// `ttl`: the IP TTL or hop limit, flagged when it is not 255. `fragmented`: a first IP
    /// fragment (JSON then gives no checksum verdict). Throws where the capture cuts what
    /// tcpdump reads.
    mutating func carp(at offset: Int, length: Int, ttl: Int, fragmented: Bool) throws(Truncated) {
        proto = "carp"
        layer(CARPFields.carp)
        let first = try u8(offset)
        let version = first >> 4
        let type = first & 0x0f
        report(CARPFields.version, version)
        report(CARPFields.type, type)
        put("CARPv"); put(decimal: version); put(type == 1 ? "-advertise " : "-unknown ")
        put(decimal: length); put(": ")
        if ttl != 255 { put("[ttl="); put(decimal: ttl); put("!] ") }
        guard version == 2, type == 1 else { return }
        let vhid = try u8(offset + 1)
        let advskew = try u8(offset + 2)
        let authLength = try u8(offset + 3)
        let advbase = try u8(offset + 5)
        report(CARPFields.vhid, vhid)
        report(CARPFields.advskew, advskew)
        report(CARPFields.authLength, authLength)
        report(CARPFields.demotion, u8At: offset + 4)
        report(CARPFields.advbase, advbase)
        put("vhid="); put(decimal: vhid); put(" advbase="); put(decimal: advbase)
        put(" advskew="); put(decimal: advskew); put(" authlen="); put(decimal: authLength); put(" ")
        report(CARPFields.checksum, u16At: offset + 6)
        let whole = has(length, at: offset)
        let valid = whole && InternetChecksum.compute(bytes, from: offset, to: offset + length) == 0
        report(CARPFields.checksumValid, verdict: whole && !fragmented ? valid : nil)
        if verbose > 0 && whole && !valid {
            put(" (bad carp cksum "); put(hex: try u16(offset + 6)); put("!)")
        }
        let counter = UInt64(try u32(offset + 8)) << 32 | UInt64(try u32(offset + 12))
        report(CARPFields.counter, counter)
        report(CARPFields.hmac, bytesAt: offset + 16, count: 20)
        put("counter="); put(decimal: counter)
    }
}

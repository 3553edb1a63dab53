import SwiftNetWire

// BCM-LI (Broadcom's lawful-intercept shim, UDP source port 49152) as tcpdump's bcm_li_print
// prints it: a 32-bit shim (3-bit direction, 4-bit packet type, 3-bit subtype, 22-bit id), then
// with -v the intercepted packet (IPv4, IPv6, Ethernet, or IP guessed from the first nibble).

extension Dissection {
    mutating func bcmLI(at offset: Int, length: Int) throws(Truncated) {
        proto = "bcm_li"
        layer(BCMLIFields.bcmLI)
        guard length >= 4 else {
            put(" (length "); put(decimal: length); put(" < 4)")
            return putInvalid(reason: "shorter than the 4-byte shim")
        }
        let shim = try u32(offset)
        let direction = (shim >> 29) & 0x7
        let type = (shim >> 25) & 0xf
        let subtype = (shim >> 22) & 0x7
        let id = shim & 0x3f_ffff
        report(BCMLIFields.direction, direction)
        report(BCMLIFields.packetType, type)
        report(BCMLIFields.packetSubtype, subtype)
        report(BCMLIFields.liID, id)
        if verbose > 0 { put("\n    ") }
        put("BCM-LI-SHIM: direction ")
        switch direction {
        case 1: put("unused")
        case 2: put("egress")
        case 3: put("ingress")
        default: put("unknown")
        }
        put(", pkt-type ")
        switch type {
        case 4: put("undecided")
        case 5: put("ipv4")
        case 6: put("ipv6")
        case 7: put("ethernet")
        default: put("unknown")
        }
        put(", pkt-subtype ")
        switch subtype {
        case 1: put("single VLAN tag")
        case 2: put("double VLAN tag")
        case 3: put("untagged")
        default: put("unknown")
        }
        put(", li-id "); put(decimal: id)
        let inner = offset + 4
        let left = length - 4
        guard verbose > 0 || Sink.collectsFields else {
            // tcpdump does not decode the packet without -v, but wants all of it captured.
            try check(left, at: inner)
            return
        }
        put("\n    ")
        switch type {
        case 7: _ = try ethernet(wireLength: left, at: inner)
        case 5: try ipv4(at: inner, length: left)
        case 6: try ipv6(at: inner, length: left)
        case 4:
            switch try u8(inner) >> 4 {
            case 4: try ipv4(at: inner, length: left)
            case 6: try ipv6(at: inner, length: left)
            default: put("unknown payload")
            }
        default: putInvalid(reason: "unknown packet type")
        }
    }
}

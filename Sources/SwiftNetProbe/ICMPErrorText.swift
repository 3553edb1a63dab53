import SwiftNetWire

/// The text iputils ping prints after `From ADDRESS icmp_seq=N` for an ICMP error, so swiftnet's
/// lines read (and diff) like ping's. Codes per RFC 792 / RFC 1812 (IPv4) and RFC 4443 (IPv6).
public enum ICMPErrorText {
    /// ICMPv4 type/code (with the 4 rest-of-header bytes for MTU, gateway, pointer).
    public static func ipv4(type: UInt8, code: UInt8, restOfHeader: UInt32) -> String {
        switch type {
        case 3:
            let texts = ["Destination Net Unreachable", "Destination Host Unreachable",
                         "Destination Protocol Unreachable", "Destination Port Unreachable",
                         "Frag needed and DF set (mtu = \(restOfHeader & 0xffff))", "Source Route Failed",
                         "Destination Net Unknown", "Destination Host Unknown", "Source Host Isolated",
                         "Destination Net Prohibited", "Destination Host Prohibited",
                         "Destination Net Unreachable for Type of Service",
                         "Destination Host Unreachable for Type of Service", "Packet filtered",
                         "Precedence Violation", "Precedence Cutoff"]
            return Int(code) < texts.count ? texts[Int(code)] : "Dest Unreachable, Bad Code: \(code)"
        case 4:
            return "Source Quench"
        case 5:
            let texts = ["Redirect Network", "Redirect Host", "Redirect Type of Service and Network",
                         "Redirect Type of Service and Host"]
            let gateway = IPv4Address(restOfHeader)
            return (Int(code) < texts.count ? texts[Int(code)] : "Redirect, Bad Code: \(code)") + "(New nexthop: \(gateway))"
        case 11:
            switch code {
            case 0: return "Time to live exceeded"
            case 1: return "Frag reassembly time exceeded"
            default: return "Time exceeded, Bad Code: \(code)"
            }
        case 12:
            return "Parameter problem: pointer = \(restOfHeader >> 24)"
        default:
            return "Bad ICMP type: \(type)"
        }
    }

    /// ICMPv6 type/code (with the 4 rest-of-header bytes for MTU and pointer).
    public static func ipv6(type: UInt8, code: UInt8, restOfHeader: UInt32) -> String {
        switch type {
        case 1:
            let texts = ["No route", "Administratively prohibited", "Beyond scope of source address",
                         "Address unreachable", "Port unreachable", "Source address failed ingress/egress policy",
                         "Reject route to destination"]
            return "Destination unreachable: " + (Int(code) < texts.count ? texts[Int(code)] : "Unknown code \(code)")
        case 2:
            return "Packet too big: mtu=\(restOfHeader)"
        case 3:
            switch code {
            case 0: return "Time exceeded: Hop limit"
            case 1: return "Time exceeded: Defragmentation failure"
            default: return "Time exceeded: code \(code)"
            }
        case 4:
            let texts = ["Wrong header field ", "Unknown header ", "Unknown option "]
            return "Parameter problem: " + (Int(code) < texts.count ? texts[Int(code)] : "code \(code) ") + "at \(restOfHeader)"
        default:
            return "Unknown icmp type: \(type)"
        }
    }

    /// Whether `type` is an error that quotes the offending datagram (RFC 792, RFC 4443 2.1).
    public static func isError(_ type: UInt8, family: AddressFamily) -> Bool {
        family == .ipv4 ? [3, 4, 5, 11, 12].contains(type) : type < 128
    }
}

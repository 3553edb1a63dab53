// Names tcpdump prints for numbers (its ethertype_values, ipproto_values, … tables), kept to the
// values swiftnet meets; unknown numbers fall back to the caller's default text.

enum ProtocolNames {
    /// tcpdump's ethertype_values.
    static func etherType(_ value: UInt16) -> StaticString? {
        switch value {
        case 0x0800: "IPv4"
        case 0x8847: "MPLS unicast"
        case 0x8848: "MPLS multicast"
        case 0x86dd: "IPv6"
        case 0x8100: "802.1Q"
        case 0x9100: "802.1Q-9100"
        case 0x88a8: "802.1Q-QinQ"
        case 0x9200: "802.1Q-9200"
        case 0x88e5: "802.1AE MACsec"
        case 0x0200: "PUP"
        case 0x0806: "ARP"
        case 0x8035: "Reverse ARP"
        case 0x0600: "NS"
        case 0x0500: "Sprite"
        case 0x1000: "Trail"
        case 0x6001: "MOP DL"
        case 0x6002: "MOP RC"
        case 0x6003: "DN"
        case 0x6004: "LAT"
        case 0x6007: "SCA"
        case 0x6558: "TEB"
        case 0x8038: "Lanbridge"
        case 0x803c: "DEC DNS"
        case 0x803e: "DEC DTS"
        case 0x805b: "VEXP"
        case 0x805c: "VPROD"
        case 0x809b: "Appletalk"
        case 0x80f3: "Appletalk ARP"
        case 0x8137: "IPX"
        case 0x880b: "PPP"
        case 0x8808: "MPCP"
        case 0x8809: "Slow Protocols"
        case 0x8863: "PPPoE D"
        case 0x8864: "PPPoE S"
        case 0x888e: "EAPOL"
        case 0x8899: "Realtek protocols"
        case 0x886f: "MS NLB heartbeat"
        case 0x8870: "Jumbo"
        case 0x894f: "NSH"
        case 0x9000: "Loopback"
        case 0xfefe: "OSI"
        case 0x00fe: "GRE-OSI"
        case 0xabcd: "CFM (old)"
        case 0x8902: "CFM"
        case 0x893a: "IEEE1905.1"
        case 0x88cc: "LLDP"
        case 0x88ca: "TIPC"
        case 0x0707: "GeoNet (old)"
        case 0x8947: "GeoNet"
        case 0x1111: "CALM FAST"
        case 0x88a2: "AoE"
        case 0x88f7: "PTP"
        case 0xd28b: "Arista Vendor Specific Protocol"
        default: nil
        }
    }

    /// tcpdump's ipproto_values (the names -v prints after `proto`).
    static func ipProtocol(_ value: UInt8) -> StaticString? {
        switch value {
        case 0: "Options"
        case 1: "ICMP"
        case 2: "IGMP"
        case 4: "IPIP"
        case 6: "TCP"
        case 8: "EGP"
        case 9: "IGRP"
        case 17: "UDP"
        case 33: "DCCP"
        case 41: "IPv6"
        case 43: "Routing"
        case 44: "Fragment"
        case 46: "RSVP"
        case 47: "GRE"
        case 50: "ESP"
        case 51: "AH"
        case 55: "Mobile IP"
        case 58: "ICMPv6"
        case 62: "Mobile IP (old)"
        case 88: "EIGRP"
        case 89: "OSPF"
        case 103: "PIM"
        case 108: "Compressed IP"
        case 112: "VRRP"
        case 113: "PGM"
        case 132: "SCTP"
        case 135: "Mobility"
        case 143: "Ethernet"
        default: nil
        }
    }

    /// tcpdump's arphrd_values.
    static func arpHardware(_ value: UInt16) -> StaticString? {
        switch value {
        case 1: "Ethernet"
        case 6: "TokenRing"
        case 7: "ArcNet"
        case 15: "FrameRelay"
        case 16: "ATM"
        case 19: "ATM"
        case 31: "IEEE1394"
        case 32: "InfiniBand"
        default: nil
        }
    }

    /// tcpdump's arpop_values.
    static func arpOperation(_ value: UInt16) -> StaticString? {
        switch value {
        case 1: "Request"
        case 2: "Reply"
        case 3: "Reverse Request"
        case 4: "Reverse Reply"
        case 8: "Inverse Request"
        case 9: "Inverse Reply"
        case 10: "NACK Reply"
        default: nil
        }
    }
}

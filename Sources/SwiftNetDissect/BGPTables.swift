// The names tcpdump 4.99's print-bgp.c and af.c give BGP codes (tok2str tables), as switches that
// return StaticStrings: no allocation on the packet path.

enum BGPNames {
    static func message(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "Open"
        case 2: "Update"
        case 3: "Notification"
        case 4: "Keepalive"
        case 5: "Route Refresh"
        default: nil
        }
    }

    static func attribute(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "Origin"
        case 2: "AS Path"
        case 17: "AS4 Path"
        case 3: "Next Hop"
        case 4: "Multi Exit Discriminator"
        case 5: "Local Preference"
        case 6: "Atomic Aggregate"
        case 7: "Aggregator"
        case 18: "Aggregator4"
        case 8: "Community"
        case 9: "Originator ID"
        case 10: "Cluster List"
        case 11: "DPA"
        case 12: "Advertisers"
        case 13: "RCID Path / Cluster ID"
        case 14: "Multi-Protocol Reach NLRI"
        case 15: "Multi-Protocol Unreach NLRI"
        case 16: "Extended Community"
        case 22: "PMSI Tunnel"
        case 23: "Tunnel Encapsulation"
        case 24: "Traffic Engineering"
        case 25: "IPv6 Extended Community"
        case 26: "Accumulated IGP Metric"
        case 27: "PE Distinguisher Label"
        case 28: "Entropy Label"
        case 32: "Large Community"
        case 128: "Attribute Set"
        case 255: "Reserved for development"
        default: nil
        }
    }

    static func capability(_ code: UInt8) -> StaticString? {
        switch code {
        case 1: "Multiprotocol Extensions"
        case 2: "Route Refresh"
        case 3: "Cooperative Route Filtering"
        case 4: "Multiple Routes to a Destination"
        case 5: "Extended Next Hop Encoding"
        case 8: "Multiple Labels"
        case 64: "Graceful Restart"
        case 65: "32-Bit AS Number"
        case 67: "Dynamic Capability"
        case 68: "Multisession BGP"
        case 69: "Multiple Paths"
        case 70: "Enhanced Route Refresh"
        case 71: "Long-lived Graceful Restart"
        case 128: "Route Refresh (Cisco)"
        default: nil
        }
    }

    static func errorCode(_ code: UInt8) -> StaticString? {
        switch code {
        case 1: "Message Header Error"
        case 2: "OPEN Message Error"
        case 3: "UPDATE Message Error"
        case 4: "Hold Timer Expired"
        case 5: "Finite State Machine Error"
        case 6: "Cease"
        case 7: "Capability Message Error"
        default: nil
        }
    }

    /// The subcode table for `code`; nil where tcpdump prints no subcode.
    static func subcode(_ code: UInt8, _ sub: UInt8) -> StaticString? {
        switch (code, sub) {
        case (1, 1): "Connection Not Synchronized"
        case (1, 2): "Bad Message Length"
        case (1, 3): "Bad Message Type"
        case (2, 1): "Unsupported Version Number"
        case (2, 2): "Bad Peer AS"
        case (2, 3): "Bad BGP Identifier"
        case (2, 4): "Unsupported Optional Parameter"
        case (2, 5): "Authentication Failure"
        case (2, 6): "Unacceptable Hold Time"
        case (2, 7): "Capability Message Error"
        case (3, 1): "Malformed Attribute List"
        case (3, 2): "Unrecognized Well-known Attribute"
        case (3, 3): "Missing Well-known Attribute"
        case (3, 4): "Attribute Flags Error"
        case (3, 5): "Attribute Length Error"
        case (3, 6): "Invalid ORIGIN Attribute"
        case (3, 7): "AS Routing Loop"
        case (3, 8): "Invalid NEXT_HOP Attribute"
        case (3, 9): "Optional Attribute Error"
        case (3, 10): "Invalid Network Field"
        case (3, 11): "Malformed AS_PATH"
        case (5, 0): "Unspecified Error"
        case (5, 1): "In OpenSent State"
        case (5, 2): "In OpenConfirm State"
        case (5, 3): "In Established State"
        case (6, 1): "Maximum Number of Prefixes Reached"
        case (6, 2): "Administrative Shutdown"
        case (6, 3): "Peer Unconfigured"
        case (6, 4): "Administrative Reset"
        case (6, 5): "Connection Rejected"
        case (6, 6): "Other Configuration Change"
        case (6, 7): "Connection Collision Resolution"
        case (7, 1): "Invalid Action Value"
        case (7, 2): "Invalid Capability Length"
        case (7, 3): "Malformed Capability Value"
        case (7, 4): "Unsupported Capability Code"
        default: nil
        }
    }

    static func origin(_ value: UInt8) -> StaticString? {
        switch value {
        case 0: "IGP"
        case 1: "EGP"
        case 2: "Incomplete"
        default: nil
        }
    }

    /// af.c's af_values (IANA address family numbers), shared by BGP, LDP and LLDP.
    static func afi(_ value: UInt16) -> StaticString? {
        switch value {
        case 0: "Reserved"
        case 1: "IPv4"
        case 2: "IPv6"
        case 3: "NSAP"
        case 4: "HDLC"
        case 5: "BBN 1822"
        case 6: "802"
        case 7: "E.163"
        case 8: "E.164"
        case 9: "F.69"
        case 10: "X.121"
        case 11: "Novell IPX"
        case 12: "Appletalk"
        case 13: "Decnet IV"
        case 14: "Banyan Vines"
        case 15: "E.164 with NSAP subaddress"
        case 196: "Layer-2 VPN"
        case 25: "VPLS"
        default: nil
        }
    }

    static func safi(_ value: UInt8) -> StaticString? {
        switch value {
        case 0: "Reserved"
        case 1: "Unicast"
        case 2: "Multicast"
        case 3: "Unicast+Multicast"
        case 4: "labeled Unicast"
        case 64: "Tunnel"
        case 65: "VPLS"
        case 66: "MDT"
        case 70: "EVPN"
        case 128: "labeled VPN Unicast"
        case 129: "labeled VPN Multicast"
        case 130: "labeled VPN Unicast+Multicast"
        case 132: "Route Target Routing Information"
        case 5: "Multicast VPN"
        default: nil
        }
    }

    static func extendedCommunity(_ type: UInt16) -> StaticString? {
        switch type {
        case 0x0002, 0x0102, 0x0202: "target"
        case 0x0003, 0x0103, 0x0203: "origin"
        case 0x4004: "link-BW"
        case 0x0005, 0x0105, 0x0205, 0x8005: "ospf-domain"
        case 0x0306, 0x8000: "ospf-route-type"
        case 0x030c: "encapsulation"
        case 0x0107, 0x8001: "ospf-router-id"
        case 0x800a: "layer2-info"
        case 0x8800: "eigrp-general-route (flag, tag)"
        case 0x8801: "eigrp-route-metric (AS, delay)"
        case 0x8802: "eigrp-route-metric (reliability, nexthop, bandwidth)"
        case 0x8803: "eigrp-route-metric (load, MTU)"
        case 0x8804: "eigrp-external-route (remote-AS, remote-ID)"
        case 0x8805: "eigrp-external-route (remote-proto, remote-metric)"
        case 0x0009: "source-AS"
        case 0x010b: "vrf-route-import"
        case 0x000a, 0xf10a: "l2vpn-id"
        default: nil
        }
    }

    static func tunnelType(_ value: UInt16) -> StaticString? {
        switch value {
        case 1: "L2TPv3 over IP"
        case 2: "GRE"
        case 3: "Transmit Tunnel"
        case 4: "IPsec"
        case 5: "IP in IP with IPsec"
        case 6: "MPLS in IP with IPsec"
        case 7: "IP in IP"
        case 8: "VXLAN"
        case 9: "NVGRE"
        case 10: "MPLS"
        case 11: "MPLS in GRE"
        case 12: "VXLAN GPE"
        case 13: "MPLS in UDP"
        case 14: "IPv6"
        case 15: "SR TE"
        case 16: "Bare"
        case 17: "SR"
        default: nil
        }
    }

    static func ospfRouteType(_ value: UInt8) -> StaticString? {
        switch value {
        case 1: "Router"
        case 2: "Network"
        case 3: "Summary"
        case 5: "External"
        case 7: "NSSA External"
        case 129: "MPLS-VPN Sham"
        default: nil
        }
    }

    static func pmsiTunnel(_ value: UInt8) -> StaticString? {
        switch value {
        case 1: "RSVP-TE P2MP LSP"
        case 2: "LDP P2MP LSP"
        case 3: "PIM-SSM Tree"
        case 4: "PIM-SM Tree"
        case 5: "PIM-Bidir Tree"
        case 6: "Ingress Replication"
        case 7: "LDP MP2MP LSP"
        default: nil
        }
    }

    static func addPathMode(_ value: UInt8) -> StaticString? {
        switch value {
        case 1: "Receive"
        case 2: "Send"
        case 3: "Both"
        default: nil
        }
    }

    /// l2vpn.c's l2vpn_encaps_values (RFC 6624).
    static func l2vpnEncapsulation(_ value: UInt8) -> StaticString? {
        switch value {
        case 0: "Reserved"
        case 1: "Frame Relay"
        case 2: "ATM AAL5 SDU VCC transport"
        case 3: "ATM transparent cell transport"
        case 4: "Ethernet (VLAN) Tagged Mode"
        case 5: "Ethernet Raw Mode"
        case 6: "Cisco HDLC"
        case 7: "PPP"
        case 8: "SONET/SDH Circuit Emulation Service over MPLS"
        case 9: "ATM n-to-one VCC cell transport"
        case 10: "ATM n-to-one VPC cell transport"
        case 11: "IP layer 2 transport"
        case 15: "Frame Relay Port mode"
        case 17: "Structure-agnostic E1 over packet"
        case 18: "Structure-agnostic T1 (DS1) over packet"
        case 19: "VPLS"
        case 20: "Structure-agnostic T3 (DS3) over packet"
        case 21: "Nx64kbit/s Basic Service using Structure-aware"
        case 25: "Frame Relay DLCI"
        case 40: "Structure-agnostic E3 over packet"
        case 41: "Octet-aligned playload for Structure-agnostic DS1 circuits"
        case 42: "E1 Nx64kbit/s with CAS using Structure-aware"
        case 43: "DS1 (ESF) Nx64kbit/s with CAS using Structure-aware"
        case 44: "DS1 (SF) Nx64kbit/s with CAS using Structure-aware"
        default: nil
        }
    }
}

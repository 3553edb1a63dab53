import SwiftNetWire

// The tables behind the PPP printers (PPPPrinter.swift, PPPControlProtocols.swift,
// PPPAuthentication.swift, PPPoEPrinter.swift). PPP as tcpdump 4.99's print-ppp.c prints it: LINKTYPE_PPP (ppp_if_print → ppp_print: optional
// 0xff03 or pppd's In/Out header, a one- or two-byte protocol, -e `NAME (0xPROTO), length N: `),
// LINKTYPE_PPP_SERIAL (ppp_hdlc_if_print: `ff 03 LEN ` with -e, `NAME: `, Cisco HDLC framing handed
// to chdlc), and handle_ppp's dispatch: IPv4, IPv6, MPLS, the control protocols (LCP, IPCP, IP6CP,
// CCP... with -v their options), PAP, CHAP, multilink, and a dump of unknown protocols.

enum PPPProtocol {
    static let ip: UInt16 = 0x0021
    static let ipv6: UInt16 = 0x0057
    static let vjnc: UInt16 = 0x002f
    static let multilink: UInt16 = 0x003d
    static let compressed: UInt16 = 0x00fd
    static let mplsUnicast: UInt16 = 0x0281
    static let mplsMulticast: UInt16 = 0x0283
    static let lcp: UInt16 = 0xc021
    static let ipcp: UInt16 = 0x8021
    static let osicp: UInt16 = 0x8023
    static let ipv6cp: UInt16 = 0x8057
    static let mplscp: UInt16 = 0x8281
    static let ccp: UInt16 = 0x80fd
    static let bacp: UInt16 = 0xc02b
    static let bap: UInt16 = 0xc02d
    static let pap: UInt16 = 0xc023
    static let chap: UInt16 = 0xc223
    static let lqm: UInt16 = 0xc025
    static let eap: UInt16 = 0xc227
    static let spap: UInt16 = 0xc027
    static let spapOld: UInt16 = 0xc123

    /// tcpdump's ppptype2str.
    static func name(_ value: UInt16) -> StaticString? {
        switch value {
        case 0x0021: "IP"
        case 0x0023: "OSI"
        case 0x0025: "NS"
        case 0x0027: "DECNET"
        case 0x0029: "APPLE"
        case 0x002b: "IPX"
        case 0x002d: "VJC IP"
        case 0x002f: "VJNC IP"
        case 0x0031: "BRPDU"
        case 0x0033: "STII"
        case 0x0035: "VINES"
        case 0x0281, 0x0283: "MPLS"
        case 0x00fd: "Compressed"
        case 0x003d: "MLPPP"
        case 0x0057: "IP6"
        case 0x0201: "HELLO"
        case 0x0231: "LUXCOM"
        case 0x0233: "SNS"
        case 0x8021: "IPCP"
        case 0x8023: "OSICP"
        case 0x8025: "NSCP"
        case 0x8027: "DECNETCP"
        case 0x8029: "APPLECP"
        case 0x802b: "IPXCP"
        case 0x8033: "STIICP"
        case 0x8035: "VINESCP"
        case 0x8057: "IP6CP"
        case 0x8281: "MPLSCP"
        case 0xc021: "LCP"
        case 0xc023: "PAP"
        case 0xc025: "LQM"
        case 0xc223: "CHAP"
        case 0xc227: "EAP"
        case 0xc027: "SPAP"
        case 0xc123: "Old-SPAP"
        case 0xc02b: "BACP"
        case 0xc02d: "BAP"
        case 0xc03d: "MLPPP-CP"
        case 0x80fd: "CCP"
        default: nil
        }
    }

    /// tcpdump's cpcodes.
    static func codeName(_ code: UInt8) -> StaticString? {
        switch code {
        case 0: "Vendor-Extension"
        case 1: "Conf-Request"
        case 2: "Conf-Ack"
        case 3: "Conf-Nack"
        case 4: "Conf-Reject"
        case 5: "Term-Request"
        case 6: "Term-Ack"
        case 7: "Code-Reject"
        case 8: "Prot-Reject"
        case 9: "Echo-Request"
        case 10: "Echo-Reply"
        case 11: "Disc-Req"
        case 12: "Ident"
        case 13: "Time-Rem"
        case 14: "Reset-Req"
        case 15: "Reset-Ack"
        default: nil
        }
    }

    /// tcpdump's lcpconfopts (indexed by option type, 0...30).
    static func lcpOptionName(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "Vend-Ext"
        case 1: "MRU"
        case 2: "ACCM"
        case 3: "Auth-Prot"
        case 4: "Qual-Prot"
        case 5: "Magic-Num"
        case 6: "deprecated(6)"
        case 7: "PFC"
        case 8: "ACFC"
        case 9: "FCS-Alt"
        case 10: "SDP"
        case 11: "Num-Mode"
        case 12: "deprecated(12)"
        case 13: "Call-Back"
        case 14: "deprecated(14)"
        case 15: "deprecated(15)"
        case 16: "deprecated(16)"
        case 17: "MRRU"
        case 18: "12-Bit seq #"
        case 19: "End-Disc"
        case 20: "Proprietary"
        case 21: "DCE-Id"
        case 22: "MP+"
        case 23: "Link-Disc"
        case 24: "LCP-Auth-Opt"
        case 25: "COBS"
        case 26: "Prefix-elision"
        case 27: "Multilink-header-Form"
        case 28: "I18N"
        case 29: "SDL-over-SONET/SDH"
        case 30: "PPP-Muxing"
        default: nil
        }
    }

    static func ipcpOptionName(_ type: UInt8) -> StaticString {
        switch type {
        case 1: "IP-Addrs"
        case 2: "IP-Comp"
        case 3: "IP-Addr"
        case 4: "Home-Addr"
        case 129: "Pri-DNS"
        case 130: "Pri-NBNS"
        case 131: "Sec-DNS"
        case 132: "Sec-NBNS"
        default: "unknown"
        }
    }

    static func ccpOptionName(_ type: UInt8) -> StaticString {
        switch type {
        case 0: "OUI"
        case 1: "Pred-1"
        case 2: "Pred-2"
        case 3: "Puddle"
        case 16: "HP-PPC"
        case 17: "Stac-LZS"
        case 18: "MPPC"
        case 19: "Gand-FZA"
        case 20: "V.42bis"
        case 21: "BSD-Comp"
        case 23: "LZS-DCP"
        case 24: "MVRCA"
        case 25: "DEC"
        case 26: "Deflate"
        case 255: "Reserved"
        default: "Unknown"
        }
    }

    static func ouiName(_ oui: UInt32) -> StaticString {
        switch oui {
        case 0x000000: "Ethernet"
        case 0x00000c, 0x0000f8: "Cisco"
        case 0x0080c2: "IEEE 802.1 bridged"
        default: "Unknown"
        }
    }
}

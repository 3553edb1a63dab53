// GMPLS names shared by the printers that carry them (tcpdump's gmpls.c): RSVP-TE label
// requests, LMP objects, and the OSPF / IS-IS traffic-engineering sub-TLVs.

enum GMPLSNames {
    /// gmpls_switch_cap_values (RFC 3471).
    static func switchingCapability(_ value: UInt8) -> StaticString? {
        switch value {
        case 1: "Packet-Switch Capable-1"
        case 2: "Packet-Switch Capable-2"
        case 3: "Packet-Switch Capable-3"
        case 4: "Packet-Switch Capable-4"
        case 51: "Layer-2 Switch Capable"
        case 100: "Time-Division-Multiplex"
        case 150: "Lambda-Switch Capable"
        case 200: "Fiber-Switch Capable"
        default: nil
        }
    }

    /// gmpls_encoding_values (RFC 3471 LSP encoding types).
    static func encoding(_ value: UInt8) -> StaticString? {
        switch value {
        case 1: "Packet"
        case 2: "Ethernet V2/DIX"
        case 3: "ANSI/ETSI PDH"
        case 4, 6, 10: "Reserved"
        case 5: "SDH ITU-T G.707/SONET ANSI T1.105"
        case 7: "Digital Wrapper"
        case 8: "Lambda (photonic)"
        case 9: "Fiber"
        case 11: "FiberChannel"
        default: nil
        }
    }

    /// gmpls_link_prot_values (RFC 3471 link protection bits), one bit at a time.
    static func linkProtection(_ bit: UInt8) -> StaticString? {
        switch bit {
        case 0x01: "Extra Traffic"
        case 0x02: "Unprotected"
        case 0x04: "Shared"
        case 0x08: "Dedicated 1:1"
        case 0x10: "Dedicated 1+1"
        case 0x20: "Enhanced"
        case 0x40, 0x80: "Reserved"
        default: nil
        }
    }

    /// gmpls_payload_values (RFC 3471 generalized PIDs, G.709 additions).
    static func payload(_ value: UInt16) -> StaticString? {
        switch value {
        case 0: "Unknown"
        case 1, 2, 3, 4, 12, 20, 21, 39: "Reserved"
        case 5: "Asynchronous mapping of E4"
        case 6: "Asynchronous mapping of DS3/T3"
        case 7: "Asynchronous mapping of E3"
        case 8: "Bit synchronous mapping of E3"
        case 9: "Byte synchronous mapping of E3"
        case 10: "Asynchronous mapping of DS2/T2"
        case 11: "Bit synchronous mapping of DS2/T2"
        case 13: "Asynchronous mapping of E1"
        case 14: "Byte synchronous mapping of E1"
        case 15: "Byte synchronous mapping of 31 * DS0"
        case 16: "Asynchronous mapping of DS1/T1"
        case 17: "Bit synchronous mapping of DS1/T1"
        case 18: "Byte synchronous mapping of DS1/T1"
        case 19: "VC-11 in VC-12"
        case 22: "DS1 SF Asynchronous"
        case 23: "DS1 ESF Asynchronous"
        case 24: "DS3 M23 Asynchronous"
        case 25: "DS3 C-Bit Parity Asynchronous"
        case 26: "VT/LOVC"
        case 27: "STS SPE/HOVC"
        case 28: "POS - No Scrambling, 16 bit CRC"
        case 29: "POS - No Scrambling, 32 bit CRC"
        case 30: "POS - Scrambling, 16 bit CRC"
        case 31: "POS - Scrambling, 32 bit CRC"
        case 32: "ATM mapping"
        case 33: "Ethernet PHY"
        case 34: "SONET/SDH"
        case 35: "Reserved (SONET deprecated)"
        case 36: "Digital Wrapper"
        case 37: "Lambda"
        case 38: "ANSI/ETSI PDH"
        case 40: "Link Access Protocol SDH (X.85 and X.86)"
        case 41: "FDDI"
        case 42: "DQDB (ETSI ETS 300 216)"
        case 43: "FiberChannel-3 (Services)"
        case 44: "HDLC"
        case 45: "Ethernet V2/DIX (only)"
        case 46: "Ethernet 802.3 (only)"
        case 47: "G.709 ODUj"
        case 48: "G.709 OTUk(v)"
        case 49: "CBR/CBRa"
        case 50: "CBRb"
        case 51: "BSOT"
        case 52: "BSNT"
        case 53: "IP/PPP (GFP)"
        case 54: "Ethernet MAC (framed GFP)"
        case 55: "Ethernet PHY (transparent GFP)"
        case 56: "ESCON"
        case 57: "FICON"
        case 58: "Fiber Channel"
        default: nil
        }
    }

    /// lmp_sd_service_config_cpsa_link_type_values (OIF UNI 1.0 client port link types).
    static func clientPortLinkType(_ value: UInt8) -> StaticString? {
        switch value {
        case 5: "SDH ITU-T G.707"
        case 6: "SONET ANSI T1.105"
        default: nil
        }
    }

    /// lmp_sd_service_config_cpsa_signal_type_sdh_values.
    static func sdhSignalType(_ value: UInt8) -> StaticString? {
        switch value {
        case 5: "VC-3"
        case 6: "VC-4"
        case 7: "STM-0"
        case 8: "STM-1"
        case 9: "STM-4"
        case 10: "STM-16"
        case 11: "STM-64"
        case 12: "STM-256"
        default: nil
        }
    }

    /// lmp_sd_service_config_cpsa_signal_type_sonet_values.
    static func sonetSignalType(_ value: UInt8) -> StaticString? {
        switch value {
        case 5: "STS-1 SPE"
        case 6: "STS-3c SPE"
        case 7: "STS-1"
        case 8: "STM-3"
        case 9: "STM-12"
        case 10: "STM-48"
        case 11: "STM-192"
        case 12: "STM-768"
        default: nil
        }
    }
}

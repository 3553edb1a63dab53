// The names tcpdump 4.99's print-lldp.c (and af.c) gives LLDP's TLV types, subtypes and bits.

extension Dissection {
    static func lldpTLVName(_ type: UInt16) -> StaticString {
        switch type {
        case 0: "End"
        case 1: "Chassis ID"
        case 2: "Port ID"
        case 3: "Time to Live"
        case 4: "Port Description"
        case 5: "System Name"
        case 6: "System Description"
        case 7: "System Capabilities"
        case 8: "Management Address"
        case 127: "Organization specific"
        default: "Unknown"
        }
    }

    static func lldpChassisSubtypeName(_ subtype: UInt8) -> StaticString? {
        switch subtype {
        case 1: "Chassis component"
        case 2: "Interface alias"
        case 3: "Port component"
        case 4: "MAC address"
        case 5: "Network address"
        case 6: "Interface name"
        case 7: "Local"
        default: nil
        }
    }

    static func lldpPortSubtypeName(_ subtype: UInt8) -> StaticString? {
        switch subtype {
        case 1: "Interface alias"
        case 2: "Port component"
        case 3: "MAC address"
        case 4: "Network Address"
        case 5: "Interface Name"
        case 6: "Agent circuit ID"
        case 7: "Local"
        default: nil
        }
    }

    static func lldp8021SubtypeName(_ subtype: UInt8) -> StaticString? {
        switch subtype {
        case 1: "Port VLAN Id"
        case 2: "Port and Protocol VLAN ID"
        case 3: "VLAN name"
        case 4: "Protocol Identity"
        case 8: "Congestion Notification"
        case 9: "ETS Configuration"
        case 10: "ETS Recommendation"
        case 11: "Priority Flow Control Configuration"
        case 12: "Application Priority"
        case 13: "EVB"
        case 14: "CDCP"
        default: nil
        }
    }

    static func lldp8023SubtypeName(_ subtype: UInt8) -> StaticString? {
        switch subtype {
        case 1: "MAC/PHY configuration/status"
        case 2: "Power via MDI"
        case 3: "Link aggregation"
        case 4: "Max frame size"
        default: nil
        }
    }

    /// RFC 3636 dot3MauType 0-40.
    static func lldpMAUTypeName(_ type: UInt16) -> StaticString? {
        switch type {
        case 0: "Unknown"
        case 1: "AUI"
        case 2: "10BASE_5"
        case 3: "FOIRL"
        case 4: "10BASE2"
        case 5: "10BASET duplex mode unknown"
        case 6: "10BASEFP"
        case 7: "10BASEFB"
        case 8: "10BASEFL duplex mode unknown"
        case 9: "10BROAD36"
        case 10: "10BASET hdx"
        case 11: "10BASET fdx"
        case 12: "10BASEFL hdx"
        case 13: "10BASEFL fdx"
        case 14: "100BASET4"
        case 15: "100BASETX hdx"
        case 16: "100BASETX fdx"
        case 17: "100BASEFX hdx"
        case 18: "100BASEFX fdx"
        case 19: "100BASET2 hdx"
        case 20: "100BASET2 fdx"
        case 21: "1000BASEX hdx"
        case 22: "1000BASEX fdx"
        case 23: "1000BASELX hdx"
        case 24: "1000BASELX fdx"
        case 25: "1000BASESX hdx"
        case 26: "1000BASESX fdx"
        case 27: "1000BASECX hdx"
        case 28: "1000BASECX fdx"
        case 29: "1000BASET hdx"
        case 30: "1000BASET fdx"
        case 31: "10GBASEX"
        case 32: "10GBASELX4"
        case 33: "10GBASER"
        case 34: "10GBASEER"
        case 35: "10GBASELR"
        case 36: "10GBASESR"
        case 37: "10GBASEW"
        case 38: "10GBASEEW"
        case 39: "10GBASELW"
        case 40: "10GBASESW"
        default: nil
        }
    }

    static func lldpTIASubtypeName(_ subtype: UInt8) -> StaticString? {
        switch subtype {
        case 1: "LLDP-MED Capabilities"
        case 2: "Network policy"
        case 3: "Location identification"
        case 4: "Extended power-via-MDI"
        case 5: "Inventory - hardware revision"
        case 6: "Inventory - firmware revision"
        case 7: "Inventory - software revision"
        case 8: "Inventory - serial number"
        case 9: "Inventory - manufacturer name"
        case 10: "Inventory - model name"
        case 11: "Inventory - asset ID"
        default: nil
        }
    }

    static func lldpTIAInventoryName(_ subtype: UInt8) -> StaticString {
        switch subtype {
        case 5: "Hardware revision"
        case 6: "Firmware revision"
        case 7: "Software revision"
        case 8: "Serial number"
        case 9: "Manufacturer name"
        case 10: "Model name"
        case 11: "Asset ID"
        default: "unknown"
        }
    }

    static func lldpMEDApplicationName(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "voice"
        case 2: "voice signaling"
        case 3: "guest voice"
        case 4: "guest voice signaling"
        case 5: "softphone voice"
        case 6: "video conferencing"
        case 7: "streaming video"
        case 8: "video signaling"
        default: nil
        }
    }

    /// ANSI/TIA-1057 annex B civic address types tcpdump names.
    static func lldpCivicTypeName(_ type: UInt8) -> StaticString {
        switch type {
        case 1: "national subdivisions (state,canton,region,province,prefecture)"
        case 2: "county, parish, gun, district"
        case 3: "city, township, shi"
        case 4: "city division, borough, city district, ward chou"
        case 5: "neighborhood, block"
        case 6: "street"
        default: "unknown"
        }
    }
}

/// tcpdump's bit tables for bittok2str, in its order (Dissection is generic, so they live here).
enum LLDPBits {
    static let capabilities: [(UInt32, StaticString)] = [
        (0x01, "Other"), (0x02, "Repeater"), (0x04, "Bridge"), (0x08, "WLAN AP"), (0x10, "Router"),
        (0x20, "Telephone"), (0x40, "Docsis"), (0x80, "Station Only"),
    ]

    /// RFC 3636 ifMauAutoNegCapAdvertisedBits as tcpdump names them (it has no name for bit 15).
    static let pmd: [(UInt32, StaticString)] = [
        (1 << 14, "10BASE-T hdx"), (1 << 13, "10BASE-T fdx"), (1 << 12, "100BASE-T4"), (1 << 11, "100BASE-TX hdx"),
        (1 << 10, "100BASE-TX fdx"), (1 << 9, "100BASE-T2 hdx"), (1 << 8, "100BASE-T2 fdx"),
        (1 << 7, "Pause for fdx links"), (1 << 6, "Asym PAUSE for fdx"), (1 << 5, "Sym PAUSE for fdx"),
        (1 << 4, "Asym and Sym PAUSE for fdx"), (1 << 3, "1000BASE-{X LX SX CX} hdx"),
        (1 << 2, "1000BASE-{X LX SX CX} fdx"), (1 << 1, "1000BASE-T hdx"), (1 << 0, "1000BASE-T fdx"),
    ]

    static let medCapabilities: [(UInt32, StaticString)] = [
        (0x01, "LLDP-MED capabilities"), (0x02, "network policy"), (0x04, "location identification"),
        (0x08, "extended power via MDI-PSE"), (0x10, "extended power via MDI-PD"), (0x20, "Inventory"),
    ]

    static let protocolVLANFlags: [(UInt32, StaticString)] = [(2, "supported"), (4, "enabled")]
    static let supportedEnabled: [(UInt32, StaticString)] = [(1, "supported"), (2, "enabled")]
    static let mdiPower: [(UInt32, StaticString)] = [(1, "PSE"), (2, "supported"), (4, "enabled"), (8, "can be controlled")]
    /// CDP's capability bits (print-cdp.c), here with the other bit tables.
    static let cdpCapabilities: [(UInt32, StaticString)] = [
        (0x01, "Router"), (0x02, "Transparent Bridge"), (0x04, "Source Route Bridge"), (0x08, "L2 Switch"),
        (0x10, "L3 capable"), (0x20, "IGMP snooping"), (0x40, "L1 capable"),
    ]
    static let policyFlags: [(UInt32, StaticString)] = [(0x80, "Unknown"), (0x40, "Tagged"), (0x20, "reserved")]
}

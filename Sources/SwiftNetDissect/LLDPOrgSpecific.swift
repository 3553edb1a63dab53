// LLDP organization-specific TLVs (type 127) as tcpdump 4.99 prints them at -v: IEEE 802.1
// (802.1AB annex E, 802.1Q DCB/EVB), IEEE 802.3 (annex F), ANSI/TIA-1057 LLDP-MED, the IANA MUD
// URL and DCBX 1.01. The TLV's bytes are all captured (the walk checked), so nothing here throws;
// a TLV too short for its subtype is left to the -v hex dump as tcpdump leaves it.

extension Dissection {
    /// `: OUI name (0x...)`, the subtype line and its fields. JSON: `oui`, `subtype`, `data`
    /// (the bytes after the subtype) and the values named in LLDPFields.
    mutating func lldpOrganizationSpecific(at data: Int, length: Int) -> LLDPOutcome {
        guard length >= 3 else { return .truncated }
        let oui = lldpUInt24(at: data)
        report(LLDPFields.oui, oui)
        if length >= 4 {
            report(LLDPFields.subtype, bytes[data + 3])
            report(LLDPFields.data, bytesAt: data + 4, count: length - 4)
        } else {
            report(LLDPFields.data, bytesAt: data + 3, count: length - 3)
        }
        put(": OUI "); put(Self.ouiName(oui) ?? "Unknown"); put(" (0x"); put(hex: oui, digits: 6); put(")")
        switch oui {
        case 0x0080c2: return lldp8021(at: data, length: length)
        case 0x00120f: return lldp8023(at: data, length: length)
        case 0x00005e: return lldpIANA(at: data, length: length)
        case 0x0012bb: return lldpTIA(at: data, length: length)
        case 0x001b21: return lldpDCBX(at: data, length: length)
        default: return .hexdump
        }
    }

    /// `\n\t  Name Subtype (n)`
    private mutating func putLLDPSubtype(_ name: StaticString?, _ subtype: UInt8) {
        put("\n\t  "); put(name ?? "unknown"); put(" Subtype ("); put(decimal: subtype); put(")")
    }

    /// A byte's eight bits, lowest first, as tcpdump's `%-2d ` each.
    private mutating func putPriorityBits(_ value: UInt8) {
        put("\n\t     Priority : 0  1  2  3  4  5  6  7")
        put("\n\t     Value    : ")
        for bit in 0..<8 {
            putLeftAligned(UInt32((value >> bit) & 1), width: 2)
            put(" ")
        }
    }

    /// Eight values after `label`, each as `%-3d` with a space between.
    private mutating func putEightValues(_ label: StaticString, at data: Int, nibbles: Bool) {
        put(label)
        for index in 0..<8 {
            if index > 0 { put(" ") }
            let value = nibbles
                ? (index & 1 == 0 ? bytes[data + index / 2] >> 4 : bytes[data + index / 2] & 0x0f)
                : bytes[data + index]
            putLeftAligned(UInt32(value), width: 3)
        }
    }

    /// The ETS priority assignment, TC bandwidth and TSA tables at `data` (20 bytes).
    private mutating func putETSTables(at data: Int) {
        put("\n\t    Priority Assignment Table")
        put("\n\t     Priority : 0   1   2   3   4   5   6   7")
        putEightValues("\n\t     Value    : ", at: data, nibbles: true)
        put("\n\t    TC Bandwidth Table")
        put("\n\t     TC%   : 0   1   2   3   4   5   6   7")
        putEightValues("\n\t     Value : ", at: data + 4, nibbles: false)
        put("\n\t    TSA Assignment Table")
        put("\n\t     Traffic Class: 0   1   2   3   4   5   6   7")
        putEightValues("\n\t     Value        : ", at: data + 12, nibbles: false)
    }

    private mutating func lldp8021(at tlv: Int, length: Int) -> LLDPOutcome {
        guard length >= 4 else { return .decoded }
        let subtype = bytes[tlv + 3]
        putLLDPSubtype(Self.lldp8021SubtypeName(subtype), subtype)
        switch subtype {
        case 1:
            guard length >= 6 else { return .decoded }
            report(LLDPFields.pvid, u16At: tlv + 4)
            put("\n\t    port vlan id (PVID): "); put(decimal: bytes.uint16(at: tlv + 4))
        case 2:
            guard length >= 7 else { return .decoded }
            let flags = bytes[tlv + 4]
            report(LLDPFields.ppvid, u16At: tlv + 5)
            put("\n\t    port and protocol vlan id (PPVID): "); put(decimal: bytes.uint16(at: tlv + 5))
            put(", flags ["); putBitNames(UInt32(flags), LLDPBits.protocolVLANFlags, none: "none")
            put("] (0x"); put(hex: flags, digits: 2); put(")")
        case 3:
            guard length >= 6 else { return .decoded }
            report(LLDPFields.vlanID, u16At: tlv + 4)
            put("\n\t    vlan id (VID): "); put(decimal: bytes.uint16(at: tlv + 4))
            guard length >= 7 else { return .decoded }
            let nameLength = Int(bytes[tlv + 6])
            guard length >= 7 + nameLength else { return .decoded }
            report(LLDPFields.vlanName, bytesAt: tlv + 7, count: nameLength)
            put("\n\t    vlan name: ")
            putNULTerminatedText(at: tlv + 7, count: nameLength)
        case 4:
            guard length >= 5 else { return .decoded }
            let identityLength = Int(bytes[tlv + 4])
            guard length >= 5 + identityLength else { return .decoded }
            put("\n\t    protocol identity: ")
            putNULTerminatedText(at: tlv + 5, count: identityLength)
        case 8:
            guard length >= 6 else { return .decoded }
            put("\n\t    Pre-Priority CNPV Indicator")
            putPriorityBits(bytes[tlv + 4])
            put("\n\t    Pre-Priority Ready Indicator")
            putPriorityBits(bytes[tlv + 5])
        case 9:
            guard length >= 25 else { return .decoded }
            let value = bytes[tlv + 4]
            // tcpdump shifts CBS by 6 and masks with 0x02, so it prints 0 or 2.
            put("\n\t    Willing:"); put(decimal: value >> 7); put(", CBS:"); put(decimal: (value >> 6) & 0x02)
            put(", RES:"); put(decimal: (value >> 3) & 0x07); put(", Max TCs:"); put(decimal: value & 0x07)
            putETSTables(at: tlv + 5)
        case 10:
            guard length >= 25 else { return .decoded }
            put("\n\t    RES: "); put(decimal: bytes[tlv + 4])
            putETSTables(at: tlv + 5)
        case 11:
            guard length >= 6 else { return .decoded }
            let value = bytes[tlv + 4]
            put("\n\t    Willing: "); put(decimal: value >> 7); put(", MBC: "); put(decimal: (value >> 6) & 1)
            put(", RES: "); put(decimal: (value >> 4) & 3); put(", PFC cap:"); put(decimal: value & 0x0f); put(" ")
            put("\n\t    PFC Enable")
            putPriorityBits(bytes[tlv + 5])
        case 12:
            guard length >= 5 else { return .decoded }
            put("\n\t    RES: "); put(decimal: bytes[tlv + 4])
            guard length > 5, (length - 5) % 3 == 0 else { return .decoded }
            put("\n\t    Application Priority Table")
            var index = 0
            while index < length - 5 {
                let value = bytes[tlv + 5 + index]
                put("\n\t      Priority: "); put(decimal: value >> 5); put(", RES: "); put(decimal: (value >> 3) & 3)
                put(", Sel: "); put(decimal: value & 7)
                put(", Protocol ID: "); put(decimal: bytes.uint16(at: tlv + 6 + index))
                index += 3
            }
        case 13:
            guard length >= 9 else { return .decoded }
            put("\n\t    EVB Bridge Status")
            var value = bytes[tlv + 4]
            put("\n\t      RES: "); put(decimal: value >> 3); put(", BGID: "); put(decimal: (value >> 2) & 1)
            put(", RRCAP: "); put(decimal: (value >> 1) & 1); put(", RRCTR: "); put(decimal: value & 1)
            put("\n\t    EVB Station Status")
            value = bytes[tlv + 5]
            put("\n\t      RES: "); put(decimal: value >> 4); put(", SGID: "); put(decimal: (value >> 3) & 1)
            put(", RRREQ: "); put(decimal: (value >> 2) & 1); put(",RRSTAT: "); put(decimal: value & 3)
            value = bytes[tlv + 6]
            put("\n\t    R: "); put(decimal: value >> 5); put(", RTE: "); put(decimal: value & 0x1f); put(", ")
            value = bytes[tlv + 7]
            put("EVB Mode: ")
            switch value >> 6 {
            case 0: put("Not Supported")
            case 1: put("EVB Bridge")
            case 2: put("EVB Staion")
            default: put("Reserved for future Standardization")
            }
            put(" ["); put(decimal: value >> 6); put("]")
            put("\n\t    ROL: "); put(decimal: (value >> 5) & 1); put(", RWD: "); put(decimal: value & 0x1f); put(", ")
            value = bytes[tlv + 8]
            put("RES: "); put(decimal: value >> 6); put(", ROL: "); put(decimal: (value >> 5) & 1)
            put(", RKA: "); put(decimal: value & 0x1f)
        case 14:
            guard length >= 8 else { return .decoded }
            let value = bytes[tlv + 4]
            put("\n\t    Role: "); put(decimal: value >> 7); put(", RES: "); put(decimal: (value >> 4) & 7)
            put(", Scomp: "); put(decimal: (value >> 3) & 1); put(" ")
            put("ChnCap: "); put(decimal: bytes.uint16(at: tlv + 6) & 0x0fff)
            guard (length - 8) % 3 == 0 else { return .decoded }
            var index = 0
            while index < length - 8 {
                let entry = lldpUInt24(at: tlv + 8 + index)
                put("\n\t    SCID: "); put(decimal: entry >> 12); put(", SVID: "); put(decimal: entry & 0xfff)
                index += 3
            }
        default:
            return .hexdump
        }
        return .decoded
    }

    private mutating func lldp8023(at tlv: Int, length: Int) -> LLDPOutcome {
        guard length >= 4 else { return .decoded }
        let subtype = bytes[tlv + 3]
        putLLDPSubtype(Self.lldp8023SubtypeName(subtype), subtype)
        switch subtype {
        case 1:
            guard length >= 9 else { return .decoded }
            let autonegotiation = bytes[tlv + 4]
            let capability = bytes.uint16(at: tlv + 5)
            let mau = bytes.uint16(at: tlv + 7)
            report(LLDPFields.mauType, mau)
            put("\n\t    autonegotiation [")
            putBitNames(UInt32(autonegotiation), LLDPBits.supportedEnabled, none: "none")
            put("] (0x"); put(hex: autonegotiation, digits: 2); put(")")
            put("\n\t    PMD autoneg capability ["); putBitNames(UInt32(capability), LLDPBits.pmd, none: "unknown")
            put("] (0x"); put(hex: capability, digits: 4); put(")")
            put("\n\t    MAU type "); put(Self.lldpMAUTypeName(mau) ?? "unknown")
            put(" (0x"); put(hex: mau, digits: 4); put(")")
        case 2:
            guard length >= 7 else { return .decoded }
            put("\n\t    MDI power support [")
            putBitNames(UInt32(bytes[tlv + 4]), LLDPBits.mdiPower,
                        none: "none")
            put("], power pair ")
            switch bytes[tlv + 5] {
            case 1: put("signal")
            case 2: put("spare")
            default: put("unknown")
            }
            put(", power class ")
            let powerClass = bytes[tlv + 6]
            switch powerClass {
            case 1...5: put("class"); put(decimal: powerClass - 1)
            default: put("unknown")
            }
        case 3:
            guard length >= 9 else { return .decoded }
            put("\n\t    aggregation status [")
            putBitNames(UInt32(bytes[tlv + 4]), LLDPBits.supportedEnabled, none: "none")
            put("], aggregation port ID "); put(decimal: bytes.uint32(at: tlv + 5))
        case 4:
            guard length >= 6 else { return .decoded }
            report(LLDPFields.maxFrameSize, u16At: tlv + 4)
            put("\n\t    MTU size "); put(decimal: bytes.uint16(at: tlv + 4))
        default:
            return .hexdump
        }
        return .decoded
    }

    private mutating func lldpIANA(at tlv: Int, length: Int) -> LLDPOutcome {
        guard length >= 8 else { return .decoded }
        let subtype = bytes[tlv + 3]
        putLLDPSubtype(subtype == 1 ? "MUD-URL" : nil, subtype)
        guard subtype == 1 else { return .hexdump }
        put("\n\t  MUD-URL=")
        for index in (tlv + 4)..<(tlv + length) { putCharacterEscaped(bytes[index]) }
        return .decoded
    }

    private mutating func lldpTIA(at tlv: Int, length: Int) -> LLDPOutcome {
        guard length >= 4 else { return .decoded }
        let subtype = bytes[tlv + 3]
        putLLDPSubtype(Self.lldpTIASubtypeName(subtype), subtype)
        switch subtype {
        case 1:
            guard length >= 7 else { return .decoded }
            let capabilities = bytes.uint16(at: tlv + 4)
            let device = bytes[tlv + 6]
            report(LLDPFields.deviceType, device)
            put("\n\t    Media capabilities [")
            putBitNames(UInt32(capabilities), LLDPBits.medCapabilities, none: "none")
            put("] (0x"); put(hex: capabilities, digits: 4); put(")")
            put("\n\t    Device type [")
            switch device {
            case 1: put("endpoint class 1")
            case 2: put("endpoint class 2")
            case 3: put("endpoint class 3")
            case 4: put("network connectivity")
            default: put("unknown")
            }
            put("] (0x"); put(hex: device, digits: 2); put(")")
        case 2:
            guard length >= 8 else { return .decoded }
            let application = bytes[tlv + 4]
            put("\n\t    Application type ["); put(Self.lldpMEDApplicationName(application) ?? "none")
            put("] (0x"); put(hex: application, digits: 2); put(")")
            put(", Flags ["); putBitNames(UInt32(bytes[tlv + 5]), LLDPBits.policyFlags,
                                         none: "none")
            put("]")
            let vlan = (bytes.uint16(at: tlv + 5) & 0x1ffe) >> 1
            let priorityAndDSCP = bytes.uint16(at: tlv + 6)
            report(LLDPFields.policyVLAN, vlan)
            put("\n\t    Vlan id "); put(decimal: vlan)
            put(", L2 priority "); put(decimal: (priorityAndDSCP & 0x01ff) >> 6)
            put(", DSCP value "); put(decimal: priorityAndDSCP & 0x003f)
        case 3:
            return lldpTIALocation(at: tlv, length: length)
        case 4:
            guard length >= 7 else { return .decoded }
            let value = bytes[tlv + 4]
            // tcpdump tests `value & 0xC0 >> 6`, which C reads as `value & 3`.
            put("\n\t    Power type ["); put(value & 0x03 != 0 ? "PD device" : "PSE device")
            put("], Power source [")
            switch (value & 0x30) >> 4 {
            case 1: put("PSE - primary power source")
            case 2: put("local - backup power source")
            case 3: put("PSE+local - reserved")
            default: put("none")
            }
            put("]\n\t    Power priority [")
            switch value & 0x0f {
            case 1: put("critical")
            case 2: put("high")
            case 3: put("low")
            default: put("none")
            }
            put("] (0x"); put(hex: value & 0x0f, digits: 2); put(")")
            let power = bytes.uint16(at: tlv + 5)
            if power < 1024 {
                put(", Power "); put(decimal: power / 10); put("."); put(decimal: power % 10); put(" Watts")
            } else {
                put(", Power "); put(decimal: power); put(" (Reserved)")
            }
        case 5...11:
            put("\n\t  "); put(Self.lldpTIAInventoryName(subtype)); put(" ")
            putNULTerminatedText(at: tlv + 4, count: length - 4)
        default:
            return .hexdump
        }
        return .decoded
    }

    /// LLDP-MED location identification: coordinates, civic address elements or an ELIN.
    private mutating func lldpTIALocation(at tlv: Int, length: Int) -> LLDPOutcome {
        guard length >= 5 else { return .decoded }
        let format = bytes[tlv + 4]
        put("\n\t    Location data format ")
        switch format {
        case 1: put("coordinate-based LCI")
        case 2: put("civic address LCI")
        case 3: put("ECS ELIN")
        default: put("unknown")
        }
        put(" (0x"); put(hex: format, digits: 2); put(")")
        switch format {
        case 1:
            guard length >= 21 else { return .decoded }
            put("\n\t    Latitude resolution "); put(decimal: bytes[tlv + 5] >> 2)
            put(", latitude value "); put(decimal: lldpCoordinate(at: tlv + 5))
            put("\n\t    Longitude resolution "); put(decimal: bytes[tlv + 10] >> 2)
            put(", longitude value "); put(decimal: lldpCoordinate(at: tlv + 10))
            let altitudeType = bytes[tlv + 15] >> 4
            put("\n\t    Altitude type ")
            switch altitudeType {
            case 1: put("meters")
            case 2: put("floors")
            default: put("unknown")
            }
            put(" ("); put(decimal: altitudeType); put(")")
            put("\n\t    Altitude resolution "); put(decimal: (bytes.uint16(at: tlv + 15) >> 6) & 0x3f)
            put(", altitude value 0x"); put(hex: bytes.uint32(at: tlv + 16) & 0x3fff_ffff)
            let datum = bytes[tlv + 20]
            put("\n\t    Datum ")
            switch datum {
            case 1: put("World Geodesic System 1984")
            case 2: put("North American Datum 1983 (NAVD88)")
            case 3: put("North American Datum 1983 (MLLW)")
            default: put("unknown")
            }
            put(" (0x"); put(hex: datum, digits: 2); put(")")
        case 2:
            guard length >= 6 else { return .decoded }
            var lciLength = Int(bytes[tlv + 5])
            guard lciLength >= 3, length >= 7 + lciLength else { return .decoded }
            let what = bytes[tlv + 6]
            put("\n\t    LCI length "); put(decimal: lciLength); put(", LCI what ")
            switch what {
            case 0: put("location of DHCP server")
            case 1: put("location of the network element believed to be closest to the client")
            case 2: put("location of the client")
            default: put("unknown")
            }
            put(" (0x"); put(hex: what, digits: 2); put("), Country-code ")
            putNULTerminatedText(at: tlv + 7, count: 2)
            lciLength -= 3
            var cursor = tlv + 9
            while lciLength > 0 {
                guard lciLength >= 2 else { return .decoded }
                let caType = bytes[cursor]
                let caLength = Int(bytes[cursor + 1])
                cursor += 2
                lciLength -= 2
                put("\n\t      CA type '"); put(Self.lldpCivicTypeName(caType)); put("' ("); put(decimal: caType)
                put("), length "); put(decimal: caLength); put(": ")
                guard caType != 0, caLength != 0, lciLength >= caLength else { return .decoded }
                putNULTerminatedText(at: cursor, count: caLength)
                cursor += caLength
                lciLength -= caLength
            }
        case 3:
            put("\n\t    ECS ELIN id ")
            putNULTerminatedText(at: tlv + 5, count: length - 5)
        default:
            put("\n\t    Location ID ")
            pppUnknownData(from: tlv + 5, length: length - 5, prefix: "\n\t      ")
        }
        return .decoded
    }

    /// The 34-bit latitude/longitude: the low two bits of the resolution byte, then four bytes.
    private func lldpCoordinate(at index: Int) -> UInt64 {
        UInt64(bytes[index] & 0x03) << 32 | UInt64(bytes.uint32(at: index + 1))
    }

    /// DCBX 1.01 (subtype 2): its own TLVs (control, priority groups, PFC, application); rev 1
    /// (subtype 1) goes to the hex dump.
    private mutating func lldpDCBX(at tlv: Int, length: Int) -> LLDPOutcome {
        guard length >= 4 else { return .decoded }
        let subtype = bytes[tlv + 3]
        let name: StaticString? = switch subtype {
        case 1: "DCB Capability Exchange Protocol Rev 1"
        case 2: "DCB Capability Exchange Protocol Rev 1.01"
        default: nil
        }
        putLLDPSubtype(name, subtype)
        if subtype == 1 { return .hexdump }
        var cursor = tlv + 4
        var left = length - 4
        var outcome = LLDPOutcome.decoded
        while left >= 2 {
            let header = bytes.uint16(at: cursor)
            let type = LLDPField.type(header)
            let subLength = LLDPField.length(header)
            outcome = .decoded
            cursor += 2
            left -= 2
            if type == 0 || subLength == 0 { break }
            guard has(subLength, at: cursor), left >= subLength else { return outcome }
            let value = cursor
            switch type {
            case 1:
                guard subLength >= 10 else { return outcome }
                put("\n\t    Control - Protocol Control (type 0x1, length "); put(decimal: subLength); put(")")
                putDCBXVersions(at: value)
                put("\n\t      Sequence Number: "); put(decimal: bytes.uint32(at: value + 2))
                put("\n\t      Acknowledgement Number: "); put(decimal: bytes.uint32(at: value + 6))
            case 2:
                guard subLength >= 17 else { return outcome }
                put("\n\t    Feature - Priority Group (type 0x2, length "); put(decimal: subLength); put(")")
                putDCBXVersions(at: value)
                putDCBXInfoBlock(at: value)
                put("\n\t      Priority Allocation")
                let groups = bytes.uint32(at: value + 4)
                for index in 0..<8 {
                    put("\n\t          PgId_"); put(decimal: index); put(": ")
                    put(decimal: (groups >> UInt32(28 - 4 * index)) & 0xf)
                }
                put("\n\t      Priority Group Allocation")
                for index in 0..<8 {
                    put("\n\t          Pg percentage["); put(decimal: index); put("]: "); put(decimal: bytes[value + 8 + index])
                }
                put("\n\t      NumTCsSupported: "); put(decimal: bytes[value + 16])
            case 3:
                guard subLength >= 6 else { return outcome }
                put("\n\t    Feature - Priority Flow Control (type 0x3, length "); put(decimal: subLength); put(")")
                putDCBXVersions(at: value)
                putDCBXInfoBlock(at: value)
                let config = bytes[value + 4]
                put("\n\t      PFC Config (0x"); putUpperHexByte(config); put(")")
                for bit in 0..<8 {
                    put("\n\t          Priority Bit "); put(decimal: bit); put(": ")
                    put(config & (1 << bit) != 0 ? "Enabled" : "Disabled")
                }
                put("\n\t      NumTCPFCSupported: "); put(decimal: bytes[value + 5])
            case 4:
                guard subLength >= 4 else { return outcome }
                put("\n\t    Feature - Application (type 0x4, length "); put(decimal: subLength); put(")")
                putDCBXVersions(at: value)
                putDCBXInfoBlock(at: value)
                // tcpdump counts what is left in a byte (uint8_t), so a long TLV wraps.
                var rest = UInt8(truncatingIfNeeded: subLength - 4)
                var entry = value + 4
                while rest >= 6 {
                    put("\n\t      Application Value")
                    put("\n\t          Application Protocol ID: 0x"); put(hex: bytes.uint16(at: entry), digits: 4)
                    let word = lldpUInt24(at: entry + 2)
                    put("\n\t          SF (0x"); put(hex: word >> 22); put(") Application Protocol ID is ")
                    put(word >> 22 != 0 ? "Socket Number" : "L2 EtherType")
                    put("\n\t          OUI: 0x"); put(hex: word & 0x3fffff, digits: 6)
                    put("\n\t          User Priority Map: 0x"); put(hex: bytes[entry + 5], digits: 2)
                    rest -= 6
                    entry += 6
                }
            default:
                outcome = .hexdump
            }
            if verbose > 1 || (verbose > 0 && outcome == .hexdump) {
                pppUnknownData(from: value, length: subLength, prefix: "\n\t    ")
            }
            cursor += subLength
            left -= subLength
        }
        return outcome
    }

    private mutating func putDCBXVersions(at value: Int) {
        put("\n\t      Oper_Version: "); put(decimal: bytes[value])
        put("\n\t      Max_Version: "); put(decimal: bytes[value + 1])
    }

    private mutating func putDCBXInfoBlock(at value: Int) {
        let info = bytes[value + 2]
        put("\n\t      Info block(0x"); putUpperHexByte(info); put("): ")
        put("Enable bit: "); put(decimal: info >> 7); put(", Willing bit: "); put(decimal: (info >> 6) & 1)
        put(", Error Bit: "); put(decimal: (info >> 5) & 1)
        put("\n\t      SubType: "); put(decimal: bytes[value + 3])
    }
}

extension Dissection {
    /// Big-endian 24 bits at `index`; the caller checked the three bytes are captured.
    func lldpUInt24(at index: Int) -> UInt32 {
        UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
    }

    /// printf's `%02X`: two upper-case hex digits.
    mutating func putUpperHexByte(_ value: UInt8) {
        let digits: StaticString = "0123456789ABCDEF"
        put(byte: digits.utf8Start[Int(value >> 4)])
        put(byte: digits.utf8Start[Int(value & 0x0f)])
    }
}

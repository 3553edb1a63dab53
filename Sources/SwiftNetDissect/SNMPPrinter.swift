// SNMP (RFC 1157, 3416, 3412/3414) as tcpdump 4.99's snmp_print prints it: v1/v2c community
// messages, v3 messages with the USM header and the scoped PDU (encrypted ones as hex), every PDU
// type and the v1 trap, walked with the BER parser in BERParser.swift. JSON: the same walk's
// values; a bracketed complaint in the text makes the layer "malformed".

private let snmpErrorNames: [StaticString] = [
    "noError", "tooBig", "noSuchName", "badValue", "readOnly", "genErr", "noAccess", "wrongType", "wrongLength",
    "wrongEncoding", "wrongValue", "noCreation", "inconsistentValue", "resourceUnavailable", "commitFailed",
    "undoFailed", "authorizationError", "notWritable", "inconsistentName",
]
private let snmpGenericTraps: [StaticString] = [
    "coldStart", "warmStart", "linkDown", "linkUp", "authenticationFailure", "egpNeighborLoss", "enterpriseSpecific",
]

/// PDU tags (context class).
private enum SNMPPDU {
    static let get: UInt8 = 0, getNext: UInt8 = 1, set: UInt8 = 3, trap: UInt8 = 4, getBulk: UInt8 = 5
    static let inform: UInt8 = 6, v2Trap: UInt8 = 7, report: UInt8 = 8

    /// Requests whose error-status and error-index must be zero.
    static func mustHaveNoError(_ id: UInt8) -> Bool {
        id == get || id == getNext || id == set || id == inform || id == v2Trap || id == report
    }

    /// Requests whose varbind values must be NULL (and print without `=`).
    static func readsOnly(_ id: UInt8) -> Bool { id == get || id == getNext || id == getBulk }
}

extension Dissection {
    /// `length`: the UDP payload length. Prints a space first, as tcpdump does after the ports.
    mutating func snmp(at offset: Int, length: Int) throws(Truncated) {
        proto = "snmp"
        layer(SNMPFields.snmp)
        put(" ")
        guard let message = try snmpExpect(.sequence, at: offset, length: length, "[!init SEQ]") else { return }
        if message.size < length { put("["); put(decimal: length - message.size); put(" extra after iSEQ]") }
        var at = message.data
        var left = message.length
        guard let version = try snmpExpect(.integer, at: at, length: left, "[version!=INT]") else { return }
        report(SNMPFields.version, signed: Int64(version.integer))
        let versionName: StaticString
        switch version.integer {
        case 0: versionName = "SNMPv1"
        case 1: versionName = "SNMPv2c"
        case 3: versionName = "SNMPv3"
        default:
            put("SNMP [version = "); put(decimal: version.integer); put("]")
            reportMalformed("unknown version")
            return
        }
        report(SNMPFields.versionName, label: versionName)
        if verbose > 0 { put("{ "); put(versionName); put(" ") }
        at += version.size
        left -= version.size
        if version.integer == 3 {
            try snmpV3Message(at: at, length: left)
        } else {
            try snmpCommunity(at: at, length: left, version: version.integer)
        }
        if verbose > 0 { put("} ") }
    }

    /// The next element, which must be of `kind`: otherwise prints `complaint` and the element as
    /// tcpdump's callers do, and returns nil.
    private mutating func snmpExpect(_ kind: BERElement.Kind, at offset: Int, length: Int,
                                     _ complaint: StaticString) throws(Truncated) -> BERElement? {
        guard let element = try berParse(at: offset, length: length) else { return nil }
        guard element.kind == kind else {
            put(complaint)
            putBER(element)
            reportMalformed(complaint)
            return nil
        }
        return element
    }

    private mutating func snmpCommunity(at offset: Int, length: Int, version: Int32) throws(Truncated) {
        guard let community = try snmpExpect(.string, at: offset, length: length, "[comm!=STR]") else { return }
        report(SNMPFields.community, bytesAt: community.data, count: community.length)
        let isPublic = community.length == 6 && bytes[community.data..<(community.data + 6)].elementsEqual("public".utf8)
        if !isPublic {
            put("C="); putBERString(community); put(" ")
        }
        try snmpPDU(at: offset + community.size, length: length - community.size, version: version)
    }

    /// pdu_print: the PDU's name and length, then its body.
    private mutating func snmpPDU(at offset: Int, length: Int, version: Int32) throws(Truncated) {
        guard let pdu = try berParse(at: offset, length: length) else { return }
        guard pdu.kind == .pdu else {
            _ = berFail("[no PDU]")
            return
        }
        if pdu.size < length { put("["); put(decimal: length - pdu.size); put(" extra after PDU]") }
        report(SNMPFields.pduType, pdu.id)
        report(SNMPFields.pduName, label: BERNames.context[Int(pdu.id)])
        report(SNMPFields.pduLength, pdu.length)
        if verbose > 0 { put("{ ") }
        putBER(pdu)
        put(" ")
        if version == 0 && pdu.id >= SNMPPDU.getBulk {
            _ = berFail("[v2 PDU in v1 message]")
            return
        }
        if version == 1 && pdu.id == SNMPPDU.trap {
            _ = berFail("[v1 PDU in v2 message]")
            return
        }
        if pdu.id == SNMPPDU.trap {
            try snmpTrap(at: pdu.data, length: pdu.length)
        } else {
            try snmpRequest(pdu.id, at: pdu.data, length: pdu.length)
        }
        if verbose > 0 { put(" } ") }
    }

    /// snmppdu_print: request ID, error status and index (N and M for GetBulk), the varbinds.
    private mutating func snmpRequest(_ pduID: UInt8, at offset: Int, length: Int) throws(Truncated) {
        var at = offset
        var left = length
        guard let requestID = try snmpExpect(.integer, at: at, length: left, "[reqId!=INT]") else { return }
        report(SNMPFields.requestID, signed: Int64(requestID.integer))
        if verbose > 0 { put("R="); put(decimal: requestID.integer); put(" ") }
        at += requestID.size; left -= requestID.size

        guard let status = try snmpExpect(.integer, at: at, length: left, "[errorStatus!=INT]") else { return }
        var errorStatus: Int32 = 0
        if pduID == SNMPPDU.getBulk {
            report(SNMPFields.nonRepeaters, signed: Int64(status.integer))
            put(" N="); put(decimal: status.integer)
        } else {
            report(SNMPFields.errorStatus, signed: Int64(status.integer))
            if status.integer >= 0 && Int(status.integer) < snmpErrorNames.count {
                report(SNMPFields.errorName, label: snmpErrorNames[Int(status.integer)])
            }
            if SNMPPDU.mustHaveNoError(pduID) && status.integer != 0 {
                put("[errorStatus("); putSNMPError(status.integer); put(")!=0]")
            } else if status.integer != 0 {
                put(" "); putSNMPError(status.integer)
                errorStatus = status.integer
            }
        }
        at += status.size; left -= status.size

        guard let index = try snmpExpect(.integer, at: at, length: left, "[errorIndex!=INT]") else { return }
        if pduID == SNMPPDU.getBulk {
            report(SNMPFields.maxRepetitions, signed: Int64(index.integer))
        } else {
            report(SNMPFields.errorIndex, signed: Int64(index.integer))
        }
        if SNMPPDU.mustHaveNoError(pduID) && index.integer != 0 {
            put("[errorIndex("); put(decimal: index.integer); put(")!=0]")
        } else if pduID == SNMPPDU.getBulk {
            put(" M="); put(decimal: index.integer)
        } else if index.integer != 0 {
            if errorStatus == 0 {
                put("[errorIndex("); put(decimal: index.integer); put(") w/o errorStatus]")
            } else {
                put("@"); put(decimal: index.integer)
            }
        } else if errorStatus != 0 {
            put("[errorIndex==0]")
        }
        at += index.size; left -= index.size
        try snmpVarbinds(pduID, at: at, length: left)
    }

    /// An error-status name, or `err=N` (N as an unsigned 32-bit number, as tcpdump's %u).
    private mutating func putSNMPError(_ status: Int32) {
        if status >= 0 && Int(status) < snmpErrorNames.count {
            put(snmpErrorNames[Int(status)])
        } else {
            put("err="); put(decimal: UInt32(bitPattern: status))
        }
    }

    /// trappdu_print: enterprise, agent address, generic and specific trap, time stamp, varbinds.
    private mutating func snmpTrap(at offset: Int, length: Int) throws(Truncated) {
        var at = offset
        var left = length
        put(" ")
        guard let enterprise = try snmpExpect(.oid, at: at, length: left, "[enterprise!=OID]") else { return }
        reportOID(SNMPFields.enterprise, enterprise)
        putBER(enterprise)
        at += enterprise.size; left -= enterprise.size
        put(" ")
        guard let agent = try snmpExpect(.ipAddress, at: at, length: left, "[agent-addr!=INETADDR]") else { return }
        if agent.length == 4 { report(SNMPFields.agentAddress, bytesAt: agent.data, count: 4) }
        putBER(agent)
        at += agent.size; left -= agent.size
        guard let generic = try snmpExpect(.integer, at: at, length: left, "[generic-trap!=INT]") else { return }
        report(SNMPFields.genericTrap, signed: Int64(generic.integer))
        put(" ")
        if generic.integer >= 0 && Int(generic.integer) < snmpGenericTraps.count {
            report(SNMPFields.genericTrapName, label: snmpGenericTraps[Int(generic.integer)])
            put(snmpGenericTraps[Int(generic.integer)])
        } else {
            put("gt="); put(decimal: generic.integer)
        }
        at += generic.size; left -= generic.size
        guard let specific = try snmpExpect(.integer, at: at, length: left, "[specific-trap!=INT]") else { return }
        report(SNMPFields.specificTrap, signed: Int64(specific.integer))
        if generic.integer != 6 {
            if specific.integer != 0 { put("[specific-trap("); put(decimal: specific.integer); put(")!=0]") }
        } else {
            put(" s="); put(decimal: specific.integer)
        }
        at += specific.size; left -= specific.size
        put(" ")
        guard let stamp = try snmpExpect(.unsigned, at: at, length: left, "[time-stamp!=TIMETICKS]") else { return }
        report(SNMPFields.timestamp, stamp.unsigned)
        putBER(stamp)
        at += stamp.size; left -= stamp.size
        try snmpVarbinds(SNMPPDU.trap, at: at, length: left)
    }

    /// varbind_print: each binding as ` OID` (requests) or ` OID=value`.
    private mutating func snmpVarbinds(_ pduID: UInt8, at offset: Int, length: Int) throws(Truncated) {
        guard let list = try snmpExpect(.sequence, at: offset, length: length, "[!SEQ of varbind]") else { return }
        if list.size < length { put("["); put(decimal: length - list.size); put(" extra after SEQ of varbind]") }
        var at = list.data
        var left = list.length
        beginList(SNMPFields.varbinds)
        while left > 0 {
            put(" ")
            guard let binding = try snmpExpect(.sequence, at: at, length: left, "[!varbind]") else { return }
            let next = at + binding.size
            let nextLeft = left - binding.size
            beginItem()
            guard try snmpVarbind(pduID, at: binding.data, length: binding.length) else { return }
            endItem()
            at = next
            left = nextLeft
        }
        endList()
    }

    /// One binding's name and value; false when the walk stopped (already printed and reported).
    private mutating func snmpVarbind(_ pduID: UInt8, at offset: Int, length: Int) throws(Truncated) -> Bool {
        guard let name = try snmpExpect(.oid, at: offset, length: length, "[objName!=OID]") else { return false }
        reportOID(SNMPFields.name, name)
        putBER(name)
        let readsOnly = SNMPPDU.readsOnly(pduID)
        if !readsOnly { put("=") }
        guard let value = try berParse(at: offset + name.size, length: length - name.size) else { return false }
        reportSNMPValue(value)
        if readsOnly {
            if value.kind != .null {
                put("[objVal!=NULL]")
                putBER(value)
            }
        } else if value.kind != .null {
            putBER(value)
        }
        return true
    }

    /// A varbind value in JSON: its BER type name and the value typed as it decodes.
    private mutating func reportSNMPValue(_ value: BERElement) {
        guard Sink.collectsFields else { return }
        switch value.kind {
        case .noSuchObject, .noSuchInstance, .endOfMIBView:
            report(SNMPFields.valueType, label: BERNames.exceptions[Int(value.id)])
            return
        case .any:
            report(SNMPFields.valueType, label: "unknown")
            return
        default: break
        }
        if value.constructed {
            report(SNMPFields.valueType, label: value.kind == .sequence ? "Sequence" : "constructed")
        } else {
            report(SNMPFields.valueType, label: BERNames.names(value.tagClass)[Int(value.id)])
        }
        switch value.kind {
        case .integer: report(SNMPFields.integerValue, signed: Int64(value.integer))
        case .unsigned, .unsigned64: report(SNMPFields.unsignedValue, value.unsigned)
        case .oid: reportOID(SNMPFields.oidValue, value)
        case .ipAddress where value.length == 4: report(SNMPFields.addressValue, bytesAt: value.data, count: 4)
        case .string where berPrintable(value.data..<(value.data + value.length)):
            report(SNMPFields.stringValue, bytesAt: value.data, count: value.length)
        case .null: break
        default: report(SNMPFields.bytesValue, bytesAt: value.data, count: value.length)
        }
    }

    /// v3msg_print: the global header (msgID, size, flags, model), the USM parameters, then the
    /// scoped PDU.
    private mutating func snmpV3Message(at offset: Int, length: Int) throws(Truncated) {
        guard let header = try snmpExpect(.sequence, at: offset, length: length, "[!message]") else { return }
        var at = header.data
        var left = header.length
        if verbose > 0 { put("{ ") }
        guard let messageID = try snmpExpect(.integer, at: at, length: left, "[msgID!=INT]") else { return }
        report(SNMPFields.messageID, signed: Int64(messageID.integer))
        at += messageID.size; left -= messageID.size
        guard let maximum = try snmpExpect(.integer, at: at, length: left, "[msgMaxSize!=INT]") else { return }
        report(SNMPFields.maximumSize, signed: Int64(maximum.integer))
        at += maximum.size; left -= maximum.size
        guard let flagString = try snmpExpect(.string, at: at, length: left, "[msgFlags!=STR]") else { return }
        guard flagString.length == 1 else {
            put("[msgFlags size "); put(decimal: flagString.length); put("]")
            reportMalformed("msgFlags size")
            return
        }
        let flags = bytes[flagString.data]
        report(SNMPFields.flags, flags)
        switch flags {
        case 0x00, 0x01, 0x03, 0x04, 0x05, 0x07: break
        default:
            // %02X: upper-case digits, unlike every other hex number in this printer.
            let digits: StaticString = "0123456789ABCDEF"
            put("[msgFlags=0x")
            put(byte: digits.utf8Start[Int(flags >> 4)]); put(byte: digits.utf8Start[Int(flags & 0xf)])
            put("]")
            reportMalformed("msgFlags")
            return
        }
        at += flagString.size; left -= flagString.size
        put("F=")
        if flags & 1 != 0 { put("a") }
        if flags & 2 != 0 { put("p") }
        if flags & 4 != 0 { put("r") }
        put(" ")
        guard let model = try snmpExpect(.integer, at: at, length: left, "[msgSecurityModel!=INT]") else { return }
        report(SNMPFields.securityModel, signed: Int64(model.integer))
        at += model.size; left -= model.size
        if model.size < left { put("["); put(decimal: left - model.size); put(" extra after message SEQ]") }
        if verbose > 0 { put("} ") }
        guard model.integer == 3 else {
            put("[security model "); put(decimal: model.integer); put("]")
            reportMalformed("security model")
            return
        }
        if verbose > 0 { put("{ USM ") }
        // The security parameters follow the header sequence: tcpdump resumes from where the
        // header's last field ended, with what is left of the whole message.
        left = length - (at - offset)
        guard let security = try snmpExpect(.string, at: at, length: left,
                                            "[msgSecurityParameters!=STR]") else { return }
        at += security.size; left -= security.size
        try snmpUSM(at: security.data, length: security.length)
        if verbose > 0 { put("} ") }
        if verbose > 0 { put("{ ScopedPDU ") }
        try snmpScopedPDU(at: at, length: left)
        if verbose > 0 { put("} ") }
    }

    /// usm_print: engine boots and time (with -v) and the user name.
    private mutating func snmpUSM(at offset: Int, length: Int) throws(Truncated) {
        guard let usm = try snmpExpect(.sequence, at: offset, length: length, "[!usm]") else { return }
        var at = usm.data
        var left = usm.length
        guard let engine = try snmpExpect(.string, at: at, length: left,
                                          "[msgAuthoritativeEngineID!=STR]") else { return }
        report(SNMPFields.engineID, bytesAt: engine.data, count: engine.length)
        at += engine.size; left -= engine.size
        guard let boots = try snmpExpect(.integer, at: at, length: left,
                                         "[msgAuthoritativeEngineBoots!=INT]") else { return }
        report(SNMPFields.engineBoots, signed: Int64(boots.integer))
        if verbose > 0 { put("B="); put(decimal: boots.integer); put(" ") }
        at += boots.size; left -= boots.size
        guard let time = try snmpExpect(.integer, at: at, length: left,
                                        "[msgAuthoritativeEngineTime!=INT]") else { return }
        report(SNMPFields.engineTime, signed: Int64(time.integer))
        if verbose > 0 { put("T="); put(decimal: time.integer); put(" ") }
        at += time.size; left -= time.size
        guard let user = try snmpExpect(.string, at: at, length: left, "[msgUserName!=STR]") else { return }
        report(SNMPFields.userName, bytesAt: user.data, count: user.length)
        at += user.size; left -= user.size
        put("U="); putBERString(user); put(" ")
        guard let authentication = try snmpExpect(.string, at: at, length: left,
                                                  "[msgAuthenticationParameters!=STR]") else { return }
        report(SNMPFields.authenticationParameters, bytesAt: authentication.data, count: authentication.length)
        at += authentication.size; left -= authentication.size
        guard let privacy = try snmpExpect(.string, at: at, length: left,
                                           "[msgPrivacyParameters!=STR]") else { return }
        report(SNMPFields.privacyParameters, bytesAt: privacy.data, count: privacy.length)
        left -= privacy.size
        if privacy.size < left { put("["); put(decimal: left - privacy.size); put(" extra after usm SEQ]") }
    }

    /// scopedpdu_print: context engine ID and name, then the PDU. An encrypted scoped PDU is an
    /// OCTET STRING: tcpdump complains and prints it as hex.
    private mutating func snmpScopedPDU(at offset: Int, length: Int) throws(Truncated) {
        guard let scoped = try berParse(at: offset, length: length) else { return }
        guard scoped.kind == .sequence else {
            put("[!scoped PDU]")
            putBER(scoped)
            if scoped.kind == .string {
                report(SNMPFields.encryptedPDU, bytesAt: scoped.data, count: scoped.length)
            } else {
                reportMalformed("[!scoped PDU]")
            }
            return
        }
        var at = scoped.data
        var left = scoped.length
        guard let engine = try snmpExpect(.string, at: at, length: left, "[contextEngineID!=STR]") else { return }
        report(SNMPFields.contextEngineID, bytesAt: engine.data, count: engine.length)
        at += engine.size; left -= engine.size
        put("E="); putBEROctets(engine); put(" ")
        guard let context = try snmpExpect(.string, at: at, length: left, "[contextName!=STR]") else { return }
        report(SNMPFields.contextName, bytesAt: context.data, count: context.length)
        at += context.size; left -= context.size
        put("C="); putBERString(context); put(" ")
        try snmpPDU(at: at, length: left, version: 3)
    }
}

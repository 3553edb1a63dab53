// The -v detail of MST BPDUs (IEEE 802.1Q-2003 clause 14, protocol version 3) and of SPB BPDUs
// (IEEE 802.1aq, version 4) as tcpdump 4.99's stp_print_mstp_bpdu and stp_print_spb_bpdu print
// it: the CIST fields, the MST configuration identifier, one block per MSTI record, then SPB's
// auxiliary configuration and agreement fields. tcpdump reads every value of one printf before
// printing any of it, so each line group below checks its bytes first: a cut ends the text at the
// same group boundary (the configuration names are read byte by byte and may end mid-name).

/// Offsets in an MST BPDU (802.1Q-2003 14.4) and in its SPB part (802.1aq 14.4).
enum MSTPField {
    static let configName = 39
    static let configNameLength = 32
    static let configRevision = 71
    static let configDigest = 73
    static let internalRootPathCost = 89
    static let cistBridgeID = 93
    static let remainingHops = 101
    static let firstMSTI = 102
    /// The MST configuration part the version 3 length counts before the MSTI records.
    static let configInfoLength = 64
    static let mstiLength = 16
    // Inside an MSTI record.
    static let mstiRegionalRoot = 1
    static let mstiPathCost = 9
    static let mstiBridgePriority = 13
    static let mstiPortPriority = 14
    static let mstiRemainingHops = 15
    // Inside the SPB part (from its version 4 length).
    static let spbConfigName = 3
    static let spbRevision = 35
    static let spbDigest = 37
    static let spbAgreement = 53
    static let spbFormat = 55
    static let spbConvention = 56
    static let spbEdgeCount = 57
    static let spbAgreementDigest = 67
    static let spbAgreementDigestLength = 20
}

extension Dissection {
    /// The MST BPDU at `offset` (the caller checked its lengths): CIST, configuration id, MSTIs.
    mutating func mstpDetail(at offset: Int, flags: UInt8) throws(Truncated) {
        put("\n\tport-role "); put(STPField.portRoleName(flags)); put(", ")
        try check(8, at: offset + STPField.rootID)
        let externalCost = try u32(offset + STPField.rootPathCost)
        reportBridgeID(STPFields.rootID, at: offset + STPField.rootID)
        report(STPFields.rootPathCost, externalCost)
        put("CIST root-id "); putBridgeID(at: offset + STPField.rootID)
        put(", CIST ext-pathcost "); put(decimal: externalCost)

        try check(8, at: offset + STPField.bridgeID)
        reportBridgeID(STPFields.regionalRootID, at: offset + STPField.bridgeID)
        put("\n\tCIST regional-root-id "); putBridgeID(at: offset + STPField.bridgeID); put(", ")
        let port = try u16(offset + STPField.portID)
        report(STPFields.portID, port)
        put("CIST port-id "); put(hex: port, digits: 4); put(",")

        let messageAge = try u16(offset + STPField.messageAge)
        let maxAge = try u16(offset + STPField.maxAge)
        let helloTime = try u16(offset + STPField.helloTime)
        let forwardDelay = try u16(offset + STPField.forwardDelay)
        reportSTPTimer(STPFields.messageAge, at: offset + STPField.messageAge)
        reportSTPTimer(STPFields.maxAge, at: offset + STPField.maxAge)
        reportSTPTimer(STPFields.helloTime, at: offset + STPField.helloTime)
        reportSTPTimer(STPFields.forwardDelay, at: offset + STPField.forwardDelay)
        put("\n\tmessage-age "); putSTPSeconds(messageAge)
        put("s, max-age "); putSTPSeconds(maxAge)
        put("s, hello-time "); putSTPSeconds(helloTime)
        put("s, forwarding-delay "); putSTPSeconds(forwardDelay); put("s")

        let v3Length = try u16(offset + STPField.mstpVersion3Length)
        report(STPFields.v3Length, v3Length)
        put("\n\tv3len "); put(decimal: v3Length); put(", MCID Name ")
        try stpName(STPFields.mstConfigName, at: offset + MSTPField.configName)

        let revision = try u16(offset + MSTPField.configRevision)
        try check(16, at: offset + MSTPField.configDigest)
        report(STPFields.mstConfigRevision, revision)
        report(STPFields.mstConfigDigest, bytesAt: offset + MSTPField.configDigest, count: 16)
        put(", rev "); put(decimal: revision); put(",\n\t\tdigest ")
        putSTPDigest(at: offset + MSTPField.configDigest, count: 16); put(", ")

        let internalCost = try u32(offset + MSTPField.internalRootPathCost)
        report(STPFields.internalRootPathCost, internalCost)
        put("CIST int-root-pathcost "); put(decimal: internalCost); put(",")

        try check(8, at: offset + MSTPField.cistBridgeID)
        reportBridgeID(STPFields.cistBridgeID, at: offset + MSTPField.cistBridgeID)
        put("\n\tCIST bridge-id "); putBridgeID(at: offset + MSTPField.cistBridgeID); put(", ")
        let hops = try u8(offset + MSTPField.remainingHops)
        report(STPFields.remainingHops, hops)
        put("CIST remaining-hops "); put(decimal: hops)

        // The records the version 3 length counts past the configuration part (a partial record
        // at the end is not printed); the caller checked that the BPDU length holds them all.
        guard v3Length > MSTPField.configInfoLength else { return }
        var left = Int(v3Length) - MSTPField.configInfoLength
        var record = offset + MSTPField.firstMSTI
        beginList(STPFields.mstis)
        while left >= MSTPField.mstiLength {
            beginItem()
            try mstiRecord(at: record)
            endItem()
            left -= MSTPField.mstiLength
            record += MSTPField.mstiLength
        }
        endList()
    }

    /// One MSTI configuration message: three lines, each read whole before it prints.
    private mutating func mstiRecord(at offset: Int) throws(Truncated) {
        let number = try u16(offset + MSTPField.mstiRegionalRoot) & 0x0fff
        let flags = try u8(offset)
        report(STPFields.mstiNumber, number)
        report(STPFields.mstiFlags, flags)
        report(STPFields.mstiPortRole, label: STPField.portRoleName(flags))
        put("\n\tMSTI "); put(decimal: number); put(", Flags ["); putSTPFlags(flags)
        put("], port-role "); put(STPField.portRoleName(flags))

        try check(8, at: offset + MSTPField.mstiRegionalRoot)
        let cost = try u32(offset + MSTPField.mstiPathCost)
        reportBridgeID(STPFields.mstiRegionalRootID, at: offset + MSTPField.mstiRegionalRoot)
        report(STPFields.mstiPathCost, cost)
        put("\n\t\tMSTI regional-root-id "); putBridgeID(at: offset + MSTPField.mstiRegionalRoot)
        put(", pathcost "); put(decimal: cost)

        let bridgePriority = try u8(offset + MSTPField.mstiBridgePriority) >> 4
        let portPriority = try u8(offset + MSTPField.mstiPortPriority) >> 4
        let hops = try u8(offset + MSTPField.mstiRemainingHops)
        report(STPFields.mstiBridgePriority, bridgePriority)
        report(STPFields.mstiPortPriority, portPriority)
        report(STPFields.mstiRemainingHops, hops)
        put("\n\t\tMSTI bridge-prio "); put(decimal: bridgePriority)
        put(", port-prio "); put(decimal: portPriority); put(", hops "); put(decimal: hops)
    }

    /// The SPB part at `offset` (its version 4 length; the caller checked the lengths).
    mutating func spbDetail(at offset: Int) throws(Truncated) {
        let v4Length = try u16(offset)
        report(STPFields.v4Length, v4Length)
        put("\n\tv4len "); put(decimal: v4Length); put(", AUXMCID Name ")
        try stpName(STPFields.auxConfigName, at: offset + MSTPField.spbConfigName)

        let revision = try u16(offset + MSTPField.spbRevision)
        try check(16, at: offset + MSTPField.spbDigest)
        report(STPFields.auxConfigRevision, revision)
        report(STPFields.auxConfigDigest, bytesAt: offset + MSTPField.spbDigest, count: 16)
        put(", Rev "); put(decimal: revision); put(",\n\t\tdigest ")
        putSTPDigest(at: offset + MSTPField.spbDigest, count: 16)

        // One printf for the agreement fields, up to the end of the topology digest.
        try check(MSTPField.spbAgreementDigest + MSTPField.spbAgreementDigestLength, at: offset)
        let agreement = bytes[offset + MSTPField.spbAgreement]
        let format = bytes[offset + MSTPField.spbFormat]
        let convention = bytes[offset + MSTPField.spbConvention]
        let edges = try u16(offset + MSTPField.spbEdgeCount)
        report(STPFields.agreementNumber, agreement >> 6)
        report(STPFields.discardedAgreementNumber, (agreement >> 4) & 0x3)
        report(STPFields.agreementValid, bool: (agreement >> 3) & 0x1 != 0)
        report(STPFields.restrictedRole, bool: (agreement >> 2) & 0x1 != 0)
        report(STPFields.formatID, format >> 4)
        report(STPFields.formatCapabilities, format)
        report(STPFields.conventionID, convention >> 4)
        report(STPFields.conventionCapabilities, convention)
        report(STPFields.edgeCount, edges)
        report(STPFields.agreementDigest, bytesAt: offset + MSTPField.spbAgreementDigest,
               count: MSTPField.spbAgreementDigestLength)
        put("\n\tAgreement num "); put(decimal: agreement >> 6)
        put(", Discarded Agreement num "); put(decimal: (agreement >> 4) & 0x3)
        put(", Agreement valid-flag "); put(decimal: (agreement >> 3) & 0x1)
        put(",\n\tRestricted role-flag: "); put(decimal: (agreement >> 2) & 0x1)
        // tcpdump masks the capability with 0xff, so it prints the whole byte.
        put(", Format id "); put(decimal: format >> 4); put(" cap "); put(decimal: format)
        put(", Convention id "); put(decimal: convention >> 4); put(" cap "); put(decimal: convention)
        put(",\n\tEdge count "); put(decimal: edges); put(", Agreement digest ")
        putSTPDigest(at: offset + MSTPField.spbAgreementDigest, count: MSTPField.spbAgreementDigestLength)
    }

    /// nd_printjnp over a 32-byte configuration name: up to a NUL, escaped as fn_print_char,
    /// each byte read through the capture check (a cut ends the name where the capture does).
    private mutating func stpName(_ field: FieldDescriptor, at offset: Int) throws(Truncated) {
        try putPrintableUpToNUL(field, at: offset, count: MSTPField.configNameLength)
    }

    /// `%08x` words run together: the digest's bytes in hex (the caller checked them).
    private mutating func putSTPDigest(at offset: Int, count: Int) {
        for index in offset..<(offset + count) { put(hex: bytes[index], digits: 2) }
    }
}

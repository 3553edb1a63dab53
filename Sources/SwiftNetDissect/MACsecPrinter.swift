// IEEE 802.1AE MACsec SecTAG (EtherType 0x88e5) as tcpdump 4.99's macsec_print handles it inside
// the Ethernet printer: the tag is checked against both lengths, its version bit and short
// length's reserved bits make the frame invalid; with -e the association number, packet number,
// flags, short length and SCI print after the outer EtherType. An encrypted or changed frame
// (E or C) prints that header (with the MAC addresses when -e did not) and a hex dump; an
// integrity-only frame loses its 16-byte ICV from the captured end and, with a short length, is cut
// to it, and the Ethernet printer goes on with the inner EtherType.

/// SecTAG layout (802.1AE-2006 9.3).
enum MACsecField {
    static let tagLength = 6
    static let tagLengthWithSCI = 14
    static let icvLength = 16
    static let versionBit: UInt8 = 0x80
    static let scBit: UInt8 = 0x20
    /// E (encryption) or C (changed text): the payload is not readable.
    static let confidentialityBits: UInt8 = 0x0c
    static let shortLengthMask: UInt8 = 0x3f
    /// tcpdump's macsec_flag_values, in its order (bittok2str_nosep).
    static let flagNames: [(UInt8, StaticString)] = [(0x08, "E"), (0x04, "C"), (0x40, "S"), (0x10, "B"), (0x20, "I")]
}

/// What the Ethernet printer does after a SecTAG.
enum MACsecOutcome {
    /// Integrity only: the inner EtherType follows the tag of this length; `length` and
    /// `captured` are what is left of the secure data.
    case clear(tagLength: Int, length: Int, captured: Int)
    /// E or C set: dump the rest after the tag of this length.
    case encrypted(tagLength: Int)
    /// tcpdump printed ` [|macsec]` or ` (invalid)` and returned the whole capture as header.
    case stopped
}

extension Dissection {
    /// The SecTAG at `offset`, with `length` bytes of frame and `captured` bytes captured after
    /// the outer EtherType. On `.clear`, `end` is lowered past the ICV (the caller restores it).
    mutating func macsec(at offset: Int, length: Int, captured: Int) throws(Truncated) -> MACsecOutcome {
        proto = "macsec"
        layer(MACsecFields.macsec)
        defer { proto = "ether" }
        guard captured >= MACsecField.tagLength, length >= MACsecField.tagLength else {
            putTruncationMarker()
            return .stopped
        }
        let tci = try u8(offset)
        let hasSCI = tci & MACsecField.scBit != 0
        let tagLength = hasSCI ? MACsecField.tagLengthWithSCI : MACsecField.tagLength
        guard captured >= tagLength, length >= tagLength else {
            putTruncationMarker()
            return .stopped
        }
        let shortLengthField = try u8(offset + 1)
        guard shortLengthField & ~MACsecField.shortLengthMask == 0, tci & MACsecField.versionBit == 0 else {
            putInvalid()
            return .stopped
        }
        let shortLength = Int(shortLengthField)
        let packetNumber = try u32(offset + 2)
        report(MACsecFields.associationNumber, tci & 0x03)
        report(MACsecFields.packetNumber, packetNumber)
        report(MACsecFields.flags, tci & 0x7c)
        report(MACsecFields.endStation, bool: tci & 0x40 != 0)
        report(MACsecFields.sciPresent, bool: hasSCI)
        report(MACsecFields.singleCopyBroadcast, bool: tci & 0x10 != 0)
        report(MACsecFields.encrypted, bool: tci & 0x08 != 0)
        report(MACsecFields.changed, bool: tci & 0x04 != 0)
        report(MACsecFields.shortLength, shortLength)
        if hasSCI { report(MACsecFields.sci, bytesAt: offset + 6, count: 8) }
        if options.linkHeader { try putSecTAG(at: offset, tci: tci, shortLength: shortLength, packetNumber: packetNumber) }
        if tci & MACsecField.confidentialityBits != 0 {
            if !options.linkHeader {
                try putMAC(at: etherBase + 6); put(" > "); try putMAC(at: etherBase)
                put(" 802.1AE MACsec, ")
                try putSecTAG(at: offset, tci: tci, shortLength: shortLength, packetNumber: packetNumber)
            }
            return .encrypted(tagLength: tagLength)
        }
        var secureLength = length - tagLength
        var secureCaptured = captured - tagLength
        guard secureLength >= MACsecField.icvLength, secureCaptured >= MACsecField.icvLength else {
            putTruncationMarker()
            return .stopped
        }
        secureLength -= MACsecField.icvLength
        secureCaptured -= MACsecField.icvLength
        if shortLength != 0 {
            guard shortLength <= secureLength, shortLength <= secureCaptured else {
                putTruncationMarker()
                return .stopped
            }
            secureLength = shortLength
            secureCaptured = shortLength
        }
        // The ICV ends the frame: the inner printers must not read it (tcpdump lowers its
        // snapshot end; a short length only shortens the lengths it hands on).
        report(MACsecFields.icv, bytesAt: end - MACsecField.icvLength, count: MACsecField.icvLength)
        end -= MACsecField.icvLength
        return .clear(tagLength: tagLength, length: secureLength, captured: secureCaptured)
    }

    /// `an N, pn N, flags ECSBI, sl N, sci 0123456789abcdef, ` (the caller checked the tag).
    private mutating func putSecTAG(at offset: Int, tci: UInt8, shortLength: Int, packetNumber: UInt32) throws(Truncated) {
        put("an "); put(decimal: tci & 0x03); put(", pn "); put(decimal: packetNumber); put(", flags ")
        var any = false
        for (bit, name) in MACsecField.flagNames where tci & bit != 0 {
            put(name)
            any = true
        }
        if !any { put("none") }
        if shortLength != 0 { put(", sl "); put(decimal: shortLength) }
        if tci & MACsecField.scBit != 0 {
            put(", sci ")
            try check(8, at: offset + 6)
            for index in (offset + 6)..<(offset + 14) { put(hex: bytes[index], digits: 2) }
        }
        put(", ")
    }
}

import SwiftNetWire

// NFS file handles as tcpdump 4.99 prints them (nfs_printfh over Parse_fh's guesses at which
// server OS made the handle), and the table of recent calls that lets a reply be decoded.

/// tcpdump's xid_map: the last 64 NFS calls (xid, client, server, procedure, version), a ring
/// written at `next` and searched from where the previous match was (`hint`). A reply is decoded
/// only when a call with its xid went from the reply's destination to its source.
///
/// Bounded and allocation-free per packet: the 64 slots are allocated once, on the first call
/// seen; nothing a packet says makes it grow. Kept across packets by PacketPrinter and
/// JSONPacketEncoder (tcpdump's statics).
struct NFSCallTable {
    struct Slot {
        var xid: UInt32 = 0
        /// 0 (empty), 4 or 6.
        var ipVersion: UInt8 = 0
        var client: (UInt64, UInt64) = (0, 0)
        var server: (UInt64, UInt64) = (0, 0)
        var procedure: UInt32 = 0
        var version: UInt32 = 0
    }

    static let size = 64
    private var slots: [Slot] = []
    private var next = 0
    private var hint = 0

    /// xid_map_enter.
    mutating func record(xid: UInt32, ipVersion: UInt8, client: (UInt64, UInt64), server: (UInt64, UInt64),
                         procedure: UInt32, version: UInt32) {
        if slots.isEmpty { slots = Array(repeating: Slot(), count: Self.size) }
        slots[next] = Slot(xid: xid, ipVersion: ipVersion, client: client, server: server,
                           procedure: procedure, version: version)
        next = (next + 1) % Self.size
    }

    /// xid_map_find: the call a reply from `source` to `destination` answers, as (procedure, version).
    mutating func find(xid: UInt32, ipVersion: UInt8, source: (UInt64, UInt64),
                       destination: (UInt64, UInt64)) -> (procedure: UInt32, version: UInt32)? {
        guard !slots.isEmpty else { return nil }
        var index = hint
        repeat {
            let slot = slots[index]
            if slot.ipVersion == ipVersion && slot.xid == xid && slot.server == source && slot.client == destination {
                hint = index
                return (slot.procedure, slot.version)
            }
            index = (index + 1) % Self.size
        } while index != hint
        return nil
    }
}

/// Parse_fh's guesses at which server OS made a file handle.
enum NFSHandleLayout { case unknown, auspex, decOSF, irix4, sunOS4, sunOS5, ultrix, vmsUCX, hpux9, bsd44 }

extension Dissection {
    /// The network header's version and addresses as the call table keys them (IPv4 in the low
    /// word), or nil for neither IPv4 nor IPv6.
    func nfsAddresses(_ network: NetworkHeader) -> (version: UInt8, source: (UInt64, UInt64),
                                                    destination: (UInt64, UInt64))? {
        switch network {
        case .v4(let ip):
            guard has(20, at: ip) else { return nil }
            return (4, (0, UInt64(bytes.uint32(at: ip + 12))), (0, UInt64(bytes.uint32(at: ip + 16))))
        case .v6(let ip):
            guard has(40, at: ip) else { return nil }
            func word(_ at: Int) -> UInt64 { UInt64(bytes.uint32(at: at)) << 32 | UInt64(bytes.uint32(at: at + 4)) }
            return (6, (word(ip + 8), word(ip + 16)), (word(ip + 24), word(ip + 32)))
        }
    }

    /// nfs_printfh: ` fh MAJOR,MINOR/INODE` from Parse_fh's guess at the handle's layout, ` fh
    /// NAME/INODE` for a VMS UCX handle, ` fh Unknown/HEX` (the name cut to `words` letters, the
    /// first 32 bytes in upper-case hex) when no guess fits. The caller checked that all `words`
    /// 32-bit words are captured; every read here stays inside them.
    mutating func putNFSFileHandle(at fh: Int, words: Int) throws(Truncated) {
        // Every byte the guesses look at lies inside the handle: the first 16 need 4 words,
        // 21 and 23 six, up to 27 seven, as each test requires; `at` still never reads past the
        // captured end.
        func at(_ index: Int) -> UInt8 { fh + index < end ? bytes[fh + index] : 0 }
        var layout = NFSHandleLayout.unknown
        if words >= 4 {
            if at(0) == 0 && at(1) == 0 {
                if at(2) == 0 && at(3) == 0 {
                    layout = .auspex
                } else if at(4) != 0 && at(5) == 0 && at(8) == 12 && at(9) == 0 {
                    layout = .decOSF
                } else if at(4) == 0 && at(5) == 8 && at(6) == 0 && at(7) == 0 {
                    layout = .irix4
                } else {
                    layout = .sunOS4
                }
            } else if at(2) == 0 && at(3) == 0 {
                if at(6) == 0 && at(7) == 0 {
                    layout = .bsd44
                } else if words >= 6 && at(21) == 0 && at(23) == 0 {
                    layout = .ultrix
                } else if at(9) == 10 {
                    layout = .sunOS5
                }
            } else if at(8) == 12 && at(9) == 0 {
                layout = .decOSF
            } else if at(8) == 0 && at(9) == 10 {
                layout = at(4) == 0 && at(5) == 0 && at(6) == 0 && at(7) == 0 ? .hpux9 : .sunOS5
            } else if try isVMSUCXHandle(at: fh, words: words) {
                layout = .vmsUCX
            }
        }
        let major: UInt32, minor: UInt32, inode: UInt32
        switch layout {
        case .unknown:
            // The OS name "Unknown" cut to the handle's length in words (tcpdump's strncpy),
            // then the handle itself in hex.
            put(" fh ")
            let letters: StaticString = "Unknown"
            letters.withUTF8Buffer { text in
                for index in 0..<Swift.min(words, text.count) { put(byte: text[index]) }
            }
            put("/")
            for index in 0..<Swift.min(words &* 4, 32) {
                putUpperHex(try u8(fh + index))
            }
            return
        case .vmsUCX:
            // The exported device's name as it stands in the handle (raw, up to a NUL or space).
            put(" fh ")
            for index in 0..<Swift.min(words, 64) {
                let character = try u8(fh + 1 + index)
                if character == 0 || character == 0x20 { break }
                put(byte: character)
            }
            put("/")
            let high = UInt32(try u8(fh + 26)) << 24 | UInt32(try u8(fh + 27)) << 16
            put(decimal: high | UInt32(try u8(fh + 22)) | UInt32(try u8(fh + 23)) << 8)
            return
        case .auspex:
            minor = UInt32(try u8(fh + 7)); major = UInt32(try u8(fh + 6)); inode = try u32(fh + 12)
        case .bsd44:
            minor = UInt32(try u8(fh)); major = UInt32(try u8(fh + 1)); inode = try nfsLittleEndian32(fh + 12)
        case .decOSF:
            let device = try nfsLittleEndian32(fh)
            minor = device & 0xFFFFF; major = (device >> 20) & 0xFFF; inode = try nfsLittleEndian32(fh + 12)
        case .irix4:
            minor = UInt32(try u8(fh + 3)); major = UInt32(try u8(fh + 2)); inode = try u32(fh + 8)
        case .sunOS4:
            minor = UInt32(try u8(fh + 3)); major = UInt32(try u8(fh + 2)); inode = try u32(fh + 12)
        case .sunOS5:
            major = UInt32(try u16(fh) >> 2) & 0x3FFF
            minor = (try u32(fh)) & 0x3FFFF
            inode = try u32(fh + 12)
        case .ultrix:
            minor = UInt32(try u8(fh)); major = UInt32(try u8(fh + 1)); inode = try nfsLittleEndian32(fh + 4)
        case .hpux9:
            major = UInt32(try u8(fh)); minor = (try u32(fh)) & 0xFF_FFFF; inode = try u32(fh + 12)
        }
        put(" fh "); put(decimal: major); put(","); put(decimal: minor); put("/"); put(decimal: inode)
    }

    /// is_UCX: at least 28 bytes, and bytes 1-13 printable ASCII then only NULs.
    private func isVMSUCXHandle(at fh: Int, words: Int) throws(Truncated) -> Bool {
        guard words >= 7 else { return false }
        var seenNull = false
        for index in 1..<14 {
            let byte = try u8(fh + index)
            if byte >= 0x20 && byte <= 0x7e {
                if seenNull { return false }
            } else if byte == 0 {
                seenNull = true
            } else {
                return false
            }
        }
        return true
    }

    private func nfsLittleEndian32(_ index: Int) throws(Truncated) -> UInt32 {
        try u32(index).byteSwapped
    }
}

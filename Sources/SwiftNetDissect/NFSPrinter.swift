import SwiftNetWire

// NFS over Sun RPC as tcpdump 4.99.3 prints it (print-nfs.c): udp_print and tcp_print hand an RPC
// call to port 2049 or a reply from it to nfsreq_noaddr_print / nfsreply_noaddr_print. Calls are
// printed from their arguments; a reply only from its status unless the call it answers is in the
// call table (NFSFileHandle.swift), which tells its procedure and version. NFSv2 procedure
// numbers are mapped to NFSv3's first, and so are every other version's (NFSv4's COMPOUND prints
// as v2 GETATTR, as tcpdump does). Portmapper and other RPC programs are not decoded by 4.99.3
// without `-T rpc`: they stay plain UDP/TCP.

/// NFS procedure numbers (NFSv3's, which tcpdump uses for both versions) and constants.
enum NFSProcedure {
    static let null: UInt32 = 0, getattr: UInt32 = 1, setattr: UInt32 = 2, lookup: UInt32 = 3, access: UInt32 = 4
    static let readlink: UInt32 = 5, read: UInt32 = 6, write: UInt32 = 7, create: UInt32 = 8, mkdir: UInt32 = 9
    static let symlink: UInt32 = 10, mknod: UInt32 = 11, remove: UInt32 = 12, rmdir: UInt32 = 13
    static let rename: UInt32 = 14, link: UInt32 = 15, readdir: UInt32 = 16, readdirplus: UInt32 = 17
    static let fsstat: UInt32 = 18, fsinfo: UInt32 = 19, pathconf: UInt32 = 20, commit: UInt32 = 21, noop: UInt32 = 25

    /// nfsv3_procid: NFSv2's procedures 0-25 as NFSv3 numbers (ROOT and WRITECACHE become NOOP).
    static let fromVersion2: [UInt32] = [
        null, getattr, setattr, noop, lookup, readlink, read, noop, write, create, remove, rename, link,
        symlink, mkdir, rmdir, readdir, fsstat, noop, noop, noop, noop, noop, noop, noop, noop,
    ]

    /// The number tcpdump switches on: NFSv3's as is, any other version's mapped when below 26.
    static func normalized(_ procedure: UInt32, version: UInt32) -> UInt32 {
        if version != 3 && procedure < 26 { return fromVersion2[Int(procedure)] }
        return procedure
    }

    static func name(_ procedure: UInt32) -> StaticString? {
        switch procedure {
        case noop: "nop"
        case null: "null"
        case getattr: "getattr"
        case setattr: "setattr"
        case lookup: "lookup"
        case access: "access"
        case readlink: "readlink"
        case read: "read"
        case write: "write"
        case create: "create"
        case mkdir: "mkdir"
        case symlink: "symlink"
        case mknod: "mknod"
        case remove: "remove"
        case rmdir: "rmdir"
        case rename: "rename"
        case link: "link"
        case readdir: "readdir"
        case readdirplus: "readdirplus"
        case fsstat: "fsstat"
        case fsinfo: "fsinfo"
        case pathconf: "pathconf"
        case commit: "commit"
        default: nil
        }
    }

    /// type2str.
    static func typeName(_ type: UInt32) -> StaticString? {
        switch type {
        case 0: "NON"
        case 1: "REG"
        case 2: "DIR"
        case 3: "BLK"
        case 4: "CHR"
        case 5: "LNK"
        case 7: "FIFO"
        default: nil
        }
    }

    /// nfsv3_writemodes.
    static func writeMode(_ mode: UInt32) -> StaticString? {
        switch mode {
        case 0: "unstable"
        case 1: "datasync"
        case 2: "filesync"
        default: nil
        }
    }
}

extension Dissection {
    static var nfsPort: UInt16 { 2049 }

    /// udp_print's RPC test, made before the checksum and every port test: a call to 2049 or a
    /// reply from it is NFS. True when it printed the datagram.
    @inline(__always)
    mutating func nfsOverUDP(at payload: Int, length: Int, sourcePort: UInt16, destinationPort: UInt16,
                             network: NetworkHeader) throws(Truncated) -> Bool {
        // The port test inline in `udp`, the rest out of line: this runs for every UDP datagram,
        // and almost none involve 2049 (as a call it cost 4.4 instructions per packet of the
        // few-flows benchmark, whose packets are one in five UDP).
        guard sourcePort == Self.nfsPort || destinationPort == Self.nfsPort else { return false }
        return try nfsRPCOverUDP(at: payload, length: length, sourcePort: sourcePort,
                                 destinationPort: destinationPort, network: network)
    }

    /// `nfsOverUDP` once a port is 2049: the RPC direction decides.
    private mutating func nfsRPCOverUDP(at payload: Int, length: Int, sourcePort: UInt16, destinationPort: UInt16,
                                        network: NetworkHeader) throws(Truncated) -> Bool {
        guard !options.quiet, has(4, at: payload + 4) else { return false }
        let direction = bytes.uint32(at: payload + 4)
        let call = destinationPort == Self.nfsPort && direction == 0
        guard call || (sourcePort == Self.nfsPort && direction == 1) else { return false }
        try nfsMessage(at: payload, length: length, call: call, network: network, separator: false)
        return true
    }

    /// Ports tcp_print tests before NFS's: a segment between one of them and 2049 is not NFS.
    /// BEEP, OpenFlow and RPKI-RTR have no printer in swiftnet yet; PPTP has one earlier in the
    /// chain and is listed only to keep this the whole of tcp_print's list. (The installed tcpdump is
    /// built without SMB, so 139 and 445 fall through to NFS.)
    static func tcpPortsBeforeNFS(_ source: UInt16, _ destination: UInt16) -> Bool {
        func taken(_ port: UInt16) -> Bool {
            port == 1723 || port == 10288 || port == 6633 || port == 6653 || port == 323
        }
        return taken(source) || taken(destination)
    }

    /// tcp_print's last port test: on port 2049, a record-marked RPC call to it or reply from it.
    /// True when it printed the segment's payload.
    mutating func nfsOverTCP(at payload: Int, length: Int, sourcePort: UInt16, destinationPort: UInt16,
                             network: NetworkHeader) throws(Truncated) -> Bool {
        guard sourcePort == Self.nfsPort || destinationPort == Self.nfsPort, length >= 4,
              has(4, at: payload), has(4, at: payload + 8) else { return false }
        let mark = bytes.uint32(at: payload)
        let fragment = Swift.min(Int(mark & 0x7FFF_FFFF), length - 4)
        let direction = bytes.uint32(at: payload + 8)
        let call = destinationPort == Self.nfsPort && direction == 0
        guard call || (sourcePort == Self.nfsPort && direction == 1) else { return false }
        try nfsMessage(at: payload + 4, length: fragment, call: call, network: network, separator: true,
                       recordMark: mark)
        return true
    }

    private mutating func nfsMessage(at rpc: Int, length: Int, call: Bool, network: NetworkHeader,
                                     separator: Bool, recordMark: UInt32? = nil) throws(Truncated) {
        layer(NFSFields.nfs)
        let xid = try u32(rpc)
        report(NFSFields.xid, xid)
        report(NFSFields.messageType, label: call ? "call" : "reply")
        report(NFSFields.length, length)
        if let recordMark { report(NFSFields.lastFragment, bool: recordMark & 0x8000_0000 != 0) }
        put(separator ? ": NFS " : "NFS ")
        put(call ? "request xid " : "reply xid ")
        put(decimal: xid)
        put(" ")
        proto = "nfs"
        if call {
            try nfsCall(at: rpc, length: length, network: network)
        } else {
            try nfsReply(at: rpc, length: length, network: network)
        }
    }

    // MARK: calls

    /// nfsreq_noaddr_print.
    private mutating func nfsCall(at rpc: Int, length: Int, network: NetworkHeader) throws(Truncated) {
        put(decimal: length)
        // xid_map_enter needs the procedure word; without it the line ends here.
        guard has(4, at: rpc + 20) else { return putTruncationMarker() }
        let version = bytes.uint32(at: rpc + 16)
        let rawProcedure = bytes.uint32(at: rpc + 20)
        if let addresses = nfsAddresses(network) {
            nfsCalls.record(xid: bytes.uint32(at: rpc), ipVersion: addresses.version, client: addresses.source,
                            server: addresses.destination, procedure: rawProcedure, version: version)
        }
        report(NFSFields.program, u32At: rpc + 12)
        report(NFSFields.version, version)
        let v3 = version == 3
        let procedure = NFSProcedure.normalized(rawProcedure, version: version)
        try putNFSProcedure(procedure)
        if try nfsCallArguments(procedure, at: rpc, length: length, v3: v3) == nil {
            putTruncationMarker()
        }
    }

    /// ` name` (or ` proc-N`), reported too.
    mutating func putNFSProcedure(_ procedure: UInt32) throws(Truncated) {
        report(NFSFields.procedure, procedure)
        if let name = NFSProcedure.name(procedure) {
            report(NFSFields.procedureName, label: name)
            put(" "); put(name)
        } else {
            put(" proc-"); put(decimal: procedure)
        }
    }

    /// The switch of nfsreq_noaddr_print; nil where tcpdump's `goto trunc` prints the marker.
    private mutating func nfsCallArguments(_ procedure: UInt32, at rpc: Int, length: Int,
                                           v3: Bool) throws(Truncated) -> Int? {
        switch procedure {
        case NFSProcedure.getattr, NFSProcedure.setattr, NFSProcedure.readlink, NFSProcedure.fsstat,
             NFSProcedure.fsinfo, NFSProcedure.pathconf:
            guard let dp = try nfsCallBody(rpc, length: length) else { return nil }
            return try nfsHandle(at: dp, v3: v3)
        case NFSProcedure.lookup, NFSProcedure.create, NFSProcedure.mkdir, NFSProcedure.remove, NFSProcedure.rmdir:
            guard let dp = try nfsCallBody(rpc, length: length) else { return nil }
            return try nfsHandleAndName(at: dp, v3: v3)
        case NFSProcedure.access:
            guard let start = try nfsCallBody(rpc, length: length), let dp = try nfsHandle(at: start, v3: v3) else {
                return nil
            }
            let flags = try u32(dp)
            report(NFSFields.access, flags)
            putNFSAccess(flags)
            return dp
        case NFSProcedure.read:
            guard let start = try nfsCallBody(rpc, length: length), let dp = try nfsHandle(at: start, v3: v3) else {
                return nil
            }
            if v3 {
                let count = try u32(dp + 8), offset = try u64(dp)
                report(NFSFields.count, count); report(NFSFields.offset, offset)
                put(" "); put(decimal: count); put(" bytes @ "); put(decimal: offset)
            } else {
                let count = try u32(dp + 4), offset = try u32(dp)
                report(NFSFields.count, count); report(NFSFields.offset, offset)
                put(" "); put(decimal: count); put(" bytes @ "); put(decimal: offset)
            }
            return dp
        case NFSProcedure.write:
            guard let start = try nfsCallBody(rpc, length: length), let dp = try nfsHandle(at: start, v3: v3) else {
                return nil
            }
            if v3 {
                let data = try u32(dp + 16), count = try u32(dp + 8), offset = try u64(dp)
                report(NFSFields.count, count); report(NFSFields.offset, offset)
                put(" "); put(decimal: data); put(" ("); put(decimal: count); put(") bytes @ "); put(decimal: offset)
                if verbose > 0 {
                    put(" <"); putNFSWriteMode(try u32(dp + 12)); put(">")
                }
            } else {
                let a = try u32(dp + 12), b = try u32(dp + 8), c = try u32(dp + 4), d = try u32(dp)
                report(NFSFields.count, a); report(NFSFields.offset, c)
                put(" "); put(decimal: a); put(" ("); put(decimal: b); put(") bytes @ ")
                put(decimal: c); put(" ("); put(decimal: d); put(")")
            }
            return dp
        case NFSProcedure.symlink:
            guard let start = try nfsCallBody(rpc, length: length),
                  var dp = try nfsHandleAndName(at: start, v3: v3) else { return nil }
            put(" ->")
            var attributes = NFSSetAttributes()
            if v3 { dp = try nfsParseSetAttributes(at: dp, into: &attributes) }
            guard let after = try nfsName(at: dp, second: true) else { return nil }
            if v3 && verbose > 0 { putNFSSetAttributes(attributes) }
            return after
        case NFSProcedure.mknod:
            guard let start = try nfsCallBody(rpc, length: length),
                  var dp = try nfsHandleAndName(at: start, v3: v3) else { return nil }
            let type = try u32(dp)
            report(NFSFields.fileType, type)
            var attributes = NFSSetAttributes()
            dp = try nfsParseSetAttributes(at: dp + 4, into: &attributes)
            put(" ")
            if let name = NFSProcedure.typeName(type) { put(name) } else { put("unk-ft "); put(decimal: type) }
            if verbose > 0 && (type == 4 || type == 3) {
                let major = try u32(dp), minor = try u32(dp + 4)
                put(" "); put(decimal: major); put("/"); put(decimal: minor)
                dp += 8
            }
            if verbose > 0 { putNFSSetAttributes(attributes) }
            return dp
        case NFSProcedure.rename:
            guard let start = try nfsCallBody(rpc, length: length),
                  let dp = try nfsHandleAndName(at: start, v3: v3) else { return nil }
            put(" ->")
            return try nfsHandleAndName(at: dp, v3: v3, second: true)
        case NFSProcedure.link:
            guard let start = try nfsCallBody(rpc, length: length), let dp = try nfsHandle(at: start, v3: v3) else {
                return nil
            }
            put(" ->")
            return try nfsHandleAndName(at: dp, v3: v3, second: true)
        case NFSProcedure.readdir:
            guard let start = try nfsCallBody(rpc, length: length), let dp = try nfsHandle(at: start, v3: v3) else {
                return nil
            }
            if v3 {
                let count = try u32(dp + 16), cookie = try u64(dp)
                report(NFSFields.count, count); report(NFSFields.offset, cookie)
                put(" "); put(decimal: count); put(" bytes @ "); put(decimal: Int64(bitPattern: cookie))
                if verbose > 0 {
                    let high = try u32(dp + 8), low = try u32(dp + 12)
                    put(" verf "); put(hex: high, digits: 8); put(hex: low, digits: 8)
                }
            } else {
                let count = try u32(dp + 4), cookie = try u32(dp)
                report(NFSFields.count, count); report(NFSFields.offset, cookie)
                put(" "); put(decimal: count); put(" bytes @ "); put(decimal: cookie)
            }
            return dp
        case NFSProcedure.readdirplus:
            guard let start = try nfsCallBody(rpc, length: length), let dp = try nfsHandle(at: start, v3: v3) else {
                return nil
            }
            let count = try u32(dp + 16), cookie = try u64(dp)
            report(NFSFields.count, count); report(NFSFields.offset, cookie)
            put(" "); put(decimal: count); put(" bytes @ "); put(decimal: Int64(bitPattern: cookie))
            if verbose > 0 {
                let maximum = try u32(dp + 20), high = try u32(dp + 8), low = try u32(dp + 12)
                put(" max "); put(decimal: maximum)
                put(" verf "); put(hex: high, digits: 8); put(hex: low, digits: 8)
            }
            return dp
        case NFSProcedure.commit:
            guard let start = try nfsCallBody(rpc, length: length), let dp = try nfsHandle(at: start, v3: v3) else {
                return nil
            }
            let count = try u32(dp + 8), offset = try u64(dp)
            report(NFSFields.count, count); report(NFSFields.offset, offset)
            put(" "); put(decimal: count); put(" bytes @ "); put(decimal: offset)
            return dp
        default:
            // NULL, NOOP and unnamed procedures: nothing more.
            return rpc
        }
    }

    /// parsereq (4.99.3's): where the arguments start, past the credentials and the verifier; nil
    /// when either is not all there (or the verifier ends the message).
    private func nfsCallBody(_ rpc: Int, length total: Int) throws(Truncated) -> Int? {
        var dp = rpc + 24
        var length = total
        guard length >= 8 else { return nil }
        var size = try u32(dp + 4)
        // roundup2 in 32 bits wraps to 0 for the largest lengths, as in tcpdump; the skip below
        // is computed wide, as its size_t arithmetic is.
        var rounded = (size &+ 3) & ~3
        guard has(Int(rounded), at: dp + 8) else { return nil }
        guard 8 + Int(rounded) <= length else { return nil }
        dp += (Int(size) + 11) / 4 * 4
        length -= 8 + Int(rounded)
        guard length >= 8 else { return nil }
        size = try u32(dp + 4)
        rounded = (size &+ 3) & ~3
        guard has(Int(rounded), at: dp + 8) else { return nil }
        guard 8 + Int(rounded) < length else { return nil }
        return dp + (Int(size) + 11) / 4 * 4
    }

    /// parsefh: a v3 handle is a length and that many bytes (taken in whole words), a v2 handle
    /// 32 bytes. Nil (no text) when the handle is not all captured.
    mutating func nfsHandle(at start: Int, v3: Bool, second: Bool = false) throws(Truncated) -> Int? {
        var dp = start
        let words: Int
        if v3 {
            words = Int(try u32(dp) / 4)
            dp += 4
        } else {
            words = 8
        }
        guard has(words * 4, at: dp) else { return nil }
        report(second ? NFSFields.fileHandle2 : NFSFields.fileHandle, bytesAt: dp, count: words * 4)
        try putNFSFileHandle(at: dp, words: words)
        return dp + words * 4
    }

    /// parsefn: `"name"` (a length, then the bytes padded to a word), each byte escaped as
    /// fn_print_char does; nil when the padded name is not all captured.
    mutating func nfsName(at start: Int, second: Bool = false) throws(Truncated) -> Int? {
        let size = try u32(start)
        if size > UInt32.max - 3 {
            put("[cannot pad to 32-bit boundaries]")
            putInvalid(reason: "name length cannot be padded")
            return nil
        }
        let rounded = Int((size + 3) & ~3)
        let text = start + 4
        guard has(rounded, at: text) else { return nil }
        report(second ? NFSFields.name2 : NFSFields.name, bytesAt: text, count: Int(size))
        put("\"")
        for index in text..<(text + Int(size)) { putCharacterEscaped(bytes[index]) }
        put("\"")
        return text + rounded
    }

    /// parsefhn: a handle, a space, a name.
    private mutating func nfsHandleAndName(at start: Int, v3: Bool, second: Bool = false) throws(Truncated) -> Int? {
        guard let dp = try nfsHandle(at: start, v3: v3, second: second) else { return nil }
        put(" ")
        return try nfsName(at: dp, second: second)
    }

    /// The ACCESS call's bits: by name when all are known, else in hex.
    private mutating func putNFSAccess(_ flags: UInt32) {
        if flags & ~0x3F != 0 {
            put(" "); put(hex: flags, digits: 4)
            return
        }
        if flags == 0x3F {
            put(" NFS_ACCESS_FULL")
            return
        }
        // The first name after a space, the others after `|`.
        var separator = false
        if flags & 0x01 != 0 { put(" NFS_ACCESS_READ"); separator = true }
        if flags & 0x02 != 0 { put(separator ? "|" : " "); put("NFS_ACCESS_LOOKUP"); separator = true }
        if flags & 0x04 != 0 { put(separator ? "|" : " "); put("NFS_ACCESS_MODIFY"); separator = true }
        if flags & 0x08 != 0 { put(separator ? "|" : " "); put("NFS_ACCESS_EXTEND"); separator = true }
        if flags & 0x10 != 0 { put(separator ? "|" : " "); put("NFS_ACCESS_DELETE"); separator = true }
        if flags & 0x20 != 0 { put(separator ? "|" : " "); put("NFS_ACCESS_EXECUTE") }
    }

    /// tok2str(nfsv3_writemodes, NULL, mode): unknown as `#N` (signed).
    mutating func putNFSWriteMode(_ mode: UInt32) {
        if let name = NFSProcedure.writeMode(mode) {
            put(name)
        } else {
            put("#"); put(decimal: Int32(bitPattern: mode))
        }
    }

    /// A big-endian 64-bit value (two checked words).
    func u64(_ index: Int) throws(Truncated) -> UInt64 {
        let high = try u32(index), low = try u32(index + 4)
        return UInt64(high) << 32 | UInt64(low)
    }

    /// printf's `%o`.
    mutating func putOctal(_ value: UInt32) {
        var digits = 1
        while digits < 11 && value >> UInt32(digits * 3) != 0 { digits += 1 }
        var shift = (digits - 1) * 3
        while shift >= 0 {
            put(byte: UInt8(ascii: "0") + UInt8((value >> UInt32(shift)) & 7))
            shift -= 3
        }
    }

    /// `%u.%06u`
    mutating func putNFSTime(_ seconds: UInt32, _ fraction: UInt32) {
        put(decimal: seconds); put("."); put(decimal: fraction, width: 6)
    }
}

/// nfsv3_sattr: the settable attributes of a SYMLINK or MKNOD call, read before they print.
struct NFSSetAttributes {
    var mode: UInt32?
    var uid: UInt32?
    var gid: UInt32?
    var atime: (UInt32, UInt32)?
    var mtime: (UInt32, UInt32)?
}

extension Dissection {
    /// parse_sattr3: each value behind a set flag (size and times too); every read checked.
    mutating func nfsParseSetAttributes(at start: Int, into attributes: inout NFSSetAttributes) throws(Truncated) -> Int {
        var dp = start
        if try u32(dp) != 0 { attributes.mode = try u32(dp + 4); dp += 4 }
        dp += 4
        if try u32(dp) != 0 { attributes.uid = try u32(dp + 4); dp += 4 }
        dp += 4
        if try u32(dp) != 0 { attributes.gid = try u32(dp + 4); dp += 4 }
        dp += 4
        // The size is one word in tcpdump's reading (it is 8 bytes on the wire).
        if try u32(dp) != 0 { _ = try u32(dp + 4); dp += 4 }
        dp += 4
        if try u32(dp) == 2 { attributes.atime = (try u32(dp + 4), try u32(dp + 8)); dp += 8 }
        dp += 4
        if try u32(dp) == 2 { attributes.mtime = (try u32(dp + 4), try u32(dp + 8)); dp += 8 }
        dp += 4
        return dp
    }

    /// print_sattr3 at the current verbosity.
    mutating func putNFSSetAttributes(_ attributes: NFSSetAttributes) {
        if let mode = attributes.mode { put(" mode "); putOctal(mode) }
        if let uid = attributes.uid { put(" uid "); put(decimal: uid) }
        if let gid = attributes.gid { put(" gid "); put(decimal: gid) }
        if verbose > 1 {
            if let time = attributes.atime { put(" atime "); putNFSTime(time.0, time.1) }
            if let time = attributes.mtime { put(" mtime "); putNFSTime(time.0, time.1) }
        }
    }
}

import SwiftNetWire

// NFS replies as tcpdump 4.99.3's nfsreply_noaddr_print and interp_reply print them. The parse
// helpers return nil where tcpdump's return NULL (a value not captured, softly: the line ends with
// ` [|nfs]` unless an NFS or RPC error was printed) and throw `Truncated` where its GET macros
// longjmp (the marker always).

extension Dissection {
    /// nfsreply_noaddr_print.
    mutating func nfsReply(at rpc: Int, length: Int, network: NetworkHeader) throws(Truncated) {
        guard has(4, at: rpc + 8) else { return putTruncationMarker() }
        let replyStatus = bytes.uint32(at: rpc + 8)
        switch replyStatus {
        case 0:
            report(NFSFields.replyStatus, label: "accepted")
            put("reply ok "); put(decimal: length)
            guard let addresses = nfsAddresses(network),
                  let call = nfsCalls.find(xid: bytes.uint32(at: rpc), ipVersion: addresses.version,
                                           source: addresses.source, destination: addresses.destination) else {
                report(NFSFields.matchedCall, bool: false)
                return
            }
            report(NFSFields.matchedCall, bool: true)
            report(NFSFields.version, call.version)
            var failed = false
            if try nfsResults(at: rpc, length: length, procedure: call.procedure, version: call.version,
                              failed: &failed) == nil, !failed {
                putTruncationMarker()
            }
        case 1:
            report(NFSFields.replyStatus, label: "denied")
            put("reply ERR "); put(decimal: length); put(": ")
            guard has(4, at: rpc + 12) else { return putTruncationMarker() }
            let reject = bytes.uint32(at: rpc + 12)
            report(NFSFields.rejectStatus, reject)
            switch reject {
            case 0:
                guard has(8, at: rpc + 16) else { return putTruncationMarker() }
                let low = bytes.uint32(at: rpc + 16), high = bytes.uint32(at: rpc + 20)
                report(NFSFields.versionLow, low); report(NFSFields.versionHigh, high)
                put("RPC Version mismatch ("); put(decimal: low); put("-"); put(decimal: high); put(")")
            case 1:
                guard has(4, at: rpc + 16) else { return putTruncationMarker() }
                let why = bytes.uint32(at: rpc + 16)
                report(NFSFields.authStatus, why)
                put("Auth ")
                switch why {
                case 0: put("OK")
                case 1: put("Bogus Credentials (seal broken)")
                case 2: put("Rejected Credentials (client should begin new session)")
                case 3: put("Bogus Verifier (seal broken)")
                case 4: put("Verifier expired or was replayed")
                case 5: put("Credentials are too weak")
                case 6: put("Bogus response verifier")
                case 7: put("Unknown failure")
                default: put("Invalid failure code "); put(decimal: why)
                }
            default:
                put("Unknown reason for rejecting rpc message "); put(decimal: reject)
            }
        default:
            report(NFSFields.replyStatus, label: "unknown")
            put("reply Unknown rpc response code="); put(decimal: replyStatus); put(" "); put(decimal: length)
        }
    }

    /// interp_reply; nil where tcpdump jumps to its `trunc` label.
    private mutating func nfsResults(at rpc: Int, length: Int, procedure rawProcedure: UInt32, version: UInt32,
                                     failed: inout Bool) throws(Truncated) -> Int? {
        let v3 = version == 3
        let procedure = NFSProcedure.normalized(rawProcedure, version: version)
        try putNFSProcedure(procedure)
        let v = verbose
        switch procedure {
        case NFSProcedure.getattr:
            guard let dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            return try nfsAttributeStatus(at: dp, verbose: 1, v3: v3, failed: &failed)
        case NFSProcedure.setattr:
            guard let dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            if v3 { return try nfsWCCResult(at: dp, verbose: v, failed: &failed) }
            return try nfsAttributeStatus(at: dp, verbose: 1, v3: false, failed: &failed)
        case NFSProcedure.lookup:
            guard var dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            guard v3 else { return try nfsDirectoryOperationResult(at: dp, failed: &failed) }
            let error: Bool
            (dp, error) = try nfsStatus(at: dp, failed: &failed)
            if !error {
                guard let after = try nfsHandle(at: dp, v3: true) else { return nil }
                guard let attributes = try nfsPostOperationAttributes(at: after, verbose: v) else { return nil }
                dp = attributes
            }
            if v > 1 {
                put(" post dattr:")
                guard let after = try nfsPostOperationAttributes(at: dp, verbose: v) else { return nil }
                dp = after
            }
            return dp
        case NFSProcedure.access:
            guard var dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            let error: Bool
            (dp, error) = try nfsStatus(at: dp, failed: &failed)
            if v > 0 { put(" attr:") }
            guard let after = try nfsPostOperationAttributes(at: dp, verbose: v) else { return nil }
            if !error {
                let granted = try u32(after)
                report(NFSFields.access, granted)
                put(" c "); put(hex: granted, digits: 4)
            }
            return after
        case NFSProcedure.readlink:
            guard var dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            let error: Bool
            (dp, error) = try nfsStatus(at: dp, failed: &failed)
            if error { return dp }
            if v3 {
                guard let after = try nfsPostOperationAttributes(at: dp, verbose: v) else { return nil }
                dp = after
            }
            put(" ")
            return try nfsName(at: dp)
        case NFSProcedure.read:
            guard var dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            guard v3 else { return try nfsAttributeStatus(at: dp, verbose: v, v3: false, failed: &failed) }
            let error: Bool
            (dp, error) = try nfsStatus(at: dp, failed: &failed)
            guard let after = try nfsPostOperationAttributes(at: dp, verbose: v) else { return nil }
            if !error && v > 0 {
                let count = try u32(after)
                report(NFSFields.count, count)
                put(" "); put(decimal: count); put(" bytes")
                if try u32(after + 4) != 0 { put(" EOF") }
            }
            return after
        case NFSProcedure.write:
            guard var dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            guard v3 else { return try nfsAttributeStatus(at: dp, verbose: v, v3: false, failed: &failed) }
            let error: Bool
            (dp, error) = try nfsStatus(at: dp, failed: &failed)
            guard let after = try nfsWCCData(at: dp, verbose: v) else { return nil }
            if !error && v > 0 {
                let count = try u32(after)
                report(NFSFields.count, count)
                put(" "); put(decimal: count); put(" bytes")
                if v > 1 {
                    let mode = try u32(after + 4)
                    put(" <"); putNFSWriteMode(mode); put(">")
                    let cookie = try u64(after + 8)
                    put(" verf "); put(hex: cookie)
                }
            }
            return after
        case NFSProcedure.create, NFSProcedure.mkdir:
            guard let dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            if v3 { return try nfsCreateResult(at: dp, verbose: v, failed: &failed) }
            return try nfsDirectoryOperationResult(at: dp, failed: &failed)
        case NFSProcedure.symlink:
            guard let dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            if v3 { return try nfsCreateResult(at: dp, verbose: v, failed: &failed) }
            return try nfsStatus(at: dp, failed: &failed).next
        case NFSProcedure.mknod:
            guard let dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            return try nfsCreateResult(at: dp, verbose: v, failed: &failed)
        case NFSProcedure.remove, NFSProcedure.rmdir:
            guard let dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            if v3 { return try nfsWCCResult(at: dp, verbose: v, failed: &failed) }
            return try nfsStatus(at: dp, failed: &failed).next
        case NFSProcedure.rename:
            guard var dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            dp = try nfsStatus(at: dp, failed: &failed).next
            guard v3, v > 0 else { return dp }
            put(" from:")
            guard let from = try nfsWCCData(at: dp, verbose: v) else { return nil }
            put(" to:")
            return try nfsWCCData(at: from, verbose: v)
        case NFSProcedure.link:
            guard var dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            dp = try nfsStatus(at: dp, failed: &failed).next
            guard v3, v > 0 else { return dp }
            put(" file POST:")
            guard let file = try nfsPostOperationAttributes(at: dp, verbose: v) else { return nil }
            put(" dir:")
            return try nfsWCCData(at: file, verbose: v)
        case NFSProcedure.readdir:
            guard let dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            if v3 { return try nfsReaddirResult(at: dp, verbose: v, failed: &failed) }
            let (next, error) = try nfsStatus(at: dp, failed: &failed)
            if error { return next }
            let offset = try u32(next), size = try u32(next + 4)
            put(" offset 0x"); put(hex: offset); put(" size "); put(decimal: size); put(" ")
            if try u32(next + 8) != 0 { put(" eof") }
            return next
        case NFSProcedure.readdirplus:
            guard let dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            return try nfsReaddirResult(at: dp, verbose: v, failed: &failed)
        case NFSProcedure.fsstat:
            guard let dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            return try nfsFilesystemStatistics(at: dp, v3: v3, failed: &failed)
        case NFSProcedure.fsinfo:
            guard let dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            return try nfsFilesystemInformation(at: dp, failed: &failed)
        case NFSProcedure.pathconf:
            guard let dp = try nfsReplyBody(rpc, length: length, failed: &failed) else { return nil }
            return try nfsPathConfiguration(at: dp, failed: &failed)
        case NFSProcedure.commit:
            guard let dp = try nfsReplyBody(rpc, length: length, failed: &failed),
                  let after = try nfsWCCResult(at: dp, verbose: v, failed: &failed) else { return nil }
            if v > 1 {
                let cookie = try u64(after)
                put(" verf "); put(hex: cookie)
            }
            return after
        default:
            return rpc
        }
    }

    /// parserep: the results after the verifier and an accept status of success; an RPC error
    /// (PROG_MISMATCH...) is printed and sets `failed`.
    private mutating func nfsReplyBody(_ rpc: Int, length: Int, failed: inout Bool) throws(Truncated) -> Int? {
        var dp = rpc + 12
        let size = try u32(dp + 4)
        guard Int(size) < length else { return nil }
        dp += (Int(size) + 11) / 4 * 4
        let status = try u32(dp)
        report(NFSFields.acceptStatus, status)
        guard status == 0 else {
            let name: StaticString?
            switch status {
            case 1: name = "PROG_UNAVAIL"
            case 2: name = "PROG_MISMATCH"
            case 3: name = "PROC_UNAVAIL"
            case 4: name = "GARBAGE_ARGS"
            case 5: name = "SYSTEM_ERR"
            default: name = nil
            }
            put(" ")
            if let name {
                report(NFSFields.acceptStatusName, label: name)
                put(name)
            } else {
                put("ar_stat "); put(decimal: status)
            }
            failed = true
            return nil
        }
        return dp + 4
    }

    /// parsestatus: ` ERROR: text` for a non-zero status (which sets `failed`).
    private mutating func nfsStatus(at dp: Int, failed: inout Bool) throws(Truncated) -> (next: Int, error: Bool) {
        let status = try u32(dp)
        report(NFSFields.status, status)
        if status != 0 {
            if !options.quiet {
                put(" ERROR: ")
                if let text = Self.nfsStatusText(status) { put(text) } else { put("unk "); put(decimal: status) }
            }
            failed = true
        }
        return (dp + 4, status != 0)
    }

    static func nfsStatusText(_ status: UInt32) -> StaticString? {
        switch status {
        case 1: "Operation not permitted"
        case 2: "No such file or directory"
        case 5: "Input/output error"
        case 6: "Device not configured"
        case 11: "Resource deadlock avoided"
        case 12: "Cannot allocate memory"
        case 13: "Permission denied"
        case 17: "File exists"
        case 18: "Cross-device link"
        case 19: "Operation not supported by device"
        case 20: "Not a directory"
        case 21: "Is a directory"
        case 22: "Invalid argument"
        case 26: "Text file busy"
        case 27: "File too large"
        case 28: "No space left on device"
        case 30: "Read-only file system"
        case 31: "Too many links"
        case 45: "Operation not supported"
        case 62: "Too many levels of symbolic links"
        case 63: "File name too long"
        case 66: "Directory not empty"
        case 69: "Disc quota exceeded"
        case 70: "Stale NFS file handle"
        case 71: "Too many levels of remote in path"
        case 99: "Write cache flushed to disk"
        case 10001: "Illegal NFS file handle"
        case 10002: "Update synchronization mismatch"
        case 10003: "READDIR/READDIRPLUS cookie is stale"
        case 10004: "Operation not supported"
        case 10005: "Buffer or request is too small"
        case 10006: "Unspecified error on server"
        case 10007: "Object of that type not supported"
        case 10008: "Request couldn't be completed in time"
        default: nil
        }
    }

    /// parsefattr: type, mode and ids and size when `verbose`, the rest at 2; 84 bytes (v3) or 68.
    private mutating func nfsAttributes(at dp: Int, verbose level: Int, v3: Bool) throws(Truncated) -> Int? {
        guard has(4, at: dp + 16) else { return nil }
        if level > 0 {
            let type = try u32(dp), mode = try u32(dp + 4), uid = try u32(dp + 12), gid = try u32(dp + 16)
            report(NFSFields.fileType, type); report(NFSFields.mode, mode)
            put(" ")
            if let name = NFSProcedure.typeName(type) { put(name) } else { put("unk-ft "); put(decimal: type); put(" ") }
            put(" "); putOctal(mode)
            put(" ids "); put(decimal: Int32(bitPattern: uid)); put("/"); put(decimal: Int32(bitPattern: gid))
            if v3 {
                let size = try u64(dp + 20)
                report(NFSFields.size, size)
                put(" sz "); put(decimal: size)
            } else {
                let size = try u32(dp + 20)
                report(NFSFields.size, size)
                put(" sz "); put(decimal: size)
            }
        }
        if level > 1 {
            if v3 {
                guard has(8, at: dp + 76) else { return nil }
                put(" nlink "); put(decimal: try u32(dp + 8))
                put(" rdev "); put(decimal: try u32(dp + 36)); put("/"); put(decimal: try u32(dp + 40))
                put(" fsid "); put(hex: try u64(dp + 44))
                put(" fileid "); put(hex: try u64(dp + 52))
                put(" a/m/ctime "); putNFSTime(try u32(dp + 60), try u32(dp + 64))
                put(" "); putNFSTime(try u32(dp + 68), try u32(dp + 72))
                put(" "); putNFSTime(try u32(dp + 76), try u32(dp + 80))
            } else {
                guard has(8, at: dp + 60) else { return nil }
                put(" nlink "); put(decimal: try u32(dp + 8))
                put(" rdev 0x"); put(hex: try u32(dp + 28))
                put(" fsid 0x"); put(hex: try u32(dp + 36))
                put(" nodeid 0x"); put(hex: try u32(dp + 40))
                put(" a/m/ctime")
                put(" "); putNFSTime(try u32(dp + 44), try u32(dp + 48))
                put(" "); putNFSTime(try u32(dp + 52), try u32(dp + 56))
                put(" "); putNFSTime(try u32(dp + 60), try u32(dp + 64))
            }
        }
        return dp + (v3 ? 84 : 68)
    }

    /// parseattrstat: a status, then the attributes unless it is an error.
    private mutating func nfsAttributeStatus(at dp: Int, verbose level: Int, v3: Bool,
                                             failed: inout Bool) throws(Truncated) -> Int? {
        let (next, error) = try nfsStatus(at: dp, failed: &failed)
        if error { return next }
        return try nfsAttributes(at: next, verbose: level, v3: v3)
    }

    /// parsediropres (NFSv2): a status, a 32-byte handle, attributes at -v.
    private mutating func nfsDirectoryOperationResult(at dp: Int, failed: inout Bool) throws(Truncated) -> Int? {
        let (next, error) = try nfsStatus(at: dp, failed: &failed)
        if error { return next }
        guard let after = try nfsHandle(at: next, v3: false) else { return nil }
        return try nfsAttributes(at: after, verbose: verbose, v3: false)
    }

    /// parse_post_op_attr: a flag, then v3 attributes (printed when `verbose`).
    private mutating func nfsPostOperationAttributes(at dp: Int, verbose level: Int) throws(Truncated) -> Int? {
        guard try u32(dp) != 0 else { return dp + 4 }
        if level > 0 { return try nfsAttributes(at: dp + 4, verbose: level, v3: true) }
        return dp + 4 + 84
    }

    /// parse_pre_op_attr: a flag, then size and times (printed at -vv).
    private mutating func nfsPreOperationAttributes(at dp: Int, verbose level: Int) throws(Truncated) -> Int? {
        guard try u32(dp) != 0 else { return dp + 4 }
        let attributes = dp + 4
        guard has(24, at: attributes) else { return nil }
        if level > 1 {
            put(" sz "); put(decimal: try u64(attributes))
            put(" mtime "); putNFSTime(try u32(attributes + 8), try u32(attributes + 12))
            put(" ctime "); putNFSTime(try u32(attributes + 16), try u32(attributes + 20))
        }
        return attributes + 24
    }

    /// parse_wcc_data: ` PRE:` (at -vv) and ` POST:` (at -v) attributes.
    private mutating func nfsWCCData(at dp: Int, verbose level: Int) throws(Truncated) -> Int? {
        if level > 1 { put(" PRE:") }
        guard let after = try nfsPreOperationAttributes(at: dp, verbose: level) else { return nil }
        if level > 0 { put(" POST:") }
        return try nfsPostOperationAttributes(at: after, verbose: level)
    }

    /// parsewccres.
    private mutating func nfsWCCResult(at dp: Int, verbose level: Int, failed: inout Bool) throws(Truncated) -> Int? {
        let next = try nfsStatus(at: dp, failed: &failed).next
        return try nfsWCCData(at: next, verbose: level)
    }

    /// parsecreateopres: the new object's handle and attributes, or on error the directory's.
    private mutating func nfsCreateResult(at dp: Int, verbose level: Int, failed: inout Bool) throws(Truncated) -> Int? {
        let (next, error) = try nfsStatus(at: dp, failed: &failed)
        if error { return try nfsWCCData(at: next, verbose: level) }
        guard try u32(next) != 0 else { return next + 4 }
        guard var after = try nfsHandle(at: next + 4, v3: true) else { return nil }
        if level > 0 {
            guard let attributes = try nfsPostOperationAttributes(at: after, verbose: level) else { return nil }
            after = attributes
            if verbose > 1 {
                put(" dir attr:")
                return try nfsWCCData(at: after, verbose: level)
            }
        }
        return after
    }

    /// parsev3rddirres: status, directory attributes, the cookie verifier at -v.
    private mutating func nfsReaddirResult(at dp: Int, verbose level: Int, failed: inout Bool) throws(Truncated) -> Int? {
        let (next, error) = try nfsStatus(at: dp, failed: &failed)
        if verbose > 0 { put(" POST:") }
        guard let after = try nfsPostOperationAttributes(at: next, verbose: level) else { return nil }
        if error { return after }
        if verbose > 0 {
            let high = try u32(after), low = try u32(after + 4)
            put(" verf "); put(hex: high, digits: 8); put(hex: low, digits: 8)
            return after + 8
        }
        return after
    }

    /// parsestatfs: NFSv3's byte and file counts (printed even after an error status), NFSv2's
    /// block counts.
    private mutating func nfsFilesystemStatistics(at dp: Int, v3: Bool, failed: inout Bool) throws(Truncated) -> Int? {
        var (next, error) = try nfsStatus(at: dp, failed: &failed)
        if !v3 && error { return next }
        if options.quiet { return next }
        if v3 {
            if verbose > 0 { put(" POST:") }
            guard let after = try nfsPostOperationAttributes(at: next, verbose: verbose) else { return nil }
            next = after
        }
        guard has(v3 ? 52 : 20, at: next) else { return nil }
        if v3 {
            put(" tbytes "); put(decimal: try u64(next))
            put(" fbytes "); put(decimal: try u64(next + 8))
            put(" abytes "); put(decimal: try u64(next + 16))
            if verbose > 0 {
                put(" tfiles "); put(decimal: try u64(next + 24))
                put(" ffiles "); put(decimal: try u64(next + 32))
                put(" afiles "); put(decimal: try u64(next + 40))
                put(" invar "); put(decimal: try u32(next + 48))
            }
        } else {
            put(" tsize "); put(decimal: try u32(next))
            put(" bsize "); put(decimal: try u32(next + 4))
            put(" blocks "); put(decimal: try u32(next + 8))
            put(" bfree "); put(decimal: try u32(next + 12))
            put(" bavail "); put(decimal: try u32(next + 16))
        }
        return next
    }

    /// parsefsinfo.
    private mutating func nfsFilesystemInformation(at dp: Int, failed: inout Bool) throws(Truncated) -> Int? {
        let (next, error) = try nfsStatus(at: dp, failed: &failed)
        if verbose > 0 { put(" POST:") }
        guard let info = try nfsPostOperationAttributes(at: next, verbose: verbose) else { return nil }
        if error { return info }
        guard has(48, at: info) else { return nil }
        put(" rtmax "); put(decimal: try u32(info))
        put(" rtpref "); put(decimal: try u32(info + 4))
        put(" wtmax "); put(decimal: try u32(info + 12))
        put(" wtpref "); put(decimal: try u32(info + 16))
        put(" dtpref "); put(decimal: try u32(info + 24))
        if verbose > 0 {
            put(" rtmult "); put(decimal: try u32(info + 8))
            put(" wtmult "); put(decimal: try u32(info + 20))
            put(" maxfsz "); put(decimal: try u64(info + 28))
            put(" delta "); putNFSTime(try u32(info + 36), try u32(info + 40)); put(" ")
        }
        return info
    }

    /// parsepathconf.
    private mutating func nfsPathConfiguration(at dp: Int, failed: inout Bool) throws(Truncated) -> Int? {
        let (next, error) = try nfsStatus(at: dp, failed: &failed)
        if verbose > 0 { put(" POST:") }
        guard let info = try nfsPostOperationAttributes(at: next, verbose: verbose) else { return nil }
        if error { return info }
        guard has(24, at: info) else { return nil }
        put(" linkmax "); put(decimal: try u32(info))
        put(" namemax "); put(decimal: try u32(info + 4))
        put(try u32(info + 8) != 0 ? " notrunc" : " ")
        put(try u32(info + 12) != 0 ? " chownres" : " ")
        put(try u32(info + 16) != 0 ? " igncase" : " ")
        put(try u32(info + 20) != 0 ? " keepcase" : " ")
        return info
    }
}

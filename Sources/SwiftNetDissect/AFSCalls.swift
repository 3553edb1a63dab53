// The AFS calls tcpdump 4.99's print-rx.c decodes: ` SERVICE call NAME` and the arguments of
// the operations it knows (fs_print, cb_print, prot_print, vldb_print, kauth_print, vol_print,
// bos_print, ubik_print). A span the printer checks first and finds cut prints ` [|SERVICE]`
// and the RX line goes on; a cut single word is a checked read that ends the packet (` [|rx]`).

extension Dissection {
    /// A first data packet of a client-initiated call to `service`'s port.
    mutating func afsCall(_ service: AFSService, at offset: Int, length: Int) throws(Truncated) {
        guard length > RXField.headerLength else { return }
        let opcode = try u32(offset + RXField.headerLength)
        var cursor = offset + RXField.headerLength + 4
        report(RXFields.direction, label: "call")
        report(RXFields.opcode, opcode)
        put(" "); put(service.name)
        // pt, vldb and kauth hand their Ubik opcodes to ubik_print.
        if service.hasUbik && AFSNames.isUbik(opcode) {
            report(RXFields.service, label: "ubik")
            if let name = AFSNames.ubik(opcode) { report(RXFields.opcodeName, label: name) }
            put(" ubik call "); putAFSOperation(AFSNames.ubik(opcode), opcode)
            if try !afsUbikArguments(opcode, &cursor) { putRXTruncation("ubik") }
            return
        }
        report(RXFields.service, label: service.name)
        if let name = service.operationName(opcode) { report(RXFields.opcodeName, label: name) }
        put(" call "); putAFSOperation(service.operationName(opcode), opcode)
        let complete: Bool
        switch service {
        case .fs: complete = try afsFileServerArguments(opcode, &cursor)
        case .cb: complete = try afsCallbackArguments(opcode, &cursor)
        case .pt: complete = try afsProtectionArguments(opcode, &cursor)
        case .vldb: complete = try afsVLDBArguments(opcode, &cursor)
        case .kauth: complete = try afsKAuthArguments(opcode, &cursor)
        case .vol: complete = try afsVolumeArguments(opcode, &cursor)
        case .bos: complete = try afsBOSArguments(opcode, &cursor)
        }
        if !complete { putRXTruncation(service.name) }
    }

    /// The table's name, or tcpdump's `op#N`.
    mutating func putAFSOperation(_ name: StaticString?, _ opcode: UInt32) {
        if let name {
            put(name)
        } else {
            put("op#"); put(decimal: opcode)
        }
    }

    private mutating func afsFileServerArguments(_ opcode: UInt32, _ p: inout Int) throws(Truncated) -> Bool {
        switch opcode {
        case 130:
            guard afsFID(&p) else { return false }
            put(" offset"); try afsUInt(&p)
            put(" length"); try afsUInt(&p)
        case 131, 132, 143, 144, 145, 156, 157, 158:
            return afsFID(&p)
        case 135:
            return afsFID(&p) && afsStoreStatus(&p)
        case 133:
            guard afsFID(&p), afsStoreStatus(&p) else { return false }
            put(" offset"); try afsUInt(&p)
            put(" length"); try afsUInt(&p)
            put(" flen"); try afsUInt(&p)
        case 134:
            guard afsFID(&p) else { return false }
            guard try afsCountedACL(&p) else { return false }
        case 137, 141:
            guard afsFID(&p), try afsString(&p, maximum: 256) else { return false }
            return afsStoreStatus(&p)
        case 136, 142:
            guard afsFID(&p) else { return false }
            return try afsString(&p, maximum: 256)
        case 138:
            put(" old")
            guard afsFID(&p), try afsString(&p, maximum: 256) else { return false }
            put(" new")
            guard afsFID(&p) else { return false }
            return try afsString(&p, maximum: 256)
        case 139:
            guard afsFID(&p), try afsString(&p, maximum: 256) else { return false }
            put(" link to")
            return try afsString(&p, maximum: 256)
        case 140:
            guard afsFID(&p), try afsString(&p, maximum: 256) else { return false }
            put(" link to")
            return afsFID(&p)
        case 148:
            return try afsString(&p, maximum: 256)
        case 149, 150:
            put(" volid"); try afsUInt(&p)
        case 154:
            put(" volname")
            return try afsString(&p, maximum: 256)
        case 155, 65536:
            guard try afsList(&p, of: .fid) else { return false }
        case 65537:
            guard afsFID(&p) else { return false }
            put(" offset"); try afsUInt64(&p)
            put(" length"); try afsUInt64(&p)
        case 65538:
            guard afsFID(&p), afsStoreStatus(&p) else { return false }
            put(" offset"); try afsUInt64(&p)
            put(" length"); try afsUInt64(&p)
            put(" flen"); try afsUInt64(&p)
        case 65541:
            put(" addr"); try afsUInt(&p)
        default:
            break
        }
        return true
    }

    private mutating func afsCallbackArguments(_ opcode: UInt32, _ p: inout Int) throws(Truncated) -> Bool {
        switch opcode {
        case 204:
            let fids = try u32(p)
            p += 4
            var index: UInt32 = 0
            while index < fids {
                guard afsFID(&p) else { return false }
                if index != fids &- 1 { put(",") }
                index += 1
            }
            if fids == 0 { put(" <none!>") }
            let callbacks = try u32(p)
            p += 4
            if callbacks != 0 { put(";") }
            index = 0
            while index < callbacks {
                put(" ver"); try afsInt(&p)
                put(" expires"); try afsDate(&p)
                // The callback type is read (and checked) but not printed.
                _ = try u32(p)
                p += 4
                index += 1
            }
        case 214:
            put(" afsuuid")
            return afsUUID(&p)
        default:
            break
        }
        return true
    }

    private mutating func afsProtectionArguments(_ opcode: UInt32, _ p: inout Int) throws(Truncated) -> Bool {
        switch opcode {
        case 500:
            guard try afsString(&p, maximum: 64) else { return false }
            put(" id"); try afsInt(&p)
            put(" oldid"); try afsInt(&p)
        case 501, 506, 508, 512, 514, 517, 518, 519, 530:
            put(" id"); try afsInt(&p)
        case 502:
            put(" pos"); try afsInt(&p)
        case 503, 507, 515:
            put(" uid"); try afsInt(&p)
            put(" gid"); try afsInt(&p)
        case 504:
            guard try afsList(&p, of: .vector64) else { return false }
        case 505:
            put(" ids:")
            guard try afsList(&p, of: .int) else { return false }
        case 509:
            guard try afsString(&p, maximum: 64) else { return false }
            put(" flag"); try afsInt(&p)
            put(" oid"); try afsInt(&p)
        case 511:
            put(" id"); try afsInt(&p)
            put(" gflag"); try afsInt(&p)
        case 513:
            put(" id"); try afsInt(&p)
            guard try afsString(&p, maximum: 64) else { return false }
            put(" oldid"); try afsInt(&p)
            put(" newid"); try afsInt(&p)
        case 520:
            put(" id"); try afsInt(&p)
            return try afsString(&p, maximum: 64)
        default:
            break
        }
        return true
    }

    private mutating func afsVLDBArguments(_ opcode: UInt32, _ p: inout Int) throws(Truncated) -> Bool {
        switch opcode {
        case 501, 517:
            return afsVector(&p, count: 65)
        case 502, 503, 507, 508, 509, 518:
            put(" volid"); try afsInt(&p)
            try putAFSVolumeType(&p)
        case 504, 519, 524, 527:
            return try afsString(&p, maximum: 65)
        case 505:
            put(" bump"); try afsInt(&p)
        case 506, 520:
            put(" volid"); try afsInt(&p)
            try putAFSVolumeType(&p)
            return afsVector(&p, count: 65)
        case 510, 521:
            put(" index"); try afsInt(&p)
        default:
            break
        }
        return true
    }

    /// ` type read-write|read-only|backup` for types 0-2, nothing otherwise.
    private mutating func putAFSVolumeType(_ p: inout Int) throws(Truncated) {
        let type = try u32(p)
        p += 4
        if let name = AFSNames.volumeType(type) { put(" type "); put(name) }
    }

    private mutating func afsKAuthArguments(_ opcode: UInt32, _ p: inout Int) throws(Truncated) -> Bool {
        switch opcode {
        case 1, 21, 22, 2, 5, 6, 7, 8, 14, 15:
            put(" principal")
            guard try afsString(&p, maximum: 64) else { return false }
            return try afsString(&p, maximum: 64)
        case 3, 23:
            put(" kvno"); try afsInt(&p)
            put(" domain")
            guard try afsString(&p, maximum: 64) else { return false }
            // The ticket: skipped, unpadded, when captured.
            let count = try u32(p)
            p += 4
            guard count <= Int32.max, has(Int(count), at: p) else { return false }
            p += Int(count)
            put(" principal")
            guard try afsString(&p, maximum: 64) else { return false }
            return try afsString(&p, maximum: 64)
        case 4:
            put(" principal")
            guard try afsString(&p, maximum: 64), try afsString(&p, maximum: 64) else { return false }
            put(" kvno"); try afsInt(&p)
        case 12:
            put(" name")
            return try afsString(&p, maximum: 64)
        default:
            break
        }
        return true
    }

    private mutating func afsVolumeArguments(_ opcode: UInt32, _ p: inout Int) throws(Truncated) -> Bool {
        switch opcode {
        case 100:
            put(" partition"); try afsUInt(&p)
            put(" name")
            guard try afsString(&p, maximum: 256) else { return false }
            put(" type"); try afsUInt(&p)
            put(" parent"); try afsUInt(&p)
        case 101, 107:
            put(" trans"); try afsUInt(&p)
        case 102:
            put(" totrans"); try afsUInt(&p)
            put(" flags"); try afsUInt(&p)
        case 103:
            put(" fromtrans"); try afsUInt(&p)
            put(" fromdate"); try afsDate(&p)
            guard afsDestinationServer(&p) else { return false }
            put(" desttrans"); try afsInt(&p)
        case 104:
            put(" trans"); try afsUInt(&p)
        case 105:
            put(" trans"); try afsUInt(&p)
            put(" purgevol"); try afsUInt(&p)
            put(" newtype"); try afsUInt(&p)
            put(" newname")
            return try afsString(&p, maximum: 256)
        case 106:
            put(" trans"); try afsUInt(&p)
            put(" flags"); try afsUInt(&p)
        case 108:
            put(" vol"); try afsUInt(&p)
            put(" partition"); try afsUInt(&p)
            put(" flags"); try afsUInt(&p)
        case 109, 655537:
            // 655537: print-rx.c's case for get-size (65537), as written there.
            put(" fromtrans"); try afsUInt(&p)
            put(" fromdate"); try afsDate(&p)
        case 110:
            put(" index"); try afsUInt(&p)
        case 111:
            put(" tid"); try afsUInt(&p)
            put(" newsite"); try afsUInt(&p)
        case 112, 113:
            put(" tid")
        case 114:
            put(" name")
            guard try afsString(&p, maximum: 256) else { return false }
            put(" type"); try afsUInt(&p)
            put(" pid"); try afsUInt(&p)
            put(" cloneid"); try afsUInt(&p)
        case 116:
            put(" partition"); try afsUInt(&p)
            put(" flags"); try afsUInt(&p)
        case 117:
            put(" tid"); try afsUInt(&p)
            put(" name")
            guard try afsString(&p, maximum: 256) else { return false }
            put(" type"); try afsUInt(&p)
            put(" pid"); try afsUInt(&p)
            put(" clone"); try afsUInt(&p)
            put(" backup"); try afsUInt(&p)
        case 119:
            put(" name")
            return try afsString(&p, maximum: 256)
        case 120:
            put(" tid"); try afsUInt(&p)
        case 121, 122, 124, 125, 65536:
            put(" partid"); try afsUInt(&p)
            put(" volid"); try afsUInt(&p)
        case 123:
            put(" tid"); try afsUInt(&p)
            put(" date"); try afsDate(&p)
        case 126:
            put(" tid"); try afsUInt(&p)
        case 128:
            put(" fromtrans"); try afsUInt(&p)
            put(" fromdate"); try afsDate(&p)
            guard try afsList(&p, of: .destinationServer) else { return false }
        case 65538:
            put(" fromtrans"); try afsUInt(&p)
            put(" fromdate"); try afsDate(&p)
            put(" flags"); try afsUInt(&p)
        default:
            break
        }
        return true
    }

    private mutating func afsBOSArguments(_ opcode: UInt32, _ p: inout Int) throws(Truncated) -> Bool {
        switch opcode {
        case 80:
            put(" type")
            guard try afsString(&p, maximum: 256) else { return false }
            put(" instance")
            return try afsString(&p, maximum: 256)
        case 81, 83, 85, 87, 88, 93, 96, 97, 104, 106, 108, 112, 114:
            return try afsString(&p, maximum: 256)
        case 82, 98:
            guard try afsString(&p, maximum: 256) else { return false }
            put(" status"); try afsInt(&p)
        case 86:
            guard try afsString(&p, maximum: 256) else { return false }
            put(" num"); try afsInt(&p)
        case 84, 89, 90, 91, 92, 95:
            try afsInt(&p)
        case 105:
            guard try afsString(&p, maximum: 256) else { return false }
            put(" size"); try afsInt(&p)
            put(" flags"); try afsInt(&p)
            put(" date"); try afsInt(&p)
        default:
            break
        }
        return true
    }

    /// ubik_print's arguments.
    private mutating func afsUbikArguments(_ opcode: UInt32, _ p: inout Int) throws(Truncated) -> Bool {
        switch opcode {
        case 10000:
            let syncSite = try u32(p)
            p += 4
            put(syncSite != 0 ? " syncsite yes" : " syncsite no")
            put(" votestart"); try afsDate(&p)
            put(" dbversion")
            guard afsUbikVersion(&p) else { return false }
            put(" tid")
            return afsUbikVersion(&p)
        case 10003:
            put(" site"); try afsUInt(&p)
        case 20000, 20001, 20007, 20008, 20010:
            put(" tid")
            return afsUbikVersion(&p)
        case 20002:
            put(" tid")
            guard afsUbikVersion(&p) else { return false }
            put(" file"); try afsInt(&p)
            put(" pos"); try afsInt(&p)
            put(" length"); try afsInt(&p)
            // The lock type is read (and checked) but not printed.
            _ = try u32(p)
            p += 4
        case 20003:
            put(" tid")
            guard afsUbikVersion(&p) else { return false }
            put(" file"); try afsInt(&p)
            put(" pos"); try afsInt(&p)
        case 20005:
            put(" file"); try afsInt(&p)
        case 20006:
            put(" file"); try afsInt(&p)
            put(" length"); try afsInt(&p)
            put(" dbversion")
            return afsUbikVersion(&p)
        case 20009:
            put(" tid")
            guard afsUbikVersion(&p) else { return false }
            put(" file"); try afsInt(&p)
            put(" length"); try afsInt(&p)
        case 20012:
            put(" tid")
            guard afsUbikVersion(&p) else { return false }
            put(" oldversion")
            guard afsUbikVersion(&p) else { return false }
            put(" newversion")
            return afsUbikVersion(&p)
        default:
            break
        }
        return true
    }
}

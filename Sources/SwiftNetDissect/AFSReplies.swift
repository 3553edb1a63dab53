// Replies to AFS calls as tcpdump 4.99's print-rx.c prints them (fs_reply_print and the other
// *_reply_print): ` SERVICE reply NAME` with the call's opcode from the call table, then what a
// data packet answers for the operations it knows, or an abort's error code.

extension Dissection {
    /// A first data packet or an abort answering a call the table holds.
    mutating func afsReply(_ service: AFSService, at offset: Int, length: Int, opcode: UInt32,
                           type: UInt8) throws(Truncated) {
        // pt and vldb (and their Ubik replies) return only below the header; the rest at it too.
        let shortest = service == .pt || service == .vldb ? RXField.headerLength : RXField.headerLength + 1
        guard length >= shortest else { return }
        var cursor = offset + RXField.headerLength
        let data = type == RXField.data
        report(RXFields.direction, label: "reply")
        report(RXFields.opcode, opcode)
        put(" "); put(service.name)
        if service.hasUbik && AFSNames.isUbik(opcode) {
            report(RXFields.service, label: "ubik")
            if let name = AFSNames.ubik(opcode) { report(RXFields.opcodeName, label: name) }
            // ubik_reply_print's own check: below the header only.
            guard length >= RXField.headerLength else { return }
            put(" ubik reply "); putAFSOperation(AFSNames.ubik(opcode), opcode)
            if try !afsUbikReply(opcode, data: data, &cursor) { putRXTruncation("ubik") }
            return
        }
        report(RXFields.service, label: service.name)
        if let name = service.operationName(opcode) { report(RXFields.opcodeName, label: name) }
        put(" reply "); putAFSOperation(service.operationName(opcode), opcode)
        if service == .fs && !data {
            if type == RXField.abort {
                let code = try u32(cursor)
                report(RXFields.errorCode, signed: Int64(Int32(bitPattern: code)))
                put(" error ")
                if let name = AFSNames.fileServerError(code) {
                    put(name)
                } else {
                    put("#"); put(decimal: Int32(bitPattern: code))
                }
            } else {
                put(" strange fs reply of type "); put(decimal: type)
            }
            return
        }
        guard data else {
            if has(4, at: cursor) { report(RXFields.errorCode, signed: Int64(Int32(bitPattern: bytes.uint32(at: cursor)))) }
            put(" errcode"); try afsInt(&cursor)
            return
        }
        let complete: Bool
        switch service {
        case .fs: complete = try afsFileServerReply(opcode, &cursor)
        case .cb: complete = opcode == 213 ? afsUUID(&cursor) : true
        case .pt: complete = try afsProtectionReply(opcode, &cursor)
        case .vldb: complete = try afsVLDBReply(opcode, &cursor)
        case .vol: complete = try afsVolumeReply(opcode, &cursor)
        case .kauth, .bos: complete = true
        }
        if !complete { putRXTruncation(service.name) }
    }

    private mutating func afsFileServerReply(_ opcode: UInt32, _ p: inout Int) throws(Truncated) -> Bool {
        switch opcode {
        case 131:
            guard try afsCountedACL(&p) else { return false }
        case 137, 141:
            put(" new")
            return afsFID(&p)
        case 151:
            put(" root volume")
            return try afsString(&p, maximum: 256)
        case 153:
            try afsDate(&p)
        default:
            break
        }
        return true
    }

    private mutating func afsProtectionReply(_ opcode: UInt32, _ p: inout Int) throws(Truncated) -> Bool {
        switch opcode {
        case 504:
            put(" ids:")
            guard try afsList(&p, of: .int) else { return false }
        case 505:
            guard try afsList(&p, of: .vector64) else { return false }
        case 508, 514, 517, 518, 519:
            guard try afsList(&p, of: .int) else { return false }
        case 510:
            put(" maxuid"); try afsInt(&p)
            put(" maxgid"); try afsInt(&p)
        default:
            break
        }
        return true
    }

    private mutating func afsVLDBReply(_ opcode: UInt32, _ p: inout Int) throws(Truncated) -> Bool {
        switch opcode {
        case 510, 503, 504:
            if opcode == 510 {
                put(" count"); try afsInt(&p)
                put(" nextindex"); try afsInt(&p)
            }
            guard afsVector(&p, count: 65), has(4, at: p) else { return false }
            p += 4
            return try afsVLDBServers(&p, slots: 8)
        case 505:
            put(" newvol"); try afsUInt(&p)
        case 521, 529, 518, 519:
            if opcode == 521 || opcode == 529 {
                put(" count"); try afsInt(&p)
                put(" nextindex"); try afsInt(&p)
            }
            guard afsVector(&p, count: 65) else { return false }
            return try afsVLDBServers(&p, slots: 13)
        case 526, 527:
            guard afsVector(&p, count: 65) else { return false }
            put(" numservers")
            let servers = try u32(p)
            p += 4
            put(" "); put(decimal: servers)
            put(" servers")
            for index in 0..<13 {
                if index < servers {
                    put(" afsuuid")
                    guard afsUUID(&p) else { return false }
                } else {
                    guard has(44, at: p) else { return false }
                    p += 44
                }
            }
            guard has(52, at: p) else { return false }
            p += 52
            return try afsVLDBPartitionsAndVolumes(&p, slots: 13, servers: servers)
        default:
            break
        }
        return true
    }

    /// ` numservers N servers ADDR... partitions ...` over `slots` server and partition words,
    /// then the volume ids.
    private mutating func afsVLDBServers(_ p: inout Int, slots: Int) throws(Truncated) -> Bool {
        put(" numservers")
        let servers = try u32(p)
        p += 4
        put(" "); put(decimal: servers)
        put(" servers")
        for index in 0..<slots {
            guard has(4, at: p) else { return false }
            if index < servers { put(" "); try putIPv4(at: p) }
            p += 4
        }
        return try afsVLDBPartitionsAndVolumes(&p, slots: slots, servers: servers)
    }

    private mutating func afsVLDBPartitionsAndVolumes(_ p: inout Int, slots: Int, servers: UInt32) throws(Truncated) -> Bool {
        put(" partitions")
        for index in 0..<slots {
            let partition = try u32(p)
            if index < servers {
                if partition <= 26 {
                    put(" "); put(byte: UInt8(ascii: "a") + UInt8(truncatingIfNeeded: partition))
                } else {
                    put(" "); put(decimal: partition)
                }
            }
            p += 4
        }
        guard has(slots * 4, at: p) else { return false }
        p += slots * 4
        put(" rwvol"); try afsUInt(&p)
        put(" rovol"); try afsUInt(&p)
        put(" backup"); try afsUInt(&p)
        return true
    }

    private mutating func afsVolumeReply(_ opcode: UInt32, _ p: inout Int) throws(Truncated) -> Bool {
        switch opcode {
        case 100:
            put(" volid"); try afsUInt(&p)
            put(" trans"); try afsUInt(&p)
        case 104, 107:
            try afsUInt(&p)
        case 105:
            put(" newvol"); try afsUInt(&p)
        case 108:
            put(" trans"); try afsUInt(&p)
        case 110:
            put(" volume"); try afsUInt(&p)
            put(" partition"); try afsUInt(&p)
        case 112:
            return try afsString(&p, maximum: 256)
        case 113:
            put(" volid"); try afsUInt(&p)
            put(" nextuniq"); try afsUInt(&p)
            put(" type"); try afsUInt(&p)
            put(" parentid"); try afsUInt(&p)
            put(" clone"); try afsUInt(&p)
            put(" backup"); try afsUInt(&p)
            put(" restore"); try afsUInt(&p)
            put(" maxquota"); try afsUInt(&p)
            put(" minquota"); try afsUInt(&p)
            put(" owner"); try afsUInt(&p)
            put(" create"); try afsDate(&p)
            put(" access"); try afsDate(&p)
            put(" update"); try afsDate(&p)
            put(" expire"); try afsDate(&p)
            put(" backup"); try afsDate(&p)
            put(" copy"); try afsDate(&p)
        case 116, 121:
            guard try afsList(&p, of: .volumeEntry) else { return false }
        default:
            break
        }
        return true
    }

    /// ubik_reply_print after its name: a data packet's beacon vote or database version; an
    /// abort's `yes` vote (a beacon) or error code.
    private mutating func afsUbikReply(_ opcode: UInt32, data: Bool, _ p: inout Int) throws(Truncated) -> Bool {
        if data {
            switch opcode {
            case 10000: put(" vote no")
            case 20004:
                put(" dbversion")
                return afsUbikVersion(&p)
            default: break
            }
        } else if opcode == 10000 {
            put(" vote yes until"); try afsDate(&p)
        } else {
            put(" errcode"); try afsInt(&p)
        }
        return true
    }
}

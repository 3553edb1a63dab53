// The names tcpdump 4.99's print-rx.c gives AFS operations, RX packet types, ack reasons and
// file server errors.

/// The AFS services tcpdump decodes, by the UDP port their server listens on.
enum AFSService {
    case fs, cb, pt, vldb, kauth, vol, bos

    /// rx_print's port switch (7006, the error service, and 7008-7009 are RX but not decoded).
    init?(port: UInt16) {
        switch port {
        case 7000: self = .fs
        case 7001: self = .cb
        case 7002: self = .pt
        case 7003: self = .vldb
        case 7004: self = .kauth
        case 7005: self = .vol
        case 7007: self = .bos
        default: return nil
        }
    }

    /// The word tcpdump prints before `call`/`reply`, and its truncation marker's name.
    var name: StaticString {
        switch self {
        case .fs: "fs"
        case .cb: "cb"
        case .pt: "pt"
        case .vldb: "vldb"
        case .kauth: "kauth"
        case .vol: "vol"
        case .bos: "bos"
        }
    }

    /// Whether the service is a Ubik-replicated database (its Ubik opcodes print as `ubik`).
    var hasUbik: Bool { self == .pt || self == .vldb || self == .kauth }

    /// The operation's name in this service's table, nil for tcpdump's `op#N`.
    func operationName(_ opcode: UInt32) -> StaticString? {
        switch self {
        case .fs: AFSNames.fs(opcode)
        case .cb: AFSNames.cb(opcode)
        case .pt: AFSNames.pt(opcode)
        case .vldb: AFSNames.vldb(opcode)
        case .kauth: AFSNames.kauth(opcode)
        case .vol: AFSNames.vol(opcode)
        case .bos: AFSNames.bos(opcode)
        }
    }
}

enum AFSNames {
    /// is_ubik: the vote and disk opcode ranges.
    static func isUbik(_ opcode: UInt32) -> Bool { (10000...10007).contains(opcode) || (20000...20013).contains(opcode) }

    static func fs(_ opcode: UInt32) -> StaticString? {
        switch opcode {
        case 130: "fetch-data"
        case 131: "fetch-acl"
        case 132: "fetch-status"
        case 133: "store-data"
        case 134: "store-acl"
        case 135: "store-status"
        case 136: "remove-file"
        case 137: "create-file"
        case 138: "rename"
        case 139: "symlink"
        case 140: "link"
        case 141: "makedir"
        case 142: "rmdir"
        case 143: "oldsetlock"
        case 144: "oldextlock"
        case 145: "oldrellock"
        case 146: "get-stats"
        case 147: "give-cbs"
        case 148: "get-vlinfo"
        case 149: "get-vlstats"
        case 150: "set-vlstats"
        case 151: "get-rootvl"
        case 152: "check-token"
        case 153: "get-time"
        case 154: "nget-vlinfo"
        case 155: "bulk-stat"
        case 156: "setlock"
        case 157: "extlock"
        case 158: "rellock"
        case 159: "xstat-ver"
        case 160: "get-xstat"
        case 161: "dfs-lookup"
        case 162: "dfs-flushcps"
        case 163: "dfs-symlink"
        case 220: "residency"
        case 65536: "inline-bulk-status"
        case 65537: "fetch-data-64"
        case 65538: "store-data-64"
        case 65539: "give-up-all-cbs"
        case 65540: "get-caps"
        case 65541: "cb-rx-conn-addr"
        default: nil
        }
    }

    static func cb(_ opcode: UInt32) -> StaticString? {
        switch opcode {
        case 204: "callback"
        case 205: "initcb"
        case 206: "probe"
        case 207: "getlock"
        case 208: "getce"
        case 209: "xstatver"
        case 210: "getxstat"
        case 211: "initcb2"
        case 212: "whoareyou"
        case 213: "initcb3"
        case 214: "probeuuid"
        case 215: "getsrvprefs"
        case 216: "getcellservdb"
        case 217: "getlocalcell"
        case 218: "getcacheconf"
        case 65536: "getce64"
        case 65537: "getcellbynum"
        case 65538: "tellmeaboutyourself"
        default: nil
        }
    }

    static func pt(_ opcode: UInt32) -> StaticString? {
        switch opcode {
        case 500: "new-user"
        case 501: "where-is-it"
        case 502: "dump-entry"
        case 503: "add-to-group"
        case 504: "name-to-id"
        case 505: "id-to-name"
        case 506: "delete"
        case 507: "remove-from-group"
        case 508: "get-cps"
        case 509: "new-entry"
        case 510: "list-max"
        case 511: "set-max"
        case 512: "list-entry"
        case 513: "change-entry"
        case 514: "list-elements"
        case 515: "same-mbr-of"
        case 516: "set-fld-sentry"
        case 517: "list-owned"
        case 518: "get-cps2"
        case 519: "get-host-cps"
        case 520: "update-entry"
        case 521: "list-entries"
        case 530: "list-super-groups"
        default: nil
        }
    }

    static func vldb(_ opcode: UInt32) -> StaticString? {
        switch opcode {
        case 501: "create-entry"
        case 502: "delete-entry"
        case 503: "get-entry-by-id"
        case 504: "get-entry-by-name"
        case 505: "get-new-volume-id"
        case 506: "replace-entry"
        case 507: "update-entry"
        case 508: "setlock"
        case 509: "releaselock"
        case 510: "list-entry"
        case 511: "list-attrib"
        case 512: "linked-list"
        case 513: "get-stats"
        case 514: "probe"
        case 515: "get-addrs"
        case 516: "change-addr"
        case 517: "create-entry-n"
        case 518: "get-entry-by-id-n"
        case 519: "get-entry-by-name-n"
        case 520: "replace-entry-n"
        case 521: "list-entry-n"
        case 522: "list-attrib-n"
        case 523: "linked-list-n"
        case 524: "update-entry-by-name"
        case 525: "create-entry-u"
        case 526: "get-entry-by-id-u"
        case 527: "get-entry-by-name-u"
        case 528: "replace-entry-u"
        case 529: "list-entry-u"
        case 530: "list-attrib-u"
        case 531: "linked-list-u"
        case 532: "regaddr"
        case 533: "get-addrs-u"
        case 534: "list-attrib-n2"
        default: nil
        }
    }

    static func kauth(_ opcode: UInt32) -> StaticString? {
        switch opcode {
        case 1: "auth-old"
        case 2: "change-pw"
        case 3: "get-ticket-old"
        case 4: "set-pw"
        case 5: "set-fields"
        case 6: "create-user"
        case 7: "delete-user"
        case 8: "get-entry"
        case 9: "list-entry"
        case 10: "get-stats"
        case 11: "debug"
        case 12: "get-pw"
        case 13: "get-random-key"
        case 14: "unlock"
        case 15: "lock-status"
        case 21: "authenticate"
        case 22: "authenticate-v2"
        case 23: "get-ticket"
        default: nil
        }
    }

    static func vol(_ opcode: UInt32) -> StaticString? {
        switch opcode {
        case 100: "create-volume"
        case 101: "delete-volume"
        case 102: "restore"
        case 103: "forward"
        case 104: "end-trans"
        case 105: "clone"
        case 106: "set-flags"
        case 107: "get-flags"
        case 108: "trans-create"
        case 109: "dump"
        case 110: "get-nth-volume"
        case 111: "set-forwarding"
        case 112: "get-name"
        case 113: "get-status"
        case 114: "sig-restore"
        case 115: "list-partitions"
        case 116: "list-volumes"
        case 117: "set-id-types"
        case 118: "monitor"
        case 119: "partition-info"
        case 120: "reclone"
        case 121: "list-one-volume"
        case 122: "nuke"
        case 123: "set-date"
        case 124: "x-list-volumes"
        case 125: "x-list-one-volume"
        case 126: "set-info"
        case 127: "x-list-partitions"
        case 128: "forward-multiple"
        case 65536: "convert-ro"
        case 65537: "get-size"
        case 65538: "dump-v2"
        default: nil
        }
    }

    static func bos(_ opcode: UInt32) -> StaticString? {
        switch opcode {
        case 80: "create-bnode"
        case 81: "delete-bnode"
        case 82: "set-status"
        case 83: "get-status"
        case 84: "enumerate-instance"
        case 85: "get-instance-info"
        case 86: "get-instance-parm"
        case 87: "add-superuser"
        case 88: "delete-superuser"
        case 89: "list-superusers"
        case 90: "list-keys"
        case 91: "add-key"
        case 92: "delete-key"
        case 93: "set-cell-name"
        case 94: "get-cell-name"
        case 95: "get-cell-host"
        case 96: "add-cell-host"
        case 97: "delete-cell-host"
        case 98: "set-t-status"
        case 99: "shutdown-all"
        case 100: "restart-all"
        case 101: "startup-all"
        case 102: "set-noauth-flag"
        case 103: "re-bozo"
        case 104: "restart"
        case 105: "start-bozo-install"
        case 106: "uninstall"
        case 107: "get-dates"
        case 108: "exec"
        case 109: "prune"
        case 110: "set-restart-time"
        case 111: "get-restart-time"
        case 112: "start-bozo-log"
        case 113: "wait-all"
        case 114: "get-instance-strings"
        case 115: "get-restricted"
        case 116: "set-restricted"
        default: nil
        }
    }

    static func ubik(_ opcode: UInt32) -> StaticString? {
        switch opcode {
        case 10000: "vote-beacon"
        case 10001: "vote-debug-old"
        case 10002: "vote-sdebug-old"
        case 10003: "vote-getsyncsite"
        case 10004: "vote-debug"
        case 10005: "vote-sdebug"
        case 10006: "vote-xdebug"
        case 10007: "vote-xsdebug"
        case 20000: "disk-begin"
        case 20001: "disk-commit"
        case 20002: "disk-lock"
        case 20003: "disk-write"
        case 20004: "disk-getversion"
        case 20005: "disk-getfile"
        case 20006: "disk-sendfile"
        case 20007: "disk-abort"
        case 20008: "disk-releaselocks"
        case 20009: "disk-truncate"
        case 20010: "disk-probe"
        case 20011: "disk-writev"
        case 20012: "disk-interfaceaddr"
        case 20013: "disk-setversion"
        default: nil
        }
    }

    /// rx_types.
    static func packetType(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "data"
        case 2: "ack"
        case 3: "busy"
        case 4: "abort"
        case 5: "ackall"
        case 6: "challenge"
        case 7: "response"
        case 8: "debug"
        case 9: "params"
        case 13: "version"
        default: nil
        }
    }

    /// rx_ack_reasons.
    static func ackReason(_ reason: UInt8) -> StaticString? {
        switch reason {
        case 1: "ack requested"
        case 2: "duplicate packet"
        case 3: "out of sequence"
        case 4: "exceeds window"
        case 5: "no buffer space"
        case 6: "ping"
        case 7: "ping response"
        case 8: "delay"
        case 9: "idle"
        default: nil
        }
    }

    /// afs_fs_errors (the file server's abort codes; -100 is a restarting server).
    static func fileServerError(_ code: UInt32) -> StaticString? {
        switch code {
        case 101: "salvage volume"
        case 102: "no such vnode"
        case 103: "no such volume"
        case 104: "volume exist"
        case 105: "no service"
        case 106: "volume offline"
        case 107: "voline online"
        case 108: "diskfull"
        case 109: "diskquota exceeded"
        case 110: "volume busy"
        case 111: "volume moved"
        case 112: "AFS IO error"
        case 0xffff_ff9c: "restarting fileserver"
        default: nil
        }
    }

    /// voltype: a VLDB volume type 0-2.
    static func volumeType(_ type: UInt32) -> StaticString? {
        switch type {
        case 0: "read-write"
        case 1: "read-only"
        case 2: "backup"
        default: nil
        }
    }
}

// Fields of NFS (v2, v3, and what tcpdump prints of v4) carried in Sun RPC over UDP or TCP 2049.

enum NFSFields: ProtocolFields {
    static let nfs = FieldDescriptor.layer("nfs", "nfs", "NFS over Sun RPC (UDP and TCP 2049)")
    static let xid = FieldDescriptor("xid", "rpc.xid", .unsigned, "RPC transaction id")
    static let messageType = FieldDescriptor("message_type", "rpc.msgtyp", .label, "\"call\" or \"reply\"")
    static let length = FieldDescriptor("length", "rpc.length", .unsigned,
                                        "RPC message length (UDP payload; TCP: the record fragment, at most the segment)")
    static let lastFragment = FieldDescriptor("last_fragment", "rpc.lastfrag", .boolean, "TCP record mark: last fragment")
    static let program = FieldDescriptor("program", "rpc.program", .unsigned, "RPC program (call)")
    static let version = FieldDescriptor("version", "rpc.programversion", .unsigned,
                                         "program version (call; for a reply, the matched call's)")
    static let procedure = FieldDescriptor("procedure", "nfs.procedure", .unsigned,
                                           "procedure as tcpdump numbers it (NFSv2's mapped to NFSv3's)")
    static let procedureName = FieldDescriptor("procedure_name", "nfs.procedure_name", .label,
                                               "procedure name (proc-N when unnamed)")
    static let matchedCall = FieldDescriptor("matched_call", "nfs.matched_call", .boolean,
                                             "reply: the call was seen (the xid table), so its results are decoded")
    static let replyStatus = FieldDescriptor("reply_status", "rpc.replystat", .label, "\"accepted\", \"denied\" or \"unknown\"")
    static let acceptStatus = FieldDescriptor("accept_status", "rpc.state_accept", .unsigned, "accepted reply: status (0 success)")
    static let acceptStatusName = FieldDescriptor("accept_status_name", "rpc.state_accept_name", .label,
                                                  "accepted reply: status name when not success")
    static let rejectStatus = FieldDescriptor("reject_status", "rpc.state_reject", .unsigned,
                                              "denied reply: 0 RPC version mismatch, 1 authentication error")
    static let versionLow = FieldDescriptor("version_low", "rpc.version.min", .unsigned, "RPC version mismatch: lowest")
    static let versionHigh = FieldDescriptor("version_high", "rpc.version.max", .unsigned, "RPC version mismatch: highest")
    static let authStatus = FieldDescriptor("auth_status", "rpc.state_auth", .unsigned, "authentication error code")
    static let status = FieldDescriptor("status", "nfs.status", .unsigned, "NFS status (0 ok)")
    static let fileHandle = FieldDescriptor("file_handle", "nfs.fh", .bytes, "file handle")
    static let fileHandle2 = FieldDescriptor("to_file_handle", "nfs.fh.to", .bytes,
                                             "second file handle (RENAME, LINK target directory)")
    static let name = FieldDescriptor("name", "nfs.name", .string, "file name")
    static let name2 = FieldDescriptor("to_name", "nfs.name.to", .string, "second name (RENAME target, SYMLINK data)")
    static let offset = FieldDescriptor("offset", "nfs.offset", .unsigned, "offset (READ, WRITE, COMMIT) or READDIR cookie")
    static let count = FieldDescriptor("count", "nfs.count", .unsigned, "byte count")
    static let access = FieldDescriptor("access", "nfs.access", .hex(digits: 4), "ACCESS bits asked (call) or granted (reply)")
    static let fileType = FieldDescriptor("file_type", "nfs.ftype", .unsigned, "file type (attributes, MKNOD)")
    static let mode = FieldDescriptor("mode", "nfs.mode", .unsigned, "file mode bits (attributes)")
    static let size = FieldDescriptor("size", "nfs.size", .unsigned, "file size (attributes)")

    static var all: [FieldDescriptor] {
        [nfs, xid, messageType, length, lastFragment, program, version, procedure, procedureName, matchedCall,
         replyStatus, acceptStatus, acceptStatusName, rejectStatus, versionLow, versionHigh, authStatus, status,
         fileHandle, fileHandle2, name, name2, offset, count, access, fileType, mode, size]
    }
}

// Fields of RX, the RPC transport of AFS (UDP 7000-7009), and of the AFS calls tcpdump names.

enum RXFields: ProtocolFields {
    static let rx = FieldDescriptor.layer("rx", "rx", "RX (AFS remote procedure calls, UDP 7000-7009)")
    static let epoch = FieldDescriptor("epoch", "rx.epoch", .unsigned, "connection epoch")
    static let cid = FieldDescriptor("cid", "rx.cid", .hex(digits: 8), "connection id")
    static let callNumber = FieldDescriptor("call_number", "rx.callnumber", .unsigned, "call number")
    static let sequence = FieldDescriptor("sequence", "rx.seq", .unsigned, "packet sequence number in the call")
    static let serial = FieldDescriptor("serial", "rx.serial", .unsigned, "packet serial number")
    static let type = FieldDescriptor("type", "rx.type", .unsigned,
                                      "packet type (1 data, 2 ack, 3 busy, 4 abort, 5 ackall, 6 challenge, 7 response, 8 debug, 9 params, 13 version)")
    static let typeName = FieldDescriptor("type_name", "rx.type_name", .label, "packet type name")
    static let flags = FieldDescriptor("flags", "rx.flags", .hex(digits: 2),
                                       "flags (1 client-init, 2 req-ack, 4 last-pckt, 8 more-pckts, 16 free-pckt, 32 slow-start/jumbogram)")
    static let userStatus = FieldDescriptor("user_status", "rx.userstatus", .unsigned, "user status")
    static let securityIndex = FieldDescriptor("security_index", "rx.securityindex", .unsigned, "security index")
    static let serviceID = FieldDescriptor("service_id", "rx.serviceid", .unsigned, "service id")
    static let service = FieldDescriptor("service", "afs.service", .label,
                                         "AFS service by port: fs, cb, pt, vldb, kauth, vol, bos (ubik for a database server's Ubik call)")
    static let direction = FieldDescriptor("direction", "afs.direction", .label,
                                           "\"call\", or \"reply\" when the call table holds its call")
    static let opcode = FieldDescriptor("opcode", "afs.opcode", .unsigned, "operation number (a reply: its call's)")
    static let opcodeName = FieldDescriptor("opcode_name", "afs.opcode_name", .label, "operation name when tcpdump names it")
    static let errorCode = FieldDescriptor("error_code", "afs.errcode", .signed, "abort: the error code")
    static let ackFirst = FieldDescriptor("first", "rx.ack.first", .unsigned, "ack: first packet of the ack list")
    static let ackSerial = FieldDescriptor("serial", "rx.ack.serial", .unsigned, "ack: serial of the packet that prompted it")
    static let ackReason = FieldDescriptor("reason", "rx.ack.reason", .unsigned,
                                           "ack: reason (1 requested, 2 duplicate, 3 out of sequence, 4 exceeds window, 5 no buffer space, 6 ping, 7 ping response, 8 delay, 9 idle)")
    static let ackCount = FieldDescriptor("ack_count", "rx.ack.nacks", .unsigned, "ack: entries in the ack list")
    static let bufferSpace = FieldDescriptor("buffer_space", "rx.ack.bufferspace", .unsigned, "ack: packet buffers available")
    static let maxSkew = FieldDescriptor("max_skew", "rx.ack.maxskew", .unsigned, "ack: maximum skew")

    static var all: [FieldDescriptor] {
        [rx, epoch, cid, callNumber, sequence, serial, type, typeName, flags, userStatus, securityIndex, serviceID,
         service, direction, opcode, opcodeName, errorCode, ackFirst, ackSerial, ackReason, ackCount, bufferSpace,
         maxSkew]
    }
}

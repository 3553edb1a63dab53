// Fields of ForCES (RFC 5810) in SCTP DATA chunks (ForCES ports 6704-6706 or PPID 21-23): an
// object inside the chunk, so SCTPFields lists these with its own (no layer of its own).

enum ForCESFields: ProtocolFields {
    /// An object in the SCTP DATA chunk that carries it (a chunk list item, so not a layer of its own).
    static let forces = FieldDescriptor("forces", "forces", .object,
                                        "ForCES message (SCTP ports 6704-6706 or PPID 21-23; decoded at every verbosity, as tcpdump does)")
    static let version = FieldDescriptor("version", "forces.version", .unsigned, "protocol version (high nibble of the first byte)")
    static let messageType = FieldDescriptor("type", "forces.message_type", .hex(digits: 2), "message type")
    static let messageTypeName = FieldDescriptor("type_name", "forces.message_type_name", .label,
                                                 "message type name as tcpdump prints it")
    static let length = FieldDescriptor("length", "forces.length", .unsigned,
                                        "message length in bytes (the header's 32-bit word count times 4)")
    static let sourceID = FieldDescriptor("source_id", "forces.source_id", .hex(digits: 8), "source ID (FE, CE or multicast/broadcast)")
    static let destinationID = FieldDescriptor("destination_id", "forces.destination_id", .hex(digits: 8), "destination ID")
    static let correlator = FieldDescriptor("correlator", "forces.correlator", .hex(digits: 16), "64-bit correlator")
    static let flags = FieldDescriptor("flags", "forces.flags", .hex(digits: 8), "the 32-bit flags word")
    static let ack = FieldDescriptor("ack", "forces.ack", .unsigned, "ACK indicator (0 none, 1 success, 2 failure, 3 always)")
    static let priority = FieldDescriptor("priority", "forces.priority", .unsigned, "priority (0-7)")
    static let executionMode = FieldDescriptor("execution_mode", "forces.execution_mode", .unsigned,
                                               "execution mode (1 all-or-none, 2 until failure, 3 continue on failure)")
    static let atomicTransaction = FieldDescriptor("atomic_transaction", "forces.atomic_transaction", .unsigned,
                                                   "1 for a two-phase-commit transaction")
    static let transactionPhase = FieldDescriptor("transaction_phase", "forces.transaction_phase", .unsigned,
                                                  "transaction phase (0 start, 1 middle, 2 end, 3 abort)")
    static let tlvs = FieldDescriptor("tlvs", "forces.tlv", .list, "top-level TLVs, in message order, as far as tcpdump walks them")
    static let tlvType = FieldDescriptor("type", "forces.tlv_type", .hex(digits: 4), "TLV type")
    static let tlvLength = FieldDescriptor("length", "forces.tlv_length", .unsigned, "TLV length (its header included)")
    static let lfbClass = FieldDescriptor("lfb_class", "forces.lfb_class", .unsigned, "LFBselect: LFB class ID")
    static let lfbInstance = FieldDescriptor("lfb_instance", "forces.lfb_instance", .unsigned, "LFBselect: LFB instance ID")
    static let operations = FieldDescriptor("operations", "forces.operation", .list, "LFBselect: operation TLVs")
    static let operationType = FieldDescriptor("type", "forces.operation_type", .hex(digits: 4), "operation TLV type")
    static let operationLength = FieldDescriptor("length", "forces.operation_length", .unsigned,
                                                 "operation TLV length (its header included)")

    static let malformed = FieldDescriptor("malformed", "forces.malformed", .label,
                                           "why tcpdump stopped and dumped the message in hex (type, length or TLV walk)")

    static var all: [FieldDescriptor] {
        [forces, version, messageType, messageTypeName, length, sourceID, destinationID, correlator, flags, ack,
         priority, executionMode, atomicTransaction, transactionPhase, tlvs, tlvType, tlvLength, lfbClass,
         lfbInstance, operations, operationType, operationLength, malformed]
    }
}

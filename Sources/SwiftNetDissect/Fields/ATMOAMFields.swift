// Fields of an ATM OAM cell (ITU-T I.610) as tcpdump's oam_print reads it: the 4-byte cell
// header without HEC, the cell and function types, and the fault-management bodies.

enum ATMOAMFields: ProtocolFields {
    static let oam = FieldDescriptor.layer("oam", "oam", "ATM OAM cell (Juniper ATM1/ATM2 link types)")
    static let vpi = FieldDescriptor("vpi", "oam.vpi", .unsigned, "virtual path identifier")
    static let vci = FieldDescriptor("vci", "oam.vci", .unsigned, "virtual channel identifier (3 and 4: F4 flow, else F5)")
    static let payloadType = FieldDescriptor("payload_type", "oam.pti", .unsigned, "payload type indicator (3 bits)")
    static let clp = FieldDescriptor("clp", "oam.clp", .unsigned, "cell loss priority bit")
    static let cellType = FieldDescriptor("cell_type", "oam.cell_type", .unsigned, "1 fault management, 2 performance, 8 activate/deactivate, 15 system")
    static let functionType = FieldDescriptor("function_type", "oam.func_type", .unsigned, "function within the cell type (fault management: 0 AIS, 1 RDI, 4 continuity check, 8 loopback)")
    static let loopbackIndicator = FieldDescriptor("loopback_indicator", "oam.loopback_indicator", .unsigned, "low bit: 1 request, 0 reply")
    static let correlationTag = FieldDescriptor("correlation_tag", "oam.correlation_tag", .hex(digits: 8), "loopback correlation tag")
    static let failureType = FieldDescriptor("failure_type", "oam.failure_type", .hex(digits: 2), "AIS/RDI failure type")
    static let crc10 = FieldDescriptor("crc10", "oam.crc10", .hex(digits: 3), "CRC-10 field of the cell")
    static let crcValid = FieldDescriptor("crc_valid", "oam.crc_valid", .boolean, "whether the CRC-10 over the 48-byte payload checks")

    static var all: [FieldDescriptor] {
        [oam, vpi, vci, payloadType, clp, cellType, functionType, loopbackIndicator, correlationTag, failureType,
         crc10, crcValid]
    }
}

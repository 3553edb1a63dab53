// Fields of a Sun RPC portmapper call as tcpdump prints it under `-T rpc` (print-sunrpc.c).

enum SunRPCFields: ProtocolFields {
    static let sunrpc = FieldDescriptor.layer("sunrpc", "portmap", "Sun RPC call (UDP, with -T rpc), portmapper procedures named")
    static let xid = FieldDescriptor("xid", "rpc.xid", .hex(digits: 8), "transaction id")
    static let length = FieldDescriptor("length", "rpc.length", .unsigned, "RPC message length (the UDP payload)")
    static let rpcVersion = FieldDescriptor("rpc_version", "rpc.version", .unsigned, "RPC version (2)")
    static let program = FieldDescriptor("program", "rpc.program", .unsigned,
                                         "the call's program (SET, UNSET, GETPORT, CALLIT: the mapping's)")
    static let version = FieldDescriptor("version", "rpc.programversion", .unsigned, "program version")
    static let procedure = FieldDescriptor("procedure", "portmap.procedure", .unsigned,
                                           "procedure (0 null, 1 set, 2 unset, 3 getport, 4 dump, 5 callit)")
    static let procedureName = FieldDescriptor("procedure_name", "portmap.procedure_name", .label, "procedure name")

    static var all: [FieldDescriptor] { [sunrpc, xid, length, rpcVersion, program, version, procedure, procedureName] }
}

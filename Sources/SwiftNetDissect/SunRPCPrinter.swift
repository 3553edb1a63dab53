import SwiftNetWire

// Sun RPC over UDP under `-T rpc`, as tcpdump 4.99's udp_print hands it on: a call (direction 0)
// to sunrpc_print, which writes its own endpoints (`ADDR.0xXID > ADDR.0x6f: LEN PROC`, the
// portmapper's procedure names and, for set, unset, getport and callit, the program and version
// in the call header); anything else to nfsreply_print (`ADDR.2049 > ADDR.XID: ` then the NFS
// reply printer).

enum SunRPCField {
    /// The part of the call tcpdump checks first: xid, direction, RPC version, program, version,
    /// procedure and the credential's flavor and length.
    static let checkedLength = 32
    static let portmapperPort: UInt32 = 111

    /// proc2str: the portmapper procedures.
    static func procedureName(_ procedure: UInt32) -> StaticString? {
        switch procedure {
        case 0: "null"
        case 1: "set"
        case 2: "unset"
        case 3: "getport"
        case 4: "dump"
        case 5: "call"
        default: nil
        }
    }
}

extension Dissection {
    /// The UDP payload at `rpc` under `-T rpc`. Throws `Truncated` when the direction word is not
    /// captured (` [|udp]`) or a reply's xid is not.
    mutating func rpcPacketType(at rpc: Int, length: Int, network: NetworkHeader) throws(Truncated) {
        let direction = try u32(rpc + 4)
        if direction == 0 {
            try sunRPCCall(at: rpc, length: length, network: network)
        } else {
            proto = "nfs"
            layer(NFSFields.nfs)
            let xid = try u32(rpc)
            report(NFSFields.xid, xid)
            report(NFSFields.messageType, label: "reply")
            report(NFSFields.length, length)
            // print_nfsaddr: the reply as if from the NFS port to the xid.
            try putRPCAddresses(network, source: nil, destination: nil, nfsXID: xid)
            try nfsReply(at: rpc, length: length, network: network)
        }
    }

    /// sunrpc_print.
    private mutating func sunRPCCall(at rpc: Int, length: Int, network: NetworkHeader) throws(Truncated) {
        proto = "sunrpc"
        layer(SunRPCFields.sunrpc)
        guard has(SunRPCField.checkedLength, at: rpc) else { throw Truncated() }
        let xid = bytes.uint32(at: rpc)
        let rpcVersion = bytes.uint32(at: rpc + 8)
        let program = bytes.uint32(at: rpc + 12)
        let version = bytes.uint32(at: rpc + 16)
        let procedure = bytes.uint32(at: rpc + 20)
        report(SunRPCFields.xid, xid)
        report(SunRPCFields.length, length)
        report(SunRPCFields.rpcVersion, rpcVersion)
        report(SunRPCFields.program, program)
        report(SunRPCFields.version, version)
        report(SunRPCFields.procedure, procedure)
        try putRPCAddresses(network, source: xid, destination: SunRPCField.portmapperPort, nfsXID: nil)
        put(decimal: length)
        put(" ")
        if let name = SunRPCField.procedureName(procedure) {
            report(SunRPCFields.procedureName, label: name)
            put(name)
        } else {
            put(" proc #"); put(decimal: procedure)
        }
        if rpcVersion != 2 { put(" [rpcver "); put(decimal: rpcVersion); put("]") }
        switch procedure {
        case 1, 2, 3, 5:
            put(" "); put(decimal: program)
            put("."); put(decimal: version)
        default:
            break
        }
    }

    /// `SRC.ID > DST.ID: ` with the network header's addresses: for a call, `0x%x` of `source`
    /// and `destination`; for a reply (`nfsXID`), 2049 and the decimal xid.
    private mutating func putRPCAddresses(_ network: NetworkHeader, source: UInt32?, destination: UInt32?,
                                          nfsXID: UInt32?) throws(Truncated) {
        let sourceAddress: Int
        let destinationAddress: Int
        let v6: Bool
        switch network {
        case .v4(let ip):
            sourceAddress = ip + 12
            destinationAddress = ip + 16
            v6 = false
        case .v6(let ip):
            sourceAddress = ip + 8
            destinationAddress = ip + 24
            v6 = true
        }
        if v6 { try putIPv6(at: sourceAddress) } else { try putIPv4(at: sourceAddress) }
        if let nfsXID {
            put(".2049 > ")
            if v6 { try putIPv6(at: destinationAddress) } else { try putIPv4(at: destinationAddress) }
            put("."); put(decimal: nfsXID)
        } else {
            put(".0x"); put(hex: source ?? 0)
            put(" > ")
            if v6 { try putIPv6(at: destinationAddress) } else { try putIPv4(at: destinationAddress) }
            put(".0x"); put(hex: destination ?? 0)
        }
        put(": ")
    }
}

// Fields of Novell IPX (EtherType 0x8137, raw 802.3, LLC SAP 0xe0) and its SAP and RIP messages.

enum IPXFields: ProtocolFields {
    static let ipx = FieldDescriptor.layer("ipx", "ipx", "Novell Internetwork Packet Exchange")
    static let checksum = FieldDescriptor("checksum", "ipx.checksum", .hex(digits: 4), "checksum (0xffff: none)")
    static let length = FieldDescriptor("length", "ipx.len", .unsigned, "length with the 30-byte header")
    static let transportControl = FieldDescriptor("transport_control", "ipx.hops", .unsigned, "transport control (hop count)")
    static let packetType = FieldDescriptor("packet_type", "ipx.packet_type", .unsigned, "packet type (4 PEP, 5 SPX, 17 NCP...)")
    static let destinationNetwork = FieldDescriptor("destination_network", "ipx.dst.net", .hex(digits: 8), "destination network")
    static let destinationNode = FieldDescriptor("destination_node", "ipx.dst.node", .mac, "destination node")
    static let destinationSocket = FieldDescriptor("destination_socket", "ipx.dst.socket", .hex(digits: 4), "destination socket")
    static let sourceNetwork = FieldDescriptor("source_network", "ipx.src.net", .hex(digits: 8), "source network")
    static let sourceNode = FieldDescriptor("source_node", "ipx.src.node", .mac, "source node")
    static let sourceSocket = FieldDescriptor("source_socket", "ipx.src.socket", .hex(digits: 4), "source socket")
    static let payloadLength = FieldDescriptor("payload_length", "ipx.payload_len", .unsigned,
                                               "bytes after the header, by the length field")
    static let service = FieldDescriptor("service", "ipx.service", .label,
                                         "socket's service (ncp, sap, rip, netbios, diags, nwlink-dgm, eigrp)")
    static let command = FieldDescriptor("command", "ipx.command", .unsigned,
                                         "SAP (1 request, 2 response, 3 nearest request, 4 nearest response) or RIP (1 request, 2 response) operation")
    static let serverType = FieldDescriptor("server_type", "ipx.sap.server.type", .hex(digits: 4), "SAP request's server type")
    static let servers = FieldDescriptor("servers", "ipx.sap.servers", .list, "SAP response entries (up to 8)")
    static let serverName = FieldDescriptor("name", "ipx.sap.server.name", .string, "server name (up to its NUL)")
    static let network = FieldDescriptor("network", "ipx.net", .hex(digits: 8), "network number")
    static let node = FieldDescriptor("node", "ipx.node", .mac, "node address")
    static let socket = FieldDescriptor("socket", "ipx.socket", .hex(digits: 4), "socket")
    static let hops = FieldDescriptor("hops", "ipx.hops_away", .unsigned, "hops (SAP intermediate networks, RIP hops)")
    static let routes = FieldDescriptor("routes", "ipx.rip.routes", .list, "RIP network entries (up to 50)")
    static let ticks = FieldDescriptor("ticks", "ipx.rip.ticks", .unsigned, "RIP delay in ticks")

    static var all: [FieldDescriptor] {
        [ipx, checksum, length, transportControl, packetType, destinationNetwork, destinationNode, destinationSocket,
         sourceNetwork, sourceNode, sourceSocket, payloadLength, service, command, serverType, servers, serverName,
         network, node, socket, hops, routes, ticks]
    }
}

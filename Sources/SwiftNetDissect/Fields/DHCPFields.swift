// Fields of BOOTP (RFC 951) and DHCP (RFC 2131, options RFC 2132).

enum DHCPFields: ProtocolFields {
    static let dhcp = FieldDescriptor.layer("dhcp", "dhcp", "BOOTP / DHCP")
    static let op = FieldDescriptor("op", "dhcp.type", .unsigned, "message op code (1 request, 2 reply)")
    static let opName = FieldDescriptor("op_name", "dhcp.type.name", .label, "request, reply")
    static let hardwareType = FieldDescriptor("htype", "dhcp.hw.type", .unsigned, "hardware address type")
    static let hardwareLength = FieldDescriptor("hlen", "dhcp.hw.len", .unsigned, "hardware address length")
    static let hops = FieldDescriptor("hops", "dhcp.hops", .unsigned, "relay hops")
    static let xid = FieldDescriptor("xid", "dhcp.id", .hex(digits: 8), "transaction id")
    static let secs = FieldDescriptor("secs", "dhcp.secs", .unsigned, "seconds elapsed")
    static let flags = FieldDescriptor("flags", "dhcp.flags", .hex(digits: 4), "flags")
    static let broadcast = FieldDescriptor("broadcast", "dhcp.flags.bc", .boolean, "broadcast flag")
    static let clientIP = FieldDescriptor("client_ip", "dhcp.ip.client", .ipv4, "client IP address (ciaddr)")
    static let yourIP = FieldDescriptor("your_ip", "dhcp.ip.your", .ipv4, "your IP address (yiaddr)")
    static let serverIP = FieldDescriptor("server_ip", "dhcp.ip.server", .ipv4, "next server IP address (siaddr)")
    static let gatewayIP = FieldDescriptor("gateway_ip", "dhcp.ip.relay", .ipv4, "relay agent IP address (giaddr)")
    static let clientMAC = FieldDescriptor("client_hardware", "dhcp.hw.mac_addr", .mac,
                                           "client hardware address (Ethernet, 6 bytes)")
    static let clientHardware = FieldDescriptor("client_hardware", "dhcp.hw.addr", .bytes,
                                                "client hardware address (other types, hlen bytes up to 16)")
    static let serverName = FieldDescriptor("server_name", "dhcp.server", .string, "server host name (sname), when set")
    static let bootFile = FieldDescriptor("boot_file", "dhcp.file", .string, "boot file name, when set")
    static let messageType = FieldDescriptor("message_type", "dhcp.option.dhcp", .unsigned, "DHCP message type (option 53)")
    static let messageTypeName = FieldDescriptor("message_type_name", "dhcp.option.dhcp.name", .label,
                                                 "Discover, Offer, Request, Decline, ACK, NACK, Release, Inform")
    static let options = FieldDescriptor("options", "dhcp.options", .list, "options after the magic cookie, pads and end left out")
    static let optionTag = FieldDescriptor("tag", "dhcp.option.type", .unsigned, "option tag")
    static let optionName = FieldDescriptor("name", "dhcp.option.name", .label,
                                            "option name as tcpdump prints it (Subnet-Mask, RN, Unknown...)")
    static let optionValueName = FieldDescriptor("value_name", "dhcp.option.value.name", .label,
                                                 "message type name (option 53)")
    static let optionRequested = FieldDescriptor("requested", "dhcp.option.request_list", .list,
                                                 "requested option tags (option 55)")
    static let optionLength = FieldDescriptor("length", "dhcp.option.length", .unsigned, "option length")
    static let optionValue = FieldDescriptor("value", "dhcp.option.value", .unsigned, "message type (option 53)")
    static let optionAddresses = FieldDescriptor("addresses", "dhcp.option.addresses", .list,
                                                 "IPv4 addresses (router, DNS, server id, requested address…)")
    static let optionAddress = FieldDescriptor("address", "dhcp.option.address", .ipv4, "an IPv4 address")
    static let optionText = FieldDescriptor("text", "dhcp.option.text", .string, "names, messages, vendor class")
    static let optionSeconds = FieldDescriptor("seconds", "dhcp.option.seconds", .unsigned,
                                               "lease, renewal, rebinding time")
    static let optionData = FieldDescriptor("data", "dhcp.option.data", .bytes, "any other option's value")
    static let optionTruncated = FieldDescriptor("truncated", "dhcp.option.truncated", .boolean,
                                                 "the option runs past the message or the capture")

    static var all: [FieldDescriptor] {
        [dhcp, op, opName, hardwareType, hardwareLength, hops, xid, secs, flags, broadcast, clientIP, yourIP, serverIP,
         gatewayIP, clientMAC, clientHardware, serverName, bootFile, messageType, messageTypeName, options, optionTag,
         optionLength, optionValue, optionAddresses, optionAddress, optionText, optionSeconds, optionData,
         optionTruncated, optionName, optionValueName, optionRequested]
    }
}

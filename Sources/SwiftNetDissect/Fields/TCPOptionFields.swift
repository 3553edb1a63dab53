// Fields of the TCP options decoded past their kind and length: MPTCP (RFC 8684, RFC 6824),
// TCP-AO (RFC 5925) and SCPS capabilities. They sit inside an entry of the tcp layer's `options`.

extension TCPFields {
    static let mptcpSubtype = FieldDescriptor("mptcp_subtype", "mptcp.subtype", .label,
                                              "capable, join, dss, add-addr, rem-addr, prio, fail, fast-close, unknown")
    static let mptcpVersion = FieldDescriptor("mptcp_version", "mptcp.version", .unsigned, "MP_CAPABLE version")
    static let mptcpMalformed = FieldDescriptor("mptcp_malformed", "mptcp.malformed", .boolean,
                                                "the MPTCP option's length does not fit its subtype and the TCP flags")
    static let aoKeyID = FieldDescriptor("keyid", "tcp.options.ao.keyid", .unsigned, "TCP-AO KeyID")
    static let aoNextKeyID = FieldDescriptor("rnextkeyid", "tcp.options.ao.rnextkeyid", .unsigned, "TCP-AO RNextKeyID")
    static let aoMAC = FieldDescriptor("mac", "tcp.options.ao.mac", .bytes, "TCP-AO message authentication code")
    static let scpsCapabilities = FieldDescriptor("capabilities", "tcp.options.scps.capabilities", .hex(digits: 2),
                                                  "SCPS capability bits")
    static let scpsConnectionID = FieldDescriptor("connection_id", "tcp.options.scps.connection_id", .unsigned,
                                                  "SCPS connection id")

    /// The decoded options' fields, for `TCPFields.all`.
    static var optionDetails: [FieldDescriptor] {
        [mptcpSubtype, mptcpVersion, mptcpMalformed, aoKeyID, aoNextKeyID, aoMAC, scpsCapabilities, scpsConnectionID]
    }
}

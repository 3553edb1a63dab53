// Telnet option negotiation (TCP 23): one entry per IAC sequence tcpdump prints.

/// Telnet's layer and the fields of each IAC sequence.
enum TelnetFields: ProtocolFields {
    static let telnet = FieldDescriptor.layer("telnet", "telnet", "Telnet option negotiation (TCP 23)")
    static let commands = FieldDescriptor("commands", "telnet.commands", .list,
                                          "the IAC sequences at the start of the segment")
    static let command = FieldDescriptor("command", "telnet.cmd", .unsigned, "command byte (236 EOF .. 255 IAC)")
    static let name = FieldDescriptor("name", "telnet.cmd_name", .label, "command name")
    static let option = FieldDescriptor("option", "telnet.option", .unsigned, "option (DO, DONT, WILL, WONT, SB)")
    static let optionName = FieldDescriptor("option_name", "telnet.option_name", .label,
                                            "option name (0 BINARY .. 39 NEW-ENVIRON)")
    static let subnegotiation = FieldDescriptor("subnegotiation", "telnet.subcmd", .bytes,
                                                "SB data between the option and IAC SE")

    static var all: [FieldDescriptor] { [telnet, commands, command, name, option, optionName, subnegotiation] }
}

// PPTP control messages (TCP 1723, RFC 2637): the common header and every message's fields.

/// PPTP's layer and its fields, named after RFC 2637's.
enum PPTPFields: ProtocolFields {
    static let pptp = FieldDescriptor.layer("pptp", "pptp", "Point-to-Point Tunneling Protocol control (TCP 1723)")
    static let length = FieldDescriptor("length", "pptp.length", .unsigned, "message length with the header")
    static let messageType = FieldDescriptor("message_type", "pptp.type", .unsigned, "1 control, 2 management")
    static let magicCookie = FieldDescriptor("magic_cookie", "pptp.magic_cookie", .hex(digits: 8),
                                             "0x1a2b3c4d in every valid message")
    static let controlType = FieldDescriptor("control_type", "pptp.control_type", .unsigned,
                                             "control message type (1 SCCRQ .. 15 SLI)")
    static let controlTypeName = FieldDescriptor("control_type_name", "pptp.control_type_name", .label,
                                                 "SCCRQ, SCCRP, StopCCRQ..., as tcpdump names them")
    static let reserved0 = FieldDescriptor("reserved0", "pptp.reserved0", .unsigned, "the header's reserved field")
    static let reserved1 = FieldDescriptor("reserved1", "pptp.reserved1", .unsigned,
                                           "the message's reserved field (RFC 2637's Reserved1)")
    static let reserved2 = FieldDescriptor("reserved2", "pptp.reserved2", .unsigned, "StopCCRQ's second reserved field")
    static let protocolVersion = FieldDescriptor("protocol_version", "pptp.protocol_version", .hex(digits: 4),
                                                 "version in the high byte, revision in the low (0x0100: 1.0)")
    static let resultCode = FieldDescriptor("result_code", "pptp.result_code", .unsigned, "result code")
    static let errorCode = FieldDescriptor("error_code", "pptp.error_code", .unsigned, "general error code")
    static let framingCapabilities = FieldDescriptor("framing_capabilities", "pptp.framing_capabilities",
                                                     .hex(digits: 8), "bit 0 asynchronous, bit 1 synchronous")
    static let bearerCapabilities = FieldDescriptor("bearer_capabilities", "pptp.bearer_capabilities",
                                                    .hex(digits: 8), "bit 0 analog, bit 1 digital")
    static let maximumChannels = FieldDescriptor("maximum_channels", "pptp.maximum_channels", .unsigned,
                                                 "maximum channels")
    static let firmwareRevision = FieldDescriptor("firmware_revision", "pptp.firmware_revision", .unsigned,
                                                  "firmware revision")
    static let hostName = FieldDescriptor("host_name", "pptp.host_name", .string, "host name (up to a NUL)")
    static let vendorName = FieldDescriptor("vendor_name", "pptp.vendor_name", .string, "vendor (up to a NUL)")
    static let reason = FieldDescriptor("reason", "pptp.reason", .unsigned, "StopCCRQ reason (1 none, 2 stop protocol, 3 local shutdown)")
    static let identifier = FieldDescriptor("identifier", "pptp.identifier", .unsigned, "echo identifier")
    static let callID = FieldDescriptor("call_id", "pptp.call_id", .unsigned, "call ID")
    static let peerCallID = FieldDescriptor("peer_call_id", "pptp.peer_call_id", .unsigned, "peer's call ID")
    static let callSerial = FieldDescriptor("call_serial", "pptp.call_serial", .unsigned, "call serial number")
    static let minimumBPS = FieldDescriptor("minimum_bps", "pptp.minimum_bps", .unsigned, "minimum speed, bits/s")
    static let maximumBPS = FieldDescriptor("maximum_bps", "pptp.maximum_bps", .unsigned, "maximum speed, bits/s")
    static let bearerType = FieldDescriptor("bearer_type", "pptp.bearer_type", .unsigned, "1 analog, 2 digital, 3 any")
    static let framingType = FieldDescriptor("framing_type", "pptp.framing_type", .unsigned,
                                             "1 asynchronous, 2 synchronous, 3 either")
    static let receiveWindow = FieldDescriptor("receive_window", "pptp.receive_window", .unsigned,
                                               "packet receive window size")
    static let processingDelay = FieldDescriptor("processing_delay", "pptp.processing_delay", .unsigned,
                                                 "packet processing delay, 1/10 s")
    static let phoneNumberLength = FieldDescriptor("phone_number_length", "pptp.phone_number_length", .unsigned,
                                                   "phone number length")
    static let phoneNumber = FieldDescriptor("phone_number", "pptp.phone_number", .string, "phone number (up to a NUL)")
    static let subaddress = FieldDescriptor("subaddress", "pptp.subaddress", .string, "subaddress (up to a NUL)")
    static let causeCode = FieldDescriptor("cause_code", "pptp.cause_code", .unsigned, "Q.931 cause code")
    static let connectSpeed = FieldDescriptor("connect_speed", "pptp.connect_speed", .unsigned, "connect speed, bits/s")
    static let physicalChannel = FieldDescriptor("physical_channel", "pptp.physical_channel", .unsigned,
                                                 "physical channel ID")
    static let dialedNumberLength = FieldDescriptor("dialed_number_length", "pptp.dialed_number_length", .unsigned,
                                                    "dialed number length")
    static let dialingNumberLength = FieldDescriptor("dialing_number_length", "pptp.dialing_number_length",
                                                     .unsigned, "dialing number length")
    static let dialedNumber = FieldDescriptor("dialed_number", "pptp.dialed_number", .string,
                                              "dialed number, DNIS (up to a NUL)")
    static let dialingNumber = FieldDescriptor("dialing_number", "pptp.dialing_number", .string,
                                               "dialing number, CLID (up to a NUL)")
    static let callStatistics = FieldDescriptor("call_statistics", "pptp.call_statistics", .string,
                                                "call statistics text (up to a NUL)")
    static let crcErrors = FieldDescriptor("crc_errors", "pptp.crc_errors", .unsigned, "CRC errors")
    static let framingErrors = FieldDescriptor("framing_errors", "pptp.framing_errors", .unsigned, "framing errors")
    static let hardwareOverruns = FieldDescriptor("hardware_overruns", "pptp.hardware_overruns", .unsigned,
                                                  "hardware overruns")
    static let bufferOverruns = FieldDescriptor("buffer_overruns", "pptp.buffer_overruns", .unsigned,
                                                "buffer overruns")
    static let timeoutErrors = FieldDescriptor("timeout_errors", "pptp.timeout_errors", .unsigned, "time-out errors")
    static let alignmentErrors = FieldDescriptor("alignment_errors", "pptp.alignment_errors", .unsigned,
                                                 "alignment errors")
    static let sendACCM = FieldDescriptor("send_accm", "pptp.send_accm", .hex(digits: 8), "send ACCM")
    static let receiveACCM = FieldDescriptor("receive_accm", "pptp.receive_accm", .hex(digits: 8), "receive ACCM")

    static var all: [FieldDescriptor] {
        [pptp, length, messageType, magicCookie, controlType, controlTypeName, reserved0, reserved1, reserved2,
         protocolVersion,
         resultCode, errorCode, framingCapabilities, bearerCapabilities, maximumChannels, firmwareRevision,
         hostName, vendorName, reason, identifier, callID, peerCallID, callSerial, minimumBPS, maximumBPS,
         bearerType, framingType, receiveWindow, processingDelay, phoneNumberLength, phoneNumber, subaddress,
         causeCode, connectSpeed, physicalChannel, dialedNumberLength, dialingNumberLength, dialedNumber,
         dialingNumber, callStatistics, crcErrors, framingErrors, hardwareOverruns, bufferOverruns,
         timeoutErrors, alignmentErrors, sendACCM, receiveACCM]
    }
}

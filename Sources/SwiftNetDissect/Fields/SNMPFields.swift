/// SNMP v1/v2c/v3 (UDP 161/162) as tcpdump's snmp_print walks it. Integers are BER INTEGERs
/// (signed 32-bit, as tcpdump reads them); OIDs are dotted strings without the leading dot the
/// text prints.
enum SNMPFields: ProtocolFields {
    static let snmp = FieldDescriptor.layer("snmp", "snmp", "Simple Network Management Protocol (UDP 161/162)")
    static let version = FieldDescriptor("version", "snmp.version", .signed, "message version (0 = v1, 1 = v2c, 3 = v3)")
    static let versionName = FieldDescriptor("version_name", "snmp.version_name", .label, "SNMPv1, SNMPv2c or SNMPv3")
    static let community = FieldDescriptor("community", "snmp.community", .string, "community string (v1, v2c)")
    static let messageID = FieldDescriptor("msg_id", "snmp.msgID", .signed, "v3 message ID")
    static let maximumSize = FieldDescriptor("msg_max_size", "snmp.msgMaxSize", .signed, "v3 largest message the sender accepts")
    static let flags = FieldDescriptor("msg_flags", "snmp.msgFlags", .hex(digits: 2), "v3 flags (1 auth, 2 priv, 4 reportable)")
    static let securityModel = FieldDescriptor("security_model", "snmp.msgSecurityModel", .signed, "v3 security model (3 = USM)")
    static let engineID = FieldDescriptor("engine_id", "snmp.msgAuthoritativeEngineID", .bytes, "USM authoritative engine ID")
    static let engineBoots = FieldDescriptor("engine_boots", "snmp.msgAuthoritativeEngineBoots", .signed, "USM engine boots")
    static let engineTime = FieldDescriptor("engine_time", "snmp.msgAuthoritativeEngineTime", .signed, "USM engine time, seconds")
    static let userName = FieldDescriptor("user", "snmp.msgUserName", .string, "USM user name")
    static let authenticationParameters = FieldDescriptor("auth_parameters", "snmp.msgAuthenticationParameters", .bytes,
                                                          "USM authentication parameters (the digest)")
    static let privacyParameters = FieldDescriptor("priv_parameters", "snmp.msgPrivacyParameters", .bytes,
                                                   "USM privacy parameters (the salt)")
    static let contextEngineID = FieldDescriptor("context_engine_id", "snmp.contextEngineID", .bytes, "scoped PDU context engine ID")
    static let contextName = FieldDescriptor("context_name", "snmp.contextName", .string, "scoped PDU context name")
    static let encryptedPDU = FieldDescriptor("encrypted_pdu", "snmp.encryptedPDU", .bytes, "scoped PDU encrypted (authPriv)")
    static let pduType = FieldDescriptor("pdu_type", "snmp.pdu_type", .unsigned, "context tag of the PDU (0 get ... 8 report)")
    static let pduName = FieldDescriptor("pdu_name", "snmp.pdu_name", .label, "PDU as tcpdump names it")
    static let pduLength = FieldDescriptor("pdu_length", "snmp.pdu_length", .unsigned, "PDU contents length")
    static let requestID = FieldDescriptor("request_id", "snmp.request_id", .signed, "request ID")
    static let errorStatus = FieldDescriptor("error_status", "snmp.error_status", .signed, "error status")
    static let errorName = FieldDescriptor("error_name", "snmp.error_status_name", .label, "error status as tcpdump names it")
    static let errorIndex = FieldDescriptor("error_index", "snmp.error_index", .signed, "error index (1-based varbind)")
    static let nonRepeaters = FieldDescriptor("non_repeaters", "snmp.non_repeaters", .signed, "GetBulk non-repeaters (N)")
    static let maxRepetitions = FieldDescriptor("max_repetitions", "snmp.max_repetitions", .signed, "GetBulk max-repetitions (M)")
    static let enterprise = FieldDescriptor("enterprise", "snmp.enterprise", .string, "v1 trap enterprise OID")
    static let agentAddress = FieldDescriptor("agent_address", "snmp.agent_addr", .ipv4, "v1 trap agent address")
    static let genericTrap = FieldDescriptor("generic_trap", "snmp.generic_trap", .signed, "v1 trap generic type")
    static let genericTrapName = FieldDescriptor("generic_trap_name", "snmp.generic_trap_name", .label, "generic trap name")
    static let specificTrap = FieldDescriptor("specific_trap", "snmp.specific_trap", .signed, "v1 trap specific code")
    static let timestamp = FieldDescriptor("timestamp", "snmp.time_stamp", .unsigned, "v1 trap time stamp, hundredths of a second")
    static let varbinds = FieldDescriptor("varbinds", "snmp.variable_bindings", .list, "variable bindings")
    static let name = FieldDescriptor("name", "snmp.name", .string, "variable OID")
    static let valueType = FieldDescriptor("type", "snmp.value.type", .label, "value's BER type (Integer, String, ObjID, Counter ...)")
    static let integerValue = FieldDescriptor("value", "snmp.value.int", .signed, "INTEGER value")
    static let unsignedValue = FieldDescriptor("value", "snmp.value.uint", .unsigned, "Counter, Gauge, TimeTicks, Counter64 value")
    static let stringValue = FieldDescriptor("value", "snmp.value.octets", .string, "OCTET STRING value (printable)")
    static let bytesValue = FieldDescriptor("value", "snmp.value.bytes", .bytes, "OCTET STRING or other value, hex")
    static let oidValue = FieldDescriptor("value", "snmp.value.oid", .string, "OBJECT IDENTIFIER value")
    static let addressValue = FieldDescriptor("value", "snmp.value.ipaddr", .ipv4, "IpAddress value")

    static var all: [FieldDescriptor] {
        [snmp, version, versionName, community, messageID, maximumSize, flags, securityModel, engineID, engineBoots,
         engineTime, userName, authenticationParameters, privacyParameters, contextEngineID, contextName, encryptedPDU,
         pduType, pduName, pduLength, requestID, errorStatus, errorName, errorIndex, nonRepeaters, maxRepetitions,
         enterprise, agentAddress, genericTrap, genericTrapName, specificTrap, timestamp, varbinds, name, valueType,
         integerValue, unsignedValue, stringValue, bytesValue, oidValue, addressValue]
    }
}

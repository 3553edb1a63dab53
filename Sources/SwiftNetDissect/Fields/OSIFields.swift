// Fields of the OSI network layer: CLNP (ISO 8473), ES-IS (ISO 9542) and IS-IS (ISO 10589).

enum CLNPFields: ProtocolFields {
    static let clnp = FieldDescriptor.layer("clnp", "clnp", "ISO 8473 Connectionless Network Protocol")
    static let lengthIndicator = FieldDescriptor("length_indicator", "clnp.len", .unsigned, "header length in bytes")
    static let version = FieldDescriptor("version", "clnp.version", .unsigned, "version")
    static let lifetime = FieldDescriptor("lifetime", "clnp.ttl", .unsigned, "lifetime in units of 500 ms")
    static let type = FieldDescriptor("type", "clnp.type", .unsigned, "PDU type (1 ER, 28 DT, 29 MD, 30 ERQ, 31 ERP)")
    static let typeName = FieldDescriptor("type_name", "clnp.type_name", .label, "PDU type as tcpdump names it")
    static let flags = FieldDescriptor("flags", "clnp.flags", .hex(digits: 2), "flags (0x80 segmentation permitted, 0x40 more segments, 0x20 error report)")
    static let segmentLength = FieldDescriptor("segment_length", "clnp.pdu.len", .unsigned, "segment length")
    static let checksum = FieldDescriptor("checksum", "clnp.checksum", .hex(digits: 4), "Fletcher checksum (0: none)")
    static let destination = FieldDescriptor("destination", "clnp.dsap", .bytes, "destination NSAP")
    static let source = FieldDescriptor("source", "clnp.ssap", .bytes, "source NSAP")
    static let options = FieldDescriptor("options", "clnp.option", .list, "options")
    static let optionType = FieldDescriptor("type", "clnp.option.type", .unsigned, "option code")
    static let optionLength = FieldDescriptor("length", "clnp.option.length", .unsigned, "option length")

    static var all: [FieldDescriptor] {
        [clnp, lengthIndicator, version, lifetime, type, typeName, flags, segmentLength, checksum, destination,
         source, options, optionType, optionLength]
    }
}

enum ESISFields: ProtocolFields {
    static let esis = FieldDescriptor.layer("esis", "esis", "ISO 9542 End System to Intermediate System")
    static let lengthIndicator = FieldDescriptor("length_indicator", "esis.length", .unsigned, "header length in bytes")
    static let version = FieldDescriptor("version", "esis.ver", .unsigned, "version")
    static let type = FieldDescriptor("type", "esis.type", .unsigned, "PDU type (2 ESH, 4 ISH, 6 redirect)")
    static let typeName = FieldDescriptor("type_name", "esis.type_name", .label, "PDU type as tcpdump names it")
    static let holdingTime = FieldDescriptor("holding_time", "esis.htime", .unsigned, "holding time in seconds")
    static let checksum = FieldDescriptor("checksum", "esis.chksum", .hex(digits: 4), "Fletcher checksum (0: none)")

    static var all: [FieldDescriptor] {
        [esis, lengthIndicator, version, type, typeName, holdingTime, checksum]
    }
}

enum ISISFields: ProtocolFields {
    static let isis = FieldDescriptor.layer("isis", "isis", "ISO 10589 Intermediate System to Intermediate System")
    static let headerLength = FieldDescriptor("header_length", "isis.len", .unsigned, "fixed header length")
    static let version = FieldDescriptor("version", "isis.version", .unsigned, "protocol version")
    static let idLength = FieldDescriptor("id_length", "isis.sysid_len", .unsigned, "system ID length (0 means 6)")
    static let pduType = FieldDescriptor("pdu_type", "isis.type", .unsigned, "PDU type (15-17 hellos, 18/20 LSP, 24/25 CSNP, 26/27 PSNP)")
    static let pduName = FieldDescriptor("pdu_name", "isis.type_name", .label, "PDU type as tcpdump names it")
    static let maxArea = FieldDescriptor("max_area", "isis.max_area_adr", .unsigned, "maximum area addresses (0 means 3)")
    static let circuitType = FieldDescriptor("circuit_type", "isis.hello.circuit_type", .unsigned, "hellos: 1 level 1, 2 level 2, 3 both")
    static let sourceID = FieldDescriptor("source_id", "isis.source_id", .bytes, "source system ID (hellos) or node ID (SNPs)")
    static let holdingTime = FieldDescriptor("holding_time", "isis.hello.holding_timer", .unsigned, "hellos: holding time in seconds")
    static let pduLength = FieldDescriptor("pdu_length", "isis.pdu_length", .unsigned, "PDU length")
    static let priority = FieldDescriptor("priority", "isis.hello.priority", .unsigned, "LAN hellos: DIS priority (7 bits)")
    static let lanID = FieldDescriptor("lan_id", "isis.hello.lan_id", .bytes, "LAN hellos: LAN ID (DIS system ID and pseudonode)")
    static let circuitID = FieldDescriptor("circuit_id", "isis.hello.local_circuit_id", .unsigned, "p2p hellos: local circuit ID")
    static let lspID = FieldDescriptor("lsp_id", "isis.lsp.lsp_id", .bytes, "LSPs: LSP ID (system ID, pseudonode, fragment)")
    static let sequence = FieldDescriptor("sequence", "isis.lsp.sequence_number", .unsigned, "LSPs: sequence number")
    static let lifetime = FieldDescriptor("lifetime", "isis.lsp.remaining_life", .unsigned, "LSPs: remaining lifetime in seconds")
    static let checksum = FieldDescriptor("checksum", "isis.lsp.checksum", .hex(digits: 4), "LSPs: Fletcher checksum")
    static let typeBlock = FieldDescriptor("type_block", "isis.lsp.type_block", .hex(digits: 2), "LSPs: P, ATT, overload and IS type bits")
    static let startLSPID = FieldDescriptor("start_lsp_id", "isis.csnp.start_lsp_id", .bytes, "CSNPs: first LSP ID covered")
    static let endLSPID = FieldDescriptor("end_lsp_id", "isis.csnp.end_lsp_id", .bytes, "CSNPs: last LSP ID covered")
    static let tlvs = FieldDescriptor("tlvs", "isis.tlv", .list, "TLVs in order")
    static let tlvType = FieldDescriptor("type", "isis.tlv.type", .unsigned, "TLV code")
    static let tlvName = FieldDescriptor("name", "isis.tlv.name", .label, "TLV as tcpdump names it")
    static let tlvLength = FieldDescriptor("length", "isis.tlv.length", .unsigned, "TLV value length")
    static let hostname = FieldDescriptor("hostname", "isis.hostname", .string, "dynamic hostname (TLV 137)")
    static let areaAddresses = FieldDescriptor("area_addresses", "isis.area_address", .list, "area addresses (TLV 1)")
    static let areaAddress = FieldDescriptor("area_address", "isis.area_address", .bytes, "an area address (hex)")

    static var all: [FieldDescriptor] {
        [isis, headerLength, version, idLength, pduType, pduName, maxArea, circuitType, sourceID, holdingTime,
         pduLength, priority, lanID, circuitID, lspID, sequence, lifetime, checksum, typeBlock, startLSPID,
         endLSPID, tlvs, tlvType, tlvName, tlvLength, hostname, areaAddresses, areaAddress]
    }
}

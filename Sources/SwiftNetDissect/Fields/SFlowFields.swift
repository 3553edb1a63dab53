// Fields of sFlow version 5 (UDP 6343): the datagram header, its samples and their records.

enum SFlowFields: ProtocolFields {
    static let sflow = FieldDescriptor.layer("sflow", "sflow", "sFlow (UDP 6343)")
    static let version = FieldDescriptor("version", "sflow.version", .unsigned, "datagram version (5 decoded)")
    static let ipVersion = FieldDescriptor("agent_address_type", "sflow.agent_type", .unsigned, "1 IPv4, 2 IPv6")
    static let agent = FieldDescriptor("agent", "sflow.agent", .ipv4, "agent address (IPv4)")
    static let agent6 = FieldDescriptor("agent", "sflow.agent.v6", .ipv6, "agent address (IPv6)")
    static let agentID = FieldDescriptor("agent_id", "sflow.sub_agent_id", .unsigned, "sub-agent id")
    static let sequence = FieldDescriptor("sequence", "sflow.sequence_number", .unsigned, "datagram sequence number")
    static let uptime = FieldDescriptor("uptime", "sflow.sysuptime", .unsigned, "switch uptime, milliseconds")
    static let sampleCount = FieldDescriptor("sample_count", "sflow.numsamples", .unsigned, "samples in the datagram")
    static let length = FieldDescriptor("length", "sflow.length", .unsigned, "datagram length (UDP payload)")
    static let samples = FieldDescriptor("samples", "sflow.samples", .list, "the samples, in order")
    static let sampleType = FieldDescriptor("type", "sflow.sample.type", .unsigned,
                                            "1 flow, 2 counter, 3 expanded flow, 4 expanded counter")
    static let sampleTypeName = FieldDescriptor("type_name", "sflow.sample.type_name", .label, "sample type name")
    static let sampleLength = FieldDescriptor("length", "sflow.sample.length", .unsigned, "sample length")
    static let sampleSequence = FieldDescriptor("sequence", "sflow.sample.sequence", .unsigned, "sample sequence number")
    static let sourceType = FieldDescriptor("source_type", "sflow.sample.source_type", .unsigned, "source id type")
    static let sourceIndex = FieldDescriptor("source_index", "sflow.sample.source_index", .unsigned, "source id index")
    static let rate = FieldDescriptor("sampling_rate", "sflow.sample.rate", .unsigned, "sampling rate (flow)")
    static let pool = FieldDescriptor("sample_pool", "sflow.sample.pool", .unsigned, "sample pool (flow)")
    static let drops = FieldDescriptor("drops", "sflow.sample.drops", .unsigned, "drops (flow)")
    static let input = FieldDescriptor("input", "sflow.sample.input", .unsigned, "input interface (flow)")
    static let output = FieldDescriptor("output", "sflow.sample.output", .unsigned, "output interface (flow)")
    static let recordCount = FieldDescriptor("record_count", "sflow.sample.records", .unsigned, "records in the sample")
    static let records = FieldDescriptor("records", "sflow.records", .list, "the sample's records, in order")
    static let enterprise = FieldDescriptor("enterprise", "sflow.record.enterprise", .unsigned,
                                            "enterprise (tcpdump's split: format >> 12 for flow records, >> 20 for counters)")
    static let recordFormat = FieldDescriptor("format", "sflow.record.format", .unsigned, "record format (low 12 bits)")
    static let recordName = FieldDescriptor("format_name", "sflow.record.format_name", .label, "record format name")
    static let recordLength = FieldDescriptor("length", "sflow.record.length", .unsigned, "record length")

    static var all: [FieldDescriptor] {
        [sflow, version, ipVersion, agent, agent6, agentID, sequence, uptime, sampleCount, length, samples,
         sampleType, sampleTypeName, sampleLength, sampleSequence, sourceType, sourceIndex, rate, pool, drops,
         input, output, recordCount, records, enterprise, recordFormat, recordName, recordLength]
    }
}

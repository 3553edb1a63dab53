// Fields of SCTP (RFC 9260): the common header, the CRC32c verdict and the chunks with the DATA,
// INIT/INIT ACK and SACK fields.

enum SCTPFields: ProtocolFields {
    static let sctp = FieldDescriptor.layer("sctp", "sctp", "Stream Control Transmission Protocol")
    static let sourcePort = FieldDescriptor("source_port", "sctp.srcport", .unsigned, "source port")
    static let destinationPort = FieldDescriptor("destination_port", "sctp.dstport", .unsigned, "destination port")
    static let verificationTag = FieldDescriptor("verification_tag", "sctp.verification_tag", .unsigned, "verification tag")
    static let checksum = FieldDescriptor("checksum", "sctp.checksum", .hex(digits: 8), "CRC32c checksum as stored")
    static let checksumValid = FieldDescriptor("checksum_valid", "sctp.checksum.status", .boolean,
                                               "CRC32c verifies (null: not all captured, or a fragment)")
    static let chunks = FieldDescriptor("chunks", "sctp.chunk", .list, "chunks")
    static let chunkType = FieldDescriptor("type", "sctp.chunk_type", .unsigned, "chunk type")
    static let chunkTypeName = FieldDescriptor("type_name", "sctp.chunk_type_name", .label, "chunk type as tcpdump names it")
    static let chunkFlags = FieldDescriptor("flags", "sctp.chunk_flags", .unsigned, "chunk flags")
    static let chunkLength = FieldDescriptor("length", "sctp.chunk_length", .unsigned, "chunk length (without padding)")
    static let chunkMalformed = FieldDescriptor("malformed", "sctp.chunk_malformed", .label,
                                                "why the chunk cannot be read (its length or the packet's)")
    static let chunkTruncated = FieldDescriptor("truncated", "sctp.chunk_truncated", .boolean, "the capture cut the chunk")

    static let unordered = FieldDescriptor("unordered", "sctp.data_u_bit", .boolean, "DATA: unordered (U) bit")
    static let beginning = FieldDescriptor("beginning", "sctp.data_b_bit", .boolean, "DATA: beginning fragment (B) bit")
    static let ending = FieldDescriptor("ending", "sctp.data_e_bit", .boolean, "DATA: ending fragment (E) bit")
    static let tsn = FieldDescriptor("tsn", "sctp.data_tsn", .unsigned, "DATA: transmission sequence number")
    static let streamID = FieldDescriptor("stream_id", "sctp.data_sid", .unsigned, "DATA: stream identifier")
    static let streamSequence = FieldDescriptor("stream_sequence", "sctp.data_ssn", .unsigned, "DATA: stream sequence number")
    static let ppid = FieldDescriptor("ppid", "sctp.data_payload_proto_id", .unsigned, "DATA: payload protocol identifier")
    static let payloadLength = FieldDescriptor("payload_length", "sctp.data_payload_len", .unsigned, "DATA: user data bytes")

    static let initiateTag = FieldDescriptor("initiate_tag", "sctp.init_initiate_tag", .unsigned, "INIT, INIT ACK: initiate tag")
    static let initAdvertisedWindow = FieldDescriptor("a_rwnd", "sctp.init_credit", .unsigned,
                                                      "INIT, INIT ACK: advertised receiver window credit")
    static let outboundStreams = FieldDescriptor("outbound_streams", "sctp.init_nr_out_streams", .unsigned,
                                                 "INIT, INIT ACK: number of outbound streams")
    static let inboundStreams = FieldDescriptor("inbound_streams", "sctp.init_nr_in_streams", .unsigned,
                                                "INIT, INIT ACK: number of inbound streams")
    static let initialTSN = FieldDescriptor("initial_tsn", "sctp.init_initial_tsn", .unsigned, "INIT, INIT ACK: initial TSN")

    static let cumulativeTSNAck = FieldDescriptor("cumulative_tsn_ack", "sctp.sack_cumulative_tsn_ack", .unsigned,
                                                  "SACK: cumulative TSN ack")
    static let sackAdvertisedWindow = FieldDescriptor("a_rwnd", "sctp.sack_a_rwnd", .unsigned,
                                                      "SACK: advertised receiver window credit")
    static let gapBlocks = FieldDescriptor("gap_blocks", "sctp.sack_gap_block", .list,
                                           "SACK: gap ack blocks [start, end] (absolute TSNs)")
    static let gapBlock = FieldDescriptor("block", "sctp.sack_gap_block", .list, "SACK: one gap ack block")
    static let gapBlockEdge = FieldDescriptor("edge", "sctp.sack_gap_block_tsn", .unsigned, "SACK: a gap ack block's start or end TSN")
    static let duplicateTSNs = FieldDescriptor("duplicate_tsns", "sctp.sack_duplicate_tsn", .list, "SACK: duplicate TSNs")
    static let duplicateTSN = FieldDescriptor("tsn", "sctp.sack_duplicate_tsn", .unsigned, "SACK: a duplicate TSN")

    static var all: [FieldDescriptor] {
        [sctp, sourcePort, destinationPort, verificationTag, checksum, checksumValid, chunks, chunkType, chunkTypeName,
         chunkFlags, chunkLength, chunkMalformed, chunkTruncated, unordered, beginning, ending, tsn, streamID,
         streamSequence, ppid, payloadLength, initiateTag, initAdvertisedWindow, outboundStreams, inboundStreams,
         initialTSN, cumulativeTSNAck, sackAdvertisedWindow, gapBlocks, gapBlock, gapBlockEdge, duplicateTSNs,
         duplicateTSN] + M3UAFields.all + ForCESFields.all
    }
}

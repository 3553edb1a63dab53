// Fields of ISO CALM FAST (EtherType 0x1111): the two network references tcpdump prints.

enum CALMFASTFields: ProtocolFields {
    static let calmFast = FieldDescriptor.layer("calm_fast", "calm_fast", "ISO CALM FAST (non-IP networking)")
    static let source = FieldDescriptor("source", "calm_fast.src_mac", .mac, "link-layer source (as tcpdump prints it)")
    static let sourceReference = FieldDescriptor("source_nwref", "calm_fast.src_nwref", .unsigned, "source network reference")
    static let destinationReference = FieldDescriptor("destination_nwref", "calm_fast.dst_nwref", .unsigned,
                                                      "destination network reference")
    static let dataLength = FieldDescriptor("data_length", "calm_fast.data_len", .unsigned, "bytes after the references")

    static var all: [FieldDescriptor] { [calmFast, source, sourceReference, destinationReference, dataLength] }
}

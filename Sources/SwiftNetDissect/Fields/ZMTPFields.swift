// Fields of ZeroMQ's ZMTP/1.0 framing (TCP, decoded only under `-T zmtp1`).

enum ZMTPFields: ProtocolFields {
    static let zmtp1 = FieldDescriptor.layer("zmtp1", "zmtp", "ZeroMQ ZMTP/1.0 frames (TCP with -T zmtp1; PGM with -T pgm_zmtp1)")
    static let frames = FieldDescriptor("frames", "zmtp.frame", .list, "frames, in segment order")
    static let length = FieldDescriptor("length", "zmtp.frame.length", .unsigned,
                                        "declared length of flags and body (0: an empty frame, skipped)")
    static let longLength = FieldDescriptor("long_length", "zmtp.frame.long", .boolean,
                                            "length in the 64-bit form (after 0xff)")
    static let flags = FieldDescriptor("flags", "zmtp.frame.flags", .hex(digits: 2), "flags (1 MORE; the others must be zero)")
    static let more = FieldDescriptor("more", "zmtp.frame.more", .boolean, "MORE: more frames of the message follow")
    static let body = FieldDescriptor("body", "zmtp.frame.body", .bytes, "the captured body")

    static let frameOffset = FieldDescriptor("frame_offset", "zmtp.datagram.offset", .unsigned,
                                             "PGM datagram (-T pgm_zmtp1): offset of the first whole frame (0xffff: none)")
    static let intermediateLength = FieldDescriptor("intermediate_length", "zmtp.datagram.intermediate", .unsigned,
                                                    "PGM datagram: bytes of a message's intermediate part before the first frame")

    static var all: [FieldDescriptor] { [zmtp1, frames, length, longLength, flags, more, body, frameOffset, intermediateLength] }
}

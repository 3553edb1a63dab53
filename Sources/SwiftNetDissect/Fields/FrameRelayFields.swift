// Fields of Frame Relay (LINKTYPE_FRELAY, 107; LINKTYPE_MFR, 182): the Q.922 address, its NLPID or
// Cisco EtherType, Q.933 signalling (LMI), FRF.15 end-to-end and FRF.16 multilink fragments.

enum FrameRelayFields: ProtocolFields {
    static let fr = FieldDescriptor.layer("fr", "fr", "Frame Relay Q.922 address and encapsulation")
    static let addressLength = FieldDescriptor("address_length", "fr.addrlen", .unsigned, "Q.922 address length (2 to 4 bytes)")
    static let dlci = FieldDescriptor("dlci", "fr.dlci", .unsigned, "data link connection identifier")
    static let commandResponse = FieldDescriptor("cr", "fr.cr", .boolean, "command/response bit")
    static let fecn = FieldDescriptor("fecn", "fr.fecn", .boolean, "forward explicit congestion notification")
    static let becn = FieldDescriptor("becn", "fr.becn", .boolean, "backward explicit congestion notification")
    static let discardEligible = FieldDescriptor("de", "fr.de", .boolean, "discard eligibility")
    static let sdlc = FieldDescriptor("dlcore", "fr.dc", .boolean, "DL-CORE control bit (4-byte address)")
    static let control = FieldDescriptor("control", "fr.control", .hex(digits: 2), "control field (0x03 UI)")
    static let pad = FieldDescriptor("pad", "fr.pad", .boolean, "a pad byte follows the control field")
    static let nlpid = FieldDescriptor("nlpid", "fr.nlpid", .hex(digits: 2), "network layer protocol identifier (RFC 2427)")
    static let etherType = FieldDescriptor("ethertype", "fr.cisco_ethertype", .hex(digits: 4), "Cisco encapsulation: an EtherType after the address")

    static let frf15 = FieldDescriptor.layer("frf15", "frf15", "FRF.15 end-to-end fragmentation header")
    static let sequence = FieldDescriptor("sequence", "frf.seq", .unsigned, "fragment sequence number")
    static let begin = FieldDescriptor("begin", "frf.begin", .boolean, "first fragment")
    static let endFlag = FieldDescriptor("end", "frf.end", .boolean, "last fragment")
    static let controlFlag = FieldDescriptor("control_bit", "frf.control", .boolean, "control frame")
    static let interfaceFragmentation = FieldDescriptor("interface", "frf15.interface", .boolean, "interface (not end-to-end) fragmentation")

    static let mfr = FieldDescriptor.layer("mfr", "mfr", "FRF.16 multilink Frame Relay header")
    static let messageType = FieldDescriptor("message_type", "mfr.msgtype", .unsigned, "control message (1 add link ... 7 remove link ack)")
    static let informationElements = FieldDescriptor("elements", "mfr.ies", .list, "control frame information elements")
    static let elementType = FieldDescriptor("type", "mfr.ie.type", .unsigned, "IE type (1 bundle ID, 2 link ID, 3 magic number, 5 timestamp, 6 vendor, 7 cause)")
    static let elementLength = FieldDescriptor("length", "mfr.ie.length", .unsigned, "IE length, header included")
    static let identifier = FieldDescriptor("id", "mfr.ie.id", .string, "bundle or link ID")
    static let magic = FieldDescriptor("magic_number", "mfr.ie.magic", .hex(digits: 8), "magic number")
    static let data = FieldDescriptor("data", "mfr.ie.data", .bytes, "IE value")

    static let q933 = FieldDescriptor.layer("q933", "q933", "Q.933 signalling (Frame Relay LMI: ANSI T1.617 Annex D, ITU Q.933 Annex A)")
    static let callReference = FieldDescriptor("call_reference", "q933.callref", .bytes, "call reference value")
    static let q933MessageType = FieldDescriptor("message_type", "q933.msgtype", .hex(digits: 2), "message type (0x75 status enquiry, 0x7d status...)")
    static let ansi = FieldDescriptor("ansi", "q933.ansi", .boolean, "a locking shift to codeset 5 (ANSI T1.617 Annex D)")
    static let codeset = FieldDescriptor("codeset", "q933.codeset", .unsigned, "codeset in effect after the leading shift")
    static let q933Elements = FieldDescriptor("elements", "q933.ies", .list, "information elements")
    static let q933ElementCode = FieldDescriptor("id", "q933.ie.id", .hex(digits: 2), "IE identifier")
    static let q933ElementCodeset = FieldDescriptor("codeset", "q933.ie.codeset", .unsigned, "codeset the IE was read in")
    static let q933ElementLength = FieldDescriptor("length", "q933.ie.length", .unsigned, "IE length")
    static let reportType = FieldDescriptor("report_type", "q933.report_type", .unsigned, "0 full status, 1 link verify, 2 async PVC status")
    static let txSequence = FieldDescriptor("tx_sequence", "q933.link_verify.txseq", .unsigned, "send sequence number")
    static let rxSequence = FieldDescriptor("rx_sequence", "q933.link_verify.rxseq", .unsigned, "receive sequence number")
    static let pvcDLCI = FieldDescriptor("dlci", "q933.pvc.dlci", .unsigned, "PVC status: DLCI")
    static let pvcNew = FieldDescriptor("new", "q933.pvc.new", .boolean, "PVC status: new")
    static let pvcActive = FieldDescriptor("active", "q933.pvc.active", .boolean, "PVC status: active")
    static let q933Data = FieldDescriptor("data", "q933.ie.data", .bytes, "IE value")

    static var all: [FieldDescriptor] {
        [fr, addressLength, dlci, commandResponse, fecn, becn, discardEligible, sdlc, control, pad, nlpid, etherType,
         frf15, sequence, begin, endFlag, controlFlag, interfaceFragmentation,
         mfr, messageType, informationElements, elementType, elementLength, identifier, magic, data,
         q933, callReference, q933MessageType, ansi, codeset, q933Elements, q933ElementCode, q933ElementCodeset,
         q933ElementLength, reportType, txSequence, rxSequence, pvcDLCI, pvcNew, pvcActive, q933Data]
    }
}

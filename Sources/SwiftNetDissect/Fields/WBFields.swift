// Fields of LBL's wb whiteboard (UDP destination port 4567, or -T wb).

enum WBFields: ProtocolFields {
    static let wb = FieldDescriptor.layer("wb", "wb", "LBL wb whiteboard (UDP destination port 4567, or -T wb)")
    static let source = FieldDescriptor("source", "wb.src", .ipv4, "site id of the source")
    static let timestamp = FieldDescriptor("timestamp", "wb.ts", .unsigned, "time stamp (for skew computation)")
    static let version = FieldDescriptor("version", "wb.version", .unsigned, "version")
    static let type = FieldDescriptor("type", "wb.type", .unsigned,
                                      "message type (0 drawop, 1 id, 2 rreq, 3 rrep, 4 kill, 5 preq, 7 prep)")
    static let typeName = FieldDescriptor("type_name", "wb.type.name", .label, "message type name")
    static let flags = FieldDescriptor("flags", "wb.flags", .hex(digits: 2), "flags (0x01 user, 0x02 visible ops only)")
    static let siteID = FieldDescriptor("site_id", "wb.site", .ipv4, "rreq: source of the ops to repair; rrep: their original site")
    static let pageSession = FieldDescriptor("page_session", "wb.page.sid", .ipv4, "page: session id of its initiator")
    static let pageNumber = FieldDescriptor("page_number", "wb.page.uid", .unsigned, "page: number")
    static let startSequence = FieldDescriptor("start_sequence", "wb.sseq", .unsigned, "first sequence number")
    static let endSequence = FieldDescriptor("end_sequence", "wb.eseq", .unsigned, "last sequence number")
    static let slot = FieldDescriptor("slot", "wb.slot", .unsigned, "id: slot of the current page state")
    static let maxSlot = FieldDescriptor("max_slot", "wb.mslot", .unsigned, "id: highest slot")
    static let maxPageSession = FieldDescriptor("max_page_session", "wb.mpage.sid", .ipv4, "id: current page's initiator")
    static let maxPageNumber = FieldDescriptor("max_page_number", "wb.mpage.uid", .unsigned, "id: current page's number")
    static let siteName = FieldDescriptor("site_name", "wb.sitename", .string, "id: the site name (to a NUL)")
    static let low = FieldDescriptor("low", "wb.low", .unsigned, "preq: lowest page slot wanted")
    static let pageCount = FieldDescriptor("page_count", "wb.prep.n", .unsigned, "prep: page states that follow")

    static var all: [FieldDescriptor] {
        [wb, source, timestamp, version, type, typeName, flags, siteID, pageSession, pageNumber, startSequence,
         endSequence, slot, maxSlot, maxPageSession, maxPageNumber, siteName, low, pageCount]
    }
}

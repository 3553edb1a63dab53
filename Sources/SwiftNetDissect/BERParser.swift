// The BER (ASN.1) element walk tcpdump's SNMP printer is built on (print-snmp.c's asn1_parse and
// asn1_print), with its exact messages for each way an element can be malformed. With -n, OIDs
// print numerically (tcpdump 4.99.3 is built without libsmi and skips its MIB names under -n).

/// One BER element as asn1_parse leaves it: its tag, where its contents start, and the value read
/// for the primitive types tcpdump decodes.
struct BERElement {
    enum Kind: UInt8 {
        case any, null, octets, oid, integer, unsigned, string, sequence, ipAddress, pdu, unsigned64,
             noSuchObject, noSuchInstance, endOfMIBView
    }
    var kind = Kind.any
    var constructed = false
    var tagClass: UInt8 = 0
    /// The tag number, kept in 8 bits as tcpdump's `u_char id` keeps it (long tags wrap).
    var id: UInt8 = 0
    /// Contents length (tcpdump's 32-bit asnlen).
    var length = 0
    /// Where the contents start.
    var data = 0
    /// Header plus contents: what the caller steps over.
    var size = 0
    var integer: Int32 = 0
    var unsigned: UInt64 = 0
}

/// tcpdump's type names per class (Universal, Application, Context, Private) and the exceptions.
enum BERNames {
    static let universal: [StaticString] = [
        "U-0", "Boolean", "Integer", "Bitstring", "String", "Null", "ObjID", "ObjectDes", "U-8", "U-9", "U-10",
        "U-11", "U-12", "U-13", "U-14", "U-15", "Sequence", "Set",
    ]
    static let application: [StaticString] = ["IpAddress", "Counter", "Gauge", "TimeTicks", "Opaque", "C-5", "Counter64"]
    static let context: [StaticString] = [
        "GetRequest", "GetNextRequest", "GetResponse", "SetRequest", "Trap", "GetBulk", "Inform", "V2Trap", "Report",
    ]
    static let exceptions: [StaticString] = ["noSuchObject", "noSuchInstance", "endOfMibView"]
    static let privateNames: [StaticString] = ["P-0"]

    static func names(_ tagClass: UInt8) -> [StaticString] {
        switch tagClass {
        case 0: universal
        case 1: application
        case 2: context
        default: privateNames
        }
    }
}

extension Dissection {
    /// asn1_parse: the element at `offset` within `length` bytes, or nil once the failure is printed
    /// (its bracketed message, or ` [|snmp]` when the contents are not all captured: tcpdump's
    /// ND_TCHECK there returns instead of longjmping, so the callers' closing braces still print).
    /// Throws only where tcpdump's GET_U_1 longjmps (a tag or length byte past the captured end).
    mutating func berParse(at offset: Int, length: Int) throws(Truncated) -> BERElement? {
        var element = BERElement()
        guard length >= 1 else { return berFail("[nothing to parse]") }
        var p = offset
        var left = length
        let first = try u8(p)
        var id = first & 0x1f
        element.constructed = first & 0x20 != 0
        element.tagClass = first >> 6
        p += 1; left -= 1
        if id == 0x1f {
            id = 0
            while try u8(p) & 0x80 != 0 {
                guard left >= 1 else { return berFail("[Xtagfield?]") }
                id = id &<< 7 | bytes[p] & 0x7f
                left -= 1; p += 1
            }
            guard left >= 1 else { return berFail("[Xtagfield?]") }
            id = id &<< 7 | bytes[p]
            left -= 1; p += 1
        }
        element.id = id
        guard left >= 1 else { return berFail("[no asnlen]") }
        var contentLength = UInt32(try u8(p))
        p += 1; left -= 1
        if contentLength & 0x80 != 0 {
            var octets = Int(contentLength & 0x7f)
            contentLength = 0
            if left < octets {
                put("[asnlen? "); put(decimal: left); put("<"); put(decimal: octets); put("]")
                return berInvalid("long length past the data")
            }
            guard has(octets, at: p) else { return berSoftTruncation() }
            while octets != 0 {
                contentLength = contentLength << 8 | UInt32(bytes[p])
                p += 1; left -= 1; octets -= 1
            }
        }
        let contents = Int(contentLength)
        if left < contents {
            put("[len"); put(decimal: left); put("<asnlen"); put(decimal: contentLength); put("]")
            return berInvalid("length past the data")
        }
        let names = BERNames.names(element.tagClass)
        if Int(id) >= names.count {
            put("[id?"); put(element.constructed ? "C" : "P"); put("/x/"); put(decimal: id); put("]")
            return berInvalid("unknown tag")
        }
        guard has(contents, at: p) else { return berSoftTruncation() }
        element.length = contents
        element.data = p
        element.size = p + contents - offset
        if element.constructed {
            switch element.tagClass {
            case 0 where id == 16:
                element.kind = .sequence
            case 0:
                element.kind = .octets
                put("C/U/"); put(names[Int(id)])
            case 2:
                element.kind = .pdu
            default:
                element.kind = .octets
                put("C/x/"); put(names[Int(id)])
            }
            return element
        }
        switch (element.tagClass, id) {
        case (0, 4): element.kind = .string
        case (0, 2):
            element.kind = .integer
            guard contents > 0 else { return berFail("[asnlen=0]") }
            var value: Int32 = bytes[p] & 0x80 != 0 ? -1 : 0
            for index in p..<(p + contents) { value = value &<< 8 | Int32(bytes[index]) }
            element.integer = value
        case (0, 6): element.kind = .oid
        case (0, 5): element.kind = .null
        case (0, _):
            element.kind = .octets
            put("[P/U/"); put(names[Int(id)]); put("]")
        case (1, 0): element.kind = .ipAddress
        case (1, 1), (1, 2), (1, 3):
            element.kind = .unsigned
            var value: UInt32 = 0
            for index in p..<(p + contents) { value = value &<< 8 &+ UInt32(bytes[index]) }
            element.unsigned = UInt64(value)
        case (1, 6):
            element.kind = .unsigned64
            var value: UInt64 = 0
            for index in p..<(p + contents) { value = value &<< 8 &+ UInt64(bytes[index]) }
            element.unsigned = value
        case (1, _):
            element.kind = .octets
            put("[P/A/"); put(names[Int(id)]); put("]")
        case (2, 0): element.kind = .noSuchObject
        case (2, 1): element.kind = .noSuchInstance
        case (2, 2): element.kind = .endOfMIBView
        case (2, _): break  // tcpdump leaves these BE_ANY: printed as [BE_ANY!?]
        default:
            element.kind = .octets
            put("[P/x/"); put(names[Int(id)]); put("]")
        }
        return element
    }

    /// A bracketed BER complaint: the text as tcpdump prints it, the layer malformed in JSON.
    mutating func berFail(_ message: StaticString) -> BERElement? {
        put(message)
        reportMalformed(message)
        return nil
    }

    /// The JSON half of a complaint whose text (with numbers in it) the caller printed.
    mutating func berInvalid(_ reason: StaticString) -> BERElement? {
        reportMalformed(reason)
        return nil
    }

    private mutating func berSoftTruncation() -> BERElement? {
        putTruncationMarker()
        return nil
    }

    /// asn1_print: the element's value as tcpdump prints it (text only; the callers report).
    mutating func putBER(_ element: BERElement) {
        guard Sink.rendersText else { return }
        switch element.kind {
        case .octets:
            for index in element.data..<(element.data + element.length) {
                put("_"); put(hex: bytes[index], digits: 2)
            }
        case .null: break
        case .oid: appendOID(at: element.data, length: element.length, leadingDot: true)
        case .integer: put(decimal: element.integer)
        case .unsigned, .unsigned64: put(decimal: element.unsigned)
        case .string: putBERString(element)
        case .sequence: put("Seq("); put(decimal: element.length); put(")")
        case .ipAddress:
            if element.length != 4 { put("[inetaddr len!=4]") }
            for index in element.data..<(element.data + element.length) {
                if index != element.data { put(".") }
                put(decimal: bytes[index])
            }
        case .noSuchObject, .noSuchInstance, .endOfMIBView:
            put("["); put(BERNames.exceptions[Int(element.id)]); put("]")
        case .pdu:
            put(BERNames.context[Int(element.id)]); put("("); put(decimal: element.length); put(")")
        case .any: put("[BE_ANY!?]")
        }
    }

    /// The contents as `_xx_xx` (asn1_print_octets).
    mutating func putBEROctets(_ element: BERElement) {
        guard Sink.rendersText else { return }
        for index in element.data..<(element.data + element.length) {
            put("_"); put(hex: bytes[index], digits: 2)
        }
    }

    /// asn1_print_string: `"text"` when every byte is printable ASCII, else `xx_xx_xx`.
    mutating func putBERString(_ element: BERElement) {
        guard Sink.rendersText else { return }
        let range = element.data..<(element.data + element.length)
        if berPrintable(range) {
            put("\""); put(packetBytes: range); put("\"")
        } else {
            for index in range {
                if index != range.lowerBound { put("_") }
                put(hex: bytes[index], digits: 2)
            }
        }
    }

    func berPrintable(_ range: Range<Int>) -> Bool {
        for index in range where bytes[index] < 0x20 || bytes[index] > 0x7e { return false }
        return true
    }

    /// The OID at `offset` as tcpdump -n prints it (every arc after a dot; the first byte holds
    /// two arcs, X.690 8.19), appended to the output; the JSON string leaves out the first dot.
    /// Arithmetic wraps at 32 bits as tcpdump's `int` does; a last byte with the continuation bit
    /// set adds nothing.
    mutating func appendOID(at offset: Int, length: Int, leadingDot: Bool) {
        var arc: Int32 = 0
        var first = true
        for index in offset..<(offset + length) {
            let byte = bytes[index]
            arc = arc &<< 7 &+ Int32(byte & 0x7f)
            if byte & 0x80 != 0 { continue }
            if first {
                first = false
                let top = min(arc / 40, 2)
                if leadingDot { out.append(UInt8(ascii: ".")) }
                out.appendDecimal(UInt32(bitPattern: top))
                arc = arc &- top &* 40
            }
            out.append(UInt8(ascii: "."))
            out.appendDecimal(UInt32(bitPattern: arc))
            arc = 0
        }
    }

    /// Reports the OID element as a JSON string (no leading dot).
    mutating func reportOID(_ field: FieldDescriptor, _ element: BERElement) {
        guard beginStringReport(field) else { return }
        appendOID(at: element.data, length: element.length, leadingDot: false)
        endStringReport()
    }
}

// Reporting for values no single byte range holds: a JSON string written in pieces (a DNS name
// spread over labels and compression pointers) and entries reported whole or not at all.

extension Dissection {
    /// Opens a string member whose characters the caller writes itself with `putStringReport` (a
    /// value assembled from several pieces of the packet: a DNS name spread over labels and
    /// compression pointers), closed by `endStringReport`. Returns false when nothing was opened
    /// (a text sink, or a JSON sink that dropped the member): the caller then writes nothing.
    ///
    /// Works through the sink's `label` call (an empty label: `"key":""`) and reopens its closing
    /// quote; a sink call that streams a string would make this exact without the trick.
    mutating func beginStringReport(_ field: FieldDescriptor) -> Bool {
        guard Sink.collectsFields else { return false }
        let mark = out.count
        sink.label(field, "", into: &out)
        guard out.count >= mark + 2, out[out.count - 1] == UInt8(ascii: "\"") else { return false }
        out.truncate(to: out.count - 1)
        return true
    }

    /// One character of an open string report, escaped for JSON (`"` `\` and control bytes; the
    /// caller passes ASCII).
    @inline(__always) mutating func putStringReport(_ byte: UInt8) {
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            out.append(UInt8(ascii: "\\"))
            out.append(byte)
        } else if byte < 0x20 || byte >= 0x7f {
            out.appendJSONControl(byte)
        } else {
            out.append(byte)
        }
    }

    @inline(__always) mutating func putStringReport(_ text: StaticString) {
        text.withUTF8Buffer { for byte in $0 { putStringReport(byte) } }
    }

    mutating func endStringReport() { out.append(UInt8(ascii: "\"")) }

    /// Runs `body`, which reports one entry of a list (a DNS question or record); in a JSON walk,
    /// if it throws, whatever it reported is taken back (output and sink state) before the error
    /// goes on, so an entry cut short is left out whole. A text walk runs `body` as it is.
    @inline(__always)
    mutating func reportingWhole<Failure: Error, Result>(
        _ body: (inout Dissection) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard Sink.collectsFields else { return try body(&self) }
        let savedSink = sink
        let mark = out.count
        do {
            return try body(&self)
        } catch {
            sink = savedSink
            out.truncate(to: mark)
            throw error
        }
    }
}

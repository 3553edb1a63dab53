// Line-oriented text protocols (HTTP) as tcpdump's txtproto_print prints them: the protocol name,
// then the request or status line (all lines with -v), only for payloads that start like one.

/// The request words tcpdump's txtproto_print recognises per protocol.
enum TextProtocolCommands {
    static let http: [[UInt8]] = [
        "GET", "PUT", "COPY", "HEAD", "LOCK", "MOVE", "POLL", "POST", "BCOPY", "BMOVE", "MKCOL",
        "TRACE", "LABEL", "MERGE", "DELETE", "SEARCH", "UNLOCK", "REPORT", "UPDATE", "NOTIFY",
        "BDELETE", "CONNECT", "OPTIONS", "CHECKIN", "PROPFIND", "CHECKOUT", "CCM_POST", "SUBSCRIBE",
        "PROPPATCH", "BPROPFIND", "BPROPPATCH", "UNCHECKOUT", "MKACTIVITY", "MKWORKSPACE",
        "UNSUBSCRIBE", "RPC_CONNECT", "VERSION-CONTROL", "BASELINE-CONTROL",
    ].map { Array($0.utf8) }

    static let rtsp: [[UInt8]] = [
        "DESCRIBE", "ANNOUNCE", "GET_PARAMETER", "OPTIONS", "PAUSE", "PLAY", "RECORD", "REDIRECT",
        "SETUP", "SET_PARAMETER", "TEARDOWN",
    ].map { Array($0.utf8) }

    static let sip: [[UInt8]] = [
        "ACK", "BYE", "CANCEL", "DO", "INFO", "INVITE", "MESSAGE", "NOTIFY", "OPTIONS", "PRACK",
        "QAUTH", "REFER", "REGISTER", "SPRACK", "SUBSCRIBE", "UPDATE", "PUBLISH",
    ].map { Array($0.utf8) }
}

extension Dissection {
    /// `commands` nil: every payload is a line to print (FTP, SMTP); otherwise only payloads that
    /// start with one of them or with a status code in the second token (HTTP, RTSP, SIP).
    mutating func textProtocol(at offset: Int, length: Int, name: StaticString, protoName: StaticString,
                               commands: [[UInt8]]?) throws(Truncated) {
        proto = protoName
        let fields = TextProtocolFields.fields(for: protoName)
        layer(fields.layer)
        put(name)
        var printThis = commands == nil
        // Tokens are ranges of the packet (no copy per packet).
        var token = 0..<0
        var index = commands == nil ? 0 : fetchToken(at: offset, from: 0, length: length, token: &token)
        if let commands, index != 0 {
            for command in commands where equalsIgnoringCase(token, command) {
                printThis = true
                break
            }
            // The response code is the second token (`HTTP/1.1 200 OK`).
            index = fetchToken(at: offset, from: index, length: length, token: &token)
            if index != 0, token.count == 3, bytes[token].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                printThis = true
            }
        }
        guard printThis else { return }
        if verbose > 0 {
            put(", length: "); put(decimal: length)
            report(fields.length, length)
            beginList(fields.lines)
            var position = 0
            while position < length {
                let next = try textLine(at: offset, from: position, length: length, prefix: "\n\t", field: fields.line)
                if next == 0 { break }
                position = next
            }
            endList()
        } else {
            _ = try textLine(at: offset, from: 0, length: length, prefix: ": ", field: fields.line)
        }
    }

    private func equalsIgnoringCase(_ a: Range<Int>, _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(bytes[a], b) {
            let lx = x >= 0x41 && x <= 0x5a ? x | 0x20 : x
            let ly = y >= 0x41 && y <= 0x5a ? y | 0x20 : y
            if lx != ly { return false }
        }
        return true
    }

    /// tcpdump's ssh_print: `: SSH: SSH-2.0-…` for a version line, nothing for binary data.
    mutating func sshVersion(at offset: Int, length: Int) throws(Truncated) {
        proto = "ssh"
        for (index, letter) in "SSH-".utf8.enumerated() where try u8(offset + index) != letter { return }
        var index = 4
        while index < length {
            let c = try u8(offset + index)
            if c == 0x0a {
                putSSHVersion(offset..<(offset + index))
                return
            } else if c == 0x0d {
                if index + 1 >= length { return }
                if try u8(offset + index + 1) == 0x0a {
                    putSSHVersion(offset..<(offset + index))
                }
                return
            } else if c < 0x20 || c >= 0x7f {
                return
            }
            index += 1
        }
    }

    /// `: SSH: SSH-2.0-…` and the `ssh` layer with its `version` line.
    private mutating func putSSHVersion(_ line: Range<Int>) {
        layer(TextProtocolFields.ssh)
        report(TextProtocolFields.sshVersion, bytesAt: line.lowerBound, count: line.count)
        put(": SSH: ")
        put(packetBytes: line)
    }

    /// tcpdump's fetch_token: the next space-delimited printable token (at most 128 bytes) and the
    /// index after the white space that follows it; 0 when there is none.
    private func fetchToken(at base: Int, from start: Int, length: Int, token: inout Range<Int>) -> Int {
        var count = 0
        var index = start
        while index < length {
            guard base + index < end else { return 0 }
            let c = bytes[base + index]
            if c & 0x80 != 0 { return 0 }
            if c == 0x20 || c == 0x09 || c == 0x0d || c == 0x0a { break }
            if c < 0x20 || c == 0x7f { return 0 }
            if count + 2 > 129 { return 0 }
            count += 1
            index += 1
        }
        if count == 0 { return 0 }
        token = (base + index - count)..<(base + index)
        while index < length {
            guard base + index < end else { break }
            let c = bytes[base + index]
            if c == 0x0d || c == 0x0a { break }
            if c < 0x20 || c >= 0x7f { break }
            if c != 0x20 && c != 0x09 { break }
            index += 1
        }
        return index
    }

    /// tcpdump's print_txt_line: prints one CRLF- or LF-terminated printable line after `prefix` and
    /// returns the index after it; 0 for binary data or an unterminated line (which it prints with
    /// a truncation marker).
    private mutating func textLine(at base: Int, from start: Int, length: Int, prefix: StaticString,
                                   field: FieldDescriptor) throws(Truncated) -> Int {
        var index = start
        var lineLength = 0
        var next = 0
        while index < length {
            let c = try u8(base + index)
            if c == 0x0a {
                lineLength = index - start
                next = index + 1
                break
            } else if c == 0x0d {
                if index + 1 >= length { return 0 }
                if try u8(base + index + 1) == 0x0a {
                    lineLength = index - start
                    next = index + 2
                    break
                }
                return 0
            } else if (c < 0x20 || c >= 0x7f) && c != 0x09 {
                return 0
            }
            index += 1
        }
        if next == 0 {
            put(prefix)
            put(packetBytes: (base + start)..<(base + index))
            report(field, bytesAt: base + start, count: index - start)
            putTruncationMarker()
            return 0
        }
        put(prefix)
        put(packetBytes: (base + start)..<(base + start + lineLength))
        report(field, bytesAt: base + start, count: lineLength)
        return next
    }
}

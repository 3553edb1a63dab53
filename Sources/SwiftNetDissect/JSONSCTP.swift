import SwiftNetWire

// The `sctp` layer of the NDJSON output (RFC 9260): common header, CRC32c verdict, and the chunk
// list with the DATA, INIT/INIT ACK and SACK fields. (CRC32C lives in SCTPPrinter.swift.)

extension JSONLayerWalker {
    /// `claimedLength`: the SCTP packet length the IP layer announces (nil when unknown).
    mutating func walkSCTP(at offset: Int, end: Int, claimedLength: Int?, quoted: Bool) {
        openLayer("sctp")
        guard bytes.has(SCTPField.commonHeaderLength, at: offset, end: end) else {
            let available = Swift.max(0, end - offset)
            if let claimedLength, claimedLength < SCTPField.commonHeaderLength, available >= claimedLength {
                output.append(",\"malformed\":\"shorter than the 12-byte common header\"}")
                return
            }
            output.append(",\"truncated\":true,\"needed\":")
            output.appendDecimal(SCTPField.commonHeaderLength)
            output.append(",\"available\":")
            output.appendDecimal(available)
            output.append("}")
            if !quoted { truncatedLayer = "sctp" }
            return
        }
        output.append(",\"source_port\":")
        output.appendDecimal(bytes.uint16(at: offset))
        output.append(",\"destination_port\":")
        output.appendDecimal(bytes.uint16(at: offset + 2))
        output.append(",\"verification_tag\":")
        output.appendDecimal(bytes.uint32(at: offset + 4))
        output.append(",\"checksum\":")
        output.appendJSONHex(bytes.uint32(at: offset + 8), digits: 8)
        let packetEnd = claimedLength.map { Swift.min(end, offset + Swift.max($0, 0)) } ?? end
        let whole = claimedLength.map { end - offset >= $0 } ?? true
        if !quoted {
            output.append(",\"checksum_valid\":")
            if whole && !fragmented {
                // The CRC is stored least significant byte first (RFC 9260 appendix A).
                let stored = UInt32(bytes[offset + 8]) | UInt32(bytes[offset + 9]) << 8
                    | UInt32(bytes[offset + 10]) << 16 | UInt32(bytes[offset + 11]) << 24
                let computed = CRC32C.checksum(bytes, from: offset, to: packetEnd, zeroing: offset + 8)
                output.appendJSONBool(stored == computed)
            } else {
                output.append("null")
            }
            appendSCTPChunks(from: offset + SCTPField.commonHeaderLength, end: packetEnd, whole: whole)
        }
        if !whole {
            if quoted { output.append(",\"truncated\":true") } else if !fragmented { markTruncated("sctp") }
        }
        output.append("}")
    }

    /// `,"chunks":[{"type","type_name","flags","length", and the type's fields}]`; a chunk whose
    /// length is impossible carries `malformed`, one cut by the capture `truncated`, and the walk ends.
    /// `whole`: the packet was captured to its announced end (so a chunk past it is the sender's).
    private mutating func appendSCTPChunks(from start: Int, end: Int, whole: Bool) {
        output.append(",\"chunks\":[")
        var cursor = start
        var first = true
        while cursor < end {
            if !first { output.append(",") }
            first = false
            guard bytes.has(SCTPField.chunkHeaderLength, at: cursor, end: end) else {
                output.append(whole ? "{\"malformed\":\"chunk header past the packet\"}" : "{\"truncated\":true}")
                break
            }
            let type = bytes[cursor]
            let flags = bytes[cursor + 1]
            let length = Int(bytes.uint16(at: cursor + 2))
            output.append("{\"type\":")
            output.appendDecimal(type)
            if let name = SCTPField.chunkName(type) {
                output.append(",\"type_name\":\"")
                output.append(name)
                output.append("\"")
            }
            output.append(",\"flags\":")
            output.appendDecimal(flags)
            output.append(",\"length\":")
            output.appendDecimal(length)
            if length < SCTPField.chunkHeaderLength {
                output.append(",\"malformed\":\"chunk length below 4\"}")
                break
            }
            guard bytes.has(length, at: cursor, end: end) else {
                output.append(whole ? ",\"malformed\":\"chunk length past the packet\"}" : ",\"truncated\":true}")
                break
            }
            let body = cursor + SCTPField.chunkHeaderLength
            let bodyLength = length - SCTPField.chunkHeaderLength
            switch type {
            case 0x00 where bodyLength >= SCTPField.dataHeaderLength:
                output.append(",\"unordered\":")
                output.appendJSONBool(flags & 0x04 != 0)
                output.append(",\"beginning\":")
                output.appendJSONBool(flags & 0x02 != 0)
                output.append(",\"ending\":")
                output.appendJSONBool(flags & 0x01 != 0)
                output.append(",\"tsn\":")
                output.appendDecimal(bytes.uint32(at: body))
                output.append(",\"stream_id\":")
                output.appendDecimal(bytes.uint16(at: body + 4))
                output.append(",\"stream_sequence\":")
                output.appendDecimal(bytes.uint16(at: body + 6))
                output.append(",\"ppid\":")
                output.appendDecimal(bytes.uint32(at: body + 8))
                output.append(",\"payload_length\":")
                output.appendDecimal(bodyLength - SCTPField.dataHeaderLength)
            case 0x01 where bodyLength >= SCTPField.initHeaderLength, 0x02 where bodyLength >= SCTPField.initHeaderLength:
                output.append(",\"initiate_tag\":")
                output.appendDecimal(bytes.uint32(at: body))
                output.append(",\"a_rwnd\":")
                output.appendDecimal(bytes.uint32(at: body + 4))
                output.append(",\"outbound_streams\":")
                output.appendDecimal(bytes.uint16(at: body + 8))
                output.append(",\"inbound_streams\":")
                output.appendDecimal(bytes.uint16(at: body + 10))
                output.append(",\"initial_tsn\":")
                output.appendDecimal(bytes.uint32(at: body + 12))
            case 0x03 where bodyLength >= SCTPField.sackHeaderLength:
                appendSACKFields(at: body, length: bodyLength)
            case 0x00, 0x01, 0x02, 0x03:
                output.append(",\"malformed\":\"chunk shorter than its fixed fields\"")
            default:
                break
            }
            output.append("}")
            // Chunks are padded to a multiple of 4 (RFC 9260 3.2); the last one's padding may be absent.
            cursor += (length + 3) & ~3
        }
        output.append("]")
    }

    /// A SACK's fields; gap blocks as absolute TSN ranges (offsets added to the cumulative ack, as
    /// tcpdump prints them), as many as the chunk holds.
    private mutating func appendSACKFields(at body: Int, length: Int) {
        let cumulative = bytes.uint32(at: body)
        let gaps = Int(bytes.uint16(at: body + 8))
        let duplicates = Int(bytes.uint16(at: body + 10))
        output.append(",\"cumulative_tsn_ack\":")
        output.appendDecimal(cumulative)
        output.append(",\"a_rwnd\":")
        output.appendDecimal(bytes.uint32(at: body + 4))
        output.append(",\"gap_blocks\":[")
        var cursor = body + SCTPField.sackHeaderLength
        let stop = body + length
        var index = 0
        while index < gaps && cursor + 4 <= stop {
            if index > 0 { output.append(",") }
            output.append("[")
            output.appendDecimal(cumulative &+ UInt32(bytes.uint16(at: cursor)))
            output.append(",")
            output.appendDecimal(cumulative &+ UInt32(bytes.uint16(at: cursor + 2)))
            output.append("]")
            cursor += 4
            index += 1
        }
        output.append("],\"duplicate_tsns\":[")
        index = 0
        while index < duplicates && cursor + 4 <= stop {
            if index > 0 { output.append(",") }
            output.appendDecimal(bytes.uint32(at: cursor))
            cursor += 4
            index += 1
        }
        output.append("]")
        if index < duplicates || gaps * 4 + duplicates * 4 > length - SCTPField.sackHeaderLength {
            output.append(",\"malformed\":\"fewer gap blocks or duplicate TSNs than counted\"")
        }
    }
}

import Testing
@testable import SwiftNetWire

@Suite struct TCPTests {
    typealias F = L4Fixture

    @Test func readsFieldsOfRealSYN() throws {
        let segment = try TCPSegment(F.tcpSYN)
        #expect(segment.sourcePort == 33072)
        #expect(segment.destinationPort == 47011)
        #expect(segment.sequenceNumber == 1_518_872_738)
        #expect(segment.acknowledgmentNumber == 0)
        #expect(segment.dataOffset == 10)
        #expect(segment.headerLength == 40)
        #expect(segment.flags == .syn)
        #expect(segment.window == 65495)
        #expect(segment.checksum == 0xfe30)
        #expect(segment.urgentPointer == 0)
        #expect(segment.payloadOffset == 40)
        #expect(segment.payloadLength == 0)
        #expect(!segment.isTruncated)
        #expect(try segment.options.parsed() == [
            .maximumSegmentSize(65495), .sackPermitted,
            .timestamps(value: 1_885_128_470, echoReply: 0), .noOperation, .windowScale(10),
        ])
    }

    @Test func readsPayloadAndFlagsOfRealPush() throws {
        let segment = try TCPSegment(F.tcpPushHello)
        #expect(segment.flags == [.psh, .ack])
        #expect(segment.acknowledgmentNumber == 0x9f83_b1ef)
        #expect(Array(F.tcpPushHello[segment.payloadOffset..<segment.payloadEnd]) == Array("hello\n".utf8))
        #expect(try segment.options.parsed() == [
            .noOperation, .noOperation, .timestamps(value: 1_885_128_470, echoReply: 3_005_128_248),
        ])
    }

    @Test func checksumsAgreeWithTcpdump() throws {
        // The kernel's RST carries a full checksum.
        #expect(try TCPSegment(F.tcpRST).checksumIsValid(F.loopback4) == true)
        #expect(try TCPSegment(F.tcpRST).checksumIsValid(.ipv4(source: .loopback, destination: .any)) == false)
        // Offloaded segments hold only the pseudo-header sum: invalid as captured, and our fill
        // computes exactly what tcpdump -vv said was correct.
        for (bytes, correct) in [(F.tcpSYN, F.tcpSYNCorrectChecksum), (F.tcpPushHello, F.tcpPushHelloCorrectChecksum)] {
            #expect(try TCPSegment(bytes).checksumIsValid(F.loopback4) == false)
            var fixed = bytes
            TCPSegment.fillChecksum(in: &fixed, offset: 0, end: fixed.count, pseudoHeader: F.loopback4)
            #expect(fixed.uint16(at: TCPField.checksum) == correct)
            #expect(try TCPSegment(fixed).checksumIsValid(F.loopback4) == true)
        }
    }

    @Test func checksumIsUnknownWhenSegmentCutShort() throws {
        let segment = try TCPSegment(F.tcpPushHello, segmentLength: F.tcpPushHello.count + 10)
        #expect(segment.isTruncated)
        #expect(segment.checksumIsValid(F.loopback4) == nil)
        // A shorter claimed length trims trailing bytes (e.g. Ethernet padding).
        let trimmed = try TCPSegment(F.tcpPushHello + [0, 0, 0], segmentLength: F.tcpPushHello.count)
        #expect(trimmed.payloadEnd == F.tcpPushHello.count)
        #expect(!trimmed.isTruncated)
    }

    @Test func parsesToValueAndEncodesBackByteExact() throws {
        for bytes in [F.tcpSYN, F.tcpPushHello, F.tcpRST] {
            let segment = try TCPSegment(bytes)
            let header = try TCPHeader(segment)
            #expect(header.encodedLength == segment.headerLength)
            var buffer = [UInt8](repeating: 0xa5, count: header.encodedLength)
            header.encode(into: &buffer, at: 0)
            #expect(buffer == Array(bytes[0..<segment.headerLength]))
            #expect(try TCPHeader(TCPSegment(buffer)) == header)
        }
    }

    @Test func valueEmitsKnownSYNWithComputedOffsetAndChecksum() throws {
        let header = TCPHeader(
            sourcePort: 33072, destinationPort: 47011, sequenceNumber: 1_518_872_738, flags: .syn,
            window: 65495,
            options: [.maximumSegmentSize(65495), .sackPermitted,
                      .timestamps(value: 1_885_128_470, echoReply: 0), .noOperation, .windowScale(10)])
        #expect(header.computedDataOffset == 10)
        var buffer = [UInt8](repeating: 0xa5, count: header.encodedLength + 4)
        header.encode(into: &buffer, at: 2)
        #expect(buffer[0..<2] == [0xa5, 0xa5] && buffer[42..<44] == [0xa5, 0xa5])
        var packet = Array(buffer[2..<42])
        TCPSegment.fillChecksum(in: &packet, offset: 0, end: packet.count, pseudoHeader: F.loopback4)
        var expected = F.tcpSYN
        expected.setUInt16(F.tcpSYNCorrectChecksum, at: TCPField.checksum)
        #expect(packet == expected)
    }

    @Test func valueRoundTripsThroughBytes() throws {
        let header = TCPHeader(
            sourcePort: 1, destinationPort: 65535, sequenceNumber: 0xffff_ffff, acknowledgmentNumber: 7,
            dataOffset: 12, flags: [.fin, .syn, .rst, .psh, .ack, .urg, .ece, .cwr, .ae], window: 3,
            checksum: 0xbeef, urgentPointer: 9,
            options: [.sack([TCPSACKBlock(left: 1, right: 2), TCPSACKBlock(left: 0xffff_fff0, right: 5)]),
                      .unknown(kind: 30, data: [1, 2, 3]), .noOperation, .endOfOptionList])
        #expect(header.optionsLength == 18 + 5 + 1 + 1)
        let bytes = header.encoded
        #expect(bytes.count == 48)
        #expect(bytes[12] == 0xc1 && bytes[13] == 0xff)
        #expect(try TCPHeader(TCPSegment(bytes)) == header)
    }

    @Test func allTwelveFlagBitsSurvive() throws {
        var bytes = F.tcpRST
        bytes[12] = 0x5f
        bytes[13] = 0xff
        let segment = try TCPSegment(bytes)
        #expect(segment.flags.rawValue == 0x0fff)
        #expect(segment.flags.contains([.ae, .cwr, .ece, .urg, .ack, .psh, .rst, .syn, .fin, .reserved]))
        #expect(TCPFlags.ns == .ae && TCPFlags.ae.rawValue == 0x100)
        #expect(try TCPHeader(segment).encoded == bytes)
    }

    @Test func explicitDataOffsetCraftsLyingHeaders() throws {
        // Too small: 20 bytes are still written, the field says 3 words.
        let short = TCPHeader(sourcePort: 1, destinationPort: 2, dataOffset: 3).encoded
        #expect(short.count == 20 && short[12] == 0x30)
        #expect(throws: WireError.malformed(.tcp, .headerLengthBelowMinimum(12))) { try TCPSegment(short) }
        // Larger than the options: zero (end-of-list) padding up to the offset.
        let long = TCPHeader(sourcePort: 1, destinationPort: 2, dataOffset: 8, options: [.noOperation]).encoded
        #expect(long.count == 32 && long[12] == 0x80 && long[20] == 1 && long[21...].allSatisfy { $0 == 0 })
        #expect(try TCPSegment(long).options.parsed() == [.noOperation, .endOfOptionList])
    }

    @Test func everyPrefixDecodesOrThrows() {
        for bytes in [F.tcpSYN, F.tcpPushHello, F.tcpRST] {
            let headerLength = Int(bytes[12] >> 4) * 4
            for count in 0...bytes.count {
                let prefix = Array(bytes[0..<count])
                do {
                    let segment = try TCPSegment(prefix)
                    #expect(count >= headerLength)
                    _ = try TCPHeader(segment)
                    _ = segment.checksumIsValid(F.loopback4)
                } catch {
                    let needed = count < 20 ? 20 : headerLength
                    #expect(error == .truncated(.tcp, needed: needed, available: count))
                }
            }
            // Same prefixes inside a larger buffer, bounded by `end`, and as a claimed length.
            for count in 0...bytes.count {
                let padded = [0xee] + bytes + [0xee]
                _ = try? TCPSegment(padded, offset: 1, end: 1 + count)
                _ = try? TCPSegment(padded, offset: 1, segmentLength: count)
            }
        }
    }

    @Test func dataOffsetBelowFiveIsMalformed() {
        var bytes = F.tcpRST
        for words: UInt8 in 0..<5 {
            bytes[12] = words << 4
            #expect(throws: WireError.malformed(.tcp, .headerLengthBelowMinimum(Int(words) * 4))) {
                try TCPSegment(bytes)
            }
        }
    }

    @Test func badOptionLengthsAreReportedNotLooped() {
        func options(_ area: [UInt8]) -> [Result<TCPOption, WireError>] {
            Array(TCPOptions(area, from: 0, to: area.count))
        }
        #expect(options([1, 2, 0, 1]) == [.success(.noOperation),
                                          .failure(.malformed(.tcp, .badOptionLength(kind: 2, length: 0)))])
        #expect(options([30, 1, 0, 0]) == [.failure(.malformed(.tcp, .badOptionLength(kind: 30, length: 1)))])
        #expect(options([1, 8, 10, 0, 0]) == [.success(.noOperation),
                                             .failure(.malformed(.tcp, .badOptionLength(kind: 8, length: 10)))])
        #expect(options([1, 1, 1, 3]) == [.success(.noOperation), .success(.noOperation), .success(.noOperation),
                                         .failure(.malformed(.tcp, .badOptionLength(kind: 3, length: -1)))])
        #expect(options([]) == [])
        // The view's header value reports the same error.
        var bytes = F.tcpSYN
        bytes[21] = 0
        #expect(throws: WireError.malformed(.tcp, .badOptionLength(kind: 2, length: 0))) {
            try TCPHeader(TCPSegment(bytes))
        }
        // A huge run of NOPs is walked once, linearly.
        let nops = [UInt8](repeating: 1, count: 10_000)
        #expect(TCPOptions(nops, from: 0, to: nops.count).reduce(0) { count, _ in count + 1 } == 10_000)
        // Out-of-range bounds are clamped rather than trapping.
        #expect(Array(TCPOptions(nops, from: -5, to: 3)).count == 3)
        #expect(Array(TCPOptions(nops, from: 20_000, to: 30_000)).isEmpty)
    }

    @Test func knownKindsWithOddLengthsAndUnknownKindsReencodeExactly() throws {
        // MSS with length 5, window scale with length 4, SACK with 3 data bytes, timestamps with
        // length 2, kind 254 (RFC 6994 experiment) with data.
        let area: [UInt8] = [2, 5, 1, 2, 3, 3, 4, 7, 7, 5, 5, 9, 9, 9, 8, 2, 254, 4, 0xf9, 0x89]
        let parsed = try TCPOptions(area, from: 0, to: area.count).parsed()
        #expect(parsed == [.unknown(kind: 2, data: [1, 2, 3]), .unknown(kind: 3, data: [7, 7]),
                           .unknown(kind: 5, data: [9, 9, 9]), .unknown(kind: 8, data: []),
                           .unknown(kind: 254, data: [0xf9, 0x89])])
        var buffer = [UInt8](repeating: 0xa5, count: area.count)
        var index = 0
        for option in parsed {
            option.encode(into: &buffer, at: index)
            index += option.encodedLength
        }
        #expect(buffer == area)
    }

    @Test func sackBlocksParse() throws {
        let area: [UInt8] = [1, 1, 5, 18, 0, 0, 0, 1, 0, 0, 0, 2, 0xff, 0xff, 0xff, 0xf0, 0, 0, 0, 5]
        #expect(try TCPOptions(area, from: 0, to: area.count).parsed() == [
            .noOperation, .noOperation,
            .sack([TCPSACKBlock(left: 1, right: 2), TCPSACKBlock(left: 0xffff_fff0, right: 5)]),
        ])
        #expect(try TCPOptions([5, 2], from: 0, to: 2).parsed() == [.sack([])])
    }
}

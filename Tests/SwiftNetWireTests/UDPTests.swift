import Testing
@testable import SwiftNetWire

@Suite struct UDPTests {
    typealias F = L4Fixture

    @Test func readsFieldsOfRealDatagram() throws {
        let datagram = try UDPDatagram(F.udpProbe)
        #expect(datagram.sourcePort == 35431)
        #expect(datagram.destinationPort == 47013)
        #expect(datagram.length == 13)
        #expect(datagram.checksum == 0xfe20)
        #expect(datagram.isComplete)
        #expect(Array(F.udpProbe[datagram.payloadOffset..<datagram.payloadEnd]) == Array("probe".utf8))
    }

    @Test func checksumsAgreeWithTcpdump() throws {
        for (bytes, pseudo, correct) in [(F.udpProbe, F.loopback4, F.udpProbeCorrectChecksum),
                                         (F.udp6Probe, F.loopback6, F.udp6ProbeCorrectChecksum)] {
            #expect(try UDPDatagram(bytes).checksumIsValid(pseudo) == false)
            var fixed = bytes
            UDPDatagram.fillChecksum(in: &fixed, offset: 0, end: fixed.count, pseudoHeader: pseudo)
            #expect(fixed.uint16(at: UDPField.checksum) == correct)
            #expect(try UDPDatagram(fixed).checksumIsValid(pseudo) == true)
        }
        // The quoted copy inside the ICMP error is the same datagram.
        #expect(Array(F.icmpPortUnreachable[28...]) == F.udpProbe)
    }

    @Test func zeroChecksumMeansNoneOverIPv4AndComputedZeroIsSentAsAllOnes() throws {
        var bytes = F.udpProbe + [0, 0, 0]   // 5-byte payload + a zero word we will tune
        bytes.setUInt16(16, at: UDPField.length)
        bytes.setUInt16(0, at: UDPField.checksum)
        #expect(try UDPDatagram(bytes).checksumIsValid(F.loopback4) == nil)
        // Choose the last word so that the one's-complement sum is 0xffff: the computed checksum is 0.
        let sumWithZeroWord = F.loopback4.checksum(bytes, from: 0, to: bytes.count, protocol: .udp)
        bytes[14] = UInt8(sumWithZeroWord >> 8)
        bytes[15] = UInt8(sumWithZeroWord & 0xff)
        #expect(F.loopback4.checksum(bytes, from: 0, to: bytes.count, protocol: .udp) == 0)
        UDPDatagram.fillChecksum(in: &bytes, offset: 0, end: bytes.count, pseudoHeader: F.loopback4)
        #expect(bytes.uint16(at: UDPField.checksum) == 0xffff)
        #expect(try UDPDatagram(bytes).checksumIsValid(F.loopback4) == true)
    }

    @Test func lengthFieldIsNotTrusted() throws {
        var bytes = F.udpProbe
        bytes.setUInt16(200, at: UDPField.length)
        let long = try UDPDatagram(bytes)
        #expect(!long.isComplete && long.payloadEnd == bytes.count)
        #expect(long.checksumIsValid(F.loopback4) == nil)
        bytes.setUInt16(3, at: UDPField.length)
        let short = try UDPDatagram(bytes)
        #expect(!short.isComplete && short.payloadEnd == bytes.count)
        bytes.setUInt16(10, at: UDPField.length)
        #expect(try UDPDatagram(bytes).payloadEnd == 10)
    }

    @Test func valueEncodesIntoPrefilledBufferAndRoundTrips() throws {
        let header = UDPHeader(try UDPDatagram(F.udpProbe))
        #expect(header == UDPHeader(sourcePort: 35431, destinationPort: 47013, length: 13, checksum: 0xfe20))
        var buffer = [UInt8](repeating: 0xa5, count: 10)
        header.encode(into: &buffer, at: 1)
        #expect(buffer == [0xa5] + F.udpProbe[0..<8] + [0xa5])
        #expect(UDPHeader(try UDPDatagram(Array(buffer[1..<9]))) == header)
        // nil length/checksum leave zeros for the builder.
        var zeros = [UInt8](repeating: 0xa5, count: 8)
        UDPHeader(sourcePort: 1, destinationPort: 2).encode(into: &zeros, at: 0)
        #expect(zeros == [0, 1, 0, 2, 0, 0, 0, 0])
        #expect(UDPHeader(sourcePort: 1, destinationPort: 2).encodedLength == 8)
    }

    @Test func everyPrefixDecodesOrThrows() {
        for bytes in [F.udpProbe, F.udp6Probe] {
            for count in 0...bytes.count {
                do {
                    let datagram = try UDPDatagram(Array(bytes[0..<count]))
                    #expect(count >= 8)
                    #expect(datagram.payloadEnd <= count)
                    _ = datagram.checksumIsValid(F.loopback4)
                } catch {
                    #expect(error == .truncated(.udp, needed: 8, available: count))
                }
                _ = try? UDPDatagram(bytes, offset: count, end: bytes.count)
            }
        }
    }
}

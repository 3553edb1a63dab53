import SwiftNetPcap

/// Builds capture-file bytes by hand, in either byte order, so tests do not depend on the writers.
struct CaptureBytes {
    var bytes: [UInt8] = []
    var bigEndian: Bool

    init(bigEndian: Bool) { self.bigEndian = bigEndian }

    mutating func u8(_ value: UInt8) { bytes.append(value) }

    mutating func u16(_ value: UInt16) {
        let ordered = bigEndian ? value.bigEndian : value.littleEndian
        withUnsafeBytes(of: ordered) { bytes.append(contentsOf: $0) }
    }

    mutating func u32(_ value: UInt32) {
        let ordered = bigEndian ? value.bigEndian : value.littleEndian
        withUnsafeBytes(of: ordered) { bytes.append(contentsOf: $0) }
    }

    mutating func u64(_ value: UInt64) {
        let ordered = bigEndian ? value.bigEndian : value.littleEndian
        withUnsafeBytes(of: ordered) { bytes.append(contentsOf: $0) }
    }

    mutating func raw(_ data: [UInt8]) { bytes.append(contentsOf: data) }

    mutating func pad() { while bytes.count % 4 != 0 { bytes.append(0) } }

    // MARK: classic pcap

    mutating func pcapHeader(
        magic: UInt32 = 0xa1b2_c3d4, major: UInt16 = 2, minor: UInt16 = 4, snapLength: UInt32 = 65535,
        linkType: UInt32 = 1
    ) {
        u32(magic); u16(major); u16(minor); u32(0); u32(0); u32(snapLength); u32(linkType)
    }

    mutating func pcapRecord(seconds: UInt32, fraction: UInt32, data: [UInt8], originalLength: UInt32? = nil) {
        u32(seconds); u32(fraction); u32(UInt32(data.count)); u32(originalLength ?? UInt32(data.count))
        raw(data)
    }

    // MARK: pcapng

    /// A block: type, total length, body (padded), total length.
    mutating func block(_ type: UInt32, _ body: (inout CaptureBytes) -> Void) {
        var inner = CaptureBytes(bigEndian: bigEndian)
        body(&inner)
        inner.pad()
        let total = UInt32(12 + inner.bytes.count)
        u32(type); u32(total); raw(inner.bytes); u32(total)
    }

    mutating func sectionHeader(major: UInt16 = 1, minor: UInt16 = 0) {
        block(0x0a0d_0d0a) { b in
            b.u32(0x1a2b_3c4d); b.u16(major); b.u16(minor); b.u64(UInt64.max)
        }
    }

    mutating func interface(linkType: UInt16, snapLength: UInt32 = 0, name: String? = nil,
                            resolution: UInt8? = nil, offset: Int64? = nil) {
        block(1) { b in
            b.u16(linkType); b.u16(0); b.u32(snapLength)
            if let name {
                let utf8 = Array(name.utf8)
                b.u16(2); b.u16(UInt16(utf8.count)); b.raw(utf8); b.pad()
            }
            if let resolution { b.u16(9); b.u16(1); b.u8(resolution); b.pad() }
            if let offset { b.u16(14); b.u16(8); b.u64(UInt64(bitPattern: offset)) }
            if name != nil || resolution != nil || offset != nil { b.u16(0); b.u16(0) }
        }
    }

    mutating func enhancedPacket(interface: UInt32, ticks: UInt64, data: [UInt8], originalLength: UInt32? = nil) {
        block(6) { b in
            b.u32(interface); b.u32(UInt32(ticks >> 32)); b.u32(UInt32(truncatingIfNeeded: ticks))
            b.u32(UInt32(data.count)); b.u32(originalLength ?? UInt32(data.count)); b.raw(data); b.pad()
        }
    }

    mutating func simplePacket(data: [UInt8], originalLength: UInt32? = nil) {
        block(3) { b in b.u32(originalLength ?? UInt32(data.count)); b.raw(data); b.pad() }
    }

    mutating func obsoletePacket(interface: UInt16, ticks: UInt64, data: [UInt8]) {
        block(2) { b in
            b.u16(interface); b.u16(0); b.u32(UInt32(ticks >> 32)); b.u32(UInt32(truncatingIfNeeded: ticks))
            b.u32(UInt32(data.count)); b.u32(UInt32(data.count)); b.raw(data); b.pad()
        }
    }
}

/// Reads every packet; returns them and the error that ended the file, if any.
func readAll(_ bytes: [UInt8]) -> (packets: [CapturedPacket], error: CaptureFileError?) {
    let reader: CaptureFileReader
    do {
        reader = try CaptureFileReader(bytes: bytes)
    } catch {
        return ([], error)
    }
    var packets: [CapturedPacket] = []
    do {
        while let packet = try reader.nextPacket() { packets.append(packet) }
    } catch {
        // After the one throw the reader must report a clean end.
        let again = try? reader.nextPacket()
        precondition(again == nil, "reader yielded a packet after throwing")
        return (packets, error)
    }
    return (packets, nil)
}

/// Payloads of assorted lengths, including zero, with distinguishable bytes.
func samplePayload(_ index: Int, length: Int) -> [UInt8] {
    (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ index) }
}

import CLibpcap
import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// A compiled BPF filter (the classic BPF libpcap builds from a tcpdump expression). Compiling needs
/// no root and no interface: it goes through a dead handle of the given link type and snap length.
/// The program frees itself.
///
/// Failure contract: `init` throws `CaptureError.badFilter` carrying libpcap's message; after that
/// nothing fails — `matches` answers for any bytes, however short.
public final class BPFProgram: @unchecked Sendable {
    /// The program as libpcap holds it; immutable after `init`, which is what makes sharing it safe.
    let program: UnsafeMutablePointer<bpf_program>
    public let expression: String
    public let linkType: LinkType
    public let snapLength: Int

    /// Compiles `expression` for packets of `linkType`, as `tcpdump -r FILE` does for a file of that
    /// link type and snap length (optimised unless told not to). `byteSwapped` says the file was
    /// written in the other byte order, which matters for the NULL link type's host-order family.
    /// `netmask` is only used by `ip broadcast`; unknown by default, as for a file.
    public init(
        _ expression: String,
        linkType: LinkType = .ethernet,
        snapLength: Int = 262_144,
        optimize: Bool = true,
        netmask: UInt32 = UInt32(PCAP_NETMASK_UNKNOWN),
        byteSwapped: Bool = false
    ) throws(CaptureError) {
        self.expression = expression
        self.linkType = linkType
        self.snapLength = snapLength
        // A handle reading a header-only file in memory compiles exactly as tcpdump -r does (for
        // NULL it accepts every OS's AF_INET6 value); pcap_open_dead would compile for a live
        // capture on this host. The dead handle stays as the fallback.
        let handle = Self.savefileHandle(linkType: linkType, snapLength: snapLength, byteSwapped: byteSwapped)
            ?? pcap_open_dead(Int32(bitPattern: Self.dlt(for: linkType)), Int32(clamping: snapLength))
        guard let handle else {
            throw .badFilter(expression: expression, message: "cannot open a handle for link type \(linkType)")
        }
        defer { pcap_close(handle) }
        let program = UnsafeMutablePointer<bpf_program>.allocate(capacity: 1)
        program.initialize(to: bpf_program())
        let status = PcapCompileLock.withLock {
            pcap_compile(handle, program, expression, optimize ? 1 : 0, netmask)
        }
        if status != 0 {
            let message = String(cString: pcap_geterr(handle))
            program.deallocate()
            throw .badFilter(expression: expression, message: message)
        }
        self.program = program
    }

    /// A libpcap handle reading a 24-byte pcap header (no packets) from memory, or nil.
    private static func savefileHandle(linkType: LinkType, snapLength: Int, byteSwapped: Bool) -> OpaquePointer? {
        var header: [UInt8] = []
        func put32(_ value: UInt32) {
            let ordered = byteSwapped ? value.byteSwapped : value
            withUnsafeBytes(of: ordered) { header += $0 }
        }
        func put16(_ value: UInt16) {
            let ordered = byteSwapped ? value.byteSwapped : value
            withUnsafeBytes(of: ordered) { header += $0 }
        }
        put32(0xa1b2_c3d4); put16(2); put16(4); put32(0); put32(0)
        put32(UInt32(clamping: max(snapLength, 0))); put32(linkType.rawValue)
        // fmemopen reads from the buffer lazily, so it must outlive the FILE*; libpcap reads the
        // header during pcap_fopen_offline and never again (there are no records), and the
        // buffer is kept until the handle closes via the heap copy below.
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: header.count, alignment: 8)
        header.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        guard let file = fmemopen(buffer, header.count, "r") else {
            buffer.deallocate()
            return nil
        }
        var errorBuffer = [CChar](repeating: 0, count: Int(PCAP_ERRBUF_SIZE))
        let handle = pcap_fopen_offline(file, &errorBuffer)
        if handle == nil { fclose(file) }
        // The header has been consumed; nothing reads the buffer again.
        buffer.deallocate()
        return handle
    }

    /// LINKTYPE_ values that differ from the DLT_ value libpcap's APIs take (tcpdump.org/linktypes).
    static func dlt(for linkType: LinkType) -> UInt32 {
        switch linkType.rawValue {
        case 100: 11    // ATM_RFC1483
        case 101: UInt32(DLT_RAW)
        case 102: 15    // SLIP_BSDOS
        case 103: 16    // PPP_BSDOS
        default: linkType.rawValue
        }
    }

    /// The LINKTYPE_ value a file must carry for a DLT_ value a live handle reports.
    static func linkType(forDLT dlt: Int32) -> LinkType {
        switch dlt {
        case 11: LinkType(100)
        case DLT_RAW: LinkType.raw
        case 15: LinkType(102)
        case 16: LinkType(103)
        default: LinkType(UInt32(bitPattern: dlt))
        }
    }

    /// Compiles against a live handle (its link type, snap length and netmask), as tcpdump -i does.
    init(_ expression: String, handle: OpaquePointer, linkType: LinkType, snapLength: Int,
         optimize: Bool, netmask: UInt32) throws(CaptureError) {
        self.expression = expression
        self.linkType = linkType
        self.snapLength = snapLength
        let program = UnsafeMutablePointer<bpf_program>.allocate(capacity: 1)
        program.initialize(to: bpf_program())
        let status = PcapCompileLock.withLock {
            pcap_compile(handle, program, expression, optimize ? 1 : 0, netmask)
        }
        if status != 0 {
            let message = String(cString: pcap_geterr(handle))
            program.deallocate()
            throw .badFilter(expression: expression, message: message)
        }
        self.program = program
    }

    deinit {
        pcap_freecode(program)
        program.deallocate()
    }

    /// The number of instructions.
    public var count: Int { Int(program.pointee.bf_len) }

    /// The instructions as (code, jt, jf, k), in order.
    public var instructions: [(code: UInt16, jt: UInt8, jf: UInt8, k: UInt32)] {
        guard let insns = program.pointee.bf_insns else { return [] }
        return (0..<count).map { index in
            let insn = insns[index]
            return (insn.code, insn.jt, insn.jf, insn.k)
        }
    }

    /// True when the filter accepts a packet of `originalLength` bytes on the wire whose first
    /// `bytes.count` were captured. The program's link type must be the packet's.
    public func matches(_ bytes: UnsafeRawBufferPointer, originalLength: Int) -> Bool {
        // The timestamp plays no part in filtering; libpcap checks every load against caplen, so
        // any length is safe. wirelen goes through as the file says, as tcpdump -r passes it.
        var header = pcap_pkthdr()
        header.caplen = UInt32(clamping: bytes.count)
        header.len = UInt32(clamping: originalLength)
        let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        if let base { return pcap_offline_filter(program, &header, base) != 0 }
        var empty: UInt8 = 0
        return pcap_offline_filter(program, &header, &empty) != 0
    }

    /// True when the filter accepts `packet` (pcap_offline_filter semantics: a non-zero return
    /// keeps the packet). Packets of another link type than the program's never match.
    public func matches(_ packet: CapturedPacket) -> Bool {
        guard packet.linkType == linkType else { return false }
        return packet.data.withUnsafeBytes { matches($0, originalLength: packet.originalLength) }
    }

    /// The program as `tcpdump -d` (level 1), `-dd` (2, C array) or `-ddd` (3, decimal) prints it,
    /// one instruction per line, each line ending in a newline.
    public func dump(level: Int = 1) -> String {
        var text = ""
        let insns = instructions
        switch level {
        case ...1:
            guard let base = program.pointee.bf_insns else { return "" }
            // bpf_image formats into one static buffer inside libpcap: copy each line out while
            // holding the libpcap lock, or a dump on another thread overwrites it mid-read.
            PcapCompileLock.withLock {
                for index in 0..<insns.count {
                    text += String(cString: bpf_image(base + index, Int32(index)))
                    text += "\n"
                }
            }
        case 2:
            for insn in insns {
                text += "{ 0x\(String(insn.code, radix: 16)), \(insn.jt), \(insn.jf), 0x\(hex8(insn.k)) },\n"
            }
        default:
            text += "\(insns.count)\n"
            for insn in insns {
                text += "\(insn.code) \(insn.jt) \(insn.jf) \(insn.k)\n"
            }
        }
        return text
    }

    private func hex8(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }
}

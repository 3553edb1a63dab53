import SwiftNetCapture
import SwiftNetPcap

/// `decode -f EXPR` / trailing filter words / `-w OUT`: keeps the packets a BPF filter accepts
/// (pcap_offline_filter, compiled per link type as tcpdump -r compiles it) and writes them to a
/// pcap file instead of printing them, as `tcpdump -r IN -w OUT EXPR` does.
final class DecodeSelection {
    let expression: String
    private let snapLength: Int
    private let byteSwapped: Bool
    private var programs: [LinkType: BPFProgram] = [:]
    /// Where kept packets go with -w; nil when they are printed.
    let output: PcapWriter?

    /// Nil when there is neither a filter nor -w. Compiles for the file's first link type at once,
    /// so a bad expression fails (status 65) before anything is printed or created.
    static func make(filter: String?, words: [String], writeFile: String?, reader: CaptureFileReader,
                     precision: TimestampPrecision) throws -> DecodeSelection? {
        let expression = filter ?? words.joined(separator: " ")
        if expression.isEmpty && writeFile == nil { return nil }
        return try DecodeSelection(expression: expression, writeFile: writeFile, reader: reader, precision: precision)
    }

    private init(expression: String, writeFile: String?, reader: CaptureFileReader, precision: TimestampPrecision) throws {
        self.expression = expression
        snapLength = reader.snapLength
        if case .pcap(let order, _) = reader.format {
            byteSwapped = order != .host
        } else {
            byteSwapped = false
        }
        firstLinkType = reader.linkType
        if !expression.isEmpty {
            let program = try Self.compile(expression, linkType: reader.linkType, snapLength: snapLength,
                                           byteSwapped: byteSwapped)
            programs[reader.linkType] = program
            firstProgram = program
        } else {
            firstProgram = nil
        }
        if let writeFile {
            do {
                // tcpdump writes the input's link type and snap length, with microsecond stamps
                // unless --time-stamp-precision nano asked for the file to be read in nanoseconds.
                output = try PcapWriter(path: writeFile, linkType: reader.linkType, snapLength: reader.snapLength,
                                        precision: precision)
            } catch {
                throw CLIError(.cannotCreate, "decode: \(writeFile): \(Self.reason(error))")
            }
        } else {
            output = nil
        }
    }

    private func program(for linkType: LinkType) throws -> BPFProgram {
        if let program = programs[linkType] { return program }
        let program = try Self.compile(expression, linkType: linkType, snapLength: snapLength, byteSwapped: byteSwapped)
        programs[linkType] = program
        return program
    }

    private static func compile(_ expression: String, linkType: LinkType, snapLength: Int,
                                byteSwapped: Bool) throws -> BPFProgram {
        do {
            return try BPFProgram(expression, linkType: linkType, snapLength: snapLength, byteSwapped: byteSwapped)
        } catch {
            throw CLIError(.badFilter, "decode: \(error)")
        }
    }

    /// The program for the file's first link type, in constants: nearly every packet uses it, and
    /// reading a `let` costs neither hashing nor an exclusivity check.
    private let firstLinkType: LinkType
    private let firstProgram: BPFProgram?

    /// True when the packet passes the filter (always, without one).
    func matches(_ packet: CapturedPacket) throws -> Bool {
        if expression.isEmpty { return true }
        let program = packet.linkType == firstLinkType ? firstProgram! : try program(for: packet.linkType)
        return packet.data.withUnsafeBytes { program.matches($0, originalLength: packet.originalLength) }
    }

    /// True when the packet whose header and borrowed bytes these are passes the filter.
    @inline(__always)
    func matches(_ header: PacketHeader, bytes: UnsafeRawBufferPointer) throws -> Bool {
        if expression.isEmpty { return true }
        let program = header.linkType == firstLinkType ? firstProgram! : try program(for: header.linkType)
        return program.matches(bytes, originalLength: header.originalLength)
    }

    func write(_ packet: CapturedPacket) throws {
        do { try output?.write(packet) } catch { throw CLIError(.ioError, "decode: \(error)") }
    }

    /// Writes a kept packet straight from the reader's window.
    @inline(__always)
    func write(_ header: PacketHeader, bytes: UnsafeRawBufferPointer) throws {
        guard let output else { return }
        do {
            try output.write(timestamp: header.timestamp, originalLength: header.originalLength, bytes: bytes)
        } catch {
            throw CLIError(.ioError, "decode: \(error)")
        }
    }

    func close() throws {
        do { try output?.close() } catch { throw CLIError(.ioError, "decode: \(error)") }
    }

    /// The strerror text at the end of a writer error ("PATH: record 0 at byte 0: TEXT").
    private static func reason(_ error: CaptureFileError) -> String {
        if case .io(let text) = error.kind { return text }
        return error.description
    }
}

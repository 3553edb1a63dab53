import Foundation
import SwiftNetPcap

/// Runs a program and returns its exit status, stdout and stderr (both read fully).
func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both before waiting so a full pipe cannot block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

let tcpdumpPath = ["/usr/bin/tcpdump", "/usr/sbin/tcpdump"].first { FileManager.default.isExecutableFile(atPath: $0) }
let hasTCPDump = tcpdumpPath != nil
let isRoot = geteuid() == 0

/// A temporary directory removed when the value goes away.
final class TemporaryDirectory {
    let path: String
    init() throws {
        path = NSTemporaryDirectory() + "swiftnet-capture-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func file(_ name: String) -> String { path + "/" + name }
}

/// A classic pcap file header only (microseconds, little endian): enough for `tcpdump -r -d`.
func pcapHeader(linkType: UInt32, snapLength: UInt32 = 262_144) -> [UInt8] {
    var bytes: [UInt8] = []
    func le32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    func le16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    le32(0xa1b2_c3d4); le16(2); le16(4); le32(0); le32(0); le32(snapLength); le32(linkType)
    return bytes
}

/// A classic pcap record (little endian, microseconds).
func pcapRecord(seconds: UInt32, micros: UInt32, data: [UInt8], originalLength: Int? = nil) -> [UInt8] {
    var bytes: [UInt8] = []
    func le32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    le32(seconds); le32(micros); le32(UInt32(data.count)); le32(UInt32(originalLength ?? data.count))
    return bytes + data
}

/// Ethernet + IPv4 + TCP or UDP headers with the given ports; checksums left zero (filters ignore them).
func ethernetIPv4(protocolNumber: UInt8, sourcePort: UInt16, destinationPort: UInt16, payload: Int = 0) -> [UInt8] {
    let l4 = protocolNumber == 6 ? 20 : 8
    let total = 20 + l4 + payload
    var bytes: [UInt8] = [0x02, 0, 0, 0, 0, 2, 0x02, 0, 0, 0, 0, 1, 0x08, 0x00]
    bytes += [0x45, 0, UInt8(total >> 8), UInt8(total & 0xff), 0, 1, 0x40, 0, 64, protocolNumber, 0, 0,
              198, 18, 10, 1, 198, 18, 10, 2]
    bytes += [UInt8(sourcePort >> 8), UInt8(sourcePort & 0xff), UInt8(destinationPort >> 8), UInt8(destinationPort & 0xff)]
    if protocolNumber == 6 {
        bytes += [0, 0, 0, 1, 0, 0, 0, 0, 0x50, 0x02, 0xff, 0xff, 0, 0, 0, 0]
    } else {
        bytes += [UInt8((8 + payload) >> 8), UInt8((8 + payload) & 0xff), 0, 0]
    }
    return bytes + [UInt8](repeating: 0x61, count: payload)
}

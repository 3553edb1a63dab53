// seeds: fuzz/corpus/specs/*
// libFuzzer target: any text as scan arguments. The input splits at the first newline into a port
// spec and a target expression list (comma-free words, as on the command line); each must parse or
// throw, and what parses must keep its invariants. Names never resolve here (no lookups while fuzzing).
import SwiftNetProbe

/// The built-in table, so service names (`http`, `T:domain`) parse without reading system files.
private let services = ServiceTable.builtin()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let portText = String(parts.first ?? "")
    let targetText = parts.count > 1 ? String(parts[1]) : ""

    if let ports = try? PortSpec(parsing: portText, services: services) {
        for list in [ports.any, ports.tcp, ports.udp] {
            precondition(list.count <= 65536, "more ports than exist")
            precondition(!list.contains(0) || portText.contains("0"), "port 0 from nowhere")
        }
    }

    let words = targetText.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    for word in words.prefix(16) { _ = try? TargetSpec.parse(word) }
    if let list = try? TargetList.build(targets: Array(words.prefix(8)), resolve: { _ in [] }) {
        // Walk a bounded sample: every address the list yields must map back to its index.
        for index in UInt64(0)..<min(list.count, 64) {
            let address = list.address(at: index)
            precondition(list.index(of: address) != nil, "address without index")
        }
    }
    return 0
}

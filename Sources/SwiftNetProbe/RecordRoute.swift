import SwiftNetWire

/// ping -R (IPv4 record route, RFC 791 option 7) as iputils does it: the request carries an empty
/// 39-byte route option (room for nine addresses); each reply's recorded addresses print after its
/// line as `\nRR: \tA\n\tB...` and an empty line, a route equal to the previous one as
/// `\t(same route)`. swiftnet writes the request's IP header itself (IP_HDRINCL), so the kernel
/// does not record the sending host's own address in it: a loopback route shows two addresses
/// where iputils shows four.
struct RecordRoute {
    /// Option type 7, length 39, pointer 4 (the first free slot), nine empty slots, then one
    /// end-of-options byte to fill the header's 40 option bytes.
    static let requestOption: [UInt8] = [7, 39, 4] + [UInt8](repeating: 0, count: 36) + [0]
    static let optionLength = 40

    private var previous: [UInt8]?

    /// The text iputils' pr_options prints for the record-route option in the IPv4 header of
    /// `packet` (options between byte 20 and `headerEnd`); nil when there is none or it is empty.
    mutating func text(for packet: [UInt8], headerEnd: Int, display: (IPAddress) -> String) -> String? {
        var index = 20
        while index < min(headerEnd, packet.count) {
            let type = packet[index]
            if type == 0 { return nil }                        // end of options
            if type == 1 { index += 1; continue }              // no-operation
            guard index + 1 < packet.count else { return nil }
            let length = Int(packet[index + 1])
            guard length >= 2, index + length <= min(headerEnd, packet.count) else { return nil }
            if type == 7, length >= 3 {
                // The pointer is one past the last filled byte (counted from the option's start, 1-based).
                let filled = min(Int(packet[index + 2]), length + 1) - 4
                guard filled > 0 else { return nil }
                let recorded = Array(packet[(index + 3)..<(index + 3 + min(filled, length - 3))])
                if recorded == previous { return "\t(same route)" }
                previous = recorded
                var lines: [String] = []
                for offset in stride(from: 0, to: recorded.count - 3, by: 4) {
                    let address = IPAddress.v4(IPv4Address(recorded[offset], recorded[offset + 1], recorded[offset + 2], recorded[offset + 3]))
                    lines.append("\t" + display(address))
                }
                // iputils ends a new route with an empty line.
                return "\nRR: " + lines.joined(separator: "\n") + "\n"
            }
            index += length
        }
        return nil
    }
}

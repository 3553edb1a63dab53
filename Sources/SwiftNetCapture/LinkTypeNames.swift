import CLibpcap
import SwiftNetPcap

/// libpcap's names for link types, as tcpdump prints and accepts them (-L, -y, "listening on").
public enum LinkTypeNames {
    /// `EN10MB (Ethernet)`: libpcap's DLT name and description, or `DLT_n` when it has none.
    public static func describe(_ linkType: LinkType) -> String {
        let value = Int32(bitPattern: BPFProgram.dlt(for: linkType))
        let name = pcap_datalink_val_to_name(value).map { String(cString: $0) } ?? "DLT_\(value)"
        let description = pcap_datalink_val_to_description(value).map { String(cString: $0) }
        return description.map { "\(name) (\($0))" } ?? name
    }

    /// The link type a DLT name (with or without `DLT_`, any case) stands for, or nil.
    public static func linkType(named name: String) -> LinkType? {
        let value = pcap_datalink_name_to_val(name)
        return value < 0 ? nil : BPFProgram.linkType(forDLT: value)
    }
}

import SwiftNetWire

// Fields of Ethernet II / IEEE 802.3 frames, 802.1Q/802.1ad tags and 802.2 LLC/SNAP.

enum EthernetFields: ProtocolFields {
    static let ethernet = FieldDescriptor.layer("ethernet", "eth", "Ethernet II / IEEE 802.3")
    static let source = FieldDescriptor("source", "eth.src", .mac, "source MAC address")
    static let destination = FieldDescriptor("destination", "eth.dst", .mac, "destination MAC address")
    static let etherType = FieldDescriptor("ethertype", "eth.type", .unsigned, "EtherType of the payload")
    static let length = FieldDescriptor("length", "eth.len", .unsigned, "IEEE 802.3 length field")

    static let vlan = FieldDescriptor.layer("vlan", "vlan", "IEEE 802.1Q / 802.1ad tag")
    static let vlanID = FieldDescriptor("id", "vlan.id", .unsigned, "VLAN identifier")
    static let priority = FieldDescriptor("priority", "vlan.priority", .unsigned, "priority code point")
    static let dei = FieldDescriptor("dei", "vlan.dei", .boolean, "drop eligible indicator")
    static let tpid = FieldDescriptor("tpid", "vlan.tpid", .unsigned, "tag protocol identifier")
    static let vlanEtherType = FieldDescriptor("ethertype", "vlan.etype", .unsigned, "EtherType after the tag")

    static let llc = FieldDescriptor.layer("llc", "llc", "IEEE 802.2 logical link control")
    static let dsap = FieldDescriptor("dsap", "llc.dsap", .unsigned, "destination service access point")
    static let ssap = FieldDescriptor("ssap", "llc.ssap", .unsigned, "source service access point")
    static let control = FieldDescriptor("control", "llc.control", .unsigned, "control field")
    static let snapOUI = FieldDescriptor("snap_oui", "llc.oui", .unsigned, "SNAP organisation code")
    static let snapProtocol = FieldDescriptor("snap_protocol", "llc.pid", .unsigned, "SNAP protocol identifier")

    static var all: [FieldDescriptor] {
        [ethernet, source, destination, etherType, length, vlan, vlanID, priority, dei, tpid, vlanEtherType,
         llc, dsap, ssap, control, snapOUI, snapProtocol]
    }
}

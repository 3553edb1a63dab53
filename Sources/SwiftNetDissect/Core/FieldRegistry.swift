// Every field any dissector reports, for `swiftnet decode --list-fields` (like `tshark -G fields`)
// and for the test that checks the README's JSON schema against it.

/// A protocol's field table: the layer descriptor first, then its fields.
protocol ProtocolFields {
    static var all: [FieldDescriptor] { get }
}

/// The registry of field descriptors.
///
/// Failure contract: static tables; nothing here can fail.
public enum FieldRegistry {
    /// The key-less descriptor of an object inside a list.
    static let item = FieldDescriptor("", "", .object, "an entry of a list")

    /// The protocols whose fields are registered, outermost first.
    static let protocols: [any ProtocolFields.Type] = [
        LinkFields.self, JuniperFields.self, ATMOAMFields.self, CiscoHDLCFields.self, NFLOGFields.self, IEEE80211Fields.self, PPPFields.self, EthernetFields.self,
        ARPFields.self, STPFields.self, LLDPFields.self, CDPFields.self, MPLSFields.self,
        CLNPFields.self, ESISFields.self, ISISFields.self,
        IPv4Fields.self, IPv6Fields.self, TCPFields.self, UDPFields.self,
        ICMPFields.self, ICMPv6Fields.self, IGMPFields.self, DVMRPFields.self, MtraceFields.self, CARPFields.self, CNFPFields.self,
        SCTPFields.self, ESPFields.self, AHFields.self, VRRPFields.self, HSRPFields.self, OSPFFields.self, OSPF6Fields.self,
        RIPFields.self, BGPFields.self, BFDFields.self, LDPFields.self, RSVPFields.self, LMPFields.self, DHCPFields.self,
        DNSFields.self, NTPFields.self, SyslogFields.self, TextProtocolFields.self, TelnetFields.self, RESPFields.self, PPTPFields.self, TunnelFields.self,
        NATTFields.self, ISAKMPFields.self, RADIUSFields.self, KerberosFields.self, TFTPFields.self, RIPngFields.self, DHCP6Fields.self, BabelFields.self, AutoRPFields.self,
        AHCPFields.self, HNCPFields.self, PIMFields.self, PIMv1Fields.self, EIGRPFields.self, MSDPFields.self,
        RPKIRTRFields.self, BEEPFields.self,
        GeneveFields.self, VXLANGPEFields.self, NSHFields.self, OTVFields.self, L2TPFields.self, IPCompFields.self,
        SNMPFields.self,
        OpenFlowFields.self,
        VQPFields.self, LWRESFields.self, NFSFields.self, SFlowFields.self, RXFields.self, ZMTPFields.self, SunRPCFields.self,
        BCMLIFields.self,
        LWAPPFields.self,
        AODVFields.self, OLSRFields.self, LISPFields.self,
        SlowFields.self, EAPOLFields.self, EAPFields.self, PTPFields.self, UDLDFields.self, DTPFields.self, AoEFields.self,
        CFMFields.self, VTPFields.self, MACsecFields.self,
        SwitchTagFields.self, PKTAPFields.self, FrameRelayFields.self,
        IPXFields.self, DECnetFields.self, GeoNetFields.self, CALMFASTFields.self,
        DCCPFields.self, MobilityFields.self, PGMFields.self,
        RTPFields.self, RTCPFields.self, VATFields.self, WBFields.self, SOMEIPFields.self,
    ]

    /// Every descriptor, protocol by protocol.
    public static var all: [FieldDescriptor] { protocols.flatMap { $0.all } }

    /// `--list-fields`: one tab-separated line per field (protocol, filter name, JSON key, type,
    /// title), layers as `P` lines and fields as `F` lines, as tshark -G fields does.
    public static func listing() -> String {
        var text = ""
        for field in all {
            let kind = field.type == .layer ? "P" : "F"
            text += "\(kind)\t\(field.protocolName)\t\(field.filter)\t\(field.key)\t\(field.type.name)\t\(field.title)\n"
        }
        return text
    }
}

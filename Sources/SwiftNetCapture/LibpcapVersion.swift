import CLibpcap

/// The libpcap this process runs with.
public enum Libpcap {
    /// libpcap's own version line, as `tcpdump --version` prints it
    /// (`libpcap version 1.10.5 (with TPACKET_V3)`). Never fails: the string is static in libpcap.
    public static var versionLine: String { String(cString: pcap_lib_version()) }
}

import SwiftNetPcap

/// How a live capture is opened; the defaults are tcpdump's.
public struct CaptureOptions: Sendable, Hashable {
    /// Which packets the kernel hands over, by direction (tcpdump -Q).
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        case incoming = "in"
        case outgoing = "out"
        case both = "inout"
    }

    /// Bytes kept of each packet (tcpdump -s; 0 means the maximum, 262144).
    public var snapLength: Int = 262_144
    /// Put the interface in promiscuous mode (tcpdump captures promiscuously unless -p).
    public var promiscuous: Bool = true
    /// Deliver each packet as soon as it arrives instead of in kernel-buffered blocks.
    public var immediateMode: Bool = false
    /// Kernel buffer in bytes (tcpdump -B is in KiB); nil keeps libpcap's 2 MiB.
    public var bufferSize: Int?
    /// Timestamps in microseconds or nanoseconds (the kernel keeps nanoseconds either way).
    public var timestampPrecision: TimestampPrecision = .microseconds
    /// nil captures both directions without asking (some devices refuse pcap_setdirection).
    public var direction: Direction?
    /// How long a read waits for a buffer to fill before returning what it has, in milliseconds
    /// (tcpdump uses 1000). Reads also return on `LiveCapture.breakLoop()`.
    public var readTimeoutMilliseconds: Int = 1000
    /// Ask for this link type after opening (tcpdump -y), nil for the device's default (LINUX_SLL2
    /// for `any`, as tcpdump 4.99 asks).
    public var linkType: LinkType?
    /// Monitor mode on a wireless device (tcpdump -I, pcap_set_rfmon); devices without it refuse
    /// at activation.
    public var monitorMode: Bool = false

    public init() {}

    /// The largest snap length libpcap allows (MAXIMUM_SNAPLEN); tcpdump -s 0 means this.
    public static let maximumSnapLength = 262_144
}

/// The counters libpcap keeps for a live handle (pcap_stats). On Linux `received` counts packets
/// that passed the filter, as tcpdump's "received by filter" line reports.
public struct CaptureStatistics: Sendable, Hashable {
    public var received: UInt32
    public var droppedByKernel: UInt32
    public var droppedByInterface: UInt32

    public init(received: UInt32, droppedByKernel: UInt32, droppedByInterface: UInt32) {
        self.received = received
        self.droppedByKernel = droppedByKernel
        self.droppedByInterface = droppedByInterface
    }
}

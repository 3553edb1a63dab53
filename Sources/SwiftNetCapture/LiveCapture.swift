import CLibpcap
import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// A live capture on one interface: owns the libpcap handle (pcap_create + options +
/// pcap_activate) and closes it on deinit. Not thread-safe, except `breakLoop()`, which may be
/// called from any thread or a signal handler.
///
/// Failure contract: `init` throws `CaptureError` (`.permissionDenied` without root or
/// CAP_NET_RAW, `.noSuchInterface` listing what exists, `.interfaceDown`, `.openFailed` with
/// libpcap's text); reads throw `.readFailed`; sends throw `.injectFailed`.
public final class LiveCapture {
    let handle: OpaquePointer
    public let interface: String
    public let options: CaptureOptions
    /// The link type packets arrive with (e.g. EN10MB, or LINUX_SLL2 for `any`).
    public let linkType: LinkType
    /// The snap length in force (libpcap may lower what was asked).
    public let snapLength: Int
    /// The timestamp precision libpcap granted.
    public let timestampPrecision: TimestampPrecision
    /// Non-fatal remarks from activation (e.g. promiscuous mode not supported), libpcap's text.
    public private(set) var warnings: [String] = []

    /// Opens and activates `interface` with `options`.
    public init(interface: String, options: CaptureOptions = CaptureOptions()) throws(CaptureError) {
        var errorBuffer = [CChar](repeating: 0, count: Int(PCAP_ERRBUF_SIZE))
        guard let handle = pcap_create(interface, &errorBuffer) else {
            throw .openFailed(interface: interface, message: string(fromErrorBuffer: errorBuffer))
        }
        self.handle = handle
        self.interface = interface
        self.options = options
        var closeOnFailure = true
        defer { if closeOnFailure { pcap_close(handle) } }

        let snap = options.snapLength <= 0 ? CaptureOptions.maximumSnapLength : options.snapLength
        pcap_set_snaplen(handle, Int32(clamping: snap))
        pcap_set_promisc(handle, options.promiscuous ? 1 : 0)
        pcap_set_timeout(handle, Int32(clamping: options.readTimeoutMilliseconds))
        if options.immediateMode { pcap_set_immediate_mode(handle, 1) }
        if let size = options.bufferSize { pcap_set_buffer_size(handle, Int32(clamping: size)) }
        if options.monitorMode { pcap_set_rfmon(handle, 1) }
        if options.timestampPrecision == .nanoseconds {
            let status = pcap_set_tstamp_precision(handle, Int32(PCAP_TSTAMP_PRECISION_NANO))
            if status != 0 {
                throw .openFailed(interface: interface, message: String(cString: pcap_statustostr(status)))
            }
        }

        let status = pcap_activate(handle)
        if status < 0 { throw Self.activationError(status, handle: handle, interface: interface) }
        if status > 0 {
            let text = String(cString: pcap_geterr(handle))
            warnings.append(text.isEmpty ? String(cString: pcap_statustostr(status)) : text)
        }
        if let wanted = options.linkType {
            if pcap_set_datalink(handle, Int32(bitPattern: BPFProgram.dlt(for: wanted))) != 0 {
                throw .openFailed(interface: interface, message: String(cString: pcap_geterr(handle)))
            }
        } else if interface == "any" {
            // As tcpdump 4.99: cooked v2 for `any`, which records the interface of each packet.
            // Older kernels or libpcaps without it keep v1.
            _ = pcap_set_datalink(handle, Int32(DLT_LINUX_SLL2))
        }
        if let direction = options.direction {
            let value: pcap_direction_t = switch direction {
            case .incoming: PCAP_D_IN
            case .outgoing: PCAP_D_OUT
            case .both: PCAP_D_INOUT
            }
            if pcap_setdirection(handle, value) != 0 {
                throw .openFailed(interface: interface, message: String(cString: pcap_geterr(handle)))
            }
        }
        linkType = BPFProgram.linkType(forDLT: pcap_datalink(handle))
        snapLength = Int(pcap_snapshot(handle))
        timestampPrecision = pcap_get_tstamp_precision(handle) == Int32(PCAP_TSTAMP_PRECISION_NANO)
            ? .nanoseconds : .microseconds
        closeOnFailure = false
    }

    deinit {
        SignalStop.forget(handle)
        pcap_close(handle)
    }

    /// Maps a negative pcap_activate status to the error a user can act on.
    static func activationError(_ status: Int32, handle: OpaquePointer, interface: String) -> CaptureError {
        let text = String(cString: pcap_geterr(handle))
        let message = text.isEmpty ? String(cString: pcap_statustostr(status)) : text
        switch status {
        case PCAP_ERROR_PERM_DENIED, PCAP_ERROR_PROMISC_PERM_DENIED:
            return .permissionDenied(interface: interface, message: message)
        case PCAP_ERROR_NO_SUCH_DEVICE:
            let names = ((try? NetworkInterface.all()) ?? []).map(\.name)
            return .noSuchInterface(interface, available: names)
        case PCAP_ERROR_IFACE_NOT_UP:
            return .interfaceDown(interface)
        case PCAP_ERROR_RFMON_NOTSUP:
            // tcpdump's wording for -I on a device that has no monitor mode.
            return .openFailed(interface: interface, message: "That device doesn't support monitor mode")
        default:
            return .openFailed(interface: interface, message: message)
        }
    }

    /// A one-line description of the link type as tcpdump prints it: `EN10MB (Ethernet)`.
    public var linkTypeDescription: String { LinkTypeNames.describe(linkType) }

    /// Compiles `expression` for this handle (link type, snap length, netmask) and installs it.
    /// Returns the program so callers can print it (-d).
    @discardableResult
    public func setFilter(_ expression: String, optimize: Bool = true) throws(CaptureError) -> BPFProgram {
        let program = try compile(expression, optimize: optimize)
        try setFilter(program)
        return program
    }

    /// Compiles without installing, against this handle. The netmask (used only by `ip
    /// broadcast`) is 0 by default, as tcpdump passes unless asked for -f.
    public func compile(_ expression: String, optimize: Bool = true, netmask: UInt32 = 0) throws(CaptureError) -> BPFProgram {
        try BPFProgram(expression, handle: handle, linkType: linkType, snapLength: snapLength,
                       optimize: optimize, netmask: netmask)
    }

    /// Installs a compiled program in the kernel (or libpcap's userland filter where the kernel
    /// cannot take it).
    public func setFilter(_ program: BPFProgram) throws(CaptureError) {
        if pcap_setfilter(handle, program.program) != 0 {
            throw .badFilter(expression: program.expression, message: String(cString: pcap_geterr(handle)))
        }
    }

    /// Reads what is ready (waiting up to the read timeout) and calls `body` for each packet with
    /// its header values and the captured bytes, which are valid only during the call. At most
    /// `limit` packets when limit > 0. Returns the number handled: 0 on timeout, or nil when
    /// `breakLoop()` stopped it.
    public func dispatchRaw(
        limit: Int = -1,
        _ body: (_ timestamp: Timestamp, _ originalLength: Int, _ bytes: UnsafeRawBufferPointer) -> Void
    ) throws(CaptureError) -> Int? {
        let nanos = timestampPrecision == .nanoseconds
        return try withoutActuallyEscaping(body) { escapable throws(CaptureError) -> Int? in
            var context = DispatchContext(body: escapable, nanoseconds: nanos)
            let count = withUnsafeMutablePointer(to: &context) { pointer in
                pcap_dispatch(handle, Int32(clamping: limit), { user, header, bytes in
                    guard let user, let header else { return }
                    let context = UnsafeMutableRawPointer(user).assumingMemoryBound(to: DispatchContext.self)
                    let head = header.pointee
                    let fraction = UInt32(truncatingIfNeeded: head.ts.tv_usec)
                    let timestamp = Timestamp(
                        seconds: Int64(head.ts.tv_sec),
                        nanoseconds: context.pointee.nanoseconds ? fraction : fraction &* 1000)
                    let buffer = UnsafeRawBufferPointer(start: bytes, count: bytes == nil ? 0 : Int(head.caplen))
                    context.pointee.body(timestamp, Int(head.len), buffer)
                }, UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: UInt8.self))
            }
            if count == PCAP_ERROR_BREAK { return nil }
            if count < 0 {
                throw .readFailed(interface: interface, message: String(cString: pcap_geterr(handle)))
            }
            return Int(count)
        }
    }

    /// As `dispatchRaw`, handing each packet over as a `CapturedPacket` (one copy of its bytes).
    public func dispatch(limit: Int = -1, _ body: (CapturedPacket) -> Void) throws(CaptureError) -> Int? {
        let linkType = linkType
        return try dispatchRaw(limit: limit) { timestamp, length, bytes in
            body(CapturedPacket(timestamp: timestamp, originalLength: length, linkType: linkType, data: Array(bytes)))
        }
    }

    /// The next packet, waiting up to the read timeout; nil on timeout or after `breakLoop()`.
    public func nextPacket() throws(CaptureError) -> CapturedPacket? {
        var packet: CapturedPacket?
        _ = try dispatch(limit: 1) { packet = $0 }
        return packet
    }

    /// Makes the current or next read return (pcap_breakloop). Safe from a signal handler.
    public func breakLoop() {
        pcap_breakloop(handle)
    }

    /// In non-blocking mode a read returns at once with what is ready (0 when nothing is).
    public func setNonblocking(_ nonblocking: Bool) throws(CaptureError) {
        var errorBuffer = [CChar](repeating: 0, count: Int(PCAP_ERRBUF_SIZE))
        if pcap_setnonblock(handle, nonblocking ? 1 : 0, &errorBuffer) != 0 {
            throw .readFailed(interface: interface, message: string(fromErrorBuffer: errorBuffer))
        }
    }

    /// The counters so far (pcap_stats).
    public func statistics() throws(CaptureError) -> CaptureStatistics {
        var stats = pcap_stat()
        if pcap_stats(handle, &stats) != 0 {
            throw .readFailed(interface: interface, message: String(cString: pcap_geterr(handle)))
        }
        return CaptureStatistics(received: stats.ps_recv, droppedByKernel: stats.ps_drop,
                                 droppedByInterface: stats.ps_ifdrop)
    }

    /// Sends one link-layer frame as given (pcap_inject); returns the bytes sent.
    @discardableResult
    public func inject(_ frame: [UInt8]) throws(CaptureError) -> Int {
        let sent = frame.withUnsafeBytes { pcap_inject(handle, $0.baseAddress, $0.count) }
        if sent < 0 {
            throw .injectFailed(interface: interface, message: String(cString: pcap_geterr(handle)))
        }
        return Int(sent)
    }

    /// A descriptor that polls readable when packets wait (pcap_get_selectable_fd), or -1.
    public var selectableFileDescriptor: Int32 { pcap_get_selectable_fd(handle) }

    /// Makes SIGINT, SIGTERM, SIGHUP (or the given signals) stop this capture's reads instead of
    /// killing the process; `SignalStop.received` then holds the signal. One capture at a time.
    public func stopOnSignals(_ signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]) {
        SignalStop.install(handle, signals: signals)
    }
}

private struct DispatchContext {
    var body: (Timestamp, Int, UnsafeRawBufferPointer) -> Void
    var nanoseconds: Bool
}

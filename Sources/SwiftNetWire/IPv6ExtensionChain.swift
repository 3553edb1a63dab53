// Following next-header through IPv6 extension headers to the upper layer (RFC 8200 4.1). Each header
// is at least 8 bytes, so the walk takes at most (bytes / 8) steps however long the chain claims to be.

/// Why a walk through the extension headers stopped.
public enum IPv6ChainStop: Hashable, Sendable {
    /// The next header is not an extension header walked here (TCP, UDP, ICMPv6, no next header,
    /// ESP, AH, ...): it starts at the chain end's offset.
    case upperLayer
    /// A fragment header with a non-zero offset: what follows is the middle of a datagram.
    case fragmentData
    /// The extension header at the chain end's offset was not all captured.
    case truncated(needed: Int, available: Int)
}

/// Where a walk through the extension headers ended.
public struct IPv6ChainEnd: Hashable, Sendable {
    /// The next-header value in force at `offset`.
    public var nextHeader: IPProtocol
    /// Where the upper layer (or fragment data, or the cut-short header) starts.
    public var offset: Int
    public var stop: IPv6ChainStop
    /// Extension headers walked.
    public var headerCount: Int
    /// The final destination named by a routing header with segments left (RFC 8200 8.1), which an
    /// upper-layer checksum covers instead of the IPv6 destination; nil without one.
    public var finalDestination: IPv6Address?

    public init(nextHeader: IPProtocol, offset: Int, stop: IPv6ChainStop, headerCount: Int,
                finalDestination: IPv6Address? = nil) {
        self.nextHeader = nextHeader
        self.offset = offset
        self.stop = stop
        self.headerCount = headerCount
        self.finalDestination = finalDestination
    }
}

/// Walks hop-by-hop, routing, fragment and destination-options headers in order.
///
/// Failure contract: never traps and never loops: each step moves forward by at least 8 bytes and the
/// walk stops at the first header that is not all there (`chainEnd.stop == .truncated`).
public struct IPv6ExtensionHeaderIterator: Sequence, IteratorProtocol, Sendable {
    public let bytes: [UInt8]
    public let end: Int
    /// The next-header value in force: the IPv6 header's at first, then each extension header's.
    public private(set) var nextHeader: IPProtocol
    /// Where the header `nextHeader` names starts.
    public private(set) var offset: Int
    public private(set) var headerCount = 0
    /// Set once `next()` has returned nil.
    public private(set) var stop: IPv6ChainStop?
    /// The first routing header's final destination, when it has segments left.
    public private(set) var finalDestination: IPv6Address?

    public init(_ packet: IPv6Packet) {
        self.init(packet.bytes, nextHeader: packet.nextHeader, offset: packet.payloadOffset, end: packet.payloadEnd)
    }

    /// Walks from `offset`, where a header of type `nextHeader` starts, up to `end`.
    public init(_ bytes: [UInt8], nextHeader: IPProtocol, offset: Int, end: Int? = nil) {
        self.bytes = bytes
        self.end = Swift.max(0, Swift.min(end ?? bytes.count, bytes.count))
        self.nextHeader = nextHeader
        self.offset = offset
    }

    /// The result so far: complete once `next()` has returned nil.
    public var chainEnd: IPv6ChainEnd {
        IPv6ChainEnd(nextHeader: nextHeader, offset: offset, stop: stop ?? .upperLayer, headerCount: headerCount,
                     finalDestination: finalDestination)
    }

    public mutating func next() -> IPv6ExtensionView? {
        guard stop == nil else { return nil }
        let view: IPv6ExtensionView
        do {
            switch nextHeader {
            case .hopByHop: view = .hopByHop(try IPv6OptionsExtension(bytes, offset: offset, end: end))
            case .destinationOptions: view = .destinationOptions(try IPv6OptionsExtension(bytes, offset: offset, end: end))
            case .routing:
                let routing = try IPv6RoutingExtension(bytes, offset: offset, end: end)
                if finalDestination == nil && routing.segmentsLeft > 0 { finalDestination = routing.finalDestination }
                view = .routing(routing)
            case .fragment:
                let fragment = try IPv6FragmentExtension(bytes, offset: offset, end: end)
                if fragment.fragmentOffset != 0 {
                    headerCount += 1
                    nextHeader = fragment.nextHeader
                    offset = fragment.payloadOffset
                    stop = .fragmentData
                    return .fragment(fragment)
                }
                view = .fragment(fragment)
            default:
                stop = .upperLayer
                return nil
            }
        } catch {
            if case .truncated(_, let needed, let available) = error {
                stop = .truncated(needed: needed, available: available)
            } else {
                stop = .truncated(needed: IPv6ExtensionField.minimumLength, available: Swift.max(0, end - offset))
            }
            return nil
        }
        headerCount += 1
        nextHeader = view.nextHeader
        offset += view.length
        return view
    }
}

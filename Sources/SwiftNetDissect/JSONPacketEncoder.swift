import SwiftNetPcap
import SwiftNetWire

/// Encodes captured packets as newline-delimited JSON (one object per packet, schema in README.md
/// "JSON output"): timestamps, lengths, the link type, then every decoded layer in order in a
/// `layers` array, with checksum verdicts and truncation named per layer.
///
/// Hand-written for speed: appends bytes to the caller's buffer, no Foundation, no String per field.
///
/// Failure contract: never traps on any packet bytes. A layer whose bytes run out carries
/// `"truncated":true` (and the packet's top-level `"truncated"` names the innermost such layer); a
/// layer whose header is impossible carries `"malformed":"why"`; decoding stops at either. Every line
/// is valid JSON with strings escaped per RFC 8259 (invalid UTF-8 becomes U+FFFD).
public struct JSONPacketEncoder {
    /// Digits after the decimal point in timestamps: 6 (microsecond files) or 9 (nanosecond files).
    public var fractionDigits: Int
    /// Every field tcpdump prints at its most verbose, link header included, sequence numbers as sent.
    var walkOptions = DissectOptions(verbosity: 3, linkHeader: true, absoluteSequence: true)
    /// `-T TYPE` for the JSON walk, as for the text one (DissectOptions.packetType).
    public var packetType: PacketType? {
        get { walkOptions.packetType }
        set { walkOptions.packetType = newValue }
    }
    /// The day of the last timestamp and its `YYYY-MM-DDT` text: consecutive packets share a day.
    var cachedDay: Int64 = .min
    var cachedDate: [UInt8] = []
    /// SLIP, ISAKMP and SLL2 state for the walk, fresh for every packet as JSON objects stand
    /// alone (reset after a walk that changed it, which is rare), and the NFS and AFS calls seen so
    /// far, so a reply's results reach JSON as they reach the text; kept alive here for the walk's
    /// unowned reference.
    let crossPacket = CrossPacketState()

    /// An encoder writing timestamps with the file's precision.
    public init(precision: TimestampPrecision = .microseconds) {
        fractionDigits = precision == .nanoseconds ? 9 : 6
    }

    public init() { self.init(precision: .microseconds) }

    /// Appends one JSON object and a newline for `packet`; `number` is its 1-based position in the
    /// file.
    public mutating func encode(_ packet: CapturedPacket, number: Int, into output: inout [UInt8]) {
        var buffer = PrintBuffer(capacity: 4096)
        encode(packet, number: number, into: &buffer)
        buffer.withUnsafeBytes { output.append(contentsOf: $0) }
    }

    /// Appends one JSON object and a newline for `packet` to `output` (decode's and capture's path:
    /// no copy).
    public mutating func encode(_ packet: CapturedPacket, number: Int, into output: inout PrintBuffer) {
        var data = packet.data
        encode(data: &data, timestamp: packet.timestamp, wireLength: packet.originalLength,
               linkType: packet.linkType, interface: packet.interfaceIndex, number: number, into: &output)
    }

    /// The same as `encode(_:number:into:)` for a packet the caller lends: its bytes are swapped
    /// into the walk and back rather than copied, which saves a retain and a release a packet
    /// (decode's loop, which refills one `CapturedPacket` for every record). `packet` is unchanged
    /// after.
    public mutating func encode(lending packet: inout CapturedPacket, number: Int, into output: inout PrintBuffer) {
        let timestamp = packet.timestamp, wireLength = packet.originalLength, linkType = packet.linkType
        let interface = packet.interfaceIndex
        encode(data: &packet.data, timestamp: timestamp, wireLength: wireLength, linkType: linkType,
               interface: interface, number: number, into: &output)
    }

    /// The packet's fields handed in one by one (the bytes lent: swapped into the walk and back,
    /// so `data` is as it was after the call), the rest borrowed: reading them for the walk inside the
    /// function that has the whole `CapturedPacket` made the optimizer copy the whole value
    /// through its value witness (about 60 instructions a packet). Not inlined into the caller
    /// above, so that stays so.
    @inline(never)
    mutating func encode(data: inout [UInt8], timestamp: Timestamp, wireLength: Int, linkType: LinkType,
                         interface: Int, number: Int, into output: inout PrintBuffer) {
        output.append("{\"number\":")
        output.appendDecimal(number)
        output.append(",\"timestamp\":\"")
        appendISO8601(timestamp, into: &output)
        output.append("\",\"epoch\":")
        Self.appendEpoch(timestamp, fractionDigits: fractionDigits, into: &output)
        output.append(",\"captured_length\":")
        output.appendDecimal(data.count)
        output.append(",\"original_length\":")
        output.appendDecimal(wireLength)
        output.append(",\"interface\":")
        output.appendDecimal(interface)
        output.append(",\"link_type\":")
        output.appendDecimal(linkType.rawValue)
        if let name = linkType.names?.name {
            output.append(",\"link_type_name\":\"")
            output.append(name)
            output.append("\"")
        }
        output.append(",\"layers\":[")
        // The same walk as the text, at -vvv -e -S, reporting fields instead of printing. The
        // sink holds no allocation and starts afresh per packet: a new one costs a few stores,
        // where swapping one kept across packets in and out cost three 100-byte copies.
        // The bytes and the buffer are lent to the walk (swapped in, handed back below): no
        // reference count changes per packet.
        var dissection = Dissection<JSONSink>(bytes: [], out: .placeholder, options: walkOptions,
                                              flows: TCPFlowTable(), sink: JSONSink(), crossPacket: crossPacket)
        dissection.exchangeLoans(bytes: &data, out: &output)
        dissection.originalLength = wireLength
        dissection.sink.start()
        do {
            try dissection.linkLayer(linkType, wireLength: wireLength)
        } catch {
            dissection.sink.truncated(into: &dissection.out)
        }
        dissection.sink.finish(into: &dissection.out)
        let truncatedLayer = dissection.sink.truncatedLayer
        if crossPacket.touched { crossPacket.reset() }
        dissection.exchangeLoans(bytes: &data, out: &output)
        output.append("]")
        if let layer = truncatedLayer {
            output.append(",\"truncated\":\"")
            output.append(layer)
            output.append("\"")
        }
        output.append("}\n")
    }

    /// `2023-11-14T22:13:21.123456Z` (UTC, the file's precision).
    mutating func appendISO8601(_ timestamp: Timestamp, into output: inout PrintBuffer) {
        let seconds = timestamp.seconds
        var day = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 {
            secondOfDay += 86_400
            day -= 1
        }
        if day != cachedDay {
            cachedDay = day
            cachedDate.removeAll(keepingCapacity: true)
            let date = CivilTime.date(fromDays: day)
            if date.year < 0 { cachedDate.append(UInt8(ascii: "-")) }
            cachedDate.appendDecimal(date.year.magnitude, width: 4)
            cachedDate.append(UInt8(ascii: "-"))
            cachedDate.appendDecimal(date.month, width: 2)
            cachedDate.append(UInt8(ascii: "-"))
            cachedDate.appendDecimal(date.day, width: 2)
            cachedDate.append(UInt8(ascii: "T"))
        }
        output.append(contentsOf: cachedDate)
        // 0 <= secondOfDay < 86400: two digits each, written directly.
        output.appendDigits(UInt64(secondOfDay / 3600), count: 2)
        output.append(UInt8(ascii: ":"))
        output.appendDigits(UInt64(secondOfDay / 60 % 60), count: 2)
        output.append(UInt8(ascii: ":"))
        output.appendDigits(UInt64(secondOfDay % 60), count: 2)
        output.append(UInt8(ascii: "."))
        Self.appendFraction(timestamp.nanoseconds, fractionDigits: fractionDigits, into: &output)
        output.append(UInt8(ascii: "Z"))
    }

    /// Seconds since the epoch as a JSON number with the file's precision (`1700000001.123456`).
    func appendEpoch(_ timestamp: Timestamp, into output: inout PrintBuffer) {
        Self.appendEpoch(timestamp, fractionDigits: fractionDigits, into: &output)
    }

    static func appendEpoch(_ timestamp: Timestamp, fractionDigits: Int, into output: inout PrintBuffer) {
        let nanoseconds = timestamp.nanoseconds % 1_000_000_000
        if timestamp.seconds < 0 {
            // -2 s + 0.25 s is -1.75 s.
            output.append(UInt8(ascii: "-"))
            if nanoseconds == 0 {
                output.appendDecimal(timestamp.seconds.magnitude)
                output.append(UInt8(ascii: "."))
                appendFraction(0, fractionDigits: fractionDigits, into: &output)
            } else {
                output.appendDecimal(timestamp.seconds.magnitude - 1)
                output.append(UInt8(ascii: "."))
                appendFraction(1_000_000_000 - nanoseconds, fractionDigits: fractionDigits, into: &output)
            }
            return
        }
        output.appendDecimal(timestamp.seconds)
        output.append(UInt8(ascii: "."))
        appendFraction(nanoseconds, fractionDigits: fractionDigits, into: &output)
    }

    private static func appendFraction(_ nanoseconds: UInt32, fractionDigits: Int, into output: inout PrintBuffer) {
        // Below 10^9 (10^6): exactly 9 (6) digits, zero-padded.
        let nanoseconds = nanoseconds % 1_000_000_000
        if fractionDigits == 9 {
            output.appendDigits(UInt64(nanoseconds), count: 9)
        } else {
            output.appendDigits(UInt64(nanoseconds / 1000), count: 6)
        }
    }
}

import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// When `capture -w` starts a new file, as tcpdump's -C, -G and -W do it.
public struct RotationPolicy: Sendable, Hashable {
    /// -C: start a new file before writing a packet once the current one is larger than this many
    /// bytes (tcpdump: millions of bytes, or KiB/MiB/GiB with a k/m/g suffix).
    public var fileSizeLimit: Int64?
    /// -G: start a new file on the first packet at least this many seconds after the current one
    /// was opened; the name template goes through strftime.
    public var interval: Int?
    /// -W: with -C, reuse names after this many files (a ring); with -G alone, stop after this
    /// many files.
    public var fileCount: Int?

    public init(fileSizeLimit: Int64? = nil, interval: Int? = nil, fileCount: Int? = nil) {
        self.fileSizeLimit = fileSizeLimit
        self.interval = interval
        self.fileCount = fileCount
    }

    public var rotates: Bool { fileSizeLimit != nil || interval != nil }

    /// Digits of the file number with -W: enough for `fileCount - 1` (tcpdump pads to this width).
    public var counterWidth: Int {
        guard var remaining = fileCount.map({ $0 - 1 }) else { return 0 }
        var digits = 0
        while remaining > 0 {
            digits += 1
            remaining /= 10
        }
        return digits
    }

    /// The file name for `counter` (the -C sequence number) at `time` (seconds since the epoch,
    /// used only with -G): the template through strftime in local time when -G is set, then the
    /// counter appended, zero-padded to `counterWidth`, unless both are zero.
    public func fileName(template: String, counter: Int, time: Int) -> String {
        var name = template
        if interval != nil { name = Self.strftimeLocal(template, time: time) }
        let width = fileSizeLimit == nil ? 0 : counterWidth
        if counter == 0 && width == 0 { return name }
        let digits = String(counter)
        return name + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Parses tcpdump's -C argument: a positive integer in millions of bytes, or with a k, m or g
    /// suffix in KiB, MiB, GiB. Nil when it is not that.
    public static func parseFileSize(_ text: String) -> Int64? {
        var digits = Substring(text)
        var unit: Int64 = 1_000_000
        if let last = digits.last, !last.isNumber {
            switch last {
            case "k", "K": unit = 1024
            case "m", "M": unit = 1024 * 1024
            case "g", "G": unit = 1024 * 1024 * 1024
            default: return nil
            }
            digits = digits.dropLast()
        }
        guard let value = Int64(digits), value > 0 else { return nil }
        let (product, overflow) = value.multipliedReportingOverflow(by: unit)
        return overflow ? nil : product
    }

    static func strftimeLocal(_ format: String, time: Int) -> String {
        var seconds = time_t(time)
        var parts = tm()
        localtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = strftime(&buffer, buffer.count, format, &parts)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A destination for captured packets that reports how large it has grown (for -C).
public protocol CaptureFileSink: AnyObject {
    /// Appends one packet record.
    func write(timestamp: Timestamp, originalLength: Int, bytes: UnsafeRawBufferPointer) throws
    /// Pushes buffered records to the file (-U does this after each packet).
    func flush() throws
    /// Flushes and closes; the file is complete afterwards.
    func close() throws
    /// Bytes in the file so far, headers and buffered records included.
    var size: Int64 { get }
}

/// Writes packets to a file, or a sequence of files following a `RotationPolicy`, naming them as
/// tcpdump does. `open` creates one file (the caller picks pcap or pcapng and handles ownership).
///
/// Failure contract: throws whatever `open` or the sink throws; after a throw the writer must
/// not be used again except for `close()`.
public final class RotatingCaptureWriter {
    public let template: String
    public let policy: RotationPolicy
    private let open: (String) throws -> any CaptureFileSink
    private let clock: () -> Int
    private var sink: (any CaptureFileSink)?
    private var counter = 0
    private var intervalFiles = 1
    private var openedAt: Int
    /// Names of every file opened, in order (a ring reuses names).
    public private(set) var fileNames: [String] = []
    /// Set when -G with -W has written its last file: the caller should stop capturing.
    public private(set) var reachedFileLimit = false

    public init(template: String, policy: RotationPolicy, clock: @escaping () -> Int = { Int(time(nil)) },
                open: @escaping (String) throws -> any CaptureFileSink) throws {
        self.template = template
        self.policy = policy
        self.open = open
        self.clock = clock
        openedAt = clock()
        try start(policy.fileName(template: template, counter: 0, time: openedAt))
    }

    public var currentFileName: String? { fileNames.last }

    private func start(_ name: String) throws {
        sink = try open(name)
        fileNames.append(name)
    }

    /// Writes one packet, first starting a new file if the policy says so. Returns false (and
    /// writes nothing) when -G/-W has reached its file limit.
    @discardableResult
    public func write(timestamp: Timestamp, originalLength: Int, bytes: UnsafeRawBufferPointer) throws -> Bool {
        if reachedFileLimit { return false }
        if let interval = policy.interval {
            let now = clock()
            if now - openedAt >= interval {
                openedAt = now
                try sink?.close()
                sink = nil
                intervalFiles += 1
                if policy.fileSizeLimit == nil, let limit = policy.fileCount, intervalFiles > limit {
                    reachedFileLimit = true
                    return false
                }
                // A new interval restarts the -C numbering.
                counter = 0
                try start(policy.fileName(template: template, counter: 0, time: now))
            }
        }
        if let limit = policy.fileSizeLimit, let current = sink, current.size > limit {
            try current.close()
            sink = nil
            counter += 1
            if let count = policy.fileCount, counter >= count { counter = 0 }
            try start(policy.fileName(template: template, counter: counter, time: openedAt))
        }
        try sink?.write(timestamp: timestamp, originalLength: originalLength, bytes: bytes)
        return true
    }

    public func flush() throws { try sink?.flush() }

    public func close() throws {
        let current = sink
        sink = nil
        try current?.close()
    }
}

import SwiftNetWire

/// The growable byte buffer the text printers and the JSON encoder write into: a raw pointer, a
/// count and a capacity, so each small write is one capacity test and a store, without Array's
/// uniqueness and growth checks per call (they dominated decode's profile). The method names follow
/// Array's (`append(_:)`, `append(contentsOf:)`, `count`) so printer code reads the same.
///
/// Semantics: a copy shares the storage of the value it was copied from (one allocation, freed
/// when the last copy goes away). Use one value at a time: hand it on with `inout` or by assigning
/// the value back after a callee is done (`output = walker.output`); writing through two copies is
/// a programming error, caught (trap) when the stale copy next grows.
///
/// Failure contract: every write first makes room (growing by doubling), so no write goes past the
/// allocation; `truncate(to:)` clamps its mark. Traps only when memory runs out or on the misuse
/// above.
public struct PrintBuffer {
    /// Frees the newest allocation when the last copy of the buffer goes away.
    @usableFromInline
    final class Storage {
        @usableFromInline var pointer: UnsafeMutablePointer<UInt8>
        init(_ pointer: UnsafeMutablePointer<UInt8>) { self.pointer = pointer }
        deinit { pointer.deallocate() }
    }

    @usableFromInline private(set) var base: UnsafeMutablePointer<UInt8>
    /// Bytes written so far.
    public private(set) var count: Int
    @usableFromInline private(set) var capacity: Int
    /// Nil only in a `placeholder`, which owns no memory until its first write.
    @usableFromInline private(set) var storage: Storage?

    /// An empty buffer with room for `capacity` bytes before it first grows.
    public init(capacity: Int = 4096) {
        self.capacity = Swift.max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
        storage = Storage(base)
        count = 0
    }

    /// An empty buffer that owns no memory: a stand-in to swap a real buffer into, so a value that
    /// holds a buffer only while a caller lends it one (a walk: `Dissection.exchangeLoans`) is made
    /// and dropped without touching a reference count. Writing to it allocates, as any growth does.
    static var placeholder: PrintBuffer { PrintBuffer(ownsNoMemory: ()) }

    /// Labelled so that `PrintBuffer()` stays the public, allocating `init(capacity:)` everywhere.
    private init(ownsNoMemory: Void) {
        // Never read or written through: capacity 0 sends the first write to `grow`, which
        // allocates and leaves this address alone (there is no storage to free it through).
        base = UnsafeMutablePointer<UInt8>(bitPattern: MemoryLayout<UInt8>.alignment)!
        capacity = 0
        count = 0
        storage = nil
    }

    public var isEmpty: Bool { count == 0 }

    /// A copy of the bytes written so far.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// A copy of the bytes from `start` (clamped) to the end.
    public func bytes(from start: Int) -> [UInt8] {
        let start = Swift.min(Swift.max(0, start), count)
        return Array(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    /// The bytes written so far, valid until the next write.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    public subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "PrintBuffer index out of range")
        return base[index]
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    public mutating func reserve(_ extra: Int) {
        if capacity &- count < extra { grow(extra) }
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        var newCapacity = Swift.max(capacity * 2, 64)
        while newCapacity - count < extra { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        if let storage {
            precondition(storage.pointer == base, "PrintBuffer written through a stale copy")
            base.deallocate()
            storage.pointer = newBase
        } else {
            storage = Storage(newBase)
        }
        base = newBase
        capacity = newCapacity
    }

    /// Empties the buffer, keeping its capacity.
    public mutating func removeAll() { count = 0 }

    /// Drops everything written after `mark` (a `count` read earlier; clamped to 0...count).
    public mutating func truncate(to mark: Int) { count = Swift.min(count, Swift.max(0, mark)) }

    /// Array's spelling of `truncate(to: range.lowerBound)`.
    public mutating func removeSubrange(_ range: PartialRangeFrom<Int>) { truncate(to: range.lowerBound) }

    // MARK: bytes and text

    @inline(__always)
    public mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    /// Makes room for `maximum` bytes and returns where they start, for a writer that stores
    /// through its own cursor and then hands the end back to `commit(upTo:)`. Nothing else may
    /// write to the buffer in between.
    @inline(__always)
    mutating func uncommittedRoom(_ maximum: Int) -> UnsafeMutablePointer<UInt8> {
        reserve(maximum)
        return base + count
    }

    /// Counts the bytes written through a cursor from `uncommittedRoom` up to `end`. Traps if
    /// `end` lies outside the room (before the old end or past the capacity): a programming error.
    @inline(__always)
    mutating func commit(upTo end: UnsafeMutablePointer<UInt8>) {
        let newCount = end - base
        precondition(newCount >= count && newCount <= capacity, "PrintBuffer: commit outside the room made")
        count = newCount
    }

    /// Makes room for `maximum` bytes, lets `body` write at most that many through a cursor that
    /// starts at the end of the buffer, and then counts what it wrote. For runs of small writes
    /// (a JSON member: comma, key and value): one capacity test for the run, and the cursor stays
    /// in a register where `count` would be reloaded after every byte stored through `base`.
    /// Traps if `body` moved the cursor backwards or past the room made (a programming error).
    @inline(__always)
    mutating func withCursor(reserving maximum: Int, _ body: (inout ByteCursor) -> Void) {
        reserve(maximum)
        let start = base + count
        var cursor = ByteCursor(start)
        body(&cursor)
        let written = cursor.pointer - start
        precondition(written >= 0 && written <= maximum, "PrintBuffer: cursor wrote past its room")
        count &+= written
    }

    /// Appends the UTF-8 of `text`.
    @inline(__always)
    public mutating func append(_ text: StaticString) {
        guard text.hasPointerRepresentation else {
            text.withUTF8Buffer { append(contentsOf: $0) }
            return
        }
        let length = text.utf8CodeUnitCount
        reserve(length)
        let source = text.utf8Start
        // Literals are mostly 1-8 bytes: a byte loop beats a memmove call for those.
        if length <= 8 {
            var index = 0
            while index < length {
                base[count &+ index] = source[index]
                index &+= 1
            }
        } else {
            (base + count).update(from: source, count: length)
        }
        count &+= length
    }

    public mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count &+= bytes.count
    }

    public mutating func append(contentsOf bytes: UnsafeRawBufferPointer) {
        append(contentsOf: bytes.bindMemory(to: UInt8.self))
    }

    public mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    public mutating func append(contentsOf bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    public mutating func append<Bytes: Sequence>(contentsOf bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { append(byte) }
    }

    /// Appends the first `length` (0-8) bytes of `word` as laid out in memory on a little-endian
    /// machine (byte 0 lowest): one store instead of a copy loop for short cached text.
    @inline(__always)
    public mutating func appendPacked(_ word: UInt64, length: Int) {
        reserve(8)
        UnsafeMutableRawPointer(base + count).storeBytes(of: word.littleEndian, as: UInt64.self)
        count &+= Swift.min(Swift.max(0, length), 8)
    }

    /// `bytes` (up to 8 of them) packed for `appendPacked(_:length:)`.
    public static func pack(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        for (shift, byte) in zip(stride(from: 0, to: 64, by: 8), bytes) { word |= UInt64(byte) << UInt64(shift) }
        return word
    }

    /// Appends the UTF-8 of `text`.
    public mutating func append(string text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    // MARK: numbers

    /// Appends `value` in decimal (a `-` first when negative).
    @inline(__always)
    public mutating func appendDecimal<T: BinaryInteger>(_ value: T) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            // The magnitude, not `-value`: negating the most negative value would trap.
            appendDecimal(UInt64(truncatingIfNeeded: value.magnitude))
        } else {
            appendDecimal(UInt64(truncatingIfNeeded: value))
        }
    }

    /// Appends `value` in decimal: the digit count first, then the digits written back to front in
    /// place, two at a time from a table of pairs (dividing by the constant 100 compiles to a
    /// multiply and a shift).
    @inline(__always)
    public mutating func appendDecimal(_ value: UInt64) {
        if value < 10 {
            append(UInt8(truncatingIfNeeded: value) &+ 48)
            return
        }
        appendDigits(value, count: Self.decimalDigitCount(value))
    }

    /// Appends `value` in decimal, left-padded with zeros to `width` digits. Negative values print
    /// `-` and the zero-padded magnitude.
    @inline(__always)
    public mutating func appendDecimal<T: BinaryInteger>(_ value: T, width: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = UInt64(truncatingIfNeeded: value.magnitude)
        appendDigits(magnitude, count: Swift.max(width, Self.decimalDigitCount(magnitude)))
    }

    /// Writes the last `digits` decimal digits of `value` (leading zeros when `value` is shorter),
    /// back to front. `digits` is at least 1 and at least `value`'s digit count.
    @inline(__always)
    mutating func appendDigits(_ value: UInt64, count digits: Int) {
        reserve(digits)
        let pairs = Self.digitPairs.utf8Start
        var remaining = value
        var index = count &+ digits
        var left = digits
        while left >= 2 {
            let quotient = remaining / 100
            let pair = Int(truncatingIfNeeded: remaining &- quotient &* 100) &<< 1
            index &-= 2
            base[index] = pairs[pair]
            base[index &+ 1] = pairs[pair &+ 1]
            remaining = quotient
            left &-= 2
        }
        if left == 1 {
            base[index &- 1] = UInt8(truncatingIfNeeded: remaining % 10) &+ 48
        }
        count &+= digits
    }

    /// "00" to "99" back to back: the two digits of n at 2n.
    @inline(__always)
    static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }

    /// The number of decimal digits of `value` (1 for 0).
    @inline(__always)
    static func decimalDigitCount(_ value: UInt64) -> Int {
        var digits = 1
        var threshold: UInt64 = 10
        while value >= threshold {
            digits &+= 1
            if digits == 20 { break }
            threshold &*= 10
        }
        return digits
    }

    /// Appends exactly `digits` lower-case hex digits of `value`.
    @inline(__always)
    public mutating func appendHex<T: FixedWidthInteger>(_ value: T, digits: Int) {
        guard digits > 0 else { return }
        reserve(digits)
        var shift = (digits &- 1) &* 4
        while shift >= 0 {
            base[count] = lowerHexDigit(Int(truncatingIfNeeded: value >> T(shift)) & 0xf)
            count &+= 1
            shift &-= 4
        }
    }

    /// Appends `value` as lower-case hex without leading zeros (`0` for zero).
    @inline(__always)
    public mutating func appendHex<T: FixedWidthInteger>(_ value: T) {
        var digits = 1
        while digits < T.bitWidth / 4 && value >> T(digits * 4) != 0 { digits += 1 }
        appendHex(value, digits: digits)
    }

    // MARK: addresses

    /// Dotted quad of a host-order IPv4 address (`198.18.0.1`): room for 15 bytes made once,
    /// then each octet written as 1-3 digits.
    @inline(__always)
    public mutating func appendIPv4(_ value: UInt32) {
        reserve(15)
        appendOctet(value >> 24)
        base[count] = UInt8(ascii: "."); count &+= 1
        appendOctet((value >> 16) & 0xff)
        base[count] = UInt8(ascii: "."); count &+= 1
        appendOctet((value >> 8) & 0xff)
        base[count] = UInt8(ascii: "."); count &+= 1
        appendOctet(value & 0xff)
    }

    /// One octet (0-255) in decimal; the caller has reserved 3 bytes.
    @inline(__always)
    private mutating func appendOctet(_ octet: UInt32) {
        let pairs = Self.digitPairs.utf8Start
        if octet >= 100 {
            let hundreds = octet / 100
            let pair = Int(truncatingIfNeeded: octet &- hundreds &* 100) &<< 1
            base[count] = UInt8(truncatingIfNeeded: hundreds) &+ 48
            base[count &+ 1] = pairs[pair]
            base[count &+ 2] = pairs[pair &+ 1]
            count &+= 3
        } else if octet >= 10 {
            let pair = Int(truncatingIfNeeded: octet) &<< 1
            base[count] = pairs[pair]
            base[count &+ 1] = pairs[pair &+ 1]
            count &+= 2
        } else {
            base[count] = UInt8(truncatingIfNeeded: octet) &+ 48
            count &+= 1
        }
    }

    public mutating func appendIPv4(_ address: IPv4Address) { appendIPv4(address.value) }

    /// The text glibc's inet_ntop gives (what tcpdump prints, RFC 5952): lower-case hex, the
    /// longest run of two or more zero groups (the first of equals) as `::`, and the IPv4-compatible
    /// and IPv4-mapped forms (`::a.b.c.d`, `::ffff:a.b.c.d`) with a dotted tail.
    public mutating func appendIPv6(_ address: IPv6Address) {
        var bestStart = -1
        var bestLength = 0
        var runStart = -1
        for index in 0..<8 {
            if address.group(index) == 0 {
                if runStart < 0 { runStart = index }
                if index - runStart + 1 > bestLength { bestStart = runStart; bestLength = index - runStart + 1 }
            } else {
                runStart = -1
            }
        }
        if bestLength < 2 { bestStart = -1 }
        var index = 0
        while index < 8 {
            if index == bestStart {
                append(UInt8(ascii: ":"))
                index += bestLength
                if index == 8 { append(UInt8(ascii: ":")) }
                continue
            }
            if index > 0 { append(UInt8(ascii: ":")) }
            if index == 6, bestStart == 0, bestLength == 6 || (bestLength == 5 && address.group(5) == 0xffff) {
                appendIPv4(UInt32(truncatingIfNeeded: address.low))
                return
            }
            appendHex(address.group(index))
            index += 1
        }
    }

    /// `aa:bb:cc:dd:ee:ff`, as tcpdump prints it.
    public mutating func appendMAC(_ address: MACAddress) {
        reserve(17)
        var index = count
        var shift: UInt64 = 40
        while true {
            let byte = Int(truncatingIfNeeded: address.value >> shift) & 0xff
            base[index] = lowerHexDigit(byte >> 4)
            base[index &+ 1] = lowerHexDigit(byte & 0xf)
            if shift == 0 { break }
            base[index &+ 2] = UInt8(ascii: ":")
            index &+= 3
            shift &-= 8
        }
        count = index &+ 2
    }
}

/// The lower-case hex digit for `nibble` (0-15), computed: no table lookup through a lazy global.
@inline(__always)
func lowerHexDigit(_ nibble: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: nibble < 10 ? 48 + nibble : 87 + nibble)
}

/// A write position inside room a `PrintBuffer` made (`withCursor`): no capacity tests, so the
/// caller must stay within the room it asked for.
struct ByteCursor {
    private(set) var pointer: UnsafeMutablePointer<UInt8>

    @inline(__always) init(_ pointer: UnsafeMutablePointer<UInt8>) { self.pointer = pointer }

    /// The bytes `write(text)` takes at most: its UTF-8 length, or 4 for a literal of one
    /// Unicode scalar (which has no UTF-8 length to ask).
    @inline(__always)
    static func maximumLength(_ text: StaticString) -> Int {
        text.hasPointerRepresentation ? text.utf8CodeUnitCount : 4
    }

    @inline(__always)
    mutating func write(_ byte: UInt8) {
        pointer.pointee = byte
        pointer += 1
    }

    /// Static text (keys, literals): a constant length, so short ones become a few stores.
    @inline(__always)
    mutating func write(_ text: StaticString) {
        guard text.hasPointerRepresentation else {
            text.withUTF8Buffer { for byte in $0 { write(byte) } }
            return
        }
        let length = text.utf8CodeUnitCount
        let source = text.utf8Start
        if length <= 16 {
            var index = 0
            while index < length {
                pointer[index] = source[index]
                index &+= 1
            }
        } else {
            pointer.update(from: source, count: length)
        }
        pointer += length
    }

    /// `value` in decimal: at most 20 bytes.
    @inline(__always)
    mutating func writeDecimal(_ value: UInt64) {
        if value < 10 {
            write(UInt8(truncatingIfNeeded: value) &+ 48)
            return
        }
        let digits = PrintBuffer.decimalDigitCount(value)
        let pairs = PrintBuffer.digitPairs.utf8Start
        var remaining = value
        var index = digits
        while index >= 2 {
            let quotient = remaining / 100
            let pair = Int(truncatingIfNeeded: remaining &- quotient &* 100) &<< 1
            index &-= 2
            pointer[index] = pairs[pair]
            pointer[index &+ 1] = pairs[pair &+ 1]
            remaining = quotient
        }
        if index == 1 { pointer[0] = UInt8(truncatingIfNeeded: remaining) &+ 48 }
        pointer += digits
    }

    /// A number as a field of `type` renders it in JSON: `"0x…"` (hex), `true`/`false`, a fixed-point
    /// decimal, a quoted dotted quad, or plain decimal. At most 37 bytes; the caller reserved them.
    /// Inlined where the descriptor is a constant, the common plain decimal stays a few
    /// instructions and the other renderings one call (inlining them all made each report too
    /// big for the optimizer to inline into a fixed header's run).
    @inline(__always)
    mutating func writeJSONNumber(_ value: UInt64, as type: FieldType) {
        if case .unsigned = type {
            writeDecimal(value)
        } else {
            writeJSONNumberOtherwise(value, as: type)
        }
    }

    @inline(never)
    mutating func writeJSONNumberOtherwise(_ value: UInt64, as type: FieldType) {
        switch type {
        case .hex(let digits):
            write("\"0x")
            writeHex(value, digits: digits)
            write(UInt8(ascii: "\""))
        case .boolean:
            write(value != 0 ? "true" : "false")
        case .fixedPoint(let bits):
            writeFixedPoint(value, fractionBits: bits)
        case .ipv4:
            write(UInt8(ascii: "\""))
            writeIPv4(UInt32(truncatingIfNeeded: value))
            write(UInt8(ascii: "\""))
        default:
            writeDecimal(value)
        }
    }

    /// `value / 2^bits` (bits clamped to 0...16) as an exact decimal: the integer part, then
    /// the fraction without trailing zeros (none when it is 0). At most 37 bytes.
    @inline(__always)
    mutating func writeFixedPoint(_ value: UInt64, fractionBits bits: Int) {
        let bits = Swift.min(Swift.max(bits, 0), 16)
        writeDecimal(value >> UInt64(bits))
        // 2^-bits = 5^bits / 10^bits: the fraction's digits are (value mod 2^bits) * 5^bits,
        // `bits` of them (below 2^16 * 5^16, which fits 64 bits).
        var fraction = value & ((1 << UInt64(bits)) &- 1)
        guard fraction != 0 else { return }
        var scale: UInt64 = 1
        for _ in 0..<bits { scale &*= 5 }
        fraction &*= scale
        var digits = bits
        while fraction % 10 == 0 {
            fraction /= 10
            digits &-= 1
        }
        write(UInt8(ascii: "."))
        // Leading zeros of the fraction, then its significant digits.
        let significant = PrintBuffer.decimalDigitCount(fraction)
        for _ in significant..<digits { write(UInt8(ascii: "0")) }
        writeDecimal(fraction)
    }

    /// Exactly `digits` (clamped to 1...16) lower-case hex digits of `value`.
    @inline(__always)
    mutating func writeHex(_ value: UInt64, digits: Int) {
        let digits = Swift.min(Swift.max(digits, 1), 16)
        var shift = (digits &- 1) &* 4
        while shift >= 0 {
            write(lowerHexDigit(Int(truncatingIfNeeded: value >> UInt64(shift)) & 0xf))
            shift &-= 4
        }
    }

    /// Dotted quad of a host-order address: at most 15 bytes.
    @inline(__always)
    mutating func writeIPv4(_ value: UInt32) {
        writeOctet(value >> 24)
        write(UInt8(ascii: "."))
        writeOctet((value >> 16) & 0xff)
        write(UInt8(ascii: "."))
        writeOctet((value >> 8) & 0xff)
        write(UInt8(ascii: "."))
        writeOctet(value & 0xff)
    }

    @inline(__always)
    private mutating func writeOctet(_ octet: UInt32) {
        let pairs = PrintBuffer.digitPairs.utf8Start
        if octet >= 100 {
            let hundreds = octet / 100
            let pair = Int(truncatingIfNeeded: octet &- hundreds &* 100) &<< 1
            pointer[0] = UInt8(truncatingIfNeeded: hundreds) &+ 48
            pointer[1] = pairs[pair]
            pointer[2] = pairs[pair &+ 1]
            pointer += 3
        } else if octet >= 10 {
            let pair = Int(truncatingIfNeeded: octet) &<< 1
            pointer[0] = pairs[pair]
            pointer[1] = pairs[pair &+ 1]
            pointer += 2
        } else {
            write(UInt8(truncatingIfNeeded: octet) &+ 48)
        }
    }
}

// Allocation-free text for addresses and numbers: the printer appends to one output buffer per batch
// of packets, so formatting must not build intermediate Strings in the hot path.

@usableFromInline
let lowerHexDigits: [UInt8] = Array("0123456789abcdef".utf8)

extension Array where Element == UInt8 {
    /// Appends `value` in decimal.
    @inlinable
    public mutating func appendDecimal<T: BinaryInteger>(_ value: T) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            // The magnitude, not `-value`: negating the most negative value would trap.
            appendDecimal(UInt64(truncatingIfNeeded: value.magnitude))
            return
        }
        var number = UInt64(truncatingIfNeeded: value)
        if number < 10 {
            append(UInt8(truncatingIfNeeded: number) &+ 48)
            return
        }
        // Digits fill a stack scratch buffer from the right, dividing by the constant 10 (a multiply
        // and shift, where the old highest-power-first loop divided by a variable), then go in with
        // one append: this was a fifth of decode's time.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { scratch in
            var index = 20
            while number > 0 {
                let quotient = number / 10
                index -= 1
                scratch[index] = UInt8(truncatingIfNeeded: number &- quotient &* 10) &+ 48
                number = quotient
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: scratch[index...]))
        }
    }

    /// Appends `value` in decimal, left-padded with zeros to `width` digits.
    @inlinable
    public mutating func appendDecimal<T: BinaryInteger>(_ value: T, width: Int) {
        var digits = 1
        var probe = UInt64(value)
        while probe >= 10 { probe /= 10; digits += 1 }
        if digits < width { append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - digits)) }
        appendDecimal(value)
    }

    /// Appends `value` as lower-case hex without leading zeros (`0` for zero).
    @inlinable
    public mutating func appendHex<T: FixedWidthInteger>(_ value: T) {
        var started = false
        var shift = T.bitWidth - 4
        while shift >= 0 {
            let nibble = Int(truncatingIfNeeded: value >> T(shift)) & 0xf
            if nibble != 0 || started || shift == 0 {
                append(lowerHexDigits[nibble])
                started = true
            }
            shift -= 4
        }
    }

    /// Appends `value` as exactly `digits` lower-case hex digits.
    @inlinable
    public mutating func appendHex<T: FixedWidthInteger>(_ value: T, digits: Int) {
        var shift = (digits - 1) * 4
        while shift >= 0 {
            append(lowerHexDigits[Int(truncatingIfNeeded: value >> T(shift)) & 0xf])
            shift -= 4
        }
    }

    /// Appends the UTF-8 of `text`.
    @inlinable
    public mutating func append(_ text: StaticString) {
        guard text.hasPointerRepresentation else {
            text.withUTF8Buffer { append(contentsOf: $0) }
            return
        }
        let count = text.utf8CodeUnitCount
        let start = text.utf8Start
        // Printers append many 1-8 byte literals per packet; byte by byte is about twice as fast
        // for those as append(contentsOf:), whose generic path and memmove call cost more than the
        // copy.
        if count <= 8 {
            var index = 0
            while index < count {
                append(start[index])
                index &+= 1
            }
        } else {
            append(contentsOf: UnsafeBufferPointer(start: start, count: count))
        }
    }

    /// Appends the UTF-8 of `text`.
    @inlinable
    public mutating func append(string text: String) {
        append(contentsOf: text.utf8)
    }
}

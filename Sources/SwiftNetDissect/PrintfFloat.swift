/// printf's fixed-point formats of binary floating-point values, exactly as glibc prints them
/// (the exact binary value, ties to even), for the protocols whose tcpdump printers use `%.Nf`.
extension Dissection {
    /// tcpdump's `%.3f` of a single-precision value (exactly, ties to even as glibc rounds):
    /// `nan`, `inf` and the sign as printf writes them.
    mutating func putFloatThreeDecimals(_ value: Float) {
        guard Sink.rendersText, let (significand, exponent) = putFloatPrologue(value) else { return }
        if significand == 0 { put("0.000"); return }
        if exponent >= 0 {
            // An integer (up to 2^128): digits by long division of a two-word value.
            putWideDecimal(significand, shift: exponent)
            put(".000")
            return
        }
        let shift = -exponent
        var thousandths: UInt64 = 0
        if shift < 64 {
            let scaled = significand * 1000  // below 2^34
            thousandths = scaled >> UInt64(shift)
            let remainder = scaled & ((1 << UInt64(shift)) - 1)
            let half: UInt64 = 1 << UInt64(shift - 1)
            if remainder > half || (remainder == half && thousandths & 1 == 1) { thousandths += 1 }
        }
        put(decimal: thousandths / 1000); put(".")
        put(decimal: thousandths % 1000, width: 3)
    }

    /// What every printf float format starts with: the sign (`-` for any negative value, a
    /// negative NaN or zero included, as glibc writes it), then `nan` or `inf` and nil for those
    /// (the caller is done); otherwise the magnitude as `significand * 2^exponent` with an
    /// integer significand below 2^24 (0 for a zero). Never fails for a finite value.
    @inline(__always)
    mutating func putFloatPrologue(_ value: Float) -> (significand: UInt64, exponent: Int)? {
        if value.sign == .minus { put("-") }
        if value.isNaN { put("nan"); return nil }
        if value.isInfinite { put("inf"); return nil }
        let magnitude = value.magnitude
        let significand = UInt64(magnitude.significandBitPattern) | (magnitude.isNormal ? 1 << 23 : 0)
        let exponent = magnitude.isNormal ? Int(magnitude.exponentBitPattern) - 150 : -149
        return (significand, exponent)
    }

    /// Decimal digits of `value << shift` (shift below 105, so the result fits 128 bits).
    private mutating func putWideDecimal(_ value: UInt64, shift: Int) {
        var high: UInt64 = 0
        var low: UInt64 = value
        if shift >= 64 {
            high = value << UInt64(shift - 64)
            low = 0
        } else if shift > 0 {
            high = value >> UInt64(64 - shift)
            low = value << UInt64(shift)
        }
        // 39 digits at most; collected in reverse in a fixed-size tuple-free stack buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { digits in
            var count = 0
            repeat {
                // (high, low) / 10, remainder by hand: high first, then the remainder with low.
                let (highQuotient, highRemainder) = high.quotientAndRemainder(dividingBy: 10)
                let (lowQuotient, lowRemainder) = (10 as UInt64).dividingFullWidth((highRemainder, low))
                high = highQuotient
                low = lowQuotient
                digits[count] = UInt8(ascii: "0") + UInt8(lowRemainder)
                count += 1
            } while (high != 0 || low != 0) && count < 40
            while count > 0 {
                count -= 1
                put(byte: digits[count])
            }
        }
    }
}

/// printf's `%.2f` of a double-precision value, exactly as glibc prints it (the exact binary
/// value, ties to even), for RTCP's timestamps.
extension Dissection {
    /// `%.2f` of a finite, non-negative `value` below 2^53 (RTCP's are below 2^33). Anything else
    /// (never produced by its callers) prints as `0.00`, so a bad input cannot trap.
    mutating func putDoubleTwoDecimals(_ value: Double) {
        guard Sink.rendersText else { return }
        guard value.isFinite, value >= 0, value < 9007199254740992 else { put("0.00"); return }
        // value = significand * 2^exponent with an integer significand below 2^53.
        let significand = value.significandBitPattern | (value.isNormal ? 1 << 52 : 0)
        let exponent = value.isNormal ? Int(value.exponentBitPattern) - 1075 : -1074
        if significand == 0 { put("0.00"); return }
        var hundredths: UInt64
        if exponent >= 0 {
            // Below 2^53, so significand << exponent fits.
            hundredths = (significand << UInt64(exponent)) &* 100
        } else {
            let shift = -exponent
            let scaled = significand &* 100  // below 2^60
            if shift < 64 {
                hundredths = scaled >> UInt64(shift)
                let remainder = scaled & ((1 << UInt64(shift)) &- 1)
                let half: UInt64 = 1 << UInt64(shift - 1)
                if remainder > half || (remainder == half && hundredths & 1 == 1) { hundredths &+= 1 }
            } else {
                hundredths = 0  // below 2^-4: rounds to 0.00
            }
        }
        put(decimal: hundredths / 100); put(".")
        put(decimal: hundredths % 100, width: 2)
    }
}

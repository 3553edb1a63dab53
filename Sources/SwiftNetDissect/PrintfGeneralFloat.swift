/// printf's `%.10g` of a single-precision value as glibc prints it, for printers that format
/// IEEE floats that way (RSVP's intserv rates and fast-reroute bandwidth). tcpdump computes those
/// values in `float` (e.g. `GET_BE_F_4(p) / 125000`), so callers pass the `Float` result and this
/// prints its exact binary value rounded to ten significant digits, ties to even, trailing zeros
/// removed, in exponent form below 1e-4 or from 1e10. No allocation: digits live on the stack.
extension Dissection {
    mutating func putFloatTenSignificant(_ value: Float) {
        guard Sink.rendersText, let (significand, exponent) = putFloatPrologue(value) else { return }
        if significand == 0 { put("0"); return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { digits in
            let (count, decimalExponent, sticky) = Self.significantDigits(significand, exponent, into: digits)
            var pointExponent = decimalExponent
            // Round the first ten digits on the eleventh and what follows it.
            if count < 10 { for index in count..<10 { digits[index] = 0 } }
            if count > 10 {
                let next = digits[10]
                if next > 5 || (next == 5 && (sticky || digits[9] & 1 == 1)) {
                    var index = 9
                    while index >= 0 {
                        if digits[index] == 9 {
                            digits[index] = 0
                            index -= 1
                        } else {
                            digits[index] += 1
                            break
                        }
                    }
                    if index < 0 {
                        digits[0] = 1
                        pointExponent += 1
                    }
                }
            }
            var kept = 10
            while kept > 1 && digits[kept - 1] == 0 { kept -= 1 }
            if pointExponent < -4 || pointExponent >= 10 {
                put(byte: UInt8(ascii: "0") + digits[0])
                if kept > 1 {
                    put(".")
                    for index in 1..<kept { put(byte: UInt8(ascii: "0") + digits[index]) }
                }
                put(pointExponent < 0 ? "e-" : "e+")
                let shown = pointExponent.magnitude
                if shown < 10 { put("0") }
                put(decimal: shown)
            } else if pointExponent >= 0 {
                for index in 0...pointExponent { put(byte: UInt8(ascii: "0") + digits[index]) }
                if kept > pointExponent + 1 {
                    put(".")
                    for index in (pointExponent + 1)..<kept { put(byte: UInt8(ascii: "0") + digits[index]) }
                }
            } else {
                put("0.")
                for _ in 0..<(-pointExponent - 1) { put("0") }
                for index in 0..<kept { put(byte: UInt8(ascii: "0") + digits[index]) }
            }
        }
    }

    /// The first (up to 11) significant decimal digits of `significand * 2^exponent` (nonzero,
    /// significand below 2^24, exponent in -149...104), the decimal exponent of the first, and
    /// whether any nonzero digit follows the ones returned.
    private static func significantDigits(_ significand: UInt64, _ exponent: Int,
                                          into digits: UnsafeMutableBufferPointer<UInt8>) -> (Int, Int, Bool) {
        var count = 0
        var sticky = false
        var decimalExponent = -1
        // Integer part: significand << exponent (up to 2^128) or significand >> -exponent.
        var high: UInt64 = 0
        var low: UInt64 = 0
        if exponent >= 0 {
            if exponent >= 64 {
                high = significand << UInt64(exponent - 64)
            } else {
                low = significand << UInt64(exponent)
                high = exponent == 0 ? 0 : significand >> UInt64(64 - exponent)
            }
        } else if -exponent < 64 {
            low = significand >> UInt64(-exponent)
        }
        if high != 0 || low != 0 {
            // Digits in reverse, 40 at most, then the leading 11 forward.
            var reversed = 0
            var scratch: (UInt64, UInt64) = (high, low)
            let tail = digits.count - 1
            repeat {
                let (highQuotient, highRemainder) = scratch.0.quotientAndRemainder(dividingBy: 10)
                let (lowQuotient, lowRemainder) = (10 as UInt64).dividingFullWidth((highRemainder, scratch.1))
                scratch = (highQuotient, lowQuotient)
                digits[tail - reversed] = UInt8(truncatingIfNeeded: lowRemainder)
                reversed += 1
            } while scratch.0 != 0 || scratch.1 != 0
            decimalExponent = reversed - 1
            for index in 0..<reversed {
                let digit = digits[tail - reversed + 1 + index]
                if count < 11 {
                    digits[count] = digit
                    count += 1
                } else if digit != 0 {
                    sticky = true
                }
            }
        }
        guard exponent < 0 else { return (count, decimalExponent, sticky) }
        // Fraction: f / 2^shift with f below 2^shift (shift up to 149), in three 64-bit words,
        // one decimal digit per multiplication by ten.
        let shift = -exponent
        var words: (UInt64, UInt64, UInt64) = (shift < 64 ? significand & ((1 << UInt64(shift)) - 1) : significand, 0, 0)
        let word = shift / 64
        let bit = UInt64(shift % 64)
        while words.0 != 0 || words.1 != 0 || words.2 != 0 {
            if count >= 11 {
                sticky = true
                break
            }
            let product0 = words.0.multipliedFullWidth(by: 10)
            let product1 = words.1.multipliedFullWidth(by: 10)
            let product2 = words.2.multipliedFullWidth(by: 10)
            let (middle, carry) = product1.low.addingReportingOverflow(product0.high)
            words = (product0.low, middle, product2.low &+ product1.high &+ (carry ? 1 : 0))
            // The digit is the value of the bits from `shift` up; clear them after.
            var digit: UInt64
            switch word {
            case 0:
                digit = bit == 0 ? words.0 : (words.0 >> bit) | (words.1 << (64 - bit))
                words.0 = bit == 0 ? 0 : words.0 & ((1 << bit) - 1)
                words.1 = 0
                words.2 = 0
            case 1:
                digit = bit == 0 ? words.1 : (words.1 >> bit) | (words.2 << (64 - bit))
                words.1 = bit == 0 ? 0 : words.1 & ((1 << bit) - 1)
                words.2 = 0
            default:
                digit = words.2 >> bit
                words.2 = bit == 0 ? 0 : words.2 & ((1 << bit) - 1)
            }
            digit &= 0xf
            if count == 0 && digit == 0 {
                decimalExponent -= 1
                continue
            }
            digits[count] = UInt8(truncatingIfNeeded: digit)
            count += 1
        }
        return (count, decimalExponent, sticky)
    }
}

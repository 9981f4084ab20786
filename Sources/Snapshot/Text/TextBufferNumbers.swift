/// Numbers written into a `TextBuffer` in the one exact form of `NumberFormat.exact`.
extension TextBuffer {
    /// A number in the one exact, locale-independent form (`171.5`, `16`, `nan`).
    ///
    /// Nearly every number of a layout is a multiple of 1/16 (points, half points, pixels of
    /// a 2× or 3× screen are not, but their sums with whole points often are), and such a
    /// number below 10^11 has at most 15 significant digits, so its exact decimal form is
    /// also its shortest round-trip form: it is written digit by digit, with no `String`.
    /// Other values (`1/3`) go through `NumberFormat.exact`, and their forms are kept in a
    /// small table keyed by the value's bits, since layouts repeat them thousands of times.
    mutating func append(number: Double) {
        if number.magnitude < 1e11 {  // NaN and ±inf fail this test
            let sixteenths = number * 16  // exact: a power of two
            let whole = Int64(sixteenths)  // in range: below 1.6e12
            if Double(whole) == sixteenths {
                appendSixteenths(whole)
                return
            }
        }
        appendThroughTable(number)
    }

    /// `value / 16` in decimal: the whole part, then up to four fraction digits, written in
    /// place from the last digit back (the length is known first).
    private mutating func appendSixteenths(_ value: Int64) {
        let magnitude = value.magnitude
        var whole = magnitude >> 4
        var fraction = UInt32(magnitude & 15) * 625  // 1/16 = 0.0625: four digits
        var fractionDigits = 0
        if fraction != 0 {
            fractionDigits = 4
            while fraction % 10 == 0 {
                fraction /= 10
                fractionDigits -= 1
            }
        }
        var wholeDigits = 1
        var bound: UInt64 = 10
        while whole >= bound, wholeDigits < 19 {
            wholeDigits += 1
            bound &*= 10
        }
        let sign = value < 0 ? 1 : 0
        let length = sign + wholeDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0)
        append(upTo: length) { to in
            var index = length
            if fractionDigits > 0 {
                for _ in 0..<fractionDigits {
                    index -= 1
                    to[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
                    fraction /= 10
                }
                index -= 1
                to[index] = UInt8(ascii: ".")
            }
            repeat {
                index -= 1
                to[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10)
                whole /= 10
            } while index > sign
            if sign == 1 { to[0] = UInt8(ascii: "-") }
            return length
        }
    }

    private mutating func appendThroughTable(_ number: Double) {
        let bits = number.bitPattern
        let slot = Int(truncatingIfNeeded: (bits ^ (bits >> 29) ^ (bits >> 47)) & UInt64(NumberForms.slots - 1))
        if forms.keys.isEmpty { forms = NumberForms() }
        let length = Int(forms.lengths[slot])
        let start = slot * NumberForms.width
        if length > 0, forms.keys[slot] == bits {
            append(bytes: forms.bytes[start..<(start + length)])
            return
        }
        let text = NumberFormat.exact(number)
        append(text)
        let utf8 = text.utf8
        guard utf8.count < NumberForms.width else { return }
        forms.keys[slot] = bits
        forms.lengths[slot] = UInt8(utf8.count)
        var index = start
        for byte in utf8 {
            forms.bytes[index] = byte
            index += 1
        }
    }
}

/// A direct-mapped table of number forms: the key's bits, then up to 23 bytes of text.
struct NumberForms {
    static let slots = 1024
    static let width = 24
    var keys: [UInt64] = Array(repeating: 0, count: slots)
    var lengths: [UInt8] = Array(repeating: 0, count: slots)
    var bytes: [UInt8] = Array(repeating: 0, count: slots * width)

    static let empty = NumberForms(keys: [], lengths: [], bytes: [])
}

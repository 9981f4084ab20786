/// The one number formatter of every text output: shortest exact decimal, no locale.
///
/// `171.5` → `171.5`, `16.0` → `16`, `-0.0` → `0`, `1e-7` → `0.0000001`, `.nan` → `nan`,
/// `.infinity` → `inf`. Parsing the text back with `Double(_:)` gives the same value, so a
/// half-point (or a 1e-9-point) change always shows. Numbers far outside any screen (above
/// 10^21, below 10^-10) keep an exponent (`1e300`, `2.5e-12`), so no number is longer than 25
/// characters: a million cells 1e300 high must not write 300 digits each.
package enum NumberFormat {
    package static func exact(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let text = value.description  // shortest round-trip form, locale-independent
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        let mantissa = String(text[..<e]), exponent = Int(text[text.index(after: e)...]) ?? 0
        guard (-10...20).contains(exponent) else {
            return (mantissa.hasSuffix(".0") ? String(mantissa.dropLast(2)) : mantissa) + "e" + String(exponent)
        }
        return expand(mantissa: mantissa, exponent: exponent)
    }

    /// A size as `W×H`.
    package static func size(_ size: Size) -> String {
        "\(exact(size.width))×\(exact(size.height))"
    }

    /// A size as a cell's label shows it: each side to at most two decimals (`324.9×160`, not
    /// the `324.90000000000003` a sum of fractions leaves), for a person reading the drawing.
    /// The listing under it keeps the exact numbers, so no change hides behind the rounding.
    package static func label(_ size: Size) -> String {
        func rounded(_ value: Double) -> Double {
            guard value.isFinite, abs(value) < 1e15 else { return value }
            let hundredths = (value * 100).rounded() / 100
            return hundredths == 0 ? 0 : hundredths
        }
        return "\(exact(rounded(size.width)))×\(exact(rounded(size.height)))"
    }

    /// Writes `1.5e-07` as `0.00000015` and `1e+16` as `10000000000000000`.
    private static func expand(mantissa: String, exponent: Int) -> String {
        let negative = mantissa.hasPrefix("-")
        let unsigned = negative ? String(mantissa.dropFirst()) : mantissa
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? "0"
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        if fraction == "0" { fraction = "" }
        let digits = whole + fraction
        let point = whole.count + exponent  // position of the decimal point within `digits`
        var result: String
        if point <= 0 {
            result = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            result = digits + String(repeating: "0", count: point - digits.count)
        } else {
            let index = digits.index(digits.startIndex, offsetBy: point)
            result = String(digits[..<index]) + "." + String(digits[index...])
        }
        return (negative ? "-" : "") + result
    }
}

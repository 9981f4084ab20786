/// One line of a text diff made safe and visible for a CI log.
///
/// Trailing spaces (before the end or a final CR) show as `␠`, so a line that differs only
/// there shows why; tabs anywhere
/// as `␉`; a carriage return as `␍`; other control characters as their Unicode control
/// pictures (`␀` … `␟`, `␡`). Invalid UTF-8 reads as `�`. A line longer than `maxLength`
/// characters is cut with `… (+N characters)`.
///
///     VisibleLine.text(Array("a b \r".utf8)[...], maxLength: 80)   // "a b␠␍"
enum VisibleLine {
    static func text(_ bytes: ArraySlice<UInt8>, maxLength: Int) -> String {
        if bytes.count <= maxLength, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }), bytes.last != 0x20 {
            return String(decoding: bytes, as: UTF8.self)
        }
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var trailingStart = scalars.count
        while trailingStart > 0, [" ", "\t", "\r"].contains(scalars[trailingStart - 1]) {
            trailingStart -= 1
        }
        var result = String.UnicodeScalarView()
        for (position, scalar) in scalars.prefix(maxLength).enumerated() {
            result.append(visible(scalar, trailing: position >= trailingStart))
        }
        var text = String(result)
        if scalars.count > maxLength {
            text += "… (+\(scalars.count - maxLength) characters)"
        }
        return text
    }

    private static func visible(_ scalar: Unicode.Scalar, trailing: Bool) -> Unicode.Scalar {
        switch scalar.value {
        case 0x20: trailing ? "\u{2420}" : scalar
        case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? scalar
        case 0x7F: "\u{2421}"
        default: scalar
        }
    }
}

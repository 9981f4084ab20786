/// XML escaping for the diff overlay (the renderers in `Render/` have their own; to be unified).
///
/// Every string written into the overlay is a one-line label, so besides `& < > " '` it turns
/// control characters (tab and newline too) into their Unicode control pictures (`␉`, `␊`),
/// DEL and C1 controls into character references, and the non-characters U+FFFE/U+FFFF into
/// `�`. The result is valid in element text and in attribute values.
///
///     OverlayXML.escape("A&B <\"x\">")   // "A&amp;B &lt;&quot;x&quot;&gt;"
enum OverlayXML {
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 >= 0x80 || "&<>\"'".utf8.contains($0) }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: result += "&amp;"
            case 0x3C: result += "&lt;"
            case 0x3E: result += "&gt;"
            case 0x22: result += "&quot;"
            case 0x27: result += "&apos;"
            case 0x00..<0x20: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F...0x9F: result += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
            case 0xFFFE, 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

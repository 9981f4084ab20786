/// Text made safe for XML 1.0 (SVG text, attributes and metadata), and back.
///
/// `& < > " '` become entities in text and attributes alike; scalars XML 1.0 does not allow
/// (controls other than tab and line feed, U+FFFE, U+FFFF), and the invisible ones of
/// `StringEscaping`, are written as visible escapes (`\u{1B}`) before that.
package enum XMLEscaping {
    static func append(_ text: String, to out: inout TextBuffer) {
        switch work(text) {
        case .none: out.append(text)
        case .entities: appendEntities(text, to: &out)
        case .scalars: appendEntities(StringEscaping.display(text), to: &out)
        }
    }

    /// Escapes the five XML specials only; for text already free of invisible scalars.
    static func appendEntities(_ text: String, to out: inout TextBuffer) {
        // Every special is ASCII, so bytes of other scalars pass through untouched.
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out.append("&amp;")
            case UInt8(ascii: "<"): out.append("&lt;")
            case UInt8(ascii: ">"): out.append("&gt;")
            case UInt8(ascii: "\""): out.append("&quot;")
            case UInt8(ascii: "'"): out.append("&apos;")
            default: out.append(byte: byte)
            }
        }
    }

    package static func escaped(_ text: String) -> String {
        var out = TextBuffer(capacity: text.utf8.count)
        append(text, to: &out)
        return out.text
    }

    /// `text` of several lines: each line escaped, the line feeds kept (an SVG's `<desc>`, a JUnit
    /// failure's text).
    package static func escapedLines<Lines: Sequence>(_ lines: Lines) -> String where Lines.Element: StringProtocol {
        lines.map { escaped(String($0)) }.joined(separator: "\n")
    }

    /// Resolves `&amp; &lt; &gt; &quot; &apos;` and numeric references; leaves anything else as it is.
    static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&"),
                let semicolon = bytes[index..<Swift.min(index + 12, bytes.endIndex)].firstIndex(of: UInt8(ascii: ";")),
                let replacement = entity(String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self))
            else {
                out.append(byte)
                index += 1
                continue
            }
            out.append(contentsOf: replacement.utf8)
            index = semicolon + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func entity(_ name: String) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }

    private enum Work {
        case none
        case entities
        case scalars
    }

    /// What `text` needs: nothing, entities, or a look at its scalars (controls, non-ASCII).
    private static func work(_ text: String) -> Work {
        if let work = text.utf8.withContiguousStorageIfAvailable(work) { return work }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(work) ?? .scalars
    }

    private static func work(_ bytes: UnsafeBufferPointer<UInt8>) -> Work {
        var work = Work.none
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): work = .entities
            case 0..<0x20, 0x7F...: return .scalars
            default: continue
            }
        }
        return work
    }
}

/// How strings are written so that every text output stays readable and safe.
///
/// The listing writes a string in double quotes with Swift-like escapes: `\"`, `\\`, `\n`,
/// `\r`, `\t` and `\u{1B}` for every other invisible or unsafe scalar: C0 and C1 controls,
/// DEL, the line and paragraph separators, bidirectional overrides and isolates, the byte
/// order mark and the noncharacters U+FFFE and U+FFFF (not allowed in XML 1.0). Everything
/// else, CJK and emoji included, is written as it is:
///
///     "Tab\there \"quoted\" 充值"
///
/// Renderings (grid labels, SVG text) use the same escapes without quotes, so a control
/// character in a cell name shows as `\u{7}` and never reaches a terminal raw.
package enum StringEscaping {
    /// Whether a scalar is never written raw.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        case 0xFEFF, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// `text` with every line break but LF written as its escape (`\u{2028}`): vertical tab, form
    /// feed, a CR not before LF, NEL and the line and paragraph separators. What reaches a CI log
    /// goes through it, since a log viewer may start a new line at any of them, and a line that
    /// starts with `::` is a workflow command to GitHub Actions.
    package static func breakingOnlyAtLineFeeds(_ text: String) -> String {
        // The text is rebuilt only when it holds one of them: a 100 MB rendering full of `…` and
        // `×` (whose bytes start with C2 and E2 too) is passed on as it is, not copied.
        guard hasBreakOtherThanLineFeed(text.utf8) else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            switch scalar.value {
            case 0x0D where next == "\n":
                result.append(scalar)
            case 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `bytes` (UTF-8) hold a VT, FF, CR, NEL (C2 85) or a line or paragraph separator
    /// (E2 80 A8, E2 80 A9). A CR before LF counts too: the rebuild keeps that one as it is.
    private static func hasBreakOtherThanLineFeed(_ bytes: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in bytes {
            switch byte {
            case 0x0B, 0x0C, 0x0D: return true
            case 0x85 where previous == 0xC2: return true
            case 0xA8 where previous == 0x80 && beforePrevious == 0xE2: return true
            case 0xA9 where previous == 0x80 && beforePrevious == 0xE2: return true
            default: break
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// `text` in double quotes with escapes, as the listing writes names.
    package static func quoted(_ text: String) -> String {
        var out = TextBuffer(capacity: text.utf8.count + 2)
        appendQuoted(text, to: &out)
        return out.text
    }

    /// Appends `text` in double quotes with escapes.
    static func appendQuoted(_ text: String, to out: inout TextBuffer) {
        out.append(byte: UInt8(ascii: "\""))
        if isPlainASCII(text, quoting: true) {
            out.append(text)
        } else {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out.append("\\\"")
                case "\\": out.append("\\\\")
                default: appendEscapingInvisible(scalar, to: &out)
                }
            }
        }
        out.append(byte: UInt8(ascii: "\""))
    }

    /// `text` with invisible and unsafe scalars escaped, quotes and backslashes left alone.
    package static func display(_ text: String) -> String {
        if isPlainASCII(text, quoting: false) { return text }
        if !text.unicodeScalars.contains(where: needsEscape) { return text }
        var out = TextBuffer(capacity: text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            appendEscapingInvisible(scalar, to: &out)
        }
        return out.text
    }

    private static func appendEscapingInvisible(_ scalar: Unicode.Scalar, to out: inout TextBuffer) {
        guard needsEscape(scalar) else {
            out.append(scalar: scalar)
            return
        }
        switch scalar {
        case "\n": out.append("\\n")
        case "\r": out.append("\\r")
        case "\t": out.append("\\t")
        default:
            out.append("\\u{")
            out.append(String(scalar.value, radix: 16, uppercase: true))
            out.append("}")
        }
    }

    /// Printable ASCII only (and no quote or backslash when quoting): nothing to escape.
    private static func isPlainASCII(_ text: String, quoting: Bool) -> Bool {
        if let plain = text.utf8.withContiguousStorageIfAvailable({ isPlainASCII($0, quoting: quoting) }) {
            return plain
        }
        return text.utf8.allSatisfy { isPlain($0, quoting: quoting) }
    }

    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, quoting: Bool) -> Bool {
        for byte in bytes where !isPlain(byte, quoting: quoting) { return false }
        return true
    }

    @inline(__always)
    private static func isPlain(_ byte: UInt8, quoting: Bool) -> Bool {
        byte >= 0x20 && byte < 0x7F && !(quoting && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")))
    }
}

/// How many grid columns text takes in a terminal, and text cut to fit.
///
/// East Asian wide and fullwidth characters (`充值`, `ｱ`) and emoji take two columns, every
/// other character one. Invisible scalars are shown as escapes (`\u{7}`), and so is a
/// combining mark or format character that would otherwise stick to the character drawn
/// before it, so what a label takes is what the terminal shows.
///
///     TextWidth.columns(of: "充值 Top-up")   // 11
///     TextWidth.fitted("OptimumGoodsCell", columns: 8)   // "Optimum…"
enum TextWidth {
    static func columns(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        return isWide(first) || character.unicodeScalars.contains("\u{FE0F}") ? 2 : 1
    }

    static func columns(of text: String) -> Int {
        if let count = narrowScalarCount(text) { return count }
        var total = 0
        for character in text {
            total += columns(of: character)
        }
        return total
    }

    /// `text` when it fits in `columns`, else as much as fits followed by `…`.
    static func fitted(_ text: String, columns limit: Int) -> String {
        guard limit > 0 else { return "" }
        if let count = narrowScalarCount(text) {
            // One column per scalar: cut by scalars, without walking characters.
            if count <= limit { return text }
            return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit - 1))) + "…"
        }
        var used = 0
        var end = text.startIndex
        var cut = text.startIndex  // where `…` would go
        for index in text.indices {
            let width = columns(of: text[index])
            if used + width <= limit - 1 { cut = text.index(after: index) }
            if used + width > limit {
                return String(text[..<cut]) + "…"
            }
            used += width
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// `text` as a label: escapes for invisible scalars and for marks with nothing to attach to.
    static func printable(_ text: String) -> String {
        let shown = StringEscaping.display(text)
        guard shown.unicodeScalars.contains(where: { $0.value >= 0x300 && startsDetached($0) }) else { return shown }
        var out = ""
        for character in shown {
            if let first = character.unicodeScalars.first, startsDetached(first) {
                for scalar in character.unicodeScalars {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                }
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// The length of text made of printable ASCII only (which `printable` leaves as it is
    /// and which takes one column a byte); `nil` for any other text.
    static func printableASCIICount(_ text: String) -> Int? {
        let utf8 = text.utf8
        let plain = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        } ?? utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        return plain ? utf8.count : nil
    }

    /// The number of scalars when each is a one-column character of its own (printable ASCII,
    /// `×`, `…`, Latin letters, Greek, Cyrillic …); `nil` when the text needs a closer look.
    private static func narrowScalarCount(_ text: String) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0x20 && value < 0x7F {
                count += 1
                continue
            }
            guard value >= 0xA0, value < 0x300 || (value >= 0x370 && value < 0x1100),
                standsAlone(scalar) == true
            else { return nil }
            count += 1
        }
        return count
    }

    /// A scalar that has no width of its own when it starts a character.
    private static func startsDetached(_ scalar: Unicode.Scalar) -> Bool {
        guard let alone = standsAlone(scalar) else {
            // Older systems: the combining-mark blocks and the invisible formatting scalars.
            switch scalar.value {
            case 0x300...0x36F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F: return true
            default: return false
            }
        }
        return !alone && !(0x00...0x1F).contains(scalar.value) && !(0x7F...0x9F).contains(scalar.value)
    }

    /// East Asian Wide and Fullwidth ranges, and emoji shown as pictures.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x1100 { return false }
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        case 0x1F000...0x1FAFF:
            guard #available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *) else { return true }
            return scalar.properties.isEmojiPresentation
        default:
            guard #available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *) else { return false }
            return scalar.properties.isEmojiPresentation
        }
    }

    /// Whether the scalar is a character of its own: not a mark, format, control or unassigned
    /// scalar. `nil` where the system has no Unicode properties (before macOS 10.15, iOS 13).
    private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool? {
        guard #available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *) else { return nil }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format, .control, .unassigned: return false
        default: return true
        }
    }
}

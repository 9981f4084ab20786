/// How many grid columns text takes in a terminal, and text cut to fit.
///
/// East Asian wide and fullwidth characters (`充值`, `Ａ`) and emoji take two columns, every
/// other character one, by the package's own table of the Unicode Character Database
/// (`UnicodeWidthTable`, Unicode 15.0), never the platform's: the same text is the same width on
/// Linux and on every Apple OS version. Invisible scalars are shown as escapes (`\u{7}`), and so is a
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
        let plain =
            utf8.withContiguousStorageIfAvailable { bytes in
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
                standsAlone(scalar)
            else { return nil }
            count += 1
        }
        return count
    }

    /// A scalar that has no width of its own when it starts a character.
    private static func startsDetached(_ scalar: Unicode.Scalar) -> Bool {
        !standsAlone(scalar) && !(0x00...0x1F).contains(scalar.value) && !(0x7F...0x9F).contains(scalar.value)
    }

    /// East Asian Wide and Fullwidth, and emoji shown as pictures (`UnicodeWidthTable`).
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x1100 && tableClass(of: scalar) & 1 != 0
    }

    /// Whether the scalar is a character of its own: not a mark, format, control or unassigned
    /// scalar (`UnicodeWidthTable`).
    private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        tableClass(of: scalar) & 2 == 0
    }

    /// The scalar's class in `UnicodeWidthTable` (0 when no range holds it): a binary search
    /// for the last range starting at or before it.
    private static func tableClass(of scalar: Unicode.Scalar) -> UInt32 {
        let ranges = UnicodeWidthTable.ranges
        let value = scalar.value
        var low = 0
        var high = ranges.count / 3
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle * 3] <= value { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        let range = (low - 1) * 3
        return value <= ranges[range + 1] ? ranges[range + 2] : 0
    }
}

/// The one rule for the names the tool reads and shows (element kinds, device ids and names, layout
/// class names): what a name may not hold, so that two names that read alike are never told apart
/// by something no reader sees (issue 52).
package enum NameRules {
    /// A scalar never shown raw in a name: a control character (C0, DEL, C1), a line or paragraph
    /// separator, a bidirectional control, a non-character or byte-order mark, and every one of
    /// Unicode's default-ignorable code points (`isDefaultIgnorableCodePoint`: the soft hyphen
    /// U+00AD, the zero-width space and joiners U+200B–U+200D, the word joiner and invisible
    /// operators U+2060–U+2064, the Hangul fillers, the variation selectors, the tag characters
    /// U+E0000–U+E0FFF), which draw nothing.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFFFE, 0xFFFF: true
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// What is wrong with `kind` as an element kind (`representedElementKind`, a badge's kind), or
    /// `nil`: 1 to `ScreenLimits.elementKindCharacters` characters, none of them invisible.
    package static func elementKindProblem(_ kind: String) -> String? {
        guard kind.isEmpty || kind.count > ScreenLimits.elementKindCharacters || kind.unicodeScalars.contains(where: isInvisible) else {
            return nil
        }
        return "an element kind of 1 to \(ScreenLimits.elementKindCharacters) printable characters"
    }
}

/// JSON string literals as the tool writes them, in frames files and in messages about JSON: the
/// one escaper of both.
package enum JSONText {
    /// `text` as a JSON string: `"` and `\` escaped, line feed, carriage return and tab as `\n`,
    /// `\r`, `\t`, and every other invisible scalar (`NameRules.isInvisible`) as `\uXXXX`, one
    /// past U+FFFF as its UTF-16 surrogate pair (`\uDB40\uDC41` for the tag U+E0041), so none is
    /// written raw and any JSON reader takes it back. Past `limit` scalars, `…` closes it.
    package static func quoted(_ text: String, limit: Int? = nil) -> String {
        var out = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                out += "…"
                break
            }
            count += 1
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                guard NameRules.isInvisible(scalar) else {
                    out.unicodeScalars.append(scalar)
                    continue
                }
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        return out + "\""
    }
}

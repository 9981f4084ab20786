import Foundation

/// Turns any text (a test name, a snapshot name, a file name) into one safe path component.
///
/// ASCII letters, digits and `. _ -` survive, and so do the letters and digits of other scripts
/// (`充值`, `café`), in Unicode's composed form (NFC, the bytes macOS's disks keep); every other
/// run of characters (spaces, slashes, punctuation, emoji, invisible and control characters)
/// becomes one `-`. Leading dots and dashes go (so no hidden files, no `.` or `..`, nothing a
/// shell reads as an option), as do trailing dashes. A name longer than `maxLength` bytes is cut
/// (at a character) and ends in `-` plus an FNV-1a hash of the original, so two long names that
/// share a prefix stay apart. An empty result becomes `unnamed`. No input can name a folder
/// above the one it is joined to.
///
///     PathComponent.sanitized("../../etc/passwd")   // "etc-passwd"
///     PathComponent.sanitized("testMall()")          // "testMall"
///     PathComponent.sanitized("充值 页")              // "充值-页"
///
/// Different names can still meet in one file (`a b` and `a/b`, or `Cart` and `cart` on a
/// case-insensitive disk); `SnapshotNames` catches that within a run and fails the assertion.
package enum PathComponent {
    /// Longest component written, in bytes; with a test name, a snapshot name, `.new` and an
    /// extension a file name stays far below the usual 255-byte limit.
    package static let maxLength = 100

    package static func sanitized(_ raw: String, maxLength: Int = PathComponent.maxLength) -> String {
        if isAlreadySafe(raw, maxLength: maxLength) { return raw }  // the usual test and file name
        var text = ""
        var lastWasReplacement = false
        for character in visible(raw).precomposedStringWithCanonicalMapping {
            if isAllowed(character) {
                text.append(character)
                lastWasReplacement = false
            } else if !lastWasReplacement {
                text.append("-")
                lastWasReplacement = true
            }
        }
        text = String(text.drop { $0 == "." || $0 == "-" })
        while text.hasSuffix("-") { text.removeLast() }
        if text.isEmpty { return "unnamed" }
        guard text.utf8.count > maxLength else { return text }
        let suffix = "-" + StableHash.fnv1a(raw)
        var head = ""
        for character in text {
            guard head.utf8.count + character.utf8.count <= maxLength - suffix.utf8.count else { break }
            head.append(character)
        }
        while head.hasSuffix("-") { head.removeLast() }
        return head + suffix
    }

    /// Whether `raw` comes out of `sanitized` unchanged: allowed bytes only, not empty, not
    /// too long, no leading dot or dash, no trailing dash.
    private static func isAlreadySafe(_ raw: String, maxLength: Int) -> Bool {
        var raw = raw
        // Over the bytes in place: every assertion asks, for four names.
        return raw.withUTF8 { utf8 in
            guard let first = utf8.first, let last = utf8.last, utf8.count <= maxLength,
                first != UInt8(ascii: "."), first != UInt8(ascii: "-"), last != UInt8(ascii: "-")
            else { return false }
            return utf8.allSatisfy(isAllowedASCII)
        }
    }

    /// `raw` with every invisible scalar a space (so a `-` in the name): a control or direction
    /// mark, and Unicode's default ignorable characters (zero-width space and joiners U+200B–D,
    /// the word joiner U+2060, the Arabic letter mark U+061C, the soft hyphen U+00AD, tags,
    /// variation selectors). A joiner or a tag is glued to the letter before it, so it is taken
    /// out of that character, which stays: `café\u{200D}menu` is `café-menu`, apart from `cafémenu`.
    private static func visible(_ raw: String) -> String {
        guard raw.unicodeScalars.contains(where: isInvisible) else { return raw }
        return String(String.UnicodeScalarView(raw.unicodeScalars.map { isInvisible($0) ? " " : $0 }))
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        StringEscaping.needsEscape(scalar) || NameRules.isInvisible(scalar)
    }

    /// ASCII: letters, digits, `. _ -`. Beyond ASCII: a letter or a digit of any script.
    private static func isAllowed(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return isAllowedASCII(ascii) }
        return character.isLetter || character.isNumber
    }

    private static func isAllowedASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default: false
        }
    }
}

/// A 32-bit FNV-1a hash of UTF-8 text, as 8 lowercase hex digits.
///
/// Used where a name must be shortened but stay distinct and the same on every run and
/// machine; Swift's `Hasher` is seeded per process, so it cannot serve here. It is not
/// `StableDigest` (the package's hash everywhere else) because reference file names on disk
/// already carry these 8 digits: another hash would rename them.
///
///     StableHash.fnv1a("a")   // "e40c292c"
package enum StableHash {
    package static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}

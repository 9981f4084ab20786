/// Turns any text (a test name, a snapshot name, a file name) into one safe path component.
///
/// Only `A–Z a–z 0–9 . _ -` survive; every other run of characters becomes one `-`. Leading
/// dots and dashes go (so no hidden files, no `.` or `..`, nothing a shell reads as an option),
/// as do trailing dashes. A name longer than `maxLength` is cut and ends in `-` plus an FNV-1a
/// hash of the original, so two long names that share a prefix stay apart. An empty result
/// becomes `unnamed`. No input can name a folder above the one it is joined to.
///
///     PathComponent.sanitized("../../etc/passwd")   // "etc-passwd"
///     PathComponent.sanitized("testMall()")          // "testMall"
package enum PathComponent {
    /// Longest component written; with a test name, a snapshot name, `.new` and an extension
    /// a file name stays far below the usual 255-byte limit.
    package static let maxLength = 100

    package static func sanitized(_ raw: String, maxLength: Int = PathComponent.maxLength) -> String {
        if isAlreadySafe(raw, maxLength: maxLength) { return raw }  // the usual test and file name
        var scalars = String.UnicodeScalarView()
        var lastWasReplacement = false
        for scalar in raw.unicodeScalars {
            if isAllowed(scalar) {
                scalars.append(scalar)
                lastWasReplacement = false
            } else if !lastWasReplacement {
                scalars.append("-")
                lastWasReplacement = true
            }
        }
        var text = String(scalars)
        text = String(text.drop { $0 == "." || $0 == "-" })
        while text.hasSuffix("-") { text.removeLast() }
        if text.isEmpty { return "unnamed" }
        guard text.utf8.count > maxLength else { return text }
        // All survivors are ASCII, so characters and bytes agree.
        let suffix = "-" + StableHash.fnv1a(raw)
        var head = String(text.prefix(maxLength - suffix.count))
        while head.hasSuffix("-") { head.removeLast() }
        return head + suffix
    }

    /// Whether `raw` comes out of `sanitized` unchanged: allowed bytes only, not empty, not
    /// too long, no leading dot or dash, no trailing dash.
    private static func isAlreadySafe(_ raw: String, maxLength: Int) -> Bool {
        let utf8 = raw.utf8
        guard let first = utf8.first, let last = utf8.last, utf8.count <= maxLength,
            first != UInt8(ascii: "."), first != UInt8(ascii: "-"), last != UInt8(ascii: "-")
        else { return false }
        return utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
                true
            default: false
            }
        }
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", ".", "_", "-": true
        default: false
        }
    }
}

/// A 32-bit FNV-1a hash of UTF-8 text, as 8 lowercase hex digits.
///
/// Used where a name must be shortened but stay distinct and the same on every run and
/// machine; Swift's `Hasher` is seeded per process, so it cannot serve here.
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

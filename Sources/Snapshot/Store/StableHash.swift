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

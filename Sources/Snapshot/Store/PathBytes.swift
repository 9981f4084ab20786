/// Paths compared and cut by byte, as the file system reads them.
///
/// `hasPrefix`, `hasSuffix` and `split` on a `String` work in `Character`s, and a `/` or `.`
/// followed by a combining mark (U+0301) is one `Character` with it: `"/s/\u{301}x"` does not
/// have the prefix `"/s/"` by `Character`, though the file it names is inside `/s`.
///
///     "/s/\u{301}x".isPath(inside: "/s")     // true
///     "/s/\u{301}x".pathRemainder(after: "/s/") // "\u{301}x"
extension StringProtocol {
    /// Whether the UTF-8 starts with `prefix`'s.
    package func hasBytePrefix(_ prefix: some StringProtocol) -> Bool {
        utf8.starts(with: prefix.utf8)
    }

    /// Whether the UTF-8 ends with `suffix`'s.
    package func hasByteSuffix(_ suffix: some StringProtocol) -> Bool {
        utf8.count >= suffix.utf8.count && utf8.reversed().starts(with: suffix.utf8.reversed())
    }

    /// Whether the first byte is `.`: a hidden file's name.
    package var isHiddenName: Bool { utf8.first == UInt8(ascii: ".") }

    /// The path itself or anything under the folder `folder` (a path without its final `/`).
    package func isPath(inside folder: some StringProtocol) -> Bool {
        guard hasBytePrefix(folder) else { return false }
        let rest = utf8.dropFirst(folder.utf8.count)
        return rest.isEmpty || rest.first == UInt8(ascii: "/")
    }

    /// What follows `prefix`, when the UTF-8 starts with it.
    package func pathRemainder(after prefix: some StringProtocol) -> String? {
        hasBytePrefix(prefix) ? String(decoding: utf8.dropFirst(prefix.utf8.count), as: UTF8.self) : nil
    }
}

extension String {
    /// The names between its `/` bytes, empty ones kept (`"a//b/"` → `a`, ``, `b`, ``), cut
    /// in place: every read and write of a snapshot file asks.
    package var pathNames: [String] {
        var path = self
        return path.withUTF8 { bytes in
            var names: [String] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
                names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                start = end + 1
            }
            return names
        }
    }
}

import Foundation

/// The exact commands that accept or reject one pending snapshot, as printed and shown in the review.
package enum AcceptCommandLine {
    /// The shortest name that selects only `key`: without extension when no other format of the
    /// name is pending, else with it.
    package static func argument(for key: SnapshotKey, pending: [SnapshotKey]) -> String {
        let shared = pending.contains { $0.name == key.name && $0.format != key.format }
        return shared ? key.referencePath : key.name
    }

    package static func accept(_ key: SnapshotKey, pending: [SnapshotKey]) -> String {
        "snapshot-cli accept " + ShellQuote.quote(argument(for: key, pending: pending))
    }

    package static func reject(_ key: SnapshotKey, pending: [SnapshotKey]) -> String {
        "snapshot-cli reject " + ShellQuote.quote(argument(for: key, pending: pending))
    }
}

/// Quotes a word for a POSIX shell only when it needs it.
package enum ShellQuote {
    /// `MallTests/testMall.iphone-se` stays; `it's here` → `'it'\''s here'`.
    package static func quote(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "-_./+,:@%=".unicodeScalars.contains(scalar)
        }
        if plain, !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

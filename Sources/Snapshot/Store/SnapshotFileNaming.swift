/// How one snapshot's files are named from its base (`MallTests/testMall.iphone-se`): the one
/// place the store and `snapshot-cli` learn it from.
///
///     SnapshotFileNaming.reference("MallTests/testMall.1", pathExtension: "svg")   // MallTests/testMall.1.svg
///     SnapshotFileNaming.pending("MallTests/testMall.1", pathExtension: "svg")     // MallTests/testMall.1.new.svg
///     SnapshotFileNaming.overlay("MallTests/testMall.1")                           // MallTests/testMall.1.diff.svg
package enum SnapshotFileNaming {
    /// What sits between a pending file's base and its extension.
    package static let pendingInfix = ".new"
    /// What ends a diff overlay's name.
    package static let overlaySuffix = ".diff.svg"

    package static func reference(_ base: String, pathExtension: String) -> String {
        "\(base).\(pathExtension)"
    }

    package static func pending(_ base: String, pathExtension: String) -> String {
        "\(base)\(pendingInfix).\(pathExtension)"
    }

    package static func overlay(_ base: String) -> String {
        base + overlaySuffix
    }

    /// Why `name` cannot name a snapshot, or nil: its last dot-separated word is `new` or `diff`
    /// (any case, as a case-insensitive file system reads it), so its reference would be another
    /// snapshot's pending file or overlay (issue 50: beside `a0`, a snapshot named `a0.new` was
    /// taken for a0's pending file, and the next run deleted references).
    package static func problem(withName name: String) -> String? {
        let last = name.split(separator: ".", omittingEmptySubsequences: false).last.map { $0.lowercased() } ?? ""
        guard last == "new" || last == "diff" else { return nil }
        return "a snapshot's name may not end in '.\(last)': the store names a snapshot's pending rendering "
            + "'<name>\(pendingInfix).<extension>' and its diff overlay '<name>\(overlaySuffix)', so this one's files would pass for "
            + "another snapshot's"
    }
}

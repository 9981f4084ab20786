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
}

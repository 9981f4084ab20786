import Snapshot
/// Checks that a snapshot name or relative path stays inside the snapshot folder.
///
/// A name is a path relative to `__Snapshots__`: `ShopTests/MallTests/testMall.iphone-se`. It may not be
/// absolute, contain `..` or `.` components, empty components, backslashes or NUL, or start a
/// component with a dot (the hidden `.runs` folder belongs to the command line).
enum SnapshotName {
    static func isSafe(_ name: String) -> Bool {
        // No control or invisible characters either: the store never writes them, `list` and
        // `scan` skip such files, and the name would reach the terminal raw.
        // By byte, as the file system and `ConfinedPath` read it: a `/`, `\` or `.` followed by a
        // combining mark is one `Character`, which a `Character` check would not see.
        guard !name.isEmpty, !name.hasBytePrefix("/"), !name.utf8.contains(UInt8(ascii: "\\")),
            !name.unicodeScalars.contains(where: StringEscaping.needsEscape)
        else { return false }
        return name.pathNames.allSatisfy { !$0.isEmpty && !$0.isHiddenName }
    }

    /// The error for an unsafe name typed on the command line.
    static func unsafeNameError(_ name: String) -> CLIError {
        CLIError(
            "'\(name)' is not a snapshot name: a name is a path inside __Snapshots__ "
                + "such as ShopTests/MallTests/testMall.iphone-se, without '..', a leading '/' or hidden folders")
    }
}

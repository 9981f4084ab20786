/// The pending snapshots an `accept` or `reject` names: every one (`--all`) or the named ones.
///
/// Every name is checked before anything is touched, so one bad name leaves the folder as it was.
package struct PendingSelection: Equatable, Sendable {
    package var names: [String]
    package var all: Bool

    package static func parse(_ arguments: ParsedArguments, command: String) throws(CLIError) -> PendingSelection {
        let all = arguments.has("--all")
        if all, !arguments.positionals.isEmpty {
            throw CLIError("give snapshot names or --all, not both")
        }
        if !all, arguments.positionals.isEmpty {
            throw CLIError("'\(command)' needs snapshot names or --all; see 'snapshot-cli list' for the pending ones")
        }
        for name in arguments.positionals where !SnapshotName.isSafe(name) {
            throw SnapshotName.unsafeNameError(name)
        }
        return PendingSelection(names: arguments.positionals, all: all)
    }

    /// The selected pending snapshots, sorted and without repeats.
    package func keys(in folder: SnapshotFolder) throws(CLIError) -> [SnapshotKey] {
        if all { return folder.pending }
        var keys: Set<SnapshotKey> = []
        for name in names {
            keys.formUnion(try folder.pendingKeys(matching: name))
        }
        return keys.sorted()
    }

    /// Removes the diff overlay of each name that has no pending file left.
    package static func removeStaleOverlays(of keys: [SnapshotKey], in folder: SnapshotFolder) throws(CLIError) {
        for name in Set(keys.map(\.name)).sorted() where folder.overlays.contains(name) {
            let stillPending = SnapshotFormat.allCases.contains {
                FileSystem.exists(folder.fileURL(SnapshotKey(name: name, format: $0).pendingPath))
            }
            if !stillPending {
                let path = SnapshotKey(name: name, format: .svg).overlayPath
                try FileSystem.remove(folder.fileURL(path), named: path)
            }
        }
    }
}

import Foundation
import Snapshot

/// The package a command works on, and its snapshot folder.
package struct PackageLocation: Sendable {
    /// The folder with `Package.swift`.
    package var root: URL
    /// `<root>/__Snapshots__`, or `SNAPSHOT_DIR` (relative to the root) when set.
    package var snapshots: URL
    /// Whether the user named the snapshot folder (`--snapshots`, `SNAPSHOT_DIR`): only then is
    /// it followed when it is a symbolic link (`ConfinedPath.rootIsNamed`).
    package var snapshotsAreNamed: Bool = true

    /// `--package-path` when given, else the nearest folder with a `Package.swift` from the
    /// current directory upwards; outside any package (an Xcode project), the current directory
    /// with `SNAPSHOT_DIR` as the snapshot folder (relative to the current directory).
    package static func find(packagePath: String?, in context: CommandContext) throws(CLIError) -> PackageLocation {
        let root: URL
        if let packagePath {
            root = context.url(forPath: packagePath)
            guard FileSystem.exists(root.appendingPathComponent("Package.swift")) else {
                throw CLIError("\(packagePath): no Package.swift there; pass the folder of a Swift package to --package-path")
            }
        } else {
            var folder = context.currentDirectory.standardizedFileURL
            while !FileSystem.exists(folder.appendingPathComponent("Package.swift")) {
                let parent = folder.deletingLastPathComponent()
                guard parent.path != folder.path else {
                    // An Xcode project has no Package.swift: its snapshot folder is named outright.
                    if let override = context.environment["SNAPSHOT_DIR"], !override.isEmpty {
                        return PackageLocation(root: context.currentDirectory.standardizedFileURL, snapshots: context.url(forPath: override))
                    }
                    throw CLIError(
                        "\(context.currentDirectory.path): no Package.swift here or in any parent folder; run inside a Swift "
                            + "package, pass --package-path DIR, or name the snapshot folder with SNAPSHOT_DIR (an Xcode project)")
                }
                folder = parent
            }
            root = folder
        }
        if let override = context.environment["SNAPSHOT_DIR"], !override.isEmpty {
            return PackageLocation(root: root, snapshots: URL(fileURLWithPath: override, relativeTo: root).standardizedFileURL)
        }
        // Found by default, so never followed when it is a link (`scanSnapshots` refuses one): git
        // can commit `__Snapshots__ -> ../elsewhere`, and every command would then work there.
        let snapshots = root.appendingPathComponent(SnapshotDirectory.defaultName, isDirectory: true)
        return PackageLocation(root: root, snapshots: snapshots, snapshotsAreNamed: false)
    }

    /// The snapshot folder's files, reached as its root allows (`SnapshotFolder.scan`).
    package func scanSnapshots() throws(CLIError) -> SnapshotFolder {
        try SnapshotFolder.scan(snapshots, rootIsNamed: snapshotsAreNamed)
    }

    /// The run records of the snapshot folder.
    package var runRecord: RunRecord { RunRecord(snapshots: snapshots, rootIsNamed: snapshotsAreNamed) }
}

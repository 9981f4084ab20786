import Foundation
import Snapshot

/// The package (or Xcode project) a command works on, and its snapshot folder.
struct PackageLocation: Sendable {
    /// The folder with `Package.swift`; outside a package, the project root (`SnapshotDirectory`'s rule).
    var root: URL
    /// `<root>/__Snapshots__`, or `SNAPSHOT_DIR` (relative to the root) when set.
    var snapshots: URL
    /// Whether the user named the snapshot folder (`--snapshots`, `SNAPSHOT_DIR`): only then is
    /// it followed when it is a symbolic link (`ConfinedPath.rootIsNamed`).
    var snapshotsAreNamed: Bool = true
    /// Whether `root` holds `Package.swift` (commands it prints run with `swift run`).
    var isPackage = true

    /// `--package-path` when given, else the nearest folder with a `Package.swift` from the
    /// current directory upwards; outside any package (an Xcode project), the nearest folder with
    /// an `.xcodeproj`, an `.xcworkspace` or `.git`, as the assertions find it, or the snapshot
    /// folder `--snapshots` (or `SNAPSHOT_DIR`) names.
    static func find(packagePath: String?, in context: CommandContext) throws(CLIError) -> PackageLocation {
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
                    // An Xcode project has no Package.swift: its root as the assertions find it,
                    // or the snapshot folder named outright.
                    let here = context.currentDirectory.standardizedFileURL
                    let project = SnapshotDirectory.projectRoot(from: here)
                    if let override = context.environment["SNAPSHOT_DIR"], !override.isEmpty {
                        // The project is the one around the named folder (its test files are
                        // what prune reads), wherever the command runs.
                        let snapshots = URL(fileURLWithPath: override, relativeTo: project ?? here).standardizedFileURL
                        let parent = snapshots.deletingLastPathComponent()
                        let root = SnapshotDirectory.projectRoot(from: parent) ?? project ?? parent
                        return PackageLocation(root: root, snapshots: snapshots, isPackage: false)
                    }
                    if let project {
                        let snapshots = project.appendingPathComponent(SnapshotDirectory.defaultName, isDirectory: true)
                        return PackageLocation(root: project, snapshots: snapshots, snapshotsAreNamed: false, isPackage: false)
                    }
                    throw CLIError(
                        "\(context.currentDirectory.path): no Package.swift, .xcodeproj, .xcworkspace or .git here or in any parent "
                            + "folder; run inside your package or project, pass --package-path DIR, or name the snapshot folder with --snapshots DIR")
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

    /// How the commands it prints run: `swift run` in a package, else the installed command told
    /// the snapshot folder.
    var commandStyle: NextCommand.Style { isPackage ? .package : .project(snapshots: snapshots.path) }

    /// The snapshot folder's files, reached as its root allows (`SnapshotFolder.scan`).
    func scanSnapshots(customReferences: Set<String> = []) throws(CLIError) -> SnapshotFolder {
        try SnapshotFolder.scan(snapshots, rootIsNamed: snapshotsAreNamed, customReferences: customReferences)
    }

    /// The run records of the snapshot folder.
    var runRecord: RunRecord { RunRecord(snapshots: snapshots, rootIsNamed: snapshotsAreNamed) }

    /// The folders of the tests' own that runs wrote into (`RunRecord.otherFolders`), when the
    /// user named no snapshot folder: `list`, `accept` and `reject` look there too.
    var otherSnapshotFolders: [URL] {
        guard !snapshotsAreNamed else { return [] }
        let own = snapshots.standardizedFileURL.path
        return runRecord.otherFolders().filter { $0.standardizedFileURL.path != own }
    }
}

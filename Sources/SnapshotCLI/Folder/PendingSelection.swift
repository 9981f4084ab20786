import Snapshot

/// The pending snapshots an `accept` or `reject` names: every one (`--all`), the members of a
/// change group (`--group ID`, `ChangeGroups`) or the named ones.
///
/// Every name is checked before anything is touched, so one bad name leaves the folder as it was.
struct PendingSelection: Equatable, Sendable {
    var names: [String]
    var all: Bool
    var group: String?

    /// `--group ID`: the option `accept` and `reject` share.
    static let groupOption = OptionSpec(
        "--group", value: "ID", help: "Every snapshot of the change group ID (as 'test' and 'review' list them).")

    static func parse(_ arguments: ParsedArguments, command: String) throws(CLIError) -> PendingSelection {
        let all = arguments.has("--all")
        let group = arguments.value("--group")
        let ways = [all, group != nil, !arguments.positionals.isEmpty].filter { $0 }.count
        if ways > 1 {
            throw CLIError("give snapshot names, --group ID or --all, one of them")
        }
        if ways == 0 {
            throw CLIError("'\(command)' needs snapshot names, --group ID or --all; see 'snapshot-cli list' for the pending ones")
        }
        for name in arguments.positionals where !SnapshotName.isSafe(name) {
            throw SnapshotName.unsafeNameError(name)
        }
        return PendingSelection(names: arguments.positionals, all: all, group: group)
    }

    /// The selected pending snapshots, sorted and without repeats.
    func keys(in folder: SnapshotFolder) throws(CLIError) -> [SnapshotKey] {
        if all { return folder.pending }
        if let group { return try folder.pendingKeys(inGroup: group).sorted() }
        var keys: Set<SnapshotKey> = []
        for name in names {
            keys.formUnion(try folder.pendingKeys(matching: name))
        }
        return keys.sorted()
    }

    /// The selected pending snapshots of each folder a command looks in: the package's, then the
    /// folders of the tests' own that runs wrote into (`PackageLocation.otherSnapshotFolders`),
    /// each with the line that names it (none for the package's). A name or a group one folder
    /// lacks is looked for in the others; one that none has is the package folder's error.
    static func folders(
        _ location: PackageLocation, select: (SnapshotFolder) throws(CLIError) -> [SnapshotKey]
    ) throws(CLIError) -> [(folder: SnapshotFolder, keys: [SnapshotKey], header: String?)] {
        let package = try location.scanSnapshots()
        var result: [(folder: SnapshotFolder, keys: [SnapshotKey], header: String?)] = []
        var missing: CLIError?
        do throws(CLIError) {
            result.append((package, try select(package), nil))
        } catch {
            missing = error
            result.append((package, [], nil))
        }
        for url in location.otherSnapshotFolders {
            let folder = try SnapshotFolder.scan(url, rootIsNamed: true)
            if let keys = try? select(folder), !keys.isEmpty { result.append((folder, keys, "in \(url.path) (a folder of the tests' own):")) }
        }
        if let missing, result.allSatisfy({ $0.keys.isEmpty }) { throw missing }
        return result
    }

    /// What `accept` and `reject` share: does `act` to each selected pending snapshot of every
    /// folder the command looks in (`folders`), then removes the overlays no pending file needs
    /// any more. Says "nothing to VERB" when nothing is pending.
    func apply(
        _ verb: String, packagePath: String?, in context: CommandContext,
        _ act: (SnapshotKey, SnapshotFolder) throws(CLIError) -> Void
    ) throws(CLIError) -> ExitStatus {
        let location = try PackageLocation.find(packagePath: packagePath, in: context)
        let folders = try Self.folders(location) { (folder) throws(CLIError) in try keys(in: folder) }
        guard folders.contains(where: { !$0.keys.isEmpty }) else {
            try Self.removeStaleOverlays(of: [], in: folders[0].folder, context: context)
            context.console.line("nothing to \(verb): no snapshot is pending")
            return .success
        }
        for (folder, keys, header) in folders {
            if let header, !keys.isEmpty { context.console.line(header) }
            for key in keys { try act(key, folder) }
            try Self.removeStaleOverlays(of: keys, in: folder, context: context)
        }
        return .success
    }

    /// Removes the diff overlay of each name that has no pending file left: the decided ones',
    /// and any a decision cut short before left alone (a killed `accept --group` removes the
    /// pending files first), which is said. A test run writes a pending file before its
    /// overlay, so an overlay alone is never one being written.
    static func removeStaleOverlays(of keys: [SnapshotKey], in folder: SnapshotFolder, context: CommandContext) throws(CLIError) {
        let decided = Set(keys.map(\.name))
        let orphans = folder.overlays.subtracting(folder.pending.map(\.name))
        for name in folder.overlays.intersection(decided).union(orphans).sorted() {
            let formats = Set(SnapshotFormat.builtIn + folder.pending.filter { $0.name == name }.map(\.format))
            let stillPending = formats.contains { FileSystem.exists(folder.fileURL(SnapshotKey(name: name, format: $0).pendingPath)) }
            guard !stillPending else { continue }
            let path = SnapshotKey(name: name, format: .svg).overlayPath
            // A file of that name is the store's overlay only when it says so (issue 50: a user's
            // `chart.diff.svg` went as an overlay left over): more than its name tells them apart.
            if !decided.contains(name), !Self.isStoreOverlay(folder.file(path)) { continue }
            try FileSystem.remove(folder.file(path), named: path)
            if !decided.contains(name) {
                context.console.line("removed \(path): no pending file is left for it (a decision cut short earlier)")
            }
        }
    }
}

extension PendingSelection {
    /// Whether the file holds an overlay the store drew (`DiffOverlay`: its metadata begins with
    /// `snapshot-overlay`).
    static func isStoreOverlay(_ file: ConfinedPath) -> Bool {
        guard case .present(let data) = FileContents.read(file, maximumBytes: 64 << 20) else { return false }
        return String(decoding: data, as: UTF8.self).contains("<metadata>snapshot-overlay ")
    }
}

/// `accept` and `reject`: a pending selection (NAME…, `--group ID` or `--all`) and one decision
/// per selected snapshot. Each command states only its help and what it does to one snapshot.
protocol PendingDecision: Command {
    /// The help of `--all`.
    static var allHelp: String { get }
    init(selection: PendingSelection, packagePath: String?)
    var selection: PendingSelection { get }
    var packagePath: String? { get }
    /// Accepts or rejects one selected snapshot's pending files and says so.
    static func decide(_ key: SnapshotKey, in folder: SnapshotFolder, context: CommandContext) throws(CLIError)
}

extension PendingDecision {
    static var options: [OptionSpec] {
        [OptionSpec("--all", help: allHelp), PendingSelection.groupOption, .packagePath, .snapshots]
    }
    static var allowsPositionals: Bool { true }

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> Self {
        Self(selection: try .parse(arguments, command: name), packagePath: arguments.value("--package-path"))
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        try selection.apply(Self.name, packagePath: packagePath, in: context) { (key, folder) throws(CLIError) in
            try Self.decide(key, in: folder, context: context)
        }
    }
}

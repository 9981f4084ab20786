import Foundation
import Snapshot

/// `snapshot-cli prune`: removes references no test asserts any more.
struct PruneCommand: Command {
    static let name = "prune"
    static let help = CommandHelp(
        summary: "Remove references that no test asserted in the last complete run.",
        usage: "prune [--dry-run] [--shards DIR… | --touched-log FILE] [--package-path DIR] [--snapshots DIR]",
        discussion: """
            Reads the references the last complete 'snapshot-cli test' run asserted (kept in
            __Snapshots__/.runs/) and removes the references that run did not assert, then folders left empty.
            Kept: references written during or after that run (the next complete run decides), and those of
            tests that are still in their file but did not run (disabled, skipped, or compiled out on this
            platform). With no complete run on record it refuses (exit 2). Nothing outside __Snapshots__ is
            touched. Under xcodebuild, where 'snapshot-cli test' does not run the tests, set
            SNAPSHOT_TOUCHED_LOG=FILE in the test's environment (its scheme or test plan), run every test,
            then pass --touched-log FILE: the assertions list there what they asserted.
            """,
        examples: [
            ("snapshot-cli prune --dry-run", "Lists the references that would be removed."),
            ("snapshot-cli test && snapshot-cli prune", "Runs every test, then removes what none asserted."),
            ("snapshot-cli prune --touched-log /tmp/touched.log --snapshots MyApp/__Snapshots__", "After a run of every test in Xcode."),
        ])
    static let options: [OptionSpec] = [
        OptionSpec("--dry-run", help: "Only list what would be removed."),
        OptionSpec("--shards", help: "Trust the union of these shards' run folders (every shard of one split), not the local record."),
        OptionSpec(
            "--touched-log", value: "FILE",
            help: "The SNAPSHOT_TOUCHED_LOG of a run of every test (an Xcode project's), not the local record."),
        .packagePath,
        .snapshots,
    ]

    var dryRun: Bool
    var packagePath: String?
    /// The run folders of a sharded run (`--shards DIR…`).
    var shards: [String]
    /// The touched log of a complete run made outside `snapshot-cli test` (`--touched-log FILE`).
    var touchedLog: String?

    static let allowsPositionals = true

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> PruneCommand {
        if !arguments.positionals.isEmpty, !arguments.has("--shards") {
            throw CLIError("'prune' takes folders only after --shards (the run folders of a sharded run)")
        }
        if arguments.has("--shards"), arguments.positionals.isEmpty {
            throw CLIError("--shards needs the run folders of every shard of one run")
        }
        if arguments.has("--shards"), arguments.value("--touched-log") != nil {
            throw CLIError("give either --shards or --touched-log, not both: each names the complete run to trust")
        }
        return PruneCommand(
            dryRun: arguments.has("--dry-run"), packagePath: arguments.value("--package-path"), shards: arguments.positionals,
            touchedLog: arguments.value("--touched-log"))
    }

    /// The run a touched log records: the references it lists under the snapshot folder, as of
    /// the log's last write. The user vouches that every test ran; references the log does not
    /// name and that were written after it are kept.
    private func loggedRun(in context: CommandContext, snapshots: URL) throws(CLIError) -> RunRecord.CompleteRun? {
        guard let touchedLog else { return nil }
        let url = context.url(forPath: touchedLog)
        switch FileContents.read(path: url.path, maximumBytes: 256 << 20) {
        case .present(let data):
            let references = RunRecord.touchedReferences(inLog: String(decoding: data, as: UTF8.self), snapshots: snapshots)
            guard !references.isEmpty else {
                throw CLIError(
                    "\(touchedLog): it names no reference under \(snapshots.path); run the tests with SNAPSHOT_TOUCHED_LOG set to it "
                        + "and the same snapshot folder, nothing was removed")
            }
            return RunRecord.CompleteRun(references: references, presentAtStart: nil, date: FileSystem.modificationDate(url) ?? .distantPast)
        case .missing: throw CLIError("\(touchedLog): no such file; pass the file SNAPSHOT_TOUCHED_LOG named for the run")
        case .unreadable(let reason): throw CLIError("\(touchedLog): \(reason)")
        }
    }

    /// The union of the shards as one complete run; refused, naming what is missing, unless every
    /// shard of the split is there, ran to the end and on the same references.
    private func shardedRun(in context: CommandContext, folder: SnapshotFolder) throws(CLIError) -> RunRecord.CompleteRun? {
        guard !shards.isEmpty else { return nil }
        let read = try MergeCommand.Shards.read(shards, in: context)
        guard read.missing.isEmpty else {
            throw CLIError("the shards are not all here (missing: \(read.missingList)); prune needs every shard of the run, nothing was removed")
        }
        guard read.otherReferences.isEmpty else {
            throw CLIError(
                "\(read.otherReferences.joined(separator: ", ")): ran on other references (another commit); prune needs the shards of one run, nothing was removed"
            )
        }
        if let incomplete = read.records.first(where: { !$0.record.complete }) {
            throw CLIError("\(incomplete.name): swift test did not run to the end in this shard; nothing was removed")
        }
        // The records are CI artifacts anyone can write: they are trusted only about the very
        // references this checkout holds (a hand-made one once proposed removing 184 of 233).
        if let first = read.records.first, first.record.references != RunFolder.referencesDigest(FolderState.capture(folder)) {
            throw CLIError(
                "\(first.name): the shards ran on other references than this checkout holds (another commit, or references "
                    + "changed since); run prune --shards in a checkout of the commit they ran on, nothing was removed")
        }
        let dates = read.records.compactMap { FileSystem.modificationDate($0.folder.recordURL) }
        return RunRecord.CompleteRun(
            references: Set(read.records.flatMap(\.record.touched)),
            presentAtStart: Set(read.records.flatMap(\.record.presentAtStart)),
            date: dates.max() ?? .distantPast)
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        let location = try PackageLocation.find(packagePath: packagePath, in: context)
        LeftoverTemporaryFiles.clean(location.snapshots, console: context.console)
        let folder = try location.scanSnapshots()
        let sharded = try shardedRun(in: context, folder: folder)
        var given = sharded
        if given == nil { given = try loggedRun(in: context, snapshots: location.snapshots) }
        guard let found = try ObsoleteReferences.find(in: folder, packageRoot: location.root, run: given, trusted: sharded == nil) else {
            throw CLIError(ObsoleteReferences.noCompleteRun(style: location.commandStyle))
        }
        for key in found.newerThanRun {
            context.console.line("kept \(key.referencePath) (written during or after the last complete run)")
        }
        let why =
            sharded == nil
            ? "its test is still there but did not run: disabled, skipped or not built here"
            : "its test is still there: downloaded shard records remove only references whose test is gone; a local 'test' then 'prune' removes the rest"
        for key in found.testDidNotRun { context.console.line("kept \(key.referencePath) (\(why))") }
        guard !found.obsolete.isEmpty else {
            context.console.line("nothing to prune: the last complete run asserted every reference")
            return .success
        }
        for key in found.obsolete {
            if dryRun {
                context.console.line("would remove \(key.referencePath)")
            } else {
                try FileSystem.remove(folder.file(key.referencePath), named: key.referencePath)
                context.console.line("removed \(key.referencePath)")
            }
        }
        let noun = found.obsolete.count == 1 ? "reference" : "references"
        if dryRun {
            context.console.line("\(found.obsolete.count) obsolete \(noun); run 'snapshot-cli prune' without --dry-run to remove them")
        } else {
            try removeEmptyFolders(in: folder, relativePath: "")
            context.console.line("removed \(found.obsolete.count) obsolete \(noun)")
        }
        return .success
    }

    /// Removes folders under the snapshot folder that hold nothing (the folder itself stays),
    /// each only while it is empty (`AtomicFile.removeFolderIfEmpty`): a reference a test
    /// records into one meanwhile keeps it.
    @discardableResult
    private func removeEmptyFolders(in folder: SnapshotFolder, relativePath: String) throws(CLIError) -> Bool {
        let url = relativePath.isEmpty ? folder.url : folder.url.appendingPathComponent(relativePath)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return false }
        var empty = true
        for name in names.sorted() {
            let path = relativePath.isEmpty ? name : "\(relativePath)/\(name)"
            var info = stat()
            let isRealFolder = lstat(url.appendingPathComponent(name).path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            guard !name.isHiddenName, isRealFolder else {
                empty = false
                continue
            }
            if !(try removeEmptyFolders(in: folder, relativePath: path)) { empty = false }
        }
        guard empty, !relativePath.isEmpty else { return false }
        do {
            return try AtomicFile.removeFolderIfEmpty(folder.file(relativePath))
        } catch {
            throw CLIError("\(relativePath): \(error.reason)")
        }
    }
}

import Foundation
import Snapshot

/// `snapshot-cli merge`: joins the run folders of a CI matrix's shards into one summary, one
/// list of change groups and one review page.
struct MergeCommand: Command {
    static let name = "merge"
    static let help = CommandHelp(
        summary: "Join the run folders of sharded runs (test --shard K/N --artifacts DIR) into one summary and review page.",
        usage: "merge DIR… [--output REVIEW-DIR]",
        discussion: """
            Reads each DIR/run.json and DIR/snapshots/ that 'snapshot-cli test --artifacts DIR' wrote (one DIR a
            shard), prints the summary line and the change groups of all of them together, and writes one review
            page (default: snapshot-review/) whose decisions 'apply --from REVIEW-DIR' carries out. It says which
            shards are missing and which ran on other references (another commit); then it exits 1. Folders that
            are not run folders, or shards of different splits or suites, are refused (exit 2, nothing written).
            """,
        examples: [
            ("snapshot-cli merge shard-1 shard-2 shard-3 shard-4", "One summary and one review page for four shards.")
        ])
    static let options: [OptionSpec] = [
        OptionSpec("--output", value: "REVIEW-DIR", help: "Where to write the review page (default: snapshot-review).")
    ]
    static let allowsPositionals = true

    var folders: [String]
    var output: String?

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> MergeCommand {
        guard !arguments.positionals.isEmpty else { throw CLIError("'merge' needs the run folders of the shards, one or more") }
        return MergeCommand(folders: arguments.positionals, output: arguments.value("--output"))
    }

    /// The shards, read and checked to belong together.
    struct Shards {
        var records: [(name: String, folder: RunFolder, record: RunFolder.Record)]
        /// `3/4`, for each shard of the split that is not among them (at most `Shard.maximumCount`).
        var missing: [String]
        /// How many shards are named one by one before the rest are counted.
        static let missingNamed = 10

        /// The missing shards in a sentence that stays short however many there are:
        /// `2/4, 4/4`, or the first ten and `… and 988 more (998 of 1,000 shards missing)`.
        var missingList: String {
            let named = missing.prefix(Self.missingNamed).joined(separator: ", ")
            guard missing.count > Self.missingNamed, let split = records.first?.record.shard.count else { return named }
            return "\(named), … and \(missing.count - Self.missingNamed) more (\(missing.count) of \(split) shards missing)"
        }
        /// Shards that ran on other references than the first.
        var otherReferences: [String]

        static func read(_ names: [String], in context: CommandContext) throws(CLIError) -> Shards {
            var records: [(name: String, folder: RunFolder, record: RunFolder.Record)] = []
            for name in names {
                let folder = RunFolder(url: context.url(forPath: name))
                records.append((name, folder, try folder.read(named: name)))
            }
            records.sort { $0.record.shard.index < $1.record.shard.index }
            guard let first = records.first?.record else { throw CLIError("no run folders given") }
            var seen: [Int: String] = [:]
            for (name, _, record) in records {
                guard record.shard.count == first.shard.count else {
                    throw CLIError(
                        "\(name): is shard \(record.shard.index)/\(record.shard.count), of another split than \(first.shard.index)/\(first.shard.count)")
                }
                guard record.suite == first.suite else {
                    throw CLIError("\(name): is a shard of another suite (its tests differ); merge the shards of one run")
                }
                if let other = seen[record.shard.index] {
                    throw CLIError("\(name): is shard \(record.shard.index)/\(record.shard.count) again (as \(other))")
                }
                seen[record.shard.index] = name
            }
            // A test runs in one shard, so each of its snapshots comes from one: a second is a
            // hand-made or mixed-up folder, and which rendering to show would be a guess.
            var from: [String: String] = [:]
            for (name, _, record) in records {
                for path in Set(record.touched) {
                    if let other = from.updateValue(name, forKey: path) {
                        throw CLIError("\(name): asserted \(path), which \(other) asserted too; each snapshot belongs to one shard")
                    }
                }
            }
            let missing = (1...first.shard.count).filter { seen[$0] == nil }.map { "\($0)/\(first.shard.count)" }
            let otherReferences = records.filter { $0.record.references != first.references }.map(\.name)
            return Shards(records: records, missing: missing, otherReferences: otherReferences)
        }

        /// Whether every shard of the split is here, ran to the end, and on the same references.
        var isComplete: Bool {
            missing.isEmpty && otherReferences.isEmpty && records.allSatisfy(\.record.complete)
        }
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        let shards = try Shards.read(folders, in: context)
        let records = shards.records.map(\.record)
        let passed = records.reduce(0) { $0 + $1.passed.count }
        let failed = records.reduce(0) { $0 + $1.failed.count + $1.missing.count }
        let recorded = records.reduce(0) { $0 + $1.recorded.count }
        let pending = records.reduce(0) { $0 + $1.pending.count }
        let style = context.console.style
        context.console.line(
            "snapshots: \(passed) passed, \(failed == 0 ? "0 failed" : style.red("\(failed) failed")), \(recorded) recorded, "
                + "\(pending) pending (\(records.count) of \(records.first?.shard.count ?? 0) shards)")
        var members: [ChangeGroups.Member] = []
        var snapshotFolders: [SnapshotFolder] = []
        for (_, folder, record) in shards.records {
            // A custom strategy's files are the ones the shard's run names (its folder holds copies, no record).
            let scanned = try SnapshotFolder.scan(
                folder.snapshots, customReferences: SnapshotFile.customReferences(among: record.touched + record.failed + record.pending))
            snapshotFolders.append(scanned)
            let wrote = Set(record.failed + record.pending)
            members += scanned.groupMembers(of: scanned.pending.filter { wrote.contains($0.referencePath) })
        }
        let groups = ChangeGroups.make(members)
        // As `test` prints them: a group by its id, a lone failure by its name.
        let lone = ChangeGroups.loneMembers(of: groups)
        let onCI = NextCommand.isCI(context.environment)
        for group in groups {
            if let name = group.members.first, let alone = lone[name] {
                guard alone.id == group.id else { continue }
                context.console.line("  \(style.red("failed")) \(name): \(group.change(of: name))")
                if !onCI { context.console.line("         accept: \(NextCommand.cli("accept", name))") }
            } else {
                context.console.line("  \(style.red("group")) \(group.id): \(group.headline)")
                if !onCI { context.console.line("         accept: \(NextCommand.cli("accept", "--group", group.id))") }
            }
        }
        if onCI, !groups.isEmpty {
            for line in NextCommand.reviewOnCI { context.console.line(line) }
        }
        if GitHubAnnotations.isActive(context.environment) {
            let failures = records.flatMap { record in
                record.failed.map { ($0, "failed") } + record.pending.map { ($0, "new") } + record.missing.map { ($0, "missing") }
            }
            for line in GitHubAnnotations.mergedErrorLines(failures, groups: groups) { context.console.line(line) }
        }
        // On GitHub Actions the merged run gets the step summary its shards' jobs each wrote for a part.
        if GitHubAnnotations.isActive(context.environment), let file = context.environment["GITHUB_STEP_SUMMARY"], !file.isEmpty {
            let line =
                "snapshots: \(passed) passed, \(failed) failed, \(recorded) recorded, \(pending) pending "
                + "(\(records.count) of \(records.first?.shard.count ?? 0) shards)"
            do {
                try AtomicFile.appendLine(GitHubAnnotations.summary(line: line, groups: groups), to: context.url(forPath: file))
            } catch {
                throw CLIError("GITHUB_STEP_SUMMARY \(file): cannot be appended to (\(error.reason))")
            }
        }
        let destination = context.url(forPath: output ?? "snapshot-review")
        let entries = try ReviewEntry.gather(in: snapshotFolders, recorded: [], folderName: "__Snapshots__") {
            context.console.line("\(style.yellow("warning")) \($0)")
        }
        _ = try ReviewCommand.write(
            entries, to: destination, named: output ?? "snapshot-review", snapshots: shards.records.map(\.folder.snapshots),
            console: context.console)
        for shard in shards.missing.prefix(Shards.missingNamed) {
            context.console.line("\(style.yellow("missing")) shard \(shard): its run folder was not given (or the job did not finish)")
        }
        if shards.missing.count > Shards.missingNamed {
            context.console.line(
                "\(style.yellow("missing")) \(shards.missing.count - Shards.missingNamed) more shards: "
                    + "\(shards.missing.count) of \(records.first?.shard.count ?? 0) in all (give every shard's run folder)")
        }
        for name in shards.otherReferences {
            context.console.line("\(style.yellow("other references")) \(name): it ran on other references than \(shards.records[0].name) (another commit?)")
        }
        for (name, _, record) in shards.records where !record.complete {
            context.console.line("\(style.yellow("incomplete")) \(name): swift test did not run to the end in this shard")
        }
        return shards.isComplete && failed == 0 && pending == 0 ? .success : .snapshotFailures
    }
}

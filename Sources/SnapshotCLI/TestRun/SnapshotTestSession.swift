import Foundation
import Snapshot

/// One `swift test` run as `test` and `record` do it: note the folder, run the tests with a
/// touched log, then count what happened and keep the records `prune` and `review` read.
struct SnapshotTestSession: Sendable {
    var packagePath: String?
    var filter: String?
    /// Words after `--`, passed on to `swift test`.
    var extraArguments: [String]
    /// `SNAPSHOT_RECORD` for the run, or `nil` to leave the environment's.
    var recordMode: String?
    var quiet: Bool
    /// Run only this shard of the suite (`--shard K/N`).
    var shard: Shard? = nil
    /// The run folder for CI (`--artifacts DIR`); else `SNAPSHOT_ARTIFACTS`, when set.
    var artifacts: String? = nil
    /// The tests are built (`--skip-build`): no build check before the run.
    var skipBuild = false
    /// Every reference rendered and compared, no stamp trusted (`--verify-all`).
    var verifiesAll = false

    /// What the run did.
    struct Result: Sendable {
        var outcome: TestRunOutcome
        /// Complete and unfiltered: it updated the record of asserted references.
        var updatedRunRecord: Bool
        /// The package's snapshot folder.
        var packageFolder: FolderRun
        /// Other folders the assertions wrote to (the trait's `directory:`, `snapshotDirectory:`), by path.
        var otherFolders: [FolderRun] = []
        /// Other folders past `otherFoldersShown`, counted and not summarised.
        var otherFoldersLeftOut = 0
        /// References two test processes asserted (`TouchedLog.collisions`): they fail the run.
        var collisions: [TouchedLog.Collision] = []
        /// When a crash left several Swift Testing tests unfinished, each was run again alone:
        /// the ones that crashed again (`crashedAlone`) and the ones that finished alone.
        var crashedAlone: [String] = []
        var finishedAlone: [String] = []

        var folders: [FolderRun] { [packageFolder] + otherFolders }
        /// Whether no folder has a failed, new or missing snapshot, and no two processes met in one file.
        var allPassed: Bool { folders.allSatisfy(\.summary.allPassed) && collisions.isEmpty }
    }

    /// What became of the snapshots of one folder.
    struct FolderRun: Sendable {
        var snapshots: URL
        /// How the commands for its snapshots are printed (`--snapshots DIR` for another folder).
        var style: NextCommand.Style
        var summary: RunSummary
        /// The pending snapshots after the run (for the accept commands).
        var pendingAfter: [SnapshotKey]
        /// The snapshots the run failed or found new, by what changed, largest group first.
        var groups: [ChangeGroups.Group]
        /// Where each asserted reference was asserted (`/repo/Tests/HomeTests.swift:12`).
        var sources: [String: String]

        /// A folder other than the package's is named on its summary line (`snapshots in DIR: …`).
        var otherFolderName: String? {
            guard case .packageFolder(let snapshots) = style else { return nil }
            return snapshots
        }
    }

    /// At most this many other folders are summarised (a suite may give each test a folder of its own).
    static let otherFoldersShown = 20

    /// `swift test` options that run only some tests: such a run says nothing about the others.
    static let filteringArguments: Set<String> = ["--filter", "--skip", "-s", "--specifier", "--test-product"]

    var isFiltered: Bool {
        filter != nil || shard != nil
            || extraArguments.contains { argument in
                Self.filteringArguments.contains(argument)
                    || Self.filteringArguments.contains { argument.hasPrefix($0 + "=") }
            }
    }

    func run(in context: CommandContext) throws(CLIError) -> Result {
        let location = try PackageLocation.find(packagePath: packagePath, in: context)
        LeftoverTemporaryFiles.clean(location.snapshots, console: context.console)
        var before = FolderState.capture(try location.scanSnapshots())
        let log = try TouchedLogFile(packageRoot: location.root)

        var environment = context.environment
        environment["SNAPSHOT_TOUCHED_LOG"] = log.url.path
        if let recordMode { environment["SNAPSHOT_RECORD"] = recordMode }
        if verifiesAll { environment[SnapshotCheck<String>.verifyAllKey] = "1" }
        if environment["SNAPSHOT_DIR"].map({ !$0.isEmpty }) ?? false {
            environment["SNAPSHOT_DIR"] = location.snapshots.path  // the same folder, whatever the child's directory
        }
        let runFolder = (artifacts ?? environment[SnapshotCheck<String>.artifactsKey].flatMap { $0.isEmpty ? nil : $0 })
            .map { RunFolder(url: URL(fileURLWithPath: $0, relativeTo: location.root).standardizedFileURL) }
        if let runFolder { environment[SnapshotCheck<String>.artifactsKey] = runFolder.snapshots.path }
        var suite: String?
        var arguments: [String] = []
        if let filter { arguments += ["--filter", filter] }
        arguments += extraArguments
        var request = TestRunRequest(
            packageRoot: location.root, arguments: arguments, environment: environment, streamsOutput: !quiet)
        request.skipBuild = skipBuild
        if let shard {
            let all = try context.testRunner.listTests(request)
            suite = RunFolder.digest(all)
            let mine = shard.select(all)
            context.console.line("shard \(shard.index)/\(shard.count): \(mine.count) of \(all.count) tests")
            guard !mine.isEmpty else {
                throw CLIError("shard \(shard.index)/\(shard.count) has no tests: the suite has \(all.count); use fewer shards")
            }
            // Listing built the tests: the run need not check the build again.
            if request.arguments.isEmpty { request.selection = mine }
            request.skipBuild = true
            request.arguments += ["--filter", Shard.filter(mine)]
        }
        let started = Date()
        var outcome = try context.testRunner.run(request, console: context.console)

        // A log that vanished says nothing about what ran: such a run cannot be complete.
        let logData = log.contents()
        let touchedLog = logData.map { String(decoding: $0, as: UTF8.self) } ?? ""
        // An XCTest process that began observing its run and never saw it finish crashed, whatever it printed.
        if TouchedLog.xctestFinished(in: touchedLog) == false { outcome.ranToCompletion = false }
        let touched = RunRecord.touchedReferences(inLog: touchedLog, snapshots: location.snapshots)
        // A custom strategy's references are known from here on: the log names them.
        let customReferences = SnapshotFile.customReferences(among: touched)
        let afterFolder = try location.scanSnapshots(customReferences: customReferences)
        let complete = outcome.ranToCompletion && !isFiltered && logData != nil
        let after = FolderState.capture(afterFolder, since: before)
        // A custom strategy's reference first known from this run's log was there before the run
        // when it was not written since.
        let unseen = after.references.filter { before.references[$0.key] == nil && !$0.key.format.isStamped }
        before.references.merge(FolderState(references: unseen).asItWas(at: started).references) { old, _ in old }
        var summary = RunSummary(before: before, after: after, touched: touched, completeRun: complete)
        // A package without snapshots keeps having none: no folder just for the records.
        if let runFolder {
            try runFolder.write(
                RunFolder.Record(
                    shard: shard ?? Shard(index: 1, count: 1), suite: suite,
                    references: RunFolder.referencesDigest(before),
                    complete: outcome.ranToCompletion && logData != nil,
                    passed: summary.passed.map(\.referencePath), failed: summary.failed.map(\.referencePath),
                    pending: summary.pending.map(\.referencePath), missing: summary.missing.map(\.referencePath),
                    recorded: summary.recorded.map(\.referencePath), touched: summary.touched.sorted(),
                    presentAtStart: before.references.keys.map(\.referencePath).sorted()))
        }
        if FileSystem.isFolder(location.snapshots) {
            let record = location.runRecord
            if complete {
                try record.writeLastCompleteRun(summary.touched, presentAtStart: Set(before.references.keys.map(\.referencePath)))
                // What `prune` would remove: not the references of tests that exist but did not run.
                summary.obsolete = try ObsoleteReferences.find(in: afterFolder, packageRoot: location.root)?.obsolete
            }
            try record.writeLastRecorded(Set(summary.recorded.map(\.referencePath)))
            try record.addCustomReferences(customReferences)
        }
        let packageFolder = FolderRun(
            snapshots: location.snapshots, style: location.commandStyle, summary: summary, pendingAfter: afterFolder.pending,
            groups: afterFolder.changeGroups(of: summary.failed + summary.pending),
            sources: RunRecord.touchedSources(inLog: touchedLog, snapshots: location.snapshots))
        let others = RunRecord.otherFolders(inLog: touchedLog, besides: location.snapshots)
        // Every command knows them from here on, without --snapshots.
        if !others.isEmpty, !location.snapshotsAreNamed { try location.runRecord.addOtherFolders(others) }
        var result = Result(
            outcome: outcome, updatedRunRecord: complete, packageFolder: packageFolder,
            otherFoldersLeftOut: max(0, others.count - Self.otherFoldersShown),
            collisions: TouchedLog.collisions(in: TouchedLog.entries(in: touchedLog)).map { collision in
                func relative(_ path: String) -> String { StringEscaping.display(JUnitReport.relative(path, to: location.root)) }
                return TouchedLog.Collision(reference: relative(collision.reference), sources: collision.sources.map(relative))
            })
        (result.crashedAlone, result.finishedAlone) = try runAlone(outcome.swiftTesting?.unfinishedTests ?? [], like: request, context: context)
        for folder in others.prefix(Self.otherFoldersShown) {
            // A folder of a test's own that cannot be read is said, not the end of the summary.
            do {
                result.otherFolders.append(
                    try Self.run(ofOtherFolder: folder, touchedLog: touchedLog, started: started, complete: complete, packageRoot: location.root))
            } catch {
                context.console.line("snapshots in \(folder.path): not summarised (\(error.message))")
            }
        }
        return result
    }

    /// The user's `swift test` arguments without those that select tests (and their values).
    var unfilteredArguments: [String] {
        var kept: [String] = [], skipValue = false
        for argument in extraArguments {
            if skipValue {
                skipValue = false
            } else if Self.filteringArguments.contains(argument) {
                skipValue = true
            } else if !Self.filteringArguments.contains(where: { argument.hasPrefix($0 + "=") }) {
                kept.append(argument)
            }
        }
        return kept
    }

    /// At most this many unfinished tests are run again, one at a time, after a crash.
    static let runAloneAtMost = 10

    /// Several tests a crash left unfinished (a parallel run stops them all), each run again alone,
    /// quietly and with nothing logged: which crash again, and which finish. The stream cannot
    /// tell which of them crashed (issue 50: the culprit was hidden in "and 3 more").
    private func runAlone(
        _ unfinished: [(id: String, name: String)], like request: TestRunRequest, context: CommandContext
    ) throws(CLIError) -> (crashed: [String], finished: [String]) {
        guard unfinished.count > 1 else { return ([], []) }
        var crashed: [String] = [], finished: [String] = []
        for test in unfinished.prefix(Self.runAloneAtMost) {
            var alone = request
            alone.streamsOutput = false
            alone.skipBuild = true
            alone.selection = nil
            alone.arguments = ["--filter", Shard.filter([test.id])] + unfilteredArguments
            alone.environment[TouchedLog.environmentKey] = nil
            alone.environment[SnapshotCheck<String>.artifactsKey] = nil
            alone.environment["SNAPSHOT_RECORD"] = "never"  // it only shows which test crashes: it records nothing
            let outcome = try context.testRunner.run(alone, console: context.console)
            if outcome.ranToCompletion { finished.append(test.name) } else { crashed.append(test.name) }
        }
        return (crashed, finished)
    }

    /// What the run did in a folder it did not note beforehand: a file written since the run
    /// started (its modification date tells) counts as written by the run. The folder keeps its
    /// run record as the package's does (issue 39): a complete run notes what it asserted there,
    /// so `prune --snapshots DIR` works and the obsolete are counted, and what it recorded there
    /// reaches `review --snapshots DIR`.
    private static func run(
        ofOtherFolder snapshots: URL, touchedLog: String, started: Date, complete: Bool, packageRoot: URL
    ) throws(CLIError) -> FolderRun {
        let sources = RunRecord.touchedSources(inLog: touchedLog, snapshots: snapshots)
        let customReferences = SnapshotFile.customReferences(among: sources.keys)
        // Named by the test's own code, as `--snapshots` names one: followed when it is a link.
        let folder = try SnapshotFolder.scan(snapshots, rootIsNamed: true, customReferences: customReferences)
        let after = FolderState.capture(folder)
        let before = after.asItWas(at: started)
        var summary = RunSummary(before: before, after: after, touched: Set(sources.keys), completeRun: complete)
        let record = RunRecord(snapshots: snapshots, rootIsNamed: true)
        if complete {
            try record.writeLastCompleteRun(summary.touched, presentAtStart: Set(before.references.keys.map(\.referencePath)))
            summary.obsolete = try ObsoleteReferences.find(in: folder, packageRoot: packageRoot)?.obsolete
        }
        try record.writeLastRecorded(Set(summary.recorded.map(\.referencePath)))
        try record.addCustomReferences(customReferences)
        return FolderRun(
            snapshots: snapshots, style: .packageFolder(snapshots: snapshots.path), summary: summary,
            pendingAfter: folder.pending, groups: folder.changeGroups(of: summary.failed + summary.pending), sources: sources)
    }

    /// Prints the summary line, the failing and new snapshots with their accept commands, and
    /// why the run was not complete when it was not.
    func report(_ result: Result, console: Console, onCI: Bool = false) {
        for folder in result.folders { report(folder, complete: result.outcome.ranToCompletion, console: console, onCI: onCI) }
        if result.otherFoldersLeftOut > 0 {
            console.line("… and \(result.otherFoldersLeftOut) more snapshot folders the tests named, not summarised")
        }
        reportCollisions(result.collisions, console: console)
        let swiftTesting = result.outcome.swiftTesting
        if let swiftTesting { console.line(swiftTesting.line(style: console.style)) }
        if !result.outcome.ranToCompletion {
            if quiet, !result.outcome.quietTail.isEmpty {
                console.writeOutput(result.outcome.quietTail)
            }
            let unfinished = swiftTesting?.unfinished ?? []
            let why: String
            if !result.crashedAlone.isEmpty {
                let beside = result.finishedAlone.isEmpty ? "" : "; \(SwiftTestingRun.list(result.finishedAlone)) ran beside it and finish alone"
                why = "\(result.crashedAlone.joined(separator: ", ")) crashed: run alone, it crashes again\(beside); see above"
            } else if unfinished.count > 1, !result.finishedAlone.isEmpty {
                why =
                    "Swift Testing stopped in \(SwiftTestingRun.list(unfinished, shown: unfinished.count)): none crashes alone (one crashes beside another?); see above"
            } else {
                why =
                    unfinished.isEmpty
                    ? "a build error or a crash, see above" : "Swift Testing stopped in \(SwiftTestingRun.list(unfinished)): a crash? see above"
            }
            console.line(
                "swift test did not run to the end (exit status \(result.outcome.exitStatus): \(why)); "
                    + "the record of asserted references is unchanged")
        } else if result.outcome.exitStatus != 0, result.allPassed {
            let failed = swiftTesting?.failed ?? []
            let why =
                result.folders.contains(where: { !$0.summary.recorded.isEmpty }) || recordMode == "all"
                ? "assertions that record fail their test; any other failure is in the output above"
                : failed.isEmpty
                    ? "a test failed for another reason than a snapshot, see above"
                    : "\(SwiftTestingRun.list(failed)) failed for another reason than a snapshot, see above"
            console.line("swift test exited with status \(result.outcome.exitStatus): \(why)")
        }
    }

    /// At most this many collisions are printed; the rest are counted.
    static let collisionsShown = 20

    /// Each reference two test processes asserted, with where: an XCTest and a Swift Testing test
    /// of one name in one file (or names one letter case apart) share one file, so one of them
    /// compares with, or records over, the other's snapshot.
    private func reportCollisions(_ collisions: [TouchedLog.Collision], console: Console) {
        for collision in collisions.prefix(Self.collisionsShown) {
            console.line(
                "  \(console.style.red("collision")) \(collision.reference): asserted by two test processes, at "
                    + collision.sources.joined(separator: " and ")
                    + "; one file holds one snapshot (an XCTest and a Swift Testing test of one name in one file?): rename one test")
        }
        if collisions.count > Self.collisionsShown {
            console.line("  … and \(collisions.count - Self.collisionsShown) more references asserted by two test processes")
        }
    }

    /// One folder's summary line and its failing, new and missing snapshots; another folder's
    /// line names it, and its commands name it with `--snapshots`.
    private func report(_ folder: FolderRun, complete: Bool, console: Console, onCI: Bool) {
        let style = console.style
        console.line(folder.summary.line(style: style, otherFolder: folder.otherFolderName))
        let waiting = folder.summary.failed.map { ($0, "failed") } + folder.summary.pending.map { ($0, "new") }
        // Groups of several snapshots first, largest first: one change, one decision.
        let lone = ChangeGroups.loneMembers(of: folder.groups)
        for group in folder.groups where lone[group.members[0]] == nil {
            console.line("  \(style.red("group")) \(group.id): \(group.headline)")
            let shown = group.members.prefix(3).joined(separator: ", ")
            console.line("         \(shown)\(group.members.count > 3 ? " and \(group.members.count - 3) more" : "")")
            if !onCI { console.line("         accept: \(folder.style.cli(["accept", "--group", group.id]))") }
        }
        // A lone failure says its change too, as a group's headline does.
        for (key, status) in waiting.sorted(by: { $0.0 < $1.0 }) where lone[key.referencePath] != nil {
            let word = status == "failed" ? style.red("failed") : style.yellow("new   ")
            console.line("  \(word) \(key.pendingPath)")
            switch lone[key.referencePath] {
            case let group? where group.isLayoutChange: console.line("         \(group.change(of: key.referencePath))")
            default: break
            }
            if !onCI { console.line("         accept: \(AcceptCommandLine.accept(key, pending: folder.pendingAfter, style: folder.style))") }
        }
        for key in folder.summary.missing {
            // A run that stopped (a crash) may have stopped the test before it wrote anything: recording it would crash again.
            guard complete else {
                console.line("  \(style.red("missing")) \(key.referencePath): asserted, then the run stopped before anything was written (see below)")
                continue
            }
            console.line("  \(style.red("missing")) \(key.referencePath): no reference and none recorded (SNAPSHOT_RECORD=never or CI)")
            console.line("         record: \(NextCommand.cli("record", "--missing"))")
        }
        if !waiting.isEmpty {
            if onCI {
                for line in NextCommand.reviewOnCI { console.line(line) }
            } else {
                console.line("Review them with '\(folder.style.cli(["review", "--open"]))', then accept or reject.")
            }
        }
    }
}

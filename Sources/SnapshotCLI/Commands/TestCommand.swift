import Foundation
import Snapshot

/// `snapshot-cli test`: runs `swift test` and sums up what happened to the snapshots.
struct TestCommand: Command {
    static let name = "test"
    static let help = CommandHelp(
        summary: "Run swift test, then sum up the snapshots: passed, failed, recorded, pending, obsolete.",
        usage:
            "test [--filter PATTERN] [--shard K/N] [--artifacts DIR] [--junit FILE] [--verify-all] [--skip-build] [--quiet] [--package-path DIR] [-- SWIFT-TEST-ARGUMENTS…]",
        discussion: """
            Runs 'swift test' in the package (its output passes through) with SNAPSHOT_TOUCHED_LOG set, so
            every assertion notes the reference it compared. Then prints one summary line:
              passed    asserted references that matched
              failed    references whose assertion wrote a pending <name>.new.<ext> that differs, and
                        asserted references still missing (not recorded: SNAPSHOT_RECORD=never or CI)
              recorded  references written (new or changed) during the run
              pending   new snapshots written as <name>.new.<ext> with no reference yet (review, then accept)
              obsolete  references 'prune' would remove: no assertion touched them and their test ran or
                        is gone (complete runs only)
            and each failing or new snapshot with the command that accepts it; then Swift Testing's tests
            passed, failed and skipped, from its event stream (swift test --event-stream-output-path, a
            temporary file; yours when you pass one after '--'), which names the test a crash stopped in.
            A complete run (no --filter, no filtering arguments after '--', and swift test ran every test,
            failing or not: Swift Testing's stream ended, XCTest closed every suite) is remembered in __Snapshots__/.runs/ for 'prune'. A test that asserts into a
            folder of its own (the trait's directory:) gets a summary line of its own.
            A reference whose stamp line proves it is what the renderer would write for the layout
            matches without being rendered; the stamp is a digest anyone can recompute, not a signature.
            --verify-all (SNAPSHOT_VERIFY_ALL=1) renders and compares every reference byte for byte: run it
            on CI's main builds, where a hand-edited reference with a recomputed stamp must fail.
            --junit FILE writes JUnit XML: one test case per snapshot assertion (suite = test file, name =
            snapshot, failure = change list and accept command). With GITHUB_ACTIONS=true, each failing snapshot
            is also an '::error' annotation at its assertion's line, and a summary is appended to
            $GITHUB_STEP_SUMMARY.
            --shard K/N runs shard K of N of the suite's tests (sorted by id, dealt out in turn), listed and
            run from the built test program where SwiftPM builds one (Linux); --skip-build leaves out the
            build check when a build step ran before.
            Exit status: 0 when swift test passed and no snapshot failed or waits; 1 otherwise.
            """,
        examples: [
            ("snapshot-cli test", "Runs every test and updates the record 'prune' uses."),
            ("snapshot-cli test --filter MallTests", "Runs the Mall tests only."),
            ("snapshot-cli test -- --parallel", "Passes --parallel on to swift test."),
            ("snapshot-cli test --shard 2/4 --skip-build --artifacts shard-2", "One job of a CI matrix of four, after its build step."),
            ("snapshot-cli test --verify-all", "On main: every reference rendered and compared, no stamp trusted."),
        ])
    static let options: [OptionSpec] = [
        OptionSpec("--filter", value: "PATTERN", help: "Run only the tests matching PATTERN (swift test --filter)."),
        OptionSpec("--junit", value: "FILE", help: "Write the snapshot assertions as JUnit XML to FILE."),
        OptionSpec("--shard", value: "K/N", help: "Run shard K of N: the suite's tests sorted by id and dealt out in turn."),
        OptionSpec("--artifacts", value: "DIR", help: "Write the run's record and copies of what failed to DIR (for 'merge')."),
        OptionSpec("--verify-all", help: "Render and compare every reference; trust no stamp (SNAPSHOT_VERIFY_ALL=1)."),
        OptionSpec("--skip-build", help: "The tests are built (swift build --build-tests ran): do not check the build again."),
        OptionSpec("--quiet", help: "Do not pass swift test's output through."),
        .packagePath,
    ]
    static let allowsPassthrough = true

    var session: SnapshotTestSession
    var junit: String?

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> TestCommand {
        var session = SnapshotTestSession(
            packagePath: arguments.value("--package-path"), filter: arguments.value("--filter"),
            extraArguments: arguments.passthrough, recordMode: nil, quiet: arguments.has("--quiet"))
        session.shard = try arguments.value("--shard").map(Shard.parse)
        session.artifacts = arguments.value("--artifacts")
        session.skipBuild = arguments.has("--skip-build")
        session.verifiesAll = arguments.has("--verify-all")
        return TestCommand(session: session, junit: arguments.value("--junit"))
    }

    func validate(in context: CommandContext) throws(CLIError) {
        _ = try PackageLocation.find(packagePath: session.packagePath, in: context)
        if let junit {
            let url = context.url(forPath: junit)
            guard FileSystem.isFolder(url.deletingLastPathComponent()) else {
                throw CLIError("\(junit): its folder does not exist; create it first (nothing was run)")
            }
            if let kind = FileSystem.nonRegularKind(url) {
                throw CLIError("\(junit): is \(kind), not a regular file; choose another path (nothing was run)")
            }
        }
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        let result = try session.run(in: context)
        session.report(result, console: context.console, onCI: NextCommand.isCI(context.environment))
        let location = try PackageLocation.find(packagePath: session.packagePath, in: context)
        let verdicts = SnapshotVerdict.of(result, packageRoot: location.root)
        if let junit {
            let xml = JUnitReport.xml(verdicts, packageRoot: location.root)
            try FileSystem.writeAtomically(Data(xml.utf8), to: context.url(forPath: junit), named: junit)
        }
        if GitHubAnnotations.isActive(context.environment) {
            for line in GitHubAnnotations.errorLines(verdicts, packageRoot: location.root) { context.console.line(line) }
            if let file = context.environment["GITHUB_STEP_SUMMARY"], !file.isEmpty {
                do {
                    try AtomicFile.appendLine(GitHubAnnotations.summary(result), to: context.url(forPath: file))
                } catch {
                    throw CLIError("GITHUB_STEP_SUMMARY \(file): cannot be appended to (\(error.reason))")
                }
            }
        }
        let passed = result.outcome.ranToCompletion && result.outcome.exitStatus == 0 && result.allPassed
        return passed ? .success : .snapshotFailures
    }
}

import Snapshot
/// `snapshot-cli record`: runs the tests with recording on and lists the references written.
struct RecordCommand: Command {
    enum Mode: String, CaseIterable {
        case missing, all, failed
    }

    static let name = "record"
    static let help = CommandHelp(
        summary: "Run swift test with recording on and list the references it wrote.",
        usage: "record [--filter PATTERN] [--missing | --all | --failed] [--quiet] [--package-path DIR] [-- SWIFT-TEST-ARGUMENTS…]",
        discussion: """
            Runs the tests with SNAPSHOT_RECORD set: --missing (the default) writes only references that do
            not exist yet, --failed those too and those whose comparison fails, --all every asserted reference. Then lists
            each reference file that is new or changed, and the summary line of 'test'.
            Assertions that record fail their test, so swift test's own status is not used: the command
            succeeds when assertions ran and no snapshot is left failing or pending (other failures show in
            swift test's output).
            Exit status: 0 when the run finished and no snapshot is left failing or pending; 1 otherwise.
            """,
        examples: [
            ("snapshot-cli record", "Records only snapshots that have no reference."),
            ("snapshot-cli record --all --filter MallTests", "Re-records every Mall snapshot."),
        ])
    static let options: [OptionSpec] = [
        OptionSpec("--filter", value: "PATTERN", help: "Run only the tests matching PATTERN."),
        OptionSpec("--missing", help: "Record only references that do not exist (default)."),
        OptionSpec("--all", help: "Record every asserted reference, replacing what differs."),
        OptionSpec("--failed", help: "Record only references whose comparison fails."),
        OptionSpec("--quiet", help: "Do not pass swift test's output through."),
        .packagePath,
    ]
    static let allowsPassthrough = true

    var session: SnapshotTestSession

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> RecordCommand {
        let modes = Mode.allCases.filter { arguments.has("--\($0.rawValue)") }
        guard modes.count <= 1 else {
            throw CLIError("give one of --missing, --all, --failed, not \(modes.map { "--\($0.rawValue)" }.joined(separator: " and "))")
        }
        let mode = modes.first ?? .missing
        return RecordCommand(
            session: SnapshotTestSession(
                packagePath: arguments.value("--package-path"), filter: arguments.value("--filter"),
                extraArguments: arguments.passthrough, recordMode: mode.rawValue, quiet: arguments.has("--quiet")))
    }

    func validate(in context: CommandContext) throws(CLIError) {
        _ = try PackageLocation.find(packagePath: session.packagePath, in: context)
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        let result = try session.run(in: context)
        let summary = result.packageFolder.summary
        for key in summary.recorded {
            let what = summary.recordedNew.contains(key) ? "new" : "changed"
            context.console.line("\(context.console.style.green("recorded")) \(key.referencePath) (\(what))")
        }
        // Another folder was not noted before the run: its files are known written, not whether they are new.
        for folder in result.otherFolders {
            for key in folder.summary.recorded {
                context.console.line("\(context.console.style.green("recorded")) \(folder.snapshots.appendingPathComponent(key.referencePath).path)")
            }
        }
        if result.folders.allSatisfy({ $0.summary.recorded.isEmpty }) {
            context.console.line("recorded nothing: every asserted reference was already up to date")
        }
        session.report(result, console: context.console, onCI: NextCommand.isCI(context.environment))
        let ranWell = result.outcome.exitStatus == 0 || result.folders.contains { !$0.summary.touched.isEmpty }
        let passed = result.outcome.ranToCompletion && ranWell && result.allPassed
        return passed ? .success : .snapshotFailures
    }
}

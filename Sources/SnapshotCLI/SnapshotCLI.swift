import Foundation
import Snapshot

/// The `snapshot-cli` command, callable in-process.
public enum SnapshotCLI {
    /// Runs the command with `arguments` (without the program name) on the process's own
    /// streams, environment and current directory, and returns the exit status.
    ///
    ///     SnapshotCLI.run(arguments: ["render", "--fixture", "mall"])   // 0
    public static func run(arguments: [String]) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let console = Console.standardStreams(environment: environment)
        let context = CommandContext(
            console: console,
            environment: environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        let status = run(arguments: arguments, in: context)
        return console.streams.map { finish(status, streams: $0) } ?? status
    }

    /// The exit status once the streams are done: a reader that closed the pipe ends the
    /// command quietly with its own status; any other failed write is an error, exit 2.
    static func finish(_ status: Int32, streams: StandardStreams) -> Int32 {
        var status = status
        for stream in [streams.output, streams.error] {
            guard let code = stream.failure, code != EPIPE else { continue }
            streams.error.write("error: could not write to \(stream.name): \(String(cString: strerror(code)))\n")
            status = ExitStatus.usageError.rawValue
        }
        return status
    }

    /// Runs the command in `context`: 0 success, 1 snapshot failures, 2 usage or input errors.
    static func run(arguments: [String], in context: CommandContext) -> Int32 {
        guard let word = arguments.first else {
            context.console.writeError(overview)
            return ExitStatus.usageError.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if word == "--help" || word == "-h" {
            context.console.writeOutput(overview)
            return ExitStatus.success.rawValue
        }
        if word == "--version" {
            context.console.line("snapshot-cli \(PackageVersion.current)")
            return ExitStatus.success.rawValue
        }
        guard let command = command(named: word) else {
            let hint = Suggestion.didYouMean(word, in: commandNames)
            context.console.errorLine("error: \(CLIError("unknown command '\(word)'\(hint)").message)")
            context.console.errorLine("Run 'snapshot-cli help' for the list of commands.")
            return ExitStatus.usageError.rawValue
        }
        return command.execute(rest, in: context).rawValue
    }

    /// Every command, in the order `help` lists them.
    static var commands: [any Command.Type] {
        [
            RenderCommand.self,
            CheckCommand.self,
            CompareCommand.self,
            DevicesCommand.self,
            FixturesCommand.self,
            TestCommand.self,
            RecordCommand.self,
            ReviewCommand.self,
            AcceptCommand.self,
            RejectCommand.self,
            ApplyCommand.self,
            MergeCommand.self,
            PruneCommand.self,
            ListCommand.self,
            HelpCommand.self,
        ]
    }

    /// The command with this name, or `nil`.
    static func command(named name: String) -> (any Command.Type)? {
        for command in commands where command.name == name { return command }
        return nil
    }

    /// Every command's name, in order.
    static var commandNames: [String] {
        commands.map { $0.name }
    }

    /// What `snapshot-cli help` prints.
    static var overview: String {
        let width = commandNames.map { $0.count }.max() ?? 0
        var lines = [
            "snapshot-cli: renders screen layouts and manages their snapshots.",
            "",
            "Usage: snapshot-cli COMMAND [OPTIONS]    (in a package that depends on this one: swift run snapshot-cli …)",
            "       snapshot-cli --version",
            "",
            "Commands:",
        ]
        for command in commands {
            lines.append("  " + Table.pad(command.name, to: width) + "  " + command.help.summary)
        }
        lines += [
            "",
            "Run 'snapshot-cli help COMMAND' (or 'snapshot-cli COMMAND --help') for a command's options and examples.",
            "",
            "Snapshots live in <package>/__Snapshots__/<TestTarget>/<TestFile>/<test>.<name>.<txt|svg|layout>; a",
            "failing or new assertion writes <test>.<name>.new.<ext> beside its reference (and a .diff.svg overlay).",
            "A snapshot's NAME is its path inside __Snapshots__ without extension: ShopTests/MallTests/testMall.iphone-se.",
            "",
            "Exit status: 0 success, 1 snapshot (or test) failures, 2 usage or input errors (nothing written).",
            "Environment: SNAPSHOT_DIR (snapshot folder instead of <package>/__Snapshots__), NO_COLOR (no colour).",
            "",
            "Examples:",
            "  $ snapshot-cli render --fixture second-category --device iphone-se",
            "  $ snapshot-cli test",
            "  $ snapshot-cli review --open",
            "  $ snapshot-cli accept ShopTests/MallTests/testMall.iphone-se",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}

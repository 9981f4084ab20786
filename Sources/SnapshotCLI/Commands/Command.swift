/// One `snapshot-cli` command: parsed from its arguments, validated, then run.
///
/// `parse` only reads the words; `validate` checks them against the world (a fixture
/// exists, a package is there) before anything is written; `run` does the work.
protocol Command {
    /// The word on the command line: `render`.
    static var name: String { get }
    static var help: CommandHelp { get }
    static var options: [OptionSpec] { get }
    /// Whether the command takes words that are not options (file names, snapshot names).
    static var allowsPositionals: Bool { get }
    /// Whether the command passes words after `--` on (to `swift test`).
    static var allowsPassthrough: Bool { get }

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> Self
    func validate(in context: CommandContext) throws(CLIError)
    func run(in context: CommandContext) throws(CLIError) -> ExitStatus
}

extension Command {
    static var allowsPositionals: Bool { false }
    static var allowsPassthrough: Bool { false }
    func validate(in context: CommandContext) throws(CLIError) {}

    /// Parses, validates and runs; `--help` prints the help instead. Errors go to standard error.
    static func execute(_ arguments: [String], in context: CommandContext) -> ExitStatus {
        if ArgumentParser.asksForHelp(arguments) {
            context.console.writeOutput(help.text(for: self))
            return .success
        }
        do {
            let parsed = try ArgumentParser.parse(
                arguments, command: name, options: options,
                allowsPositionals: allowsPositionals, allowsPassthrough: allowsPassthrough)
            let command = try parse(parsed)
            // `--snapshots DIR` names the snapshot folder as SNAPSHOT_DIR does (an Xcode project's).
            var context = context
            if let folder = parsed.value("--snapshots") {
                context.environment["SNAPSHOT_DIR"] = context.url(forPath: folder).path
            }
            try command.validate(in: context)
            return try command.run(in: context)
        } catch {
            context.console.errorLine("error: \(error.message)")
            return .usageError
        }
    }
}

import Snapshot

/// `snapshot-cli help [COMMAND]`: the command list, or one command's usage, options and examples.
struct HelpCommand: Command {
    static let name = "help"
    static let help = CommandHelp(
        summary: "Show the command list, or one command's options and examples.",
        usage: "help [COMMAND]",
        discussion: "Without a command, lists every command. 'snapshot-cli COMMAND --help' prints the same as 'snapshot-cli help COMMAND'.",
        examples: [
            ("snapshot-cli help", "Lists the commands."),
            ("snapshot-cli help render", "Shows render's options and examples."),
        ])
    static let options: [OptionSpec] = []
    static let allowsPositionals = true

    var topic: String?

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> HelpCommand {
        guard arguments.positionals.count <= 1 else {
            throw CLIError("'help' takes at most one command name, not \(arguments.positionals.count)")
        }
        return HelpCommand(topic: arguments.positionals.first)
    }

    func validate(in context: CommandContext) throws(CLIError) {
        if let topic, SnapshotCLI.command(named: topic) == nil {
            let hint = Suggestion.didYouMean(topic, in: SnapshotCLI.commandNames)
            throw CLIError("unknown command '\(topic)'\(hint)")
        }
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        guard let topic, let command = SnapshotCLI.command(named: topic) else {
            context.console.writeOutput(SnapshotCLI.overview)
            return .success
        }
        context.console.writeOutput(command.helpText)
        return .success
    }
}

extension Command {
    /// The command's help text (`COMMAND --help`).
    static var helpText: String { help.text(for: self) }
}

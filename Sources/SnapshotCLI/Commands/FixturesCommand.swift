import ScreenFixtures

/// `snapshot-cli fixtures`: the sample screens by name, with where each comes from.
struct FixturesCommand: Command {
    static let name = "fixtures"
    static let help = CommandHelp(
        summary: "List the sample screens (fixtures) by name, with a summary each.",
        usage: "fixtures",
        discussion: "Use a name with 'render --fixture'.",
        examples: [("snapshot-cli fixtures", "Prints the fixture names and summaries.")])
    static let options: [OptionSpec] = []

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> FixturesCommand {
        FixturesCommand()
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        guard !Fixtures.all.isEmpty else {
            context.console.line("no fixtures")
            return .success
        }
        let rows = Fixtures.all.map { [$0.name, $0.summary] }
        context.console.writeOutput(Table.render(header: ["NAME", "SUMMARY"], rows: rows))
        return .success
    }
}

/// What `snapshot-cli help COMMAND` and `COMMAND --help` print.
struct CommandHelp: Sendable {
    /// One line for the command list.
    var summary: String
    /// The synopsis after `snapshot-cli`: `render (--fixture NAME | FILE.json) [--format …]`.
    var usage: String
    /// Paragraphs on what the command does, what it writes and its exit statuses.
    var discussion: String
    /// Command lines with one line each on what they do.
    var examples: [(command: String, meaning: String)]

    init(summary: String, usage: String, discussion: String, examples: [(command: String, meaning: String)]) {
        self.summary = summary
        self.usage = usage
        self.discussion = discussion
        self.examples = examples
    }

    func text<C: Command>(for command: C.Type) -> String {
        var lines = ["snapshot-cli \(C.name): \(summary)", "", "Usage: snapshot-cli \(usage)", ""]
        lines.append(discussion)
        let options = C.options.map { ($0.usage, $0.help) } + [("-h, --help", "Show this help.")]
        let width = options.map(\.0.count).max() ?? 0
        lines.append("")
        lines.append("Options:")
        for (usage, help) in options {
            lines.append("  " + Table.pad(usage, to: width) + "  " + help)
        }
        if !examples.isEmpty {
            lines.append("")
            lines.append("Examples:")
            for example in examples {
                lines.append("  $ \(example.command)")
                lines.append("      \(example.meaning)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

import Snapshot

/// Reads a command's arguments: `--name value`, `--name=value`, flags, positionals and `--`.
///
/// Unknown options are errors that suggest the closest valid one:
///
///     parse(["--fomat", "svg"], command: "render", options: RenderCommand.options)
///     // error: unknown option '--fomat' for 'render'; did you mean '--format'?
enum ArgumentParser {
    static func parse(
        _ arguments: [String],
        command: String,
        options: [OptionSpec],
        allowsPositionals: Bool,
        allowsPassthrough: Bool = false
    ) throws(CLIError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                guard allowsPassthrough else {
                    throw CLIError("'\(command)' takes no arguments after '--'")
                }
                parsed.passthrough = Array(arguments[index...])
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                guard allowsPositionals else {
                    throw CLIError("'\(command)' takes no argument '\(argument)'; see 'snapshot-cli help \(command)'")
                }
                parsed.positionals.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let spec = options.first(where: { $0.name == name }) else {
                let hint = Suggestion.didYouMean(name, in: options.map(\.name))
                throw CLIError("unknown option '\(name)' for '\(command)'\(hint)")
            }
            if parsed.values[name] != nil || parsed.flags.contains(name) {
                throw CLIError("option '\(name)' is given twice")
            }
            guard spec.takesValue else {
                if inlineValue != nil { throw CLIError("option '\(name)' takes no value") }
                parsed.flags.insert(name)
                continue
            }
            if let inlineValue {
                parsed.values[name] = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                parsed.values[name] = arguments[index]
                index += 1
            } else {
                throw CLIError("option '\(name)' needs a value: \(spec.usage)")
            }
        }
        return parsed
    }

    /// `--format=svg` → (`--format`, `svg`); `--format` → (`--format`, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Whether the words before any `--` ask for help (`--help` or `-h`).
    static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }
}

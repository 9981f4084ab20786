import Testing
@testable import SnapshotCLI

@Suite struct ArgumentParserTests {
    let options = [
        OptionSpec("--format", value: "FORMAT", help: ""),
        OptionSpec("--landscape", help: ""),
    ]

    @Test func readsValuesFlagsPositionalsAndPassthrough() throws {
        let parsed = try ArgumentParser.parse(
            ["a.json", "--format", "svg", "--landscape", "--", "--parallel", "x"],
            command: "render", options: options, allowsPositionals: true, allowsPassthrough: true)
        #expect(parsed.value("--format") == "svg")
        #expect(parsed.has("--landscape"))
        #expect(parsed.positionals == ["a.json"])
        #expect(parsed.passthrough == ["--parallel", "x"])
    }

    @Test func readsAnInlineValue() throws {
        let parsed = try ArgumentParser.parse(["--format=layout"], command: "render", options: options, allowsPositionals: false)
        #expect(parsed.value("--format") == "layout")
    }

    @Test func unknownOptionSuggestsTheClosest() {
        #expect(throws: CLIError("unknown option '--fomat' for 'render'; did you mean '--format'?")) {
            try ArgumentParser.parse(["--fomat", "svg"], command: "render", options: options, allowsPositionals: false)
        }
    }

    @Test func anOptionWithoutItsValueIsAnError() {
        #expect(throws: CLIError("option '--format' needs a value: --format FORMAT")) {
            try ArgumentParser.parse(["--format"], command: "render", options: options, allowsPositionals: false)
        }
        #expect(throws: CLIError("option '--format' needs a value: --format FORMAT")) {
            try ArgumentParser.parse(["--format", "--landscape"], command: "render", options: options, allowsPositionals: false)
        }
    }

    @Test func repeatedOptionsAndFlagValuesAreErrors() {
        #expect(throws: CLIError("option '--format' is given twice")) {
            try ArgumentParser.parse(["--format", "svg", "--format=ascii"], command: "render", options: options, allowsPositionals: false)
        }
        #expect(throws: CLIError("option '--landscape' takes no value")) {
            try ArgumentParser.parse(["--landscape=yes"], command: "render", options: options, allowsPositionals: false)
        }
    }

    @Test func positionalsAndPassthroughOnlyWhereAllowed() {
        #expect(throws: CLIError("'devices' takes no argument 'extra'; see 'snapshot-cli help devices'")) {
            try ArgumentParser.parse(["extra"], command: "devices", options: [], allowsPositionals: false)
        }
        #expect(throws: CLIError("'list' takes no arguments after '--'")) {
            try ArgumentParser.parse(["--", "x"], command: "list", options: [], allowsPositionals: false)
        }
    }

    @Test func helpIsOnlyAskedForBeforeTheSeparator() {
        #expect(ArgumentParser.asksForHelp(["--fixture", "x", "-h"]))
        #expect(ArgumentParser.asksForHelp(["--help"]))
        #expect(!ArgumentParser.asksForHelp(["--", "--help"]))
    }
}

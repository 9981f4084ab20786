import Foundation
import Testing
import Snapshot
@testable import SnapshotCLI

@Suite struct HelpCommandTests {
    @Test func helpListsEveryCommandWithItsSummary() {
        let run = CLIRun.run(["help"])
        #expect(run.status == 0)
        for command in SnapshotCLI.commands {
            #expect(run.output.contains("  \(command.name)"), "missing \(command.name)")
            #expect(run.output.contains(command.help.summary))
        }
        #expect(run.output.contains("Exit status: 0 success, 1 snapshot (or test) failures, 2 usage or input errors"))
    }

    @Test func everyCommandDocumentsUsageOptionsAndExamples() {
        for command in SnapshotCLI.commands {
            let viaHelp = CLIRun.run(["help", command.name])
            let viaFlag = CLIRun.run([command.name, "--help"])
            #expect(viaHelp.status == 0)
            #expect(viaHelp.output == viaFlag.output, "help \(command.name) and \(command.name) --help differ")
            #expect(viaHelp.output.contains("Usage: snapshot-cli \(command.name)"))
            #expect(viaHelp.output.contains("Examples:\n  $ snapshot-cli \(command.name)"))
            for option in command.options {
                #expect(viaHelp.output.contains("  \(option.usage)"), "\(command.name) does not document \(option.name)")
            }
        }
    }

    @Test func renderHelpNamesItsFormats() {
        let run = CLIRun.run(["render", "-h"])
        #expect(run.output.contains("[--format ascii|svg|layout]"))
        #expect(run.output.contains("  --landscape      Turn the device on its side."))
    }

    @Test func unknownCommandSuggestsTheClosestAndExitsTwo() {
        let run = CLIRun.run(["rendr"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("error: unknown command 'rendr'; did you mean 'render'?\n"))
        #expect(run.output.isEmpty)
        let far = CLIRun.run(["frobnicate"])
        #expect(far.status == 2)
        #expect(far.error.hasPrefix("error: unknown command 'frobnicate'\n"))
    }

    @Test func helpForAnUnknownCommandSuggestsTheClosest() {
        let run = CLIRun.run(["help", "prun"])
        #expect(run.status == 2)
        #expect(run.error == "error: unknown command 'prun'; did you mean 'prune'?\n")
    }

    @Test func noCommandPrintsTheOverviewToStandardErrorAndExitsTwo() {
        let run = CLIRun.run([])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("snapshot-cli: renders screen layouts"))
        #expect(CLIRun.run(["--help"]).status == 0)
    }

    @Test func unknownOptionOfACommandSuggestsTheClosest() {
        let run = CLIRun.run(["prune", "--dryrun"])
        #expect(run.status == 2)
        #expect(run.error == "error: unknown option '--dryrun' for 'prune'; did you mean '--dry-run'?\n")
    }

    /// One version (issue 52: `--version` printed 0.3.0 under a CHANGELOG of 0.4.0): the command
    /// prints `PackageVersion.current`, the CHANGELOG's first section is that version, and the API
    /// baseline is the last version the CHANGELOG gives a release date, the one before it.
    @Test func versionPrintsThePackagesVersion() throws {
        let run = CLIRun.run(["--version"])
        #expect(run.status == 0)
        #expect(run.output == "snapshot-cli \(PackageVersion.current)\n")
        #expect(PackageVersion.current.split(separator: ".").count == 3)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let headings = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("## ") }.map { $0.dropFirst(3).split(separator: " ").map(String.init) }
        #expect(headings.first?.first == PackageVersion.current)
        let released = try #require(headings.first { $0.count == 3 && $0[2].wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil })
        let baseline = try String(contentsOf: root.appendingPathComponent(".api-baseline"), encoding: .utf8).split(separator: " ").first
        #expect(baseline.map(String.init) == released.first)
        #expect(released.first != PackageVersion.current)
    }
}

import Foundation
import Testing
@testable import SnapshotCLI
import TestSupport

@Suite struct RecordCommandTests {
    @Test func setsTheRecordModeAndListsTheReferencesItWrote() throws {
        let package = try TemporaryPackage()
        try package.snapshot("A/testSame.1.txt", "same")
        try package.snapshot("A/testChanged.1.txt", "before")
        let snapshots = package.snapshots
        let runner = SimulatedTestRunner(outcome: TestRunOutcome(exitStatus: 1, ranToCompletion: true)) { request in
            try SimulatedTestRunner.touch(["A/testSame.1.txt", "A/testChanged.1.txt", "A/testNew.1.svg"], request)
            try Data("same".utf8).write(to: snapshots.appendingPathComponent("A/testSame.1.txt"))  // same bytes again
            try Data("after".utf8).write(to: snapshots.appendingPathComponent("A/testChanged.1.txt"))
            try Data("<svg/>".utf8).write(to: snapshots.appendingPathComponent("A/testNew.1.svg"))
        }
        let run = CLIRun.run(["record", "--all", "--filter", "A"], in: package.root, testRunner: runner)
        #expect(runner.requests.first?.environment["SNAPSHOT_RECORD"] == "all")
        #expect(runner.requests.first?.arguments == ["--filter", "A"])
        // swift test fails because recording assertions fail; the recording itself succeeded.
        #expect(run.status == 0)
        #expect(
            run.output == """
                recorded A/testChanged.1.txt (changed)
                recorded A/testNew.1.svg (new)
                snapshots: 1 passed, 0 failed, 2 recorded, 0 pending (obsolete not counted: filtered or incomplete run)
                swift test exited with status 1: assertions that record fail their test; any other failure is in the output above

                """)
    }

    @Test func eachModeFlagSetsItsMode() throws {
        let package = try TemporaryPackage()
        for mode in ["missing", "all", "failed"] {
            let runner = SimulatedTestRunner { _ in }
            _ = CLIRun.run(["record", "--\(mode)", "--quiet"], in: package.root, testRunner: runner)
            #expect(runner.requests.first?.environment["SNAPSHOT_RECORD"] == mode)
        }
    }

    /// The safe choice: without a flag, `record` writes only what is missing and never
    /// replaces a reference.
    @Test func withoutAFlagItRecordsOnlyWhatIsMissing() throws {
        let package = try TemporaryPackage()
        let runner = SimulatedTestRunner { _ in }
        _ = CLIRun.run(["record", "--quiet"], in: package.root, testRunner: runner)
        #expect(runner.requests.first?.environment["SNAPSHOT_RECORD"] == "missing")
    }

    @Test func onlyOneModeAtATime() throws {
        let run = CLIRun.run(["record", "--missing", "--failed"])
        #expect(run.status == 2)
        #expect(run.error == "error: give one of --missing, --all, --failed, not --missing and --failed\n")
    }

    @Test func aFailingRunThatRecordedNothingFails() throws {
        let package = try TemporaryPackage()
        let runner = SimulatedTestRunner(outcome: TestRunOutcome(exitStatus: 1, ranToCompletion: true)) { _ in }
        let run = CLIRun.run(["record", "--missing"], in: package.root, testRunner: runner)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("recorded nothing: every asserted reference was already up to date\n"))
    }
}

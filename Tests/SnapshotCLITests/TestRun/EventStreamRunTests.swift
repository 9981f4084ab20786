import Foundation
import Testing
@testable import SnapshotCLI
import TestSupport

/// `snapshot-cli test` through the real `SwiftTestProcess`, with a `swift` of the test's own first
/// on `PATH`: it writes a prepared event stream where it is told to, prints a line, and exits
/// with a prepared status. What the command counts and says comes from the stream alone: the
/// console carries no Swift Testing sentence.
@Suite struct EventStreamRunTests {
    typealias Stream = SwiftTestingRunTests

    /// A package with the stand-in `swift` in `bin`, and the environment that finds it.
    func package(stream: [String], status: Int32) throws -> (TemporaryPackage, [String: String]) {
        let package = try TemporaryPackage()
        try package.write("stream.jsonl", stream.joined(separator: "\n") + "\n")
        try package.write(
            "bin/swift",
            """
            #!/bin/sh
            # The stand-in for swift: note the arguments, write the stream where swift test is told to.
            printf '%s\\n' "$@" > "$FAKE_ROOT/arguments.txt"
            while [ $# -gt 0 ]; do
                case "$1" in --event-stream-output-path) cp "$FAKE_ROOT/stream.jsonl" "$2" ;; esac
                shift
            done
            echo "Building for debugging..."
            exit \(status)

            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: package.root.appendingPathComponent("bin/swift").path)
        let environment = [
            "PATH": package.root.appendingPathComponent("bin").path + ":/usr/bin:/bin", "FAKE_ROOT": package.root.path,
            "TMPDIR": ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp",
        ]
        return (package, environment)
    }

    func run(_ stream: [String], status: Int32, arguments: [String] = []) throws -> (CLIRun, TemporaryPackage) {
        let (package, environment) = try package(stream: stream, status: status)
        let run = CLIRun.run(["test", "--quiet"] + arguments, in: package.root, environment: environment, testRunner: SwiftTestProcess())
        return (run, package)
    }

    static let started = Stream.tests + [Stream.event("runStarted")]

    @Test func aPassingRunIsCountedAndItsStreamRemoved() throws {
        let (run, package) = try run(
            Self.started + [Stream.event("testStarted", "passes()", line: 4), Stream.event("testEnded", "passes()", line: 4), Stream.event("runEnded")],
            status: 0)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("\nSwift Testing: 1 passed, 0 failed, 0 skipped\n"), "\(run.output)")
        // swift test was told where to write, in schema 0, and the file is gone after.
        let arguments = try package.read("arguments.txt").split(separator: "\n").map(String.init)
        let index = try #require(arguments.firstIndex(of: "--event-stream-output-path"))
        #expect(Array(arguments[(index + 2)...]) == ["--event-stream-version", "0"])
        #expect(arguments[index + 1].hasSuffix("/0.jsonl"))
        #expect(!FileManager.default.fileExists(atPath: URL(fileURLWithPath: arguments[index + 1]).deletingLastPathComponent().path))
    }

    @Test func aFailingRunNamesTheTestThatFailedOutsideSnapshots() throws {
        let (run, _) = try run(
            Self.started + [
                Stream.event("testStarted", "fails()", line: 5), Stream.event("issueRecorded", "fails()", line: 5, issue: Stream.failure),
                Stream.event("testEnded", "fails()", line: 5), Stream.event("runEnded"),
            ], status: 1)
        #expect(run.status == 1)
        #expect(run.output.contains("\nSwift Testing: 0 passed, 1 failed, 0 skipped\n"), "\(run.output)")
        #expect(run.output.hasSuffix("swift test exited with status 1: fails() at M/F.swift:5 failed for another reason than a snapshot, see above\n"))
    }

    @Test func aSkippedTestIsCountedAsSkipped() throws {
        let (run, _) = try run(Self.started + [Stream.event("testSkipped", "skipped()", line: 6), Stream.event("runEnded")], status: 0)
        #expect(run.status == 0)
        #expect(run.output.contains("\nSwift Testing: 0 passed, 0 failed, 1 skipped\n"), "\(run.output)")
    }

    /// `swift test` exits 1 when its Swift Testing process dies on a signal (measured, Swift 6.3.1):
    /// only the stream tells a crash from failing tests.
    @Test func aCrashingRunIsIncompleteAndNamesWhereItStopped() throws {
        let (run, package) = try run(
            Self.started + [
                Stream.event("testStarted", "passes()", line: 4), Stream.event("testEnded", "passes()", line: 4),
                Stream.event("testStarted", "crashes()", line: 7),
            ],
            status: 1)
        #expect(run.status == 1)
        #expect(run.output.contains("\nSwift Testing: 1 passed, 0 failed, 0 skipped, 1 unfinished\n"), "\(run.output)")
        #expect(
            run.output.contains(
                "swift test did not run to the end (exit status 1: Swift Testing stopped in crashes() at M/F.swift:7: a crash? see above); "
                    + "the record of asserted references is unchanged"))
        #expect(!package.exists("__Snapshots__/.runs/last-complete-run.txt"))
    }

    /// A build error: no stream, no XCTest suite; the run is not complete and no count is printed.
    @Test func aRunWithoutAStreamOrASuiteIsIncomplete() throws {
        let (run, _) = try run([], status: 1)
        #expect(run.status == 1)
        #expect(!run.output.contains("Swift Testing:"))
        #expect(run.output.contains("swift test did not run to the end (exit status 1: a build error or a crash, see above)"))
    }

    /// The user's own `--event-stream-output-path` is theirs: nothing is added, their file is read and kept.
    @Test func theUsersOwnStreamIsReadAndKept() throws {
        let (run, package) = try run(
            Self.started + [Stream.event("testSkipped", "skipped()", line: 6), Stream.event("runEnded")], status: 0,
            arguments: ["--", "--event-stream-output-path", "mine.jsonl"])
        #expect(run.output.contains("\nSwift Testing: 0 passed, 0 failed, 1 skipped\n"), "\(run.output)")
        let arguments = try package.read("arguments.txt").split(separator: "\n").map(String.init)
        #expect(arguments.filter { $0.hasPrefix("--event-stream") } == ["--event-stream-output-path"])
        #expect(package.exists("mine.jsonl"))
    }
}

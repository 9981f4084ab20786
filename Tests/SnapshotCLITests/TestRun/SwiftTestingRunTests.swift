import Foundation
import Testing
@testable import SnapshotCLI
import TestSupport

/// Streams written by hand from swift-testing's `Documentation/ABI/JSON.md` (schema 0): a test
/// record per function before the events, then `runStarted`, each test's events, `runEnded`.
@Suite struct SwiftTestingRunTests {
    /// A test record for `name` on `line` of `M/F.swift`.
    static func test(_ name: String, line: Int, suite: Bool = false) -> String {
        #"{"version":0,"kind":"test","payload":{"kind":"\#(suite ? "suite" : "function")","name":"\#(name)","#
            + #""sourceLocation":{"fileID":"M/F.swift","filePath":"/p/M/F.swift","line":\#(line),"column":2},"#
            + #""id":"M.\#(name)/F.swift:\#(line):2","isParameterized":false}}"#
    }

    /// An event of `kind`, for the test of `name` on `line` when given.
    static func event(_ kind: String, _ name: String? = nil, line: Int = 0, issue: String? = nil) -> String {
        let test = name.map { #","testID":"M.\#($0)/F.swift:\#(line):2""# } ?? ""
        let recorded = issue.map { #","issue":\#($0)"# } ?? ""
        return #"{"version":0,"kind":"event","payload":{"kind":"\#(kind)","instant":{"absolute":1,"since1970":1},"#
            + #""messages":[]\#(test)\#(recorded)}}"#
    }

    static func read(_ lines: [String], cut: String = "") -> SwiftTestingRun {
        var run = SwiftTestingRun()
        run.read(Data((lines.joined(separator: "\n") + "\n" + cut).utf8))
        return run
    }

    static let tests = [test("passes()", line: 4), test("fails()", line: 5), test("skipped()", line: 6), test("crashes()", line: 7)]
    static let failure = #"{"isKnown":false,"sourceLocation":{"fileID":"M/F.swift","filePath":"/p/M/F.swift","line":5,"column":22}}"#

    @Test func aPassingRun() {
        let run = Self.read(
            Self.tests + [
                Self.event("runStarted"), Self.event("testStarted", "passes()", line: 4), Self.event("testEnded", "passes()", line: 4),
                Self.event("testStarted", "crashes()", line: 7), Self.event("testEnded", "crashes()", line: 7), Self.event("runEnded"),
            ])
        #expect(run.ranToCompletion)
        #expect(run.passed == ["crashes() at M/F.swift:7", "passes() at M/F.swift:4"])
        #expect(run.failed.isEmpty && run.skipped.isEmpty && run.unfinished.isEmpty)
        #expect(run.line(style: TextStyle(colors: false)) == "Swift Testing: 2 passed, 0 failed, 0 skipped")
    }

    @Test func aFailingRunNamesWhatFailedAndAKnownIssueOrAWarningDoesNotFail() {
        let known = #"{"isKnown":true}"#
        let warning = #"{"isKnown":false,"severity":"warning","isFailure":false}"#
        let run = Self.read(
            Self.tests + [
                Self.event("runStarted"),
                Self.event("testStarted", "fails()", line: 5), Self.event("issueRecorded", "fails()", line: 5, issue: Self.failure),
                Self.event("testEnded", "fails()", line: 5),
                Self.event("testStarted", "passes()", line: 4), Self.event("issueRecorded", "passes()", line: 4, issue: known),
                Self.event("issueRecorded", "passes()", line: 4, issue: warning), Self.event("testEnded", "passes()", line: 4),
                Self.event("runEnded"),
            ])
        #expect(run.ranToCompletion)  // failing tests end their run
        #expect(run.failed == ["fails() at M/F.swift:5"])
        #expect(run.passed == ["passes() at M/F.swift:4"])
        #expect(run.line(style: TextStyle(colors: false)) == "Swift Testing: 1 passed, 1 failed, 0 skipped")
    }

    @Test func aSkippedTestIsNeitherPassedNorFailed() {
        let run = Self.read(Self.tests + [Self.event("runStarted"), Self.event("testSkipped", "skipped()", line: 6), Self.event("runEnded")])
        #expect(run.ranToCompletion)
        #expect(run.skipped == ["skipped() at M/F.swift:6"])
        #expect(run.passed.isEmpty && run.failed.isEmpty)
        #expect(run.line(style: TextStyle(colors: false)) == "Swift Testing: 0 passed, 0 failed, 1 skipped")
    }

    /// A crash ends the stream where it stood: no `runEnded`, the test started and never ended,
    /// and perhaps half a line.
    @Test func aCrashingRunIsIncompleteAndNamesTheTestItStoppedIn() {
        let run = Self.read(
            Self.tests + [
                Self.event("runStarted"), Self.event("testStarted", "passes()", line: 4), Self.event("testEnded", "passes()", line: 4),
                Self.event("testStarted", "crashes()", line: 7),
            ], cut: #"{"version":0,"kind":"event","payload":{"kind":"testEn"#)
        #expect(run.ran && !run.ranToCompletion)
        #expect(run.unfinished == ["crashes() at M/F.swift:7"])
        #expect(run.line(style: TextStyle(colors: false)) == "Swift Testing: 1 passed, 0 failed, 0 skipped, 1 unfinished")
    }

    @Test func suitesAreNotCountedAndUnknownRecordsAreSkipped() {
        let run = Self.read([
            Self.test("Home", line: 2, suite: true), Self.test("passes()", line: 4),
            #"{"version":0,"kind":"somethingNew","payload":{}}"#, "not json at all", "",
            Self.event("runStarted"), Self.event("testStarted", "Home", line: 2), Self.event("testStarted", "passes()", line: 4),
            Self.event("valueAttached", "passes()", line: 4), Self.event("testEnded", "passes()", line: 4),
            Self.event("testEnded", "Home", line: 2), Self.event("runEnded"),
        ])
        #expect(run.ranToCompletion)
        #expect(run.passed == ["passes() at M/F.swift:4"])
    }

    /// A shard runs its Swift Testing tests in more than one process: each writes a stream, and
    /// the run is complete when every one of them ended.
    @Test func severalStreamsAddUp() {
        var run = SwiftTestingRun()
        run.read(
            Data(
                (Self.tests + [Self.event("runStarted"), Self.event("testSkipped", "skipped()", line: 6), Self.event("runEnded")]).joined(separator: "\n").utf8)
        )
        run.read(Data((Self.tests + [Self.event("runStarted"), Self.event("testStarted", "fails()", line: 5)]).joined(separator: "\n").utf8))
        #expect(run.runsStarted == 2 && run.runsEnded == 1 && !run.ranToCompletion)
        #expect(run.skipped.count == 1 && run.unfinished == ["fails() at M/F.swift:5"])
    }

    @Test func aLongListIsShortened() {
        #expect(SwiftTestingRun.list(["a()", "b()"]) == "a(), b()")
        #expect(SwiftTestingRun.list(["a()", "b()", "c()", "d()", "e()"]) == "a(), b(), c() and 2 more")
    }
}

/// A parallel Swift Testing run that a crash stopped with six tests running (issue 50, item 9):
/// the run names the one that crashes again when run alone, first and whole, and gives no
/// `record --missing` advice for a snapshot its crash left unwritten.
@Suite struct CrashInAParallelRunTests {
    /// The first run stops with six tests started and none ended; run alone, only
    /// `promotionsScreen()` crashes again.
    final class CrashingRunner: TestRunning, @unchecked Sendable {
        let names = ["discover()", "discoverText()", "feed()", "home()", "promotionsScreen()", "search()"]
        private let lock = NSLock()
        private(set) var filters: [String] = []

        func run(_ request: TestRunRequest, console: Console) throws(CLIError) -> TestRunOutcome {
            let filter = request.arguments.firstIndex(of: "--filter").map { request.arguments[$0 + 1] }
            guard let filter else {
                if let log = request.environment["SNAPSHOT_TOUCHED_LOG"] {
                    try? Data("\(request.packageRoot.path)/__Snapshots__/S/T/promotionsScreen.1.txt\n".utf8).write(to: URL(fileURLWithPath: log))
                }
                let lines =
                    names.enumerated().map { SwiftTestingRunTests.test($0.element, line: 10 + $0.offset) } + [SwiftTestingRunTests.event("runStarted")]
                    + names.enumerated().map { SwiftTestingRunTests.event("testStarted", $0.element, line: 10 + $0.offset) }
                return TestRunOutcome(exitStatus: 1, ranToCompletion: false, swiftTesting: SwiftTestingRunTests.read(lines))
            }
            lock.withLock { filters.append(filter) }
            #expect(request.environment["SNAPSHOT_TOUCHED_LOG"] == nil && !request.streamsOutput && request.environment["SNAPSHOT_RECORD"] == "never")
            return TestRunOutcome(exitStatus: 1, ranToCompletion: !filter.contains("promotionsScreen"))
        }

        func listTests(_ request: TestRunRequest) throws(CLIError) -> [String] { [] }
    }

    @Test func theTestThatCrashesAloneIsNamedFirstAndNoMissingAdviceIsGiven() throws {
        let package = try TemporaryPackage()
        try package.snapshot("S/T/home.1.txt", "home")
        let runner = CrashingRunner()
        let run = CLIRun.run(["test"], in: package.root, testRunner: runner)
        #expect(run.status == 1)
        #expect(runner.filters.count == 6)
        #expect(runner.filters.contains(#"^(M\.promotionsScreen\(\))(/[^/]*:[0-9]+:[0-9]+)?$"#), "\(runner.filters)")
        #expect(
            run.output.contains(
                "swift test did not run to the end (exit status 1: promotionsScreen() at M/F.swift:14 crashed: run alone, it crashes again; "
                    + "discover() at M/F.swift:10, discoverText() at M/F.swift:11, feed() at M/F.swift:12 and 2 more ran beside it and finish alone"),
            "\(run.output)")
        #expect(!run.output.contains("record --missing"), "\(run.output)")
        #expect(run.output.contains("missing S/T/promotionsScreen.1.txt: asserted, then the run stopped before anything was written"))
    }
}

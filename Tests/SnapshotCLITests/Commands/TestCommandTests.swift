import Foundation
import Testing
@testable import SnapshotCLI
import Snapshot
import TestSupport

@Suite struct TestCommandTests {
    /// References: A/testA.1.txt (will pass), A/testB.1.svg (will fail), C/testOld.1.txt (no test asserts it).
    func makePackage() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.snapshot("A/testA.1.txt", "a")
        try package.snapshot("A/testB.1.svg", "<svg>old</svg>")
        try package.snapshot("C/testOld.1.txt", "old")
        return package
    }

    /// What the assertions of one run do: A passes, B fails, a new snapshot waits, D is recorded.
    static func mixedRun(_ snapshots: URL) -> @Sendable (TestRunRequest) throws -> Void {
        { request in
            try SimulatedTestRunner.touch(["A/testA.1.txt", "A/testB.1.svg", "A/testNew.1.txt", "D/testRec.1.txt"], request)
            try Data("<svg>new</svg>".utf8).write(to: snapshots.appendingPathComponent("A/testB.1.new.svg"))
            try Data("<svg>overlay</svg>".utf8).write(to: snapshots.appendingPathComponent("A/testB.1.diff.svg"))
            try Data("brand new".utf8).write(to: snapshots.appendingPathComponent("A/testNew.1.new.txt"))
            try FileManager.default.createDirectory(at: snapshots.appendingPathComponent("D"), withIntermediateDirectories: true)
            try Data("recorded".utf8).write(to: snapshots.appendingPathComponent("D/testRec.1.txt"))
        }
    }

    @Test func summarisesTheRunAndListsFailingSnapshotsWithTheirAcceptCommand() throws {
        let package = try makePackage()
        let runner = SimulatedTestRunner(
            outcome: TestRunOutcome(exitStatus: 1, ranToCompletion: true), output: "…swift test output…\n",
            body: Self.mixedRun(package.snapshots))
        let run = CLIRun.run(["test"], in: package.root, environment: ["HOME": "/home/me"], testRunner: runner)
        #expect(run.status == 1)
        #expect(
            run.output == """
                …swift test output…
                snapshots: 1 passed, 1 failed, 1 recorded, 1 pending, 1 obsolete
                  failed A/testB.1.new.svg
                         accept: swift run snapshot-cli accept A/testB.1
                  new    A/testNew.1.new.txt
                         accept: swift run snapshot-cli accept A/testNew.1
                Review them with 'swift run snapshot-cli review --open', then accept or reject.

                """)
        let request = try #require(runner.requests.first)
        #expect(request.arguments.isEmpty)
        #expect(request.packageRoot.standardizedFileURL.path == package.root.standardizedFileURL.path)
        #expect(request.environment["HOME"] == "/home/me")
        #expect(request.environment["SNAPSHOT_RECORD"] == nil)
        let log = try #require(request.environment["SNAPSHOT_TOUCHED_LOG"])
        #expect(!FileManager.default.fileExists(atPath: log))  // the temporary log is gone
        // A complete run remembers every asserted reference, sorted, for prune.
        #expect(
            try package.read("__Snapshots__/.runs/last-complete-run.txt")
                == "A/testA.1.txt\nA/testB.1.svg\nA/testNew.1.txt\nD/testRec.1.txt\n")
        #expect(try package.read("__Snapshots__/.runs/last-recorded.txt") == "D/testRec.1.txt\n")
    }

    @Test func aCleanRunExitsZero() throws {
        let package = try makePackage()
        let runner = SimulatedTestRunner { request in
            try SimulatedTestRunner.touch(["A/testA.1.txt", "A/testB.1.svg", "C/testOld.1.txt"], request)
        }
        let run = CLIRun.run(["test", "--quiet"], in: package.root, testRunner: runner)
        #expect(run.status == 0)
        #expect(run.output == "snapshots: 3 passed, 0 failed, 0 recorded, 0 pending, 0 obsolete\n")
        #expect(runner.requests.first?.streamsOutput == false)
    }

    /// Two test processes that assert one reference (an XCTest and a Swift Testing test of
    /// one name in one file) fail the run, each collision named with where it was asserted.
    @Test func aReferenceTwoTestProcessesAssertedFailsTheRun() throws {
        let package = try makePackage()
        let reference = package.snapshots.standardizedFileURL.path + "/A/testA.1.txt"
        let tests = package.root.standardizedFileURL.path + "/Tests/ATests/A.swift"
        let runner = SimulatedTestRunner { request in
            let log = try #require(request.environment["SNAPSHOT_TOUCHED_LOG"])
            for (line, process) in [(12, 100), (40, 200)] {
                try AtomicFile.appendLine("\(reference)\t\(tests):\(line)\t\(process)", to: URL(fileURLWithPath: log))
            }
            try SimulatedTestRunner.touch(["A/testB.1.svg", "C/testOld.1.txt"], request)
        }
        let run = CLIRun.run(["test", "--quiet"], in: package.root, testRunner: runner)
        #expect(run.status == 1)
        #expect(
            run.output == """
                snapshots: 3 passed, 0 failed, 0 recorded, 0 pending, 0 obsolete
                  collision __Snapshots__/A/testA.1.txt: asserted by two test processes, at Tests/ATests/A.swift:12 and \
                Tests/ATests/A.swift:40; one file holds one snapshot (an XCTest and a Swift Testing test of one name in one file?): rename one test

                """)
    }

    @Test func aFilteredRunLeavesTheRunRecordAlone() throws {
        let package = try makePackage()
        try package.snapshot(".runs/last-complete-run.txt", "A/testA.1.txt\nA/testB.1.svg\nC/testOld.1.txt\n")
        for arguments in [["test", "--filter", "testA"], ["test", "--", "--skip", "testB"], ["test", "--", "--filter=testA"]] {
            let runner = SimulatedTestRunner { request in try SimulatedTestRunner.touch(["A/testA.1.txt"], request) }
            let run = CLIRun.run(arguments, in: package.root, testRunner: runner)
            #expect(run.status == 0)
            #expect(run.output == "snapshots: 1 passed, 0 failed, 0 recorded, 0 pending (obsolete not counted: filtered or incomplete run)\n")
            #expect(try package.read("__Snapshots__/.runs/last-complete-run.txt") == "A/testA.1.txt\nA/testB.1.svg\nC/testOld.1.txt\n")
        }
    }

    @Test func passesTheFilterAndExtraArgumentsToSwiftTest() throws {
        let package = try makePackage()
        let runner = SimulatedTestRunner { _ in }
        _ = CLIRun.run(["test", "--filter", "MallTests", "--", "--parallel"], in: package.root, testRunner: runner)
        #expect(runner.requests.first?.arguments == ["--filter", "MallTests", "--parallel"])
    }

    @Test func anIncompleteRunFailsAndLeavesTheRunRecordAlone() throws {
        let package = try makePackage()
        let runner = SimulatedTestRunner(outcome: TestRunOutcome(exitStatus: 1, ranToCompletion: false)) { _ in }
        let run = CLIRun.run(["test"], in: package.root, testRunner: runner)
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "swift test did not run to the end (exit status 1: a build error or a crash, see above); the record of asserted references is unchanged"))
        #expect(!package.exists("__Snapshots__/.runs/last-complete-run.txt"))
    }

    /// Issue 50: a test that prints XCTest's summary line and then crashes. The printed line
    /// made the transcript say the run ended; the test process's own marks say it did not (it
    /// began observing XCTest and never saw the bundle finish), so the run is not complete and
    /// `prune` removes nothing. The same run whose process saw XCTest finish is complete.
    @Test(arguments: [false, true])
    func anXCTestProcessThatNeverFinishedLeavesNoCompleteRun(finished: Bool) throws {
        let package = try makePackage()
        for path in ["A/testA.1.txt", "A/testB.1.svg", "C/testOld.1.txt"] {
            try package.setModified("__Snapshots__/" + path, Date(timeIntervalSince1970: 1_600_000_000))
        }
        let output = "Test Suite 'All tests' started at 2026-12-03\nTest Suite 'All tests' passed at 2026-12-03\n"
        let runner = SimulatedTestRunner(outcome: TestRunOutcome(exitStatus: 1, ranToCompletion: true), output: output) { request in
            try SimulatedTestRunner.touch(["A/testA.1.txt", "A/testB.1.svg"], request)
            let log = try FileHandle(forWritingTo: URL(fileURLWithPath: request.environment["SNAPSHOT_TOUCHED_LOG"] ?? ""))
            try log.seekToEnd()
            try log.write(contentsOf: Data("#xctest-observing\t\t4711\n".utf8))
            if finished { try log.write(contentsOf: Data("#xctest-finished\t\t4711\n".utf8)) }
            try log.close()
        }
        let run = CLIRun.run(["test"], in: package.root, testRunner: runner)
        #expect(run.status == 1)
        #expect(package.exists("__Snapshots__/.runs/last-complete-run.txt") == finished)
        #expect(run.output.contains("swift test did not run to the end") == !finished, "\(run.output)")
        let prune = CLIRun.run(["prune"], in: package.root)
        #expect(package.exists("__Snapshots__/C/testOld.1.txt") == !finished, "\(prune.output)\(prune.error)")
    }

    @Test func aRunWhoseTouchedLogVanishedIsNotComplete() throws {
        let package = try makePackage()
        let runner = SimulatedTestRunner { request in
            try FileManager.default.removeItem(atPath: request.environment["SNAPSHOT_TOUCHED_LOG"] ?? "")
        }
        let run = CLIRun.run(["test"], in: package.root, testRunner: runner)
        #expect(run.output.hasPrefix("snapshots: 0 passed, 0 failed, 0 recorded, 0 pending (obsolete not counted"))
        #expect(!package.exists("__Snapshots__/.runs/last-complete-run.txt"))
    }

    @Test func aQuietRunThatDidNotFinishShowsTheEndOfItsOutput() throws {
        let package = try makePackage()
        let outcome = TestRunOutcome(exitStatus: 1, ranToCompletion: false, quietTail: "error: cannot find 'x' in scope\n")
        let run = CLIRun.run(["test", "--quiet"], in: package.root, testRunner: SimulatedTestRunner(outcome: outcome) { _ in })
        #expect(run.output.contains("error: cannot find 'x' in scope\nswift test did not run to the end"))
    }

    @Test func aTestFailureOutsideSnapshotsStillFails() throws {
        let package = try makePackage()
        let runner = SimulatedTestRunner(outcome: TestRunOutcome(exitStatus: 1, ranToCompletion: true)) { request in
            try SimulatedTestRunner.touch(["A/testA.1.txt"], request)
        }
        let run = CLIRun.run(["test"], in: package.root, testRunner: runner)
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("swift test exited with status 1: a test failed for another reason than a snapshot, see above\n"))
    }

    @Test func verifyAllIsPassedOnToTheAssertions() throws {
        let package = try makePackage()
        let runner = SimulatedTestRunner { request in try SimulatedTestRunner.touch(["A/testA.1.txt"], request) }
        _ = CLIRun.run(["test", "--verify-all", "--quiet"], in: package.root, testRunner: runner)
        _ = CLIRun.run(["test", "--quiet"], in: package.root, environment: ["SNAPSHOT_VERIFY_ALL": "1"], testRunner: runner)
        _ = CLIRun.run(["test", "--quiet"], in: package.root, testRunner: runner)
        #expect(runner.requests.map { $0.environment["SNAPSHOT_VERIFY_ALL"] } == ["1", "1", nil])
    }

    @Test func snapshotDirIsPassedOnAsAnAbsolutePath() throws {
        let package = try makePackage()
        try package.write("Custom/T/test.1.txt", "x")
        let runner = SimulatedTestRunner { request in try SimulatedTestRunner.touch(["T/test.1.txt"], request) }
        let run = CLIRun.run(["test"], in: package.root, environment: ["SNAPSHOT_DIR": "Custom"], testRunner: runner)
        #expect(run.output == "snapshots: 1 passed, 0 failed, 0 recorded, 0 pending, 0 obsolete\n")
        #expect(runner.requests.first?.environment["SNAPSHOT_DIR"] == package.root.appendingPathComponent("Custom").standardizedFileURL.path)
        #expect(package.exists("Custom/.runs/last-complete-run.txt"))
    }

    @Test func aMissingReferenceThatWasNotRecordedFailsWithTheRecordCommand() throws {
        let package = try makePackage()
        let runner = SimulatedTestRunner(outcome: TestRunOutcome(exitStatus: 1, ranToCompletion: true)) { request in
            try SimulatedTestRunner.touch(["A/testA.1.txt", "A/testB.1.svg", "C/testOld.1.txt", "A/testMissing.1.svg"], request)
        }
        let run = CLIRun.run(["test"], in: package.root, environment: ["CI": "true"], testRunner: runner)
        #expect(run.status == 1)
        #expect(
            run.output == """
                snapshots: 3 passed, 1 failed, 0 recorded, 0 pending, 0 obsolete
                  missing A/testMissing.1.svg: no reference and none recorded (SNAPSHOT_RECORD=never or CI)
                         record: swift run snapshot-cli record --missing

                """)
    }

    @Test func aPackageWithoutSnapshotsGetsNoSnapshotFolder() throws {
        let package = try TemporaryPackage()
        let run = CLIRun.run(["test"], in: package.root, testRunner: SimulatedTestRunner { _ in })
        #expect(run.status == 0)
        #expect(run.output == "snapshots: 0 passed, 0 failed, 0 recorded, 0 pending, 0 obsolete\n")
        #expect(!package.exists("__Snapshots__"))
    }

    @Test func withoutAPackageNothingRuns() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-cli-nopackage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let runner = SimulatedTestRunner { _ in }
        let run = CLIRun.run(["test"], in: empty, testRunner: runner)
        #expect(run.status == 2)
        #expect(runner.requests.isEmpty)
    }

    /// One inset change shown by three snapshots: the summary leads with their group and one
    /// command accepts it; a lone failure keeps its own line, with its change.
    @Test func theSummaryLeadsWithChangeGroups() throws {
        let package = try TemporaryPackage()
        let names = ["S/Home/a.iphone-se", "S/Home/a.iphone-8", "S/Mall/b.1", "S/Mall/c.1"]
        let old = Renderings.svg()
        for name in names { try package.snapshot("\(name).svg", old) }
        let snapshots = package.snapshots
        let (inset, banner) = (Renderings.svg(inset: 20), Renderings.svg(banner: 200))
        let runner = SimulatedTestRunner(outcome: TestRunOutcome(exitStatus: 1, ranToCompletion: true)) { request in
            try SimulatedTestRunner.touch(names.map { "\($0).svg" }, request)
            for name in names {
                try Data((name.hasSuffix("c.1") ? banner : inset).utf8).write(to: snapshots.appendingPathComponent("\(name).new.svg"))
            }
        }
        let run = CLIRun.run(["test", "--quiet"], in: package.root, testRunner: runner)
        let id = try #require(try SnapshotFolder.scan(package.snapshots).changeGroups().first?.id)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 9, "\(run.output)")
        #expect(lines.first == "snapshots: 0 passed, 4 failed, 0 recorded, 0 pending, 0 obsolete")
        #expect(lines.dropFirst().first?.hasPrefix(#"  group \#(id): 3 snapshots · cause: inset left 16 → 20 in "GridSC"; with it: "#) == true)
        #expect(
            Array(lines.dropFirst(2)) == [
                "         S/Home/a.iphone-8.svg, S/Home/a.iphone-se.svg, S/Mall/b.1.svg",
                "         accept: swift run snapshot-cli accept --group \(id)",
                "  failed S/Mall/c.1.new.svg",
                #"         cause: "BannerCell" height 180 → 200 (+20) in "BannerSC"; segment 0 "BannerSC" resized 375×180 → 375×200; … 3 more lines (see the change list)"#,
                "         accept: swift run snapshot-cli accept S/Mall/c.1",
                "Review them with 'swift run snapshot-cli review --open', then accept or reject.", "",
            ], "\(run.output)")
    }

    /// Change lists as the assertions write them, causes first: one inset change whose
    /// consequences differ per device is one group; a snapshot with a second cause is found
    /// under both; a lone failure says its cause. On CI no command that acts on the runner's
    /// checkout is suggested, only the way through the review artifact.
    @Test(arguments: [false, true]) func oneCauseIsOneGroupAndCIGetsTheCIWay(onCI: Bool) throws {
        let package = try TemporaryPackage()
        // The grid's inset on two devices (its consequences differ), the inset and the banner's
        // height together, and the grid's cell height alone.
        let renderings: [String: (String, String)] = [
            "S/Home/a.iphone-se": (Renderings.svg(device: .iPhoneSE), Renderings.svg(inset: 20, device: .iPhoneSE)),
            "S/Home/a.iphone-8": (Renderings.svg(), Renderings.svg(inset: 20)),
            "S/Mall/b.1": (Renderings.svg(), Renderings.svg(inset: 20, banner: 200)),
            "S/Mall/c.1": (Renderings.svg(), Renderings.svg(height: 260)),
        ]
        for (name, (old, _)) in renderings { try package.snapshot("\(name).svg", old) }
        let snapshots = package.snapshots
        let runner = SimulatedTestRunner(outcome: TestRunOutcome(exitStatus: 1, ranToCompletion: true)) { request in
            try SimulatedTestRunner.touch(renderings.keys.sorted().map { "\($0).svg" }, request)
            for (name, (_, new)) in renderings { try Data(new.utf8).write(to: snapshots.appendingPathComponent("\(name).new.svg")) }
        }
        let run = CLIRun.run(["test", "--quiet"], in: package.root, environment: onCI ? ["CI": "true"] : [:], testRunner: runner)
        let groups = try SnapshotFolder.scan(package.snapshots).changeGroups()
        #expect(groups.count == 3, "\(groups.map(\.headline))")
        let insetID = try #require(groups.first { $0.change.hasPrefix("cause: inset") }?.id)
        let bannerID = try #require(groups.first { $0.change.hasPrefix(#"cause: "BannerCell""#) }?.id)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var expected: [(String, Bool)] = [
            ("snapshots: 0 passed, 4 failed, 0 recorded, 0 pending, 0 obsolete", true),
            (#"  group \#(insetID): 3 snapshots · cause: inset left 16 → 20 in "GridSC"; with it: "#, false),
            ("         S/Home/a.iphone-8.svg, S/Home/a.iphone-se.svg, S/Mall/b.1.svg", true),
            ("         accept: swift run snapshot-cli accept --group \(insetID)", true),
            (#"  group \#(bannerID): 1 snapshot · cause: "BannerCell" height 180 → 200 (+20) in "BannerSC""#, false),
            ("         S/Mall/b.1.svg", true),
            ("         accept: swift run snapshot-cli accept --group \(bannerID)", true),
            ("  failed S/Mall/c.1.new.svg", true),
            (#"         cause: "ProductCell" height 240 → 260 (+20) in "GridSC"; "#, false),
            ("         accept: swift run snapshot-cli accept S/Mall/c.1", true),
            ("Review them with 'swift run snapshot-cli review --open', then accept or reject.", true),
        ]
        if onCI {
            expected = expected.filter { !$0.0.contains("accept: ") && !$0.0.hasPrefix("Review them") } + NextCommand.reviewOnCI.map { ($0, true) }
        }
        #expect(lines.count == expected.count + 1, "\(run.output)")
        for (line, (text, whole)) in zip(lines, expected) {
            #expect(whole ? line == text : line.hasPrefix(text), "\(line)")
        }
    }

    /// Segment names and cell types reach the step summary as words, never as Markdown or HTML.
    @Test func theStepSummaryShowsHostileNamesAsText() {
        let hostile = "segment 0 \"<img src=x onerror=alert(1)>\" | [link](javascript:x) **bold** `code`\nnext"
        #expect(
            GitHubAnnotations.markdownText(hostile)
                == #"segment 0 "&lt;img src\=x onerror\=alert\(1\)&gt;" \| \[link\]\(javascript\:x\) \*\*bold\*\* \`code\` next"#)
    }

    /// A passing and a failing assertion, with their source lines, as JUnit XML, `::error` lines and
    /// a step summary; written by hand from the format each names.
    @Test func writesJUnitAndGitHubAnnotations() throws {
        let package = try TemporaryPackage()
        let (old, new) = (Renderings.svg(), Renderings.svg(inset: 20))
        try package.snapshot("S/Home/a.1.svg", old)
        try package.snapshot("S/Home/b.1.txt", "same")
        try package.write("summary.md", "earlier step\n")
        let snapshots = package.snapshots
        let test = package.root.appendingPathComponent("Tests/S/Home.swift").path
        let runner = SimulatedTestRunner(outcome: TestRunOutcome(exitStatus: 1, ranToCompletion: true)) { request in
            try SimulatedTestRunner.touch(["S/Home/a.1.svg\t\(test):12", "S/Home/b.1.txt\t\(test):20"], request)
            try Data(new.utf8).write(to: snapshots.appendingPathComponent("S/Home/a.1.new.svg"))
        }
        let run = CLIRun.run(
            ["test", "--quiet", "--junit", "junit.xml"], in: package.root,
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": "summary.md"], testRunner: runner)
        #expect(run.status == 1)
        // The change list of the two renderings, as the comparison of their bytes words it.
        let changes = Renderings.change(old, new).list
        #expect(changes.hasPrefix("3 changes: 1 inset, 6 items resized\ncause: inset left 16 → 20 in \"GridSC\"\n"))
        func xml(_ text: String) -> String { text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;") }
        let message = xml(changes) + "\nAccept: swift run snapshot-cli accept S/Home/a.1"
        #expect(
            try package.read("junit.xml") == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="snapshots" tests="2" failures="1" errors="0" skipped="0">
                  <testsuite name="S/Home" tests="2" failures="1" errors="0" skipped="0">
                    <testcase classname="S.Home" name="a.1.svg" file="Tests/S/Home.swift" line="12">
                      <failure type="snapshot-failed" message="cause: inset left 16 → 20 in &quot;GridSC&quot;">\(message)</failure>
                    </testcase>
                    <testcase classname="S.Home" name="b.1.txt" file="Tests/S/Home.swift" line="20"/>
                  </testsuite>
                </testsuites>

                """)
        #expect(
            run.output.contains(
                "::error file=Tests/S/Home.swift,line=12,title=Snapshot S/Home/a.1.svg failed::"
                    + changes.replacingOccurrences(of: "\n", with: "%0A") + "%0AAccept: swift run snapshot-cli accept S/Home/a.1\n"), "\(run.output)")
        let summaryText = try package.read("summary.md")
        // A lone failure is a row of its own, by its name; the way to accept is the CI one.
        #expect(
            summaryText == #"""
                earlier step
                ### Snapshots

                snapshots: 1 passed, 1 failed, 0 recorded, 0 pending, 0 obsolete

                | group or snapshot | what changed |
                |---|---|
                | S/Home/a\.1\.svg | cause\: inset left 16 → 20 in "GridSC"; segment 1 "GridSC" inset left 16 → 20; … 2 more lines \(see the change list\) |

                On CI\: download the snapshot\-review artifact \(see examples/ci/github\-actions\.yml\), decide in its index\.html, download decisions\.json, then in your checkout\:

                ```
                swift run snapshot-cli apply decisions.json --from snapshot-review
                ```


                """#, "\(summaryText)")
    }

    /// A test with a folder of its own (`.snapshots(directory: "Custom")`): its snapshots are
    /// counted under that folder's name, their commands name it, and one pasted as printed works.
    @Test func snapshotsInATestsOwnFolderAreSummarisedWithCommandsThatNameTheFolder() throws {
        let package = try TemporaryPackage()
        try package.snapshot("S/Home/a.1.txt", "a")
        let custom = package.root.appendingPathComponent("Tests/S/Custom")
        let hour = Date(timeIntervalSinceNow: -3600)
        for (path, text) in [
            ("S/Home/keep.1.txt", "keep"), ("S/Home/changed.1.svg", "<svg>old</svg>"), ("S/Home/stale.1.txt", "x"), ("S/Home/stale.1.new.txt", "y"),
        ] {
            let file = custom.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: hour], ofItemAtPath: file.path)
        }
        let test = package.root.appendingPathComponent("Tests/S/Home.swift").path
        let runner = SimulatedTestRunner(outcome: TestRunOutcome(exitStatus: 1, ranToCompletion: true)) { request in
            let inCustom = ["keep.1.txt", "changed.1.svg", "stale.1.txt", "made.1.txt"].map { custom.path + "/S/Home/" + $0 + "\t\(test):9" }
            try SimulatedTestRunner.touch(["S/Home/a.1.txt"] + inCustom, request)
            try Data("<svg>new</svg>".utf8).write(to: custom.appendingPathComponent("S/Home/changed.1.new.svg"))
            try Data("made".utf8).write(to: custom.appendingPathComponent("S/Home/made.1.txt"))
        }
        let run = CLIRun.run(["test", "--quiet", "--junit", "junit.xml"], in: package.root, testRunner: runner)
        #expect(run.status == 1)
        // keep and stale (its pending file is older than the run) passed; changed failed; made was recorded.
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("snapshots: 1 passed, 0 failed") == true)
        #expect(lines.contains("snapshots in \(custom.path): 2 passed, 1 failed, 1 recorded, 0 pending, 0 obsolete"), "\(lines)")
        let accept = try #require(lines.first { $0.contains("accept:") }).components(separatedBy: "accept: ")[1]
        #expect(accept == "swift run snapshot-cli accept S/Home/changed.1 --snapshots \(custom.path)")
        #expect(lines.contains("Review them with 'swift run snapshot-cli review --open --snapshots \(custom.path)', then accept or reject."))
        #expect(!run.output.contains("another reason"))
        #expect(
            try package.read("junit.xml").contains(#"<testcase classname="Tests.S.Custom.S.Home" name="changed.1.svg" file="Tests/S/Home.swift" line="9">"#))

        let words = accept.split(separator: " ").dropFirst(3).map(String.init)
        let accepted = CLIRun.run(words, in: package.root.appendingPathComponent("Tests"))
        #expect(accepted.status == 0, "\(accepted.error)")
        #expect(try String(contentsOf: custom.appendingPathComponent("S/Home/changed.1.svg"), encoding: .utf8) == "<svg>new</svg>")
    }

    /// Issue 39: a folder a test names (`.snapshots(directory:)`) keeps its run record as the
    /// package's does. A reference there that no test asserted in a complete run is counted
    /// obsolete and `prune --snapshots` removes it; one the run recorded there reaches
    /// `review --snapshots`, whose commands name that folder.
    @Test func aTestsOwnFolderKeepsItsRunRecord() throws {
        let package = try TemporaryPackage()
        try package.snapshot("S/Home/a.1.txt", "a")
        try package.write("Tests/S/Home.swift", "@Test func keep() {}\n@Test func made() {}\n")
        let custom = package.root.appendingPathComponent("Tests/S/Custom")
        for path in ["S/Home/keep.1.txt", "S/Home/gone.1.txt"] {
            let file = custom.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: file.path)
        }
        let test = package.root.appendingPathComponent("Tests/S/Home.swift").path
        let runner = SimulatedTestRunner(outcome: TestRunOutcome(exitStatus: 1, ranToCompletion: true)) { request in
            try SimulatedTestRunner.touch(["S/Home/a.1.txt"] + ["keep.1.txt", "made.1.txt"].map { custom.path + "/S/Home/" + $0 + "\t\(test):1" }, request)
            try Data("made".utf8).write(to: custom.appendingPathComponent("S/Home/made.1.txt"))
        }
        let run = CLIRun.run(["test", "--quiet"], in: package.root, testRunner: runner)
        #expect(run.output.contains("snapshots in \(custom.path): 1 passed, 0 failed, 1 recorded, 0 pending, 1 obsolete"), "\(run.output)")
        let review = CLIRun.run(["review", "--snapshots", custom.path, "--output", "review"], in: package.root)
        #expect(review.status == 0, "\(review.error)")
        let html = try package.read("review/index.html")
        #expect(html.contains("1 snapshot: 0 failing, 0 new, 1 recorded"), "what the run recorded there is on the page")
        #expect(html.contains("rm Tests/S/Custom/S/Home/made.1.txt"), "the page's command names the folder")
        let prune = CLIRun.run(["prune", "--snapshots", custom.path], in: package.root)
        #expect(prune.status == 0, "\(prune.error)")
        #expect(!FileSystem.exists(custom.appendingPathComponent("S/Home/gone.1.txt")))
        #expect(FileSystem.exists(custom.appendingPathComponent("S/Home/keep.1.txt")))
        #expect(FileSystem.exists(custom.appendingPathComponent("S/Home/made.1.txt")))
    }

    /// A link below a test's own folder is never followed, as below the package's: the
    /// reference behind it is not read, so the assertion counts as missing and the run fails.
    @Test func aLinkBelowATestsOwnFolderIsNotFollowed() throws {
        let package = try TemporaryPackage()
        try package.snapshot("S/Home/a.1.txt", "a")
        let custom = package.root.appendingPathComponent("Tests/S/Custom")
        let elsewhere = package.root.appendingPathComponent("Elsewhere/Home")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: elsewhere.appendingPathComponent("x.1.txt"))
        try FileManager.default.createDirectory(at: custom, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: custom.appendingPathComponent("S"), withDestinationURL: package.root.appendingPathComponent("Elsewhere"))
        let runner = SimulatedTestRunner { request in
            try SimulatedTestRunner.touch(["S/Home/a.1.txt", custom.path + "/S/Home/x.1.txt"], request)
        }
        let run = CLIRun.run(["test", "--quiet"], in: package.root, testRunner: runner)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("snapshots: 1 passed, 0 failed"), "\(run.output)")
        #expect(run.output.contains("snapshots in \(custom.path): 0 passed, 1 failed, 0 recorded, 0 pending, 0 obsolete\n  missing S/Home/x.1.txt"))
    }

    @Test func aJUnitPathInAMissingFolderIsRefusedBeforeAnythingRuns() throws {
        let package = try TemporaryPackage()
        let runner = SimulatedTestRunner { _ in }
        let run = CLIRun.run(["test", "--junit", "nowhere/junit.xml"], in: package.root, testRunner: runner)
        #expect(run.status == 2)
        #expect(run.error == "error: nowhere/junit.xml: its folder does not exist; create it first (nothing was run)\n")
        #expect(runner.requests.isEmpty)
    }
}

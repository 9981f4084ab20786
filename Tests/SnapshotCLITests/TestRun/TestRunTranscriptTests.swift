import Foundation
import Testing
@testable import SnapshotCLI

@Suite struct TestRunTranscriptTests {
    func read(_ chunks: [String]) -> (lines: [String], transcript: TestRunTranscript) {
        var transcript = TestRunTranscript()
        var lines: [String] = []
        for chunk in chunks { lines += transcript.feed(Array(chunk.utf8)) }
        if let last = transcript.finish() { lines.append(last) }
        return (lines, transcript)
    }

    /// A Swift Testing stream of one run: started, and ended when `ends`.
    func swiftTesting(ends: Bool) -> SwiftTestingRun {
        var run = SwiftTestingRun()
        let started = #"{"version":0,"kind":"event","payload":{"kind":"runStarted","messages":[]}}"#
        let ended = #"{"version":0,"kind":"event","payload":{"kind":"runEnded","messages":[]}}"#
        run.read(Data((started + "\n" + (ends ? ended + "\n" : "")).utf8))
        return run
    }

    @Test func splitsLinesAcrossChunks() {
        let result = read(["Build comp", "lete!\nTest Suite 'All tests' started\n", "tail"])
        #expect(result.lines == ["Build complete!\n", "Test Suite 'All tests' started\n", "tail"])
    }

    @Test func xctestMustCloseEverySuiteItOpened() {
        let opened = "Test Suite 'All tests' started at 2024-01-01\n"
        let closed = "Test Suite 'All tests' failed at 2024-01-01\n\t Executed 3 tests, with 1 failure\n"
        #expect(read([opened, closed]).transcript.closedEverySuite)
        #expect(read([opened, closed]).transcript.finishedRuns == 1)
        #expect(!read([opened]).transcript.closedEverySuite)  // XCTest never finished: it crashed
        #expect(read(["Test Suite 'Selected tests' started\n", "Test Suite 'Selected tests' passed\n"]).transcript.closedEverySuite)
    }

    /// The XCTest summary line printed by a Swift Testing test (or any program) closes no suite
    /// XCTest opened, so it neither ends nor spoils a run (issue 50).
    @Test func aPrintedSummaryLineClosesNothing() {
        let printed = read(["Test Suite 'All tests' passed at 2024-01-01\n"]).transcript
        #expect(printed.closedEverySuite && printed.finishedRuns == 0)
        #expect(SwiftTestProcess.ranToCompletion(status: 0, xctest: printed, swiftTesting: swiftTesting(ends: true)))
    }

    /// Swift Testing's side is its event stream, never a sentence of the console.
    @Test func aRunIsCompleteWhenEachLibraryThatRanEnded() {
        let xctest = read(["Test Suite 'All tests' started\n", "Test Suite 'All tests' passed\n"]).transcript
        let xctestCrashed = read(["Test Suite 'All tests' started\n"]).transcript
        let noXCTest = read(["Building for debugging...\n"]).transcript
        let sentenceOnly = read(["✔ Test run with 2 tests passed after 0.1 seconds.\n"]).transcript
        func complete(_ status: Int32, _ transcript: TestRunTranscript, _ run: SwiftTestingRun) -> Bool {
            SwiftTestProcess.ranToCompletion(status: status, xctest: transcript, swiftTesting: run)
        }
        #expect(complete(0, xctest, swiftTesting(ends: true)))
        #expect(complete(1, noXCTest, swiftTesting(ends: true)))  // tests failed, the run ended
        #expect(complete(0, xctest, SwiftTestingRun()))  // --disable-swift-testing
        #expect(!complete(1, xctest, swiftTesting(ends: false)))  // Swift Testing crashed: swift test still exits 1
        #expect(!complete(1, xctestCrashed, swiftTesting(ends: true)))
        #expect(!complete(0, sentenceOnly, SwiftTestingRun()))  // the console's sentence counts for nothing
        #expect(!complete(1, noXCTest, SwiftTestingRun()))  // a build error: nothing ran
        #expect(!complete(134, xctest, swiftTesting(ends: true)))  // a signal
    }
}

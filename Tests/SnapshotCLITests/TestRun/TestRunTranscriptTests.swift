import Testing
@testable import SnapshotCLI

@Suite struct TestRunTranscriptTests {
    func read(_ chunks: [String]) -> (lines: [String], complete: Bool) {
        var transcript = TestRunTranscript()
        var lines: [String] = []
        for chunk in chunks { lines += transcript.feed(Array(chunk.utf8)) }
        if let last = transcript.finish() { lines.append(last) }
        return (lines, transcript.showsCompleteRun)
    }

    @Test func splitsLinesAcrossChunks() {
        let result = read(["Build comp", "lete!\nTest run with 2 tests in 1 suite passed after 0.1 seconds.\n", "tail"])
        #expect(result.lines == ["Build complete!\n", "Test run with 2 tests in 1 suite passed after 0.1 seconds.\n", "tail"])
    }

    @Test func aSwiftTestingRunThatEndsIsComplete() {
        #expect(read(["✘ Test run with 5 tests in 2 suites failed after 0.2 seconds with 1 issue.\n"]).complete)
    }

    @Test func xctestMustCloseEverySuiteItOpened() {
        let opened = "Test Suite 'All tests' started at 2024-01-01\n"
        let closed = "Test Suite 'All tests' failed at 2024-01-01\n\t Executed 3 tests, with 1 failure\n"
        let swiftTesting = "Test run with 0 tests passed after 0.001 seconds.\n"
        #expect(read([opened, closed, swiftTesting]).complete)
        #expect(!read([opened, swiftTesting]).complete)  // XCTest never finished: it crashed
        #expect(read(["Test Suite 'Selected tests' started\n", "Test Suite 'Selected tests' passed\n"]).complete)
    }

    @Test func aBuildErrorOrACrashIsIncomplete() {
        #expect(!read(["error: compile command failed\n", "error: fatalError\n"]).complete)
        #expect(!read(["Test run with 1 test passed after 0.1 seconds.\n", "error: Exited with unexpected signal code 11\n"]).complete)
    }
}

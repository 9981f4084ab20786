/// Reads `swift test`'s output line by line to tell whether every test run it started ended.
///
/// XCTest opens with `Test Suite 'All tests' started` (or `'Selected tests'`) and closes with
/// `Test Suite 'All tests' passed|failed`; Swift Testing closes with `Test run with N tests …
/// passed|failed after …`. A crash shows as `Exited with unexpected signal`; a build error
/// shows no end at all.
struct TestRunTranscript: Sendable {
    private var pending: [UInt8] = []
    private var openXCTestSuites = 0
    private var finishedRuns = 0
    private var crashed = false

    init() {}

    /// Takes the next bytes of output; returns the complete lines among them.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [String] {
        pending.append(contentsOf: bytes)
        guard let lastNewline = pending.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let complete = pending[...lastNewline]
        pending.removeSubrange(...lastNewline)
        let lines = complete.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        return lines.map { line in
            let text = String(decoding: line, as: UTF8.self)
            read(text)
            return text + "\n"
        }
    }

    /// The last, unterminated line, if any.
    mutating func finish() -> String? {
        guard !pending.isEmpty else { return nil }
        let text = String(decoding: pending, as: UTF8.self)
        pending.removeAll()
        read(text)
        return text
    }

    /// Whether the output shows the end of every test run it started, and at least one.
    var showsCompleteRun: Bool {
        !crashed && openXCTestSuites == 0 && finishedRuns > 0
    }

    private mutating func read(_ line: String) {
        if line.contains("Test Suite 'All tests' started") || line.contains("Test Suite 'Selected tests' started") {
            openXCTestSuites += 1
        } else if line.contains("Test Suite 'All tests' passed") || line.contains("Test Suite 'All tests' failed")
            || line.contains("Test Suite 'Selected tests' passed") || line.contains("Test Suite 'Selected tests' failed")
        {
            openXCTestSuites -= 1
            finishedRuns += 1
        } else if line.contains("Test run with "), line.contains(" passed after ") || line.contains(" failed after ") {
            finishedRuns += 1
        } else if line.contains("Exited with unexpected signal") {
            crashed = true
        }
    }
}

/// Reads `swift test`'s output line by line, passing it on, and tells whether every XCTest run
/// it started ended: XCTest opens with `Test Suite 'All tests' started` (or `'Selected tests'`)
/// and closes with `Test Suite 'All tests' passed|failed`, lines swift-corelibs-xctest prints.
/// A crash leaves a suite open; a build error shows none.
///
/// XCTest has no structured output of a serial run: `swift test --xunit-output` writes XCTest's
/// results only under `--parallel` (swift-package-manager#9961, open). Swift Testing's side of a
/// run is read from its event stream (`SwiftTestingRun`), not from these lines.
struct TestRunTranscript: Sendable {
    private var pending: [UInt8] = []
    private var openXCTestSuites = 0

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

    /// Every XCTest suite that started ended.
    var closedEverySuite: Bool { openXCTestSuites == 0 }

    /// XCTest runs that ended (`Test Suite 'All tests' passed|failed`).
    private(set) var finishedRuns = 0

    private mutating func read(_ line: String) {
        if line.contains("Test Suite 'All tests' started") || line.contains("Test Suite 'Selected tests' started") {
            openXCTestSuites += 1
        } else if openXCTestSuites > 0,
            line.contains("Test Suite 'All tests' passed") || line.contains("Test Suite 'All tests' failed")
                || line.contains("Test Suite 'Selected tests' passed") || line.contains("Test Suite 'Selected tests' failed")
        {
            // Only a suite XCTest opened is closed: the line printed by a Swift Testing test (or
            // any program) closes nothing. A printed line never proves an XCTest run ended: the
            // test process's own marks do (`TouchedLog.XCTestMark`, read by the session).
            openXCTestSuites -= 1
            finishedRuns += 1
        }
    }
}

import Foundation
@testable import SnapshotCLI

/// One in-process run of `snapshot-cli` with its output captured.
struct CLIRun {
    var status: Int32
    var output: String
    var error: String

    /// Runs `arguments` from `directory` (default: a folder with no package above it).
    static func run(
        _ arguments: [String],
        in directory: URL = FileManager.default.temporaryDirectory,
        environment: [String: String] = [:],
        colors: Bool = false,
        testRunner: any TestRunning = UnusedTestRunner(),
        opener: @escaping @Sendable (URL) -> Bool = { _ in false }
    ) -> CLIRun {
        let output = CapturedText()
        let error = CapturedText()
        let context = CommandContext(
            console: Console(writeOutput: output.append, writeError: error.append, style: TextStyle(colors: colors)),
            environment: environment, currentDirectory: directory, testRunner: testRunner, opener: opener)
        let status = SnapshotCLI.run(arguments: arguments, in: context)
        return CLIRun(status: status, output: output.text, error: error.text)
    }
}

/// A test runner for commands that must not run tests.
struct UnusedTestRunner: TestRunning {
    func run(_ request: TestRunRequest, console: Console) throws(CLIError) -> TestRunOutcome {
        throw CLIError("unexpected swift test run")
    }

    func listTests(_ request: TestRunRequest) throws(CLIError) -> [String] {
        throw CLIError("unexpected swift test list")
    }
}

/// Simulates `swift test`: calls `body` with the request (it may write snapshot files and the
/// touched log), prints `output`, and returns `outcome`.
final class SimulatedTestRunner: TestRunning, @unchecked Sendable {
    private let lock = NSLock()
    private var requestsSeen: [TestRunRequest] = []
    let outcome: TestRunOutcome
    let output: String
    /// What `swift test list` would name.
    let tests: [String]
    let body: @Sendable (TestRunRequest) throws -> Void

    init(
        outcome: TestRunOutcome = TestRunOutcome(exitStatus: 0, ranToCompletion: true), output: String = "", tests: [String] = [],
        body: @escaping @Sendable (TestRunRequest) throws -> Void
    ) {
        self.outcome = outcome
        self.output = output
        self.tests = tests
        self.body = body
    }

    func listTests(_ request: TestRunRequest) throws(CLIError) -> [String] { tests }

    var requests: [TestRunRequest] {
        lock.lock()
        defer { lock.unlock() }
        return requestsSeen
    }

    func run(_ request: TestRunRequest, console: Console) throws(CLIError) -> TestRunOutcome {
        lock.lock()
        requestsSeen.append(request)
        lock.unlock()
        do {
            try body(request)
        } catch {
            throw CLIError("simulation failed: \(error)")
        }
        if request.streamsOutput, !output.isEmpty { console.writeOutput(output) }
        return outcome
    }

    /// Appends reference paths (relative to the package's snapshot folder) to the touched log
    /// the request names, as absolute paths as assertions do.
    static func touch(_ paths: [String], _ request: TestRunRequest) throws {
        guard let log = request.environment["SNAPSHOT_TOUCHED_LOG"] else { throw CLIError("no SNAPSHOT_TOUCHED_LOG") }
        let snapshots =
            request.environment["SNAPSHOT_DIR"].map { URL(fileURLWithPath: $0, relativeTo: request.packageRoot) }
            ?? request.packageRoot.appendingPathComponent("__Snapshots__")
        let paths = paths.map { $0.hasPrefix("/") ? $0 : snapshots.standardizedFileURL.path + "/" + $0 }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(paths.map { $0 + "\n" }.joined().utf8))
        try handle.close()
    }
}

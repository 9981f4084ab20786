import Foundation

/// Runs `swift test` for the `test` and `record` commands; tests substitute a simulation.
protocol TestRunning: Sendable {
    func run(_ request: TestRunRequest, console: Console) throws(CLIError) -> TestRunOutcome
    /// The ids of the package's tests (`swift test list`), for `--shard`.
    func listTests(_ request: TestRunRequest) throws(CLIError) -> [String]
}

/// One `swift test` invocation.
struct TestRunRequest: Sendable, Equatable {
    /// The folder with `Package.swift`; the tests run there.
    var packageRoot: URL
    /// What follows `swift test`: `--filter PATTERN` and the user's extra arguments.
    var arguments: [String]
    /// The whole environment of the child, with `SNAPSHOT_TOUCHED_LOG` (and `SNAPSHOT_RECORD`) set.
    var environment: [String: String]
    /// Pass the output on as it comes (`false`: keep it quiet).
    var streamsOutput: Bool
    /// The tests are built: do not check the build (`swift test --skip-build`).
    var skipBuild = false
    /// A shard's tests, when the user passed no `swift test` arguments: they may then run from
    /// the built test program (`TestBinary`); `arguments` holds the same selection for `swift test`.
    var selection: [String]? = nil

    init(packageRoot: URL, arguments: [String], environment: [String: String], streamsOutput: Bool) {
        self.packageRoot = packageRoot
        self.arguments = arguments
        self.environment = environment
        self.streamsOutput = streamsOutput
    }

    /// SwiftPM's build folder for the tests: `.build`, or `SNAPSHOT_SCRATCH_PATH` (relative to
    /// the package) when set. The `swift package snapshot` plugin sets it, since SwiftPM holds
    /// `.build` while a plugin runs and a `swift test` there would wait for it forever.
    var scratchPath: URL? {
        guard let path = environment["SNAPSHOT_SCRATCH_PATH"], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, relativeTo: packageRoot).standardizedFileURL
    }
}

/// How a `swift test` invocation ended.
struct TestRunOutcome: Sendable, Equatable {
    var exitStatus: Int32
    /// The tests were built and every test run `swift test` started reported its end, whether
    /// tests failed or not. `false` after a build error, a crash or a signal.
    var ranToCompletion: Bool
    /// The last lines of output when it was not passed on (`--quiet`), to show why a run did not finish.
    var quietTail: String
    /// What Swift Testing's event stream said of the run, when it ran.
    var swiftTesting: SwiftTestingRun?

    init(exitStatus: Int32, ranToCompletion: Bool, quietTail: String = "", swiftTesting: SwiftTestingRun? = nil) {
        self.exitStatus = exitStatus
        self.ranToCompletion = ranToCompletion
        self.quietTail = quietTail
        self.swiftTesting = swiftTesting
    }
}

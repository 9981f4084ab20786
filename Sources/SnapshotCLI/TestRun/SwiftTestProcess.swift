import Foundation

/// Runs the real `swift test` (`swift` found on `PATH`) and passes its output on line by line;
/// a shard's tests may run from the built test program instead (`TestBinary`).
struct SwiftTestProcess: TestRunning {
    init() {}

    func run(_ request: TestRunRequest, console: Console) throws(CLIError) -> TestRunOutcome {
        var transcript = TestRunTranscript()
        var tail: [String] = []  // the last lines, kept when quiet
        func pass(_ lines: [String]) {
            if request.streamsOutput {
                lines.forEach(console.writeOutput)
            } else {
                tail = Array((tail + lines).suffix(Self.quietTailLines))
            }
        }
        let streams = EventStreamFiles(arguments: request.arguments, root: request.packageRoot)
        let status: Int32
        if let selection = request.selection, let binary = TestBinary.find(in: request) {
            status = try binary.run(selection, environment: request.environment, in: request.packageRoot, streams: streams) {
                pass(transcript.feed($0))
            }
        } else {
            let skip = request.skipBuild && !request.arguments.contains("--skip-build") ? ["--skip-build"] : []
            let program = try Self.swift(
                ["test"], skip + request.arguments + streams.arguments(forProcess: 0), request, output: .combined)
            status = program.wait { pass(transcript.feed($0)) }
        }
        if let last = transcript.finish() { pass([last + "\n"]) }
        let swiftTesting = streams.read()
        return TestRunOutcome(
            exitStatus: status,
            ranToCompletion: Self.ranToCompletion(status: status, xctest: transcript, swiftTesting: swiftTesting),
            quietTail: tail.joined(), swiftTesting: swiftTesting.ran ? swiftTesting : nil)
    }

    /// `swift test` exits with 0 or 1 (tests failed) after a run; each library that ran ended its
    /// run, XCTest every suite it opened, Swift Testing every test it started; and one of them ran.
    static func ranToCompletion(status: Int32, xctest: TestRunTranscript, swiftTesting: SwiftTestingRun) -> Bool {
        (status == 0 || status == 1) && xctest.closedEverySuite && (!swiftTesting.ran || swiftTesting.ranToCompletion)
            && xctest.finishedRuns + swiftTesting.runsEnded > 0
    }

    /// The ids of the package's tests, after building them (unless `skipBuild`): from the test
    /// program when it can be found and the user passed no `swift test` arguments, else from
    /// `swift test list`.
    func listTests(_ request: TestRunRequest) throws(CLIError) -> [String] {
        var built = request.skipBuild || request.arguments.contains("--skip-build")
        if request.arguments.isEmpty {
            if !built {
                guard try Self.swift(["build", "--build-tests"], [], request, output: .discarded).wait() == 0 else {
                    throw CLIError("swift build --build-tests failed: the tests do not build; run it to see why")
                }
                built = true
            }
            if let binary = TestBinary.find(in: request) {
                return try binary.listTests(environment: request.environment)
            }
        }
        // Just built (or the user says it is): the list need not check the build again.
        let list = try Self.swift(["test", "list"], built ? ["--skip-build"] : [], request, output: .outputOnly)
        var output: [UInt8] = []
        guard list.wait(passing: { output += $0 }) == 0 else {
            throw CLIError("swift test list failed: the tests do not build; run 'swift build --build-tests'")
        }
        return Shard.testIDs(inListing: String(decoding: output, as: UTF8.self))
    }

    /// Starts `swift COMMAND --package-path ROOT ARGUMENTS` in the package's folder.
    private static func swift(_ command: [String], _ arguments: [String], _ request: TestRunRequest, output: ChildProcess.Output) throws(CLIError)
        -> RunningProgram
    {
        try ChildProcess.start(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift"] + command + ["--package-path", request.packageRoot.path] + (request.scratchPath.map { ["--scratch-path", $0.path] } ?? []) + arguments,
            environment: request.environment, in: request.packageRoot, output: output,
            describe: "swift \(command.joined(separator: " ")) (is 'swift' on PATH?)")
    }

    /// How many lines of a quiet run's output are kept to explain a run that did not finish.
    static let quietTailLines = 30
}

import Foundation

/// Runs the real `swift test` (`swift` found on `PATH`) and passes its output on line by line.
package struct SwiftTestProcess: TestRunning {
    package init() {}

    package func run(_ request: TestRunRequest, console: Console) throws(CLIError) -> TestRunOutcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "--package-path", request.packageRoot.path] + request.arguments
        process.environment = request.environment
        process.currentDirectoryURL = request.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CLIError("swift test cannot be started (\(FileSystem.reason(error))); is 'swift' on PATH?")
        }
        var transcript = TestRunTranscript()
        var tail: [String] = []  // the last lines, kept when quiet
        let reader = pipe.fileHandleForReading
        func pass(_ lines: [String]) {
            if request.streamsOutput {
                lines.forEach(console.writeOutput)
            } else {
                tail = Array((tail + lines).suffix(Self.quietTailLines))
            }
        }
        while true {
            let data = reader.availableData
            if data.isEmpty { break }
            pass(transcript.feed(data))
        }
        if let last = transcript.finish() { pass([last + "\n"]) }
        process.waitUntilExit()
        let exited = process.terminationReason == .exit
        let status = process.terminationStatus
        return TestRunOutcome(
            exitStatus: exited ? status : 128 + status,
            ranToCompletion: exited && (status == 0 || status == 1) && transcript.showsCompleteRun,
            quietTail: tail.joined())
    }

    /// `swift test list`, its output read for test ids.
    package func listTests(_ request: TestRunRequest) throws(CLIError) -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "list", "--package-path", request.packageRoot.path]
        process.environment = request.environment
        process.currentDirectoryURL = request.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CLIError("swift test list cannot be started (\(FileSystem.reason(error))); is 'swift' on PATH?")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CLIError("swift test list failed (exit status \(process.terminationStatus)): the tests do not build; run 'swift build --build-tests'")
        }
        return Shard.testIDs(inListing: String(decoding: output, as: UTF8.self))
    }

    /// How many lines of a quiet run's output are kept to explain a run that did not finish.
    static let quietTailLines = 30
}

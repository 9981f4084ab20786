import Foundation

/// Runs the selected workloads, in child processes or in this one, and builds the report.
enum Runner {
    static func report(_ options: Options) throws -> BenchReport {
        let workloads = Workload.selected(by: options.only)
        let machine = Machine.current()
        var results: [WorkloadResult] = []
        if workloads.count == 1 || options.inProcess {
            for (index, workload) in workloads.enumerated() {
                let method: String
                if index == 0 && workloads.count == 1 {
                    method = "\(PeakMemory.source) of a process running only this workload"
                } else if PeakMemory.reset() {
                    method = "\(PeakMemory.source) reset by /proc/self/clear_refs before the workload"
                } else {
                    method = "\(PeakMemory.source) of the whole process so far (could not reset)"
                }
                results.append(try run(workload, options: options, peakMethod: method))
            }
        } else {
            for workload in workloads {
                results.append(try runChild(workload, options: options))
            }
        }
        return BenchReport(machine: machine, workloads: results, targets: Targets.check(results))
    }

    static func run(_ workload: Workload, options: Options, peakMethod: String) throws -> WorkloadResult {
        let rounds = Rounds(warmup: options.warmup ?? workload.defaultWarmup, runs: options.runs ?? workload.defaultRuns)
        log("\(workload.name): \(rounds.warmup) warm-up + \(rounds.runs) runs …")
        let output = try workload.run(rounds)
        return WorkloadResult(
            name: workload.name, summary: workload.summary, peakMemoryBytes: PeakMemory.bytes(),
            peakMemoryMethod: peakMethod, cases: output.cases, notes: output.notes)
    }

    /// Runs `snapshot-bench --only NAME --json` and takes its one workload.
    private static func runChild(_ workload: Workload, options: Options) throws -> WorkloadResult {
        let process = Process()
        process.executableURL = executable()
        process.arguments = options.childArguments(for: workload)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchFailure("the child process for \(workload.name) failed with status \(process.terminationStatus)")
        }
        guard var result = try BenchReport.decode(data).workloads.first else {
            throw BenchFailure("the child process for \(workload.name) reported no workload")
        }
        result.peakMemoryMethod = "\(PeakMemory.source) of a child process running only this workload"
        return result
    }

    private static func executable() -> URL {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    static func log(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

import Foundation

/// The one place `snapshot-cli` starts another program (`swift`, the test program, the
/// desktop's file opener), and the only use of `Process`, which iOS, tvOS, watchOS and
/// visionOS lack: there the package still builds and starting a program is an error.
enum ChildProcess {
    /// Where a child's standard output and error go.
    enum Output {
        /// Both into the pipe `RunningProgram` reads.
        case combined
        /// Standard output into the pipe, standard error thrown away.
        case outputOnly
        /// Both thrown away.
        case discarded
    }

    /// Starts `executable` with `arguments` (and `environment`, or this process's), in `folder`
    /// when given, with no standard input; `describe` names it in the error when it cannot start.
    static func start(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, in folder: URL? = nil,
        output: Output, describe: String
    ) throws(CLIError) -> RunningProgram {
        #if os(macOS) || os(Linux) || os(Windows)
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            if let environment { process.environment = environment }
            if let folder { process.currentDirectoryURL = folder }
            let pipe = Pipe()
            process.standardOutput = output == .discarded ? FileHandle.nullDevice : pipe
            process.standardError = output == .combined ? pipe : FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                throw CLIError("\(describe) cannot be started (\(FileSystem.reason(error)))")
            }
            return RunningProgram(process: process, output: output == .discarded ? nil : pipe.fileHandleForReading)
        #else
            throw CLIError("\(describe) cannot be started: snapshot-cli starts programs on macOS and Linux only")
        #endif
    }
}

/// A started child whose output is read to its end.
struct RunningProgram {
    #if os(macOS) || os(Linux) || os(Windows)
        var process: Process
    #endif
    var output: FileHandle?

    /// Passes the output on as it comes, then waits: the exit status, or 128 + the signal.
    func wait(passing pass: ([UInt8]) -> Void = { _ in }) -> Int32 {
        while let output {
            let data = output.availableData
            if data.isEmpty { break }
            pass(Array(data))
        }
        #if os(macOS) || os(Linux) || os(Windows)
            process.waitUntilExit()
            return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        #else
            return 127
        #endif
    }
}

import Foundation
import Testing
@testable import SnapshotCLI

/// Faults around the command line, in child processes running the built `snapshot-cli`: full
/// disks, closed streams, readers that go away, outputs that are not regular files.
@Suite struct HostileInputTests {
    /// Runs `script` with bash, `$CLI` naming the built `snapshot-cli`.
    static func shell(_ script: String, in folder: URL? = nil) throws -> (status: Int32, output: String, error: String) {
        let executable = try #require(RenderDeterminismTests.executable(), "snapshot-cli is not built next to the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["CLI"] = executable.path
        process.environment = environment
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test func aFullDiskIsAnErrorNotACrash() throws {
        let run = try Self.shell(#""$CLI" render --fixture mall > /dev/full"#)
        #expect(run.status == 2)
        #expect(run.error == "error: could not write to standard output: No space left on device\n")
    }

    @Test func aClosedStandardOutputIsAnError() throws {
        let run = try Self.shell(#""$CLI" render --fixture mall >&-"#)
        #expect(run.status == 2)
        #expect(run.error == "error: could not write to standard output: Bad file descriptor\n")
    }

    /// `snapshot-cli render … | head` with SIGPIPE ignored (as some CI runners and Python's
    /// subprocess leave it): the write fails with EPIPE and the command ends quietly.
    @Test func aReaderThatGoesAwayEndsTheCommandQuietly() throws {
        let run = try Self.shell(#"""
            trap '' PIPE
            "$CLI" render --fixture huge-list 2>error.txt | head -c 10 > /dev/null
            echo "status ${PIPESTATUS[0]}"; cat error.txt
            """#, in: FileManager.default.temporaryDirectory)
        #expect(run.output == "status 0\n")
    }

    @Test(arguments: [("/dev/null", "a device"), ("/dev/full", "a device")])
    func renderRefusesToReplaceADevice(path: String, kind: String) throws {
        let run = try Self.shell(#""$CLI" render --fixture mall --output \#(path)"#)
        #expect(run.status == 2)
        #expect(run.error == "error: \(path): is \(kind), not a regular file; nothing was written. Choose another path, or remove it first\n")
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func renderRefusesToReplaceASymbolicLinkOrAFolder() throws {
        let package = try TemporaryPackage()
        try package.write("target.txt", "mine")
        try FileManager.default.createSymbolicLink(
            at: package.root.appendingPathComponent("link.txt"), withDestinationURL: package.root.appendingPathComponent("target.txt"))
        try FileManager.default.createDirectory(at: package.root.appendingPathComponent("folder"), withIntermediateDirectories: true)
        for (path, kind) in [("link.txt", "a symbolic link"), ("folder", "a folder")] {
            let run = CLIRun.run(["render", "--fixture", "mall", "--output", path], in: package.root)
            #expect(run.status == 2)
            #expect(run.error == "error: \(path): is \(kind), not a regular file; nothing was written. Choose another path, or remove it first\n")
        }
        #expect(try package.read("target.txt") == "mine")
        #expect(FileSystem.nonRegularKind(package.root.appendingPathComponent("link.txt")) == "a symbolic link")
        // A regular file is replaced, whole.
        try package.write("plain.svg", "old")
        #expect(CLIRun.run(["render", "--fixture", "mall", "--format", "svg", "--output", "plain.svg"], in: package.root).status == 0)
        #expect(try package.read("plain.svg").contains("</svg>"))
    }
}

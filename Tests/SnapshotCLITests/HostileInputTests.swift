import Foundation
import Testing
import ScreenFiles
import Snapshot
@testable import SnapshotCLI
import TestSupport

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
        // Under `swift test --enable-code-coverage` the program writes a coverage profile when it
        // exits; a script's `ulimit -f` would cut it short and fail the whole run's merge.
        environment["LLVM_PROFILE_FILE"] = "/dev/null"
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

    /// A review written again over an earlier one that runs out of room (file size capped with
    /// `ulimit -f`, SIGXFSZ ignored, so a write fails as on a full disk) once left the old page
    /// pointing at a mix of old and new files: the old page is gone before anything is written.
    @Test func aReviewThatRunsOutOfRoomLeavesNoStalePage() throws {
        let package = try TemporaryPackage()
        try package.snapshot("A/Big/big.1.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        try package.snapshot("A/Big/big.1.new.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<rect/>", count: 20_000) + "</svg>\n")
        #expect(CLIRun.run(["review", "--output", "out"], in: package.root).status == 0)
        try package.snapshot("A/Big/big.1.new.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g/>", count: 40_000) + "</svg>\n")
        let run = try Self.shell(#"trap '' XFSZ; ulimit -f 64; "$CLI" review --output out"#, in: package.root)
        #expect(run.status == 2, "\(run.error)")
        #expect(!package.exists("out/index.html"))
    }

    @Test func aClosedStandardOutputIsAnError() throws {
        let run = try Self.shell(#""$CLI" render --fixture mall >&-"#)
        #expect(run.status == 2)
        #expect(run.error == "error: could not write to standard output: Bad file descriptor\n")
    }

    /// `snapshot-cli render … | head` with SIGPIPE ignored (as some CI runners and Python's
    /// subprocess leave it): the write fails with EPIPE and the command ends quietly.
    @Test func aReaderThatGoesAwayEndsTheCommandQuietly() throws {
        let run = try Self.shell(
            #"""
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

    @Test func renderReadsOnlyARegularScreenFile() throws {
        let package = try TemporaryPackage()
        #expect(mkfifo(package.root.appendingPathComponent("pipe.json").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            at: package.root.appendingPathComponent("zero.json"), withDestinationURL: URL(fileURLWithPath: "/dev/zero"))
        for (file, kind) in [("pipe.json", "a named pipe"), ("zero.json", "a device")] {
            let run = CLIRun.run(["render", file], in: package.root)
            #expect(run.status == 2)
            #expect(run.error == "error: \(file): expected a readable JSON screen file, found it is \(kind), not a file\n")
        }
    }

    /// Sizes that add up past a Double are written as the listing writes them (`inf`), and
    /// `--format json`, gone in 0.4, says what replaces it.
    @Test func aLayoutBeyondDoublesIsListedAndJSONPointsToTheListing() throws {
        let package = try TemporaryPackage()
        try package.write("tall.json", #"{"segments":[{"name":"Tall","items":[{"cell":"C","height":1e308,"repeat":3}]}]}"#)
        let listing = CLIRun.run(["render", "tall.json", "--format", "layout"], in: package.root)
        #expect(listing.status == 0)
        #expect(listing.output.contains(#"item 2 "C" 0,inf 375×1e308"#))
        let run = CLIRun.run(["render", "tall.json", "--format", "json"], in: package.root)
        #expect(run.status == 2)
        #expect(
            run.error
                == "error: unknown format 'json'; formats: ascii, svg, layout; --format layout is the exact listing, which LayoutListing.parse reads back\n")
    }

    /// Names with control characters never reach the terminal raw, and errors stay one bounded line.
    @Test func errorsAreOneEscapedBoundedLine() {
        let escape = CLIRun.run(["\u{1B}[2Jwipe"])
        #expect(escape.error.hasPrefix("error: unknown command '\\u{1B}[2Jwipe'"))
        #expect(!escape.error.contains("\u{1B}"))
        let long = CLIRun.run(["render", String(repeating: "x", count: 100_000) + ".json"])
        #expect(long.status == 2)
        #expect(long.error.count <= CLIError.maximumLength + "error: \n".count)
        #expect(long.error.hasSuffix("…\n"))
        #expect(long.error.split(separator: "\n").count == 1)
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

    /// The files that once grew past 10 GB are refused with the JSON path of what is too large,
    /// in one line. How fast and how small (a millisecond, 30 MB) is the `hostile-refusal`
    /// benchmark's to say (`snapshot-bench --only hostile-refusal`), not a timed test's.
    @Test func screenFilesBeyondTheLimitsAreRefused() throws {
        let package = try TemporaryPackage()
        try package.write(
            "nested.json",
            """
            {"segments":[{"items":[{"cell":"C","height":1,"repeat":1000000,\
            "embedded":{"items":[{"cell":"E","width":1,"height":1,"repeat":10000}]}}]}]}
            """)
        let segment = #"{"items":[{"cell":"C","height":1,"repeat":1000000}]}"#
        try package.write("segments.json", #"{"segments":["# + Array(repeating: segment, count: 1000).joined(separator: ",") + "]}")
        for (name, path) in [("nested.json", "segments[0].items[0].embedded.items[0].repeat"), ("segments.json", "segments[1].items[0].repeat")] {
            let run = CLIRun.run(["render", name], in: package.root)
            #expect(run.status == 2)
            #expect(run.error.hasPrefix("error: \(name): \(path): expected at most 1000000 "), "\(run.error)")
            #expect(run.error.split(separator: "\n").count == 1)
            #expect(run.output.isEmpty)
        }
    }
}

import Foundation
import Testing
@testable import SnapshotCLI
import TestSupport

/// Temporary files of writes killed before their rename: a gone writer's go, a live one's stay.
@Suite struct LeftoverTemporaryFilesTests {
    /// The id of a process that has exited (and been waited for).
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func aGoneWritersFilesAreRemovedALiveOnesKept() throws {
        let package = try TemporaryPackage()
        let dead = try Self.deadProcessID()
        let alive = ProcessInfo.processInfo.processIdentifier
        try package.snapshot("S/Home/home.1.svg", "reference")
        try package.snapshot("S/Home/.home.1.svg.\(dead)-3.tmp", "half written")
        try package.snapshot("S/.other.iphone-se.txt.\(dead)-12.tmp", "half written")
        try package.snapshot("S/Home/.home.2.svg.\(alive)-1.tmp", "being written")
        try package.snapshot("S/Home/.notes.tmp", "not ours")
        // A gone writer's file written a moment ago may be a writer's in another PID namespace
        // (a container sharing the folder): kept until it is old.
        try package.snapshot("S/Home/.home.3.svg.\(dead)-4.tmp", "written in a container")
        let old = Date(timeIntervalSinceNow: -LeftoverTemporaryFiles.minimumAge - 60)
        for path in ["S/Home/.home.1.svg.\(dead)-3.tmp", "S/.other.iphone-se.txt.\(dead)-12.tmp", "S/Home/.home.2.svg.\(alive)-1.tmp"] {
            try package.setModified("__Snapshots__/" + path, old)
        }
        let run = CLIRun.run(["list"], in: package.root)
        #expect(
            run.output.hasPrefix("removed 2 temporary files of interrupted writes: S/.other.iphone-se.txt.\(dead)-12.tmp, S/Home/.home.1.svg.\(dead)-3.tmp\n"))
        #expect(!package.exists("__Snapshots__/S/Home/.home.1.svg.\(dead)-3.tmp"))
        #expect(package.exists("__Snapshots__/S/Home/.home.2.svg.\(alive)-1.tmp"))
        #expect(package.exists("__Snapshots__/S/Home/.notes.tmp"))
        #expect(package.exists("__Snapshots__/S/Home/.home.3.svg.\(dead)-4.tmp"))
        #expect(try package.read("__Snapshots__/S/Home/home.1.svg") == "reference")
        // Nothing left: nothing said.
        #expect(!CLIRun.run(["list"], in: package.root).output.contains("temporary"))
    }

    @Test func onlyTheStoresTemporaryNamesAreRead() {
        #expect(LeftoverTemporaryFiles.writer(ofTemporaryFile: ".testMall.1.svg.4711-3.tmp") == 4711)
        #expect(LeftoverTemporaryFiles.writer(ofTemporaryFile: ".home.iphone-se.svg.12-1.tmp") == 12)
        #expect(LeftoverTemporaryFiles.writer(ofTemporaryFile: ".notes.tmp") == nil)
        #expect(LeftoverTemporaryFiles.writer(ofTemporaryFile: "home.1.svg.12-1.tmp") == nil)  // not hidden
        #expect(LeftoverTemporaryFiles.writer(ofTemporaryFile: ".home.1.svg.x-1.tmp") == nil)
        #expect(LeftoverTemporaryFiles.writer(ofTemporaryFile: ".home.1.svg.0-1.tmp") == nil)
        #expect(LeftoverTemporaryFiles.writer(ofTemporaryFile: ".home.1.svg.12-.tmp") == nil)
    }

    /// A writer killed with SIGKILL between writing and renaming leaves its file; the next
    /// command removes it once it is old (a fresh one may be another PID namespace's writer).
    @Test func aKilledWritersFileIsCleanedUpByTheNextCommand() throws {
        let package = try TemporaryPackage()
        let folder = package.snapshots.appendingPathComponent("S/Home")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A shell that names a temporary file after itself, as the store does, then is killed.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", #"echo half > ".home.1.svg.$$-1.tmp"; kill -KILL $$"#]
        shell.currentDirectoryURL = folder
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationReason == .uncaughtSignal)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left == [".home.1.svg.\(shell.processIdentifier)-1.tmp"])
        _ = CLIRun.run(["prune", "--dry-run"], in: package.root)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == left)
        try package.setModified(
            "__Snapshots__/S/Home/" + left[0], Date(timeIntervalSinceNow: -LeftoverTemporaryFiles.minimumAge - 60))
        _ = CLIRun.run(["prune", "--dry-run"], in: package.root)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

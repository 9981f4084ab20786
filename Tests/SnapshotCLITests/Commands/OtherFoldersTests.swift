import Foundation
import Testing
@testable import Snapshot
@testable import SnapshotCLI
import TestSupport

/// A folder of the tests' own (a `directory:` trait, `snapshotDirectory:`) that a run wrote into is
/// known to every command without `--snapshots` (issue 50, item 10): `list` lists it, `accept` and
/// `reject` decide there too (one cause, one `accept --group`, in every folder), and `review`
/// writes it a page of its own. A record line no run wrote sends no command anywhere.
@Suite struct OtherFoldersTests {
    /// The package's folder with one failing snapshot of the grid's inset change, and a folder of
    /// the tests' own (`Tests/Own`) where a run wrote another of the same change and a new one.
    static func package() throws -> (TemporaryPackage, URL) {
        let package = try TemporaryPackage()
        let (old, inset) = (Renderings.svg(), Renderings.svg(inset: 20))
        try package.snapshot("S/T/a.1.svg", old)
        let own = package.url("Tests/Own")
        try package.write("Tests/Own/S/T/b.1.svg", old)
        let snapshots = package.snapshots
        let runner = SimulatedTestRunner(outcome: TestRunOutcome(exitStatus: 1, ranToCompletion: true)) { request in
            try SimulatedTestRunner.touch(["S/T/a.1.svg", own.path + "/S/T/b.1.svg", own.path + "/S/T/c.1.svg"], request)
            try Data(inset.utf8).write(to: snapshots.appendingPathComponent("S/T/a.1.new.svg"))
            try Data(inset.utf8).write(to: own.appendingPathComponent("S/T/b.1.new.svg"))
            try Data(inset.utf8).write(to: own.appendingPathComponent("S/T/c.1.new.svg"))
        }
        #expect(CLIRun.run(["test", "--quiet"], in: package.root, testRunner: runner).status == 1)
        return (package, own)
    }

    @Test func listAcceptAndReviewSeeTheFolderWithoutFlags() throws {
        let (package, own) = try Self.package()
        let list = CLIRun.run(["list"], in: package.root).output
        #expect(list.contains("failing   S/T/a.1.svg\n"), "\(list)")
        #expect(list.contains("snapshots in \(own.path) (a folder of the tests' own):\nfailing   S/T/b.1.svg\nnew       S/T/c.1.svg\n"), "\(list)")
        let review = CLIRun.run(["review"], in: package.root)
        #expect(review.status == 0, "\(review.error)")
        #expect(package.exists("snapshot-review/index.html") && package.exists("snapshot-review-2/index.html"), "\(review.output)")
        #expect(try package.read("snapshot-review-2/index.html").contains("--snapshots"))
        // One cause, one id: accepting it accepts it in both folders.
        let id = try #require(try SnapshotFolder.scan(package.snapshots).changeGroups().first?.id)
        let accept = CLIRun.run(["accept", "--group", id], in: package.root)
        #expect(
            accept.output == """
                accepted S/T/a.1.svg (replaced its reference)
                in \(own.path) (a folder of the tests' own):
                accepted S/T/b.1.svg (replaced its reference)

                """, "\(accept.output)\(accept.error)")
        let rest = CLIRun.run(["accept", "--all"], in: package.root)
        #expect(rest.output == "in \(own.path) (a folder of the tests' own):\naccepted S/T/c.1.svg (new reference)\n", "\(rest.output)")
        #expect(try package.read("Tests/Own/S/T/c.1.svg") == Renderings.svg(inset: 20))
    }

    /// A line of the record that this user's key did not sign (every field else as a run writes
    /// it) names no folder: `accept --all` decides in the package's folder alone.
    @Test func aForgedFolderLineSendsNoCommandAnywhere() throws {
        let (package, own) = try Self.package()
        let elsewhere = package.url("Elsewhere")
        try package.write("Elsewhere/S/T/d.1.new.svg", "planted")
        try package.snapshot(".runs/other-folders.txt", "\(elsewhere.path)\t\(String(repeating: "0", count: 64))\n")
        let run = CLIRun.run(["accept", "--all"], in: package.root)
        #expect(run.output == "accepted S/T/a.1.svg (replaced its reference)\n", "\(run.output)")
        #expect(package.exists("Elsewhere/S/T/d.1.new.svg") && !package.exists("Elsewhere/S/T/d.1.svg"))
        #expect(package.exists("Tests/Own/S/T/b.1.new.svg"))
        _ = own
    }
}

import Foundation
import Testing
@testable import SnapshotCLI
import TestSupport

/// `__Snapshots__` itself committed as a link (`__Snapshots__ -> ../victim`): no command reads,
/// renames, deletes or creates anything through it unless the user names the folder outright.
@Suite struct LinkedSnapshotFolderTests {
    /// A package reviewed with a real `__Snapshots__`, which is then moved to `victim/` beside the
    /// package and replaced by a link to it.
    static func linkedPackage() throws -> (package: TemporaryPackage, victim: URL) {
        let package = try ApplyCommandTests.reviewedPackage()
        try package.write("decisions.json", try ApplyCommandTests.decisions(package, ["S/Home/a.1.txt": "accept", "S/Home/b.1.svg": "reject"]))
        let victim = package.root.deletingLastPathComponent().appendingPathComponent("victim-\(UUID().uuidString)")
        try FileManager.default.moveItem(at: package.snapshots, to: victim)
        try FileManager.default.createSymbolicLink(atPath: package.snapshots.path, withDestinationPath: victim.path)
        return (package, victim)
    }

    static func files(under folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) { files[path] = data }
        }
        return files
    }

    @Test(arguments: [
        ["accept", "--all"], ["reject", "--all"], ["accept", "S/Home/a.1"], ["list"], ["review", "--output", "again"],
        ["prune"], ["prune", "--dry-run"], ["apply", "decisions.json"], ["apply", "decisions.json", "--from", "review"],
    ])
    func everyCommandRefusesALinkedDefaultFolder(arguments: [String]) throws {
        let (package, victim) = try Self.linkedPackage()
        defer { try? FileManager.default.removeItem(at: victim) }
        let before = Self.files(under: victim)
        let run = CLIRun.run(arguments, in: package.root)
        #expect(run.status == 2, "\(run.output)")
        #expect(
            run.error
                == "error: could not reach \(package.snapshots.path): it is a symbolic link, and a snapshot folder found by default is never "
                + "followed (git can commit it as a link to any folder); make it a real folder, or name the folder you mean with "
                + "--snapshots DIR or SNAPSHOT_DIR\n")
        #expect(Self.files(under: victim) == before)
        #expect(!package.exists("again"))
    }

    /// Named with `--snapshots` or `SNAPSHOT_DIR`, the same link is the user's choice.
    @Test func aNamedLinkIsFollowed() throws {
        let (package, victim) = try Self.linkedPackage()
        defer { try? FileManager.default.removeItem(at: victim) }
        #expect(CLIRun.run(["accept", "S/Home/a.1", "--snapshots", "__Snapshots__"], in: package.root).status == 0)
        #expect(Self.files(under: victim)["S/Home/a.1.txt"] == Data("new a".utf8))
        let run = CLIRun.run(["reject", "--all"], in: package.root, environment: ["SNAPSHOT_DIR": "__Snapshots__"])
        #expect(run.status == 0, "\(run.error)")
        #expect(Self.files(under: victim)["S/Home/b.1.new.svg"] == nil)
    }

    /// The review folder found by default (`snapshot-review`) is not followed as a link either.
    @Test func aLinkedDefaultReviewFolderIsRefused() throws {
        let package = try ApplyCommandTests.reviewedPackage()
        let victim = package.root.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: package.root.appendingPathComponent("snapshot-review").path, withDestinationPath: victim.path)
        let run = CLIRun.run(["review"], in: package.root)
        #expect(run.status == 2)
        #expect(
            run.error
                == "error: snapshot-review: it is a symbolic link, and a review folder found by default is never followed; remove it, "
                + "or name the folder you mean with --output DIR\n")
        #expect(Self.files(under: victim).isEmpty)
        #expect(CLIRun.run(["review", "--output", "snapshot-review"], in: package.root).status == 0)
    }
}

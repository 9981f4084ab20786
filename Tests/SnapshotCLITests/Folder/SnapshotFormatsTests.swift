import Foundation
import Testing
@testable import Snapshot
@testable import SnapshotCLI
import TestSupport

/// Formats are values (`SnapshotFormat`): the folder scan knows a custom strategy's files, and
/// never takes a file of another shape for a snapshot (issue 41).
@Suite struct SnapshotFormatsTests {
    let past = Date(timeIntervalSince1970: 1_600_000_000)

    /// A custom strategy's reference and its failing rendering, a new one, and files of the kind
    /// people keep beside snapshots.
    func makePackage() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.snapshot("ShopTests/CartTests/testCart.1.json", "{\"total\": 1}\n")
        try package.snapshot("ShopTests/CartTests/testCart.1.new.json", "{\"total\": 2}\n")
        try package.snapshot("ShopTests/CartTests/testEmpty.1.new.json", "{}\n")
        // What the store notes as it writes a custom strategy's files (`CustomReferenceLog`).
        try package.snapshot(".runs/custom-references.txt", "ShopTests/CartTests/testCart.1.json\nShopTests/CartTests/testEmpty.1.json\n")
        try package.snapshot("ShopTests/CartTests/testKept.1.txt", "kept\n")
        try package.snapshot("README.md", "# Our snapshots\n")
        try package.snapshot("ShopTests/README.md", "# Shop\n")
        try package.snapshot("Docs/notes.txt", "notes\n")
        try package.snapshot("ShopTests/CartTests/CMakeLists.txt", "\n")
        try package.snapshot("top.1.txt", "not in a test's folder\n")
        return package
    }

    @Test func aCustomStrategysPendingFilesAreListedAndAccepted() throws {
        let package = try makePackage()
        let list = CLIRun.run(["list"], in: package.root)
        #expect(
            list.output == """
                failing   ShopTests/CartTests/testCart.1.json
                new       ShopTests/CartTests/testEmpty.1.json
                ok        ShopTests/CartTests/testKept.1.txt
                3 snapshots: 1 ok, 1 failing, 1 new, obsolete unknown (no complete run on record)

                """, "\(list.output)")
        let accept = CLIRun.run(["accept", "ShopTests/CartTests/testCart.1"], in: package.root)
        #expect(accept.status == 0, "\(accept.error)")
        #expect(accept.output == "accepted ShopTests/CartTests/testCart.1.json (replaced its reference)\n")
        #expect(try package.read("__Snapshots__/ShopTests/CartTests/testCart.1.json") == "{\"total\": 2}\n")
        #expect(CLIRun.run(["accept", "--all"], in: package.root).output == "accepted ShopTests/CartTests/testEmpty.1.json (new reference)\n")
        #expect(package.exists("__Snapshots__/ShopTests/CartTests/testEmpty.1.json"))
    }

    /// A reference of a custom extension with nothing pending is known from the run record, which
    /// `snapshot-cli test` keeps from the touched log (the references a run asserted, not their
    /// extension); a file of another shape is never a reference, so `prune` never removes it.
    @Test func aReadmeIsNeverAReferenceAndPruneLeavesIt() throws {
        let package = try makePackage()
        #expect(CLIRun.run(["accept", "--all"], in: package.root).status == 0)
        try package.snapshot("ShopTests/GoneTests/testGone.1.json", "{}\n")
        for path in package.files().filter({ $0.hasPrefix("__Snapshots__/") }) {
            try package.setModified(path, past)
        }
        try package.snapshot(".runs/last-complete-run.txt", "ShopTests/CartTests/testCart.1.json\nShopTests/CartTests/testEmpty.1.json\n")
        // An earlier run asserted testGone, whose test is gone since.
        try package.snapshot(
            ".runs/custom-references.txt", "ShopTests/CartTests/testCart.1.json\nShopTests/CartTests/testEmpty.1.json\nShopTests/GoneTests/testGone.1.json\n")
        try package.setModified("__Snapshots__/.runs/last-complete-run.txt", past.addingTimeInterval(10))
        let prune = CLIRun.run(["prune"], in: package.root)
        #expect(
            prune.output == """
                removed ShopTests/CartTests/testKept.1.txt
                removed ShopTests/GoneTests/testGone.1.json
                removed 2 obsolete references

                """, "\(prune.output)\(prune.error)")
        for kept in ["README.md", "ShopTests/README.md", "Docs/notes.txt", "ShopTests/CartTests/CMakeLists.txt", "top.1.txt"] {
            #expect(package.exists("__Snapshots__/" + kept), "\(kept) was removed")
        }
    }

    @Test func theShapeOfASnapshotsFiles() {
        for path in ["A/B/test.1.txt", "A/test.1.new.svg", "A/B/test.iphone-se.diff.svg", "A/B/test.充值.json"] {
            #expect(SnapshotFile.hasSnapshotShape(path), "\(path)")
        }
        for path in ["README.md", "test.1.txt", "Docs/notes.txt", "A/B/CMakeLists.txt", "A/.hidden.txt", "A/B/test.new.txt", "A/B/x.diff.svg"] {
            #expect(!SnapshotFile.hasSnapshotShape(path), "\(path)")
        }
    }

    /// `snapshot-cli test` notes a custom extension the assertions named, for later commands.
    @Test func aTestRunRemembersTheCustomExtensionsItsAssertionsUsed() throws {
        let package = try TemporaryPackage()
        try package.snapshot("ShopTests/CartTests/testCart.1.json", "{}\n")
        try package.setModified("__Snapshots__/ShopTests/CartTests/testCart.1.json", past)
        let runner = SimulatedTestRunner { request in
            try SimulatedTestRunner.touch(["ShopTests/CartTests/testCart.1.json"], request)
        }
        let run = CLIRun.run(["test"], in: package.root, testRunner: runner)
        #expect(run.output.hasPrefix("snapshots: 1 passed, 0 failed, 0 recorded, 0 pending, 0 obsolete\n"), "\(run.output)")
        #expect(try package.read("__Snapshots__/.runs/custom-references.txt") == "ShopTests/CartTests/testCart.1.json\n")
        #expect(CLIRun.run(["list"], in: package.root).output.hasPrefix("ok        ShopTests/CartTests/testCart.1.json\n"))
    }

    /// The record is a file anyone can write: a line that is no custom reference is ignored, and
    /// a record that is a link is not read.
    @Test func aHostileReferencesRecordIsIgnoredLineByLine() throws {
        let package = try TemporaryPackage()
        try package.snapshot("A/B/test.1.md", "a reference\n")
        try package.snapshot("A/B/test.1.txt2", "not one\n")
        try package.snapshot(
            ".runs/custom-references.txt", "A/B/test.1.md\n../x.md\n/A/B/test.1.txt2\nA/B/test.1.new\nA/B/x.diff.svg\n\u{1B}[2J.md\nA/B/test.1.txt\n")
        #expect(RunRecord(snapshots: package.snapshots).customReferences() == ["A/B/test.1.md"])
        #expect(try SnapshotFolder.scan(package.snapshots).references.map(\.referencePath) == ["A/B/test.1.md"])
        try FileManager.default.removeItem(at: package.snapshots.appendingPathComponent(".runs/custom-references.txt"))
        try package.write("elsewhere.txt", "A/B/test.1.md\nA/B/test.1.txt2\n")
        try FileManager.default.createSymbolicLink(
            at: package.snapshots.appendingPathComponent(".runs/custom-references.txt"),
            withDestinationURL: package.root.appendingPathComponent("elsewhere.txt"))
        #expect(RunRecord(snapshots: package.snapshots).customReferences().isEmpty)
    }

    /// Issue 50: beside a custom strategy's pending `.new.md`, a `README.v2.md` of the user's in the
    /// same folder is no snapshot: `list` does not show it and `prune` after a complete run keeps
    /// it; the pending file's own reference-to-be is one.
    @Test func aFileOfACustomExtensionIsASnapshotOnlyWhereTheStoreWroteIt() throws {
        let package = try TemporaryPackage()
        try package.snapshot("ShopTests/CartTests/README.v2.md", "notes of the user's\n")
        try package.setModified("__Snapshots__/ShopTests/CartTests/README.v2.md", past)
        let runner = SimulatedTestRunner { request in
            try SimulatedTestRunner.touch(["ShopTests/CartTests/testCart.1.md"], request)
            try "# cart\n".write(
                to: request.packageRoot.appendingPathComponent("__Snapshots__/ShopTests/CartTests/testCart.1.new.md"), atomically: true, encoding: .utf8)
        }
        let run = CLIRun.run(["test"], in: package.root, testRunner: runner)
        #expect(run.output.contains("0 obsolete"), "\(run.output)")
        let list = CLIRun.run(["list"], in: package.root).output
        #expect(!list.contains("README"), "\(list)")
        #expect(list.contains("ShopTests/CartTests/testCart.1.md"), "\(list)")
        let prune = CLIRun.run(["prune"], in: package.root)
        #expect(!prune.output.contains("README"), "\(prune.output)")
        #expect(try package.read("__Snapshots__/ShopTests/CartTests/README.v2.md") == "notes of the user's\n")
    }

    @Test func formatsAreValuesTheCommandLineReads() {
        #expect(SnapshotFormat.builtIn.map(\.pathExtension) == ["txt", "svg", "layout"])
        #expect(SnapshotFormat.commandNames == ["ascii", "svg", "layout"])
        #expect(SnapshotFormat(custom: "json")?.isStamped == false)
        #expect(SnapshotFormat(custom: "svg") == .svg)
        #expect(SnapshotFormat(custom: "diff.svg") == nil && SnapshotFormat(custom: "new") == nil)
        #expect([SnapshotFormat.layout, SnapshotFormat(custom: "json"), .txt].compactMap { $0 }.sorted().map(\.pathExtension) == ["txt", "layout", "json"])
        let help = CLIRun.run(["help", "render"]).output
        #expect(help.contains("[--format ascii|svg|layout]"))
    }
}

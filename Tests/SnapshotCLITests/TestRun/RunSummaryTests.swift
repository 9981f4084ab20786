import Foundation
import Testing
import Snapshot
@testable import SnapshotCLI

@Suite struct RunSummaryTests {
    typealias Print = FolderState.Fingerprint
    let t0 = Date(timeIntervalSince1970: 0)
    let t1 = Date(timeIntervalSince1970: 10)
    func key(_ name: String, _ format: SnapshotFormat = .txt) -> SnapshotKey { SnapshotKey(name: name, format: format) }

    /// Before: references a, b, c, d, e (d with a stale pending file).
    /// The run asserts a, b, d, f, g; b fails, f is new and pending, g is recorded, c is re-recorded with new bytes.
    @Test func countsEachSnapshotOnceByWhatTheRunDid() {
        let before = FolderState(
            references: [
                key("T/a"): Print(contentHash: 1, modified: t0), key("T/b"): Print(contentHash: 2, modified: t0),
                key("T/c"): Print(contentHash: 3, modified: t0), key("T/d"): Print(contentHash: 4, modified: t0),
                key("T/e"): Print(contentHash: 5, modified: t0),
            ],
            pending: [key("T/d"): Print(contentHash: 40, modified: t0)])
        let after = FolderState(
            references: [
                key("T/a"): Print(contentHash: 1, modified: t1),  // rewritten with the same bytes: not recorded
                key("T/b"): Print(contentHash: 2, modified: t0), key("T/c"): Print(contentHash: 33, modified: t1),
                key("T/d"): Print(contentHash: 4, modified: t0), key("T/e"): Print(contentHash: 5, modified: t0),
                key("T/g"): Print(contentHash: 7, modified: t1),
            ],
            pending: [
                key("T/b"): Print(contentHash: 20, modified: t1), key("T/d"): Print(contentHash: 40, modified: t0),
                key("T/f"): Print(contentHash: 6, modified: t1),
            ])
        let log = "T/a.txt\nT/b.txt\nT/d.txt\nT/f.txt\nT/g.txt\nT/c.txt\n../escape.txt\n"
        let summary = RunSummary(before: before, after: after, touched: touched(log), completeRun: true)
        #expect(summary.passed == [key("T/a"), key("T/d")])  // d's pending file is stale: not written in this run
        #expect(summary.failed == [key("T/b")])
        #expect(summary.recorded == [key("T/c"), key("T/g")])
        #expect(summary.recordedNew == [key("T/g")])
        #expect(summary.pending == [key("T/f")])
        #expect(summary.obsolete == [key("T/e")])
        #expect(!summary.touched.contains("../escape.txt"))
        #expect(summary.line(style: TextStyle(colors: false)) == "snapshots: 2 passed, 1 failed, 2 recorded, 1 pending, 1 obsolete")
        #expect(!summary.allPassed)
    }

    /// Assertions log absolute paths; `touched` reads them as the package's `/p/__Snapshots__` would.
    func touched(_ log: String) -> Set<String> {
        let absolute = log.split(separator: "\n").map { "/p/__Snapshots__/\($0)\n" }.joined() + "\n"
        return RunRecord.touchedReferences(inLog: absolute, snapshots: URL(fileURLWithPath: "/p/__Snapshots__"))
    }

    /// A test that asserts into its own folder (`snapshotDirectory:`, `SNAPSHOT_DIR`) is not the package's:
    /// its references are neither passed nor missing here.
    @Test func referencesInAnotherSnapshotFolderAreNotCounted() {
        let state = FolderState(references: [key("T/a"): Print(contentHash: 1, modified: t0)])
        let log = "/p/__Snapshots__/T/a.txt\n/tmp/scratch/__Snapshots__/T/b.txt\n/p/__Snapshots__Other/T/c.txt\n/p/x/T/d.txt\n"
        let touched = RunRecord.touchedReferences(inLog: log, snapshots: URL(fileURLWithPath: "/p/__Snapshots__"))
        #expect(touched == ["T/a.txt"])
        let summary = RunSummary(before: state, after: state, touched: touched, completeRun: true)
        #expect(summary.missing.isEmpty)
        #expect(summary.allPassed)
        #expect(summary.line(style: TextStyle(colors: false)) == "snapshots: 1 passed, 0 failed, 0 recorded, 0 pending, 0 obsolete")
    }

    /// Another folder is what comes before a reference's last three names, cut at the byte `/`:
    /// a `/` followed by a combining mark is one `Character` with it, and was not cut there.
    @Test func anotherFoldersPathIsCutAtEverySlashByte() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("other-folders-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("\u{301}T/File"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let log = "\(folder.path)/\u{301}T/File/testA.1.txt\tA.swift:3\n"
        let folders = RunRecord.otherFolders(inLog: log, besides: URL(fileURLWithPath: "/p/__Snapshots__"))
        #expect(folders.map(\.path) == [folder.path])
        // The same reference in the package's own folder is its own, not another folder's.
        #expect(RunRecord.otherFolders(inLog: log, besides: folder).isEmpty)
        #expect(RunRecord.touchedReferences(inLog: log, snapshots: folder) == ["\u{301}T/File/testA.1.txt"])
    }

    @Test func aFilteredRunDoesNotCountObsolete() {
        let state = FolderState(references: [key("T/a"): Print(contentHash: 1, modified: t0), key("T/z"): Print(contentHash: 2, modified: t0)])
        let summary = RunSummary(before: state, after: state, touched: touched("T/a.txt\n"), completeRun: false)
        #expect(summary.obsolete == nil)
        #expect(summary.allPassed)
        #expect(
            summary.line(style: TextStyle(colors: false))
                == "snapshots: 1 passed, 0 failed, 0 recorded, 0 pending (obsolete not counted: filtered or incomplete run)")
    }

    @Test func aFailureThatRepeatsWithTheSameBytesStillCounts() {
        let before = FolderState(references: [key("T/b"): Print(contentHash: 2, modified: t0)], pending: [key("T/b"): Print(contentHash: 20, modified: t0)])
        let after = FolderState(references: [key("T/b"): Print(contentHash: 2, modified: t0)], pending: [key("T/b"): Print(contentHash: 20, modified: t1)])
        #expect(RunSummary(before: before, after: after, touched: touched("T/b.txt"), completeRun: true).failed == [key("T/b")])
    }

    /// In `never` mode (CI) a missing reference fails the assertion and nothing is written.
    @Test func anAssertedReferenceThatIsStillMissingCountsAsFailed() {
        let before = FolderState(references: [key("T/a"): Print(contentHash: 1, modified: t0)])
        let summary = RunSummary(before: before, after: before, touched: touched("T/a.txt\nT/new.svg\n"), completeRun: true)
        #expect(summary.missing == [key("T/new", .svg)])
        #expect(summary.failed.isEmpty)
        #expect(!summary.allPassed)
        #expect(summary.line(style: TextStyle(colors: false)) == "snapshots: 1 passed, 1 failed, 0 recorded, 0 pending, 0 obsolete")
    }
}

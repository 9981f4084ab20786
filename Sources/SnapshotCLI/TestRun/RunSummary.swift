/// What one test run did to the snapshots, counted from the folder before and after the run
/// and the log of asserted references.
///
/// - recorded: references that are new or whose bytes changed during the run;
/// - failed: pending files written during the run whose reference exists (a mismatch), and
///   asserted references that are still missing with nothing pending (`never` mode: the
///   assertion failed without writing anything);
/// - pending: pending files written during the run without a reference (a new snapshot
///   waiting to be accepted);
/// - passed: asserted references (in the touched log) that were neither recorded nor failed;
/// - obsolete: after a complete run only, references no assertion touched (`nil` otherwise);
///   `SnapshotTestSession` narrows it to what `prune` would remove (`ObsoleteReferences`).
///
/// A pending file counts as written when it is new or its bytes or modification date changed,
/// so a test that fails again with the same rendering still counts as failed, and a pending
/// file left from an earlier run does not.
struct RunSummary: Sendable, Equatable {
    var passed: [SnapshotKey]
    var failed: [SnapshotKey]
    /// Asserted references that do not exist and have no pending file: counted as failed.
    var missing: [SnapshotKey]
    var recorded: [SnapshotKey]
    /// The recorded references that did not exist before the run.
    var recordedNew: Set<SnapshotKey>
    var pending: [SnapshotKey]
    var obsolete: [SnapshotKey]?
    /// Every reference path the touched log named.
    var touched: Set<String>

    /// `touched`: the asserted references inside the snapshot folder (`RunRecord.touchedReferences`).
    init(before: FolderState, after: FolderState, touched: Set<String>, completeRun: Bool) {
        self.touched = touched
        var touchedKeys: Set<SnapshotKey> = []
        for path in touched {
            if case .reference(let key)? = SnapshotFile(relativePath: path, customReferences: touched) { touchedKeys.insert(key) }
        }
        recorded = after.references.filter { before.references[$0.key]?.contentHash != $0.value.contentHash }.map(\.key).sorted()
        recordedNew = Set(recorded.filter { before.references[$0] == nil })
        let written = after.pending.filter { before.pending[$0.key] != $0.value }.map(\.key).sorted()
        failed = written.filter { after.references[$0] != nil }
        pending = written.filter { after.references[$0] == nil }
        missing = touchedKeys.filter { after.references[$0] == nil && after.pending[$0] == nil }.sorted()
        let notPassed = Set(recorded).union(failed)
        passed = touchedKeys.filter { after.references[$0] != nil && !notPassed.contains($0) }.sorted()
        obsolete = completeRun ? after.references.keys.filter { !touchedKeys.contains($0) }.sorted() : nil
    }

    /// Whether nothing failed and nothing waits to be accepted.
    var allPassed: Bool { failed.isEmpty && missing.isEmpty && pending.isEmpty }

    /// `snapshots: 12 passed, 1 failed, 2 recorded, 1 pending, 3 obsolete`; for a folder other
    /// than the package's, `snapshots in /repo/Tests/Custom: 2 passed, …` (obsolete is never
    /// counted there: no complete run of that folder is on record).
    func line(style: TextStyle, otherFolder: String? = nil) -> String {
        var parts = [
            "\(passed.count) passed",
            failed.isEmpty && missing.isEmpty ? "0 failed" : style.red("\(failed.count + missing.count) failed"),
            "\(recorded.count) recorded",
            pending.isEmpty ? "0 pending" : style.yellow("\(pending.count) pending"),
        ]
        let head = otherFolder.map { "snapshots in \($0): " } ?? "snapshots: "
        guard let obsolete else {
            // A test's own folder says nothing of what it could not count: its line stays short.
            return head + parts.joined(separator: ", ") + (otherFolder == nil ? " (obsolete not counted: filtered or incomplete run)" : "")
        }
        parts.append("\(obsolete.count) obsolete")
        return head + parts.joined(separator: ", ")
    }
}

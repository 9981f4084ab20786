import Foundation
import Snapshot

/// References the last complete run did not assert: candidates for `prune`.
///
/// A reference is obsolete only when all of these hold, so that nothing a test still wants is
/// removed:
/// - it was there when the last complete run started, and that run did not assert it (one
///   written during the run, by `record` or another test process, is not obsolete yet: only
///   the next complete run can tell);
/// - it was not written after that run ended;
/// - its test ran (another snapshot of the same test was asserted), or its test function is
///   gone from the test file (`func home(` in `HomeTests.swift`). A test that exists but did
///   not run (`@Test(.disabled)`, `XCTSkip`, `#if os(macOS)`, a platform-conditional trait)
///   keeps its references.
struct ObsoleteReferences: Sendable {
    /// Not asserted by the last complete run, and no test of theirs left.
    var obsolete: [SnapshotKey]
    /// Not asserted, but written during or after the last complete run.
    var newerThanRun: [SnapshotKey]
    /// Not asserted, but their test is still in its file: it was skipped or not built here.
    var testDidNotRun: [SnapshotKey]

    /// `nil` when no complete run is on record. `run` is a complete run made elsewhere (the
    /// union of a CI matrix's shards), else the folder's own record is read. A run that is not
    /// `trusted` (records downloaded from CI, which anyone can write) is not believed about
    /// which tests ran: a reference it did not assert is removed only when its test is gone from
    /// the sources, so a record that leaves out live references removes none of them.
    static func find(
        in folder: SnapshotFolder, packageRoot: URL, run given: RunRecord.CompleteRun? = nil, trusted: Bool = true
    ) throws(CLIError) -> ObsoleteReferences? {
        var run = given
        if run == nil { run = try RunRecord(snapshots: folder.url, rootIsNamed: folder.rootIsNamed).lastCompleteRun() }
        guard let run else { return nil }
        var result = ObsoleteReferences(obsolete: [], newerThanRun: [], testDidNotRun: [])
        let testsThatRan = trusted ? Set(run.references.compactMap { SnapshotFile(relativePath: $0, customReferences: run.references)?.test }) : []
        // The package is walked for test files only when a reference's test did not run.
        var sources: TestSources?
        func declared(_ test: SnapshotTest) -> Bool {
            let found = sources ?? TestSources(packageRoot: packageRoot)
            sources = found
            return found.declares(test)
        }
        for key in folder.references where !run.references.contains(key.referencePath) {
            let written = FileSystem.modificationDate(folder.fileURL(key.referencePath))
            if run.presentAtStart.map({ !$0.contains(key.referencePath) }) ?? false
                || written.map({ $0 > run.date }) ?? false
            {
                result.newerThanRun.append(key)
            } else if let test = key.test, !testsThatRan.contains(test), declared(test) {
                result.testDidNotRun.append(key)
            } else {
                result.obsolete.append(key)
            }
        }
        return result
    }

    static let noCompleteRunMessage = noCompleteRun(style: .package)

    /// What prune says when no complete run is on record, for where it runs.
    static func noCompleteRun(style: NextCommand.Style) -> String {
        switch style {
        case .package, .packageFolder:
            "no complete run on record: run '\(NextCommand.cli("test"))' (without --filter) first, so that it knows which references the tests still assert"
        case .project:
            "no complete run on record: set SNAPSHOT_TOUCHED_LOG=FILE in the test's environment (its scheme or test plan), run every "
                + "test, then '\(style.cli(["prune", "--touched-log", "FILE"]))'"
        }
    }
}
